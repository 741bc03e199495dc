import Yams

/// Block lists whose items changed, came, went or moved: each item keeps its own text (its
/// comment lines above it included), edited where its values changed, so a moved layer is its
/// own lines at another place and the rest of the list is untouched.
extension ConfigTextPatch.Source {
    /// Edits turning the block list `old` into `new`: item by item when no item moved and the
    /// length holds, else lined up (`realign`).
    @_optimize(none)
    mutating func patchList(_ old: [Node], to new: [JSONValue]) throws {
        let oldValues = old.map(Self.json(of:))
        if old.count == new.count, !Self.movesItems(oldValues, new) {
            for (item, value) in zip(old, new) where Self.json(of: item) != value {
                let start = try offset(item.mark)
                try replaceItem(item, start: start, end: end(of: item, emptyEnd: start), with: value)
            }
            return
        }
        guard !old.isEmpty, !new.isEmpty else { throw ConfigTextPatch.Unsupported() }
        try realign(old, to: new)
    }

    /// Edits turning the block list `old` into `new`, lined up: the longest run of equal items
    /// is kept; a new item outside it that matches an old one outside it (equal, else a map with
    /// the same `id`, as a layer edited and moved) is that item moved; the other items between
    /// two kept ones are paired in order (an old item edited into a new one); what is left of the
    /// old goes, what is left of the new is written fresh in the file's block style. The list's
    /// text is then the items' own texts in the new order, with the blank lines between them as
    /// they were.
    @_optimize(none)
    mutating func realign(_ old: [Node], to new: [JSONValue]) throws {
        let oldValues = old.map(Self.json(of:))
        let sources = try Self.alignment(oldValues, new)
        let items = try itemTexts(old)
        let indent = String(repeating: " ", count: items[0].column)
        var text = ""
        for (slot, value) in new.enumerated() {
            if slot > 0 { text += slot < items.count ? items[slot].separator : "" }
            var lead = "", body: String
            if let source = sources[slot] {
                lead = items[source].lead
                body = try self.body(of: old[source], items[source], as: value)
            } else {
                var lines: [String] = []
                ConfigYAML.writeBlock(.array([value]), indent: indent, unit: unit, into: &lines)
                body = lines.map { $0 + newline }.joined()
                body.unicodeScalars.removeFirst(indent.unicodeScalars.count)
            }
            let last = slot == new.count - 1
            if !last, !(body.hasSuffix("\n") || body.hasSuffix("\r")) { body += newline }
            if last, !items[items.count - 1].endsWithBreak, body.hasSuffix(newline) { body.unicodeScalars.removeLast(newline.unicodeScalars.count) }
            text += slot == 0 && items[0].inline ? body : lead + indent + body
        }
        let region = items[0].start..<items[items.count - 1].end
        edits.append(ConfigTextPatch.Edit(range: region, text: text))
    }

    /// For each new item, the old item it is (kept, moved or edited), `nil` for a new one.
    @_optimize(none)
    static func alignment(_ old: [JSONValue], _ new: [JSONValue]) throws -> [Int?] {
        let n = old.count, m = new.count
        // Equal items at both ends are kept as they are; only the middle is aligned, so an
        // edit in a long list costs what it changes (one row of the table for an added item).
        var prefix = 0
        while prefix < min(n, m), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(n, m) - prefix, old[n - 1 - suffix] == new[m - 1 - suffix] { suffix += 1 }
        let oldEnd = n - suffix, newEnd = m - suffix
        let rows = oldEnd - prefix, columns = newEnd - prefix
        // A middle too large to align in memory and time is written anew (the caller's fallback).
        guard rows * columns <= alignmentLimit else { throw ConfigTextPatch.Unsupported() }
        // common[a][b]: the longest common run of old[prefix + a ..< oldEnd] and new[prefix + b ..< newEnd].
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for a in stride(from: rows - 1, through: 0, by: -1) {
            for b in stride(from: columns - 1, through: 0, by: -1) {
                common[a][b] = old[prefix + a] == new[prefix + b] ? common[a + 1][b + 1] + 1 : max(common[a + 1][b], common[a][b + 1])
            }
        }
        var sources = [Int?](repeating: nil, count: m)
        for index in 0..<prefix { sources[index] = index }
        for index in 0..<suffix { sources[m - 1 - index] = n - 1 - index }
        // The gaps between kept items: their loose old and new items.
        var gaps: [(old: [Int], new: [Int])] = [([], [])]
        var i = prefix, j = prefix
        while i < oldEnd || j < newEnd {
            if i < oldEnd, j < newEnd, old[i] == new[j] {
                sources[j] = i
                gaps.append(([], []))
                i += 1
                j += 1
            } else if j < newEnd, i == oldEnd || common[i - prefix][j + 1 - prefix] >= common[i + 1 - prefix][j - prefix] {
                gaps[gaps.count - 1].new.append(j)
                j += 1
            } else {
                gaps[gaps.count - 1].old.append(i)
                i += 1
            }
        }
        // Moves, from anywhere to anywhere: equal items first, then the same layer by its id.
        let looseOld = gaps.flatMap(\.old), looseNew = gaps.flatMap(\.new)
        var moved = Set<Int>()
        for exact in [true, false] {
            for newIndex in looseNew where sources[newIndex] == nil {
                if let match = looseOld.first(where: { !moved.contains($0) && (exact ? old[$0] == new[newIndex] : sameItem(old[$0], new[newIndex])) }) {
                    sources[newIndex] = match
                    moved.insert(match)
                }
            }
        }
        // What is left in each gap is paired in order: an old item edited into a new one.
        for gap in gaps {
            let oldLeft = gap.old.filter { !moved.contains($0) }
            let newLeft = gap.new.filter { sources[$0] == nil }
            for (oldIndex, newIndex) in zip(oldLeft, newLeft) { sources[newIndex] = oldIndex }
        }
        return sources
    }

    /// Where one item of a block list is in the text.
    struct ItemText {
        /// Where the item's text starts: its first comment line, else its dash's line, else (the
        /// first item of a list in a list, `- - id: x`) its dash.
        var start: Int
        /// Just past the item's last line (its line break included).
        var end: Int
        /// The dash, and its column.
        var dash: Int
        var column: Int
        /// Whether the dash shares its line with the enclosing list's dash.
        var inline: Bool
        /// The comment lines right above the dash's line, which go where the item goes.
        var lead: String
        /// The text between the previous item's end and this item's start (blank lines).
        var separator: String
        /// Whether the item's last line ends with a line break (not the end of a file without one).
        var endsWithBreak: Bool
    }

    /// Where each item of the block list `items` is.
    @_optimize(none)
    func itemTexts(_ items: [Node]) throws -> [ItemText] {
        var places: [ItemText] = []
        for (index, item) in items.enumerated() {
            let start = try offset(item.mark)
            var dash = start - 1
            while dash >= 0, scalars[dash] == " " { dash -= 1 }
            guard dash >= 0, scalars[dash] == "-" else { throw ConfigTextPatch.Unsupported() }
            let inline = !startsLine(dash)
            // Only a list's first item may share its line, and only with dashes (`- - id: x`).
            if inline {
                guard index == 0, scalars[lineStart(of: dash)..<dash].allSatisfy({ $0 == " " || $0 == "-" }) else { throw ConfigTextPatch.Unsupported() }
            }
            let column = self.column(of: dash)
            if let first = places.first, column != first.column { throw ConfigTextPatch.Unsupported() }
            let end = lineEnd(of: max(try self.end(of: item, emptyEnd: start) - 1, start))
            let previousEnd = places.last?.end ?? 0
            var leadStart = inline ? dash : lineStart(of: dash)
            while !inline, leadStart > previousEnd {
                let above = lineStart(of: leadStart - 1)
                guard above >= previousEnd, scalars[above..<leadStart].drop(while: { $0 == " " }).first == "#" else { break }
                leadStart = above
            }
            places.append(ItemText(start: leadStart, end: end, dash: dash, column: column, inline: inline,
                                   lead: String(String.UnicodeScalarView(scalars[leadStart..<(inline ? dash : lineStart(of: dash))])),
                                   separator: index > 0 ? String(String.UnicodeScalarView(scalars[previousEnd..<leadStart])) : "",
                                   endsWithBreak: end > 0 && (scalars[end - 1] == "\n" || scalars[end - 1] == "\r")))
        }
        return places
    }

    /// The text of `node` from its dash through its last line, edited to read as `value`.
    @_optimize(none)
    private func body(of node: Node, _ place: ItemText, as value: JSONValue) throws -> String {
        var trial = self
        trial.edits = []
        if Self.json(of: node) != value {
            let start = try offset(node.mark)
            try trial.replaceItem(node, start: start, end: end(of: node, emptyEnd: start), with: value)
        }
        let range = place.dash..<place.end
        var text = Array(scalars[range])
        for edit in trial.edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
            guard edit.range.lowerBound >= range.lowerBound, edit.range.upperBound <= range.upperBound else { throw ConfigTextPatch.Unsupported() }
            text.replaceSubrange((edit.range.lowerBound - range.lowerBound)..<(edit.range.upperBound - range.lowerBound),
                                 with: Array(edit.text.unicodeScalars))
        }
        return String(String.UnicodeScalarView(text))
    }

    /// Whether the same-length list `new` moves items of `old` (an item changed at one place
    /// matches one changed at another), so it is lined up rather than edited item by item.
    @_optimize(none)
    static func movesItems(_ old: [JSONValue], _ new: [JSONValue]) -> Bool {
        let changed = old.indices.filter { old[$0] != new[$0] }
        return changed.contains { j in changed.contains { i in i != j && sameItem(old[i], new[j]) } }
    }

    /// Whether `a` and `b` are one item: equal, or maps with the same `id` (a layer edited and moved).
    @_optimize(none)
    static func sameItem(_ a: JSONValue, _ b: JSONValue) -> Bool {
        if a == b { return true }
        guard case .object = a, case .object = b, case let .string(id)? = a["id"] else { return false }
        return b["id"] == .string(id)
    }

    /// The most cells of the alignment table (old × new items left once equal ends are set
    /// aside): 8 MB; past it the list is written anew.
    static let alignmentLimit = 1_000_000
}
