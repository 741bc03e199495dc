import ArgumentParser

/// One command-line flag, declared once: the long name ArgumentParser matches and help shows
/// (`name`), the spelling messages quote (`"\(FlagName.scale)"` is `--scale`) and the setting it stands
/// for, if any. Every `@Option` and `@Flag` that another place names takes its `name:` from here,
/// every `FlagValue` reader its message's flag, and `SettingFlags` its map from settings to flags,
/// so renaming a flag is one edit.
struct FlagName: Hashable, Sendable, CustomStringConvertible {
    /// The long name without its dashes: `corner-radius`.
    let long: String
    /// The setting this flag stands for in a library's `Problem` (`\(setting: "card.cornerRadius")`),
    /// or nil when no library names it.
    let setting: String?

    @_optimize(none)
    init(_ long: String, setting: String? = nil) {
        self.long = long
        self.setting = setting
    }

    /// `--corner-radius`, as help and messages spell it.
    var description: String { "--" + long }

    /// The name for `@Option(name:)` and `@Flag(name:)`.
    var name: NameSpecification { .customLong(long) }
}

extension FlagName {
    // The scene: settings a config file also sets, named by flag where `SettingFlags` says so.
    /// `--viewport WxH`: the collection view's size.
    static let viewport = FlagName("viewport", setting: "viewport")
    /// `--scale S`: pixels per point.
    static let scale = FlagName("scale", setting: "output.scale")
    /// `--card WxH`: the card's size.
    static let card = FlagName("card", setting: "card.size")
    /// `--items N`.
    static let items = FlagName("items", setting: "itemCount")
    /// `--visible K`: upstream's numberOfVisibleItems.
    static let visible = FlagName("visible", setting: "numberOfVisibleItems")
    /// `--corner-radius R`.
    static let cornerRadius = FlagName("corner-radius", setting: "card.cornerRadius")
    /// `--background '#RRGGBB'`.
    static let background = FlagName("background")
    /// `--offsets o1,o2,…`: the timeline as offsets.
    static let offsets = FlagName("offsets", setting: "timeline")
    /// `--from A` of a sweep.
    static let from = FlagName("from", setting: "timeline.from")
    /// `--to B` of a sweep.
    static let to = FlagName("to", setting: "timeline.to")
    /// `--frames N` of a sweep.
    static let frames = FlagName("frames", setting: "timeline.frames")
    /// `--curve NAME` of a sweep.
    static let curve = FlagName("curve")
    /// `--timeline FILE`.
    static let timeline = FlagName("timeline")
    /// `--curve-solver exact|pvview`.
    static let curveSolver = FlagName("curve-solver")
    /// `--fps N` of strip and inspect: the rate a time-based timeline is sampled at.
    static let sampleRate = FlagName("fps", setting: "timeline.fps")
    /// `--format`: the output format.
    static let format = FlagName("format")
    /// `--png-level fast|default|small`.
    static let pngLevel = FlagName("png-level")
    /// `--no-shadow`.
    static let noShadow = FlagName("no-shadow")
    /// `--no-text`.
    static let noText = FlagName("no-text")
    /// `flipbook code --swiftui`: the SwiftUI flavour of the code.
    static let swiftUI = FlagName("swiftui")
    /// `flipbook code --project FOLDER`: an app project instead of the code.
    static let project = FlagName("project")

    /// The scene flags whose settings a library's problem may name: the flag is named where the
    /// user gave it or the scene is a built-in preset (`SceneArguments.flag(forSetting:given:sceneArgument:)`).
    static let sceneSettings: [FlagName] = [viewport, card, items, visible, scale, cornerRadius, offsets, from, to, frames]

    // Outputs and the command's own settings, always named by their flags.
    /// `--out FILE|DIR`.
    static let out = FlagName("out", setting: "out")
    /// `--columns N` of a strip.
    static let columns = FlagName("columns", setting: "columns")
    /// `--overwrite` of render.
    static let overwrite = FlagName("overwrite", setting: "overwrite")
    /// `--record MODE` of check.
    static let record = FlagName("record", setting: "record")
    /// `--goldens DIR`.
    static let goldens = FlagName("goldens", setting: "goldens")
    /// `--list` of review.
    static let list = FlagName("list")
    /// `--accept FOLDER/FRAME…` of review.
    static let accept = FlagName("accept")
    /// `--accept-all` of review.
    static let acceptAll = FlagName("accept-all")
    /// `--force` of review.
    static let force = FlagName("force", setting: "force")
    /// `--max-diff-pixels N` of compare and check.
    static let maxDiffPixels = FlagName("max-diff-pixels")
    /// `--max-diff-ratio R` of compare and check.
    static let maxDiffRatio = FlagName("max-diff-ratio", setting: "maxDiffRatio")
    /// `--threshold T` of compare and check (`PixelmatchOptions.threshold`).
    static let threshold = FlagName("threshold", setting: "threshold")
    /// `--alpha A` of compare (`PixelmatchOptions.alpha`).
    static let alpha = FlagName("alpha", setting: "alpha")

    // The other commands' flags that a reader or a message names.
    /// `--shard i/n` of check.
    static let shard = FlagName("shard")
    /// `--jobs N` of check.
    static let jobs = FlagName("jobs")
    /// `--pixelmatch-version 6|7` of compare and check.
    static let pixelmatchVersion = FlagName("pixelmatch-version")
    /// `--diff FILE` of compare.
    static let diff = FlagName("diff")
    /// `--diff-color R,G,B` of compare.
    static let diffColor = FlagName("diff-color")
    /// `--diff-color-alt R,G,B` of compare.
    static let diffColorAlt = FlagName("diff-color-alt")
    /// `--aa-color R,G,B` of compare.
    static let aaColor = FlagName("aa-color")
    /// `--port N` of the designer and the review.
    static let port = FlagName("port")
    /// `--host ADDRESS` of the designer and the review.
    static let host = FlagName("host")
    /// `--interval SECONDS` of watch.
    static let interval = FlagName("interval")
    /// `--fps FPS` of render: an animated file's rate.
    static let animationRate = FlagName(sampleRate.long)
    /// `--loop N` of render.
    static let loop = FlagName("loop")
    /// `--quality Q` of render (WebP).
    static let quality = FlagName("quality")
    /// `--dither D` of render (GIF).
    static let dither = FlagName("dither")
    /// `--palette shared|per-frame` of render (GIF).
    static let palette = FlagName("palette")
    /// `--svg-raster-scale K` of render.
    static let svgRasterScale = FlagName("svg-raster-scale")
    /// `--animated` of render.
    static let animated = FlagName("animated")

    /// `--kind pixels|layout|both` of check.
    static let kind = FlagName("kind")
    /// `--tolerance-points P` of check: how far a layout may move, in points.
    static let tolerancePoints = FlagName("tolerance-points", setting: "layoutTolerance.points")
    /// `--tolerance-degrees D` of check: how far a layout may turn, in degrees.
    static let toleranceDegrees = FlagName("tolerance-degrees", setting: "layoutTolerance.degrees")
    /// `--tolerance-alpha A` of check: how far a layout's alpha may change.
    static let toleranceAlpha = FlagName("tolerance-alpha", setting: "layoutTolerance.alpha")
    /// `--tolerance-scale S` of check: how far a layout's scale factors may change.
    static let toleranceScale = FlagName("tolerance-scale", setting: "layoutTolerance.scale")

    /// Settings only the command line has (a library function's parameter, no config key), always
    /// named by their flags, whatever the command.
    static let commandSettings: [FlagName] = [columns, overwrite, record, out, goldens, maxDiffRatio,
                                              tolerancePoints, toleranceDegrees, toleranceAlpha, toleranceScale]
}
