/// "Did you mean" for names people type: the candidates within a few edits of what was typed.
///
/// One implementation for every unknown name Flipbook reports (config keys and values, preset and
/// layout names), so a slip is forgiven the same way everywhere; each caller states how far it reaches.
public enum Suggestion {
    /// How many edits a candidate may be from the typed word and still be suggested.
    public enum Tolerance: Hashable, Sendable {
        /// At most this many edits, whatever the lengths.
        case edits(Int)
        /// One edit per `characters` characters of the shorter of the typed word and the candidate,
        /// but never fewer than `minimum`: long names forgive more slips, nonsense still finds nothing.
        case oneEditPer(_ characters: Int, atLeast: Int)

        /// The most edits allowed between a typed word of `wordLength` characters and a candidate of
        /// `candidateLength` characters.
        package func maximumEdits(wordLength: Int, candidateLength: Int) -> Int {
            switch self {
            case let .edits(edits):
                return edits
            case let .oneEditPer(characters, minimum):
                return Swift.max(minimum, Swift.min(wordLength, candidateLength) / Swift.max(characters, 1))
            }
        }
    }

    /// Up to `limit` of `candidates` within `tolerance` of `word`, closest first; equally close ones
    /// keep their order in `candidates`.
    ///
    /// - Parameters:
    ///   - ignoringCase: compare lowercased, so `MINSCALE` finds `minScale` at distance 0.
    ///   - alsoSpelled: other spellings a candidate also answers to (the layout part `coverFlow` of
    ///     `scale.coverFlow`); the closest spelling counts, the tolerance uses the candidate's length.
    public static func closest(to word: String, in candidates: [String], within tolerance: Tolerance,
                               ignoringCase: Bool = true, limit: Int = 1,
                               alsoSpelled: (String) -> [String] = { _ in [] }) -> [String] {
        let fold: (String) -> [Character] = { ignoringCase ? Array($0.lowercased()) : Array($0) }
        let typed = fold(word)
        var ranked: [(distance: Int, order: Int, name: String)] = []
        for (order, candidate) in candidates.enumerated() {
            let allowed = tolerance.maximumEdits(wordLength: typed.count, candidateLength: fold(candidate).count)
            let distances = ([candidate] + alsoSpelled(candidate)).map(fold)
                // The length difference is a lower bound on the distance: skip the table when it is already too far.
                .filter { Swift.abs($0.count - typed.count) <= allowed }
                .map { editDistance(typed, $0) }
            if let distance = distances.min(), distance <= allowed {
                ranked.append((distance, order, candidate))
            }
        }
        ranked.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
        return ranked.prefix(Swift.max(limit, 0)).map(\.name)
    }

    /// Optimal-string-alignment distance between `a` and `b`, by characters and case-sensitive:
    /// insertions, deletions, substitutions and swaps of two neighbouring characters each count as
    /// one edit (`kitten` → `sitting` is 3, `ab` → `ba` is 1).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b))
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rolling rows: the swap rule looks two rows back.
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = Swift.min(row[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = Swift.min(best, previousRow[j - 2] + 1)
                }
                current[j] = best
            }
            (previousRow, row, current) = (row, current, previousRow)
        }
        return row[b.count]
    }
}
