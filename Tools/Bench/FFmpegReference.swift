// ffmpeg as the reference for animated files: the same frames, read from PNG files, encoded as a
// two-pass-palette GIF and as MP4, and the PSNR of any animation against its source frames.
import FileFormats
import Foundation
import ImageCodecs

/// ffmpeg on a folder of `frame-0001.png …` at a frame rate.
struct FFmpegReference {
    let ffmpeg: String
    let frames: String
    let framesPerSecond: Int

    /// The GIF ffmpeg's documentation recommends: `palettegen` over all frames, then `paletteuse`
    /// (default Sierra-2-4A dithering, frame differences by the GIF muxer).
    func gifArguments(output: String) -> [String] {
        ["-v", "error", "-y", "-framerate", String(framesPerSecond), "-i", frames + "/frame-%04d.png",
         "-filter_complex", "split[a][b];[a]palettegen[p];[b][p]paletteuse", output]
    }

    /// H.264 with Flipbook's MP4 settings (`MP4Options`).
    func mp4Arguments(output: String, options: MP4Options) -> [String] {
        ["-v", "error", "-y", "-framerate", String(framesPerSecond), "-i", frames + "/frame-%04d.png",
         "-an", "-c:v", "libx264", "-preset", options.preset, "-crf", String(options.crf), "-pix_fmt", "yuv420p",
         "-movflags", "+faststart", output]
    }

    /// Runs ffmpeg and returns its wall time in seconds.
    func run(_ arguments: [String]) throws -> Double {
        let start = Date()
        let result = try runTool(ffmpeg, arguments)
        guard result.status == 0 else { throw BenchError("ffmpeg failed: \(result.output)") }
        return Date().timeIntervalSince(start)
    }

    /// The frames of a video decoded by ffmpeg as RGBA, one per source frame.
    func decodeVideo(_ path: String, width: Int, height: Int) throws -> [RGBAPixels] {
        let raw = path + ".rgba"
        defer { try? FileManager.default.removeItem(atPath: raw) }
        let result = try runTool(ffmpeg, ["-v", "error", "-y", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", raw])
        guard result.status == 0, let data = FileManager.default.contents(atPath: raw) else { throw BenchError("ffmpeg could not decode \(path): \(result.output)") }
        let bytes = [UInt8](data), frameBytes = width * height * 4
        return try stride(from: 0, to: bytes.count - frameBytes + 1, by: frameBytes).map {
            try RGBAPixels(width: width, height: height, bytes: Array(bytes[$0..<$0 + frameBytes]))
        }
    }
}

/// The PSNR (dB) of an animation as shown against its source frames: every source frame `k` is
/// compared with the frame on screen at `(k + ½) / fps` seconds, over R, G and B of every pixel:
/// `10 · log10(255² / MSE)`.
func animationPSNR(shown: [RGBAPixels], durations: [Double]?, sources: [RGBAPixels], framesPerSecond: Double) -> Double {
    var squares = 0.0
    var shownIndex = 0, shownEnd = durations?.first ?? 0
    for (k, source) in sources.enumerated() {
        if let durations {
            let time = (Double(k) + 0.5) / framesPerSecond
            while time >= shownEnd, shownIndex + 1 < shown.count {
                shownIndex += 1
                shownEnd += durations[shownIndex]
            }
        } else {
            shownIndex = Swift.min(k, shown.count - 1)
        }
        squares += source.bytes.withUnsafeBufferPointer { a in
            shown[shownIndex].bytes.withUnsafeBufferPointer { b in
                var sum = 0
                for i in stride(from: 0, to: a.count, by: 4) {
                    for c in 0..<3 {
                        let d = Int(a[i + c]) - Int(b[i + c])
                        sum += d * d
                    }
                }
                return Double(sum)
            }
        }
    }
    let mse = squares / Double(sources.count * sources[0].width * sources[0].height * 3)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// The PSNR of a GIF, WebP or APNG file against `sources`.
func animationPSNR(file bytes: [UInt8], sources: [RGBAPixels], framesPerSecond: Double) throws -> Double {
    let decoded = try AnimationFile.decode(bytes)
    return animationPSNR(shown: decoded.frames, durations: decoded.durations, sources: sources, framesPerSecond: framesPerSecond)
}

/// The median of `values`.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// A bench that cannot go on.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs `tool` with `arguments`; its status and its standard output and error together.
func runTool(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
