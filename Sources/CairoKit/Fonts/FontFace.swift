import CCairo
import Problems

/// One face of one font file (`cairo_font_face_t`, made by cairo-ft from the file itself), what
/// `FontLibrary` hands out and `Context.setFont(_:size:)` draws with.
///
/// The face is made from the file's path and face index alone, never from a fontconfig match
/// pattern, so no rendering setting of the machine's fontconfig files (hinting, synthetic bold,
/// subpixel order) reaches it: the context's own font options (no hinting, unhinted metrics)
/// decide, and the same file draws the same outlines on any machine.
///
/// `@unchecked Sendable`: Cairo font faces are reference-counted atomically and never change
/// after creation; cairo-ft locks the FreeType face it shares between threads.
package final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The underlying `cairo_font_face_t`.
    let pointer: OpaquePointer
    /// The file's family name (its first, e.g. `Inter` for `Inter-Medium.otf`).
    package let family: String
    /// The face's weight on the OpenType / CSS scale (100 thin … 400 regular … 900 black).
    package let weight: Int
    /// The font file.
    package let file: String
    /// The face's index in the file (collections hold several).
    package let index: Int

    init(_ candidate: FontCandidate) throws(Problem) {
        guard let pattern = FcPatternCreate() else { throw Problem.cairo("could not create a font pattern for \(candidate.file)") }
        defer { FcPatternDestroy(pattern) }
        _ = candidate.file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: candidate.file.utf8.count + 1) { FcPatternAddString(pattern, FC_FILE, $0) }
        }
        FcPatternAddInteger(pattern, FC_INDEX, Int32(candidate.index))
        guard let face = cairo_ft_font_face_create_for_pattern(pattern) else {
            throw Problem.cairo("could not make a font face of \(candidate.file)")
        }
        let status = cairo_font_face_status(face)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            throw Problem.cairo(status, while: "making a font face of \(candidate.file)")
        }
        pointer = face
        family = candidate.families.first ?? ""
        weight = candidate.weight
        file = candidate.file
        index = candidate.index
    }

    /// Cairo's own `sans-serif` toy face: the last resort when fontconfig finds no font at all.
    static let cairoSans: FontFace = FontFace(toy: "sans-serif")

    private init(toy family: String) {
        pointer = cairo_toy_font_face_create(family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        self.family = family
        weight = 400
        file = ""
        index = 0
    }

    deinit {
        cairo_font_face_destroy(pointer)
    }

    /// `Inter 500 (/usr/share/fonts/opentype/inter/Inter-Medium.otf)`.
    package var description: String { "\(family) \(weight) (\(file))" }
}

extension Context {
    /// Draws and measures text in `face` at `size` user-space units from now on.
    package func setFont(_ face: FontFace, size: Double) {
        cairo_set_font_face(pointer, face.pointer)
        cairo_set_font_size(pointer, size)
    }
}
