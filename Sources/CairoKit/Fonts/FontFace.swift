import CCairo
import Foundation
import Problems
import Synchronization

/// One face of one font file (`cairo_font_face_t`, made by cairo-ft from the file itself), what
/// `FontLibrary` hands out and `Context.setFont(_:size:)` draws with.
///
/// The face is made from the file's path and face index alone, never from a fontconfig match
/// pattern, so no rendering setting of the machine's fontconfig files (hinting, synthetic bold,
/// subpixel order) reaches it: the context's own font options (no hinting, unhinted metrics)
/// decide, and the same file draws the same outlines on any machine.
///
/// **One FreeType face per thread.** Cairo keys the scaled fonts it caches (a face at a size and
/// matrix, with its glyphs) on the face that implements the font, and Cairo 1.16 can abort in
/// `cairo_scaled_font_destroy` (`! scaled_font->cache_frozen`) when threads drawing text at once
/// share one (a long animated SVG with text on both cores). Faces made from a fontconfig pattern do
/// not keep threads apart: cairo-ft resolves every pattern naming the same file to one shared
/// implementation face, so their scaled fonts are shared. So each thread draws with a face of its
/// own made from an `FT_Face` of its own (`cairo_ft_font_face_create_for_ft_face`, which cairo-ft
/// keys on that `FT_Face`), opened from the file on first use there and released with the thread
/// (the `FT_Face` when Cairo lets go of the face): no scaled font is ever used by two threads.
///
/// `@unchecked Sendable`: the Swift object never changes after creation, and each thread reaches
/// only its own Cairo face.
package final class FontFace: @unchecked Sendable, CustomStringConvertible {
    /// The file's family name (its first, e.g. `Inter` for `Inter-Medium.otf`).
    package let family: String
    /// The face's weight on the OpenType / CSS scale (100 thin … 400 regular … 900 black).
    package let weight: Int
    /// The font file.
    package let file: String
    /// The face's index in the file (collections hold several).
    package let index: Int
    /// Makes a Cairo face of this font (a new object each time).
    private let make: @Sendable () -> OpaquePointer?
    /// The key of this font's faces in each thread's dictionary: unique for the process's life,
    /// so a face freed and another made at the same address never meet.
    private let key: String

    private static let serial = Atomic<Int>(0)

    init(_ candidate: FontCandidate) throws(Problem) {
        let file = candidate.file, index = candidate.index
        make = { Self.ftFace(file: file, index: index) }
        guard let face = make() else { throw Problem.cairo("could not make a font face of \(candidate.file)") }
        let status = cairo_font_face_status(face)
        cairo_font_face_destroy(face)
        guard status == CAIRO_STATUS_SUCCESS else { throw Problem.cairo(status, while: "making a font face of \(candidate.file)") }
        family = candidate.families.first ?? ""
        weight = candidate.weight
        self.file = file
        self.index = index
        key = "flipbook.FontFace.\(Self.serial.add(1, ordering: .relaxed).newValue)"
    }

    /// Cairo's own `sans-serif` toy face: the last resort when fontconfig finds no font at all.
    static let cairoSans: FontFace = FontFace(toy: "sans-serif")

    private init(toy family: String) {
        make = { cairo_toy_font_face_create(family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL) }
        self.family = family
        weight = 400
        file = ""
        index = 0
        key = "flipbook.FontFace.\(Self.serial.add(1, ordering: .relaxed).newValue)"
    }

    /// A cairo-ft face of face `index` of `file` on an `FT_Face` of its own, closed when Cairo
    /// destroys the face.
    private static func ftFace(file: String, index: Int) -> OpaquePointer? {
        guard let face = openFreeTypeFace(file, index) else { return nil }
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0) else {
            closeFreeTypeFace(UnsafeMutableRawPointer(face))
            return nil
        }
        let status = cairo_font_face_set_user_data(cairoFace, freeTypeFaceKey, UnsafeMutableRawPointer(face), closeFreeTypeFace)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(cairoFace)
            closeFreeTypeFace(UnsafeMutableRawPointer(face))
            return nil
        }
        return cairoFace
    }

    /// This thread's Cairo face of the font, made on first use here.
    var pointer: OpaquePointer? {
        let dictionary = Thread.current.threadDictionary
        if let held = dictionary[key] as? ThreadFace { return held.pointer }
        guard let face = make() else { return nil }
        dictionary[key] = ThreadFace(face)
        return face
    }

    /// `Inter 500 (/usr/share/fonts/opentype/inter/Inter-Medium.otf)`.
    package var description: String { "\(family) \(weight) (\(file))" }
}

/// The FreeType library every face is opened in, made once for the process's life (never closed:
/// Cairo may let go of a face at exit). FreeType asks that `FT_New_Face` and `FT_Done_Face` on a
/// shared library be serialised: both run under `freeTypeLock`.
nonisolated(unsafe) private let freeTypeLibrary: OpaquePointer? = {
    var library: OpaquePointer?
    return FT_Init_FreeType(&library) == 0 ? library : nil
}()
private let freeTypeLock = NSLock()
/// The key of a Cairo face's `FT_Face` (its user data), whose destroy function closes it.
nonisolated(unsafe) private let freeTypeFaceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

/// Face `index` of `file` in `freeTypeLibrary`, or `nil` when FreeType cannot open it.
private func openFreeTypeFace(_ file: String, _ index: Int) -> FT_Face? {
    freeTypeLock.lock()
    defer { freeTypeLock.unlock() }
    guard let library = freeTypeLibrary else { return nil }
    var face: FT_Face?
    return FT_New_Face(library, file, FT_Long(index), &face) == 0 ? face : nil
}

/// `FT_Done_Face` under the library's lock; Cairo's destroy function for a face's `FT_Face`.
private func closeFreeTypeFace(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    freeTypeLock.lock()
    defer { freeTypeLock.unlock() }
    _ = FT_Done_Face(pointer.assumingMemoryBound(to: FT_FaceRec_.self))
}

/// A thread's own Cairo face, released with the thread's dictionary when the thread ends.
private final class ThreadFace {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cairo_font_face_destroy(pointer) }
}

extension Context {
    /// Draws and measures text in `face` at `size` user-space units from now on.
    package func setFont(_ face: FontFace, size: Double) {
        if let face = face.pointer { cairo_set_font_face(pointer, face) }
        cairo_set_font_size(pointer, size)
    }
}
