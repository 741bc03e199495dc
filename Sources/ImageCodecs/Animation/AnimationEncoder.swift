import FileFormats

/// Encodes frames, in order, into one animated file.
///
/// Frame `k` (counting from 0) shows from `k / fps` to `(k + 1) / fps` seconds. Consecutive frames
/// with identical pixels become one frame shown for their summed time (MP4 keeps every frame: its
/// frame rate is constant). Encoders that need to see every frame before writing any (a GIF
/// with one shared palette) say so with `needsFirstPass`; the caller then feeds all frames to
/// `addToFirstPass` before the first `add`.
public protocol AnimationEncoder: AnyObject {
    /// True when every frame must go through `addToFirstPass` before `add`.
    var needsFirstPass: Bool { get }
    /// Sees a frame in the first pass (e.g. to collect its colours).
    func addToFirstPass(_ frame: RGBAPixels) throws
    /// Encodes the next frame.
    func add(_ frame: RGBAPixels) throws
    /// Ends the animation and returns the file's bytes. Call once, after the last `add`.
    func finish() throws -> [UInt8]
}

extension AnimationEncoder {
    /// No first pass.
    public var needsFirstPass: Bool { false }
    /// Nothing to collect.
    public func addToFirstPass(_ frame: RGBAPixels) throws {}
}

/// A new encoder of `format` for frames of `width × height` pixels, after checking the request
/// against `AnimationLimits` for `frameCount` frames.
public func makeAnimationEncoder(_ format: AnimationFormat, width: Int, height: Int, frameCount: Int,
                                 settings: AnimationSettings) throws -> any AnimationEncoder {
    try AnimationLimits.check(format, width: width, height: height, frameCount: frameCount, settings: settings)
    switch format {
    case .gif: return try GIFEncoder(width: width, height: height, settings: settings)
    case .webp: return try WebPAnimationEncoder(width: width, height: height, settings: settings)
    case .apng: return try APNGEncoder(width: width, height: height, settings: settings)
    case .mp4: return try MP4Encoder(width: width, height: height, settings: settings)
    }
}
