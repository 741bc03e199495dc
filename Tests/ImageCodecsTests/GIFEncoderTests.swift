import FileFormats
import Foundation
@testable import ImageCodecs
import Testing

/// GIF files decoded by Pillow: frame count, delays, size, loop, and pixels within the error
/// libimagequant reports.
@Suite struct GIFEncoderTests {
    @Test("Pillow reads the frame count, size, delays and loop; frames are within the quantizer's error",
          .enabled(if: pillowAvailable, Comment(rawValue: pillowMissing)),
          arguments: [GIFOptions.Palette.shared, .perFrame])
    func decodesWithinReportedError(palette: GIFOptions.Palette) throws {
        let frames = swipeFrames(count: 8)
        let settings = AnimationSettings(framesPerSecond: 30, gif: GIFOptions(dithering: 0, palette: palette))
        let (bytes, encoder) = try encode(frames, as: .gif, settings: settings)
        let gif = try #require(encoder as? GIFEncoder)
        let decoded = try DecodedAnimation.decode(bytes, fileExtension: "gif")
        #expect(decoded.format == "GIF")
        #expect(decoded.width == 160 && decoded.height == 96)
        #expect(decoded.frames == 8)
        // 30 fps: frames start at 0, 3, 7, 10, 13, 17, 20, 23 hundredths; the last ends at 27.
        #expect(decoded.durations.map { $0.map { Int($0) } } == [30, 40, 30, 30, 40, 30, 30, 40])
        #expect(decoded.loop == 0)
        #expect(gif.frameErrors.count == 8)
        for (index, (shown, source)) in zip(decoded.pixels, frames).enumerated() {
            let error = meanSquareError(shown, source)
            // libimagequant measures in its own gamma-weighted space; in plain sRGB the error
            // stays within a small multiple of its report (plus 1 for whole-number rounding).
            #expect(error <= 3 * gif.frameErrors[index] + 1, "frame \(index): MSE \(error), reported \(gif.frameErrors[index])")
            #expect(shown.bytes.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 }, "frame \(index) is opaque")
        }
    }
}

extension GIFEncoderTests {
    @Test("with full dithering, a pixel whose source does not change keeps its colour: no crawling dither",
          .enabled(if: pillowAvailable, Comment(rawValue: pillowMissing)))
    func stillPixelsDoNotCrawl() throws {
        let frames = swipeFrames(count: 10)
        let (bytes, _) = try encode(frames, as: .gif, settings: AnimationSettings(gif: GIFOptions(dithering: 1)))
        let decoded = try DecodedAnimation.decode(bytes, fileExtension: "gif")
        try #require(decoded.frames == 10)
        for k in 1..<10 {
            var changed = 0
            for i in stride(from: 0, to: frames[k].bytes.count, by: 4)
            where frames[k].bytes[i..<i + 4] == frames[k - 1].bytes[i..<i + 4] && decoded.pixels[k].bytes[i..<i + 4] != decoded.pixels[k - 1].bytes[i..<i + 4] {
                changed += 1
            }
            #expect(changed == 0, "frame \(k): \(changed) still pixels changed colour")
        }
    }

    @Test("identical frames merge into one delay; 1 play writes no loop extension, 3 plays write 2 repeats",
          .enabled(if: pillowAvailable, Comment(rawValue: pillowMissing)))
    func duplicatesAndLoops() throws {
        let two = swipeFrames(count: 2)
        let frames = [two[0], two[0], two[1], two[1], two[1]]
        let once = try encode(frames, as: .gif, settings: AnimationSettings(framesPerSecond: 10, loopCount: 1)).bytes
        let decoded = try DecodedAnimation.decode(once, fileExtension: "gif")
        #expect(decoded.frames == 2)
        #expect(decoded.durations.map { $0.map { Int($0) } } == [200, 300])
        #expect(decoded.loop == nil)
        let thrice = try encode(frames, as: .gif, settings: AnimationSettings(framesPerSecond: 10, loopCount: 3)).bytes
        #expect(try DecodedAnimation.decode(thrice, fileExtension: "gif").loop == 2)
    }

    @Test("transparent frames: pixels under half opacity are transparent, the rest opaque, every frame",
          .enabled(if: pillowAvailable, Comment(rawValue: pillowMissing)))
    func transparency() throws {
        let frames = swipeFrames(count: 4, alpha: true)
        let decoded = try DecodedAnimation.decode(try encode(frames, as: .gif).bytes, fileExtension: "gif")
        try #require(decoded.frames == 4)
        for (index, (shown, source)) in zip(decoded.pixels, frames).enumerated() {
            let wrong = stride(from: 3, to: source.bytes.count, by: 4).filter { (source.bytes[$0] >= 128) != (shown.bytes[$0] == 255) }
            #expect(wrong.isEmpty, "frame \(index): \(wrong.count) pixels with the wrong transparency")
        }
    }

    @Test("the same frames give the same bytes; a shared palette is the global colour table")
    func deterministicAndShared() throws {
        let frames = swipeFrames(count: 5)
        let shared = try encode(frames, as: .gif).bytes
        #expect(try encode(frames, as: .gif).bytes == shared)
        #expect(Array(shared[0..<6]) == Array("GIF89a".utf8))
        #expect(shared[10] & 0x80 != 0, "global colour table flag")
        let perFrame = try encode(frames, as: .gif, settings: AnimationSettings(gif: GIFOptions(palette: .perFrame))).bytes
        #expect(perFrame[10] & 0x80 == 0)
    }

    @Test("a shared palette without its first pass is refused with the fix")
    func sharedPaletteNeedsFirstPass() throws {
        let frames = swipeFrames(count: 2)
        let encoder = try GIFEncoder(width: 160, height: 96, settings: AnimationSettings())
        #expect(throws: AnimationError.self) { try encoder.add(frames[0]) }
    }
}
