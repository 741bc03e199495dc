import CCairo

/// A face fontconfig describes (a system font, or one of the user's font files): what
/// `FontLibrary` chooses among.
struct FontCandidate: Hashable, Sendable {
    /// Every family name the face declares (`Inter`, `Inter Medium`), in its order.
    var families: [String]
    /// OpenType / CSS weight, 1…1000.
    var weight: Int
    /// fontconfig's slant: 0 roman, 100 italic, 110 oblique.
    var slant: Int
    /// fontconfig's width: 100 normal, 87 semi-condensed, 75 condensed, …
    var width: Int
    var file: String
    var index: Int
    /// The face's `head.fontRevision`, 16.16 fixed point (fontconfig's `fontversion`), when it has one.
    var revision: Int?

    /// The candidate a fontconfig pattern describes, or `nil` when it lacks a file, a family or a
    /// single weight (a variable font's default pattern gives a range; its named instances each
    /// have one).
    init?(_ pattern: OpaquePointer) {
        var families: [String] = []
        var n: Int32 = 0
        while let family = Self.string(pattern, FC_FAMILY, n) {
            families.append(family)
            n += 1
        }
        guard !families.isEmpty, let file = Self.string(pattern, FC_FILE, 0) else { return nil }
        var weight: Int32 = 0, slant: Int32 = 0, width: Int32 = 0, index: Int32 = 0
        guard FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch else { return nil }
        if FcPatternGetInteger(pattern, FC_SLANT, 0, &slant) != FcResultMatch { slant = Int32(FC_SLANT_ROMAN) }
        if FcPatternGetInteger(pattern, FC_WIDTH, 0, &width) != FcResultMatch { width = Int32(FC_WIDTH_NORMAL) }
        if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        var revision: Int32 = 0
        self.revision = FcPatternGetInteger(pattern, FC_FONTVERSION, 0, &revision) == FcResultMatch ? Int(revision) : nil
        self.families = families
        self.weight = Int(FcWeightToOpenType(weight))
        self.slant = Int(slant)
        self.width = Int(width)
        self.file = file
        self.index = Int(index)
    }

    /// Whether the face declares `family`, compared as fontconfig compares family names:
    /// ignoring case and blanks.
    func declares(family: String) -> Bool {
        let wanted = Self.familyKey(family)
        return families.contains { Self.familyKey($0) == wanted }
    }

    /// A family name as fontconfig compares it: lower-cased, blanks removed.
    static func familyKey(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " })
    }

    /// How well the face serves `weight` (smaller is better), by CSS's font-matching rule: for a
    /// wanted weight in 400…500 the weights from it up to 500 first, then lighter ones, then
    /// heavier; below 400 lighter first, then heavier; above 500 heavier first, then lighter.
    /// Roman before italic and normal width before condensed come first; the file and face index
    /// break ties, so the choice never depends on the order fontconfig lists files in.
    func rank(forWeight wanted: Int) -> (Int, Int, Int, Int, String, Int) {
        let w = weight, distance = Swift.abs(w - wanted)
        let tier: Int
        if wanted >= 400 && wanted <= 500 {
            tier = w >= wanted && w <= 500 ? 0 : w < wanted ? 1 : 2
        } else if wanted < 400 {
            tier = w <= wanted ? 0 : 1
        } else {
            tier = w >= wanted ? 0 : 1
        }
        return (slant == Int(FC_SLANT_ROMAN) ? 0 : 1, Swift.abs(width - Int(FC_WIDTH_NORMAL)), tier, distance, file, index)
    }

    private static func string(_ pattern: OpaquePointer, _ object: String, _ n: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { return nil }
        return value.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
    }
}
