import Foundation
import Testing
@testable import Config
import Generators
import TestSupport
import Transforms

/// The files derived from code (schema, the docs' option and key tables, the named layouts' preset
/// effect blocks) are committed as generated; the test only compares, `bash Tools/regenerate.sh`
/// (`swift run flipbook-generate`) rewrites them.
@Suite struct GeneratedFilesTests {
    private func committed(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyGeneratedFileIsCurrent() throws {
        let files = try GeneratedFiles.expected(committed: committed, listing: { folder in
            try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)
                .filter { !$0.hasPrefix(".") }.sorted()
        })
        #expect(files.count == 10 + NamedLayout.allCases.count)
        for file in files {
            #expect(try committed(file.path) == file.text, "\(file.path) is stale: run bash Tools/regenerate.sh")
        }
    }

    @Test func theDocsHoldARowForEveryCataloguedOption() throws {
        // The tables come from the catalog: the committed docs hold each doc line and default.
        let docs = try committed("docs/CONFIG.md")
        for option in ScaleTransformViewOptions.options {
            #expect(docs.contains("| `\(option.key)` |"), "no row for \(option.key)")
        }
        #expect(docs.contains("| `stackRotateAngle` (upstream `stackRotateAngel`) |"))
        #expect(docs.contains("| `rotation3d.angle` | angle | required |"))
        #expect(docs.contains("| `minScale` | number | `0.75` | Lower bound of the card scale. |"))
    }

    @Test func theLayerDocsHoldARowForEveryKeyTheReaderTakes() throws {
        // LAYERS.md's tables come from the schemas: a key the reader takes has its row and doc.
        let docs = try committed("docs/LAYERS.md")
        for field in LayersSchema.layer.fields {
            #expect(docs.contains("| `\(field.key)` |"), "no row for the layer key \(field.key)")
        }
        for key in ActionSchema.kinds + ActionSchema.modifiers + ["parameters.startOffset", "keyframes.property"] {
            #expect(docs.contains("| `\(key)` |"), "no row for the action key \(key)")
        }
        for property in LayerKeyframes.Property.allCases {
            #expect(docs.contains("| `\(property.rawValue)` |"), "no row for the keyframe property \(property.rawValue)")
        }
        #expect(docs.contains("| `fill` | `rect`, `circle`, `table`, `segmented` | colour or `null` | — | rect, circle: the fill colour (default white); table: the background (default white); segmented: the track (default #7676801F); null for none. |"))
        #expect(docs.contains("| `ignoreLastPage` | `true` or `false` | `true` |"))
    }

    @Test func theMotionDocHoldsARowForEveryTimelineKeyAndStep() throws {
        let docs = try committed("docs/MOTION.md")
        for key in TimelineSchema.sweep.keys + TimelineSchema.script.keys + TimelineSchema.stepNames.map({ "`\($0)`" }) {
            #expect(docs.contains("| `\(key)` |") || docs.contains("| \(key) |"), "no row for \(key)")
        }
        for name in TimelineSchema.stepNames {
            for (key, _) in SchemaTable.properties(SchemaTable.map(in: TimelineSchema.stepValueJSON(name)) ?? .null) {
                #expect(docs.contains("| `\(name).\(key)` |"), "no row for the step key \(name).\(key)")
            }
        }
        #expect(docs.contains("| `frames` | integer 1…100000 | `5` | Number of frames, both ends included. |"))
    }

    @Test func contentKeysAreTheFieldsMarkedWithTheirLayerTypes() {
        // Read from the fields' `for:`; the "is a key of … layers" message lists the types in this order.
        #expect(LayersSchema.contentKeys == [
            "text": ["text"], "font": ["text", "table", "segmented"], "size": ["text", "table", "segmented"],
            "weight": ["text", "table", "segmented"], "alignment": ["text"], "color": ["text", "table", "segmented"],
            "letterSpacing": ["text"], "numberOfLines": ["text"], "lineSpacing": ["text"],
            "image": ["image"], "mode": ["image"],
            "fill": ["rect", "circle", "table", "segmented"], "border": ["rect", "circle"], "cornerRadius": ["rect", "gradient", "segmented"],
            "colors": ["gradient"], "start": ["gradient"], "end": ["gradient"],
            "sections": ["table"], "sectionShown": ["table"], "rowHeight": ["table"], "headerHeight": ["table"], "headerFont": ["table"],
            "headerColor": ["table"], "headerFill": ["table"], "separatorColor": ["table"], "inset": ["table"], "emptyRows": ["table"],
            "segments": ["segmented"], "selectedSegment": ["segmented"], "thumb": ["segmented"],
        ])
    }

    @Test func presetEffectBlocksReadBackAsTheirLayouts() throws {
        for layout in NamedLayout.allCases {
            guard let block = PresetEffectBlock.text(for: layout.effect) else { continue }
            let loaded = try SceneLoader.load(text: "name: x\n" + block, url: URL(fileURLWithPath: "/tmp/test.yaml"))
            #expect(loaded.scene.effect.comparable == layout.effect.comparable, "\(layout.name)'s generated block reads back differently")
        }
    }

    @Test func anglesAreWrittenAsPiFractionsWhenExact() {
        #expect(PiFraction(.pi / 1.65)?.configText == "pi/1.65")
        #expect(PiFraction(-.pi / 3)?.configText == "-pi/3")
        #expect(PiFraction(.pi)?.configText == "pi")
        #expect(PiFraction(0.3) == nil)
        #expect(PiFraction(0) == nil)
        #expect(SwiftCode.angle(-.pi / 4) == "-.pi / 4")
    }
}
