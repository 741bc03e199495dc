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
}
