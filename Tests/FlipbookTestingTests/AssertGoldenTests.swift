import Foundation
import FlipbookTesting
import Golden
import Render
import SceneModel
import SnapshotTesting
import Testing
import TestSupport
import Transforms


/// A small cover flow; `angle` changes the 3-D rotation of every card but the centred one.
func smallCoverFlow(angle: Double? = nil) -> Scene {
    var options = ScaleTransformViewOptions.layout(.coverFlow)
    if let angle { options.rotation3d?.angle = angle }
    return Scene(name: "coverFlow", viewport: Size(width: 100, height: 140), effect: .scale(options),
                 timeline: .offsets([0, 0.5]))
}

@Suite struct AssertGoldenTests {
    @Test func recordsAMissingGoldenAsAFailureThenPasses() throws {
        let folder = try TemporaryFolder()
        withKnownIssue("recording always fails") {
            assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .missing)
        }
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("coverFlow/strip.png").path))
        let outcome = assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .never)
        #expect(outcome?.passed == true)
    }

    @Test func aChangedSceneFailsAndTheMessageNamesTheDifferenceAndReport() throws {
        let folder = try TemporaryFolder()
        withKnownIssue { assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .missing) }
        withKnownIssue {
            assertGolden(of: smallCoverFlow(angle: .pi / 3), goldens: folder.url.path, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("coverFlow/strip failed") && text.contains("pixels differ") && text.contains("report.html")
        }
    }

    @Test func neverModeFailsWithoutRecording() throws {
        let folder = try TemporaryFolder()
        // With `record:` passed, FLIPBOOK_RECORD is not read: the message says to change the argument.
        withKnownIssue { assertGolden(of: smallCoverFlow(), goldens: folder.url.path, record: .never) } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("coverFlow/strip missing: no golden at ") && text.contains("pass `record: .missing` for one run")
                && text.contains("FLIPBOOK_RECORD does not override a `record:` argument") && !text.contains("--record")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("coverFlow").path))
    }

    @Test func anUnknownPresetIsReportedAsAFailure() {
        withKnownIssue {
            assertGolden(of: "scale.noSuchLayout", goldens: "/nonexistent", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("cannot load scale.noSuchLayout")
        }
    }
}

@Suite struct SnapshottingTests {
    @Test func flipbookPNGStrategyRecordsComparesAndCatchesAChange() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.path
        let recorded = verifySnapshot(of: smallCoverFlow(), as: .flipbookPNG, named: "cover", record: .missing,
                                      snapshotDirectory: directory, testName: "strategy")
        #expect(recorded?.contains("recorded") == true)
        #expect(verifySnapshot(of: smallCoverFlow(), as: .flipbookPNG, named: "cover", record: .never,
                               snapshotDirectory: directory, testName: "strategy") == nil)
        let changed = verifySnapshot(of: smallCoverFlow(angle: .pi / 3), as: .flipbookPNG, named: "cover", record: .never,
                                     snapshotDirectory: directory, testName: "strategy")
        #expect(changed?.contains("pixels differ") == true)
    }

    @Test func frameStrategyComparesOneOffset() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.path
        let strategy = Snapshotting<Scene, RenderedImage>.flipbookPNG(offset: 0)
        _ = verifySnapshot(of: smallCoverFlow(), as: strategy, named: "frame", record: .missing,
                           snapshotDirectory: directory, testName: "frame")
        // At offset 0 the centred card is not rotated: the angle change does not show.
        #expect(verifySnapshot(of: smallCoverFlow(angle: .pi / 3), as: strategy, named: "frame", record: .never,
                               snapshotDirectory: directory, testName: "frame") == nil)
    }

    @Test func diffingToleratesWhatTheToleranceAllows() throws {
        let a = try Data(FrameRenderer(scene: smallCoverFlow()).pngData(offset: 0.5))
        let b = try Data(FrameRenderer(scene: smallCoverFlow(angle: .pi / 3)).pngData(offset: 0.5))
        #expect(Diffing<Data>.flipbookPNG().diffV2(a, b) != nil)
        #expect(Diffing<Data>.flipbookPNG(tolerance: GoldenTolerance(maxDiffRatio: 1)).diffV2(a, b) == nil)
        #expect(Diffing<Data>.flipbookPNG().diffV2(a, Data("not a PNG".utf8)) != nil)
    }

    @Test func aFailedRenderingFailsWithItsReasonEvenAgainstTheSameFailure() throws {
        let a = try Data(FrameRenderer(scene: smallCoverFlow()).pngData(offset: 0.5))
        let diffing = Diffing<RenderedImage>.rendered(.flipbookPNG())
        let failed = RenderedImage.failure(scene: "x", problem: "the frame would be 20000×20000 px")
        #expect(diffing.diffV2(.image(a), failed)?.0 == "cannot render x: the frame would be 20000×20000 px")
        #expect(diffing.diffV2(failed, failed) != nil)
        #expect(diffing.diffV2(failed, .image(a))?.0.contains("record it again") == true)
        #expect(diffing.diffV2(.image(a), .image(a)) == nil)
    }

    @Test func aSceneThatCannotBeRenderedFailsTheSnapshot() throws {
        let folder = try TemporaryFolder()
        var scene = smallCoverFlow()
        scene.output.scale = 1000
        _ = verifySnapshot(of: scene, as: .flipbookPNG, named: "huge", record: .missing,
                           snapshotDirectory: folder.url.path, testName: "huge")
        let message = verifySnapshot(of: scene, as: .flipbookPNG, named: "huge", record: .never,
                                     snapshotDirectory: folder.url.path, testName: "huge")
        #expect(message?.contains("cannot render \(scene.name): ") == true, "\(message ?? "passed")")
    }
}
