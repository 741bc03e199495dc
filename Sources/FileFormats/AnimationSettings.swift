/// How an animation plays and how each format encodes it: a scene's `output` settings for animated
/// files (`output.fps`, `output.loop`, `output.quality`, `output.dithering`, `output.palette`,
/// `output.pngLevel`) and what the encoders take.
public struct AnimationSettings: Hashable, Sendable {
    /// Frames per second: frame `k` shows from `k / fps` to `(k + 1) / fps` seconds, in
    /// `0 < fps ≤ 240`. `nil`: a scene's animation plays at its timeline's own rate, or at
    /// `defaultFramesPerSecond` for offset lists and sweeps, which have no times (their frames are
    /// played one per 1/fps s); an encoder given `nil` plays at `defaultFramesPerSecond`. GIF stops
    /// at 50 fps. A timeline made at another rate is resampled: frames are repeated or dropped and
    /// the length is kept.
    public var framesPerSecond: Double?
    /// How many times the animation plays: 0 plays it forever (the default), 1 once, and so on.
    /// MP4 ignores it.
    public var loopCount: Int
    /// GIF quantization and frame-difference choices.
    public var gif: GIFOptions
    /// WebP compression.
    public var webp: WebPOptions
    /// H.264 compression.
    public var mp4: MP4Options
    /// PNG compression effort, of APNG frames and of a scene's still PNG frames and strips (every
    /// level writes the same pixels).
    public var pngLevel: PNGLevel

    /// Settings looping forever, with each format's defaults, at `framesPerSecond` (`nil`: the
    /// timeline's rate, or `defaultFramesPerSecond`).
    public init(framesPerSecond: Double? = nil, loopCount: Int = 0,
                gif: GIFOptions = GIFOptions(), webp: WebPOptions = WebPOptions(), mp4: MP4Options = MP4Options(),
                pngLevel: PNGLevel = .default) {
        self.framesPerSecond = framesPerSecond
        self.loopCount = loopCount
        self.gif = gif
        self.webp = webp
        self.mp4 = mp4
        self.pngLevel = pngLevel
    }

    /// The frame rate of timelines that have no times (offset lists and sweeps): 30 fps.
    package static let defaultFramesPerSecond = 30.0
    /// The highest frame rate accepted, as for time-based timelines.
    package static let maximumFramesPerSecond = 240.0
    /// The highest loop count GIF, APNG and WebP store (a 16-bit field).
    package static let maximumLoopCount = 65535

    /// The rate the file plays at: `framesPerSecond`, or `defaultFramesPerSecond` when it is `nil`.
    package var playbackFramesPerSecond: Double { framesPerSecond ?? Self.defaultFramesPerSecond }

    /// These settings playing at `framesPerSecond`.
    package func playing(at framesPerSecond: Double) -> AnimationSettings {
        var settings = self
        settings.framesPerSecond = framesPerSecond
        return settings
    }

    /// The start of frame `index`, in whole units of `1 / unitsPerSecond` s: `index / fps` rounded
    /// to the nearest unit (halves up). Durations taken as differences of starts add up to the
    /// exact length of the animation instead of drifting by a rounding per frame.
    package func frameStart(_ index: Int, unitsPerSecond: Double) -> Int {
        Int((Double(index) * unitsPerSecond / playbackFramesPerSecond).rounded(.toNearestOrAwayFromZero))
    }
}

/// How GIF frames get their 256 colours.
public struct GIFOptions: Hashable, Sendable {
    /// Which frames share a colour table.
    public enum Palette: String, CaseIterable, Hashable, Sendable {
        /// One global table built from the colours of every frame: no colour shifts between
        /// frames, at the cost of a first pass over the frames.
        case shared
        /// A table per frame (over the frame's changed rectangle): more colours in all,
        /// 768 bytes more per frame.
        case perFrame = "per-frame"
    }

    /// Floyd–Steinberg dithering strength in `0…1`: 0 maps each pixel to its nearest colour
    /// (bands on soft shadows), 1 is full dithering. Only pixels whose colour is missing from the
    /// palette are dithered (never flat areas or edges drawn in palette colours), and a pixel that
    /// does not change keeps its previous colour, so the dither of still areas does not crawl.
    public var dithering: Double
    /// Shared or per-frame colour tables.
    public var palette: Palette
    /// libimagequant's speed choosing the palette, 1 (slowest, best) … 10 (fastest); 4 is its default trade-off.
    public var speed: Int

    /// Full dithering, one shared palette, speed 4.
    public init(dithering: Double = 1, palette: Palette = .shared, speed: Int = 4) {
        self.dithering = dithering
        self.palette = palette
        self.speed = speed
    }
}

/// How WebP frames are compressed.
public struct WebPOptions: Hashable, Sendable {
    /// `nil` for lossless (the default: frames decode to exactly their pixels); otherwise lossy
    /// VP8 at this quality, 0 (smallest) … 100 (best).
    public var quality: Double?
    /// libwebp's `method`, 0 (fastest) … 6 (smallest); 4 is its default.
    public var method: Int

    /// Lossless at method 4.
    public init(quality: Double? = nil, method: Int = 4) {
        self.quality = quality
        self.method = method
    }
}

/// How the MP4 is compressed by x264.
public struct MP4Options: Hashable, Sendable {
    /// x264's constant rate factor, 0 (lossless) … 51 (worst); 18 is visually lossless for
    /// flat-coloured cards.
    public var crf: Int
    /// x264's preset, e.g. `medium` (its default) or `slow`.
    public var preset: String

    /// CRF 18, preset medium.
    public init(crf: Int = 18, preset: String = "medium") {
        self.crf = crf
        self.preset = preset
    }
}
