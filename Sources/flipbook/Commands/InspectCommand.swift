import FlipbookCLI
import Inspect
import ArgumentParser
import Foundation
import Config
import Problems
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
        (row vectors, Core Animation's convention). Any preset `flipbook presets` lists: the 22 layouts \
        (\(NamedLayout.allNames.joined(separator: ", "))) and Flipbook's own scenes: menus, pages, parallax overlays and more.
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

    @OptionGroup var cards: CardArguments

    @OptionGroup var timeline: OffsetArguments

    @OptionGroup var sampleRate: SampleRateArguments

    @Option(help: "table for people, json for machines.")
    var format: Format = .table

    @_optimize(none)
    func flag(forSetting key: String) -> String? {
        sampleRate.flag(forSetting: key) ?? SceneArguments.flag(forSetting: key, given: cards.givenFlags.union(timeline.givenFlags), sceneArgument: preset)
    }

    @_optimize(none)
    func run() throws {
        // Flags win; what they leave out comes from the preset's or config's scene.
        try timeline.checkExclusive()
        let items = cards.items
        var scene = try SceneLoader.load(presetOrPath: preset)
        if let items { scene.itemCount = items }
        if let sweep = try timeline.sweep() {
            guard timeline.offsets == nil else { throw Problem.exclusive("\(FlagName.offsets)", "\(FlagValue.sweepFlags)", bothChoose: "offsets") }
            scene.timeline = sweep
        }
        scene = try TimelineArguments.applying(fps: sampleRate.fps, to: timeline.motion.applied(to: scene))
        let timelineFrames = timeline.offsets == nil ? try scene.timelineFrames() : nil
        let card = cards.card ?? scene.cardFrame.size
        let offsets = timeline.offsets ?? timelineFrames?.map(\.offset) ?? []
        let inspection = try scene.inspection(offsets: offsets, card: card, itemCount: items ?? scene.itemCount,
                                              numberOfVisibleItems: cards.visible.map(Optional.some), timelineFrames: timelineFrames)
        print(format == .json ? inspection.json() : inspection.table(), terminator: "")
    }
}
