import Foundation
import ImageCodecs
import TestSupport
import Testing

/// A custom menu cell as layers (`menu.cellLayers`) through the binary: `inspect` reports each
/// item's layers at its progress, the pixels show the calendar cell's two labels blending toward
/// the selection colour, `flipbook code` writes the `PagingCell`, and a bad cell layer is exit 2.
@Suite struct MenuCellLayersCLITests {
    @Test func theStarTurnsWithItsItemsProgress() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "menu.star", "--format", "json", "--offsets", "0.5"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        // Items 0 and 1 at progress 0.5: a quarter turn halfway, 45° (cos = sin = 0.7071…); item 2 at 0, unturned.
        let half = "\"progress\": 0.5"
        #expect(run.stdout.components(separatedBy: half).count - 1 >= 2, "\(run.stdout.prefix(3000))")
        #expect(run.stdout.contains("\"layers\": [{\"id\": \"star\", \"frame\": [0, 0, 150, 40], \"alpha\": 1, \"transform\": [0.7071067811865476, 0.7071067811865475"),
                "\(run.stdout.prefix(3000))")
        #expect(run.stdout.contains("\"progress\": 0, \"textColor\""), "the third item is at rest")
        let code = try runFlipbook(["code", "menu.star"], in: root)
        #expect(code.status == 0 && code.stdout.contains("final class MenuCell: PagingCell")
                && code.stdout.contains("PVActionRotate(fromZ: 0, toZ: .pi / 2)") && code.stdout.contains("(views[\"star\"] as? UILabel)?.text = expanded(\"★\")"),
                "\(code.stdout)")
    }

    @Test func theCalendarCellsLabelsBlendTowardTheSelection() throws {
        let root = try temporaryFolder(files: [
            "bad.yaml": "extends: menu.tabs\nmenu: {cellLayers: [{id: a, type: text}]}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["render", "menu.calendarCell", "--offsets", "0", "--out", "c.png"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        let image = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("c.png").path)
        // The darkest pixel of each date label (cells 48 pt wide, the label 10…29 pt down): blue
        // (#037DE9) in the selected first cell, grey (#808080) in the second.
        func darkest(cell: Int) -> [UInt8] {
            var best: [UInt8] = [255, 255, 255]
            for y in 10..<29 {
                for x in cell * 48 + 4..<cell * 48 + 44 {
                    let at = (y * image.width + x) * 4
                    let pixel = Array(image.bytes[at..<at + 3])
                    if pixel.map(Int.init).reduce(0, +) < best.map(Int.init).reduce(0, +) { best = pixel }
                }
            }
            return best
        }
        let selected = darkest(cell: 0), other = darkest(cell: 1)
        #expect(selected[2] > selected[0] + 100, "blue: \(selected)")
        #expect(abs(Int(other[0]) - Int(other[2])) < 8 && other[0] < 200, "grey: \(other)")
        let bad = try runFlipbook(["render", "bad.yaml", "--out", "bad.png"], in: root)
        #expect(bad.status == 2 && bad.stderr.contains("menu.cellLayers[0]") && bad.stderr.contains("add text:"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("bad.png").path))
    }

    @Test func aCustomIndicatorStretchesHalfwayAndIsDrawnByItsLayers() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let yaml = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/menu/menu-indicator.yaml"), encoding: .utf8)
        try yaml.write(to: root.appendingPathComponent("i.yaml"), atomically: true, encoding: .utf8)
        let run = try runFlipbook(["inspect", "i.yaml", "--format", "json", "--offsets", "0,0.5"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        // The indicator's frame is Parchment's (x tweened between items 0 and 1, 8 pt tall, 2 pt up);
        // its dot is 8 pt at rest and 60 pt wide halfway, about the frame's centre.
        #expect(run.stdout.contains("\"indicator\": {\"frame\": [37.5, 34, 100, 8], \"layers\": [{\"id\": \"dot\", \"frame\": [46, 0, 8, 8]"), "\(run.stdout.prefix(4000))")
        #expect(run.stdout.contains("\"indicator\": {\"frame\": [87.5, 34, 100, 8], \"layers\": [{\"id\": \"dot\", \"frame\": [20, 0, 60, 8]"), "\(run.stdout.prefix(4000))")
        // Drawn by the layer, not as Parchment's line: at rest the indicator's row is blue only at the dot.
        let strip = try runFlipbook(["render", "i.yaml", "--offsets", "0", "--out", "i.png"], in: root)
        try #require(strip.status == 0, "\(strip.stderr)")
        let image = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("i.png").path)
        func blue(_ x: Int) -> Bool {
            let at = (38 * image.width + x) * 4
            return image.bytes[at + 2] > 200 && image.bytes[at] < 100
        }
        #expect(blue(87) && !blue(60) && !blue(115), "the dot at x 83.5…91.5, nothing else of the 100 pt frame")
        let code = try runFlipbook(["code", "i.yaml"], in: root)
        #expect(code.status == 0 && code.stdout.contains("final class MenuIndicator: PagingIndicatorView")
                && code.stdout.contains("options.indicatorClass = MenuIndicator.self"), "\(code.stdout)")
    }
}
