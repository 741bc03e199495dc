/// How an animated output (`gif`, `webp`, `mp4`) plays and is compressed. Frames and strips
/// ignore it. Every field has a config key under `output` and a `render` flag.
public struct AnimationOptions: Hashable, Sendable {
    /// Which GIF frames share a colour table.
    public enum Palette: String, CaseIterable, Hashable, Sendable {
        /// One table for every frame (no colour shifts between frames).
        case shared
        /// A table per frame.
        case perFrame = "per-frame"
    }

    /// Frames per second of the file, in `0 < fps ≤ 240`. `nil`: the timeline's own rate, or
    /// `defaultFramesPerSecond` for offset lists and sweeps, which have no times (their frames
    /// are played one per 1/fps s); GIF stops at 50 fps. A timeline made at another rate is
    /// resampled: frames are repeated or dropped and the length is kept.
    public var framesPerSecond: Double?
    /// How many times the animation plays: 0 (the default) plays it forever. MP4 ignores it.
    public var loopCount: Int
    /// WebP only: `nil` is lossless (the default), `0…100` lossy at that quality.
    public var quality: Double?
    /// GIF only: Floyd–Steinberg dithering strength in `0…1` (default 1); 0 bands soft shadows.
    public var dithering: Double
    /// GIF only: shared (the default) or per-frame colour tables.
    public var palette: Palette

    /// Looping forever at the timeline's rate, lossless WebP, fully dithered GIF with one palette.
    public init(framesPerSecond: Double? = nil, loopCount: Int = 0, quality: Double? = nil,
                dithering: Double = 1, palette: Palette = .shared) {
        self.framesPerSecond = framesPerSecond
        self.loopCount = loopCount
        self.quality = quality
        self.dithering = dithering
        self.palette = palette
    }

    /// The rate of offset lists and sweeps in an animated file: 30 fps.
    public static let defaultFramesPerSecond = 30.0
}
