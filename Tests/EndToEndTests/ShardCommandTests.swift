import Foundation
import TestSupport
import Testing

/// `check --shard i/n`, `report merge`, and the CI set-ups of docs/ci run as their CI would.
@Suite struct ShardCommandTests {
    /// Six presets as config files, two of them changed after their goldens were recorded.
    static func suite(in folder: TemporaryFolder) throws -> (scenes: String, goldens: String) {
        let scenes = folder.path("scenes"), goldens = folder.path("goldens")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let presets = ["scale.coverFlow", "scale.linear", "stack.vortex", "stack.tinder", "snapshot.grid", "snapshot.chess"]
        for preset in presets {
            try "extends: \(preset)\nname: \(preset)\n".write(to: scenes.appendingPathComponent("\(preset).yaml"), atomically: true, encoding: .utf8)
        }
        let record = try runFlipbook(["check", scenes.path, "--goldens", goldens.path, "--viewport", "90x120",
                                              "--offsets", "0,0.5", "--out", folder.path("record-report").path])
        #expect(record.status == 1 && record.output.contains("12 recorded"), "\(record.output)")
        for preset in ["stack.vortex", "snapshot.grid"] {
            let file = scenes.appendingPathComponent("\(preset).yaml")
            let yaml = try String(contentsOf: file, encoding: .utf8)
            try (yaml + "background: '#FF3B30'\n").write(to: file, atomically: true, encoding: .utf8)
        }
        return (scenes.path, goldens.path)
    }

    @Test func threeShardsAndAMergeReportWhatOneRunReports() throws {
        let folder = try TemporaryFolder()
        let (scenes, goldens) = try Self.suite(in: folder)
        let common = [scenes, "--goldens", goldens, "--viewport", "90x120", "--offsets", "0,0.5", "--record", "never"]
        let whole = try runFlipbook(["check"] + common + ["--out", folder.path("whole").path, "--jobs", "1"])
        #expect(whole.status == 1)

        var statuses: [Int32] = []
        for index in 1...3 {
            let shard = try runFlipbook(["check"] + common + ["--shard", "\(index)/3", "--out", folder.path("parts").path])
            #expect(shard.output.contains("part: "), "\(shard.output)")
            statuses.append(shard.status)
        }
        #expect(statuses.contains(1) && statuses.allSatisfy { $0 == 0 || $0 == 1 }, "\(statuses)")

        let parts = (1...3).map { folder.path("parts/shard-\($0)-of-3.json").path }
        let merged = try runFlipbook(["report", "merge"] + parts.reversed() + ["--out", folder.path("merged").path])
        #expect(merged.status == 1)
        let lastLine = { (text: String) in text.split(separator: "\n").first { $0.contains("images in") } }
        #expect(lastLine(merged.output) == lastLine(whole.output) && lastLine(whole.output)?.contains("8 passed, 4 failed") == true,
                "\(merged.output)\n---\n\(whole.output)")
        // The same page, but for the review command, which names each report's own folder.
        let html = { (name: String) in
            try String(contentsOf: folder.path(name + "/report.html"), encoding: .utf8)
                .replacingOccurrences(of: #"flipbook review \S+/\#(name) "#, with: "flipbook review REPORT ", options: .regularExpression)
        }
        #expect(try html("whole") == html("merged"))
        #expect(try html("merged").contains("flipbook review REPORT --goldens "))
        let wholeJUnit = try Data(contentsOf: folder.path("whole/junit.xml"))
        #expect(try Data(contentsOf: folder.path("merged/junit.xml")) == wholeJUnit)
    }

    @Test func badShardsAndPartsExitTwoNamingTheFix() throws {
        let folder = try TemporaryFolder()
        for bad in ["0/4", "5/4", "2", "a/b", "1/0"] {
            let result = try runFlipbook(["check", "scale.linear", "--shard", bad, "--goldens", folder.path("g").path])
            #expect(result.status == 2 && result.output.contains("--shard"), "\(bad): \(result.output)")
        }
        let jobs = try runFlipbook(["check", "scale.linear", "--jobs", "0", "--goldens", folder.path("g").path])
        #expect(jobs.status == 2 && jobs.output.contains("--jobs must be a whole number ≥ 1 (got 0)"), "\(jobs.output)")
        let version = try runFlipbook(["check", "scale.linear", "--pixelmatch-version", "8", "--goldens", folder.path("g").path])
        #expect(version.status == 2 && version.output.contains("use 6 or 7"))

        let notJSON = folder.path("part.json")
        try "hello".write(to: notJSON, atomically: true, encoding: .utf8)
        let merge = try runFlipbook(["report", "merge", notJSON.path])
        #expect(merge.status == 2 && merge.output.contains("is not a shard result"), "\(merge.output)")
        let none = try runFlipbook(["report", "merge"])
        #expect(none.status == 2 && none.output.contains("no parts to merge"))

        let part = try runFlipbook(["check", "scale.linear", "--shard", "1/2", "--goldens", folder.path("g").path,
                                            "--out", folder.path("p").path])
        #expect(part.output.contains("part: "), "\(part.output)")
        let half = try runFlipbook(["report", "merge", folder.path("p/shard-1-of-2.json").path])
        #expect(half.status == 2 && half.output.contains("shard 2 of 2 missing"), "\(half.output)")
    }

    /// The CI files are valid for their CI (schema check), and their own shard and merge lines,
    /// run by Tools/ci-local.py as the CI would, fail on the changed scenes with one merged report.
    @Test(arguments: ["github", "gitlab"])
    func theCISetUpRunsLocallyAsItsCIWould(kind: String) throws {
        guard let python = executable(named: "python3") else {
            withKnownIssue("python3 is not installed: the CI set-ups were not run") { Issue.record("skipped") }
            return
        }
        let folder = try TemporaryFolder()
        let (scenes, goldens) = try Self.suite(in: folder)
        // The files' own scenes run at the presets' size: record at that size first.
        _ = try runFlipbook(["check", scenes, "--goldens", goldens, "--record", "all", "--out", folder.path("r").path])
        for preset in ["stack.vortex"] {
            let file = URL(fileURLWithPath: scenes).appendingPathComponent("\(preset).yaml")
            try (try String(contentsOf: file, encoding: .utf8) + "card: {cornerRadius: 2}\n").write(to: file, atomically: true, encoding: .utf8)
        }
        let file = repositoryRoot.appendingPathComponent(kind == "github" ? "docs/ci/github-actions.yml" : "docs/ci/gitlab-ci.yml").path
        let lint = executable(named: "check-jsonschema") != nil
        var arguments = [repositoryRoot.appendingPathComponent("Tools/ci-local.py").path, kind, file,
                         "--flipbook", try #require(flipbookExecutable).path,
                         "--env", "SCENES=\(scenes)", "--env", "GOLDENS=\(goldens)", "--workdir", folder.url.path]
        if lint { arguments.append("--lint") }
        let run = try runProcess(python, arguments)
        let output = run.output
        #expect(run.status == 1, "\(output)")
        #expect(output.contains("report job exited 1"), "\(output)")
        // Each shard says what decides its pixels before it checks (flipbook doctor).
        #expect(output.components(separatedBy: "FreeType").count - 1 >= 4, "\(output)")
        let summary = try String(contentsOf: folder.path("flipbook-report/summary.md"), encoding: .utf8)
        #expect(summary.contains("stack.vortex") && summary.contains("failed"), "\(summary)")
        if kind == "github" {
            let stepSummary = try String(contentsOf: folder.path("step-summary.md"), encoding: .utf8)
            #expect(stepSummary == summary)
        }
        if lint {
            #expect(output.contains("passes the vendor."), "\(output)")
        } else {
            withKnownIssue("check-jsonschema is not installed (Tools/test.sh installs it): the CI files were not validated") {
                Issue.record("schema check skipped")
            }
        }
    }
}
