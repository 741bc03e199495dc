import Config
import FileFormats
import Foundation
import FlipbookTesting
import ImageCodecs
import Render
import SceneModel
import SnapshotTesting
import Testing
import TestSupport

/// Animated snapshots compared frame by frame, scenes with a paging menu, and failure reports.
@Suite struct AnimationSnapshotTests {
    /// The report path a failure message names.
    func reportPath(in message: String?) -> String? {
        message?.split(separator: "\n").first { $0.hasPrefix("report: ") }.map { String($0.dropFirst("report: ".count)) }
    }

    @Test(arguments: [AnimationFormat.webp, .gif])
    func animatedSnapshotsRecordMatchAndNameTheDifferingFrame(format: AnimationFormat) throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.path
        let strategy = Snapshotting<Scene, RenderedImage>.flipbookAnimation(format, settings: AnimationSettings(framesPerSecond: 10))
        let recorded = verifySnapshot(of: smallCoverFlow(), as: strategy, named: "swipe", record: .missing,
                                      snapshotDirectory: directory, testName: "animation")
        #expect(recorded?.contains("recorded") == true)
        let file = folder.url.appendingPathComponent("animation.swipe.\(format.rawValue)")
        let animation = try AnimationFile.decode(Array(try Data(contentsOf: file)))
        #expect(animation.frames.count == 2 && animation.durations == [0.1, 0.1])

        #expect(verifySnapshot(of: smallCoverFlow(), as: strategy, named: "swipe", record: .never,
                               snapshotDirectory: directory, testName: "animation") == nil)

        // At offset 0 the centred card is not rotated, so only the second frame changes.
        let changed = verifySnapshot(of: smallCoverFlow(angle: .pi / 3), as: strategy, named: "swipe", record: .never,
                                     snapshotDirectory: directory, testName: "animation")
        #expect(changed?.contains("frame 2 of 2") == true, "\(changed ?? "passed")")
        #expect(changed?.contains("frame 1 of 2") == false)
        let report = try #require(reportPath(in: changed))
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("frame-0002") && !html.contains("frame-0001"))
    }

    @Test func aDifferentFrameCountOrDurationIsNamed() throws {
        let scene = smallCoverFlow()
        let two = try Data(FrameRenderer(scene: scene).animationData(AnimationPlan(offsets: [0, 0.5], sourceFPS: 10, settings: AnimationSettings(framesPerSecond: 10)), format: .webp))
        let three = try Data(FrameRenderer(scene: scene).animationData(AnimationPlan(offsets: [0, 0.5, 1], sourceFPS: 10, settings: AnimationSettings(framesPerSecond: 10)), format: .webp))
        let slower = try Data(FrameRenderer(scene: scene).animationData(AnimationPlan(offsets: [0, 0.5], sourceFPS: 5, settings: AnimationSettings(framesPerSecond: 5)), format: .webp))
        #expect(Diffing<Data>.flipbookAnimation().diffV2(two, two) == nil)
        #expect(Diffing<Data>.flipbookAnimation().diffV2(two, three)?.0.contains("has 2 frames, the rendering 3") == true)
        #expect(Diffing<Data>.flipbookAnimation().diffV2(two, slower)?.0.contains("shows for 0.2 s") == true)
        #expect(Diffing<Data>.flipbookAnimation().diffV2(two, Data("flipbook: cannot render x".utf8))?.0 == "flipbook: cannot render x")
    }

    @Test func mp4SnapshotsAreRefusedWithTheReason() throws {
        let folder = try TemporaryFolder()
        let message = verifySnapshot(of: smallCoverFlow(), as: .flipbookAnimation(.mp4), named: "movie", record: .missing,
                                     snapshotDirectory: folder.url.path, testName: "mp4")
        #expect(message?.contains("recorded") == true, "\(message ?? "passed")")
        // The next run fails with the reason, although its rendering failed the same way the recorded one did.
        let again = verifySnapshot(of: smallCoverFlow(), as: .flipbookAnimation(.mp4), named: "movie", record: .never,
                                   snapshotDirectory: folder.url.path, testName: "mp4")
        #expect(again?.contains("H.264 is lossy") == true, "\(again ?? "passed")")
    }

    /// A scene with Parchment's menu over its pages snapshots like any other; a change to the menu shows.
    @Test func aMenuSceneSnapshotsAndAMenuChangeFailsWithAReport() throws {
        let folder = try TemporaryFolder()
        let base = folder.url.appendingPathComponent("menu.yaml")
        try "extends: scale.linear\nname: menu\nviewport: {width: 160, height: 120}\nitemCount: 3\ntimeline: [0, 0.5]\nmenu: {items: [Inbox, Archive, Drafts]}\n"
            .write(to: base, atomically: true, encoding: .utf8)
        let scene = try SceneLoader.load(presetOrPath: base.path)
        let directory = folder.url.path
        _ = verifySnapshot(of: scene, as: .flipbookPNG, named: "menu", record: .missing, snapshotDirectory: directory, testName: "menu")
        #expect(verifySnapshot(of: scene, as: .flipbookPNG, named: "menu", record: .never, snapshotDirectory: directory, testName: "menu") == nil)
        let yaml = folder.url.appendingPathComponent("changed.yaml")
        try "extends: \(base.path)\nmenu: {indicatorColor: '#FF3B30'}\n".write(to: yaml, atomically: true, encoding: .utf8)
        let changed = try SceneLoader.load(presetOrPath: yaml.path)
        let message = verifySnapshot(of: changed, as: .flipbookPNG, named: "menu", record: .never, snapshotDirectory: directory, testName: "menu")
        #expect(message?.contains("pixels differ") == true, "\(message ?? "passed")")
        let report = try #require(reportPath(in: message))
        #expect(FileManager.default.fileExists(atPath: report))
    }
}
