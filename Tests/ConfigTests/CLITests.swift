import Foundation
import Testing
@testable import Config

/// The `flipbook` binary built next to this test bundle.
let flipbookBinary: URL? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("flipbook")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder = folder.deletingLastPathComponent()
    }
    return nil
}()

/// What a finished `flipbook` run printed and returned.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `flipbook arguments…` in `folder` and waits for it.
func flipbook(_ arguments: [String], in folder: URL) throws -> Run {
    let binary = try #require(flipbookBinary, "build the flipbook product first (swift build)")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    // Files rather than pipes: nothing to drain while the process runs.
    let logs = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: logs) }
    let out = logs.appendingPathComponent("stdout"), err = logs.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
               stderr: try String(contentsOf: err, encoding: .utf8))
}

@Suite(.serialized) struct CLITests {
    @Test(arguments: BadInput.table)
    func badInputExitsWithTwoAndWritesNothing(_ input: BadInput) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try input.write(into: root)
        if input.name == "not UTF-8" {
            try Data([0x65, 0x66, 0xE9, 0x0A]).write(to: root.appendingPathComponent(input.main))
        }
        let validate = try flipbook(["validate", input.main], in: root)
        #expect(validate.status == 2, "\(input.name)")
        #expect(validate.stdout.isEmpty)
        #expect(validate.stderr.hasPrefix(input.expected), "\(input.name): \(validate.stderr)")

        let code = try flipbook(["code", input.main], in: root)
        #expect(code.status == 2)
        #expect(code.stdout.isEmpty)

        let strip = try flipbook(["strip", input.main, "--out", "out.png"], in: root)
        #expect(strip.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.png").path), "\(input.name) wrote a file")
    }

    @Test func negativeOffsetsAreValuesNotOptions() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let strip = try flipbook(["strip", "scale.linear", "--viewport", "60x80", "--offsets", "-0.5,0", "--out", "a.png"], in: root)
        #expect(strip.status == 0, "\(strip.stderr)")
        let render = try flipbook(["render", "scale.linear", "--viewport", "60x80", "--from", "-1", "--to", "-0.5", "--frames", "2", "--out", "frames"], in: root)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("frames/frame-0002.png").path))
    }

    @Test func absurdCountsAndSizesExitWithTwoInsteadOfCrashing() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["strip", "scale.linear", "--items", "1000000000", "--visible", "1000000000", "--out", "a.png"],
                          ["strip", "scale.linear", "--card", "1e300x1e300", "--out", "a.png"],
                          ["inspect", "scale.linear", "--items", "1000000000", "--offsets", "0"]] {
            let run = try flipbook(arguments, in: root)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: "), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a.png").path))
    }

    @Test func stripAndRenderWriteToTheConfigsOutputPathWhenOutIsLeftOut() throws {
        let root = try folder(["scenes/scene.yaml": "effect: scale.linear\nviewport: {width: 60, height: 80}\noutput: {path: ../preview.png}\n",
                               "scenes/frames.yaml": "effect: scale.linear\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\noutput: {path: frames}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let strip = try flipbook(["strip", "scenes/scene.yaml"], in: root)
        #expect(strip.status == 0, "\(strip.stderr)")
        // output.path is relative to the config, not to the working folder.
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("preview.png").path))
        let render = try flipbook(["render", "scenes/frames.yaml"], in: root)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("scenes/frames/frame-0002.png").path))

        let noPath = try flipbook(["strip", "scale.linear"], in: root)
        #expect(noPath.status == 2)
        #expect(noPath.stderr == "error: no output file — give --out FILE, e.g. --out strip.png (or set output.path in the config)\n")
    }

    @Test func pngLevelComesFromTheFlagOrTheConfigAndKeepsThePixels() throws {
        let root = try folder(["small.yaml": "effect: scale.coverFlow\nviewport: {width: 120, height: 160}\noutput: {pngLevel: small}\n",
                               "typo.yaml": "effect: scale.coverFlow\noutput: {pngLevel: smal}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, arguments) in [("fast.png", ["--png-level", "fast"]), ("default.png", []), ("small.png", ["--png-level", "SMALL"])] {
            let run = try flipbook(["strip", "scale.coverFlow", "--viewport", "120x160", "--out", name] + arguments, in: root)
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(try flipbook(["strip", "small.yaml", "--out", "config.png"], in: root).status == 0)
        // The flag overrides the config's key.
        #expect(try flipbook(["strip", "small.yaml", "--png-level", "default", "--out", "plain.png"], in: root).status == 0)
        func bytes(_ name: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(name)) }
        #expect(try bytes("config.png") != bytes("plain.png"))
        #expect(try bytes("config.png").count <= bytes("plain.png").count)
        #expect(try bytes("small.png").count <= bytes("default.png").count)
        #expect(try bytes("small.png").count <= bytes("fast.png").count)

        let bad = try flipbook(["strip", "scale.coverFlow", "--png-level", "tiny", "--out", "bad.png"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr == "error: --png-level tiny is not a PNG level — use --png-level fast, default or small\n")
        let typo = try flipbook(["strip", "typo.yaml", "--out", "typo.png"], in: root)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean `small`?"), "\(typo.stderr)")
    }

    @Test func stripRefusesAnOutputWhoseFormatItCannotTell() throws {
        let root = try folder([:])
        defer { try? FileManager.default.removeItem(at: root) }
        let unknown = try flipbook(["strip", "scale.linear", "--viewport", "60x80", "--out", "a.txt"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: cannot tell the format of --out a.txt from its extension — name the file .png or .svg, or give --format png|svg\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a.txt").path))
        #expect(try flipbook(["strip", "scale.linear", "--viewport", "60x80", "--out", "a.txt", "--format", "png"], in: root).status == 0)
    }

    @Test func validateChecksEveryFileAndReportsEach() throws {
        let root = try folder(["good.yaml": "effect: stack.vortex", "bad.yaml": "effect: {stack: {maxStackSize: 0}}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try flipbook(["validate", "good.yaml", "bad.yaml", "scale.coverFlow"], in: root)
        #expect(run.status == 2)
        #expect(run.stdout == "good.yaml: ok\nscale.coverFlow: ok\n")
        #expect(run.stderr == """
        bad.yaml:1:32: error: `effect.stack.maxStackSize` must be an integer in 1…100; got 0
         1 | effect: {stack: {maxStackSize: 0}}
           |                                ^

        """)
        #expect(try flipbook(["validate", "good.yaml"], in: root).status == 0)
    }

    @Test func presetsListsEveryPresetWithItsSummary() throws {
        let run = try flipbook(["presets"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == PresetCatalog.all.count)
        for (line, preset) in zip(lines, PresetCatalog.all) {
            #expect(line.hasPrefix(preset.name + " "))
            #expect(line.hasSuffix(preset.summary))
        }
    }

    @Test func presetsShowPrintsTheYAMLThatLoadsBackToTheSameScene() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["scale.coverFlow", "stack.tinder", "snapshot.grid"] {
            let run = try flipbook(["presets", "show", name], in: root)
            #expect(run.status == 0)
            #expect(run.stdout == PresetCatalog.preset(named: name)?.yaml)
            let copy = root.appendingPathComponent("copy-of-\(name).yaml")
            try Data(run.stdout.utf8).write(to: copy)
            var fromCopy = try SceneLoader.load(file: copy).scene
            #expect(fromCopy.name == name, "the copy keeps the preset's name")
            fromCopy.name = name
            #expect(fingerprint(fromCopy) == fingerprint(try SceneLoader.load(presetOrPath: name)))
            #expect(try flipbook(["code", copy.lastPathComponent], in: root).stdout == (try flipbook(["code", name], in: root)).stdout)
        }
        let unknown = try flipbook(["presets", "show", "stack.tindr"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "error: no preset named `stack.tindr` — did you mean `stack.tinder`? (`flipbook presets` lists them)\n")
    }

    @Test func schemaPrintsTheCommittedSchema() throws {
        let run = try flipbook(["schema"], in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0)
        #expect(run.stdout == (try String(contentsOf: SchemaTests.committedSchema, encoding: .utf8)))
    }

    @Test func codePrintsTheLayoutForAPresetAndTheInitialiserForATweak() throws {
        let root = try folder(["mine.yaml": "extends: stack.vortex\neffect: {stack: {maxStackSize: 6}}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let preset = try flipbook(["code", "stack.vortex"], in: root)
        #expect(preset.status == 0)
        #expect(preset.stdout.contains("    var stackOptions: StackTransformViewOptions {\n        .layout(.vortex)\n    }"))
        let tweak = try flipbook(["code", "mine.yaml"], in: root)
        #expect(tweak.stdout.contains("        StackTransformViewOptions(\n            scaleFactor: -0.15,\n"))
        #expect(tweak.stdout.contains("            maxStackSize: 6,\n"))
    }

    @Test func watchRendersAgainAfterEachEditAndSurvivesBadOnes() throws {
        let root = try folder([
            "base.yaml": "effect: stack.vortex\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\n",
            "scene.yaml": "extends: base.yaml\nitemCount: 3\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let binary = try #require(flipbookBinary)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["watch", "scene.yaml", "--out", "strip.png", "--interval", "0.05"]
        process.currentDirectoryURL = root
        let errorLog = root.appendingPathComponent("stderr.txt"), outputLog = root.appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        _ = FileManager.default.createFile(atPath: outputLog.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorLog)
        process.standardOutput = try FileHandle(forWritingTo: outputLog)
        try process.run()
        defer {
            // SIGKILL: a process started from a test thread may inherit a mask that blocks SIGTERM.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        func wait(_ what: String, until condition: () -> Bool) throws {
            let deadline = Date().addingTimeInterval(60)
            while !condition() {
                guard Date() < deadline, process.isRunning else {
                    let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
                    Issue.record("watch: no \(what) (running: \(process.isRunning)); stderr: \(log)")
                    throw CancellationError()
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        func renders() -> Int { ((try? String(contentsOf: outputLog, encoding: .utf8)) ?? "").components(separatedBy: "wrote strip.png").count - 1 }
        func errors() -> String { (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "" }

        try wait("first render") { renders() == 1 }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("strip.png").path))

        // A bad edit in the extended file: an error, and watch keeps running.
        Thread.sleep(forTimeInterval: 1.1)   // modification times may have one-second resolution
        try Data("effect: {stack: {maxStackSize: 0}}\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\n".utf8)
            .write(to: root.appendingPathComponent("base.yaml"))
        try wait("error for the bad edit") { errors().contains("base.yaml:1:32: error: `effect.stack.maxStackSize` must be an integer in 1…100; got 0") }
        #expect(process.isRunning)

        // Fixing it renders again.
        Thread.sleep(forTimeInterval: 1.1)
        try Data("effect: {stack: {maxStackSize: 2}}\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\n".utf8)
            .write(to: root.appendingPathComponent("base.yaml"))
        try wait("second render") { renders() == 2 }
    }
}
