import Config
import Foundation
import SceneModel
import SwiftImport
import Testing
import Transforms

/// Each kind the menu's catalog added (insets, a font, an enumeration whose cases carry values, a
/// layer order) goes config → scene → `flipbook code`'s Swift → `flipbook import` → config → the
/// same scene, for every case of every such option, with values other than the defaults.
@Suite struct OptionKindRoundTripTests {
    /// A scene with the menu option `key` set to `yaml`.
    private func scene(_ key: String, _ yaml: String) throws -> Scene {
        try SceneLoader.load(text: "name: x\neffect: scale.linear\nitemCount: 3\nmenu: {\(key): \(yaml)}\n",
                             url: URL(fileURLWithPath: "/tmp/kinds.yaml")).scene
    }

    /// The config `flipbook import` makes of the Swift `flipbook code` writes for `scene`.
    private func reimported(_ scene: Scene) throws -> Scene {
        let swift = try SwiftCode.source(for: scene)
        let yaml = try SwiftImporter(choice: nil).yaml(from: [SwiftSource(name: "Generated.swift", text: swift)])
        return try SceneLoader.load(text: "name: x\neffect: scale.linear\n" + yaml, url: URL(fileURLWithPath: "/tmp/imported.yaml")).scene
    }

    /// Every value to try for `option`: each case of a `.cases` option with every value set (zIndex
    /// near Parchment's `Int.max` too), the coverage sample otherwise.
    private func values(_ option: OptionDescription<PagingOptions>) -> [String] {
        switch option.kind {
        case .insets: return ["{top: 1, left: -2.5, bottom: 3, right: 4}"]
        case .font: return ["{size: 13, weight: semibold}", "{size: 21.5, weight: 0.3}"]
        case .cases: break
        default: return []
        }
        return CatalogCoverageSamples.caseSamples(option)
    }

    @Test(arguments: PagingOptions.options.filter { option in
        guard option.swiftPlacement == .property else { return false }
        switch option.kind {
        case .insets, .font, .cases: return true
        default: return false
        }
    }.map(\.key))
    func aValueOfEachNewKindSurvivesCodeThenImport(_ key: String) throws {
        let option = try #require(PagingOptions.options.first { $0.key == key })
        let samples = values(option)
        try #require(!samples.isEmpty)
        for yaml in samples {
            let original = try scene(key, yaml)
            let menu = try #require(original.menu)
            #expect(!option.isEqual(in: menu.options, and: PagingOptions()), "\(key): \(yaml) is the default")
            let back = try #require(try reimported(original).menu, "\(key): \(yaml) lost the menu")
            #expect(option.isEqual(in: back.options, and: menu.options), "\(key): \(yaml) came back different")
        }
    }

    @Test func parchmentsIntMaxLayerOrderSurvivesCodeThenImport() throws {
        var options = PagingOptions()
        options.indicatorOptions = .visible(height: 3, zIndex: Int.max - 3)
        options.borderOptions = .visible(height: 2, zIndex: Int.max)
        var scene = try scene("menuItemSpacing", "2")
        scene.menu?.options.indicatorOptions = options.indicatorOptions
        scene.menu?.options.borderOptions = options.borderOptions
        let swift = try SwiftCode.source(for: scene)
        #expect(swift.contains("zIndex: Int.max - 3") && swift.contains("zIndex: Int.max,"))
        let yaml = try SwiftImporter(choice: nil).yaml(from: [SwiftSource(name: "Generated.swift", text: swift)])
        // Configs hold layer orders below 10¹⁵: import writes Int.max − n as 1000000 − n, above any item, as the presets do.
        #expect(yaml.contains("zIndex: 999997") && yaml.contains("zIndex: 1000000"), "\(yaml)")
    }
}

/// Sample values of each case of a `.cases` option, as a config writes them.
enum CatalogCoverageSamples {
    static func caseSamples(_ option: OptionDescription<PagingOptions>) -> [String] {
        guard case let .cases(type) = option.kind else { return [] }
        return samples(type)
    }

    private static func samples<Cases: OptionCases>(_: Cases.Type) -> [String] {
        Cases.optionCases.map { option in
            switch option.payload {
            case .none: return option.name
            case .value: return "{\(option.name): 30}"
            case let .fields(fields):
                let values = fields.map { field -> String in
                    switch field.kind {
                    case .insets: return "\(field.key): {top: 1, left: 2, bottom: 3, right: 4}"
                    case .integer: return "\(field.key): 7"
                    default: return "\(field.key): 33"
                    }
                }
                return "{\(option.name): {\(values.joined(separator: ", "))}}"
            }
        }
    }
}
