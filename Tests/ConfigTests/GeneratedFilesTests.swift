import Foundation
import Testing
@testable import Config
import TestSupport
import Transforms

/// The files derived from code (schema, CONFIG.md's option tables, the named layouts' preset effect
/// blocks) are committed as generated; `Tools/regenerate.sh` (FLIPBOOK_REGENERATE=1) rewrites them.
@Suite struct GeneratedFilesTests {
    private func committed(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyGeneratedFileIsCurrent() throws {
        let files = try GeneratedFiles.expected(committed: committed)
        #expect(files.count == 5 + NamedLayout.allCases.count)
        for file in files {
            if isRecording {
                try Data(file.text.utf8).write(to: repositoryRoot.appendingPathComponent(file.path))
            }
            #expect(try committed(file.path) == file.text, "\(file.path) is stale: run Tools/regenerate.sh")
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
