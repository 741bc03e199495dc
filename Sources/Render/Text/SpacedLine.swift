import CairoKit

/// One line drawn with letter spacing (UIKit's `.kern`): each character at the pen position, the
/// pen then moving by the character's advance plus `spacing`. Cairo's text API takes no spacing,
/// so the characters are drawn one at a time (whole grapheme clusters, so a combined character is
/// never split). A spaced line is not truncated.
struct SpacedLine {
    /// The characters, one string each.
    let pieces: [String]
    /// Extra advance after each character, points.
    let spacing: Double

    /// `text` split into characters.
    init(_ text: String, spacing: Double) {
        pieces = text.map(String.init)
        self.spacing = spacing
    }

    /// The line's ink box relative to the pen start (y from the baseline, up negative), in the
    /// current font.
    func measure(in context: Context) -> (inkLeft: Double, inkRight: Double, inkTop: Double, inkBottom: Double) {
        var pen = 0.0
        var left = Double.infinity, right = -Double.infinity, top = Double.infinity, bottom = -Double.infinity
        for piece in pieces {
            let extents = context.textExtents(piece)
            if extents.width > 0 || extents.height > 0 {
                left = Swift.min(left, pen + extents.xBearing)
                right = Swift.max(right, pen + extents.xBearing + extents.width)
                top = Swift.min(top, extents.yBearing)
                bottom = Swift.max(bottom, extents.yBearing + extents.height)
            }
            pen += extents.xAdvance + spacing
        }
        guard left.isFinite else { return (0, 0, 0, 0) }
        return (left, right, top, bottom)
    }

    /// Draws the line with its baseline starting at `(x, y)` in the current source.
    func draw(x: Double, y: Double, in context: Context) {
        var pen = x
        for piece in pieces {
            context.showText(piece, x: pen, y: y)
            pen += context.textExtents(piece).xAdvance + spacing
        }
    }
}
