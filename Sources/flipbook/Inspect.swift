import ArgumentParser
import Foundation
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

    @Argument(help: "A preset name such as scale.coverFlow.")
    var preset: String

    @Option(help: ArgumentHelp("The card size in points, WxH.", valueName: "WxH"))
    var card: String = "200x300"

    // `.unconditional` so that negative numbers (`--offsets -0.5,0`) are read as values, not options.
    @Option(parsing: .unconditional, help: "The number of items (0 or more).")
    var items: Int = 5

    @Option(parsing: .unconditional, help: "Upstream's numberOfVisibleItems (0 or more); leave out to lay out every item.")
    var visible: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Scroll offsets in pages, separated by commas.", valueName: "o1,o2,…"))
    var offsets: String = "0"

    @Option(help: "table for people, json for machines.")
    var format: Format = .table

    func run() throws {
        let inspection: Inspection
        do {
            let (name, effect) = try resolveEffect(preset)
            inspection = try Inspection(name: name, effect: effect, card: try Inspection.parseCard(card),
                                        itemCount: items, numberOfVisibleItems: visible,
                                        offsets: try Inspection.parseOffsets(offsets))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print(format == .json ? inspection.json() : inspection.table(), terminator: "")
    }

    /// The effect a preset name (later also a scene config path) stands for.
    /// Config files will resolve here once the Config module reads them.
    private func resolveEffect(_ nameOrPath: String) throws -> (name: String, effect: Effect) {
        let layout = try NamedLayout.named(nameOrPath)
        return (layout.name, layout.effect)
    }
}
