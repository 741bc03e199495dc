import ArgumentParser
import Foundation
import Config
import Render
import SceneModel
import Transforms

/// `flipbook inspect`: the numbers behind a frame — every visible card's transform, alpha, zIndex,
/// shadow, blur and snapshot pieces at the given scroll offsets, as a table or as JSON.
struct InspectCommand: ParsableCommand, SettingFlags {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the item states of a preset at given scroll offsets, as a table or JSON.",
        discussion: """
        Items are listed back to front; transforms are 4×4 matrices about the card's centre \
        (row vectors, Core Animation's convention). Presets: \(NamedLayout.allNames.joined(separator: ", ")).
        Examples:
          flipbook inspect scale.coverFlow --items 5 --visible 3 --offsets 0,0.5
          flipbook inspect snapshot.grid --card 200x300 --offsets -0.25 --format json
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: ArgumentHelp("A preset such as scale.coverFlow, or a config file.", valueName: "PRESET_OR_CONFIG"))
    var preset: String

    @Option(help: ArgumentHelp("The card size in points, WxH (default: the scene's card, 192x352 for presets).", valueName: "WxH"))
    var card: String?

    // `.unconditional` so that negative numbers (`--offsets -0.5,0`) are read as values, not options.
    @Option(parsing: .unconditional, help: ArgumentHelp("The number of items (default: the scene's, 5 for presets).", valueName: "N"))
    var items: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Upstream's numberOfVisibleItems; leave out for the scene's (every item for presets).", valueName: "K"))
    var visible: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Scroll offsets in pages, separated by commas (default: the scene's timeline).", valueName: "o1,o2,…"))
    var offsets: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sweep start offset (with --to and --frames).", valueName: "A"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sweep end offset.", valueName: "B"))
    var to: String?

    @Option(help: ArgumentHelp("Sweep frame count, both ends included.", valueName: "N"))
    var frames: String?

    @Option(help: ArgumentHelp("Sweep timing: a name (easeInOut, easeOutBack, … 29 in all), x1,y1,x2,y2, or spring:RESPONSE,DAMPING.", valueName: "NAME"))
    var curve: String?

    @Option(help: ArgumentHelp("Samples per second of a time-based timeline (1…240).", valueName: "N"))
    var fps: String?

    @OptionGroup var motion: TimelineArguments

    @Option(help: "table for people, json for machines.")
    var format: Format = .table

    func flag(forSetting key: String) -> String? {
        let values: [String: String?] = [
            "--card": card, "--items": items, "--visible": visible,
            "--offsets": offsets, "--from": from, "--to": to, "--frames": frames,
        ]
        return SceneArguments.flag(forSetting: key, given: Set(values.compactMap { $0.value == nil ? nil : $0.key }), sceneArgument: preset)
    }

    func run() throws {
        // Flags win; what they leave out comes from the preset's or config's scene.
        let fps = try TimelineArguments.fps(fps)
        try motion.checkExclusive(offsets: offsets, sweep: [from, to, frames, curve])
        // The same ranges as render's and strip's flags and the config keys.
        let items = try items.map { text throws(FlagError) in try FlagValue.count(text, flag: "--items", range: Scene.itemCountRange) }
        let visible = try visible.map { text throws(FlagError) in try FlagValue.count(text, flag: "--visible", range: Scene.visibleItemsRange) }
        var scene = try SceneLoader.load(presetOrPath: preset)
        if let items { scene.itemCount = items }
        if let sweep = try FlagValue.timeline(offsets: nil, from: from, to: to, frames: frames, curve: curve) {
            guard offsets == nil else { throw FlagError("--offsets and --from/--to/--frames/--curve both choose the offsets", fix: "give one or the other") }
            scene.timeline = sweep
        }
        scene = try TimelineArguments.applying(fps: fps, to: motion.applied(to: scene))
        let timelineFrames = offsets == nil ? try scene.timelineFrames() : nil
        let card = try card.map { text throws(FlagError) in try FlagValue.size(text, flag: "--card") } ?? scene.cardFrame.size
        let offsets = try offsets.map { text throws(FlagError) in try FlagValue.offsets(text) } ?? timelineFrames?.map(\.offset) ?? []
        let inspection: Inspection
        do {
            inspection = try scene.inspection(offsets: offsets, card: card, itemCount: items ?? scene.itemCount,
                                              numberOfVisibleItems: visible.map(Optional.some), timelineFrames: timelineFrames)
        } catch let error as InspectionError {
            throw FlagError(error.commandLineMessage)
        }
        print(format == .json ? inspection.json() : inspection.table(), terminator: "")
    }
}

extension InspectionError {
    /// The message in the command line's words: which flag to change, and how.
    var commandLineMessage: String {
        switch self {
        case let .negativeItemCount(count):
            return "invalid item count \(count): --items must be 0 or more, e.g. --items 5"
        case let .negativeVisibleCount(count):
            return "invalid visible item count \(count): --visible must be 0 or more (leave it out to lay out every item), e.g. --visible 3"
        case let .tooManyItemStates(perFrame, frames):
            return "\(perFrame) items at each of \(frames) offsets is more than \(Inspection.maximumItemStates) item states: "
                + "set --visible K (upstream's numberOfVisibleItems) or inspect fewer offsets, e.g. --visible 5"
        case .invalidCard, .noOffsets, .nonFiniteOffset:
            // The flags' readers refuse these first; a scene's own values are validated when loaded.
            return description
        }
    }
}
