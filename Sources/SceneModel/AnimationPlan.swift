import FileFormats
import Problems

/// How a scene's timeline becomes one animated file: the one recipe that `flipbook render`, the
/// designer's export and `assertSnapshot(of:as: .flipbookAnimation(…))` all follow, for animated
/// files and animated SVG alike.
///
/// - `offsets`: the timeline's offsets, checked (`Scene.validatedOffsets()`).
/// - `timing`: the rate the offsets were made at and the rate the file plays at (`AnimationTiming`).
/// - `settings`: the animation settings the encoder takes, playing at `timing.output`.
/// - `frameOrder`: which offset each frame of the file shows, `resampledFrameIndices(count:from:to:)`
///   of the two rates (frames repeated or dropped, the length kept).
package struct AnimationPlan: Hashable, Sendable {
    /// The timeline's offsets, in pages.
    package var offsets: [Double]
    /// The two frame rates.
    package var timing: AnimationTiming
    /// The encoder's settings, playing at `timing.output`.
    package var settings: AnimationSettings
    /// The index into `offsets` of each frame of the file, in order.
    package var frameOrder: [Int]

    /// A plan for `offsets` made at `sourceFPS` and played with `settings` (at
    /// `settings.playbackFramesPerSecond`), as a scene's plan would be.
    package init(offsets: [Double], sourceFPS: Double, settings: AnimationSettings) {
        self.init(offsets: offsets, timing: AnimationTiming(source: sourceFPS, output: settings.playbackFramesPerSecond),
                  settings: settings)
    }

    fileprivate init(offsets: [Double], timing: AnimationTiming, settings: AnimationSettings) {
        self.offsets = offsets
        self.timing = timing
        self.settings = settings.playing(at: timing.output)
        frameOrder = resampledFrameIndices(count: offsets.count, from: timing.source, to: timing.output)
    }

    /// Frames in the file (before identical neighbours are joined).
    package var frameCount: Int { frameOrder.count }
    /// The file's length in seconds.
    package var duration: Double { Double(frameCount) / timing.output }
}

extension Scene {
    /// The plan for this scene's timeline as one `format` file, played with `settings` (default:
    /// the scene's `output.animation`).
    ///
    /// - Throws: A `Problem` when the timeline cannot be drawn (`validatedOffsets()`), or when the
    ///   frame rate is not a positive number.
    package func animationPlan(_ format: AnimationFormat, settings: AnimationSettings? = nil) throws -> AnimationPlan {
        try animationPlan(settings: settings ?? output.animation, maximumFramesPerSecond: format.maximumFramesPerSecond)
    }

    /// The plan for this scene's timeline as one animated SVG: as for a file, with no format's
    /// frame-rate limit.
    package func animatedSVGPlan() throws -> AnimationPlan {
        try animationPlan(settings: output.animation, maximumFramesPerSecond: .infinity)
    }

    private func animationPlan(settings: AnimationSettings, maximumFramesPerSecond: Double) throws -> AnimationPlan {
        let offsets = try validatedOffsets()
        let timing = AnimationTiming(settings, timelineFPS: timelineFPS, maximumFramesPerSecond: maximumFramesPerSecond)
        guard timing.source.isFinite, timing.source > 0, timing.output.isFinite, timing.output > 0 else {
            throw Problem(.outOfRange, "the frame rate \(timing.output) is not positive", fix: "give a frame rate such as 30",
                          setting: "output.fps")
        }
        return AnimationPlan(offsets: offsets, timing: timing, settings: settings)
    }
}
