import Foundation
@testable import Golden
import ImageCodecs
import ImageDiff
import Problems
import Render
import SceneModel
import Testing
import TestSupport
import Transforms

/// A small cover-flow scene: two frames of 120×160 px. `angle` replaces the 3-D rotation's angle
/// (upstream π/1.65), which changes every card but the centred one.
func coverFlow(angle: Double? = nil, viewport: Size = Size(width: 120, height: 160),
               offsets: [Double] = [0, 0.5]) -> Scene {
    var options = ScaleTransformViewOptions.layout(.coverFlow)
    if let angle { options.rotation3d?.angle = angle }
    return Scene(name: "scale.coverFlow", viewport: viewport, effect: .scale(options), timeline: .offsets(offsets))
}

@Suite struct GoldenCheckTests {
    @Test func missingGoldensAreRecordedAndTheRunFailsThenTheNextRunPasses() throws {
        let folder = try TemporaryFolder()
        let check = GoldenCheck(goldens: folder.url, mode: .missing)
        let first = try check.run([coverFlow()])
        #expect(!first.passed)
        #expect(first.frames.map(\.status) == [.recorded(.missing), .recorded(.missing)])
        let golden = folder.path("scale.coverFlow/frame-0001.png")
        #expect(FileManager.default.fileExists(atPath: golden.path))
        let manifest = try #require(try GoldenManifest.read(in: folder.path("scale.coverFlow")))
        #expect(manifest.algorithm == "pixelmatch" && manifest.algorithmVersion == Pixelmatch.defaultVersion.release)
        #expect(manifest.images.map(\.name) == ["frame-0001", "frame-0002"])
        #expect(manifest.images.map(\.offset) == [0, 0.5])
        #expect(manifest.scale == 1 && manifest.threshold == 0.1)

        let second = try check.run([coverFlow()])
        #expect(second.passed, "\(second.frames.map { $0.message() })")
        #expect(second.scenes[0].notes().isEmpty)
    }

    @Test func aSceneThatCannotBeRenderedIsAnErrorNotAnEmptyPass() throws {
        let folder = try TemporaryFolder()
        for subject in [GoldenSubject.frames, .strip] {
            // 100 000 pt at 1 px per point is larger than any surface.
            let outcome = try GoldenCheck(goldens: folder.url, mode: .missing, subject: subject)
                .run([coverFlow(viewport: Size(width: 100_000, height: 160))])
            #expect(!outcome.passed)
            #expect(outcome.frames.map(\.status) == [.error])
            #expect(outcome.frames[0].message().contains("16384"), "\(outcome.frames[0].message())")
            #expect(!FileManager.default.fileExists(atPath: folder.path("scale.coverFlow").path))
        }
    }

    @Test func neverModeFailsOnAMissingGoldenWithoutWritingIt() throws {
        let folder = try TemporaryFolder()
        let outcome = try GoldenCheck(goldens: folder.url, mode: .never).run([coverFlow()])
        #expect(!outcome.passed)
        #expect(outcome.frames.allSatisfy { $0.status == .missing })
        // The record mode is a setting the finding marks and the front end names: `record: missing`
        // by config key, the command line's `--record missing` when it words it so.
        guard case let .noGolden(golden) = outcome.frames[0].finding else {
            Issue.record("expected no golden, found \(outcome.frames[0].finding)")
            return
        }
        #expect(golden.hasPrefix("scale.coverFlow/"))
        #expect(outcome.frames[0].finding.wording.settings == ["record"])
        #expect(outcome.frames[0].message().contains("record it with `record: missing`"), "\(outcome.frames[0].message())")
        #expect(!outcome.frames[0].message().contains("--"))
        #expect(outcome.frames[0].message(SettingWording(name: { "--" + $0 })).contains("record it with --record missing"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("scale.coverFlow").path))
    }

    @Test func aOneOptionChangeFailsWithAReportShowingItAndRevertingPasses() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        let never = GoldenCheck(goldens: folder.url, mode: .never)

        let changed = try never.run([coverFlow(angle: .pi / 3)])
        #expect(!changed.passed)
        // Offset 0 shows the centred card unrotated in both; offset 0.5 shows rotated cards.
        let failed = try #require(changed.frames.first { $0.status == .failed })
        #expect(failed.name == "frame-0002")
        let difference = try #require(failed.difference)
        #expect(difference.diffPixels > 100)
        #expect(failed.diffPNG != nil && failed.actualPNG != nil && failed.expectedPNG != nil)

        let report = folder.path("report")
        let files = try GoldenReport.write(changed, to: report)
        let html = try String(contentsOfFile: files.html, encoding: .utf8)
        #expect(html.contains("frame-0002"))
        #expect(html.contains("\(difference.diffPixels) of \(difference.totalPixels) pixels differ"))
        // A small report holds its images (each once: the compare modes stack them), so the page
        // copied alone shows them; the swipe and onion skin sliders work without a server.
        #expect(html.components(separatedBy: "src=\"data:image/png;base64,").count - 1 == 3)
        #expect(!html.contains("src=\"scale.coverFlow/"))
        #expect(html.contains("type=\"range\"") && html.contains("data-mode=\"swipe\"") && html.contains("data-mode=\"onion\""))
        // Past 2 MiB of images the page links the files beside it and says it is a folder.
        var large = changed
        for scene in large.scenes.indices {
            for frame in large.scenes[scene].frames.indices where large.scenes[scene].frames[frame].actualPNG != nil {
                large.scenes[scene].frames[frame].actualPNG = [UInt8](repeating: 0, count: GoldenReport.embeddedImageBytes)
            }
        }
        let linked = GoldenReport.html(large)
        #expect(!linked.contains("data:image/png") && linked.contains("This report is a folder"))
        #expect(linked.components(separatedBy: "src=\"scale.coverFlow/frame-0002.").count - 1 == 3)
        let junit = try String(contentsOfFile: files.junit, encoding: .utf8)
        #expect(junit.contains("failures=\"1\""))
        #expect(junit.contains("<failure message=\"\(difference.diffPixels) of"))
        let markdown = try String(contentsOfFile: files.markdown, encoding: .utf8)
        #expect(markdown.contains("| scale.coverFlow | frame-0002 (offset 0.5) | failed |"))
        for kind in ["actual", "diff", "expected"] {
            let path = report.appendingPathComponent("scale.coverFlow/frame-0002.\(kind).png").path
            let image = try RGBAPixels(contentsOfPNG: path)
            #expect(image.width == 120 && image.height == 160)
        }

        let reverted = try never.run([coverFlow()])
        #expect(reverted.passed)
    }

    @Test func failedModeRerecordsOnlyTheGoldensThatDiffer() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        let untouched = try Data(contentsOf: folder.path("scale.coverFlow/frame-0001.png"))
        let rerecorded = try GoldenCheck(goldens: folder.url, mode: .failed).run([coverFlow(angle: .pi / 3)])
        #expect(rerecorded.frames.map(\.status) == [.passed, .recorded(.failed)])
        #expect(try Data(contentsOf: folder.path("scale.coverFlow/frame-0001.png")) == untouched)
        #expect(try GoldenCheck(goldens: folder.url, mode: .never).run([coverFlow(angle: .pi / 3)]).passed)
    }

    @Test func allModeRewritesEveryGoldenAndRemovesOnesNoLongerRendered() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow(offsets: [0, 0.5, 1])])
        let outcome = try GoldenCheck(goldens: folder.url, mode: .all).run([coverFlow()])
        #expect(outcome.frames.map(\.status) == [.recorded(.all), .recorded(.all)])
        #expect(!outcome.passed)
        #expect(!FileManager.default.fileExists(atPath: folder.path("scale.coverFlow/frame-0003.png").path))
        #expect(outcome.scenes[0].notes().contains { $0.contains("frame-0003.png") })
    }

    @Test func staleGoldensAreNamedAndTheShorterTimelineFailsOnItsOwn() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow(offsets: [0, 0.5, 1])])
        let outcome = try GoldenCheck(goldens: folder.url, mode: .never).run([coverFlow()])
        #expect(outcome.frames.map(\.status) == [.passed, .passed, .failed])
        #expect(outcome.frames.last?.finding == .mismatch(.frameCount(expected: 3, actual: 2)))
        #expect(outcome.frames.last?.message().hasPrefix("the goldens have 3 frames but the timeline now has 2") == true)
        #expect(outcome.scenes[0].notes().contains { $0.contains("no longer rendered: frame-0003.png") })
    }

    @Test func aChangedAlgorithmInTheManifestIsExplained() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        let sceneFolder = folder.path("scale.coverFlow")
        var manifest = try #require(try GoldenManifest.read(in: sceneFolder))
        manifest.algorithmVersion = "5.0.0"
        manifest.cairo = "0.9"
        manifest.environment?.drawing.cairo = "0.9"
        try Data(manifest.encoded()).write(to: sceneFolder.appendingPathComponent(GoldenManifest.fileName))

        let outcome = try GoldenCheck(goldens: folder.url, mode: .never).run([coverFlow(angle: .pi / 3)])
        let notes = outcome.scenes[0].notes().joined(separator: "\n")
        #expect(notes.contains("pixelmatch 5.0.0") && notes.contains("pixelmatch \(Pixelmatch.defaultVersion.release)"))
        #expect(notes.contains("Cairo 0.9"))
        #expect(outcome.scenes[0].notes().filter { $0.contains("Cairo") }.count == 1, "Cairo is named once, from the environment")
        let junit = GoldenReport.junit(outcome)
        #expect(junit.contains("note: the goldens were recorded when comparisons used pixelmatch 5.0.0"))
    }

    @Test func aDifferentSizeFailsNamingBothSizesAndTheScaleChange() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        var doubled = coverFlow()
        doubled.output.scale = 2
        let outcome = try GoldenCheck(goldens: folder.url, mode: .never).run([doubled])
        #expect(outcome.frames.allSatisfy { $0.status == .failed })
        #expect(outcome.frames[0].message().contains("120×160 px") && outcome.frames[0].message().contains("240×320 px"))
        #expect(outcome.scenes[0].notes().first?.contains("scale 1") == true)
    }

    @Test func toleranceLetsAFewPixelsDiffer() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        let loose = GoldenTolerance(maxDiffRatio: 0.5)
        let outcome = try GoldenCheck(goldens: folder.url, mode: .never, tolerance: loose).run([coverFlow(angle: .pi / 3)])
        #expect(outcome.passed)
        #expect(outcome.frames[1].message().contains("within the limit"))
        #expect(throws: Problem.self) {
            try GoldenCheck(goldens: folder.url, tolerance: GoldenTolerance(threshold: 2)).run([coverFlow()])
        }
    }

    @Test func stripSubjectKeepsOneGoldenPerScene() throws {
        let folder = try TemporaryFolder()
        let check = GoldenCheck(goldens: folder.url, mode: .missing, subject: .strip)
        _ = try check.run([coverFlow()])
        #expect(FileManager.default.fileExists(atPath: folder.path("scale.coverFlow/strip.png").path))
        #expect(try GoldenCheck(goldens: folder.url, mode: .never, subject: .strip).run([coverFlow()]).passed)
        #expect(!(try GoldenCheck(goldens: folder.url, mode: .never, subject: .strip).run([coverFlow(angle: .pi / 3)]).passed))
    }

    @Test func reportsAreTheSameBytesForTheSameOutcome() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        let outcome = try GoldenCheck(goldens: folder.url, mode: .never).run([coverFlow(angle: .pi / 3)])
        let again = try GoldenCheck(goldens: folder.url, mode: .never).run([coverFlow(angle: .pi / 3)])
        #expect(GoldenReport.html(outcome) == GoldenReport.html(again))
        #expect(GoldenReport.junit(outcome) == GoldenReport.junit(again))
        #expect(GoldenReport.markdown(outcome) == GoldenReport.markdown(again))
    }

    @Test func sceneNamesBecomeSafeFolderNames() {
        #expect(GoldenCheck.folderName(for: "scale.coverFlow") == "scale.coverFlow")
        #expect(GoldenCheck.folderName(for: "../etc/passwd") == "..-etc-passwd")
        #expect(GoldenCheck.folderName(for: "..") == "scene")
        #expect(GoldenCheck.folderName(for: "my card/deck") == "my-card-deck")
    }

    @Test func htmlEscapesTextFromScenesAndMessages() {
        #expect(GoldenReport.escape("<b>\"x\" & 'y'</b>") == "&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;")
        // XML 1.0 forbids most control characters: dropped, so a JUnit file with one still parses.
        #expect(GoldenReport.escape("a\u{1b}[31mb\tc\nd") == "a[31mb\tc\nd")
    }
}

@Suite struct ManifestTests {
    @Test func goldensWithoutAManifestAreNamedAndRecordingAllAddsIt() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        let manifest = folder.path("scale.coverFlow/\(GoldenManifest.fileName)")
        try FileManager.default.removeItem(at: manifest)

        let checked = try GoldenCheck(goldens: folder.url, mode: .never).run([coverFlow()])
        #expect(checked.passed)
        #expect(checked.scenes[0].notes().contains { $0.contains("no manifest.json") })

        let recorded = try GoldenCheck(goldens: folder.url, mode: .all).run([coverFlow()])
        #expect(recorded.scenes[0].notes().isEmpty)
        #expect(FileManager.default.fileExists(atPath: manifest.path))
    }

    @Test func manifestBytesAreStable() throws {
        let entry = GoldenManifest.Entry(name: "frame-0001", offset: 0.25, width: 10, height: 20)
        let manifest = GoldenManifest(tolerance: GoldenTolerance(), version: .v7, scale: 2, subject: .frames, images: [entry])
        #expect(manifest.encoded() == manifest.encoded())
        let decoded = try JSONDecoder().decode(GoldenManifest.self, from: Data(manifest.encoded()))
        #expect(decoded == manifest)
        #expect(manifest.changes(to: manifest).isEmpty)
    }

    @Test func anUnreadableManifestIsExplainedNotFatal() throws {
        let folder = try TemporaryFolder()
        _ = try GoldenCheck(goldens: folder.url, mode: .missing).run([coverFlow()])
        try Data("{".utf8).write(to: folder.path("scale.coverFlow/\(GoldenManifest.fileName)"))
        let outcome = try GoldenCheck(goldens: folder.url, mode: .never).run([coverFlow()])
        #expect(outcome.passed)
        #expect(outcome.scenes[0].notes().contains { $0.contains("is not a golden manifest") })
    }
}
