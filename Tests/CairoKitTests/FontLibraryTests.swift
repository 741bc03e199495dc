import CCairo
import CairoKit
import Foundation
import Problems
import Testing

/// Faces chosen by family and weight from the user's files and the machine's fonts (Debian's
/// fonts-inter and fonts-dejavu-core, which Tools/setup.sh installs).
@Suite struct FontLibraryTests {
    let library = FontLibrary()

    func advance(_ text: String, _ face: FontFace, size: Double = 15) throws -> Double {
        let context = try Context(try ImageSurface(width: 1, height: 1))
        context.setFont(face, size: size)
        return context.textExtents(text).xAdvance
    }

    @Test func interHasItsOwnFaceForEachWeightFrom100To900() throws {
        var files: Set<String> = [], advances: [Double] = []
        for weight in stride(from: 100, through: 900, by: 100) {
            let match = library.face(family: "Inter", weight: weight)
            #expect(!match.isFallback && match.face.family == "Inter" && match.face.weight == weight, "\(weight): \(match.face)")
            files.insert(match.face.file)
            advances.append(try advance("Archive", match.face))
        }
        #expect(files.count == 9)
        // Inter widens as it gets heavier: nine weights measure nine ways (DejaVu measured two).
        #expect(advances == advances.sorted() && Set(advances).count == 9, "\(advances)")
    }

    @Test func aWeightBetweenFacesTakesCSSsNearestFace() {
        // DejaVu Sans has ExtraLight (200), Book (400) and Bold (700).
        let weights = [100, 300, 500, 600, 800].map { library.face(family: "DejaVu Sans", weight: $0).face.weight }
        #expect(weights == [200, 200, 400, 700, 700])
        // Family names compare as fontconfig compares them.
        #expect(library.face(family: "dejavusans", weight: 400).face.family == "DejaVu Sans")
        // Roman and normal width before italic and condensed.
        let book = library.face(family: "DejaVu Sans", weight: 400).face
        #expect(book.file.hasSuffix("/DejaVuSans.ttf"), "\(book)")
    }

    @Test func aMissingFamilyIsDrawnInDejaVuSansAndSaysSo() throws {
        #expect(!library.has(family: "No Such Family Anywhere"))
        let match = library.face(family: "No Such Family Anywhere", weight: 700)
        #expect(match.isFallback && match.face.family == FontLibrary.fallbackFamily && match.face.weight == 700)
        #expect(!library.face(family: "DejaVu Sans", weight: 700).isFallback)
    }

    @Test func theUsersFilesComeBeforeTheMachinesFonts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("brand.ttf").path
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", toPath: copy)
        let own = try FontLibrary(files: [copy])
        #expect(own.userFamilies == ["DejaVu Serif"])
        let face = own.face(family: "DejaVu Serif", weight: 400).face
        #expect(face.file == copy)
        // The same outlines as the installed file: one face per file, drawn the same.
        #expect(try advance("Serif", face) == advance("Serif", library.face(family: "DejaVu Serif", weight: 400).face))

        let notAFont = folder.appendingPathComponent("notes.ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: notAFont))
        let problem = #expect(throws: Problem.self) { try FontLibrary(files: [copy, notAFont], setting: "fonts") }
        #expect(problem?.setting == "fonts[1]" && problem?.value == notAFont && problem?.kind == .wrongFormat)
        #expect(problem?.message.contains("notes.ttf holds no font") == true)
    }
}

/// Threads drawing the same face at the same size never share a Cairo scaled font: Cairo 1.16
/// aborts (`cairo_scaled_font_destroy: … cache_frozen`) when one thread frees a scaled font another
/// is drawing with. A face made from a fontconfig pattern resolved to one implementation face per
/// file, so two threads' contexts got the same scaled font; each thread's face now sits on an
/// `FT_Face` of its own (`FontFace`).
@Suite struct FontThreadTests {
    /// The scaled font a context drawing `face` at 17 pt uses on a thread of its own, with the
    /// context (kept alive, so the pointer is not reused while compared).
    func scaledFontOnAThread(_ face: FontFace) -> (context: Context?, font: OpaquePointer?) {
        nonisolated(unsafe) var result: (Context?, OpaquePointer?) = (nil, nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            if let context = try? Context(try ImageSurface(width: 1, height: 1)) {
                context.setFont(face, size: 17)
                _ = context.textExtents("Ag")
                result = (context, cairo_get_scaled_font(context.pointer))
            }
            done.signal()
        }
        thread.start()
        done.wait()
        return result
    }

    @Test func twoThreadsDrawTheSameFaceWithScaledFontsOfTheirOwn() throws {
        let face = FontLibrary().face(family: "Inter", weight: 400).face
        let first = scaledFontOnAThread(face), second = scaledFontOnAThread(face)
        let a = try #require(first.font), b = try #require(second.font)
        #expect(a != b, "both threads' contexts use one scaled font")
        #expect(cairo_scaled_font_get_font_face(a) != cairo_scaled_font_get_font_face(b))
        // The same outlines either way: equal advances.
        #expect(first.context?.textExtents("Archive").xAdvance == second.context?.textExtents("Archive").xAdvance)
        #expect(first.context?.textExtents("Archive").xAdvance ?? 0 > 0)
    }
}
