import FileFormats
import Foundation

/// Encodes frames, in order, into one animated file.
///
/// Frame `k` (counting from 0) shows from `k / fps` to `(k + 1) / fps` seconds. Consecutive frames
/// with identical pixels become one frame shown for their summed time (MP4 keeps every frame: its
/// frame rate is constant). Encoders that need to see some frames before writing any (a GIF
/// with one shared palette, chosen from a sample of the frames) name them with
/// `firstPassFrames(frameCount:)`; the caller then hands those frames, in order, to
/// `addToFirstPass` before the first `add`.
package protocol AnimationEncoder: AnyObject {
    /// The positions (from 0, increasing, below `frameCount`) of the frames `addToFirstPass`
    /// must see before the first `add`, for an animation of `frameCount` frames; empty when the
    /// encoder needs no first pass.
    func firstPassFrames(frameCount: Int) -> [Int]
    /// Sees a frame named by `firstPassFrames` (e.g. to collect its colours).
    func addToFirstPass(_ frame: RGBAPixels) throws
    /// Encodes the next frame.
    func add(_ frame: RGBAPixels) throws
    /// Ends the animation and returns the file's bytes. Call once, after the last `add`.
    func finish() throws -> [UInt8]
}

extension AnimationEncoder {
    /// No first pass.
    package func firstPassFrames(frameCount: Int) -> [Int] { [] }
    /// Nothing to collect.
    package func addToFirstPass(_ frame: RGBAPixels) throws {}
}

/// A new encoder of `format` for frames of `width × height` pixels, after checking the request
/// against `AnimationLimits` for `frameCount` frames. Encoders that can (GIF) work on up to
/// `concurrency` threads; the file does not depend on it.
package func makeAnimationEncoder(_ format: AnimationFormat, width: Int, height: Int, frameCount: Int,
                                 settings: AnimationSettings,
                                 concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> any AnimationEncoder {
    try AnimationLimits.check(format, width: width, height: height, frameCount: frameCount, settings: settings)
    switch format {
    case .gif: return try GIFEncoder(width: width, height: height, settings: settings, concurrency: concurrency)
    case .webp: return try WebPAnimationEncoder(width: width, height: height, settings: settings)
    case .apng: return try APNGEncoder(width: width, height: height, settings: settings)
    case .mp4: return try MP4Encoder(width: width, height: height, settings: settings)
    }
}

extension AnimationFormat {
    /// The frames an encoder of this format with `settings` names in `firstPassFrames(frameCount:)`
    /// (a GIF's palette sample), known before one is made, for memory estimates.
    package func firstPassFrames(frameCount: Int, settings: AnimationSettings) -> [Int] {
        self == .gif ? GIFEncoder.firstPassFrames(frameCount: frameCount, settings: settings) : []
    }
}
