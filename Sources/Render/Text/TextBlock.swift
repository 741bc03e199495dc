import CairoKit
import Transforms

/// A label's lines measured in the context's current font (the one they are drawn in), so PNG and
/// SVG frames, which draw through the same code, break and truncate alike: `LineBreaker`'s lines,
/// one font line height plus `lineSpacing` apart (`TextWrapping`), and the ink box of the block.
///
/// Placement follows the single-line drawing it generalises: each line's ink is placed
/// horizontally by its own extents, and the block is positioned by its ink, from the top of the
/// first inked line to the bottom of the last.
struct TextBlock {
    /// One line and its ink extents.
    struct Line {
        var text: String
        var extents: Context.TextExtents
        /// The line's baseline below the first line's, points.
        var baseline: Double
    }

    /// The lines, first to last; an empty line (an explicit break) has empty extents.
    var lines: [Line]
    /// From the first baseline to the top of the block's ink (the line's `yBearing` for one line).
    var top: Double
    /// From the top of the block's ink to its bottom (the line's ink height for one line).
    var height: Double
    /// The widest line's ink.
    var width: Double

    /// `text` broken for a label `width × height` points by `wrapping`, measured in `context`'s
    /// current font. A label of one line never asks the font for its line height.
    init(_ text: String, width: Double, height: Double, wrapping: TextWrapping, in context: Context) {
        let fontHeight = context.fontExtents().height
        let lineHeight = wrapping.numberOfLines == 1 ? 0 : fontHeight
        let maximum = wrapping.maximumLines(height: height, lineHeight: lineHeight)
        let strings = LineBreaker.lines(text, width: width, maximumLines: maximum,
                                        characterLimit: Self.characterLimit(width: width, lines: maximum, fontHeight: fontHeight)) { context.textExtents($0).width }
        let advance = lineHeight + Swift.max(0, wrapping.lineSpacing)
        lines = strings.enumerated().map { number, string in
            Line(text: string, extents: context.textExtents(string), baseline: Double(number) * advance)
        }
        self.width = lines.map(\.extents.width).max() ?? 0
        if lines.count == 1 {
            // One line keeps the single-line arithmetic exactly, so its pixels do not move.
            top = lines[0].extents.yBearing
            self.height = lines[0].extents.height
            return
        }
        let inked = lines.filter { $0.extents.height > 0 }
        guard let first = inked.first else {
            top = 0
            self.height = 0
            return
        }
        var upper = first.baseline + first.extents.yBearing, lower = upper + first.extents.height
        for line in inked.dropFirst() {
            upper = Swift.min(upper, line.baseline + line.extents.yBearing)
            lower = Swift.max(lower, line.baseline + line.extents.yBearing + line.extents.height)
        }
        top = upper
        self.height = lower - upper
    }

    /// The most characters a label can show: `lines` lines of `width` points, each character at
    /// least a twentieth of the font's height wide (a hair space is about a twelfth; characters
    /// of no width at all show nothing), with room to spare; at most 200 000. What the line
    /// breaker lays out, whatever the length of the text.
    static func characterLimit(width: Double, lines: Int, fontHeight: Double) -> Int {
        let narrowest = Swift.max(fontHeight / 20, 1e-3)
        let perLine = width.isFinite && width > 0 ? Swift.min(width / narrowest, 200_000) : 200_000
        return Int(Swift.min(Double(Swift.max(1, lines)) * (perLine.rounded(.up) + 16), 200_000))
    }

    /// Shows every non-empty line with the top of the block's ink at `y`, each line's ink starting
    /// at `inkLeft(line)`.
    func show(in context: Context, top y: Double, inkLeft: (Line) -> Double) {
        for line in lines where !line.text.isEmpty {
            context.showText(line.text, x: inkLeft(line) - line.extents.xBearing, y: y - top + line.baseline)
        }
    }
}
