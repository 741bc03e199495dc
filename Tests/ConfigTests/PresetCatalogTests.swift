import Foundation
import Render
import Testing
import TestSupport
import Transforms
@testable import Config

@Suite struct PresetCatalogTests {
    /// The YAML files in `Presets/` (not `examples/`), by preset name.
    static func presetFiles() throws -> [(name: String, yaml: String)] {
        let folder = repositoryRoot.appendingPathComponent("Presets")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { (String($0.dropLast(5)), try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func compiledInPresetsAreExactlyThePresetsFolder() throws {
        let files = try Self.presetFiles()
        #expect(PresetCatalog.all.map(\.name).sorted() == files.map(\.name),
                "list every Presets/*.yaml in Sources/Config/Catalog/PresetFiles.swift")
        for file in files {
            // The file's first line says where it is generated; the preset is served without it.
            let served = file.yaml.hasPrefix("# Generated in part") ? String(file.yaml.drop { $0 != "\n" }.dropFirst()) : file.yaml
            #expect(PresetCatalog.preset(named: file.name)?.yaml == served, "\(file.name)")
            #expect(PresetCatalog.preset(named: file.name)?.yaml.contains("Generated in part") == false, "\(file.name)")
        }
        #expect(files.filter { $0.yaml.hasPrefix("# Generated in part by flipbook-generate") }.count == NamedLayout.allCases.count + 1,
                "the 22 layouts' presets and menu.tabs say in their first line that a block of theirs is generated")
    }

    @Test func everyNamedLayoutHasAPresetFileWithExactlyItsOptions() throws {
        for layout in NamedLayout.allCases {
            let preset = try #require(PresetCatalog.preset(named: layout.name), "no Presets/\(layout.name).yaml")
            let file = repositoryRoot.appendingPathComponent("Presets/\(layout.name).yaml")
            let scene = try SceneLoader.load(file: file).scene
            #expect(scene.effect.comparable == layout.effect.comparable, "\(layout.name) drifted from .layout(.\(layout.layoutName))")
            #expect(scene.name == layout.name)
            #expect(preset.layout == layout)
        }
    }

    @Test func everyPresetHasAOneLineSummaryAndLoads() throws {
        #expect(PresetCatalog.all.count >= NamedLayout.allCases.count + 4)
        for preset in PresetCatalog.all {
            #expect(!preset.summary.isEmpty, "\(preset.name) needs a first line `# \(preset.name) — what it looks like`")
            #expect(!preset.summary.contains("\n"))
            let scene = try SceneLoader.load(presetOrPath: preset.name)
            #expect(scene.name == preset.name)
            #expect(preset.yaml.contains("# yaml-language-server: $schema=flipbook.schema.json"))
        }
    }

    @Test func presetsOfOurOwnAreNotNamedLayouts() {
        let own = PresetCatalog.all.filter { $0.layout == nil }.map(\.name)
        #expect(own.count >= 4)
        for name in own {
            // An effect's presets say the effect first; a feature's (the Parchment menu, parallax layers, the page view controller) say the feature.
            #expect(["scale.", "stack.", "snapshot.", "menu.", "parallax.", "pages."].contains { name.hasPrefix($0) }, "\(name) should say its effect first")
        }
    }

    @Test func presetNameAndTheTextItPrintsGiveTheSameScene() throws {
        // `flipbook presets show X > x.yaml` then loading x.yaml must give preset X's scene.
        for preset in PresetCatalog.all {
            let root = try temporaryFolder(files: ["\(preset.name).yaml": preset.yaml])
            defer { try? FileManager.default.removeItem(at: root) }
            let fromFile = try SceneLoader.load(file: root.appendingPathComponent("\(preset.name).yaml")).scene
            let fromName = try SceneLoader.load(presetOrPath: preset.name)
            #expect(fingerprint(fromFile) == fingerprint(fromName), "\(preset.name)")
        }
    }

    @Test func exampleUserFileExtendsAPresetAndOverridesTwoOptions() throws {
        let file = repositoryRoot.appendingPathComponent("Presets/examples/my-coverflow.yaml")
        let loaded = try SceneLoader.load(file: file)
        var expected = ScaleTransformViewOptions.layout(.coverFlow)
        expected.rotation3d?.angle = 45 * .pi / 180
        expected.shadowEnabled = false
        #expect(loaded.scene.effect.scaleOptions == expected)
        #expect(loaded.scene.name == "my-coverflow")
        let preset = try SceneLoader.load(presetOrPath: "scale.coverFlow")
        #expect(loaded.scene.viewport == preset.viewport)
        #expect(loaded.scene.timeline == preset.timeline)
        #expect(loaded.files == [file.standardizedFileURL])
    }
}
