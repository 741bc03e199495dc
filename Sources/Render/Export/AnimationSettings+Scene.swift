import FileFormats
import ImageCodecs
import SceneModel

extension AnimationFormat {
    /// The encoder of an animated output format; `nil` for PNG and SVG.
    public init?(_ format: OutputOptions.Format) {
        switch format {
        case .png, .svg: return nil
        case .gif: self = .gif
        case .webp: self = .webp
        case .apng: self = .apng
        case .mp4: self = .mp4
        }
    }
}

/// The two frame rates of an animated export: the rate the timeline's frames were made at and
/// the rate the file plays at.
///
/// - `output`: `AnimationOptions.framesPerSecond` when given; otherwise the timeline's rate
///   (`timelineFPS`, for time-based timelines) or `AnimationOptions.defaultFramesPerSecond`,
///   lowered to the format's maximum (GIF: 50 fps).
/// - `source`: the timeline's rate; offset lists and sweeps have none and play at `output`.
/// When they differ the frames are resampled (`resampledFrameIndices`).
public struct AnimationTiming: Hashable, Sendable {
    /// Frames per second of the timeline's frames.
    public var source: Double
    /// Frames per second of the file.
    public var output: Double

    /// Rates given directly.
    public init(source: Double, output: Double) {
        self.source = source
        self.output = output
    }

    /// The rates for `options` and a timeline made at `timelineFPS` (`nil`: no times), in `format`.
    public init(_ options: AnimationOptions, timelineFPS: Double?, format: AnimationFormat) {
        output = options.framesPerSecond
            ?? Swift.min(timelineFPS ?? AnimationOptions.defaultFramesPerSecond, format.maximumFramesPerSecond)
        source = timelineFPS ?? output
    }
}

extension AnimationSettings {
    /// The encoders' settings for a scene's `AnimationOptions`, playing at `framesPerSecond`.
    public init(_ options: AnimationOptions, framesPerSecond: Double) {
        self.init(framesPerSecond: framesPerSecond, loopCount: options.loopCount,
                  gif: GIFOptions(dithering: options.dithering, palette: options.palette == .shared ? .shared : .perFrame),
                  webp: WebPOptions(quality: options.quality))
    }
}
