import Foundation
import Testing
import TestSupport

/// Fonts through the binary: a missing family is drawn in DejaVu Sans with a warning naming its
/// setting; the user's font files are read relative to the config, and a bad one stops the command.
@Suite struct FontCLITests {
    @Test func aMissingFamilyWarnsAndStillRenders() throws {
        let root = try temporaryFolder(files: ["scene.yaml": "effect: scale.linear\ntimeline: [0]\nmenu: {font: {family: Nope Grotesk}}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["render", "scene.yaml", "--out", "frames"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: font family Nope Grotesk (`menu.font.family`) is neither installed nor in a file of `fonts`: its text is drawn in DejaVu Sans"),
                "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("frames/frame-0001.png").path))
    }

    @Test func aFontFileIsDrawnFromAndABadOneExitsTwo() throws {
        let root = try temporaryFolder(files: [
            "dir/scene.yaml": "effect: scale.linear\ntimeline: [0]\nfonts: [../f/Serif.ttf]\ncard: {titleFont: {family: DejaVu Serif}}\n",
            "dir/bad.yaml": "effect: scale.linear\nfonts: [../f/notes.ttf]\n",
            "f/notes.ttf": "not a font",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", toPath: root.appendingPathComponent("f/Serif.ttf").path)
        let good = try runFlipbook(["render", "dir/scene.yaml", "--out", "frames"], in: root)
        #expect(good.status == 0 && good.stderr.isEmpty, "\(good.stderr)")
        let bad = try runFlipbook(["render", "dir/bad.yaml", "--out", "bad"], in: root)
        #expect(bad.status == 2 && bad.stderr.contains("`fonts[0]`") && bad.stderr.contains("notes.ttf holds no font fontconfig can read"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("bad").path))
    }
}
