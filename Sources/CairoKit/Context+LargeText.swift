import CCairo
import Foundation

/// Text larger on the device than FreeType sizes glyphs: its outlines are taken at a smaller em and
/// scaled up as a path.
///
/// FreeType refuses an em of 65 536 pixels or more (`FT_Set_Char_Size`), and Cairo then fails the
/// whole context ("error occurred in libfreetype"). A font size within its limit (10 000 pt) times
/// an effect's scale (a custom `scale` track) and the output scale can reach that, so text whose
/// em on the device passes `largestDeviceEm` is measured and outlined in a scratch context at
/// `1 / factor` of its size and scaled back by `factor`: outlines are unhinted (the contexts'
/// options), so the shapes are the same up to rounding.
extension Context {
    /// The largest em in device pixels drawn through FreeType directly (a quarter of its limit).
    static let largestDeviceEm = 16_384.0

    /// How many times the current font's em on the device passes `largestDeviceEm` (1 when it does
    /// not, or when the matrices are not finite, which Cairo reports itself).
    var textOversize: Double {
        var font = cairo_matrix_t(), ctm = cairo_matrix_t(), device = cairo_matrix_t()
        cairo_get_font_matrix(pointer, &font)
        cairo_get_matrix(pointer, &ctm)
        cairo_matrix_multiply(&device, &font, &ctm)
        let em = Swift.max(hypot(device.xx, device.yx), hypot(device.xy, device.yy))
        guard em.isFinite, em > Self.largestDeviceEm else { return 1 }
        return em / Self.largestDeviceEm
    }

    /// A context on a scratch surface with this one's font face and options and its font matrix
    /// divided by `factor`, under the identity matrix; `nil` if Cairo cannot make one.
    func scaledDownTextContext(_ factor: Double) -> Context? {
        guard let scratch = try? Context(UnboundedSurface()) else { return nil }
        var font = cairo_matrix_t()
        cairo_get_font_matrix(pointer, &font)
        cairo_matrix_scale(&font, 1 / factor, 1 / factor)
        cairo_set_font_face(scratch.pointer, cairo_get_font_face(pointer))
        cairo_set_font_matrix(scratch.pointer, &font)
        return scratch
    }

    /// `text`'s outline starting at `(x, y)` appended to the current path, taken at `1 / factor`
    /// of the size and scaled back (see the type).
    func appendLargeTextPath(_ text: String, x: Double, y: Double, factor: Double) {
        guard let scratch = scaledDownTextContext(factor) else { return }
        cairo_move_to(scratch.pointer, 0, 0)
        cairo_text_path(scratch.pointer, text)
        guard let path = cairo_copy_path(scratch.pointer) else { return }
        defer { cairo_path_destroy(path) }
        cairo_save(pointer)
        cairo_translate(pointer, x, y)
        cairo_scale(pointer, factor, factor)
        cairo_append_path(pointer, path)
        cairo_restore(pointer)
    }

    /// `textExtents(text)` measured at `1 / factor` of the size and scaled back.
    func largeTextExtents(_ text: String, factor: Double) -> TextExtents {
        guard let scratch = scaledDownTextContext(factor) else { return TextExtents(xBearing: 0, yBearing: 0, width: 0, height: 0, xAdvance: 0) }
        let e = scratch.textExtents(text)
        return TextExtents(xBearing: e.xBearing * factor, yBearing: e.yBearing * factor, width: e.width * factor,
                           height: e.height * factor, xAdvance: e.xAdvance * factor)
    }
}
