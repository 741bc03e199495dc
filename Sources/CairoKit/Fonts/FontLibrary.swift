import CCairo
import Problems
import Synchronization

/// Where text faces come from: the user's font files first, then the machine's fonts through
/// fontconfig, with DejaVu Sans standing in for a family that neither has.
///
/// A face is chosen by family and weight alone (CSS's font-matching rule, `FontCandidate.rank`),
/// among faces whose family names include the one asked for; fontconfig is asked only for the
/// list of those faces, never for its "best match", whose substitutions differ between machines.
/// So a family present on two machines in the same files draws identically on both, and one
/// that is missing is reported (`FontMatch.isFallback`) instead of silently replaced.
package struct FontLibrary: Sendable {
    /// The family drawn when the one asked for is nowhere: `fonts-dejavu-core`'s sans face.
    package static let fallbackFamily = "DejaVu Sans"

    /// The faces of the user's files, in the order given.
    let userFaces: [FontCandidate]

    /// A library with no font files of the user's: the machine's fonts only.
    package init() { userFaces = [] }

    /// A library that also draws the faces of `files` (TrueType, OpenType or collections). Each
    /// path must be a regular file (the caller checks that); a file in which fontconfig finds no
    /// face is a `Problem` of kind `wrongFormat` with the file as its value and, when the list
    /// comes from a setting (`setting`, e.g. a config's `fonts`), `setting[position]` as its setting.
    package init(files: [String], setting: String? = nil) throws(Problem) {
        var faces: [FontCandidate] = []
        for (position, file) in files.enumerated() {
            let found = Self.faces(inFile: file)
            guard !found.isEmpty else {
                let key = setting.map { "\($0)[\(position)]" }
                let problem: Wording = key.map { "\(setting: $0): \(file) holds no font fontconfig can read" }
                    ?? "\(file) holds no font fontconfig can read"
                throw Problem(.wrongFormat, problem, fix: "give a TrueType (.ttf), OpenType (.otf) or collection (.ttc) file",
                              setting: key, value: file)
            }
            faces += found
        }
        userFaces = faces
    }

    /// The families the user's files declare, each once, in file order.
    package var userFamilies: [String] {
        var seen: Set<String> = [], out: [String] = []
        for face in userFaces {
            if let family = face.families.first, seen.insert(FontCandidate.familyKey(family)).inserted { out.append(family) }
        }
        return out
    }

    /// The face for `family` at `weight` (OpenType 1…1000): from the user's files when one
    /// declares the family, else from the machine's fonts, else DejaVu Sans (`isFallback`), and
    /// when even that is missing, fontconfig's default sans face (Cairo's own when fontconfig
    /// has none: then no text can show anyway).
    package func face(family: String, weight: Int) -> FontMatch {
        if let candidate = best(Self.userOrSystem(family, userFaces), weight: weight), let face = Self.face(for: candidate) {
            return FontMatch(face: face, isFallback: false)
        }
        let fallback = best(Self.userOrSystem(Self.fallbackFamily, userFaces), weight: weight) ?? Self.defaultSans
        return FontMatch(face: fallback.flatMap(Self.face(for:)) ?? FontFace.cairoSans, isFallback: true)
    }

    /// Whether `family` is in the user's files or on this machine.
    package func has(family: String) -> Bool {
        !Self.userOrSystem(family, userFaces).isEmpty
    }

    private func best(_ candidates: [FontCandidate], weight: Int) -> FontCandidate? {
        candidates.min { $0.rank(forWeight: weight) < $1.rank(forWeight: weight) }
    }

    private static func userOrSystem(_ family: String, _ user: [FontCandidate]) -> [FontCandidate] {
        let own = user.filter { $0.declares(family: family) }
        return own.isEmpty ? systemFaces(family: family) : own
    }

    // MARK: fontconfig, cached for the process

    private static let systemCache = Mutex<[String: [FontCandidate]]>([:])
    private static let faceCache = Mutex<[FaceKey: FontFace]>([:])

    private struct FaceKey: Hashable { var file: String, index: Int }

    /// The machine's faces that declare `family` (fontconfig's `FcFontList`).
    static func systemFaces(family: String) -> [FontCandidate] {
        let key = FontCandidate.familyKey(family)
        if let cached = systemCache.withLock({ $0[key] }) { return cached }
        var found: [FontCandidate] = []
        if let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() {
            defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
            _ = family.withCString { name in
                name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
            }
            for object in [FC_FAMILY, FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_FILE, FC_INDEX, FC_FONTVERSION] { FcObjectSetAdd(objects, object) }
            if let set = FcFontList(nil, pattern, objects) {
                defer { FcFontSetDestroy(set) }
                found = candidates(in: set).filter { $0.declares(family: family) }
            }
        }
        systemCache.withLock { $0[key] = found }
        return found
    }

    /// The faces fontconfig reads in `file` (every face of a collection, every named instance of a
    /// variable font).
    static func faces(inFile file: String) -> [FontCandidate] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        _ = file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                FcFreeTypeQueryAll($0, UInt32.max, nil, &count, set)
            }
        }
        return candidates(in: set)
    }

    private static func candidates(in set: UnsafeMutablePointer<FcFontSet>) -> [FontCandidate] {
        let fonts = set.pointee
        guard let patterns = fonts.fonts else { return [] }
        return (0..<Int(fonts.nfont)).compactMap { patterns[$0].flatMap(FontCandidate.init) }
    }

    /// fontconfig's own match for `sans-serif`: the last resort when DejaVu Sans is missing.
    private static var defaultSans: FontCandidate? {
        guard let pattern = FcNameParse(Array("sans-serif".utf8) + [0]) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        return FontCandidate(match)
    }

    /// The face of `candidate`, made once per process; `nil` when Cairo cannot make it.
    private static func face(for candidate: FontCandidate) -> FontFace? {
        let key = FaceKey(file: candidate.file, index: candidate.index)
        if let face = faceCache.withLock({ $0[key] }) { return face }
        guard let face = try? FontFace(candidate) else { return nil }
        return faceCache.withLock { cache in
            if let existing = cache[key] { return existing }
            cache[key] = face
            return face
        }
    }
}

/// A face `FontLibrary` chose, and whether it stands in for a family that is missing.
package struct FontMatch: Sendable {
    /// The face to draw with.
    package var face: FontFace
    /// True when the family asked for is in neither the user's files nor the machine's fonts and
    /// `face` is DejaVu Sans (or the machine's default sans face) instead.
    package var isFallback: Bool
}
