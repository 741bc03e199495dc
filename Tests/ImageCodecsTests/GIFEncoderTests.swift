import FileFormats
import Foundation
@testable import ImageCodecs
import Problems
import Testing

/// GIF files decoded by Pillow: frame count, delays, size, loop, and pixels with exactly the error
/// the encoder reports.
@Suite struct GIFEncoderTests {
    @Test("Pillow reads the frame count, size, delays and loop; each frame's error is the one the encoder reports",
          .enabled(if: pillowAvailable, Comment(rawValue: pillowMissing)),
          arguments: [GIFOptions.Palette.shared, .perFrame])
    func decodedErrorIsTheReportedOne(palette: GIFOptions.Palette) throws {
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
            // The encoder tracks the screen a viewer sees, so its figure is the decoded one.
            #expect(abs(error - gif.frameErrors[index]) < 1e-9, "frame \(index): MSE \(error), reported \(gif.frameErrors[index])")
            #expect(error < 4, "frame \(index): MSE \(error)")
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

    @Test("the file is byte-identical whether frames are remapped and compressed on 1, 2 or 3 threads",
          arguments: [GIFOptions.Palette.shared, .perFrame])
    func sameBytesOnAnyNumberOfThreads(palette: GIFOptions.Palette) throws {
        // 9 frames: batches of 2, 4 and 6 frames end at different places.
        let frames = swipeFrames(count: 9)
        let settings = AnimationSettings(gif: GIFOptions(palette: palette))
        func encoded(threads: Int) throws -> [UInt8] {
            let encoder = try GIFEncoder(width: 160, height: 96, settings: settings, concurrency: threads)
            for position in encoder.firstPassFrames(frameCount: frames.count) { try encoder.addToFirstPass(frames[position]) }
            for frame in frames { try encoder.add(frame) }
            return try encoder.finish()
        }
        let one = try encoded(threads: 1)
        #expect(try encoded(threads: 2) == one)
        #expect(try encoded(threads: 3) == one)
    }

    @Test("a shared palette takes every frame up to its sample size, then an even sample from first to last")
    func paletteSample() throws {
        let encoder = try GIFEncoder(width: 8, height: 8, settings: AnimationSettings())
        #expect(encoder.firstPassFrames(frameCount: 5) == [0, 1, 2, 3, 4])
        let size = GIFEncoder.paletteSampleSize
        let long = encoder.firstPassFrames(frameCount: 3 * (size - 1) + 1)
        #expect(long.count == size && long.first == 0 && long.last == 3 * (size - 1))
        #expect(zip(long, long.dropFirst()).allSatisfy { $1 - $0 == 3 })
        let perFrame = try GIFEncoder(width: 8, height: 8, settings: AnimationSettings(gif: GIFOptions(palette: .perFrame)))
        #expect(perFrame.firstPassFrames(frameCount: 5).isEmpty)
    }

    @Test("a shared palette without its first pass is refused with the fix")
    func sharedPaletteNeedsFirstPass() throws {
        let frames = swipeFrames(count: 2)
        let encoder = try GIFEncoder(width: 160, height: 96, settings: AnimationSettings())
        #expect(throws: Problem.self) { try encoder.add(frames[0]) }
    }
}
