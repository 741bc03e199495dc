// Encoding animated files: time per frame and bytes for each format on one swipe.
import FileFormats
import Foundation
import ImageCodecs
import Render
import SceneModel
import Transforms

/// `flipbook-bench animation`: a 1280×720, 60-frame swipe (5 cards with shadows, scale.linear,
/// offset 1 → 2 ease-in-out at 30 fps) drawn once, then encoded as GIF, WebP (lossless and
/// quality 80), APNG and MP4 (when ffmpeg is installed): milliseconds per frame and file size.
/// Set FLIPBOOK_BENCH_OUT=DIR to keep the files and look at them.
func animationBench() throws {
    var scene = Scene(name: "scale.linear", viewport: Size(width: 1280, height: 720),
                      cardPlacement: .size(Size(width: 360, height: 480)), itemCount: 5,
                      effect: .scale(.layout(.linear)))
    scene.timeline = .sweep(from: 1, to: 2, frames: 60, curve: .easeInOut)
    let renderer = try FrameRenderer(scene: scene)
    let offsets = try scene.timeline.validatedOffsets()
    let drawStart = Date()
    let frames = try offsets.map { try renderer.rgbaFrame(offset: $0) }
    let drawSeconds = Date().timeIntervalSince(drawStart)
    print("swipe: 1280×720 px, \(frames.count) frames at 30 fps, \(scene.name) offset 1 → 2 (easeInOut)")
    print(String(format: "  %-28@ %8.2f ms/frame", "draw + convert to RGBA" as NSString, drawSeconds * 1000 / Double(frames.count)))
    let keep = ProcessInfo.processInfo.environment["FLIPBOOK_BENCH_OUT"]
    var cases: [(name: String, file: String, format: AnimationFormat, settings: AnimationSettings)] = [
        ("GIF (shared palette)", "swipe.gif", .gif, AnimationSettings()),
        ("GIF (per-frame palettes)", "swipe-per-frame.gif", .gif, AnimationSettings(gif: GIFOptions(palette: .perFrame))),
        ("WebP lossless", "swipe.webp", .webp, AnimationSettings()),
        ("WebP quality 80", "swipe-q80.webp", .webp, AnimationSettings(webp: WebPOptions(quality: 80))),
        ("APNG (PNG level default)", "swipe.png", .apng, AnimationSettings()),
    ]
    if MP4Encoder.ffmpegPath() != nil {
        cases.append(("MP4 (ffmpeg, CRF 18)", "swipe.mp4", .mp4, AnimationSettings()))
    } else {
        print("  MP4: ffmpeg not installed (apt-get install ffmpeg), skipped")
    }
    for item in cases {
        let start = Date()
        let encoder = try makeAnimationEncoder(item.format, width: 1280, height: 720, frameCount: frames.count, settings: item.settings)
        if encoder.needsFirstPass { for frame in frames { try encoder.addToFirstPass(frame) } }
        for frame in frames { try encoder.add(frame) }
        let bytes = try encoder.finish()
        let seconds = Date().timeIntervalSince(start)
        print(String(format: "  %-28@ %8.2f ms/frame  %9d bytes (%.1f KB/frame)", item.name as NSString,
                     seconds * 1000 / Double(frames.count), bytes.count, Double(bytes.count) / 1024 / Double(frames.count)))
        if let keep { try Data(bytes).write(to: URL(fileURLWithPath: keep).appendingPathComponent(item.file)) }
    }
}
