import ArgumentParser
import FlipbookCLI
import Problems
import Config
import FileFormats
import Foundation
import Outputs
import Render
import SceneModel
import SceneResources
import Transforms

/// The scene flags of `render` and `strip`: a preset or config, and settings laid over it. Its
/// groups are shared: `inspect` takes `CardArguments` and `OffsetArguments`, `check` takes
/// `FrameArguments`, so a flag is declared, helped and read once.
///
/// Each value is typed, read while ArgumentParser parses the command line by a `FlagValue` reader
/// given as the option's `transform`, so that a mistake gets Flipbook's one line naming the flag,
/// what was wrong and what to type, exit 2 (`error: --scale abc is not a number — e.g. --scale 2`),
/// where ArgumentParser's own reading would print `Error: The value 'abc' is invalid for
/// '--scale <S>'` with the option's help and usage and no fix. A reader checks its value's own
/// range (`--items must be a whole number from 1 to …`); what involves several flags (a sweep's
/// three flags together, `--offsets` or a sweep) is checked on the typed values when the command runs.
struct SceneArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("A preset such as scale.coverFlow, stack.vortex or snapshot.grid, or a config file (YAML or JSON).", valueName: "PRESET_OR_CONFIG"))
    var preset: String

    @OptionGroup var frame: FrameArguments

    @OptionGroup var cards: CardArguments

    @OptionGroup var timeline: OffsetArguments

    @Option(name: FlagName.format.name, parsing: .unconditional,
            help: ArgumentHelp("png or svg (default png; strip infers it from --out's extension); render also writes gif, webp, apng or mp4, inferred from --out's extension too, and svg-animated (one SVG of the whole timeline).",
                               valueName: FormatChoice.allValueStrings.joined(separator: "|")),
            completion: FormatChoice.defaultCompletionKind, transform: FlagValue.format)
    var format: FormatChoice?

    @Option(name: FlagName.pngLevel.name,
            help: ArgumentHelp("PNG compression: fast, default or small (same pixels; small files take longer).",
                               valueName: PNGLevel.allValueStrings.joined(separator: "|")),
            completion: PNGLevel.defaultCompletionKind, transform: FlagValue.pngLevel)
    var pngLevel: PNGLevel?

    @Flag(name: FlagName.noShadow.name, help: "Draw no shadows.")
    var noShadow = false

    @Flag(name: FlagName.noText.name, help: "Draw no title or subtitle on the cards.")
    var noText = false

    @Option(name: FlagName.cornerRadius.name, parsing: .unconditional, help: ArgumentHelp("The cards' corner radius in points (default 16).", valueName: "R"),
            transform: FlagValue.number(flag: .cornerRadius, example: "16"))
    var cornerRadius: Double?

    @Option(name: FlagName.background.name, parsing: .unconditional, help: ArgumentHelp("The page colour.", valueName: "'#RRGGBB'"), transform: FlagValue.colour(flag: .background))
    var background: Color?

    /// The flags as overrides of the preset's scene (each value already read; a sweep's flags are
    /// checked together here).
    @_optimize(none)
    func overrides() throws(Problem) -> SceneOverrides {
        var o = SceneOverrides()
        o.viewport = frame.viewport
        o.card = cards.card
        o.itemCount = cards.items
        o.numberOfVisibleItems = cards.visible
        o.timeline = try timeline.chosenTimeline()
        o.scale = frame.scale
        o.format = format?.format
        o.pngLevel = pngLevel
        if noShadow { o.drawsShadows = false }
        if noText { o.drawsText = false }
        o.cornerRadius = cornerRadius
        o.background = background
        return o
    }

    /// The preset's (or config's) scene with the flags applied. A bad flag is reported before
    /// the preset is looked up.
    @_optimize(none)
    func resolvedScene() throws -> Scene {
        try resolvedSceneAndInputs().scene
    }

    /// `resolvedScene()`, with the files it was read from (the config, the files it extends, the
    /// `--timeline` file, the card image, the font files), which no output of the command may
    /// replace, and its fonts, loaded once for the command (`FrameRenderer(scene:fonts:)`). A font
    /// family the scene names that is not there is said on stderr as a warning (its text is drawn
    /// in DejaVu Sans).
    @_optimize(none)
    func resolvedSceneAndInputs() throws -> (scene: Scene, inputs: InputFiles, fonts: SceneFonts) {
        let overrides = try overrides()
        try timeline.checkExclusive()
        let loaded = try SceneLoader.loadWithFiles(presetOrPath: preset)
        let scene = try timeline.motion.applied(to: overrides.applied(to: loaded.scene))
        let fonts = try SceneFonts(scene: scene)
        for problem in try scene.fontFallbacks(fonts: fonts) + [scene.pageControlContrastWarning].compactMap({ $0 }) {
            Terminal.error("warning: " + problem.message)
        }
        let others = [timeline.motion.timeline, scene.card.imagePath].compactMap { $0 } + scene.fonts
        return (scene, InputFiles(loaded.files.map(\.path) + others), fonts)
    }

    /// The scene-setting flags given: `frame`'s, `cards`', `timeline`'s and `--corner-radius`.
    @_optimize(none)
    var givenSettingFlags: Set<FlagName> {
        frame.givenFlags.union(cards.givenFlags).union(timeline.givenFlags).union(FlagValue.given([.cornerRadius: cornerRadius != nil]))
    }
}

/// The frame's size: `--viewport` and `--scale` (render, strip, check).
struct FrameArguments: ParsableArguments {
    @Option(name: FlagName.viewport.name, parsing: .unconditional, help: ArgumentHelp("The collection view's size in points (default 300x400).", valueName: "WxH"),
            transform: FlagValue.size(flag: .viewport))
    var viewport: Size?

    // The range 0.25…4 is `output.scale`'s, checked with the scene (its message names the key's flag).
    @Option(name: FlagName.scale.name, parsing: .unconditional, help: ArgumentHelp("Pixels per point: 1, 2 or 3 like iPhones (0.25…4).", valueName: "S"),
            transform: FlagValue.number(flag: .scale, example: "2"))
    var scale: Double?

    /// The flags given.
    var givenFlags: Set<FlagName> { FlagValue.given([.viewport: viewport != nil, .scale: scale != nil]) }
}

/// The cards: `--card`, `--items` and `--visible` (render, strip, inspect).
struct CardArguments: ParsableArguments {
    @Option(name: FlagName.card.name, parsing: .unconditional, help: ArgumentHelp("The card's size in points, centred in the page (default: inset 18% / 6% like upstream's samples).", valueName: "WxH"),
            transform: FlagValue.size(flag: .card))
    var card: Size?

    // `.unconditional` so that a negative count (`--items -1`) reaches the range check and its message.
    // The ranges are the config keys' (itemCount, numberOfVisibleItems).
    @Option(name: FlagName.items.name, parsing: .unconditional, help: ArgumentHelp("The number of items (default 5).", valueName: "N"),
            transform: FlagValue.count(flag: .items, range: Scene.itemCountRange))
    var items: Int?

    @Option(name: FlagName.visible.name, parsing: .unconditional, help: ArgumentHelp("Upstream's numberOfVisibleItems (default: all).", valueName: "K"),
            transform: FlagValue.count(flag: .visible, range: Scene.visibleItemsRange))
    var visible: Int?

    /// The flags given.
    var givenFlags: Set<FlagName> { FlagValue.given([.card: card != nil, .items: items != nil, .visible: visible != nil]) }
}

/// Which scroll offsets to draw: `--offsets`, or a sweep `--from/--to/--frames/--curve`, or a
/// `--timeline` file (render, strip, inspect).
struct OffsetArguments: ParsableArguments {
    // `.unconditional` so that negative numbers (`--offsets -0.5,0`, `--from -1`) are read as
    // values, not as unknown options.
    @Option(name: FlagName.offsets.name, parsing: .unconditional, help: ArgumentHelp("Scroll offsets in pages, e.g. 0,0.5,1.", valueName: "o1,o2,…"), transform: FlagValue.offsets)
    var offsets: [Double]?

    @Option(name: FlagName.from.name, parsing: .unconditional, help: ArgumentHelp("Sweep start offset.", valueName: "A"), transform: FlagValue.number(flag: .from, example: "0"))
    var from: Double?

    @Option(name: FlagName.to.name, parsing: .unconditional, help: ArgumentHelp("Sweep end offset.", valueName: "B"), transform: FlagValue.number(flag: .to, example: "4"))
    var to: Double?

    @Option(name: FlagName.frames.name, parsing: .unconditional, help: ArgumentHelp("Sweep frame count, both ends included.", valueName: "N"),
            transform: FlagValue.count(flag: .frames, minimum: 1, maximum: Scene.maximumFrames, beyond: "use fewer frames"))
    var frames: Int?

    @Option(name: FlagName.curve.name, parsing: .unconditional, help: ArgumentHelp("Sweep timing: a name (easeInOut, easeOutBack, … 29 in all), x1,y1,x2,y2, or spring:RESPONSE,DAMPING.", valueName: "NAME"),
            transform: FlagValue.curve)
    var curve: TimingCurve?

    @OptionGroup var motion: TimelineArguments

    /// The timeline `--offsets` or the sweep's flags choose; nil when none is given.
    @_optimize(none)
    func chosenTimeline() throws(Problem) -> Timeline? {
        try FlagValue.timeline(offsets: offsets, from: from, to: to, frames: frames, curve: curve)
    }

    /// The sweep `--from/--to/--frames/--curve` choose, ignoring `--offsets`; nil when none is given.
    @_optimize(none)
    func sweep() throws(Problem) -> Timeline? {
        try FlagValue.timeline(offsets: nil, from: from, to: to, frames: frames, curve: curve)
    }

    /// Refuses `--timeline` together with `--offsets` or the sweep's flags.
    @_optimize(none)
    func checkExclusive() throws(Problem) {
        try motion.checkExclusive(offsetsGiven: offsets != nil || from != nil || to != nil || frames != nil || curve != nil)
    }

    /// The flags given (of those that stand for scene settings).
    @_optimize(none)
    var givenFlags: Set<FlagName> {
        FlagValue.given([.offsets: offsets != nil, .from: from != nil, .to: to != nil, .frames: frames != nil])
    }
}

extension SceneArguments: SettingFlags {
    /// The config key each scene flag sets, with its flag (`FlagName.sceneSettings`).
    static let settingFlags: [String: FlagName] = Dictionary(uniqueKeysWithValues: FlagName.sceneSettings.compactMap { flag in flag.setting.map { ($0, flag) } })

    /// The flag of `key` when the user gave it, or when the scene is a built-in preset (there is no
    /// file to edit, so a flag is the way to change it); nil when the value came from a config file.
    @_optimize(none)
    static func flag(forSetting key: String, given: Set<FlagName>, sceneArgument: String?) -> String? {
        guard let flag = settingFlags[key] else { return nil }
        return given.contains(flag) || sceneArgument.map(SceneLoader.namesPreset) == true ? "\(flag)" : nil
    }

    /// `flag(forSetting:given:sceneArgument:)` for these flags.
    @_optimize(none)
    func flag(forSetting key: String) -> String? {
        Self.flag(forSetting: key, given: givenSettingFlags, sceneArgument: preset)
    }
}
