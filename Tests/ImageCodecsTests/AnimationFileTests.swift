import FileFormats
import Foundation
@testable import ImageCodecs
import Problems
import Testing

/// Flipbook's own GIF, WebP and APNG readers (giflib, libwebpdemux, a chunk walk + libspng), which animated snapshots compare
/// frame by frame, read every file the encoders write as Pillow does.
@Suite(.enabled(if: pillowAvailable, Comment(rawValue: pillowMissing)))
struct AnimationFileTests {
    @Test("GIF, WebP and APNG frames, durations and loop count read as Pillow reads them",
          arguments: [AnimationFormat.gif, .webp, .apng], [false, true])
    func readsAsPillowDoes(format: AnimationFormat, transparent: Bool) throws {
        let frames = swipeFrames(count: 7, alpha: transparent)
        let settings = AnimationSettings(framesPerSecond: 20, loopCount: 3)
        let (bytes, _) = try encode(frames, as: format, settings: settings)
        let ours = try AnimationFile.decode(bytes)
        let pillow = try DecodedAnimation.decode(bytes, fileExtension: format.fileExtension)
        #expect(ours.width == pillow.width && ours.height == pillow.height)
        #expect(ours.frames.count == pillow.frames)
        #expect(ours.loopCount == pillow.loop ?? 1, "Pillow's loop \(String(describing: pillow.loop))")
        #expect(zip(ours.durations, pillow.durations).allSatisfy { ours, theirs in abs(ours * 1000 - (theirs ?? -1)) < 0.5 },
                "\(ours.durations) vs \(pillow.durations)")
        for (index, (mine, theirs)) in zip(ours.frames, pillow.pixels).enumerated() {
            // Pillow shows transparent GIF pixels as transparent black, as Flipbook's reader does.
            #expect(visible(mine) == visible(theirs), "frame \(index + 1) differs by up to \(maximumDifference(mine, theirs))")
        }
        if format != .gif {
            // Lossless: the encoder's own frames come back exactly.
            #expect(ours.frames == frames)
        }
    }

    @Test func notAnAnimationIsRefusedNamingWhatItIs() {
        #expect(throws: Problem.self) { try AnimationFile.decode(Array("<svg xmlns=".utf8)) }
        do {
            _ = try AnimationFile.decode(Array("<svg xmlns=".utf8))
        } catch {
            #expect(error.what.contains("`<svg xml`"))
        }
        #expect(throws: Problem.self) { try AnimationFile.decode(Array("GIF89a\u{1}".utf8)) }
        #expect(throws: Problem.self) { try AnimationFile.decode(Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) }
    }

    /// Colours of fully transparent pixels do not show.
    private func visible(_ frame: RGBAPixels) -> [UInt8] {
        var bytes = frame.bytes
        for k in stride(from: 0, to: bytes.count, by: 4) where bytes[k + 3] == 0 {
            bytes[k] = 0; bytes[k + 1] = 0; bytes[k + 2] = 0
        }
        return bytes
    }
}
