import Foundation
import TestSupport
import Testing

/// Parchment's `menuInteraction` through the binary: configs take it, `flipbook code` writes it,
/// `flipbook import` reads it back, and without a finger on the menu no frame changes (the option
/// governs only the menu's finger, `menuDrag`: MenuFingerCLITests).
@Suite(.serialized) struct MenuInteractionTests {
    static func scene(_ interaction: String?) -> String {
        "effect: scale.linear\nitemCount: 3\nviewport: {width: 375, height: 300}\nmenu: {items: [A, B, C]"
            + (interaction.map { ", menuInteraction: \($0)" } ?? "") + "}\n"
    }

    @Test(arguments: ["scrolling", "swipe", "wheel", "none"])
    func eachCaseIsWrittenByCodeAndReadBackByImport(_ interaction: String) throws {
        let folder = try TemporaryFolder(files: ["scene.yaml": Self.scene(interaction)])
        let validate = try runFlipbook(["validate", "scene.yaml"], in: folder.url)
        #expect(validate.status == 0, "\(validate.stderr)")

        let code = try runFlipbook(["code", "scene.yaml"], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        // Parchment's default is left out, as every option at its default is.
        let line = "options.menuInteraction = .\(interaction)"
        #expect(code.stdout.contains(line) == (interaction != "scrolling"), "\(code.stdout)")

        try code.stdout.write(to: folder.path("Generated.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "Generated.swift", "--out", "imported.yaml"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")
        let yaml = try String(contentsOf: folder.path("imported.yaml"), encoding: .utf8)
        #expect(yaml.contains("menuInteraction: \(interaction)") == (interaction != "scrolling"), "\(yaml)")
    }

    @Test func aMisspeltCaseIsRefusedWithTheNearestName() throws {
        let folder = try TemporaryFolder(files: ["scene.yaml": Self.scene("swip")])
        let run = try runFlipbook(["validate", "scene.yaml"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("`menu.menuInteraction`") && run.stderr.contains("did you mean `swipe`?"), "\(run.stderr)")
    }

    @Test func noFrameChangesWithoutAFingerOnTheMenu() throws {
        let cases = ["swipe", "wheel", "none"]
        let folder = try TemporaryFolder(files: ["default.yaml": Self.scene(nil)].merging(cases.map { ("\($0).yaml", Self.scene($0)) }) { $1 })
        let base = try runFlipbook(["inspect", "default.yaml", "--offsets", "0,0.5,1.25,2", "--format", "json"], in: folder.url)
        try #require(base.status == 0 && !base.stdout.isEmpty, "\(base.stderr)")
        for interaction in cases {
            let run = try runFlipbook(["inspect", "\(interaction).yaml", "--offsets", "0,0.5,1.25,2", "--format", "json"], in: folder.url)
            try #require(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == base.stdout, "\(interaction)")
        }
    }
}
