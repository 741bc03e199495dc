import Foundation
import TestSupport
import Testing

/// Timing curves and time-based timelines through the real `flipbook` binary.
@Suite(.serialized) struct MotionCLITests {
    func frames(_ arguments: [String], files: [String: String] = [:]) throws -> [[String: Any]] {
        let root = try temporaryFolder(files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect"] + arguments + ["--format", "json"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(json?["frames"] as? [[String: Any]])
    }

    /// SEEDS.md §3.3's vectors, exact by default and PVView's with --curve-solver pvview.
    @Test(arguments: [
        ("easeOutBack", "exact", [0, 0.8467, 1.0676, 1.0759, 1]), ("easeOutBack", "pvview", [0, 0.8472, 1.0679, 1.0758, 1]),
        ("easeInOutBack", "exact", [0, -0.0828, 0.6067, 1.0892, 1]), ("easeInOutBack", "pvview", [0, -0.0831, 0.6087, 1.0895, 1]),
        ("default", "exact", [0, 0.4085, 0.8024, 0.9605, 1]), ("default", "pvview", [0, 0.4187, 0.8057, 0.9607, 1]),
        ("easeIn", "exact", [0, 0.0935, 0.3154, 0.6219, 1]), ("easeIn", "pvview", [0, 0.0934, 0.3153, 0.6202, 1]),
    ])
    func inspectSweepsGiveTheSeedVectors(_ name: String, _ solver: String, _ expected: [Double]) throws {
        let frames = try frames(["scale.linear", "--from", "0", "--to", "1", "--frames", "5", "--curve", name, "--curve-solver", solver])
        let offsets = frames.compactMap { $0["offset"] as? Double }
        #expect(offsets.count == 5 && zip(offsets, expected).allSatisfy { abs($0 - $1) < 1e-4 }, "\(offsets)")
        #expect(frames.allSatisfy { $0["time"] is NSNull && $0["phase"] is NSNull })
    }

    @Test func everyFrameListsTheDelegateCallsOfItsInterval() throws {
        // A preset extended with a script: setCurrentPage(4) from 1 reports 4 once, at the end;
        // Parchment's menu sees one transition from 1 straight to 4.
        let config = """
        extends: scale.coverFlow
        itemCount: 5
        menu: {items: [A, B, C, D, E]}
        timeline: {fps: 10, start: 1, steps: [{setCurrentPage: {page: 4, duration: 0.3}}]}
        """
        let frames = try frames(["c.yaml"], files: ["c.yaml": config])
        #expect(frames.compactMap { $0["currentPage"] as? Int } == [1, 1, 1, 4])
        let kinds = frames.map { ($0["events"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String } }
        #expect(kinds == [["willScrollToItem", "isScrollingFromItem"], ["isScrollingFromItem"], ["isScrollingFromItem"],
                          ["currentPageChanged", "didScrollToItem"]])
        let last = try #require(frames.last?["events"] as? [[String: Any]])
        #expect(last.first?["page"] as? Int == 4 && last.last?["index"] as? Int == 4 && last.last?["transitionSuccessful"] as? Bool == true)
        let root = try temporaryFolder(files: ["c.yaml": config])
        defer { try? FileManager.default.removeItem(at: root) }
        let table = try runFlipbook(["inspect", "c.yaml"], in: root)
        #expect(table.stdout.contains("events: currentPageChanged page 4; didScrollToItem index 4 transitionSuccessful true\n"))
    }

    @Test func aTimelineFileGivesTimesAndPhases() throws {
        let timeline = "timeline: {fps: 10, steps: [{scroll: {to: 1, curve: {spring: {response: 0.4, dampingFraction: 0.95}}}}]}\n"
        let frames = try frames(["scale.linear", "--timeline", "t.yaml"], files: ["t.yaml": timeline])
        #expect(frames.compactMap { $0["time"] as? Double } == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
        let offsets = frames.compactMap { $0["offset"] as? Double }
        #expect(zip(offsets, [0, 0.479, 0.844, 0.965, 0.994, 1]).allSatisfy { abs($0 - $1) < 1e-3 })
        #expect(frames.compactMap { $0["phase"] as? String } == ["settling", "settling", "settling", "settling", "settling", "idle"])
    }

    @Test func badTimelinesExitTwoWithTheKeyAndLineAndWriteNothing() throws {
        let cases: [(String, String)] = [
            ("timeline: {steps: [{wait: -1}]}", "timeline.steps[0].wait"),
            ("timeline: {fps: 0, steps: [{wait: 1}]}", "timeline.fps"),
            ("timeline: {fps: 241, steps: [{wait: 1}]}", "timeline.fps"),
            ("timeline: {steps: [{wiat: 1}]}", "did you mean `wait`?"),
            ("timeline: {steps: [{drag: {by: -120}}]}", "needs `duration`"),
            ("timeline: {fps: 240, steps: [{wait: 1000}]}", "100000"),
            ("timeline: {steps: [{wait: 1}, release]}", "timeline.steps[1]"),
        ]
        for (yaml, expected) in cases {
            let root = try temporaryFolder(files: ["scene.yaml": "effect: scale.linear\n" + yaml + "\n"])
            defer { try? FileManager.default.removeItem(at: root) }
            let run = try runFlipbook(["strip", "scene.yaml", "--out", "out.png"], in: root)
            #expect(run.status == 2, "\(yaml)")
            #expect(run.stderr.contains(expected) && run.stderr.contains("scene.yaml:2:"), "\(yaml): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out.png").path))
        }
    }

    @Test("a timeline too long at strip's or inspect's --fps says so once, naming --fps in the fix")
    func tooManyFramesAtTheFlagsRateNamesTheFlag() throws {
        let root = try temporaryFolder(files: ["long.yaml": "effect: scale.linear\ntimeline: {fps: 30, steps: [{wait: 3000}]}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["strip", "long.yaml", "--fps", "240", "--out", "out.png"], ["inspect", "long.yaml", "--fps", "240"]] {
            let run = try runFlipbook(command, in: root)
            #expect(run.status == 2)
            #expect(run.stderr == "error: the timeline lasts 3000 s, which is more than 100000 frames at 240 fps — shorten it or lower --fps\n",
                    "\(run.stderr)")
        }
        // Set in the config, the key is named, at its line.
        try Data("effect: scale.linear\ntimeline: {fps: 240, steps: [{wait: 500}]}\n".utf8).write(to: root.appendingPathComponent("long240.yaml"))
        let run = try runFlipbook(["validate", "long240.yaml"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("long240.yaml:2:") && run.stderr.contains("— shorten it or lower `timeline.fps`\n"), "\(run.stderr)")
    }

    @Test func stripsOfTimeBasedTimelinesAreLabelledWithTimes() throws {
        let root = try temporaryFolder(files: ["swipe.yaml": "timeline: {fps: 20, steps: [{drag: {by: -120, duration: 0.3}}, release]}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["strip", "scale.linear", "--viewport", "120x80", "--timeline", "swipe.yaml", "--out", "s.png"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("s.png").path))
        let clash = try runFlipbook(["strip", "scale.linear", "--timeline", "swipe.yaml", "--offsets", "0", "--out", "x.png"], in: root)
        #expect(clash.status == 2 && clash.stderr.contains("--timeline"))
        let fps = try runFlipbook(["inspect", "scale.linear", "--offsets", "0", "--fps", "30"], in: root)
        #expect(fps.status == 2 && fps.stderr.contains("--fps 30 needs a time-based timeline"))
    }
}
