import Foundation
import ImageCodecs
import TestSupport
import Testing

/// `flipbook check` against the committed preset goldens: a one-option change to a preset fails with
/// a report that shows it, and reverting the change passes again.
@Suite struct CheckCommandTests {
    @Test func aOneOptionChangeToAPresetFailsTheCheckAndRevertingPasses() throws {
        let folder = try TemporaryFolder()
        let original = try String(contentsOf: repositoryRoot.appendingPathComponent("Presets/scale.coverFlow.yaml"), encoding: .utf8)
        let config = folder.path("scale.coverFlow.yaml")
        let report = folder.path("report")
        let goldens = repositoryRoot.appendingPathComponent("Tests/Goldens/presets").path
        let arguments = [config.path, "--strip", "--viewport", "150x200", "--goldens", goldens,
                         "--record", "never", "--out", report.path]

        try original.write(to: config, atomically: true, encoding: .utf8)
        let before = try runFlipbook(["check"] + arguments)
        #expect(before.status == 0, "\(before.stdout)\(before.stderr)")
        #expect(before.stdout.contains("1 passed"))

        let changedLine = "      angle: pi/1.65"
        #expect(original.contains(changedLine))
        try original.replacingOccurrences(of: changedLine, with: "      angle: pi/3")
            .write(to: config, atomically: true, encoding: .utf8)
        let changed = try runFlipbook(["check"] + arguments)
        #expect(changed.status == 1, "\(changed.stdout)\(changed.stderr)")
        #expect(changed.stdout.contains("FAILED scale.coverFlow/strip"))
        #expect(changed.stdout.contains("report: \(report.path)/report.html"))
        let html = try String(contentsOf: report.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("scale.coverFlow") && html.contains("pixels differ"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("scale.coverFlow/strip.diff.png").path))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("scale.coverFlow/strip.actual.png").path))
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"1\""))

        try original.write(to: config, atomically: true, encoding: .utf8)
        let reverted = try runFlipbook(["check"] + arguments)
        #expect(reverted.status == 0, "\(reverted.stdout)\(reverted.stderr)")
    }

    /// A golden frame is the frame `render` writes: with a `select`'s one-page turn, the menu where a
    /// finger left it, and the items of a reload (before, golden frames drew the offset alone).
    @Test func goldenFramesAreTheFramesRenderDraws() throws {
        let folder = try TemporaryFolder()
        let config = folder.path("timeline.yaml")
        try """
        extends: menu.tabs
        name: timeline
        viewport: {width: 200, height: 120}
        timeline: {fps: 10, steps: [{select: 3}, {menuDrag: {by: -60, duration: 0.2}}, {menuRelease: {velocity: 0}},
                                    {reload: [Inbox, Archive, Drafts, Sent]}, previous]}
        """.write(to: config, atomically: true, encoding: .utf8)
        let recorded = try runFlipbook(["check", config.path, "--goldens", folder.path("goldens").path, "--record", "missing",
                                        "--out", folder.path("report").path])
        #expect(recorded.status == 1 && recorded.stdout.contains("recorded"), "\(recorded.stdout)\(recorded.stderr)")
        let rendered = try runFlipbook(["render", config.path, "--out", folder.path("frames").path])
        try #require(rendered.status == 0, "\(rendered.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("frames").path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count > 10)
        for name in names {
            let golden = try RGBAPixels(contentsOfPNG: folder.path("goldens/timeline/\(name)").path)
            let frame = try RGBAPixels(contentsOfPNG: folder.path("frames/\(name)").path)
            #expect(golden.bytes == frame.bytes, "\(name)")
        }
    }

    @Test func recordModeComesFromTheEnvironmentAndRecordingFails() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens").path
        let arguments = ["check", "scale.linear", "--viewport", "80x100", "--offsets", "0,0.5",
                         "--goldens", goldens, "--out", folder.path("report").path]
        let never = try runFlipbook(arguments, environment: ["FLIPBOOK_RECORD": "never"])
        #expect(never.status == 1)
        #expect(never.stdout.contains("2 missing"))
        let recorded = try runFlipbook(arguments)
        #expect(recorded.status == 1)
        #expect(recorded.stdout.contains("2 recorded"))
        let again = try runFlipbook(arguments, environment: ["FLIPBOOK_RECORD": "never"])
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }

    @Test func badInputExitsWith2AndSaysWhatToDo() throws {
        let unknownMode = try runFlipbook(["check", "scale.linear", "--record", "sometimes"])
        #expect(unknownMode.status == 2)
        #expect(unknownMode.stderr.contains("missing, all, failed, never"))
        let noScenes = try runFlipbook(["check"])
        #expect(noScenes.status == 2)
        #expect(noScenes.stderr == "error: no scenes to check — name presets, config files or folders, e.g. flipbook check scale.coverFlow\n")
        let missingFile = try runFlipbook(["check", "nowhere/scene.yaml"])
        #expect(missingFile.status == 2)
        #expect(missingFile.stderr.contains("nowhere/scene.yaml"))
    }
}
