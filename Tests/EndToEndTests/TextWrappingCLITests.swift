import Foundation
import ImageCodecs
import TestSupport
import Testing

/// Wrapped text through the real `flipbook` binary: a title with `\n` draws as two bands of ink
/// (one before, with the default `numberOfLines: 1`), and `validate` refuses a bad line count.
@Suite struct TextWrappingCLITests {
    /// A white title on a black card filling a black page, nothing else drawn.
    static func scene(title: String, extra: String = "") -> String {
        """
        effect: {scale: {minScale: 1, maxScale: 1, scaleRatio: 0, translationRatio: {x: 1, y: 0}, shadowEnabled: false}}
        itemCount: 1
        viewport: {width: 200, height: 200}
        background: "#000000"
        timeline: [0]
        card:
          inset: {horizontal: 0, vertical: 0}
          fill: "#000000"
          title: "\(title)"
          titleFont: {size: 30}
        \(extra)
        """
    }

    /// The runs of rows holding ink (a pixel brighter than mid grey) in the one frame `yaml` renders.
    func inkBands(_ yaml: String, format: String = "png") throws -> [ClosedRange<Int>] {
        let root = try temporaryFolder(files: ["scene.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["render", "scene.yaml", "--out", "frames"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let image = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("frames/frame-0001.png").path)
        var bands: [ClosedRange<Int>] = []
        for row in 0..<image.height {
            let inked = (0..<image.width).contains { column in image.bytes[(row * image.width + column) * 4] > 128 }
            guard inked else { continue }
            if let last = bands.last, last.upperBound == row - 1 {
                bands[bands.count - 1] = last.lowerBound...row
            } else {
                bands.append(row...row)
            }
        }
        return bands
    }

    @Test func aTitleWithANewlineDrawsTwoLinesWhenAllowed() throws {
        let two = try inkBands(Self.scene(title: "Top\\nEnd", extra: "  titleNumberOfLines: 0"))
        #expect(two.count == 2, "\(two)")
        // Centred as a block: as much room above the first line as below the second.
        if two.count == 2 {
            #expect(abs(two[0].lowerBound - (199 - two[1].upperBound)) <= 2, "\(two)")
        }
        // lineSpacing moves the second line down by that many points.
        let spaced = try inkBands(Self.scene(title: "Top\\nEnd", extra: "  titleNumberOfLines: 0\n  titleLineSpacing: 20"))
        #expect(spaced.count == 2, "\(spaced)")
        if two.count == 2, spaced.count == 2 {
            let gap = (spaced[1].lowerBound - spaced[0].upperBound) - (two[1].lowerBound - two[0].upperBound)
            #expect(abs(gap - 20) <= 1, "\(two) \(spaced)")
        }
    }

    @Test func byDefaultOneLineShowsTheFirstLineAndAnEllipsis() throws {
        let one = try inkBands(Self.scene(title: "Top\\nEnd"))
        let plain = try inkBands(Self.scene(title: "Top…"))
        #expect(one.count == 1 && one == plain, "\(one) \(plain)")
    }

    @Test func aLongTitleWrapsAtSpacesIntoTheLinesItMayTake() throws {
        let bands = try inkBands(Self.scene(title: "one two three four five six", extra: "  titleNumberOfLines: 2"))
        #expect(bands.count == 2, "\(bands)")
    }

    @Test func validateRefusesANegativeNumberOfLinesNamingTheSetting() throws {
        let root = try temporaryFolder(files: [
            "title.yaml": "extends: scale.coverFlow\ncard: {titleNumberOfLines: -1}\n",
            "layer.yaml": "extends: scale.coverFlow\ncard:\n  layers: [{id: note, type: text, text: hi, lineSpacing: 2000}]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let title = try runFlipbook(["validate", "title.yaml"], in: root)
        #expect(title.status == 2)
        #expect(title.stderr.contains("`card.titleNumberOfLines` must be an integer in 0…100; got -1"), "\(title.stderr)")
        let layer = try runFlipbook(["validate", "layer.yaml"], in: root)
        #expect(layer.status == 2)
        #expect(layer.stderr.contains("`card.layers[0].lineSpacing` must be a number in 0…1000; got 2000"), "\(layer.stderr)")
    }
}
