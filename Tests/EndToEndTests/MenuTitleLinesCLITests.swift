import Foundation
import Testing
import TestSupport

/// Menu titles on several lines (`titleNumberOfLines`, `\n`) through the binary: the SVG frame's
/// text runs (one per line drawn) and the self-sized items `inspect` reports.
@Suite struct MenuTitleLinesCLITests {
    /// The menu titles' text runs of `config`'s frame at offset 0: (text, baseline y), in order.
    func runs(_ config: String) throws -> [(text: String, y: Double)] {
        let root = try TemporaryFolder(files: ["c.yaml": config])
        let run = try runFlipbook(["render", "c.yaml", "--offsets", "0", "--out", "c.svg"], in: root.url)
        try #require(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: root.path("c.svg"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"<text clip-path="url\(#flipbook-menu-title-\d+\)" x="[^"]*" y="([^"]*)"[^>]*>([^<]*)</text>"#)
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).compactMap { match in
            guard let y = Range(match.range(at: 1), in: svg), let text = Range(match.range(at: 2), in: svg) else { return nil }
            return (String(svg[text]), Double(svg[y]) ?? .nan)
        }
    }

    static let days = """
    extends: menu.tabs
    menu:
      items: {from: 0, to: 4, title: "Day\\n{index}"}
      menuItemSize: {fixed: {width: 90, height: 50}}

    """

    @Test func aLineBreakWrapsWithTwoLinesAndTruncatesWithOne() throws {
        // One line (Parchment's title cell): the first line and "…", never the break as a glyph.
        let one = try runs(Self.days)
        #expect(one.prefix(2).map(\.text) == ["Day…", "Day…"], "\(one)")
        // Two lines: each line its own run, the second a line height lower, the block centred.
        let two = try runs(Self.days + "  titleNumberOfLines: 2\n")
        #expect(two.prefix(4).map(\.text) == ["Day", "0", "Day", "1"], "\(two)")
        let step = two[1].y - two[0].y
        #expect(step > 15 && step < 22, "a line of a 15 pt font apart: \(step)")
        #expect(abs((two[0].y + two[1].y) / 2 - one[0].y) < 1e-6, "the block centred where the single line was")
        // Spacing moves the lines apart by exactly that much.
        let spaced = try runs(Self.days + "  titleNumberOfLines: 2\n  titleLineSpacing: 6\n")
        #expect(abs((spaced[1].y - spaced[0].y) - step - 6) < 1e-9)
    }

    @Test func aSelfSizedItemIsAsWideAsItsWidestLine() throws {
        let root = try TemporaryFolder(files: ["c.yaml": """
            extends: menu.tabs
            itemCount: 2
            menu:
              items: ["Wednesday\\n3", Wednesday]
              menuItemSize: {selfSizing: {estimatedWidth: 80, height: 60}}
              titleNumberOfLines: 2
            """])
        let run = try runFlipbook(["inspect", "c.yaml", "--offsets", "0", "--format", "json"], in: root.url)
        try #require(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let menu = try #require((json?["frames"] as? [[String: Any]])?.first?["menu"] as? [String: Any])
        let widths = try #require(menu["items"] as? [[String: Any]]).compactMap { ($0["frame"] as? [Double])?[2] }
        #expect(widths.count == 2 && widths[0] == widths[1], "\(widths)")
    }

    @Test func theCalendarPresetDrawsDateOverWeekday() throws {
        let run = try runs("extends: menu.calendar\n")
        #expect(run.prefix(4).map(\.text) == ["1", "Sun", "2", "Mon"], "\(run.prefix(4))")
    }
}
