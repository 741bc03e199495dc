import FileFormats
import Foundation
@testable import ImageCodecs
import Testing

/// Animated WebP decoded by Pillow: lossless frames are the source pixels exactly.
@Suite(.enabled(if: pillowAvailable, Comment(rawValue: pillowMissing)))
struct WebPEncoderTests {
    @Test("lossless WebP: every frame decodes to exactly its pixels, with its duration and the loop count",
          arguments: [false, true])
    func losslessFramesAreExact(transparent: Bool) throws {
        let frames = swipeFrames(count: 8, alpha: transparent)
        let (bytes, _) = try encode(frames, as: .webp, settings: AnimationSettings(framesPerSecond: 30))
        let decoded = try DecodedAnimation.decode(bytes, fileExtension: "webp")
        #expect(decoded.format == "WEBP")
        #expect(decoded.width == 160 && decoded.height == 96)
        #expect(decoded.frames == 8)
        // Starts at round(1000 k / 30) ms: 0, 33, 67, 100, 133, 167, 200, 233, end 267.
        #expect(decoded.durations.map { $0.map { Int($0) } } == [33, 34, 33, 33, 34, 33, 33, 34])
        #expect(decoded.loop == 0)
        for (index, (shown, source)) in zip(decoded.pixels, frames).enumerated() {
            #expect(shown == source, "frame \(index) differs by up to \(maximumDifference(shown, source))")
        }
    }

    @Test("lossy WebP with a quality: smaller than lossless, close to the source")
    func lossyIsSmallAndClose() throws {
        let frames = swipeFrames(count: 6)
        let lossless = try encode(frames, as: .webp).bytes
        let lossy = try encode(frames, as: .webp, settings: AnimationSettings(webp: WebPOptions(quality: 80))).bytes
        #expect(lossy.count < lossless.count)
        let decoded = try DecodedAnimation.decode(lossy, fileExtension: "webp")
        #expect(decoded.frames == 6)
        for (index, (shown, source)) in zip(decoded.pixels, frames).enumerated() {
            // At least 32 dB PSNR on these small frames, whose sharp blue edges lose most to
            // VP8's halved chroma resolution.
            #expect(meanSquareError(shown, source) < 41, "frame \(index)")
        }
    }

    @Test("identical frames merge into one longer frame; the loop count is the number of plays")
    func duplicatesMergeAndLoopCountIsKept() throws {
        let two = swipeFrames(count: 2)
        let frames = [two[0], two[0], two[0], two[1]]
        let (bytes, _) = try encode(frames, as: .webp, settings: AnimationSettings(framesPerSecond: 10, loopCount: 3))
        let decoded = try DecodedAnimation.decode(bytes, fileExtension: "webp")
        #expect(decoded.frames == 2)
        #expect(decoded.durations.map { $0.map { Int($0) } } == [300, 100])
        #expect(decoded.loop == 3)
        #expect(decoded.pixels == [two[0], two[1]])
    }

    @Test("the same frames give the same bytes")
    func deterministic() throws {
        let frames = swipeFrames(count: 4)
        #expect(try encode(frames, as: .webp).bytes == encode(frames, as: .webp).bytes)
        let lossy = AnimationSettings(webp: WebPOptions(quality: 60))
        #expect(try encode(frames, as: .webp, settings: lossy).bytes == encode(frames, as: .webp, settings: lossy).bytes)
    }
}
