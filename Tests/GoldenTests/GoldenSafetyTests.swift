import Foundation
@testable import Golden
import ImageDiff
import Outputs
import Problems
import SceneModel
import Testing
import TestSupport

/// Goldens and reports never lose a file: recording touches only the goldens its manifest names,
/// goldens and their manifest appear together, reports are replaced as a whole.
@Suite struct GoldenSafetyTests {
    func names(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    @Test("--record all removes goldens its manifest names, never other files in the folder")
    func recordAllKeepsUnrelatedFiles() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow(offsets: [0, 0.5, 1])])
        let scene = folder.path("scale.coverFlow")
        try Data([1, 2, 3]).write(to: scene.appendingPathComponent("logo.png"))
        try Data([4]).write(to: scene.appendingPathComponent("frame-0009.png"))
        let outcome = try GoldenCheck(goldens: folder.url, mode: .all).run([coverFlow()])
        #expect(names(scene) == ["frame-0001.png", "frame-0002.png", "frame-0009.png", "logo.png", "manifest.json"])
        #expect(try Data(contentsOf: scene.appendingPathComponent("logo.png")) == Data([1, 2, 3]))
        #expect(outcome.scenes[0].notes().contains("removed goldens no longer rendered: frame-0003.png"))
        #expect(outcome.scenes[0].notes().contains("left alone (not goldens named in manifest.json): frame-0009.png, logo.png"))
    }

    @Test("goldens and their manifest are written together: when one cannot be, none is")
    func goldensAndManifestAreOneBatch() throws {
        let folder = try TemporaryFolder()
        let scene = folder.path("scale.coverFlow")
        // A folder where the manifest must go makes the whole recording fail.
        try FileManager.default.createDirectory(at: scene.appendingPathComponent("manifest.json"), withIntermediateDirectories: true)
        let outcome = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        #expect(outcome.frames.map(\.status) == [.error, .error])
        #expect(outcome.frames[0].message().contains("manifest.json is a folder"))
        #expect(names(scene) == ["manifest.json"])

        try FileManager.default.removeItem(at: scene.appendingPathComponent("manifest.json"))
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        #expect(names(scene) == ["frame-0001.png", "frame-0002.png", "manifest.json"])
    }

    @Test("a new report replaces the old one: a pass leaves no earlier failure's files behind")
    func reportsAreWrittenFresh() throws {
        let folder = try TemporaryFolder()
        let never = GoldenCheck(goldens: folder.path("goldens"), mode: .never)
        _ = try GoldenCheck(goldens: folder.path("goldens"), mode: .missing).run([coverFlow()])
        let report = folder.path("report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: report.appendingPathComponent("notes.txt"))
        try GoldenReport.write(try never.run([coverFlow(angle: .pi / 3)]), to: report)
        #expect(names(report.appendingPathComponent("scale.coverFlow")) == ["frame-0002.actual.png", "frame-0002.diff.png", "frame-0002.expected.png"])
        #expect(try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8).contains("failed"))

        let passed = try never.run([coverFlow()])
        #expect(passed.passed)
        try GoldenReport.write(passed, to: report)
        #expect(names(report) == ["junit.xml", "notes.txt", "report.html", "report.json", "summary.md"])
        #expect(!(try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8).contains("| failed |")))
    }

    @Test("report file names are recognised, and nothing else")
    func reportFileNames() {
        for name in ["report.html", "summary.md", "junit.xml", "scene/frame-0001.actual.png", "s/strip.diff.png", "s/x.expected.png",
                     "review-state.json", "review-undo/1-2"] {
            #expect(GoldenReport.isReportFile(name), "\(name)")
        }
        for name in ["notes.md", "scene/frame-0001.png", "a/b/c.diff.png", ".x/y.diff.png", "scene/manifest.json", "review-undo/notes.txt",
                     "review-undo/1-2/x"] {
            #expect(!GoldenReport.isReportFile(name), "\(name)")
        }
    }

    @Test("the report and goldens folders may not be the same or hold one another")
    func reportAndGoldensAreSeparate() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens")
        for report in [goldens, goldens.appendingPathComponent("report"), folder.url, folder.path("goldens/../goldens")] {
            #expect(throws: Problem.self) { try GoldenReport.checkSeparate(report: report, goldens: goldens) }
        }
        let error = #expect(throws: Problem.self) { try GoldenReport.checkSeparate(report: goldens, goldens: goldens) }
        #expect(error?.description == "the report folder \(goldens.path) is the goldens folder — give `out` and `goldens` separate folders, e.g. `out: flipbook-report`")
        try GoldenReport.checkSeparate(report: folder.path("report"), goldens: goldens)
        try GoldenReport.checkSeparate(report: folder.path("goldens-report"), goldens: goldens)
    }
}
