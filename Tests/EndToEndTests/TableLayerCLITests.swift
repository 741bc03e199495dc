import Foundation
import ImageCodecs
import TestSupport
import Testing

/// UIPageViewController's example app through the binary: `pages.tables` draws a table per page
/// under a segmented control on Paged, `pages.unpaged` every section with the control on Unpaged,
/// `inspect` reports a sliding thumb, and a selected segment past the end is exit 2.
@Suite struct TableLayerCLITests {
    func frame(_ preset: String, offset: String, in root: URL) throws -> RGBAPixels {
        let run = try runFlipbook(["render", preset, "--offsets", offset, "--out", "\(preset)-\(offset).png"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        return try RGBAPixels(contentsOfPNG: root.appendingPathComponent("\(preset)-\(offset).png").path)
    }

    func rgb(_ image: RGBAPixels, _ x: Int, _ y: Int) -> [UInt8] {
        let at = (y * image.width + x) * 4
        return Array(image.bytes[at..<at + 3])
    }

    @Test func thePagedAndUnpagedScreensDraw() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let paged = try frame("pages.tables", offset: "0", in: root)
        #expect(paged.width == 375 && paged.height == 647)
        let white: [UInt8] = [255, 255, 255], track: [UInt8] = [240, 240, 241]
        // The thumb under Paged (x 119…185.5), the bare track under Unpaged; above the titles' ink.
        #expect(rgb(paged, 150, 20) == white && rgb(paged, 225, 20).map { Int($0) }.elementsEqual(track.map { Int($0) }) { abs($0 - $1) <= 1 },
                "\(rgb(paged, 150, 20)) \(rgb(paged, 225, 20))")
        // The header bar (60…88) and the first row's hairline at 88 + 44 − 0.5, from the 16 pt inset.
        #expect(rgb(paged, 360, 70) == [247, 247, 247], "\(rgb(paged, 360, 70))")
        #expect(rgb(paged, 200, 131) != white && rgb(paged, 8, 131) == white && rgb(paged, 200, 120) == white,
                "\(rgb(paged, 200, 131)) \(rgb(paged, 8, 131))")
        // Below the six rows of section 0 (down to 352), the empty rows' separators go on.
        #expect(rgb(paged, 200, 395) != white && rgb(paged, 200, 380) == white, "\(rgb(paged, 200, 395))")

        // Page 1 shows section 1, fourteen rows: its tenth row (ink near 88 + 9·44 + 22) has text
        // where page 0 has an empty row.
        let second = try frame("pages.tables", offset: "1", in: root)
        let inked = { (image: RGBAPixels) in (16..<120).contains { x in self.rgb(image, x, 88 + 9 * 44 + 22)[0] < 128 } }
        #expect(inked(second) && !inked(paged))

        let unpaged = try frame("pages.unpaged", offset: "0", in: root)
        #expect(rgb(unpaged, 225, 20) == white && rgb(unpaged, 150, 20) != white, "\(rgb(unpaged, 225, 20)) \(rgb(unpaged, 150, 20))")
        // Section 0's six rows, then section 1's header bar at 88 + 6·44.
        #expect(rgb(unpaged, 360, 88 + 6 * 44 + 10) == [247, 247, 247], "\(rgb(unpaged, 360, 88 + 6 * 44 + 10))")
    }

    @Test func inspectReportsTheSlidingThumbAndABadSegmentIsRefused() throws {
        let root = try temporaryFolder(files: [
            "slide.yaml": """
                extends: scale.linear
                card:
                  layers:
                    - {id: s, type: segmented, segments: [A, B, C], frame: {x: 0, y: 0, width: 150, height: 30},
                       actions: [{keyframes: {property: selectedSegment, points: [[0, 0], [1, 2]]}}]}
                """,
            "bad.yaml": "extends: scale.linear\ncard: {layers: [{id: s, type: segmented, segments: [A, B], selectedSegment: 5}]}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "slide.yaml", "--format", "json", "--offsets", "0.25"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"selectedSegment\": 0.5"), "\(run.stdout.prefix(3000))")
        let bad = try runFlipbook(["render", "bad.yaml", "--out", "bad.png"], in: root)
        #expect(bad.status == 2 && bad.stderr.contains("selectedSegment` is 5, but layer `s` has 2 segments"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("bad.png").path))
    }
}
