import CairoKit

/// Text that must fit a width, shortened as UILabel's default `lineBreakMode = .byTruncatingTail`
/// does: whole characters dropped from the end and "…" put after what is left, so a line is never
/// cut through a glyph. Measured in the context's current font (the one the text is drawn in), so
/// PNG and SVG frames, which draw through the same code, truncate alike.
enum TextFit {
    /// The ellipsis UILabel appends.
    static let ellipsis = "…"

    /// `text` when its ink is no wider than `width`; otherwise the longest prefix of whole
    /// characters (trailing spaces dropped) followed by "…" whose ink fits, just "…" when no
    /// character fits beside it, and "" when not even "…" fits.
    static func tailTruncated(_ text: String, width: Double, in context: Context) -> String {
        guard width.isFinite, context.textExtents(text).width > width else { return text }
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            var kept = String(characters[0..<count])
            while kept.last?.isWhitespace == true { kept.removeLast() }
            return kept + ellipsis
        }
        func fits(_ count: Int) -> Bool { context.textExtents(candidate(count)).width <= width }
        guard fits(0) else { return "" }
        // Ink widths grow with the prefix (a narrower prefix never measures wider): bisect.
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }
}
