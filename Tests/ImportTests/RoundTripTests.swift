import Config
import Foundation
import TestSupport
import Testing

/// `flipbook code P | flipbook import -` for every preset: the imported config, put on the scene
/// parts Swift does not carry (the page size, the cards' look, the timeline, Flipbook's own menu,
/// dot and curl settings, which `flipbook code` lists only as comments, and the card and overlay
/// layers' look), inspects exactly as P does.
@Suite(.serialized) struct RoundTripTests {
    /// What the Swift `flipbook code` writes does not say: taken from the preset for the comparison.
    static let sceneKeys = ["name", "viewport", "background", "itemCount", "drawsShadows", "card", "timeline", "output"]
    static let flipbookOnly: [String: [String]] = [
        "menu": ["indicatorWidth", "indicatorCornerRadius", "indicatorStyle", "fontTransition", "layoutDirection", "cellLayers", "indicatorLayers"],
        "pageControl": ["updates", "placement", "dotSize", "dotSpacing", "controlHeight", "bottomInset", "maxVisibleDots", "platterColor"],
        "pageViewController": ["curl"],
    ]

    /// `flipbook code` writes the layers' PVView actions and drivers but not their look (type,
    /// frame, content): the imported layers (stand-in rects) get the preset's look, matched by id
    /// in order, and keep their imported `driver` and `actions`. A card with no layer moving writes
    /// none: its layers are the preset's as they are.
    static func layersWithPresetLook(_ preset: JSONValue?, imported: JSONValue?) throws -> JSONValue {
        guard case let .array(presetLayers)? = preset else { return preset ?? .null }
        guard case let .array(importedLayers)? = imported else {
            try #require(presetLayers.allSatisfy { $0["actions"] == nil }, "layers not imported")
            return .array(presetLayers)
        }
        try #require(presetLayers.count == importedLayers.count, "imported \(importedLayers.count) layers, the preset has \(presetLayers.count)")
        return .array(try zip(presetLayers, importedLayers).map { pair in
            guard case let .object(look) = pair.0, case let .object(own) = pair.1 else { return pair.0 }
            try #require(pair.0["id"] == pair.1["id"], "layer \(String(describing: pair.1["id"])) imported where the preset has \(String(describing: pair.0["id"]))")
            return .object(look.filter { !["driver", "actions"].contains($0.key) } + own.filter { ["driver", "actions"].contains($0.key) })
        })
    }

    @Test(arguments: PresetCatalog.names)
    func codeThenImportInspectsAsThePreset(_ preset: String) throws {
        let folder = try TemporaryFolder()
        let code = try runFlipbook(["code", preset], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        try code.stdout.write(to: folder.path("Generated.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "Generated.swift", "--out", "imported.yaml"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")
        let importedText = try String(contentsOf: folder.path("imported.yaml"), encoding: .utf8)
        let importedConfig = try ConfigDocument.parse(importedText, fileName: "imported.yaml", directory: folder.url)

        let text = try #require(PresetCatalog.preset(named: preset)).yaml
        let resolved = try ConfigDocument.resolved(ConfigDocument.parse(text, fileName: preset + ".yaml", directory: folder.url), directory: folder.url)
        var members: [JSONValue.Member] = [.init("extends", "imported.yaml")]
        for key in Self.sceneKeys {
            guard var value = resolved[key] else { continue }
            if key == "card", case let .object(card) = value {
                value = .object(try card.map { member in
                    member.key == "layers" ? .init("layers", try Self.layersWithPresetLook(member.value, imported: importedConfig["card"]?["layers"])) : member
                })
            }
            members.append(.init(key, value))
        }
        if case let .object(overlay)? = resolved["overlay"] {
            let presetPages: [JSONValue] = if case let .array(pages)? = resolved["overlay"]?["pages"] { pages } else { [] }
            let importedPages: [JSONValue] = if case let .array(pages)? = importedConfig["overlay"]?["pages"] { pages } else { [] }
            try #require(presetPages.count == importedPages.count, "imported \(importedPages.count) overlay pages, the preset has \(presetPages.count)")
            let pages = try zip(presetPages, importedPages).map { try Self.layersWithPresetLook($0.0, imported: $0.1) }
            // PVView's page rules come from the imported `overlayRules` (`extends: imported.yaml`); the rest is the preset's.
            let rules = ["ignoreLastPage", "runActionsAfterTransition"]
            members.append(.init("overlay", .object(overlay.filter { $0.key != "pages" && !rules.contains($0.key) } + [.init("pages", .array(pages))])))
        }
        for (group, keys) in Self.flipbookOnly.sorted(by: { $0.key < $1.key }) {
            guard case let .object(settings) = resolved[group] else { continue }
            members.append(.init(group, .object(settings.filter { keys.contains($0.key) })))
        }
        try JSONValue.object(members).formatted().write(to: folder.path("roundtrip.json"), atomically: true, encoding: .utf8)

        let expected = try runFlipbook(["inspect", preset, "--format", "json"], in: folder.url)
        let actual = try runFlipbook(["inspect", "roundtrip.json", "--format", "json"], in: folder.url)
        try #require(expected.status == 0 && actual.status == 0, "\(expected.stderr)\(actual.stderr)")
        #expect(actual.stdout == expected.stdout, "imported:\n\(importedText)")
    }
}
