import ArgumentParser
import Config
import FlipbookCLI
import Problems
import SceneModel
import Transforms

/// The time-based timeline flags of `render`, `strip` and `inspect`: `--timeline FILE` and
/// `--curve-solver`; `strip` and `inspect` add `--fps` (for `render`, `--fps` is the animated file's rate).
struct TimelineArguments: ParsableArguments {
    @Option(name: FlagName.timeline.name, help: ArgumentHelp("A YAML/JSON file with `timeline:` (offsets, a sweep or a time-based script) and optionally `paging:`; see docs/MOTION.md.", valueName: "FILE"))
    var timeline: String?

    @Option(name: FlagName.curveSolver.name,
            help: ArgumentHelp("How Bézier curves are solved: exact (default) or pvview (PVView's coarse solver, to match an app frame for frame).",
                               valueName: TimingCurve.Solver.allValueStrings.joined(separator: "|")),
            completion: TimingCurve.Solver.defaultCompletionKind,
            transform: FlagValue.choice(flag: .curveSolver, noun: "a solver", fix: "use \(FlagName.curveSolver) exact or \(FlagName.curveSolver) pvview"))
    var curveSolver: TimingCurve.Solver?

    /// Refuses `--timeline` together with `--offsets` or a sweep's flags (`offsetsGiven`).
    @_optimize(none)
    func checkExclusive(offsetsGiven: Bool) throws(Problem) {
        if timeline != nil && offsetsGiven {
            throw Problem.exclusive("\(FlagName.timeline)", "\(FlagName.offsets)/\(FlagValue.sweepFlags)", bothChoose: "frames")
        }
    }

    /// `scene` with the timeline file and the solver applied.
    @_optimize(none)
    func applied(to scene: Scene) throws -> Scene {
        var scene = scene
        if let timeline { scene = try SceneLoader.applyingTimelineFile(timeline, to: scene) }
        if let curveSolver { scene.curveSolver = curveSolver }
        return scene
    }

    /// `scene` with its script sampled at `fps` (`SampleRateArguments.fps`); nil leaves it.
    @_optimize(none)
    static func applying(fps: Int?, to scene: Scene) throws -> Scene {
        var scene = scene
        if let fps {
            guard case var .script(script) = scene.timeline else {
                throw Problem(.conflict, "\(FlagName.sampleRate) \(fps) needs a time-based timeline", fix: "give \(FlagName.timeline) FILE or a config whose timeline has steps")
            }
            script.fps = fps
            scene.timeline = .script(script)
            // Too many frames at this rate is `timeline.fps`'s problem, which `flag(forSetting:)` names --fps.
            _ = try scene.timelineFrames()
        }
        return scene
    }

}

/// `--fps N` of `strip` and `inspect`: the rate a time-based timeline is sampled at, declared once
/// (`render`'s `--fps` is the animated file's rate, in `AnimationArguments`).
struct SampleRateArguments: ParsableArguments {
    // `.unconditional` so that a negative rate reaches the range check and its message.
    @Option(name: FlagName.sampleRate.name, parsing: .unconditional, help: ArgumentHelp("Samples per second of a time-based timeline (1…240).", valueName: "N"), transform: Self.rate)
    var fps: Int?

    /// A whole number in `TimelineScript.fpsRange` (1…240), the config key's range.
    private static let rate: FlagValue.Reader<Int> = FlagValue.reader { text throws(Problem) in
        guard let value = Int(text), TimelineScript.fpsRange.contains(value) else {
            throw Problem(.outOfRange, "\(FlagName.sampleRate) \(text) is not a frame rate of 1…240", fix: "e.g. \(FlagName.sampleRate) 60")
        }
        return value
    }

    /// `--fps` for the config key `timeline.fps` when it was given, so a timeline too long at
    /// that rate says `lower --fps`.
    @_optimize(none)
    func flag(forSetting key: String) -> String? {
        key == FlagName.sampleRate.setting && fps != nil ? "\(FlagName.sampleRate)" : nil
    }
}
