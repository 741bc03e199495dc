import FileFormats
import Foundation
import Glibc
import Problems

/// Encodes H.264 in MP4 by piping raw frames to the `ffmpeg` program (libx264).
///
/// - Frames go to `ffmpeg` as raw RGBA at the animation's constant frame rate (no frame is
///   merged: MP4 plays a fixed rate) and come out as `yuv420p`, which every player decodes,
///   with the index at the front (`+faststart`) so it plays while downloading.
/// - `yuv420p` needs even sizes: an odd width or height gets one more column or row repeating
///   the last one. MP4 has no alpha: frames with transparency are shown over black.
/// - Loop counts do not apply (players loop a video or not themselves).
/// - Output is bit-exact for the same frames with the same `ffmpeg` (`+bitexact`, no metadata).
/// - When `ffmpeg` is not on `PATH`, creating the encoder fails with a message that says how
///   to install it. An `ffmpeg` that dies mid-stream is reported as an error: frames go over a
///   socket written with `MSG_NOSIGNAL`, so a reader that has gone is `EPIPE`, never a `SIGPIPE`,
///   and the process's signal settings (a front end's business) are left as they are.
package final class MP4Encoder: AnimationEncoder {
    /// Frame size in pixels (the video is rounded up to even sizes).
    package let width: Int, height: Int
    private let paddedWidth: Int, paddedHeight: Int
    private let process = Process()
    /// Our end of the socket `ffmpeg` reads its frames from (its standard input).
    private let input: FileHandle
    private let outputPath: String, logPath: String
    private var frameCount = 0
    private var finished = false

    /// Starts `ffmpeg` (the first on `searchPath`, default `PATH`) for `width × height` frames at
    /// `settings.playbackFramesPerSecond` with `settings.mp4`.
    package init(width: Int, height: Int, settings: AnimationSettings, searchPath: String? = nil) throws {
        try AnimationLimits.checkSettings(settings, for: .mp4)
        guard let ffmpeg = Self.ffmpegPath(searchPath: searchPath) else {
            throw Problem(.unsupported, "MP4 needs the ffmpeg program, which is not installed (not found on PATH)",
                                 fix: "install it with `sudo apt-get install ffmpeg` (macOS: `brew install ffmpeg`), or write gif, webp or apng")
        }
        self.width = width
        self.height = height
        paddedWidth = width + width % 2
        paddedHeight = height + height % 2
        let base = NSTemporaryDirectory() + "flipbook-mp4-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        outputPath = base + ".mp4"
        logPath = base + ".log"
        guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
            throw Problem(.io, "cannot create a temporary file in \(NSTemporaryDirectory())", fix: "check that the temporary folder is writable (TMPDIR)")
        }
        defer { try? log.close() }
        // A socket rather than a pipe: `send` with MSG_NOSIGNAL turns a write to a reader that has
        // gone into EPIPE for this write alone, where a pipe raises SIGPIPE for the whole process.
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            try? FileManager.default.removeItem(atPath: logPath)
            throw Problem.library("ffmpeg", "creating its input socket (errno \(errno))")
        }
        input = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        let ffmpegEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        defer { try? ffmpegEnd.close() }
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = Self.arguments(width: paddedWidth, height: paddedHeight, settings: settings, output: outputPath)
        process.standardInput = ffmpegEnd
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(atPath: logPath)
            throw Problem(.failure, "could not start \(ffmpeg): \(error.localizedDescription)", fix: "check the ffmpeg installation (`ffmpeg -version`)")
        }
    }

    deinit {
        if !finished {
            try? input.close()
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: logPath)
        }
    }

    /// The `ffmpeg` command line after the program name.
    static func arguments(width: Int, height: Int, settings: AnimationSettings, output: String) -> [String] {
        let fps = settings.playbackFramesPerSecond
        let rate = fps == fps.rounded() ? String(Int(fps)) : "\(Int((fps * 1000).rounded()))/1000"
        return ["-hide_banner", "-loglevel", "error",
                "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0",
                "-an", "-c:v", "libx264", "-preset", settings.mp4.preset, "-crf", String(settings.mp4.crf), "-pix_fmt", "yuv420p",
                "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-movflags", "+faststart",
                "-f", "mp4", "-y", output]
    }

    /// Sends the next frame to `ffmpeg`.
    package func add(_ frame: RGBAPixels) throws {
        guard frame.width == width, frame.height == height else {
            throw Problem.frameSize(width: frame.width, height: frame.height, inAnimation: width, height, format: "MP4")
        }
        guard send(padded(frame)) else {
            throw failure("ffmpeg stopped reading frames at frame \(frameCount + 1)")
        }
        frameCount += 1
    }

    /// Writes all of `data` to `ffmpeg`'s input; false when it can no longer be written (`ffmpeg`
    /// has exited: EPIPE, without a signal).
    private func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return true }
            var sent = 0
            while sent < bytes.count {
                let count = Glibc.send(input.fileDescriptor, base + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// Waits for `ffmpeg` and returns the MP4 file's bytes.
    package func finish() throws -> [UInt8] {
        guard !finished else { throw Problem.library("ffmpeg", "finishing twice") }
        finished = true
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: logPath)
        }
        try? input.close()
        process.waitUntilExit()
        guard frameCount > 0 else {
            throw Problem.noFrames(in: "the animation")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw failure("ffmpeg failed (exit status \(process.terminationStatus))")
        }
        guard let data = FileManager.default.contents(atPath: outputPath), !data.isEmpty else {
            throw failure("ffmpeg wrote no video")
        }
        return [UInt8](data)
    }

    /// The frame as rows of `paddedWidth` RGBA pixels over black, last column and row repeated.
    private func padded(_ frame: RGBAPixels) -> Data {
        var data = Data(count: paddedWidth * paddedHeight * 4)
        let opaque = frame.isOpaque
        data.withUnsafeMutableBytes { destination in
            frame.bytes.withUnsafeBytes { source in
                let out = destination.baseAddress!, rowBytes = width * 4, paddedRow = paddedWidth * 4
                for y in 0..<paddedHeight {
                    let from = source.baseAddress! + Swift.min(y, height - 1) * rowBytes
                    let to = out + y * paddedRow
                    to.copyMemory(from: from, byteCount: rowBytes)
                    if paddedWidth > width { (to + rowBytes).copyMemory(from: from + rowBytes - 4, byteCount: 4) }
                    if !opaque {
                        let row = to.assumingMemoryBound(to: UInt8.self)
                        for x in 0..<paddedWidth {
                            let alpha = UInt32(row[x * 4 + 3])
                            for c in 0..<3 { row[x * 4 + c] = UInt8((UInt32(row[x * 4 + c]) * alpha + 127) / 255) }
                            row[x * 4 + 3] = 255
                        }
                    }
                }
            }
        }
        return data
    }

    /// An error carrying what `ffmpeg` printed.
    private func failure(_ what: String) -> Problem {
        if process.isRunning {
            try? input.close()
            process.waitUntilExit()
        }
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return Problem(.failure, Wording(what + (log.isEmpty ? "" : ": " + log.split(separator: "\n").suffix(3).joined(separator: " / "))),
                              fix: "check that ffmpeg has libx264 (`ffmpeg -encoders | grep 264`)")
    }

    /// `ffmpeg` in the folders of `searchPath` (default `PATH`), or `nil`.
    package static func ffmpegPath(searchPath: String? = nil) -> String? {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
