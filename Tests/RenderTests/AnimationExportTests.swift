import CairoKit
import FileFormats
import Foundation
import ImageCodecs
import Outputs
@testable import Render
import Problems
import SceneModel
import TestSupport
import Testing
import Transforms

/// Animated exports: the frames are the PNG frames' pixels, files do not depend on threads,
/// rates resample, and bad requests fail before drawing.
@Suite struct AnimationExportTests {
    func sweep(frames: Int, format: OutputOptions.Format = .animated(.webp)) -> Scene {
        var scene = smallScene(effect: .scale(.layout(.coverFlow)))
        scene.timeline = .sweep(from: 0, to: 1, frames: frames, curve: .easeInOut)
        scene.output.format = format
        return scene
    }

    @Test("an animation frame has the pixels of the PNG frame at the same offset")
    func framesArePNGFrames() throws {
        let renderer = try FrameRenderer(scene: sweep(frames: 3))
        for offset in [0, 0.37, 1] {
            let png = try ImageSurface(pngData: renderer.pngData(offset: offset))
            let decoded = RGBAPixels(premultipliedARGB32: UnsafeRawPointer(png.pixels), width: png.width, height: png.height, stride: png.stride)
            #expect(try renderer.rgbaFrame(offset: offset) == decoded)
        }
    }

    @Test("the file is the same on one thread or two, for every format with a first pass or none",
          arguments: [AnimationFormat.gif, .webp, .apng])
    func threadsDoNotChangeTheFile(codec: AnimationFormat) throws {
        let renderer = try FrameRenderer(scene: sweep(frames: 7, format: .animated(codec)))
        let offsets = try renderer.scene.timeline.validatedOffsets()
        let settings = AnimationSettings(framesPerSecond: 30)
        let one = try renderer.animationData(AnimationPlan(offsets: offsets, sourceFPS: 30, settings: settings), format: codec, concurrency: 1)
        let two = try renderer.animationData(AnimationPlan(offsets: offsets, sourceFPS: 30, settings: settings), format: codec, concurrency: 2)
        #expect(one == two)
    }

    @Test("progress counts each pass on its own: a shared-palette GIF reports two passes of n frames, WebP one")
    func progressIsPerPass() throws {
        let renderer = try FrameRenderer(scene: sweep(frames: 4))
        let offsets = try renderer.scene.timeline.validatedOffsets()
        final class Calls: @unchecked Sendable { var list: [[Int]] = [] }
        for (format, expectedPasses) in [(AnimationFormat.gif, 2), (.webp, 1)] {
            let calls = Calls()
            _ = try renderer.animationData(AnimationPlan(offsets: offsets, sourceFPS: 30, settings: AnimationSettings(framesPerSecond: 30)), format: format, concurrency: 2) { pass, passes, finished, total in calls.list.append([pass, passes, finished, total]) }
            let expected = (1...expectedPasses).flatMap { pass in (1...4).map { [pass, expectedPasses, $0, 4] } }
            #expect(calls.list == expected, "\(format)")
        }
    }

    @Test("frames reach the encoder in timeline order, repeated or dropped when resampled")
    func streamingKeepsOrder() throws {
        let renderer = try FrameRenderer(scene: sweep(frames: 5))
        let offsets = try renderer.scene.timeline.validatedOffsets()
        let order = resampledFrameIndices(count: 5, from: 10, to: 25)
        var seen: [Int] = []
        try renderer.streamFrames(order, offsets: offsets, workers: 2) { index, frame in
            seen.append(index)
            let expected = try renderer.rgbaFrame(offset: offsets[index])
            #expect(frame == expected)
        }
        #expect(seen == order)
        #expect(order.count == 13 && order.first == 0 && order.last == 4)
    }

    @Test("rates: lists play at 30 fps or --fps; a GIF of a faster timeline plays at 50; explicit rates win")
    func timing() {
        let automatic = AnimationSettings()
        #expect(AnimationTiming(automatic, timelineFPS: nil, format: .webp) == AnimationTiming(source: 30, output: 30))
        #expect(AnimationTiming(automatic, timelineFPS: 60, format: .webp) == AnimationTiming(source: 60, output: 60))
        #expect(AnimationTiming(automatic, timelineFPS: 60, format: .gif) == AnimationTiming(source: 60, output: 50))
        #expect(AnimationTiming(AnimationSettings(framesPerSecond: 12), timelineFPS: nil, format: .gif) == AnimationTiming(source: 12, output: 12))
        #expect(AnimationTiming(AnimationSettings(framesPerSecond: 24), timelineFPS: 60, format: .mp4) == AnimationTiming(source: 60, output: 24))
    }

    @Test("write(.animation) writes the file and its summary; an input path or an absurd request is refused before drawing")
    func writesAndRefuses() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let renderer = try FrameRenderer(scene: sweep(frames: 4))
        let path = folder + "/swipe.webp"
        let summary = try FrameFiles(renderer).write(.animation(.webp), to: path)
        #expect(summary.frameCount == 4 && summary.framesPerSecond == 30)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == summary.byteCount)
        #expect(throws: Problem.self) { try FrameFiles(renderer).write(.animation(.webp), to: path, inputs: InputFiles([path])) }

        var tooMany = sweep(frames: 4)
        tooMany.timeline = .offsets(Array(repeating: 0, count: AnimationLimits.maximumFrames + 1))
        let error = #expect(throws: Problem.self) { try FrameFiles(FrameRenderer(scene: tooMany)).write(.animation(.webp), to: folder + "/x.webp") }
        #expect(error?.what.contains("frames") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.webp"))
    }

    @Test("strips and single frames refuse animated formats with the fix")
    func stripsAreStill() throws {
        let renderer = try FrameRenderer(scene: sweep(frames: 2))
        #expect(throws: Problem.self) { try renderer.stripData(format: .animated(.gif)) }
        #expect(throws: Problem.self) { try renderer.encodedFrame(offset: 0, format: .animated(.mp4)) }
    }
}
