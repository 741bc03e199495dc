import Foundation
import Testing

/// The `flipbook` executable built beside this test bundle (`swift build --build-tests` and
/// `swift test` build it), run as a user would.
struct FlipbookProcess {
    static var executable: URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("flipbook") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `flipbook arguments…`; returns the exit status and standard output.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let executable = try #require(executable, "the flipbook executable is not beside the test bundle: build with `swift build --build-tests`")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "FLIPBOOK_RECORD")
        process.environment = env.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

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
        let before = try FlipbookProcess.run(["check"] + arguments)
        #expect(before.status == 0, "\(before.output)")
        #expect(before.output.contains("1 passed"))

        let changedLine = "      angle: pi/1.65"
        #expect(original.contains(changedLine))
        try original.replacingOccurrences(of: changedLine, with: "      angle: pi/3")
            .write(to: config, atomically: true, encoding: .utf8)
        let changed = try FlipbookProcess.run(["check"] + arguments)
        #expect(changed.status == 1, "\(changed.output)")
        #expect(changed.output.contains("FAILED scale.coverFlow/strip"))
        #expect(changed.output.contains("report: \(report.path)/report.html"))
        let html = try String(contentsOf: report.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("scale.coverFlow") && html.contains("pixels differ"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("scale.coverFlow/strip.diff.png").path))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("scale.coverFlow/strip.actual.png").path))
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("failures=\"1\""))

        try original.write(to: config, atomically: true, encoding: .utf8)
        let reverted = try FlipbookProcess.run(["check"] + arguments)
        #expect(reverted.status == 0, "\(reverted.output)")
    }

    @Test func recordModeComesFromTheEnvironmentAndRecordingFails() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens").path
        let arguments = ["check", "scale.linear", "--viewport", "80x100", "--offsets", "0,0.5",
                         "--goldens", goldens, "--out", folder.path("report").path]
        let never = try FlipbookProcess.run(arguments, environment: ["FLIPBOOK_RECORD": "never"])
        #expect(never.status == 1)
        #expect(never.output.contains("2 missing"))
        let recorded = try FlipbookProcess.run(arguments)
        #expect(recorded.status == 1)
        #expect(recorded.output.contains("2 recorded"))
        let again = try FlipbookProcess.run(arguments, environment: ["FLIPBOOK_RECORD": "never"])
        #expect(again.status == 0, "\(again.output)")
    }

    @Test func badInputExitsWith2AndSaysWhatToDo() throws {
        let unknownMode = try FlipbookProcess.run(["check", "scale.linear", "--record", "sometimes"])
        #expect(unknownMode.status == 2)
        #expect(unknownMode.output.contains("missing, all, failed, never"))
        let noScenes = try FlipbookProcess.run(["check"])
        #expect(noScenes.status == 2)
        let missingFile = try FlipbookProcess.run(["check", "nowhere/scene.yaml"])
        #expect(missingFile.status == 2)
        #expect(missingFile.output.contains("nowhere/scene.yaml"))
    }
}
