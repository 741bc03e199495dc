import FileFormats
import Foundation
@testable import ImageCodecs
import Problems
import Testing

/// Animated PNG decoded by Pillow: every frame is the source pixels exactly, with its delay.
@Suite(.enabled(if: pillowAvailable, Comment(rawValue: pillowMissing)))
struct APNGEncoderTests {
    @Test("every frame decodes to exactly its pixels, with its duration, the size and the loop count",
          arguments: [false, true])
    func framesAreExact(transparent: Bool) throws {
        let frames = swipeFrames(count: 8, alpha: transparent)
        let (bytes, _) = try encode(frames, as: .apng, settings: AnimationSettings(framesPerSecond: 30, loopCount: 2))
        let decoded = try DecodedAnimation.decode(bytes, fileExtension: "png")
        #expect(decoded.format == "PNG")
        #expect(decoded.width == 160 && decoded.height == 96)
        #expect(decoded.frames == 8)
        // 1/30 s each, stored exactly as 1 unit of 1/30 s.
        #expect(decoded.durations.allSatisfy { abs(($0 ?? 0) - 1000.0 / 30) < 1e-6 }, "\(decoded.durations)")
        #expect(decoded.loop == 2)
        for (index, (shown, source)) in zip(decoded.pixels, frames).enumerated() {
            #expect(shown == source, "frame \(index) differs by up to \(maximumDifference(shown, source))")
        }
        #expect(bytes[25] == (transparent ? 6 : 2), "RGBA only when a frame has transparency")
    }

    @Test("identical frames merge into one longer frame; a frame rate that is not whole counts milliseconds")
    func duplicatesMergeAndDelaysAddUp() throws {
        let two = swipeFrames(count: 2)
        let frames = [two[0], two[0], two[0], two[1]]
        let decoded = try DecodedAnimation.decode(try encode(frames, as: .apng, settings: AnimationSettings(framesPerSecond: 10)).bytes,
                                                  fileExtension: "png")
        #expect(decoded.frames == 2)
        #expect(decoded.durations == [300, 100])
        #expect(decoded.pixels == [two[0], two[1]])
        #expect(decoded.loop == 0)

        let odd = try DecodedAnimation.decode(try encode(swipeFrames(count: 4), as: .apng, settings: AnimationSettings(framesPerSecond: 29.97)).bytes,
                                              fileExtension: "png")
        // Starts at round(1000 k / 29.97) ms: 0, 33, 67, 100, end 133.
        #expect(odd.durations == [33, 34, 33, 33])
    }

    @Test("a later frame with transparency turns the stored RGB frames into RGBA")
    func transparencyLaterSwitchesToRGBA() throws {
        let opaque = swipeFrames(count: 3)
        var clear = opaque[2].bytes
        for k in stride(from: 0, to: 40 * 4, by: 4) { clear[k + 3] = UInt8(k / 4 * 6) }
        let frames = opaque + [try RGBAPixels(width: 160, height: 96, bytes: clear)]
        let bytes = try encode(frames, as: .apng).bytes
        #expect(bytes[25] == 6)
        let decoded = try DecodedAnimation.decode(bytes, fileExtension: "png")
        #expect(decoded.pixels == frames)
        #expect(try AnimationFile.decode(bytes).frames == frames)
    }

    @Test("later frames store only the rectangle that changed, replacing it (dispose none, blend source)")
    func onlyTheChangedRectangleIsStored() throws {
        let first = swipeFrames(count: 1, width: 400, height: 300)[0]
        var changed = first.bytes
        for y in 100..<120 {
            for x in 50..<90 { changed[(y * 400 + x) * 4] = 7 }
        }
        let second = try RGBAPixels(width: 400, height: 300, bytes: changed)
        let bytes = try encode([first, second], as: .apng).bytes
        let controls = try APNGDecoder.walk(bytes).filter { $0.type == "fcTL" }.compactMap { APNGFrameControl(chunkData: $0.data) }
        #expect(controls.map(\.box) == [PixelBox(x: 0, y: 0, width: 400, height: 300), PixelBox(x: 50, y: 100, width: 40, height: 20)])
        #expect(controls.allSatisfy { $0.dispose == .none && $0.blend == .source })
        #expect(controls.map(\.sequence) == [0, 1])
        let still = try PNGEncoder.encode(RGBAPixels(width: 400, height: 300, bytes: first.bytes))
        #expect(bytes.count < still.count + 1000, "the second frame costs \(bytes.count - still.count) bytes")
        #expect(try DecodedAnimation.decode(bytes, fileExtension: "png").pixels == [first, second])
    }

    @Test("the same frames give the same bytes, at every PNG level")
    func deterministic() throws {
        let frames = swipeFrames(count: 5)
        for level in PNGLevel.allCases {
            let settings = AnimationSettings(pngLevel: level)
            #expect(try encode(frames, as: .apng, settings: settings).bytes == encode(frames, as: .apng, settings: settings).bytes)
        }
    }

    @Test("damaged files and still PNGs are refused, naming the problem")
    func damagedAndStillFilesAreRefused() throws {
        let frames = swipeFrames(count: 3)
        var bytes = try encode(frames, as: .apng).bytes
        bytes[bytes.count - 20] ^= 0xFF
        #expect(throws: Problem.self) { try AnimationFile.decode(bytes) }
        do { _ = try AnimationFile.decode(bytes) } catch { #expect(error.what.contains("bad CRC")) }
        let still = try PNGEncoder.encode(RGBAPixels(width: 160, height: 96, bytes: frames[0].bytes))
        #expect(throws: Problem.self) { try AnimationFile.decode(still) }
        do { _ = try AnimationFile.decode(still) } catch { #expect(error.what.contains("not animated")) }
        #expect(throws: Problem.self) { try AnimationFile.decode(Array(still.prefix(30))) }
        do { _ = try AnimationFile.decode(Array(still.prefix(30))) } catch { #expect(error.what.contains("truncated")) }
    }
}
