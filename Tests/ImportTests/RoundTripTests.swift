import Config
import Foundation
import TestSupport
import Testing

/// `flipbook code P | flipbook import -` for every preset: the imported config, put on the scene
/// parts Swift does not carry (the page size, the cards' look, the timeline, Flipbook's own menu,
/// dot and curl settings, which `flipbook code` lists only as comments), inspects exactly as P does.
@Suite(.serialized) struct RoundTripTests {
    /// What the Swift `flipbook code` writes does not say: taken from the preset for the comparison.
    static let sceneKeys = ["name", "viewport", "background", "itemCount", "drawsShadows", "card", "timeline", "output"]
    static let flipbookOnly: [String: [String]] = [
        "menu": ["indicatorWidth", "indicatorCornerRadius", "indicatorStyle", "fontTransition", "layoutDirection"],
        "pageControl": ["updates", "placement", "dotSize", "dotSpacing", "controlHeight", "bottomInset", "maxVisibleDots", "platterColor"],
        "pageViewController": ["curl"],
    ]

    /// Presets whose card layers or page overlay play PVView actions: `flipbook import` does not
    /// read PVView actions yet, so their round trip is a known gap.
    static func hasActions(_ resolved: JSONValue) -> Bool {
        resolved["overlay"] != nil || (resolved["card"]?["layers"]).map { $0 != .array([]) && $0 != .null } ?? false
    }

    @Test(arguments: PresetCatalog.names)
    func codeThenImportInspectsAsThePreset(_ preset: String) throws {
        let folder = try TemporaryFolder()
        let code = try runFlipbook(["code", preset], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        try code.stdout.write(to: folder.path("Generated.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "Generated.swift", "--out", "imported.yaml"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")

        let text = try #require(PresetCatalog.preset(named: preset)).yaml
        let resolved = try ConfigDocument.resolved(ConfigDocument.parse(text, fileName: preset + ".yaml", directory: folder.url), directory: folder.url)
        var members: [JSONValue.Member] = [.init("extends", "imported.yaml")]
        for key in Self.sceneKeys {
            guard var value = resolved[key] else { continue }
            if key == "card", case let .object(card) = value { value = .object(card.filter { $0.key != "layers" }) }
            members.append(.init(key, value))
        }
        for (group, keys) in Self.flipbookOnly.sorted(by: { $0.key < $1.key }) {
            guard case let .object(settings) = resolved[group] else { continue }
            members.append(.init(group, .object(settings.filter { keys.contains($0.key) })))
        }
        try JSONValue.object(members).formatted().write(to: folder.path("roundtrip.json"), atomically: true, encoding: .utf8)

        let expected = try runFlipbook(["inspect", preset, "--format", "json"], in: folder.url)
        let actual = try runFlipbook(["inspect", "roundtrip.json", "--format", "json"], in: folder.url)
        try #require(expected.status == 0 && actual.status == 0, "\(expected.stderr)\(actual.stderr)")
        if Self.hasActions(resolved) {
            withKnownIssue("PVView actions are not imported yet") {
                #expect(actual.stdout == expected.stdout)
            }
        } else {
            let importedText = try String(contentsOf: folder.path("imported.yaml"), encoding: .utf8)
            #expect(actual.stdout == expected.stdout, "imported:\n\(importedText)")
        }
    }
}
