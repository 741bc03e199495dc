import ArgumentParser
import Foundation
import Config
import Render
import Transforms

/// `flipbook inspect`: the numbers behind a frame — every visible card's transform, alpha, zIndex,
/// shadow, blur and snapshot pieces at the given scroll offsets, as a table or as JSON.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
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
    @Option(parsing: .unconditional, help: "The number of items, 0 or more (default: the scene's, 5 for presets).")
    var items: Int?

    @Option(parsing: .unconditional, help: "Upstream's numberOfVisibleItems (0 or more); leave out for the scene's (every item for presets).")
    var visible: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Scroll offsets in pages, separated by commas (default: the scene's timeline).", valueName: "o1,o2,…"))
    var offsets: String?

    @Option(help: "table for people, json for machines.")
    var format: Format = .table

    func run() throws {
        let inspection: Inspection
        do {
            // Flags win; what they leave out comes from the preset's or config's scene.
            let scene = try SceneLoader.load(presetOrPath: preset)
            inspection = try Inspection(
                name: scene.name, effect: scene.effect,
                card: try card.map { try Inspection.parseCard($0) } ?? scene.cardFrame.size,
                itemCount: items ?? scene.itemCount,
                numberOfVisibleItems: visible ?? scene.numberOfVisibleItems,
                offsets: try offsets.map { try Inspection.parseOffsets($0) } ?? scene.timeline.validatedOffsets())
        } catch let error as ConfigError {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(2)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print(format == .json ? inspection.json() : inspection.table(), terminator: "")
    }
}
