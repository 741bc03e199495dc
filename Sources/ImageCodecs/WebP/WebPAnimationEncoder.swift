import CWebP
import FileFormats
import Problems

/// Encodes an animated WebP with libwebp's `WebPAnimEncoder`.
///
/// - **Compression.** Lossless by default (`WebPOptions.quality == nil`): every frame decodes to
///   exactly its RGBA bytes, colours under transparent pixels included (`exact`). With a quality,
///   lossy VP8 (alpha stays lossless). `WebPAnimEncoder` stores each frame as the sub-rectangle
///   that changed, blended or not, whichever is smaller, and merges identical frames into one
///   longer frame.
/// - **Timing.** Frame `k` starts at `round(1000 · k / fps)` ms; the animation ends at
///   `round(1000 · n / fps)` ms, so durations add up to the exact length.
/// - **Looping.** The ANIM chunk's loop count is the number of plays (0 = forever).
/// - libwebp runs single-threaded here, so the same frames give the same file.
package final class WebPAnimationEncoder: AnimationEncoder {
    /// Frame size in pixels.
    package let width: Int, height: Int
    private let settings: AnimationSettings
    private var encoder: OpaquePointer?
    private var config = WebPConfig()
    private var frameCount = 0

    /// An encoder for `width × height` frames with `settings.webp` and `settings.loopCount`.
    package init(width: Int, height: Int, settings: AnimationSettings) throws {
        try AnimationLimits.checkSettings(settings, for: .webp)
        try AnimationLimits.checkSize(width: width, height: height, for: .webp)
        self.width = width
        self.height = height
        self.settings = settings

        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw Problem.library("libwebp", "checking its version") }
        options.anim_params.loop_count = Int32(settings.loopCount)
        options.anim_params.bgcolor = 0 // transparent: what a viewer shows before the first frame
        options.allow_mixed = 0
        guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw Problem.library("libwebp", "starting a \(width)×\(height) animation")
        }
        self.encoder = encoder

        guard WebPConfigInit(&config) != 0 else { throw Problem.library("libwebp", "checking its version") }
        if let quality = settings.webp.quality {
            config.lossless = 0
            config.quality = Float(quality)
        } else {
            config.lossless = 1
            config.quality = 75 // for lossless: effort, with `method`
            config.exact = 1
        }
        config.method = Int32(settings.webp.method)
        config.thread_level = 0
        guard WebPValidateConfig(&config) != 0 else {
            throw Problem.library("libwebp", "checking the settings (quality \(settings.webp.quality.map { "\($0)" } ?? "lossless"), method \(settings.webp.method))")
        }
    }

    deinit {
        if let encoder { WebPAnimEncoderDelete(encoder) }
    }

    /// Encodes the next frame.
    package func add(_ frame: RGBAPixels) throws {
        guard let encoder else { throw Problem.library("libwebp", "adding a frame after the end") }
        guard frame.width == width, frame.height == height else {
            throw Problem.frameSize(width: frame.width, height: frame.height, inAnimation: width, height, format: "WebP")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw Problem.library("libwebp", "checking its version") }
        picture.width = Int32(width)
        picture.height = Int32(height)
        picture.use_argb = 1
        defer { WebPPictureFree(&picture) }
        let imported = frame.bytes.withUnsafeBufferPointer {
            WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
        }
        guard imported != 0 else { throw Problem.library("libwebp", "reading a \(width)×\(height) frame") }
        let timestamp = settings.frameStart(frameCount, unitsPerSecond: 1000)
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else {
            throw Problem.library("libwebp", "encoding frame \(frameCount + 1): \(Self.message(encoder))")
        }
        frameCount += 1
    }

    /// Ends the animation and returns the file.
    package func finish() throws -> [UInt8] {
        guard let encoder else { throw Problem.library("libwebp", "finishing twice") }
        guard frameCount > 0 else {
            throw Problem.noFrames(in: "the animation")
        }
        defer {
            WebPAnimEncoderDelete(encoder)
            self.encoder = nil
        }
        let end = settings.frameStart(frameCount, unitsPerSecond: 1000)
        guard WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else {
            throw Problem.library("libwebp", "ending the animation: \(Self.message(encoder))")
        }
        var data = WebPData()
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw Problem.library("libwebp", "assembling the file: \(Self.message(encoder))")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private static func message(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
