@testable import Config
import Foundation
import Problems
import TestSupport
import Transforms
import Testing

/// Configs as the designer edits them: parse, resolve, minimal `extends`, and the YAML Save writes.
@Suite struct ConfigDocumentTests {
    static let here = FileManager.default.temporaryDirectory

    @Test(arguments: PresetCatalog.names)
    func everyPresetWrittenAsYAMLReadsBackTheSame(name: String) throws {
        let yaml = try #require(PresetCatalog.preset(named: name)).yaml
        let config = try ConfigDocument.parse(yaml, fileName: "p.yaml", directory: Self.here)
        let written = ConfigYAML.text(of: config)
        #expect(try ConfigDocument.parse(written, fileName: "p.yaml", directory: Self.here) == config, "\(written)")
        #expect(ConfigYAML.text(of: config) == written, "deterministic")
    }

    @Test(arguments: ["scale.coverFlow", "stack.vortex", "snapshot.grid", "menu.tabs", "parallax.cards"])
    func minimalKeepsExtendsAndResolvesToTheSameConfig(base: String) throws {
        // Another preset's every key laid over `base`: minimal drops what `base` already gives.
        let other = try ConfigDocument.parse(try #require(PresetCatalog.preset(named: "scale.linear")).yaml, fileName: "p.yaml", directory: Self.here)
        guard case let .object(members) = other else { Issue.record("not a map"); return }
        let config = JSONValue.object([JSONValue.Member("extends", .string(base))] + members)
        let minimal = try ConfigDocument.minimal(config, directory: Self.here)
        #expect(minimal["extends"] == .string(base))
        #expect(try ConfigDocument.resolved(minimal, directory: Self.here) == ConfigDocument.resolved(config, directory: Self.here))
        // Nothing of the base itself survives.
        let baseOnly = try ConfigDocument.minimal(.object(["extends": .string(base)]), directory: Self.here)
        #expect(baseOnly == .object(["extends": .string(base)]))
    }

    @Test func minimalDropsEqualValuesAndKeepsDifferentOnes() throws {
        let config: JSONValue = .object([
            "extends": "scale.coverFlow",
            "itemCount": 5,
            "effect": .object(["scale": .object(["maxScale": 0.8, "minScale": 0.7])]),
            "stackRotateAngel": 3,
        ])
        let minimal = try ConfigDocument.minimal(config, directory: Self.here)
        #expect(ConfigYAML.text(of: minimal) == "extends: scale.coverFlow\neffect:\n  scale:\n    maxScale: 0.8\nstackRotateAngle: 3\n")
        #expect(try ConfigDocument.minimal(.object(["itemCount": 5]), directory: Self.here) == .object(["itemCount": 5]), "no extends: as written")
    }

    @Test func stringsAreQuotedWhenPlainYAMLWouldReadThemAsSomethingElse() {
        let cases: [(String, String)] = [
            ("scale.coverFlow", "scale.coverFlow"), ("#F2F2F7", "\"#F2F2F7\""), ("true", "\"true\""), ("12", "\"12\""),
            ("null", "\"null\""), ("a: b", "\"a: b\""), ("", "\"\""), (" x", "\" x\""), ("- x", "\"- x\""),
            ("{index}", "\"{index}\""), ("pi/3", "pi/3"), ("-pi/3", "-pi/3"), ("-", "\"-\""), ("-1", "\"-1\""), ("+1", "\"+1\""),
            ("-.5", "\"-.5\""), ("line\nbreak", "\"line\\nbreak\""),
            (".inf", "\".inf\""), ("Café", "\"Café\""), ("[1]", "\"[1]\""), ("a # b", "\"a # b\""),
        ]
        for (string, written) in cases {
            #expect(ConfigYAML.scalar(string) == written, "\(string)")
        }
        #expect(ConfigYAML.number(0.1) == "0.1" && ConfigYAML.number(3) == "3" && ConfigYAML.number(-.infinity) == "-.inf")
    }

    @Test func nestedListsAndMapsRoundTrip() throws {
        let config: JSONValue = .object([
            "card": .object(["layers": .array([
                .object(["id": "a", "type": "text", "text": "{number}", "actions": .array([.object(["on": "progress", "set": .object(["alpha": .array([0, 1])])])])]),
                .object([:]),
                .array([1, .array([2, 3])]),
            ])]),
            "empty": .array([]),
            "palette": .array(["#FFFFFF", "#000000"]),
        ])
        let written = ConfigYAML.text(of: config)
        #expect(try ConfigDocument.parse(written, fileName: "x.yaml", directory: Self.here) == config, "\(written)")
    }

    @Test func parseReportsTheLineOfASyntaxError() {
        #expect(throws: Problem.self) { try ConfigDocument.parse("a: 1\nb: [\n", fileName: "x.yaml", directory: Self.here) }
        do {
            _ = try ConfigDocument.parse("a: 1\nb: [\n", fileName: "x.yaml", directory: Self.here)
        } catch let error as Problem {
            #expect(error.position?.line == 3)
        } catch {
            Issue.record("\(error)")
        }
    }
}

/// `ConfigDocument.effective`: what the renderer uses for every option, which the designer shows
/// beside an option a config leaves out.
@Suite struct EffectiveValuesTests {
    static let here = FileManager.default.temporaryDirectory

    /// `over` laid onto `base`: maps key by key, anything else replaced, as `extends` merges, but
    /// a one-key map (`{selfSizing: …}`) replaces a map of other keys as one value: a resolved
    /// config can hold a base's case beside the override's, which only a file boundary tells apart.
    static func merged(_ base: JSONValue, _ over: JSONValue) -> JSONValue {
        guard case let .object(baseMembers) = base, case let .object(overMembers) = over else { return over }
        if overMembers.count == 1, baseMembers.map(\.key) != [overMembers[0].key] { return over }
        var members = baseMembers
        for member in overMembers {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index].value = merged(members[index].value, member.value)
            } else {
                members.append(member)
            }
        }
        return .object(members)
    }

    /// Writing every effective value into the config changes nothing the renderer sees (the same
    /// Swift code comes out), and reading it back gives the same values: they are the defaults
    /// the renderer really uses, spelt so a config can write them.
    @Test(arguments: PresetCatalog.names)
    func everyPresetsEffectiveValuesWrittenOutGiveTheSameScene(name: String) throws {
        let yaml = try #require(PresetCatalog.preset(named: name)).yaml
        let config = try ConfigDocument.parse(yaml, fileName: "p.yaml", directory: Self.here)
        let effective = try ConfigDocument.effective(config, directory: Self.here)
        let written = Self.merged(try ConfigDocument.resolved(config, directory: Self.here), effective)
        #expect(try ConfigDocument.effective(written, directory: Self.here) == effective)
        let url = Self.here.appendingPathComponent("config.json")
        let before = try SceneLoader.load(text: config.formatted(), url: url).scene
        let after = try SceneLoader.load(text: written.formatted(), url: url).scene
        if let code = try? SwiftCode.source(for: before) {
            #expect(try SwiftCode.source(for: after) == code)
        }
    }

    @Test func aLayoutsValuesAreWhatAnOptionLeftOutShows() throws {
        let config: JSONValue = .object(["effect": .object(["scale": .object(["layout": "blur", "minScale": 0.5])])])
        let scale = try #require(try ConfigDocument.effective(config, directory: Self.here)["effect"]?["scale"])
        #expect(scale["minScale"] == 0.5, "written")
        #expect(scale["blurEffectEnabled"] == true, "the blur layout's")
        #expect(scale["blurEffectRadiusRatio"] == 0.2, "the blur layout's")
        #expect(scale["shadowRadiusMax"] == .number(ScaleTransformViewOptions().shadowRadiusMax), "upstream's default")
    }

    @Test func pagesAndMenuDefaultsAreUpstreams() throws {
        let config: JSONValue = .object(["effect": "scale.linear", "pageViewController": .object([:]), "menu": .object([:])])
        let effective = try ConfigDocument.effective(config, directory: Self.here)
        #expect(effective["pageViewController"]?["interPageSpacing"] == 0)
        #expect(effective["pageViewController"]?["transitionStyle"] == "scroll")
        #expect(effective["menu"]?["menuItemSize"] == .object(["sizeToFit": .object(["minWidth": 150, "height": 40])]))
        #expect(effective["menu"]?["indicatorColor"] == "#037DE9")
        #expect(effective["pageControl"] == .null, "none asked for")
        #expect(effective["card"]?["inset"] == .object(["horizontal": 0.18, "vertical": 0.06]))
    }

    @Test func layerAndActionDefaultsAreInTheSchema() throws {
        let schema = ConfigSchema.json
        let layer = try #require(schema["properties"]?["card"]?["properties"]?["layers"]?["items"]?["properties"])
        #expect(layer["alpha"]?["default"] == 1)
        #expect(layer["size"]?["default"] == 17)
        #expect(layer["driver"]?["default"] == "page")
        guard case let .array(effectForms)? = schema["properties"]?["effect"]?["anyOf"], effectForms.count > 1 else {
            Issue.record("effect is not two forms")
            return
        }
        let stack = try #require(effectForms[1]["properties"]?["stack"]?["properties"])
        #expect(stack["stackRotateAngel"]?["x-flipbook-alias-of"] == "stackRotateAngle", "the designer shows one spelling")
    }
}
