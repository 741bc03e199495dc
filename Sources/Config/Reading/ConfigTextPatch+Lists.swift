import Yams

/// Block lists whose items came, went or moved: the items lined up with the new list, so the
/// ones that stay keep their text.
extension ConfigTextPatch.Source {
    /// Edits turning the block list `old` into `new`, a list of another length (a layer added,
    /// removed or moved in the designer): the longest run of equal items is kept as written,
    /// and each gap between kept items patched (an old and a new item in it paired up), its
    /// extra old items' lines removed, its extra new items written before the next kept item.
    mutating func realign(_ old: [Node], to new: [JSONValue]) throws {
        let oldValues = old.map(Self.json(of:))
        let n = old.count, m = new.count
        // Equal items at both ends are kept as they are; only the middle is aligned, so an
        // edit in a long list costs what it changes (one row of the table for an added item).
        var prefix = 0
        while prefix < min(n, m), oldValues[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(n, m) - prefix, oldValues[n - 1 - suffix] == new[m - 1 - suffix] { suffix += 1 }
        let oldEnd = n - suffix, newEnd = m - suffix
        let rows = oldEnd - prefix, columns = newEnd - prefix
        // A middle too large to align in memory and time is written anew (the caller's fallback).
        guard rows * columns <= Self.alignmentLimit else { throw ConfigTextPatch.Unsupported() }
        // common[a][b]: the longest common run of old[prefix + a ..< oldEnd] and new[prefix + b ..< newEnd].
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for a in stride(from: rows - 1, through: 0, by: -1) {
            for b in stride(from: columns - 1, through: 0, by: -1) {
                common[a][b] = oldValues[prefix + a] == new[prefix + b] ? common[a + 1][b + 1] + 1 : max(common[a + 1][b], common[a][b + 1])
            }
        }
        let dashColumn = try column(of: dash(of: old[0]))
        var gapOld: [Int] = [], gapNew: [Int] = []
        func closeGap(before next: Int) throws {
            let paired = min(gapOld.count, gapNew.count)
            for (oldIndex, newIndex) in zip(gapOld.prefix(paired), gapNew.prefix(paired)) {
                let start = try offset(old[oldIndex].mark)
                try replaceItem(old[oldIndex], start: start, end: end(of: old[oldIndex], emptyEnd: start), with: new[newIndex])
            }
            for oldIndex in gapOld.dropFirst(paired) {
                edits.append(ConfigTextPatch.Edit(range: try lines(of: old[oldIndex]), text: ""))
            }
            let added = gapNew.dropFirst(paired).map { new[$0] }
            if !added.isEmpty {
                var text: [String] = []
                ConfigYAML.writeBlock(.array(added), indent: String(repeating: " ", count: dashColumn), unit: unit, into: &text)
                let at = next < n ? try lines(of: old[next]).lowerBound : try lines(of: old[n - 1]).upperBound
                let lead = at == scalars.count && !endsWithNewline ? newline : ""
                edits.append(ConfigTextPatch.Edit(range: at..<at, text: lead + text.map { $0 + newline }.joined()))
            }
            gapOld = []
            gapNew = []
        }
        var i = prefix, j = prefix
        while i < oldEnd || j < newEnd {
            if i < oldEnd, j < newEnd, oldValues[i] == new[j] {
                try closeGap(before: i)
                i += 1
                j += 1
            } else if j < newEnd, i == oldEnd || common[i - prefix][j + 1 - prefix] >= common[i + 1 - prefix][j - prefix] {
                gapNew.append(j)
                j += 1
            } else {
                gapOld.append(i)
                i += 1
            }
        }
        try closeGap(before: oldEnd)
    }

    /// The most cells of the alignment table (old × new items left once equal ends are set
    /// aside): 8 MB; past it the list is written anew.
    static let alignmentLimit = 1_000_000

    /// The `-` of a block list item, which must start its line (`- - x` is not edited).
    func dash(of item: Node) throws -> Int {
        var index = try offset(item.mark) - 1
        while index >= 0, scalars[index] == " " { index -= 1 }
        guard index >= 0, scalars[index] == "-", startsLine(index) else { throw ConfigTextPatch.Unsupported() }
        return index
    }

    /// A block list item's whole lines, from its dash's line through the line it ends on.
    func lines(of item: Node) throws -> Range<Int> {
        let start = try offset(item.mark)
        return lineStart(of: try dash(of: item))..<lineEnd(of: max(try end(of: item, emptyEnd: start) - 1, start))
    }
}
