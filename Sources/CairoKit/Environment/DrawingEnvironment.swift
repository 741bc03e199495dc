import CCairo

/// The libraries this process draws with: Cairo, the pixman rasteriser under it, FreeType and
/// fontconfig.
package enum Cairo {
    /// Cairo's run-time version, e.g. `1.18.0` (`cairo_version_string()`): anti-aliasing and text
    /// can change between releases, so golden manifests record it.
    package static var version: String { String(cString: cairo_version_string()) }
}

/// What decides pixels on this machine besides Flipbook's own code: the versions of the drawing
/// libraries linked at run time and the font files the system font and the fallback are drawn
/// from. Golden manifests record it, `flipbook doctor` prints it, and a failing check names what
/// differs from the machine that recorded its goldens.
package struct DrawingEnvironment: Codable, Hashable, Sendable {
    /// A font family as drawn here: the file of its regular (400) face and the face's version.
    package struct Font: Codable, Hashable, Sendable {
        /// The family asked for (`Inter`, `DejaVu Sans`).
        package var family: String
        /// The family of the face drawn: `family` itself, or the fallback's when the family is missing.
        package var drawnFamily: String
        /// The font file's name without its folder (folders differ between machines, names do not).
        package var file: String
        /// The face's revision (OpenType `head.fontRevision`, e.g. `3.019`); `nil` when the file has none.
        package var version: String?

        /// A family as drawn.
        package init(family: String, drawnFamily: String, file: String, version: String?) {
            self.family = family
            self.drawnFamily = drawnFamily
            self.file = file
            self.version = version
        }

        /// Whether the family asked for is the one drawn.
        package var isPresent: Bool { FontCandidate.familyKey(family) == FontCandidate.familyKey(drawnFamily) }

        /// `Inter 3.019 (Inter-Regular.otf)`.
        package var summary: String {
            "\(drawnFamily)\(version.map { " \($0)" } ?? "") (\(file))"
        }
    }

    /// Cairo, e.g. `1.16.0`.
    package var cairo: String
    /// pixman, Cairo's rasteriser, e.g. `0.42.2`.
    package var pixman: String
    /// FreeType, which renders glyph outlines, e.g. `2.12.1`.
    package var freetype: String
    /// fontconfig, which lists the machine's font files, e.g. `2.14.1`.
    package var fontconfig: String
    /// The system font (SF Pro on the phone) as drawn here.
    package var systemFont: Font
    /// The family drawn for any family that is missing.
    package var fallbackFont: Font

    /// A recorded environment.
    package init(cairo: String, pixman: String, freetype: String, fontconfig: String, systemFont: Font, fallbackFont: Font) {
        self.cairo = cairo
        self.pixman = pixman
        self.freetype = freetype
        self.fontconfig = fontconfig
        self.systemFont = systemFont
        self.fallbackFont = fallbackFont
    }

    /// This process's environment; `systemFamily` is the family drawn for the system font
    /// (Transforms' `TextFont.defaultFamily`, which CairoKit cannot see).
    package static func current(systemFamily: String) -> DrawingEnvironment {
        let library = FontLibrary()
        return DrawingEnvironment(cairo: Cairo.version,
                                  pixman: String(cString: pixman_version_string()),
                                  freetype: freetypeVersion,
                                  fontconfig: dotted(Int(FcGetVersion()), parts: [10000, 100, 1]),
                                  systemFont: font(systemFamily, in: library),
                                  fallbackFont: font(FontLibrary.fallbackFamily, in: library))
    }

    /// The full path of the file `family`'s regular face is drawn from here (for `flipbook doctor`).
    package static func file(drawing family: String) -> String {
        FontLibrary().face(family: family, weight: 400).face.file
    }

    private static func font(_ family: String, in library: FontLibrary) -> Font {
        let match = library.face(family: family, weight: 400)
        let file = match.face.file
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let version = FontLibrary.faces(inFile: file).first { $0.index == match.face.index }?.revision
        return Font(family: family, drawnFamily: match.isFallback ? match.face.family : family, file: name,
                    version: version.map(revision))
    }

    /// `head.fontRevision` (16.16 fixed point) as fonts print it: at most three decimals, trailing
    /// zeros dropped but one, e.g. 197853 → `3.019`, 155320 → `2.37`, 262144 → `4.0`.
    static func revision(_ fixed: Int) -> String {
        let thousandths = (fixed * 1000 + 32768) >> 16
        var fraction = String(thousandths % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(thousandths / 1000).\(fraction)"
    }

    private static var freetypeVersion: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    private static func dotted(_ number: Int, parts: [Int]) -> String {
        parts.map { String(number / $0 % 100) }.joined(separator: ".")
    }
}
