import Foundation
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
