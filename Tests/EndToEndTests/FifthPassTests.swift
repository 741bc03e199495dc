import Foundation
import TestSupport
import Testing

/// The fifth reliability pass (issue #52) through the binary: numbers that used to trap, links
/// that led outside, work without a bound, writes of half a result, raw escapes, and messages that
/// pointed the wrong way.
@Suite struct FifthPassTests {
    private static func config(_ text: String) throws -> TemporaryFolder {
        try TemporaryFolder(files: ["scene.yaml": text])
    }

    /// Exit 0 or 2 and no trap: what every run must end with.
    private static func expectNoCrash(_ run: FlipbookRun, _ what: String) {
        #expect(run.status == 0 || run.status == 2, "\(what): status \(run.status) \(run.stderr.suffix(800))")
        #expect(!run.output.contains("Fatal error") && !run.output.contains("this is a bug"), "\(what): \(run.stderr.suffix(800))")
    }

    // MARK: Numbers

    @Test func theIssuesNumbersAreRefusedOrDrawnNeverATrap() throws {
        let inset = try Self.config("extends: menu.tabs\nmenu:\n  menuInsets: {top: -1e19, left: 0, bottom: 0, right: 0}\n")
        let validated = try runFlipbook(["validate", "scene.yaml"], in: inset.url)
        Self.expectNoCrash(validated, "menu inset −1e19")
        #expect(validated.status == 2)
        // Refused by the reader at the inset's own value (every number has a range), not at a
        // preset's `scale: 1` and not as a menu height computed from it.
        #expect(validated.stderr.hasPrefix("scene.yaml:3:21: error: `menu.menuInsets.top` must be a number in -1000000…1000000; got -1e19"), "\(validated.stderr)")
        let tall = try Self.config("extends: menu.tabs\nmenu:\n  menuInsets: {top: 1e7, left: 0, bottom: 0, right: 0}\n")
        let tallRun = try runFlipbook(["validate", "scene.yaml"], in: tall.url)
        #expect(tallRun.status == 2)
        #expect(tallRun.stderr.hasPrefix("scene.yaml:3:21: error: `menu.menuInsets.top` must be a number in -1000000…1000000; got 1e7"), "\(tallRun.stderr)")
        // Within the range, a menu too tall for a frame is still named at the menu's line.
        let high = try Self.config("extends: menu.tabs\nmenu:\n  menuInsets: {top: 900000, left: 0, bottom: 0, right: 0}\n")
        let highRun = try runFlipbook(["validate", "scene.yaml"], in: high.url)
        #expect(highRun.status == 2)
        #expect(highRun.stderr.hasPrefix("scene.yaml:3:3: error: the frame would be"), "\(highRun.stderr)")
        #expect(!highRun.stderr.contains("scale: 1"), "\(highRun.stderr)")

        let curl = try Self.config("extends: pages.curl\npageViewController:\n  curl: {shadowRadius: 1e300}\n")
        Self.expectNoCrash(try runFlipbook(["strip", "scene.yaml", "--out", "a.png", "--offsets", "0.4"], in: curl.url), "curl shadowRadius 1e300")

        let layer = try Self.config("""
            extends: parallax.onboarding
            card:
              layers:
                - {id: far, type: rect, fill: "#FF0000", frame: {x: 1e20, y: 10, width: 40, height: 30}, transform: {rotationY: 0.5}}

            """)
        Self.expectNoCrash(try runFlipbook(["strip", "scene.yaml", "--out", "a.png", "--offsets", "0,0.5"], in: layer.url), "frame.x 1e20 in 3-D")

        let spacing = try Self.config("extends: menu.tabs\nmenu:\n  menuItemSpacing: 1e308\n")
        let spaced = try runFlipbook(["strip", "scene.yaml", "--out", "a.png", "--offsets", "0"], in: spacing.url)
        Self.expectNoCrash(spaced, "menuItemSpacing 1e308")
        if spaced.status == 2 { #expect(spaced.stderr.contains("`menu.menuItemSpacing`"), "\(spaced.stderr)") }
    }

    // MARK: Links

    @Test(arguments: [["render", "scale.coverFlow", "--viewport", "60x80", "--offsets", "0", "--out", "out"],
                      ["check", "scale.coverFlow", "--viewport", "60x80", "--offsets", "0", "--goldens", "out/g", "--out", "report", "--record", "all"]])
    func aLockFileThatIsALinkIsRefusedNotEmptied(arguments: [String]) throws {
        let folder = try TemporaryFolder(files: ["victim": "keep me\n"])
        let locked = arguments[0] == "render" ? "out" : "out/g/scale.coverFlow"
        try FileManager.default.createDirectory(at: folder.path(locked), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path(locked + "/.flipbook.lock").path, withDestinationPath: folder.path("victim").path)
        let run = try runFlipbook(arguments, in: folder.url)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains(".flipbook.lock is a symbolic link"), "\(run.output)")
        #expect(try String(contentsOf: folder.path("victim"), encoding: .utf8) == "keep me\n")
    }

    // MARK: Bounds

    @Test func filesOfTheKernelAreRefusedAtOnce() throws {
        let folder = try Self.config("extends: /proc/kmsg\n")
        let run = try boundedRun(["validate", "scene.yaml"], in: folder.url, timeout: 30)
        #expect(run.status == 2)
        #expect(run.stderr.contains("/proc/kmsg is a file of the kernel's /proc"), "\(run.stderr)")
        let status = try boundedRun(["validate", "/proc/self/status"], in: folder.url, timeout: 30)
        #expect(status.status == 2)
    }

    @Test func textRepeatedByAliasesIsBounded() throws {
        let words = String(String(repeating: "lorem ipsum dolor sit amet ", count: 40_000).prefix(900_000))
        func layers(_ count: Int, text: String) -> String {
            let others = (1..<count).map { "    - {id: t\($0), type: text, text: *big, frame: {x: 0, y: \($0 * 10), width: 280, height: 200}, numberOfLines: 0, size: 12}" }
            return "extends: parallax.onboarding\ncard:\n  layers:\n    - {id: t0, type: text, text: &big \"\(text)\", frame: {x: 0, y: 0, width: 280, height: 200}, numberOfLines: 0, size: 12}\n"
                + others.joined(separator: "\n") + "\n"
        }
        // 20 copies of 900 KB: refused while reading, before any layout.
        let huge = try TemporaryFolder(files: ["scene.yaml": layers(20, text: words)])
        let refused = try boundedRun(["validate", "scene.yaml"], in: huge.url, timeout: 60)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("once YAML aliases are expanded"), "\(refused.stderr.prefix(500))")
        // 20 copies of 350 KB (7 MB): read, and each label lays out only what it shows. It took
        // minutes when every character was laid out; a hang here would be the old behaviour.
        let big = try TemporaryFolder(files: ["scene.yaml": layers(20, text: String(words.prefix(350_000)))])
        let drawn = try boundedRun(["strip", "scene.yaml", "--out", "a.png", "--offsets", "0"], in: big.url, timeout: 240)
        #expect(drawn.status == 0, "\(drawn.stderr.prefix(500))")
    }

    // MARK: All or nothing

    @Test func aSceneNameTooLongForItsFolderIsRefusedBeforeRecording() throws {
        let name = String(repeating: "s", count: 230)
        let folder = try Self.config("extends: scale.coverFlow\nname: \(name)\nviewport: [60, 80]\ntimeline: [0]\n")
        let run = try runFlipbook(["check", "scene.yaml", "--goldens", "goldens", "--out", "report", "--record", "missing"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("is 230 bytes long") && run.stderr.contains("`name`"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("goldens").path))
    }

    @Test func aReportThatCannotBeWrittenRecordsNoGolden() throws {
        let folder = try TemporaryFolder()
        // A folder where the report's page goes: the report cannot be written.
        try FileManager.default.createDirectory(at: folder.path("report/report.html"), withIntermediateDirectories: true)
        let run = try runFlipbook(["check", "scale.coverFlow", "--viewport", "60x80", "--offsets", "0", "--goldens", "goldens",
                                   "--out", "report", "--record", "missing"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot write the report"), "\(run.stderr)")
        let goldens = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("goldens/scale.coverFlow").path)) ?? []
        #expect(goldens.filter { !$0.hasPrefix(".") }.isEmpty, "recorded \(goldens)")
    }

    @Test func codeProjectReplacesFilesOnlyWithOverwrite() throws {
        let folder = try TemporaryFolder(files: ["app/README.md": "mine\n"])
        let refused = try runFlipbook(["code", "stack.vortex", "--project", "app"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("app already holds README.md") && refused.stderr.contains("--overwrite"), "\(refused.stderr)")
        #expect(try String(contentsOf: folder.path("app/README.md"), encoding: .utf8) == "mine\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("app/Package.swift").path))
        let replaced = try runFlipbook(["code", "stack.vortex", "--project", "app", "--overwrite"], in: folder.url)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try String(contentsOf: folder.path("app/README.md"), encoding: .utf8) != "mine\n")
        #expect(try runFlipbook(["code", "stack.vortex", "--overwrite"], in: folder.url).status == 2)
    }

    // MARK: Escapes and messages

    @Test func doctorEscapesWhatAManifestSays() throws {
        let folder = try TemporaryFolder()
        let recorded = try runFlipbook(["check", "scale.coverFlow", "--viewport", "60x80", "--offsets", "0", "--goldens", "goldens",
                                        "--out", "report", "--record", "missing"], in: folder.url)
        // A run that records exits 1 (check the goldens, then commit them); the manifest is there.
        #expect(recorded.status == 1, "\(recorded.stderr)")
        let manifest = folder.path("goldens/scale.coverFlow/manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "\"cairo\" : \"", with: "\"cairo\" : \"\\u001b[31mred\\u001b[0m").write(to: manifest, atomically: true, encoding: .utf8)
        let doctor = try runFlipbook(["doctor", "--goldens", "goldens"], in: folder.url)
        #expect(doctor.stdout.contains("\\u{1B}[31mred"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("\u{1B}"))
    }

    @Test func helpAndVersionThatCannotBeWrittenExitTwo() throws {
        let folder = try TemporaryFolder()
        for arguments in [["--version"], ["--help"], ["strip", "--help"]] {
            let run = try boundedRun(arguments, in: folder.url, stdoutPath: "/dev/full")
            #expect(run.status == 2, "\(arguments): \(String(describing: run.status)) \(run.stderr)")
            #expect(run.stderr.contains("the disk is full"), "\(run.stderr)")
        }
        #expect(try runFlipbook(["--version"]).status == 0)
    }

    @Test func aHugeArgumentIsShortenedInTheMessage() throws {
        let huge = String(repeating: "a", count: 100_000)
        for arguments in [["strip", huge], ["strip", "scale.coverFlow", "--viewport", huge], ["strip", "scale.coverFlow", "--" + huge]] {
            let run = try runFlipbook(arguments)
            #expect(run.status == 2)
            #expect(run.stderr.utf8.count < 2_000, "\(run.stderr.utf8.count) bytes")
            #expect(run.stderr.contains("characters)"), "\(run.stderr.prefix(400))")
        }
    }

    @Test func yamlTagsAreReadNotDropped() throws {
        let folder = try TemporaryFolder(files: [
            "text.yaml": "extends: scale.coverFlow\ncard: {title: !!str 3}\n",
            "count.yaml": "extends: scale.coverFlow\nitemCount: !!str 3\n",
            "int.yaml": "extends: scale.coverFlow\nitemCount: !!int 3\n",
            "binary.yaml": "extends: scale.coverFlow\nitemCount: !!binary AAAA\n",
            "notint.yaml": "extends: scale.coverFlow\nitemCount: !!int three\n",
        ])
        #expect(try runFlipbook(["validate", "text.yaml"], in: folder.url).status == 0)
        #expect(try runFlipbook(["validate", "int.yaml"], in: folder.url).status == 0)
        let count = try runFlipbook(["validate", "count.yaml"], in: folder.url)
        #expect(count.status == 2)
        #expect(count.stderr.contains("got the string \"3\""), "\(count.stderr)")
        let binary = try runFlipbook(["validate", "binary.yaml"], in: folder.url)
        #expect(binary.status == 2)
        #expect(binary.stderr.contains("the YAML tag `!!binary` is not read here"), "\(binary.stderr)")
        let notInt = try runFlipbook(["validate", "notint.yaml"], in: folder.url)
        #expect(notInt.status == 2)
        #expect(notInt.stderr.contains("`!!int three` is not int text"), "\(notInt.stderr)")
    }

    @Test func aPathStartingWithATildeSaysTheShellExpandsIt() throws {
        let folder = try TemporaryFolder(files: ["scene.yaml": "extends: ~/base.yaml\n"])
        let given = try runFlipbook(["validate", "~/nothing-here.yaml"], in: folder.url)
        #expect(given.status == 2)
        #expect(given.stderr.contains("`~` is not expanded here"), "\(given.stderr)")
        let extended = try runFlipbook(["validate", "scene.yaml"], in: folder.url)
        #expect(extended.status == 2)
        #expect(extended.stderr.contains("`~` is not expanded here"), "\(extended.stderr)")
    }
}
