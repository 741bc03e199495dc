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

/// A command-line value that cannot be read (or flags that do not go together), with what to
/// type instead. Printed as `error: problem — fix`, exit status 2.
typealias FlagError = Problem

/// How the command line spells values: each reader accepts the documented spellings and throws a
/// `FlagError` that names `flag` and says what to type. These are the only places that read flag
/// text; the libraries take the typed values.
enum FlagValue {
    /// `WxH` in points, e.g. `300x400` (also `300×400` or `300X400`), both sides positive and finite.
    static func size(_ text: String, flag: String) throws(FlagError) -> Size {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2,
              let width = Double(trimmed(parts[0])), let height = Double(trimmed(parts[1])),
              width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw FlagError("\(flag) \(text) is not a size", fix: "write width x height in points, e.g. \(flag) 300x400")
        }
        return Size(width: width, height: height)
    }

    /// A whole number at least `minimum`.
    static func count(_ text: String, flag: String, minimum: Int) throws(FlagError) -> Int {
        try count(text, flag: flag, range: minimum...Int.max)
    }

    /// A whole number in `range`: the same range the config key has, so a flag and its key accept
    /// the same values. The message says the range and what was given: `--items must be a whole
    /// number ≥ 1 (got -1)`.
    static func count(_ text: String, flag: String, range: ClosedRange<Int>) throws(FlagError) -> Int {
        guard let value = Int(trimmed(text)), range.contains(value) else {
            let bounds = range.upperBound == Int.max ? "≥ \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            throw FlagError("\(flag) must be a whole number \(bounds) (got \(text))",
                            fix: "e.g. \(flag) \(Swift.min(Swift.max(range.lowerBound, 5), range.upperBound))")
        }
        return value
    }

    /// A finite number.
    static func number(_ text: String, flag: String, example: String) throws(FlagError) -> Double {
        guard let value = Double(trimmed(text)), value.isFinite else {
            throw FlagError("\(flag) \(text) is not a number", fix: "e.g. \(flag) \(example)")
        }
        return value
    }

    /// `o1,o2,…`: scroll offsets in pages, each a finite number; at least one.
    static func offsets(_ text: String) throws(FlagError) -> [Double] {
        var offsets: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = trimmed(part)
            guard let value = Double(item), value.isFinite else {
                throw FlagError("--offsets \(text): '\(item)' is not a number", fix: "list offsets in pages separated by commas, e.g. --offsets 0,0.5,1")
            }
            offsets.append(value)
        }
        return offsets
    }

    /// `#RRGGBB` (or `#RRGGBBAA`), case-insensitive, `#` optional.
    static func colour(_ text: String, flag: String) throws(FlagError) -> Color {
        guard let colour = Color(hex: trimmed(text)) else {
            throw FlagError("\(flag) \(text) is not a colour", fix: "write it as '#RRGGBB', e.g. \(flag) '#F2F2F7'")
        }
        return colour
    }

    /// A timing curve as `TimingCurve.parse` reads it: one of PVView's 29 names (also `ease-in-out`,
    /// any case), `x1,y1,x2,y2` or `cubic-bezier(x1,y1,x2,y2)` with x1 and x2 in 0…1, or
    /// `spring:RESPONSE,DAMPING_FRACTION` (or `spring:MASS,STIFFNESS,DAMPING,VELOCITY`).
    static func curve(_ text: String) throws(FlagError) -> TimingCurve {
        switch TimingCurve.parse(text) {
        case let .success(curve):
            return curve
        case let .failure(error):
            if !error.fix.isEmpty { throw FlagError("--curve \(text): \(error.problem)", fix: error.fix) }
            let suggestion = error.kind == .unknownKey ? TimingCurve.closestName(to: text) : nil
            let fix = suggestion.map { "did you mean --curve \($0)? Otherwise use " } ?? "use "
            throw FlagError("--curve \(text) is not a timing curve: \(error.problem)", fix: "\(fix)\(TimingCurve.spellings)")
        }
    }

    /// The timeline from `--offsets`, or from `--from/--to/--frames` (and `--curve`, default
    /// linear); `nil` when none is given. The two ways exclude each other.
    static func timeline(offsets: String?, from: String?, to: String?, frames: String?, curve: String?) throws(FlagError) -> Timeline? {
        let sweepGiven = from != nil || to != nil || frames != nil || curve != nil
        if let offsets {
            guard !sweepGiven else {
                throw FlagError("--offsets and --from/--to/--frames/--curve both choose the offsets", fix: "give one or the other")
            }
            return .offsets(try Self.offsets(offsets))
        }
        guard sweepGiven else { return nil }
        guard let from, let to, let frames else {
            throw FlagError("a sweep needs --from, --to and --frames together", fix: "e.g. --from 0 --to 4 --frames 60 --curve easeInOut")
        }
        let frameCount = try count(frames, flag: "--frames", minimum: 1)
        guard frameCount <= Scene.maximumFrames else {
            throw FlagError("--frames \(frames) is more than \(Scene.maximumFrames)", fix: "use fewer frames")
        }
        return .sweep(from: try number(from, flag: "--from", example: "0"), to: try number(to, flag: "--to", example: "4"),
                      frames: frameCount, curve: try curve.map { text throws(FlagError) in try Self.curve(text) } ?? .linear)
    }

    /// `png`, `svg`, `gif`, `webp`, `apng` or `mp4`, any case.
    static func format(_ text: String) throws(FlagError) -> OutputOptions.Format {
        // render's one animated SVG file: SVG drawing, which `RenderCommand` writes as one file.
        if text.lowercased() == "svg-animated" { return .svg }
        guard let format = OutputOptions.Format(rawValue: text.lowercased()) else {
            throw FlagError("--format \(text) is not an output format", fix: "use --format png or svg (frames), or gif, webp, apng or mp4 (render: one animated file)")
        }
        return format
    }

    /// `fast`, `default` or `small`, any case.
    static func pngLevel(_ text: String) throws(FlagError) -> OutputOptions.PNGLevel {
        guard let level = OutputOptions.PNGLevel(rawValue: text.lowercased()) else {
            throw FlagError("--png-level \(text) is not a PNG level", fix: "use --png-level fast, default or small")
        }
        return level
    }

    /// The flags of `values` that were given (not nil).
    static func given(_ values: [String: String?]) -> Set<String> {
        Set(values.compactMap { $0.value == nil ? nil : $0.key })
    }

    /// Without leading and trailing spaces and tabs.
    private static func trimmed(_ text: some StringProtocol) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }
}
