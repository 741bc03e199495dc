import CCairo

extension Context {
    /// The current font's vertical metrics in user-space units (`cairo_font_extents`).
    package struct FontExtents: Sendable {
        /// From the baseline up to the top of the tallest glyphs (positive).
        package var ascent: Double
        /// From the baseline down to the bottom of the lowest glyphs (positive).
        package var descent: Double
        /// The recommended baseline-to-baseline distance.
        package var height: Double
    }

    /// The current font's ascent, descent and line height.
    package func fontExtents() -> FontExtents {
        let oversize = textOversize
        if oversize > 1, let scratch = scaledDownTextContext(oversize) {
            let e = scratch.fontExtents()
            return FontExtents(ascent: e.ascent * oversize, descent: e.descent * oversize, height: e.height * oversize)
        }
        var e = cairo_font_extents_t()
        cairo_font_extents(pointer, &e)
        return FontExtents(ascent: e.ascent, descent: e.descent, height: e.height)
    }
}
