@testable import Config
import Foundation
import TestSupport
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
            ("{index}", "\"{index}\""), ("pi/3", "pi/3"), ("-pi/3", "\"-pi/3\""), ("line\nbreak", "\"line\\nbreak\""),
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
        #expect(throws: ConfigError.self) { try ConfigDocument.parse("a: 1\nb: [\n", fileName: "x.yaml", directory: Self.here) }
        do {
            _ = try ConfigDocument.parse("a: 1\nb: [\n", fileName: "x.yaml", directory: Self.here)
        } catch let error as ConfigError {
            #expect(error.position?.line == 3)
        } catch {
            Issue.record("\(error)")
        }
    }
}
