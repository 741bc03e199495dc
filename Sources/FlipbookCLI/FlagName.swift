import ArgumentParser

/// One command-line flag, declared once: the long name ArgumentParser matches and help shows
/// (`name`), the spelling messages quote (`"\(FlagName.scale)"` is `--scale`) and the setting it stands
/// for, if any. Every `@Option` and `@Flag` that another place names takes its `name:` from here,
/// every `FlagValue` reader its message's flag, and `SettingFlags` its map from settings to flags,
/// so renaming a flag is one edit.
package struct FlagName: Hashable, Sendable, CustomStringConvertible {
    /// The long name without its dashes: `corner-radius`.
    package let long: String
    /// The setting this flag stands for in a library's `Problem` (`\(setting: "card.cornerRadius")`),
    /// or nil when no library names it.
    package let setting: String?

    @_optimize(none)
    package init(_ long: String, setting: String? = nil) {
        self.long = long
        self.setting = setting
    }

    /// `--corner-radius`, as help and messages spell it.
    package var description: String { "--" + long }

    /// The name for `@Option(name:)` and `@Flag(name:)`.
    package var name: NameSpecification { .customLong(long) }
}

extension FlagName {
    // The scene: settings a config file also sets, named by flag where `SettingFlags` says so.
    /// `--viewport WxH`: the collection view's size.
    package static let viewport = FlagName("viewport", setting: "viewport")
    /// `--scale S`: pixels per point.
    package static let scale = FlagName("scale", setting: "output.scale")
    /// `--card WxH`: the card's size.
    package static let card = FlagName("card", setting: "card.size")
    /// `--items N`.
    package static let items = FlagName("items", setting: "itemCount")
    /// `--visible K`: upstream's numberOfVisibleItems.
    package static let visible = FlagName("visible", setting: "numberOfVisibleItems")
    /// `--corner-radius R`.
    package static let cornerRadius = FlagName("corner-radius", setting: "card.cornerRadius")
    /// `--background '#RRGGBB'`.
    package static let background = FlagName("background")
    /// `--offsets o1,o2,…`: the timeline as offsets.
    package static let offsets = FlagName("offsets", setting: "timeline")
    /// `--from A` of a sweep.
    package static let from = FlagName("from", setting: "timeline.from")
    /// `--to B` of a sweep.
    package static let to = FlagName("to", setting: "timeline.to")
    /// `--frames N` of a sweep.
    package static let frames = FlagName("frames", setting: "timeline.frames")
    /// `--curve NAME` of a sweep.
    package static let curve = FlagName("curve")
    /// `--timeline FILE`.
    package static let timeline = FlagName("timeline")
    /// `--curve-solver exact|pvview`.
    package static let curveSolver = FlagName("curve-solver")
    /// `--fps N` of strip and inspect: the rate a time-based timeline is sampled at.
    package static let sampleRate = FlagName("fps", setting: "timeline.fps")
    /// `--format`: the output format.
    package static let format = FlagName("format")
    /// `--png-level fast|default|small`.
    package static let pngLevel = FlagName("png-level")
    /// `--no-shadow`.
    package static let noShadow = FlagName("no-shadow")
    /// `--no-text`.
    package static let noText = FlagName("no-text")
    /// `flipbook code --swiftui`: the SwiftUI flavour of the code.
    package static let swiftUI = FlagName("swiftui")
    /// `flipbook code --project FOLDER`: an app project instead of the code.
    package static let project = FlagName("project")

    /// The scene flags whose settings a library's problem may name: the flag is named where the
    /// user gave it or the scene is a built-in preset (`SceneArguments.flag(forSetting:given:sceneArgument:)`).
    package static let sceneSettings: [FlagName] = [viewport, card, items, visible, scale, cornerRadius, offsets, from, to, frames]

    // Outputs and the command's own settings, always named by their flags.
    /// `--out FILE|DIR`.
    package static let out = FlagName("out", setting: "out")
    /// `--columns N` of a strip.
    package static let columns = FlagName("columns", setting: "columns")
    /// `--overwrite` of render.
    package static let overwrite = FlagName("overwrite", setting: "overwrite")
    /// `--record MODE` of check.
    package static let record = FlagName("record", setting: "record")
    /// `--goldens DIR`.
    package static let goldens = FlagName("goldens", setting: "goldens")
    /// `--list` of review.
    package static let list = FlagName("list")
    /// `--accept FOLDER/FRAME…` of review.
    package static let accept = FlagName("accept")
    /// `--accept-all` of review.
    package static let acceptAll = FlagName("accept-all")
    /// `--force` of review.
    package static let force = FlagName("force", setting: "force")
    /// `--max-diff-pixels N` of compare and check.
    package static let maxDiffPixels = FlagName("max-diff-pixels")
    /// `--max-diff-ratio R` of compare and check.
    package static let maxDiffRatio = FlagName("max-diff-ratio", setting: "maxDiffRatio")
    /// `--threshold T` of compare and check (`PixelmatchOptions.threshold`).
    package static let threshold = FlagName("threshold", setting: "threshold")
    /// `--alpha A` of compare (`PixelmatchOptions.alpha`).
    package static let alpha = FlagName("alpha", setting: "alpha")

    // The other commands' flags that a reader or a message names.
    /// `--shard i/n` of check.
    package static let shard = FlagName("shard")
    /// `--jobs N` of check.
    package static let jobs = FlagName("jobs")
    /// `--pixelmatch-version 6|7` of compare and check.
    package static let pixelmatchVersion = FlagName("pixelmatch-version")
    /// `--diff FILE` of compare.
    package static let diff = FlagName("diff")
    /// `--diff-color R,G,B` of compare.
    package static let diffColor = FlagName("diff-color")
    /// `--diff-color-alt R,G,B` of compare.
    package static let diffColorAlt = FlagName("diff-color-alt")
    /// `--aa-color R,G,B` of compare.
    package static let aaColor = FlagName("aa-color")
    /// `--port N` of the designer and the review.
    package static let port = FlagName("port")
    /// `--host ADDRESS` of the designer and the review.
    package static let host = FlagName("host")
    /// `--interval SECONDS` of watch.
    package static let interval = FlagName("interval")
    /// `--fps FPS` of render: an animated file's rate.
    package static let animationRate = FlagName(sampleRate.long)
    /// `--loop N` of render.
    package static let loop = FlagName("loop")
    /// `--quality Q` of render (WebP).
    package static let quality = FlagName("quality")
    /// `--dither D` of render (GIF).
    package static let dither = FlagName("dither")
    /// `--palette shared|per-frame` of render (GIF).
    package static let palette = FlagName("palette")
    /// `--svg-raster-scale K` of render.
    package static let svgRasterScale = FlagName("svg-raster-scale")
    /// `--animated` of render.
    package static let animated = FlagName("animated")

    /// `--kind pixels|layout|both` of check.
    package static let kind = FlagName("kind")
    /// `--tolerance-points P` of check: how far a layout may move, in points.
    package static let tolerancePoints = FlagName("tolerance-points", setting: "layoutTolerance.points")
    /// `--tolerance-degrees D` of check: how far a layout may turn, in degrees.
    package static let toleranceDegrees = FlagName("tolerance-degrees", setting: "layoutTolerance.degrees")
    /// `--tolerance-alpha A` of check: how far a layout's alpha may change.
    package static let toleranceAlpha = FlagName("tolerance-alpha", setting: "layoutTolerance.alpha")
    /// `--tolerance-scale S` of check: how far a layout's scale factors may change.
    package static let toleranceScale = FlagName("tolerance-scale", setting: "layoutTolerance.scale")

    /// Settings only the command line has (a library function's parameter, no config key), always
    /// named by their flags, whatever the command.
    package static let commandSettings: [FlagName] = [columns, overwrite, record, out, goldens, maxDiffRatio,
                                              tolerancePoints, toleranceDegrees, toleranceAlpha, toleranceScale]
}
