import Config
import Foundation
import SceneModel
import TestSupport
import Testing

/// The `flipbook` commands run as a user runs them: arguments in, output, files and exit status out.
@Suite(.serialized) struct CLITests {
    @Test(arguments: BadInput.table)
    func badInputExitsWithTwoAndWritesNothing(_ input: BadInput) throws {
        let folder = try TemporaryFolder()
        let root = folder.url
        try input.write(into: root)
        let validate = try runFlipbook(["validate", input.main], in: root)
        #expect(validate.status == 2, "\(input.name)")
        #expect(validate.stdout.isEmpty)
        #expect(validate.stderr.hasPrefix(input.expected), "\(input.name): \(validate.stderr)")

        let code = try runFlipbook(["code", input.main], in: root)
        #expect(code.status == 2)
        #expect(code.stdout.isEmpty)

        let strip = try runFlipbook(["strip", input.main, "--out", "out.png"], in: root)
        #expect(strip.status == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.png").path), "\(input.name) wrote a file")
    }

    @Test func negativeOffsetsAreValuesNotOptions() throws {
        let folder = try TemporaryFolder(files: [:])
        let root = folder.url
        let strip = try runFlipbook(["strip", "scale.linear", "--viewport", "60x80", "--offsets", "-0.5,0", "--out", "a.png"], in: root)
        #expect(strip.status == 0, "\(strip.stderr)")
        let render = try runFlipbook(["render", "scale.linear", "--viewport", "60x80", "--from", "-1", "--to", "-0.5", "--frames", "2", "--out", "frames"], in: root)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("frames/frame-0002.png").path))
    }

    @Test func absurdCountsAndSizesExitWithTwoInsteadOfCrashing() throws {
        let folder = try TemporaryFolder(files: [:])
        let root = folder.url
        for arguments in [["strip", "scale.linear", "--items", "1000000000", "--visible", "1000000000", "--out", "a.png"],
                          ["strip", "scale.linear", "--card", "1e300x1e300", "--out", "a.png"],
                          ["inspect", "scale.linear", "--items", "1000000000", "--offsets", "0"]] {
            let run = try runFlipbook(arguments, in: root)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: "), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a.png").path))
    }

    @Test func stripAndRenderWriteToTheConfigsOutputPathWhenOutIsLeftOut() throws {
        let folder = try TemporaryFolder(files: ["scenes/scene.yaml": "effect: scale.linear\nviewport: {width: 60, height: 80}\noutput: {path: ../preview.png}\n",
                               "scenes/frames.yaml": "effect: scale.linear\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\noutput: {path: frames}\n"])
        let root = folder.url
        let strip = try runFlipbook(["strip", "scenes/scene.yaml"], in: root)
        #expect(strip.status == 0, "\(strip.stderr)")
        // output.path is relative to the config, not to the working folder.
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("preview.png").path))
        let render = try runFlipbook(["render", "scenes/frames.yaml"], in: root)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("scenes/frames/frame-0002.png").path))

        // Neither --out nor output.path: NAME.png (or .svg) in the working folder, and it says so.
        let noPath = try runFlipbook(["strip", "scale.linear", "--viewport", "60x80"], in: root)
        #expect(noPath.status == 0, "\(noPath.stderr)")
        #expect(noPath.stdout == "wrote scale.linear.png (no --out: named after the scene, in this folder)\n")
        #expect(try Data(contentsOf: root.appendingPathComponent("scale.linear.png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let svg = try runFlipbook(["strip", "scale.linear", "--viewport", "60x80", "--format", "svg"], in: root)
        #expect(svg.stdout == "wrote scale.linear.svg (no --out: named after the scene, in this folder)\n", "\(svg.stderr)")
    }

    @Test func watchWithoutOutWritesTheScenesStripAndAnUnwritableOutputEndsIt() throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "effect: scale.linear\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\n"])
        let watch = try startFlipbook(["watch", "mine.yaml", "--interval", "0.05"], in: folder.url)
        #expect(watch.wait { watch.stdout.contains("wrote mine.png (no --out: named after the scene, in this folder)") }, "\(watch.stderr)")
        #expect(watch.signal(SIGINT))
        _ = watch.finish()
        #expect(FileManager.default.fileExists(atPath: folder.path("mine.png").path))
        // A folder that does not exist: exit 2 at once instead of the same error on every round.
        let unwritable = try runFlipbook(["watch", "mine.yaml", "--out", "missing/folder/strip.png", "--interval", "0.05"], in: folder.url)
        #expect(unwritable.status == 2, "\(unwritable.output)")
        #expect(unwritable.stderr.contains("missing/folder"), "\(unwritable.stderr)")
    }

    @Test func pngLevelComesFromTheFlagOrTheConfigAndKeepsThePixels() throws {
        let folder = try TemporaryFolder(files: ["small.yaml": "effect: scale.coverFlow\nviewport: {width: 120, height: 160}\noutput: {pngLevel: small}\n",
                               "typo.yaml": "effect: scale.coverFlow\noutput: {pngLevel: smal}\n"])
        let root = folder.url
        for (name, arguments) in [("fast.png", ["--png-level", "fast"]), ("default.png", []), ("small.png", ["--png-level", "SMALL"])] {
            let run = try runFlipbook(["strip", "scale.coverFlow", "--viewport", "120x160", "--out", name] + arguments, in: root)
            #expect(run.status == 0, "\(run.stderr)")
        }
        #expect(try runFlipbook(["strip", "small.yaml", "--out", "config.png"], in: root).status == 0)
        // The flag overrides the config's key.
        #expect(try runFlipbook(["strip", "small.yaml", "--png-level", "default", "--out", "plain.png"], in: root).status == 0)
        func bytes(_ name: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(name)) }
        #expect(try bytes("config.png") != bytes("plain.png"))
        #expect(try bytes("config.png").count <= bytes("plain.png").count)
        #expect(try bytes("small.png").count <= bytes("default.png").count)
        #expect(try bytes("small.png").count <= bytes("fast.png").count)

        let bad = try runFlipbook(["strip", "scale.coverFlow", "--png-level", "tiny", "--out", "bad.png"], in: root)
        #expect(bad.status == 2)
        #expect(bad.stderr == "error: --png-level tiny is not a PNG level — use --png-level fast, default or small\n")
        let typo = try runFlipbook(["strip", "typo.yaml", "--out", "typo.png"], in: root)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean `small`?"), "\(typo.stderr)")
    }

    @Test func stripRefusesAnOutputWhoseFormatItCannotTell() throws {
        let folder = try TemporaryFolder(files: [:])
        let root = folder.url
        let unknown = try runFlipbook(["strip", "scale.linear", "--viewport", "60x80", "--out", "a.txt"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: cannot tell the format of --out a.txt from its extension — name the file .png, .svg or .svgz, or give --format png|svg\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a.txt").path))
        #expect(try runFlipbook(["strip", "scale.linear", "--viewport", "60x80", "--out", "a.txt", "--format", "png"], in: root).status == 0)
    }

    @Test func validateChecksEveryFileAndReportsEach() throws {
        let folder = try TemporaryFolder(files: ["good.yaml": "effect: stack.vortex", "bad.yaml": "effect: {stack: {maxStackSize: 0}}"])
        let root = folder.url
        let run = try runFlipbook(["validate", "good.yaml", "bad.yaml", "scale.coverFlow"], in: root)
        #expect(run.status == 2)
        #expect(run.stdout == "good.yaml: ok\nscale.coverFlow: ok\n")
        #expect(run.stderr == """
        bad.yaml:1:32: error: `effect.stack.maxStackSize` must be an integer in 1…100; got 0
         1 | effect: {stack: {maxStackSize: 0}}
           |                                ^

        """)
        #expect(try runFlipbook(["validate", "good.yaml"], in: root).status == 0)
    }

    @Test func presetsListsEveryPresetWithItsSummary() throws {
        let run = try runFlipbook(["presets"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == PresetCatalog.all.count)
        for (line, preset) in zip(lines, PresetCatalog.all) {
            #expect(line.hasPrefix(preset.name + " "))
            #expect(line.hasSuffix(preset.summary))
        }
    }

    @Test func presetsShowPrintsTheYAMLThatLoadsBackToTheSameScene() throws {
        let folder = try TemporaryFolder()
        let root = folder.url
        for name in ["scale.coverFlow", "stack.tinder", "snapshot.grid"] {
            let run = try runFlipbook(["presets", "show", name], in: root)
            #expect(run.status == 0)
            #expect(run.stdout == PresetCatalog.preset(named: name)?.copy(named: nil))
            let copy = root.appendingPathComponent("copy-of-\(name).yaml")
            try Data(run.stdout.utf8).write(to: copy)
            var fromCopy = try SceneLoader.load(file: copy).scene
            #expect(fromCopy.name == "copy-of-\(name)", "the copy is named after its file, not the preset (#17 finding 9)")
            fromCopy.name = name
            #expect(fingerprint(fromCopy) == fingerprint(try SceneLoader.load(presetOrPath: name)))
            let copyCode = try runFlipbook(["code", copy.lastPathComponent], in: root).stdout
            #expect(copyCode.replacingOccurrences(of: "copy-of-\(name)", with: name) == (try runFlipbook(["code", name], in: root)).stdout)
        }
        let unknown = try runFlipbook(["presets", "show", "stack.tindr"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "error: unknown preset `stack.tindr` — did you mean `stack.tinder`?\n")
    }

    @Test func schemaPrintsTheCommittedSchema() throws {
        let run = try runFlipbook(["schema"])
        #expect(run.status == 0)
        #expect(run.stdout == (try String(contentsOf: repositoryRoot.appendingPathComponent("Presets/flipbook.schema.json"), encoding: .utf8)))
    }

    @Test func codePrintsTheLayoutForAPresetAndTheInitialiserForATweak() throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: stack.vortex\neffect: {stack: {maxStackSize: 6}}"])
        let root = folder.url
        let preset = try runFlipbook(["code", "stack.vortex"], in: root)
        #expect(preset.status == 0)
        #expect(preset.stdout.contains("    var stackOptions: StackTransformViewOptions {\n        .layout(.vortex)\n    }"))
        let tweak = try runFlipbook(["code", "mine.yaml"], in: root)
        #expect(tweak.stdout.contains("        StackTransformViewOptions(\n            scaleFactor: -0.15,\n"))
        #expect(tweak.stdout.contains("            maxStackSize: 6,\n"))
    }

    @Test func watchRendersAgainAfterEachEditAndSurvivesBadOnes() throws {
        let folder = try TemporaryFolder(files: [
            "base.yaml": "effect: stack.vortex\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\n",
            "scene.yaml": "extends: base.yaml\nitemCount: 3\n",
        ])
        let root = folder.url
        let process = try startFlipbook(["watch", "scene.yaml", "--out", "strip.png", "--interval", "0.05"], in: root)
        func wait(_ what: String, until condition: () -> Bool) throws {
            guard process.wait(until: condition) else {
                Issue.record("watch: no \(what) (running: \(process.isRunning)); stderr: \(process.stderr)")
                throw CancellationError()
            }
        }
        func renders() -> Int { process.stdout.components(separatedBy: "wrote strip.png").count - 1 }
        func errors() -> String { process.stderr }

        try wait("first render") { renders() == 1 }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("strip.png").path))

        // An edit that keeps the file's size, stamped a minute apart from the last and renamed into
        // place whole: with one-second modification times an edit within the same second would
        // otherwise go unseen, so no test has to sleep for the clock.
        var edits = 0
        func edit(_ text: String) throws {
            edits += 1
            let draft = root.appendingPathComponent("base.yaml.draft")
            try Data(text.utf8).write(to: draft)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60 * Double(edits))], ofItemAtPath: draft.path)
            guard rename(draft.path, root.appendingPathComponent("base.yaml").path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        // A bad edit in the extended file: an error, and watch keeps running.
        try edit("effect: {stack: {maxStackSize: 0}}\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\n")
        try wait("error for the bad edit") { errors().contains("base.yaml:1:32: error: `effect.stack.maxStackSize` must be an integer in 1…100; got 0") }
        #expect(process.isRunning)

        // Fixing it renders again.
        try edit("effect: {stack: {maxStackSize: 2}}\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\n")
        try wait("second render") { renders() == 2 }
    }
}
