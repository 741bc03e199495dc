import FileFormats

/// The two frame rates of an animated export: the rate the timeline's frames were made at and
/// the rate the file plays at.
///
/// - `output`: `AnimationSettings.framesPerSecond` when given; otherwise the timeline's rate
///   (`timelineFPS`, for time-based timelines) or `AnimationSettings.defaultFramesPerSecond`,
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
    public init(_ options: AnimationSettings, timelineFPS: Double?, format: AnimationFormat) {
        self.init(options, timelineFPS: timelineFPS, maximumFramesPerSecond: format.maximumFramesPerSecond)
    }

    /// The rates for `options` and a timeline made at `timelineFPS`, the output's rate lowered to
    /// `maximumFramesPerSecond` when `options` gives none (an animated SVG has no maximum).
    public init(_ options: AnimationSettings, timelineFPS: Double?, maximumFramesPerSecond: Double) {
        output = options.framesPerSecond ?? Swift.min(timelineFPS ?? AnimationSettings.defaultFramesPerSecond, maximumFramesPerSecond)
        source = timelineFPS ?? output
    }
}
