import Config
import Foundation
import Testing

/// Save edits the file's text: only changed values move, everything else stays byte for byte.
@Suite struct ConfigTextPatchTests {
    static let base: JSONValue = .object([
        "itemCount": 5,
        "effect": .object(["scale": .object(["minScale": 0.7, "maxScale": 0.7, "scaleRatio": 0])]),
        "card": .object(["cornerRadius": 16]),
    ])

    static let text = """
        # my cover flow
        extends: scale.coverFlow

        itemCount: 7        # more cards
        viewport: {width: 320, height: 400}   # flow style stays
        effect:
          scale:
            maxScale: 0.90  # bigger centre
            # the side cards
            minScale: 0.5
        layers:
          - type: rect
            x: 10
            y: 20
          - type: text
            text: "Hello"
            x: 0

        """

    /// The text's config with `edit` applied.
    static func config(_ edit: (inout [String: JSONValue]) -> Void = { _ in }) throws -> JSONValue {
        let parsed = try ConfigDocument.parse(text, fileName: "mine.yaml", directory: URL(fileURLWithPath: "/tmp"))
        guard case let .object(members) = parsed else { return parsed }
        var values = Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) })
        edit(&values)
        return .object(members.compactMap { member in values[member.key].map { JSONValue.Member(member.key, $0) } }
            + values.keys.filter { key in !members.contains { $0.key == key } }.sorted().map { JSONValue.Member($0, values[$0]!) })
    }

    static func patched(_ config: JSONValue) throws -> String {
        try ConfigTextPatch.patched(text, to: config, base: base)
    }

    /// The lines of `a` that are not in `b`, and of `b` not in `a`, in order (a one-line change shows as one each).
    static func changedLines(_ a: String, _ b: String) -> (removed: [String], added: [String]) {
        let old = a.components(separatedBy: "\n"), new = b.components(separatedBy: "\n")
        let diff = new.difference(from: old)
        return (diff.removals.map { if case let .remove(_, line, _) = $0 { return line }; return "" },
                diff.insertions.map { if case let .insert(_, line, _) = $0 { return line }; return "" })
    }

    @Test func anUnchangedConfigGivesTheSameBytes() throws {
        #expect(try Self.patched(Self.config()) == Self.text)
    }

    @Test func aChangedScalarIsReplacedInPlaceKeepingItsComment() throws {
        let config = try Self.config { $0["itemCount"] = 9 }
        let out = try Self.patched(config)
        let (removed, added) = Self.changedLines(Self.text, out)
        #expect(removed == ["itemCount: 7        # more cards"])
        #expect(added == ["itemCount: 9        # more cards"])
    }

    @Test func aValueOfAnotherLengthKeepsItsCommentInItsColumn() throws {
        let longer = try Self.patched(Self.config { $0["itemCount"] = 12 })
        #expect(Self.changedLines(Self.text, longer).added == ["itemCount: 12       # more cards"])
        let shorter = try Self.patched(Self.config { values in
            values["effect"] = .object(["scale": .object(["maxScale": 0.8, "minScale": 0.5])])
            values["viewport"] = .object(["width": 1320, "height": 400])
        })
        #expect(Self.changedLines(Self.text, shorter).added == ["viewport: {width: 1320, height: 400}  # flow style stays", "    maxScale: 0.8   # bigger centre"])
        // No room to give back: one space stays before the comment.
        let long = try Self.patched(Self.config { $0["itemCount"] = 123_456_789_012 })
        #expect(Self.changedLines(Self.text, long).added == ["itemCount: 123456789012 # more cards"])
    }

    @Test func aNestedValueAndAFlowValueChangeInPlace() throws {
        let config = try Self.config { values in
            values["effect"] = .object(["scale": .object(["maxScale": 0.95, "minScale": 0.5])])
            values["viewport"] = .object(["width": 320, "height": 480])
        }
        let out = try Self.patched(config)
        let (removed, added) = Self.changedLines(Self.text, out)
        #expect(removed == ["viewport: {width: 320, height: 400}   # flow style stays", "    maxScale: 0.90  # bigger centre"])
        #expect(added == ["viewport: {width: 320, height: 480}   # flow style stays", "    maxScale: 0.95  # bigger centre"])
    }

    @Test func aValueBackAtWhatExtendsGivesIsRemovedAndSoIsItsEmptiedMap() throws {
        let one = try Self.patched(Self.config { $0["effect"] = .object(["scale": .object(["maxScale": 0.9, "minScale": 0.7])]) })
        #expect(Self.changedLines(Self.text, one).removed == ["    minScale: 0.5"])
        #expect(one.contains("# the side cards"), "comments stay")
        let both = try Self.patched(Self.config { $0["effect"] = .object(["scale": .object(["maxScale": 0.7, "minScale": 0.7])]) })
        #expect(!both.contains("effect:") && !both.contains("scale:"), "no `scale:` left to read as null:\n\(both)")
        #expect(both.contains("layers:\n  - type: rect"))
    }

    @Test func aNewKeyGoesAfterItsSiblingsAtTheirIndentation() throws {
        let out = try Self.patched(Self.config { values in
            values["effect"] = .object(["scale": .object(["maxScale": 0.9, "minScale": 0.5, "scaleRatio": 0.4])])
            values["card"] = .object(["cornerRadius": 30])
        })
        #expect(out.contains("    minScale: 0.5\n    scaleRatio: 0.4\nlayers:"), "\(out)")
        #expect(out.hasSuffix("    x: 0\ncard:\n  cornerRadius: 30\n"), "\(out)")
        // A new key equal to what extends gives is not written.
        let same = try Self.patched(Self.config { $0["card"] = .object(["cornerRadius": 16]) })
        #expect(same == Self.text)
    }

    @Test func aLayerEditIsOneLine() throws {
        let config = try Self.config { values in
            guard case var .array(layers) = values["layers"], case var .object(first) = layers[0] else { return }
            first[1].value = 42
            layers[0] = .object(first)
            values["layers"] = .array(layers)
        }
        let (removed, added) = Self.changedLines(Self.text, try Self.patched(config))
        #expect(removed == ["    x: 10"] && added == ["    x: 42"])
    }

    @Test func aLayerInAPageOfAnOverlayIsOneLine() throws {
        let text = "overlay:\n  pages:\n    - - id: phone   # the phone\n        type: rect\n        cornerRadius: 22\n      - id: screen\n        type: rect\n    - - id: phone\n"
        let config = JSONValue.object(["overlay": .object(["pages": .array([
            .array([.object(["id": "phone", "type": "rect", "cornerRadius": 30]), .object(["id": "screen", "type": "rect"])]),
            .array([.object(["id": "phone"])]),
        ])])])
        let out = try ConfigTextPatch.patched(text, to: config, base: nil)
        #expect(out == text.replacingOccurrences(of: "cornerRadius: 22", with: "cornerRadius: 30"), "\(out)")
    }

    @Test func aLayerEditInTheOnboardingPresetIsOneLine() throws {
        let text = try #require(PresetCatalog.preset(named: "parallax.onboarding")).yaml
        let directory = URL(fileURLWithPath: "/tmp")
        let parsed = try ConfigDocument.parse(text, fileName: "o.yaml", directory: directory)
        let edited = Self.setting(parsed, ["overlay", "pages", 0, 0, "cornerRadius"], 30)
        let out = try ConfigTextPatch.patched(text, to: edited, base: nil)
        let (removed, added) = Self.changedLines(text, out)
        #expect(removed == ["        cornerRadius: 22"] && added == ["        cornerRadius: 30"], "\(out)")
        let saved = try ConfigDocument.savedText(of: edited, over: text, fileName: "o.yaml", directory: directory)
        #expect(saved == out)
    }

    /// `value` with the value at `path` (keys and indices) replaced.
    static func setting(_ value: JSONValue, _ path: [AnyHashable], _ new: JSONValue) -> JSONValue {
        guard let first = path.first else { return new }
        let rest = Array(path.dropFirst())
        switch (value, first) {
        case let (.object(members), key as String):
            return .object(members.map { $0.key == key ? JSONValue.Member(key, setting($0.value, rest, new)) : $0 })
        case let (.array(items), index as Int):
            return .array(items.enumerated().map { $0.offset == index ? setting($0.element, rest, new) : $0.element })
        default:
            return value
        }
    }

    @Test func aRemovedKeyTakesItsLinesWithIt() throws {
        let out = try Self.patched(Self.config { $0["viewport"] = nil })
        let (removed, added) = Self.changedLines(Self.text, out)
        #expect(removed == ["viewport: {width: 320, height: 400}   # flow style stays"] && added.isEmpty)
    }

    @Test func aListOfAnotherLengthIsWrittenAnewInBlockStyle() throws {
        let out = try Self.patched(Self.config { $0["layers"] = .array([.object(["type": "rect", "x": 1])]) })
        #expect(out.hasSuffix("layers:\n  - type: rect\n    x: 1\n"), "\(out)")
        #expect(out.hasPrefix("# my cover flow\nextends: scale.coverFlow\n\nitemCount: 7"))
    }

    static let commentedLayers = """
        card:
          layers:
            # the frame
            - id: phone   # the phone
              type: rect
              cornerRadius: 22
            - id: screen  # its screen
              type: rect
            - id: caption # under it
              type: text
              text: Hi

        """

    /// `commentedLayers` with its layers changed by `edit`, patched, and read back.
    static func editedLayers(_ edit: (inout [JSONValue]) -> Void) throws -> (text: String, layers: JSONValue?) {
        let directory = URL(fileURLWithPath: "/tmp")
        let parsed = try ConfigDocument.parse(commentedLayers, fileName: "c.yaml", directory: directory)
        guard case var .array(layers)? = parsed["card"]?["layers"] else { return ("", nil) }
        edit(&layers)
        let out = try ConfigTextPatch.patched(commentedLayers, to: .object(["card": .object(["layers": .array(layers)])]), base: nil)
        return (out, try ConfigDocument.parse(out, fileName: "c.yaml", directory: directory)["card"]?["layers"])
    }

    @Test func aLayerAddedAtTheEndLeavesTheOthersAsWritten() throws {
        let layer: JSONValue = .object(["id": "badge", "type": "circle"])
        let (out, layers) = try Self.editedLayers { $0.append(layer) }
        #expect(out == Self.commentedLayers.replacingOccurrences(of: "      text: Hi\n", with: "      text: Hi\n    - id: badge\n      type: circle\n"), "\(out)")
        guard case let .array(items)? = layers else { Issue.record("no layers"); return }
        #expect(items.count == 4 && items[3] == layer)
    }

    @Test func aLayerRemovedFromTheMiddleTakesOnlyItsLines() throws {
        let (out, layers) = try Self.editedLayers { $0.remove(at: 1) }
        let (removed, added) = Self.changedLines(Self.commentedLayers, out)
        #expect(removed == ["    - id: screen  # its screen", "      type: rect"] && added.isEmpty, "\(out)")
        guard case let .array(items)? = layers else { Issue.record("no layers"); return }
        #expect(items.map { $0["id"] } == ["phone", "caption"])
    }

    @Test func aLayerMovedUpRewritesOnlyThatLayer() throws {
        let (out, layers) = try Self.editedLayers { $0.swapAt(1, 2) }
        #expect(out.contains("- id: phone   # the phone") && out.contains("# the frame"), "untouched layers keep their comments\n\(out)")
        guard case let .array(items)? = layers else { Issue.record("no layers"); return }
        #expect(items.map { $0["id"] } == ["phone", "caption", "screen"])
    }

    @Test func aLayerInsertedAndAnotherChangedInOneSave() throws {
        let (out, layers) = try Self.editedLayers { layers in
            layers.insert(.object(["id": "glow", "type": "gradient", "colors": ["#FFFFFF", "#000000"]]), at: 1)
            if case var .object(caption) = layers[3] {
                caption[2].value = "Hello"
                layers[3] = .object(caption)
            }
        }
        guard case let .array(items)? = layers else { Issue.record("no layers"); return }
        #expect(items.map { $0["id"] } == ["phone", "glow", "screen", "caption"] && items[3]["text"] == "Hello", "\(out)")
        #expect(out.contains("- id: screen  # its screen") && out.contains("- id: caption # under it"), "\(out)")
    }

    @Test func aLongListAlignsOnlyWhatChanged() throws {
        // 20,000 items: one removed from the middle, or one added at the end, costs its own line,
        // not a 20,000 × 20,000 table (equal ends are set aside before aligning).
        let count = 20_000
        let text = "menu:\n  items:\n" + (0..<count).map { "    - Day \($0)   # \($0)\n" }.joined()
        let items: [JSONValue] = (0..<count).map { .string("Day \($0)") }
        func patched(_ new: [JSONValue]) throws -> String {
            try ConfigTextPatch.patched(text, to: .object(["menu": .object(["items": .array(new)])]), base: nil)
        }
        var fewer = items
        fewer.remove(at: 7_000)
        #expect(try patched(fewer) == text.replacingOccurrences(of: "    - Day 7000   # 7000\n", with: ""))
        #expect(try patched(items + ["Day end"]) == text + "    - Day end\n")
    }

    @Test func quotedStringsAndFourSpaceFilesKeepTheirStyle() throws {
        let text = "extends: x\ncard:\n    title: 'a # b'   # note\n    fill: \"#FF0000\"\n"
        let out = try ConfigTextPatch.patched(text, to: .object([
            "extends": "x", "card": .object(["title": "a # b", "fill": "#00FF00", "cornerRadius": 4]),
        ]), base: nil)
        #expect(out == "extends: x\ncard:\n    title: 'a # b'   # note\n    fill: \"#00FF00\"\n    cornerRadius: 4\n")
    }

    @Test func aFlowMapKeepsItsStyleWhenKeysComeAndGo() throws {
        let text = "viewport: {width: 1, height: 2}   # size\nlist: [1, 2]\n"
        let fewer = try ConfigTextPatch.patched(text, to: .object(["viewport": .object(["width": 1]), "list": [1, 2]]), base: nil)
        // The comment stays in its column: the spaces before it take up the change in length.
        #expect(fewer == "viewport: {width: 1}              # size\nlist: [1, 2]\n")
        let more = try ConfigTextPatch.patched(text, to: .object(["viewport": .object(["width": 1, "height": 2, "depth": 3]), "list": [1, 2, 3]]), base: nil)
        #expect(more == "viewport: {width: 1, height: 2, depth: 3} # size\nlist: [1, 2, 3]\n")
    }

    @Test func aNewMapUnderAnEmptyKeyAndAFileWithoutFinalNewline() throws {
        let out = try ConfigTextPatch.patched("extends: x\neffect:", to: .object([
            "extends": "x", "effect": .object(["scale": .object(["minScale": 0.2])]),
        ]), base: nil)
        #expect(out == "extends: x\neffect:\n  scale:\n    minScale: 0.2")
        let added = try ConfigTextPatch.patched("extends: x", to: .object(["extends": "x", "itemCount": 3]), base: nil)
        #expect(added == "extends: x\nitemCount: 3\n")
    }

    @Test func everyPresetReadsBackAsItselfAfterAnEdit() throws {
        for name in PresetCatalog.names {
            guard let preset = PresetCatalog.preset(named: name) else { continue }
            let directory = URL(fileURLWithPath: "/tmp")
            let parsed = try ConfigDocument.parse(preset.yaml, fileName: "p.yaml", directory: directory)
            guard case let .object(members) = parsed else { continue }
            let edited = JSONValue.object(members.filter { $0.key != "itemCount" } + [JSONValue.Member("itemCount", 11)])
            let out = try ConfigTextPatch.patched(preset.yaml, to: edited, base: nil)
            let reread = try ConfigDocument.parse(out, fileName: "p.yaml", directory: directory)
            #expect(reread["itemCount"] == 11 && reread == parsed.replacing("itemCount", in: reread), "\(name)")
            #expect(Self.changedLines(preset.yaml, out).removed.count <= 1, "\(name): one line changes\n\(out)")
        }
    }
}

private extension JSONValue {
    /// This object with `key` set to `other`'s value for it (so key order follows this object).
    func replacing(_ key: String, in other: JSONValue) -> JSONValue {
        guard case let .object(members) = self else { return self }
        let value = other[key] ?? .null
        return members.contains { $0.key == key }
            ? .object(members.map { $0.key == key ? JSONValue.Member(key, value) : $0 })
            : .object(members + [JSONValue.Member(key, value)])
    }
}
