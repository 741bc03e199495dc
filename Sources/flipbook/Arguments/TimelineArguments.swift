import ArgumentParser
import Config
import SceneModel
import Transforms

/// The time-based timeline flags of `render`, `strip` and `inspect`: `--timeline FILE` and
/// `--curve-solver`; `strip` and `inspect` add `--fps` (for `render`, `--fps` is the animated file's rate).
struct TimelineArguments: ParsableArguments {
    @Option(help: ArgumentHelp("A YAML/JSON file with `timeline:` (offsets, a sweep or a time-based script) and optionally `paging:`; see docs/MOTION.md.", valueName: "FILE"))
    var timeline: String?

    @Option(name: .customLong("curve-solver"), help: ArgumentHelp("How Bézier curves are solved: exact (default) or pvview (PVView's coarse solver, to match an app frame for frame).", valueName: "exact|pvview"))
    var curveSolver: String?

    /// Refuses `--timeline` together with `--offsets` or a sweep's flags.
    func checkExclusive(offsets: String?, sweep: [String?]) throws(FlagError) {
        if timeline != nil && (offsets != nil || sweep.contains { $0 != nil }) {
            throw FlagError("--timeline and --offsets/--from/--to/--frames/--curve both choose the frames", fix: "give one or the other")
        }
    }

    /// `scene` with the timeline file and the solver applied.
    func applied(to scene: Scene) throws -> Scene {
        var scene = scene
        if let timeline { scene = try SceneLoader.applyingTimelineFile(timeline, to: scene) }
        if let curveSolver {
            guard let solver = TimingCurve.Solver(rawValue: curveSolver.lowercased()) else {
                throw FlagError("--curve-solver \(curveSolver) is not a solver", fix: "use --curve-solver exact or --curve-solver pvview")
            }
            scene.curveSolver = solver
        }
        return scene
    }

    /// `scene` with its script sampled at `fps` (already read by `SampleRateArguments.value()`); nil leaves it.
    static func applying(fps: Int?, to scene: Scene) throws -> Scene {
        var scene = scene
        if let fps {
            guard case var .script(script) = scene.timeline else {
                throw FlagError("--fps \(fps) needs a time-based timeline", fix: "give --timeline FILE or a config whose timeline has steps")
            }
            script.fps = fps
            scene.timeline = .script(script)
            do {
                _ = try scene.timelineFrames()
            } catch let error as FlagError {
                throw FlagError("--fps \(fps): \(error.message)", fix: "lower --fps or shorten the timeline")
            }
        }
        return scene
    }

}

/// `--fps N` of `strip` and `inspect`: the rate a time-based timeline is sampled at, declared once
/// (`render`'s `--fps` is the animated file's rate, in `AnimationArguments`).
struct SampleRateArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Samples per second of a time-based timeline (1…240).", valueName: "N"))
    var fps: String?

    /// The rate given, read: a whole number in 1…240; nil when not given.
    func value() throws(FlagError) -> Int? {
        guard let fps else { return nil }
        guard let value = Int(fps), TimelineScript.fpsRange.contains(value) else {
            throw FlagError("--fps \(fps) is not a frame rate of 1…240", fix: "e.g. --fps 60")
        }
        return value
    }
}
