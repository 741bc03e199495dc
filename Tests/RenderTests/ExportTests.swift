import CairoKit
import Foundation
import Outputs
@testable import Render
import Problems
import SceneModel
import Testing
import TestSupport
import Transforms

/// Files: the same input gives the same bytes, writes are atomic, absurd requests are refused.
@Suite struct ExportTests {
    @Test("PNG and SVG frames are byte-identical across runs, whatever was drawn before")
    func framesAreDeterministic() throws {
        let scene = smallScene(effect: .scale(.layout(.coverFlow)), offsets: [0.5])
        let first = try FrameRenderer(scene: scene)
        let png = try first.pngData(offset: 0.5), svg = try first.svgData(offset: 0.5)
        // Other drawing in between moves Cairo's process-wide surface counters.
        _ = try FrameRenderer(scene: smallScene(effect: .stack(.layout(.blur)))).svgData(offset: 0.3)
        let second = try FrameRenderer(scene: scene)
        #expect(try second.pngData(offset: 0.5) == png)
        #expect(try second.svgData(offset: 0.5) == svg)
    }

    @Test("a sequence is the same with one or two threads, named frame-0001… in order")
    func sequencesDoNotDependOnThreads() throws {
        let one = try temporaryFolder().path, two = try temporaryFolder().path, pictures = try temporaryFolder().path
        defer { for folder in [one, two, pictures] { try? FileManager.default.removeItem(atPath: folder) } }
        // A card image shared by the threads, and perspective cards.
        let picture = try ImageSurface(width: 8, height: 8)
        let context = try Context(picture)
        context.setSource(red: 0.2, green: 0.6, blue: 0.9)
        context.rectangle(x: 0, y: 0, width: 4, height: 8)
        context.fill()
        try picture.writePNG(to: pictures + "/card.png")
        var scene = smallScene(effect: .scale(.layout(.coverFlow)))
        scene.card.imagePath = pictures + "/card.png"
        scene.timeline = .sweep(from: 0, to: 2, frames: 6, curve: .easeInOut)
        let renderer = try FrameRenderer(scene: scene)
        let counts = LockedCounts()
        let serial = try FrameFiles(renderer).writeSequence(into: one, format: .png, concurrency: 1)
        let parallel = try FrameFiles(renderer).writeSequence(into: two, format: .png, concurrency: 2) { finished, total in
            counts.append(finished, total)
        }
        #expect(serial.map { ($0 as NSString).lastPathComponent } == (1...6).map { String(format: "frame-%04d.png", $0) })
        for (a, b) in zip(serial, parallel) {
            #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
        }
        #expect(counts.values == (1...6).map { [$0, 6] })
        // Frame k shows offset easeInOut(k / 5) · 2: the first and last are the ends.
        #expect(FileManager.default.contents(atPath: serial[0]).map(Array.init) == (try renderer.pngData(offset: 0)))
        #expect(FileManager.default.contents(atPath: serial[5]).map(Array.init) == (try renderer.pngData(offset: 2)))
    }

    @Test("file names keep sorting past 9999 frames")
    func sequenceNamesWiden() {
        #expect(FrameFiles.sequenceFileName(number: 7, count: 12, format: .svg) == "frame-0007.svg")
        #expect(FrameFiles.sequenceFileName(number: 7, count: 12_000, format: .png) == "frame-00007.png")
    }

    @Test("the scene's pixel limit is Cairo's image surface limit")
    func sceneLimitIsCairos() {
        #expect(Scene.maximumPixelSide == ImageSurface.maximumSide)
    }

    @Test("frames larger than 16384 px a side are refused before drawing")
    func refusesHugeFrames() {
        var scene = smallScene(effect: .scale(.layout(.linear)), scale: 4, viewport: Size(width: 5000, height: 100))
        #expect(throws: Problem.self) { try FrameRenderer(scene: scene) }
        do {
            _ = try FrameRenderer(scene: scene)
        } catch let error as Problem {
            #expect(error.description.contains("16384") && error.description.contains("`output.scale`"))
        } catch {
            Issue.record("unexpected \(error)")
        }
        scene.output.scale = 1
        #expect(throws: Never.self) { try FrameRenderer(scene: scene) }
    }

    @Test("huge visible windows and cards too large or too thin are refused before drawing")
    func refusesScenesThatCannotBeDrawn() {
        // 10⁹ items with 10⁹ visible once allocated hundreds of gigabytes and aborted.
        var huge = smallScene(effect: .scale(.layout(.linear)), items: 1_000_000_000)
        huge.numberOfVisibleItems = 1_000_000_000
        #expect(throws: Problem.self) { try FrameRenderer(scene: huge) }
        huge.numberOfVisibleItems = 5
        #expect(throws: Never.self) { try FrameRenderer(scene: huge) }
        // Such cards used to reach Cairo and fail there as "a bug".
        for side in [1e300, 20_000, 1e-300] {
            var scene = smallScene(effect: .scale(.layout(.coverFlow)))
            scene.cardPlacement = .size(Size(width: side, height: 100))
            #expect(throws: Problem.self) { try FrameRenderer(scene: scene) }
        }
    }

    @Test("zero frames, bad offsets and bad curves are refused with the fix")
    func refusesEmptyTimelines() {
        #expect(throws: Problem.self) { try Timeline.sweep(from: 0, to: 1, frames: 0, curve: .linear).validatedOffsets() }
        #expect(throws: Problem.self) { try Timeline.offsets([]).validatedOffsets() }
        #expect(throws: Problem.self) { try Timeline.offsets([0, .nan]).validatedOffsets() }
        #expect(throws: Problem.self) { try Timeline.sweep(from: 0, to: 1, frames: 3, curve: .cubicBezier(1.5, 0, 0.5, 1)).validatedOffsets() }
    }

    @Test("the scene's refusals name settings by config key and never by command-line flag")
    func refusalsNameConfigKeysNotFlags() {
        var scenes: [Scene] = []
        for change in [{ (s: inout Scene) in s.output.scale = 10 }, { $0.viewport = Size(width: 0, height: 10) },
                       { $0.itemCount = -1 }, { $0.itemCount = 20_000 }, { $0.numberOfVisibleItems = -1 },
                       { $0.card.cornerRadius = -1 }, { $0.cardPlacement = .size(Size(width: 20_000, height: 10)) },
                       { $0.timeline = .offsets([]) }, { $0.timeline = .offsets([.nan]) },
                       { $0.timeline = .sweep(from: 0, to: .infinity, frames: 2, curve: .linear) }] as [(inout Scene) -> Void] {
            var scene = smallScene(effect: .scale(.layout(.linear)))
            change(&scene)
            scenes.append(scene)
        }
        for scene in scenes {
            do {
                try scene.validate()
                _ = try scene.validatedOffsets()
                Issue.record("\(scene) was accepted")
            } catch let error as Problem {
                #expect(!error.description.contains("--"), "\(error)")
                #expect(error.fix.contains("`"), "the fix names no setting: \(error)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test("a missing card image is an error naming the file, and nothing is written")
    func refusesMissingImage() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var scene = smallScene(effect: .scale(.layout(.linear)))
        scene.card.imagePath = folder + "/nope.png"
        do {
            _ = try FrameRenderer(scene: scene)
            Issue.record("a missing image was accepted")
        } catch let error as Problem {
            #expect(error.description.contains("nope.png"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a failed write leaves no file and no temporary file behind")
    func failedWritesLeaveNothing() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let renderer = try FrameRenderer(scene: smallScene(effect: .scale(.layout(.linear))))
        #expect(throws: Problem.self) { try FrameFiles(renderer).write(.frame(offset: 0, format: .png), to: folder + "/missing/frame.png") }
        // A folder in the way of a frame makes the sequence fail before drawing, leaving the folder as it was.
        var scene = smallScene(effect: .scale(.layout(.linear)))
        scene.timeline = .offsets([0, 0.5, 1])
        try FileManager.default.createDirectory(atPath: folder + "/frame-0002.png", withIntermediateDirectories: false)
        let error = #expect(throws: Problem.self) {
            try FrameFiles(FrameRenderer(scene: scene)).writeSequence(into: folder, format: .png, overwrite: true)
        }
        #expect(error?.what == "\(folder)/frame-0002.png is a folder, not a file Flipbook wrote")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["frame-0002.png"])
    }

    @Test("written frames decode to the drawn image")
    func writtenFramesRoundTrip() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let renderer = try FrameRenderer(scene: smallScene(effect: .snapshot(.layout(.grid))))
        try FrameFiles(renderer).write(.frame(offset: 0.3, format: .png), to: folder + "/f.png")
        let decoded = Pixels(try ImageSurface(contentsOfPNG: folder + "/f.png"))
        #expect(decoded.words == Pixels(try renderer.image(offset: 0.3)).words)
    }
}

/// Progress calls, recorded from worker threads.
final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [[Int]] = []
    func append(_ finished: Int, _ total: Int) { lock.withLock { recorded.append([finished, total]) } }
    var values: [[Int]] { lock.withLock { recorded } }
}
