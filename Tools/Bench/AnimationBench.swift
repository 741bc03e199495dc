// Encoding animated files: Flipbook against ffmpeg on the same frames, and every format's cost.
import Config
import FileFormats
import Foundation
import ImageCodecs
import Render
import SceneModel
import Transforms

/// `flipbook-bench animation`: the swipe of `flipbook render scale.linear --viewport 1280x720
/// --from 1 --to 2 --frames 60 --curve easeInOut --out x.gif` (60 frames at 30 fps).
///
/// 1. Flipbook's GIF (draw + encode, as that command does it, on every core) and ffmpeg's
///    two-pass-palette GIF (`palettegen`, `paletteuse`) of the same frames read from PNG files;
///    then Flipbook's MP4 and ffmpeg's from the PNG files with the same x264 settings. Rounds
///    alternate the four, and medians count; bytes, PSNR against the source frames and the
///    ratios print in the same run. Without ffmpeg only Flipbook's figures print.
/// 2. Every format's encoding alone, from the frames in memory: milliseconds per frame and bytes.
///
/// Set FLIPBOOK_BENCH_OUT=DIR to keep the files and look at them.
func animationBench() throws {
    var scene = try SceneLoader.load(presetOrPath: "scale.linear")
    scene.viewport = Size(width: 1280, height: 720)
    scene.timeline = .sweep(from: 1, to: 2, frames: 60, curve: .easeInOut)
    let fps = 30
    let folder = NSTemporaryDirectory() + "flipbook-animation-bench-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let keep = ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_OUT"]

    // The source frames, as PNG files for ffmpeg and as pixels for PSNR (read back: the same pixels).
    let renderer = try FrameRenderer(scene: scene)
    let pngFolder = folder + "/frames"
    let paths = try FrameFiles(renderer).writeSequence(into: pngFolder, format: .png)
    let sources = try paths.map { try PNGDecoder.decode(PNGFile.read($0)) }
    print("swipe: scale.linear, 1280×720 px, \(sources.count) frames at \(fps) fps, offset 1 → 2 (easeInOut), "
          + "\(ProcessInfo.processInfo.activeProcessorCount) cores")

    var gifScene = scene, mp4Scene = scene
    gifScene.output.format = .animated(.gif)
    mp4Scene.output.format = .animated(.mp4)
    let gifRenderer = try FrameRenderer(scene: gifScene), mp4Renderer = try FrameRenderer(scene: mp4Scene)
    let reference = MP4Encoder.ffmpegPath().map { FFmpegReference(ffmpeg: $0, frames: pngFolder, framesPerSecond: fps) }
    if reference == nil { print("  ffmpeg not installed (apt-get install ffmpeg): Flipbook's figures only") }
    let files = (gif: folder + "/flipbook.gif", ffmpegGIF: folder + "/ffmpeg.gif", mp4: folder + "/flipbook.mp4", ffmpegMP4: folder + "/ffmpeg.mp4")

    // Interleaved rounds; the first is a warm-up and is not counted.
    let rounds = 5
    var times: [String: [Double]] = [:]
    func timed(_ name: String, round: Int, _ body: () throws -> Double) rethrows {
        let seconds = try body()
        if round > 0 { times[name, default: []].append(seconds) }
    }
    for round in 0...rounds {
        try timed("gif", round: round) { try seconds { try FrameFiles(gifRenderer).write(.animation(.gif), to: files.gif) } }
        if let reference {
            try timed("ffmpeg gif", round: round) { try reference.run(reference.gifArguments(output: files.ffmpegGIF)) }
            try timed("mp4", round: round) { try seconds { try FrameFiles(mp4Renderer).write(.animation(.mp4), to: files.mp4) } }
            try timed("ffmpeg mp4", round: round) { try reference.run(reference.mp4Arguments(output: files.ffmpegMP4, options: scene.output.animation.mp4)) }
        }
    }
    func bytes(_ path: String) -> [UInt8] { FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [] }
    let gifPSNR = try animationPSNR(file: bytes(files.gif), sources: sources, framesPerSecond: Double(fps))
    print("")
    print("GIF, 60 frames 1280×720              | median s (of \(rounds)) | bytes    | PSNR dB")
    print(String(format: "  Flipbook (draw + encode, render)   | %9.3f       | %8d | %6.2f", median(times["gif"] ?? []), bytes(files.gif).count, gifPSNR))
    if let reference {
        let ffmpegPSNR = try animationPSNR(file: bytes(files.ffmpegGIF), sources: sources, framesPerSecond: Double(fps))
        let timeRatio = median(times["gif"] ?? []) / median(times["ffmpeg gif"] ?? [])
        let byteRatio = Double(bytes(files.gif).count) / Double(bytes(files.ffmpegGIF).count)
        print(String(format: "  ffmpeg palettegen/paletteuse (PNGs)| %9.3f       | %8d | %6.2f", median(times["ffmpeg gif"] ?? []), bytes(files.ffmpegGIF).count, ffmpegPSNR))
        print(String(format: "  Flipbook / ffmpeg                  | %8.3f×       | %7.3f× | %+6.2f   (targets ≤ 1.0× time, ≤ 1.05× bytes, ≥ −0.5 dB)",
                     timeRatio, byteRatio, gifPSNR - ffmpegPSNR))
        let mp4PSNR = animationPSNR(shown: try reference.decodeVideo(files.mp4, width: 1280, height: 720), durations: nil, sources: sources, framesPerSecond: Double(fps))
        let ffmpegMP4PSNR = animationPSNR(shown: try reference.decodeVideo(files.ffmpegMP4, width: 1280, height: 720), durations: nil, sources: sources, framesPerSecond: Double(fps))
        let options = scene.output.animation.mp4
        print("MP4 (x264 \(options.preset), CRF \(options.crf))")
        print(String(format: "  Flipbook (draw + pipe to ffmpeg)   | %9.3f       | %8d | %6.2f", median(times["mp4"] ?? []), bytes(files.mp4).count, mp4PSNR))
        print(String(format: "  ffmpeg from the PNGs               | %9.3f       | %8d | %6.2f", median(times["ffmpeg mp4"] ?? []), bytes(files.ffmpegMP4).count, ffmpegMP4PSNR))
        print(String(format: "  Flipbook / ffmpeg                  | %8.3f×       | %7.3f× | %+6.2f",
                     median(times["mp4"] ?? []) / median(times["ffmpeg mp4"] ?? []),
                     Double(bytes(files.mp4).count) / Double(bytes(files.ffmpegMP4).count), mp4PSNR - ffmpegMP4PSNR))
    }
    if let keep {
        for path in [files.gif, files.ffmpegGIF, files.mp4, files.ffmpegMP4] where FileManager.default.fileExists(atPath: path) {
            try Data(bytes(path)).write(to: URL(fileURLWithPath: keep).appendingPathComponent((path as NSString).lastPathComponent))
        }
    }

    // Each encoder alone on the frames in memory; rounds alternate the cases, medians count.
    print("")
    print("encoding alone (frames in memory), median of 3 rounds:")
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let cases: [(name: String, format: AnimationFormat, settings: AnimationSettings, cores: Int)] = [
        ("GIF (shared palette)", .gif, AnimationSettings(), cores),
        ("GIF (shared palette), 1 core", .gif, AnimationSettings(), 1),
        ("GIF (per-frame palettes)", .gif, AnimationSettings(gif: GIFOptions(palette: .perFrame)), cores),
        ("WebP lossless", .webp, AnimationSettings(), cores),
        ("WebP quality 80", .webp, AnimationSettings(webp: WebPOptions(quality: 80)), cores),
        ("APNG (PNG level default)", .apng, AnimationSettings(), cores),
    ]
    var encodeTimes: [[Double]] = Array(repeating: [], count: cases.count)
    var outputs: [[UInt8]] = Array(repeating: [], count: cases.count)
    for _ in 0..<3 {
        for (number, item) in cases.enumerated() {
            let start = Date()
            let encoder = try makeAnimationEncoder(item.format, width: 1280, height: 720, frameCount: sources.count,
                                                   settings: item.settings, concurrency: item.cores)
            for position in encoder.firstPassFrames(frameCount: sources.count) { try encoder.addToFirstPass(sources[position]) }
            for frame in sources { try encoder.add(frame) }
            outputs[number] = try encoder.finish()
            encodeTimes[number].append(Date().timeIntervalSince(start))
        }
    }
    for (number, item) in cases.enumerated() {
        let psnr = try animationPSNR(file: outputs[number], sources: sources, framesPerSecond: Double(fps))
        print(String(format: "  %-30@ %7.2f ms/frame  %9d bytes  PSNR %6.2f dB", item.name as NSString,
                     median(encodeTimes[number]) * 1000 / Double(sources.count), outputs[number].count, psnr))
    }
    print(String(format: "  GIF encoding on %d cores vs 1: %.2f×", cores, median(encodeTimes[1]) / median(encodeTimes[0])))
    if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
        print("load average during the run: \(load.split(separator: " ").prefix(3).joined(separator: " "))")
    }
}

/// The wall time of `body`, in seconds.
private func seconds(_ body: () throws -> Any) throws -> Double {
    let start = Date()
    _ = try body()
    return Date().timeIntervalSince(start)
}
