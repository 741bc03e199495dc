import Config
import Foundation
import Testing

/// The designer's tree moves, adds and removes list items (layers, pages, items, steps); Save
/// then changes only the lines of the items that moved or changed, and keeps every comment.
@Suite struct ConfigTextListMoveTests {
    static let directory = URL(fileURLWithPath: "/tmp")
    static let onboarding = PresetCatalog.preset(named: "parallax.onboarding")?.yaml ?? ""

    /// What Save writes for `text` edited by `edit` (its config's value at `path` changed), and
    /// that text read back.
    static func saved(_ text: String, at path: [AnyHashable], _ edit: (inout [JSONValue]) -> Void) throws -> (text: String, config: JSONValue, wanted: JSONValue) {
        let parsed = try ConfigDocument.parse(text, fileName: "o.yaml", directory: directory)
        guard case var .array(items)? = value(parsed, path) else { throw Missing() }
        edit(&items)
        let wanted = ConfigTextPatchTests.setting(parsed, path, .array(items))
        let out = try ConfigDocument.savedText(of: wanted, over: text, fileName: "o.yaml", directory: directory)
        return (out, try ConfigDocument.parse(out, fileName: "o.yaml", directory: directory), wanted)
    }

    struct Missing: Error {}

    static func value(_ value: JSONValue, _ path: [AnyHashable]) -> JSONValue? {
        var current: JSONValue? = value
        for step in path {
            switch (current, step) {
            case let (.object?, key as String): current = current?[key]
            case let (.array(items)?, index as Int): current = items.indices.contains(index) ? items[index] : nil
            default: return nil
            }
        }
        return current
    }

    static func comments(_ text: String) -> [String] {
        text.components(separatedBy: "\n").compactMap { line in line.range(of: "#").map { String(line[$0.lowerBound...]) } }
    }

    /// The lines from the one starting `- id: <id>` (at `indent`) to the next item at that indent.
    static func layerLines(_ text: String, id: String, indent: Int = 6) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasSuffix("- id: \(id)") && $0.count - $0.drop(while: { $0 == " " || $0 == "-" }).count == indent + 2 }) else { return [] }
        var end = start + 1
        while end < lines.count, lines[end].prefix(indent + 2).allSatisfy({ $0 == " " }), !lines[end].trimmingCharacters(in: .whitespaces).isEmpty,
              !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("#") { end += 1 }
        return Array(lines[start..<end])
    }

    @Test func aLayerMovedUpInAPageChangesOnlyItsOwnLines() throws {
        let (out, config, wanted) = try Self.saved(Self.onboarding, at: ["overlay", "pages", 0]) { $0.swapAt(1, 2) }
        #expect(config == wanted)
        let (removed, added) = ConfigTextPatchTests.changedLines(Self.onboarding, out)
        let bubble = Self.layerLines(Self.onboarding, id: "bubble")
        #expect(bubble.count > 5)
        // A move is its lines out at one place and in at another (or its neighbour's, the same size).
        #expect(removed.count == added.count && removed.count <= bubble.count, "\(removed)\n\(added)")
        #expect(Set(removed) == Set(added))
        #expect(Self.comments(out).sorted() == Self.comments(Self.onboarding).sorted())
        #expect(out.components(separatedBy: "\n").count == Self.onboarding.components(separatedBy: "\n").count)
    }

    @Test func theFirstLayerOfAPageSharingItsLineMovesDown() throws {
        let (out, config, wanted) = try Self.saved(Self.onboarding, at: ["overlay", "pages", 0]) { $0.swapAt(0, 1) }
        #expect(config == wanted)
        #expect(out.contains("    - - id: screen\n") && out.contains("      - id: phone\n"), "\(out)")
        let (removed, added) = ConfigTextPatchTests.changedLines(Self.onboarding, out)
        #expect(removed.count <= 16 && added.count == removed.count, "\(removed)")
        #expect(Self.comments(out).sorted() == Self.comments(Self.onboarding).sorted())
    }

    @Test func aPageMovedTakesItsCommentWithIt() throws {
        let (out, config, wanted) = try Self.saved(Self.onboarding, at: ["overlay", "pages"]) { $0.swapAt(1, 2) }
        #expect(config == wanted)
        let page1 = try #require(out.range(of: "# Page 1:")), page2 = try #require(out.range(of: "# Page 2:"))
        #expect(page2.lowerBound < page1.lowerBound)
        #expect(Self.comments(out).sorted() == Self.comments(Self.onboarding).sorted())
        #expect(out.components(separatedBy: "\n").count == Self.onboarding.components(separatedBy: "\n").count)
    }

    @Test func aLayerEditedThenMovedChangesItsLinesAndOneValue() throws {
        let (out, config, wanted) = try Self.saved(Self.onboarding, at: ["overlay", "pages", 0]) { layers in
            layers[2] = ConfigTextPatchTests.setting(layers[2], ["alpha"], 0.5)
            layers.swapAt(2, 3)
        }
        #expect(config == wanted)
        let bubble = Self.layerLines(out, id: "bubble")
        #expect(bubble == Self.layerLines(Self.onboarding, id: "bubble").map { $0 == "        alpha: 0" ? "        alpha: 0.5" : $0 }, "\(out)")
        #expect(Self.comments(out).sorted() == Self.comments(Self.onboarding).sorted())
    }

    @Test func aLayerRemovedOrAddedInAPageTouchesOnlyItsLines() throws {
        let removal = try Self.saved(Self.onboarding, at: ["overlay", "pages", 0]) { $0.remove(at: 3) }
        #expect(removal.config == removal.wanted)
        let (removed, added) = ConfigTextPatchTests.changedLines(Self.onboarding, removal.text)
        #expect(removed == Self.layerLines(Self.onboarding, id: "welcome") && added.isEmpty, "\(removed) \(added)")
        let addition = try Self.saved(Self.onboarding, at: ["overlay", "pages", 1]) { $0.insert(.object(["id": "dot", "type": "circle"]), at: 0) }
        #expect(addition.config == addition.wanted)
        let change = ConfigTextPatchTests.changedLines(Self.onboarding, addition.text)
        #expect(change.removed == ["    - - id: phone"] && change.added == ["    - - id: dot", "        type: circle", "      - id: phone"], "\(change)")
    }

    @Test func menuItemsAndTimelineStepsMoveAsTheirLines() throws {
        let text = """
            itemCount: 3
            menu:
              items:
                - Inbox      # first
                - title: Archive
                  badge: "3"
                - Sent       # last
            timeline:
              fps: 30
              steps:
                # a drag, then let go
                - drag: {by: -120, duration: 0.3}
                - release
                - wait: 0.2

            """
        let items = try Self.saved(text, at: ["menu", "items"]) { $0.swapAt(0, 2) }
        #expect(items.config == items.wanted)
        #expect(items.text == text.replacingOccurrences(of: "    - Inbox      # first\n    - title: Archive\n      badge: \"3\"\n    - Sent       # last\n",
                                                        with: "    - Sent       # last\n    - title: Archive\n      badge: \"3\"\n    - Inbox      # first\n"), "\(items.text)")
        // A comment right above an item is that item's: it goes where the item goes.
        let steps = try Self.saved(text, at: ["timeline", "steps"]) { $0.insert($0.remove(at: 2), at: 0) }
        #expect(steps.config == steps.wanted)
        #expect(steps.text.contains("  steps:\n    - wait: 0.2\n    # a drag, then let go\n    - drag: {by: -120, duration: 0.3}\n    - release\n"), "\(steps.text)")
    }
}
