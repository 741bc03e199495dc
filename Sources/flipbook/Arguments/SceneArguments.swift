import ArgumentParser
import Problems
import Config
import Foundation
import Outputs
import Render
import SceneModel
import Transforms

/// The scene flags of `render` and `strip`: a preset or config, and settings laid over it. Its
/// groups are shared: `inspect` takes `CardArguments` and `OffsetArguments`, `check` takes
/// `FrameArguments`, so a flag is declared, helped and read once.
///
/// Values arrive as text and are read by `FlagValue` (below) when the command runs, not by
/// ArgumentParser through `ExpressibleByArgument`, so that every mistake gets Flipbook's one line
/// naming the flag, what was wrong and what to type, exit 2:
/// `error: --scale abc is not a number — e.g. --scale 2`, where ArgumentParser would print
/// `Error: The value 'abc' is invalid for '--scale <S>'` with the option's help and usage and no fix;
/// a range (`--items must be a whole number from 1 to …`) or a sweep's three flags together could
/// not be checked by ArgumentParser at all.
struct SceneArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("A preset such as scale.coverFlow, stack.vortex or snapshot.grid, or a config file (YAML or JSON).", valueName: "PRESET_OR_CONFIG"))
    var preset: String

    @OptionGroup var frame: FrameArguments

    @OptionGroup var cards: CardArguments

    @OptionGroup var timeline: OffsetArguments

    @Option(parsing: .unconditional, help: ArgumentHelp("png or svg (default png; strip infers it from --out's extension); render also writes gif, webp, apng or mp4, inferred from --out's extension too, and svg-animated (one SVG of the whole timeline).", valueName: "png|svg|gif|webp|apng|mp4|svg-animated"))
    var format: String?

    @Option(name: .customLong("png-level"), help: ArgumentHelp("PNG compression: fast, default or small (same pixels; small files take longer).", valueName: "fast|default|small"))
    var pngLevel: String?

    @Flag(name: .customLong("no-shadow"), help: "Draw no shadows.")
    var noShadow = false

    @Flag(name: .customLong("no-text"), help: "Draw no title or subtitle on the cards.")
    var noText = false

    @Option(name: .customLong("corner-radius"), parsing: .unconditional, help: ArgumentHelp("The cards' corner radius in points (default 16).", valueName: "R"))
    var cornerRadius: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The page colour.", valueName: "'#RRGGBB'"))
    var background: String?

    /// The flags as overrides of the preset's scene (a bad one is reported in the order render's
    /// flags were first listed: viewport, cards, offsets, scale, then the rest).
    func overrides() throws(FlagError) -> SceneOverrides {
        var o = SceneOverrides()
        o.viewport = try frame.viewportSize()
        o.card = try cards.cardSize()
        o.itemCount = try cards.itemCount()
        o.numberOfVisibleItems = try cards.visibleCount()
        o.timeline = try timeline.chosenTimeline()
        o.scale = try frame.pixelsPerPoint()
        o.format = try format.map { text throws(FlagError) in try FlagValue.format(text) }
        o.pngLevel = try pngLevel.map { text throws(FlagError) in try FlagValue.pngLevel(text) }
        if noShadow { o.drawsShadows = false }
        if noText { o.drawsText = false }
        o.cornerRadius = try cornerRadius.map { text throws(FlagError) in try FlagValue.number(text, flag: "--corner-radius", example: "16") }
        o.background = try background.map { text throws(FlagError) in try FlagValue.colour(text, flag: "--background") }
        return o
    }

    /// The preset's (or config's) scene with the flags applied. A bad flag is reported before
    /// the preset is looked up.
    func resolvedScene() throws -> Scene {
        try resolvedSceneAndInputs().scene
    }

    /// `resolvedScene()`, with the files it was read from (the config, the files it extends, the
    /// `--timeline` file, the card image, the font files), which no output of the command may
    /// replace. A font family the scene names that is not there is said on stderr as a warning
    /// (its text is drawn in DejaVu Sans).
    func resolvedSceneAndInputs() throws -> (scene: Scene, inputs: InputFiles) {
        let overrides = try overrides()
        try timeline.checkExclusive()
        let loaded = try SceneLoader.loadWithFiles(presetOrPath: preset)
        let scene = try timeline.motion.applied(to: overrides.applied(to: loaded.scene))
        for problem in try scene.fontFallbacks() {
            FileHandle.standardError.write(Data(("warning: " + problem.message + "\n").utf8))
        }
        let others = [timeline.motion.timeline, scene.card.imagePath].compactMap { $0 } + scene.fonts
        return (scene, InputFiles(loaded.files.map(\.path) + others))
    }

    /// The scene-setting flags given: `frame`'s, `cards`', `timeline`'s and `--corner-radius`.
    var givenSettingFlags: Set<String> {
        frame.givenFlags.union(cards.givenFlags).union(timeline.givenFlags).union(cornerRadius == nil ? [] : ["--corner-radius"])
    }
}

/// The frame's size: `--viewport` and `--scale` (render, strip, check).
struct FrameArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The collection view's size in points (default 300x400).", valueName: "WxH"))
    var viewport: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point: 1, 2 or 3 like iPhones (0.25…4).", valueName: "S"))
    var scale: String?

    /// `--viewport` read, or nil when not given.
    func viewportSize() throws(FlagError) -> Size? {
        try viewport.map { text throws(FlagError) in try FlagValue.size(text, flag: "--viewport") }
    }

    /// `--scale` read, or nil when not given.
    func pixelsPerPoint() throws(FlagError) -> Double? {
        try scale.map { text throws(FlagError) in try FlagValue.number(text, flag: "--scale", example: "2") }
    }

    /// The flags given.
    var givenFlags: Set<String> { FlagValue.given(["--viewport": viewport, "--scale": scale]) }
}

/// The cards: `--card`, `--items` and `--visible` (render, strip, inspect).
struct CardArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The card's size in points, centred in the page (default: inset 18% / 6% like upstream's samples).", valueName: "WxH"))
    var card: String?

    // `.unconditional` so that a negative count (`--items -1`) reaches the range check and its message.
    @Option(parsing: .unconditional, help: ArgumentHelp("The number of items (default 5).", valueName: "N"))
    var items: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Upstream's numberOfVisibleItems (default: all).", valueName: "K"))
    var visible: String?

    /// `--card` read, or nil when not given.
    func cardSize() throws(FlagError) -> Size? {
        try card.map { text throws(FlagError) in try FlagValue.size(text, flag: "--card") }
    }

    /// `--items` read in the config key's range, or nil when not given.
    func itemCount() throws(FlagError) -> Int? {
        try items.map { text throws(FlagError) in try FlagValue.count(text, flag: "--items", range: Scene.itemCountRange) }
    }

    /// `--visible` read in the config key's range, or nil when not given.
    func visibleCount() throws(FlagError) -> Int? {
        try visible.map { text throws(FlagError) in try FlagValue.count(text, flag: "--visible", range: Scene.visibleItemsRange) }
    }

    /// The flags given.
    var givenFlags: Set<String> { FlagValue.given(["--card": card, "--items": items, "--visible": visible]) }
}

/// Which scroll offsets to draw: `--offsets`, or a sweep `--from/--to/--frames/--curve`, or a
/// `--timeline` file (render, strip, inspect).
struct OffsetArguments: ParsableArguments {
    // `.unconditional` so that negative numbers (`--offsets -0.5,0`, `--from -1`) are read as
    // values, not as unknown options.
    @Option(parsing: .unconditional, help: ArgumentHelp("Scroll offsets in pages, e.g. 0,0.5,1.", valueName: "o1,o2,…"))
    var offsets: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sweep start offset.", valueName: "A"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sweep end offset.", valueName: "B"))
    var to: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sweep frame count, both ends included.", valueName: "N"))
    var frames: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sweep timing: a name (easeInOut, easeOutBack, … 29 in all), x1,y1,x2,y2, or spring:RESPONSE,DAMPING.", valueName: "NAME"))
    var curve: String?

    @OptionGroup var motion: TimelineArguments

    /// The timeline `--offsets` or the sweep's flags choose; nil when none is given.
    func chosenTimeline() throws(FlagError) -> Timeline? {
        try FlagValue.timeline(offsets: offsets, from: from, to: to, frames: frames, curve: curve)
    }

    /// The sweep `--from/--to/--frames/--curve` choose, ignoring `--offsets`; nil when none is given.
    func sweep() throws(FlagError) -> Timeline? {
        try FlagValue.timeline(offsets: nil, from: from, to: to, frames: frames, curve: curve)
    }

    /// Refuses `--timeline` together with `--offsets` or the sweep's flags.
    func checkExclusive() throws(FlagError) {
        try motion.checkExclusive(offsets: offsets, sweep: [from, to, frames, curve])
    }

    /// The flags given (of those that stand for scene settings).
    var givenFlags: Set<String> {
        FlagValue.given(["--offsets": offsets, "--from": from, "--to": to, "--frames": frames])
    }
}

/// A command whose flags stand for scene settings. The libraries name a setting in a fix by its
/// config key in backticks (`` use `output.scale` 1, 2 or 3 ``); `main()` rewrites each key this
/// gives a flag for (`use --scale 1, 2 or 3`).
protocol SettingFlags {
    /// The flag to name for the config key `key`, or nil to keep the key.
    func flag(forSetting key: String) -> String?
}

extension SceneArguments: SettingFlags {
    /// The config key each scene flag sets, with its flag.
    static let settingFlags: [String: String] = [
        "viewport": "--viewport", "card.size": "--card", "itemCount": "--items", "numberOfVisibleItems": "--visible",
        "output.scale": "--scale", "card.cornerRadius": "--corner-radius",
        "timeline": "--offsets", "timeline.from": "--from", "timeline.to": "--to", "timeline.frames": "--frames",
    ]

    /// The flag of `key` when the user gave it, or when the scene is a built-in preset (there is no
    /// file to edit, so a flag is the way to change it); nil when the value came from a config file.
    static func flag(forSetting key: String, given: Set<String>, sceneArgument: String?) -> String? {
        guard let flag = settingFlags[key] else { return nil }
        return given.contains(flag) || sceneArgument.map(SceneLoader.namesPreset) == true ? flag : nil
    }

    /// `flag(forSetting:given:sceneArgument:)` for these flags.
    func flag(forSetting key: String) -> String? {
        Self.flag(forSetting: key, given: givenSettingFlags, sceneArgument: preset)
    }
}
