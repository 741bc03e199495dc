/// How an animation plays and how each format encodes it.
public struct AnimationSettings: Hashable, Sendable {
    /// Frames per second: frame `k` shows from `k / fps` to `(k + 1) / fps` seconds.
    /// In `0 < fps ≤ 240`.
    public var framesPerSecond: Double
    /// How many times the animation plays: 0 plays it forever (the default), 1 once, and so on.
    public var loopCount: Int
    /// GIF quantization and frame-difference choices.
    public var gif: GIFOptions
    /// WebP compression.
    public var webp: WebPOptions
    /// H.264 compression.
    public var mp4: MP4Options
    /// APNG compression effort (the still PNG writer's levels; every level writes the same pixels).
    public var pngLevel: PNGLevel

    /// Settings at `framesPerSecond`, looping forever, with each format's defaults.
    public init(framesPerSecond: Double = AnimationSettings.defaultFramesPerSecond, loopCount: Int = 0,
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
    public static let defaultFramesPerSecond = 30.0
    /// The highest frame rate accepted, as for time-based timelines.
    public static let maximumFramesPerSecond = 240.0
    /// The highest loop count GIF, APNG and WebP store (a 16-bit field).
    public static let maximumLoopCount = 65535

    /// The start of frame `index`, in whole units of `1 / unitsPerSecond` s: `index / fps` rounded
    /// to the nearest unit (halves up). Durations taken as differences of starts add up to the
    /// exact length of the animation instead of drifting by a rounding per frame.
    public func frameStart(_ index: Int, unitsPerSecond: Double) -> Int {
        Int((Double(index) * unitsPerSecond / framesPerSecond).rounded(.toNearestOrAwayFromZero))
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

    /// Floyd–Steinberg dithering strength in `0…1` (libimagequant's `liq_set_dithering_level`):
    /// 0 maps each pixel to its nearest colour (bands on soft shadows), 1 is full dithering.
    /// libimagequant dithers flat areas only, never edges, and keeps an unchanged pixel's previous
    /// colour when that is as close, so the dither of still areas does not crawl.
    public var dithering: Double
    /// Shared or per-frame colour tables.
    public var palette: Palette
    /// libimagequant's speed, 1 (slowest, best) … 10 (fastest); 4 is its default trade-off.
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
