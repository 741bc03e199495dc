import FileFormats
import Foundation
import Synchronization
@testable import ImageCodecs
import TestSupport
import Testing

/// MP4 through ffmpeg, checked with ffprobe and ffmpeg's own decoder.
@Suite struct MP4EncoderTests {
    static let ffprobe = executable(named: "ffprobe")
    static let available = MP4Encoder.ffmpegPath() != nil && ffprobe != nil

    @Test("H.264 yuv420p at the frame rate, one video frame per frame, odd sizes rounded up to even",
          .enabled(if: MP4EncoderTests.available, "ffmpeg/ffprobe not installed (apt-get install ffmpeg): MP4 not checked"))
    func probesAsH264() throws {
        let frames = swipeFrames(count: 9, width: 161, height: 97)
        let repeated = frames + [frames[8], frames[8]]
        let (bytes, _) = try encode(repeated, as: .mp4, settings: AnimationSettings(framesPerSecond: 24))
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        let file = folder + "/swipe.mp4"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let probe = try runProcess(try #require(Self.ffprobe), ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                          "stream=codec_name,pix_fmt,width,height,r_frame_rate,nb_read_frames",
                                                          "-of", "default=noprint_wrappers=1", file])
        #expect(probe.status == 0, "\(probe.stderr)")
        let fields = Dictionary(uniqueKeysWithValues: probe.stdout.split(separator: "\n").compactMap { line -> (String, String)? in
            let parts = line.split(separator: "=", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        })
        #expect(fields["codec_name"] == "h264")
        #expect(fields["pix_fmt"] == "yuv420p")
        #expect(fields["width"] == "162" && fields["height"] == "98")
        #expect(fields["r_frame_rate"] == "24/1")
        #expect(fields["nb_read_frames"] == "11")

        // ffmpeg's decoder gives back each frame in order: at least 30 dB PSNR (small frames with
        // sharp blue edges lose most to halved chroma resolution), and closer to its own source
        // frame than to its neighbours.
        let raw = folder + "/frames.rgba"
        let decode = try runProcess(URL(fileURLWithPath: try #require(MP4Encoder.ffmpegPath())), ["-v", "error", "-i", file, "-f", "rawvideo", "-pix_fmt", "rgba", raw])
        #expect(decode.status == 0, "\(decode.stderr)")
        let all = [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
        try #require(all.count == 162 * 98 * 4 * 11)
        for (index, source) in frames.enumerated() {
            var bytes = [UInt8]()
            for y in 0..<97 {
                let start = index * 162 * 98 * 4 + y * 162 * 4
                bytes += all[start..<start + 161 * 4]
            }
            let shown = try RGBAPixels(width: 161, height: 97, bytes: bytes)
            let error = meanSquareError(shown, source)
            #expect(error < 65, "frame \(index): MSE \(error)")
            for neighbour in [index - 1, index + 1] where frames.indices.contains(neighbour) {
                #expect(error < meanSquareError(shown, frames[neighbour]), "frame \(index) looks like frame \(neighbour)")
            }
        }
    }

    @Test("the same frames give the same bytes",
          .enabled(if: MP4EncoderTests.available, "ffmpeg not installed (apt-get install ffmpeg): MP4 not checked"))
    func deterministic() throws {
        let frames = swipeFrames(count: 5)
        #expect(try encode(frames, as: .mp4).bytes == encode(frames, as: .mp4).bytes)
    }

    @Test("without ffmpeg the error says how to install it")
    func missingFFmpegIsExplained() {
        #expect {
            _ = try MP4Encoder(width: 16, height: 16, settings: AnimationSettings(), searchPath: "/nonexistent")
        } throws: { error in
            let message = "\(error)"
            return message.contains("ffmpeg") && message.contains("apt-get install ffmpeg")
        }
    }

    @Test("an ffmpeg that exits mid-stream is an error, not a SIGPIPE, and the process's signal settings stay as they were")
    func aReaderThatHasGoneIsAnError() throws {
        let folder = try TemporaryFolder()
        let fake = folder.url.path + "/ffmpeg"
        try "#!/bin/sh\nexit 3\n".write(toFile: fake, atomically: true, encoding: .utf8)
        #expect(chmod(fake, 0o755) == 0)
        // A handler of the test's own, so that an encoder that raised SIGPIPE (counted) or set its
        // disposition (the handler replaced) is seen, whatever the test runner's setting was.
        var counting = sigaction()
        counting.__sigaction_handler.sa_handler = { _ in sigpipes.add(1, ordering: .relaxed) }
        var previous = sigaction()
        sigaction(SIGPIPE, &counting, &previous)
        defer { sigaction(SIGPIPE, &previous, nil) }
        let frame = swipeFrames(count: 1, width: 512, height: 512)[0]
        let encoder = try MP4Encoder(width: 512, height: 512, settings: AnimationSettings(), searchPath: folder.url.path)
        // The socket holds a few frames before ffmpeg has gone; then a write fails with EPIPE.
        var refused: (any Error)?
        for _ in 0..<64 where refused == nil {
            do { try encoder.add(frame) } catch { refused = error }
        }
        #expect("\(try #require(refused))".contains("ffmpeg stopped reading frames"))
        #expect(throws: (any Error).self) { try encoder.finish() }
        var now = sigaction()
        sigaction(SIGPIPE, nil, &now)
        #expect(unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(counting.__sigaction_handler.sa_handler, to: Int.self))
        #expect(sigpipes.load(ordering: .relaxed) == 0)
    }
}

/// SIGPIPEs the process received during `aReaderThatHasGoneIsAnError`.
private let sigpipes = Atomic<Int>(0)
