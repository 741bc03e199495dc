import Yams

/// Where things are in the text: Yams gives each node's start; its end, line bounds and the ends
/// of quoted and flow values are measured here, on the Unicode scalars Yams counts columns in.
extension ConfigTextPatch.Source {
    @_optimize(none)
    func offset(_ mark: Mark?) throws -> Int {
        guard let mark, mark.line >= 1, mark.line <= lineStarts.count else { throw ConfigTextPatch.Unsupported() }
        let offset = lineStarts[mark.line - 1] + mark.column - 1
        guard offset <= scalars.count else { throw ConfigTextPatch.Unsupported() }
        return offset
    }

    /// The offset where the line holding `offset` starts.
    @_optimize(none)
    func lineStart(of offset: Int) -> Int {
        let next = firstLineStart(after: offset)
        return next > 0 ? lineStarts[next - 1] : 0
    }

    /// The offset just past the line break of the line holding `offset` (or the end of the text).
    @_optimize(none)
    func lineEnd(of offset: Int) -> Int {
        let next = firstLineStart(after: offset)
        return next < lineStarts.count ? lineStarts[next] : scalars.count
    }

    /// The index in `lineStarts` of the first line start past `offset` (`lineStarts.count` when
    /// none is): a binary search, since a list's items ask once each (a 20,000-line list asked
    /// 20,000 × 20,000 times with a linear scan).
    @_optimize(none)
    private func firstLineStart(after offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    @_optimize(none)
    func column(of offset: Int) -> Int { offset - lineStart(of: offset) }

    /// Whether only spaces come before `offset` on its line.
    @_optimize(none)
    func startsLine(_ offset: Int) -> Bool {
        scalars[lineStart(of: offset)..<offset].allSatisfy { $0 == " " }
    }

    /// Where a scalar that starts at `start` ends.
    @_optimize(none)
    func end(of scalar: Node.Scalar, at start: Int) throws -> Int {
        switch scalar.style {
        case .plain, .any:
            // One line, as written: a folded multi-line plain scalar is not edited in place.
            let count = scalar.string.unicodeScalars.count
            guard start + count <= scalars.count, String(String.UnicodeScalarView(scalars[start..<start + count])) == scalar.string
            else { throw ConfigTextPatch.Unsupported() }
            return start + count
        case .singleQuoted, .doubleQuoted:
            return try quotedEnd(at: start, quote: scalar.style == .singleQuoted ? "'" : "\"")
        case .literal, .folded:
            throw ConfigTextPatch.Unsupported()
        }
    }

    /// Just past the closing quote of the `'…'` or `"…"` scalar starting at `start`.
    @_optimize(none)
    func quotedEnd(at start: Int, quote: Unicode.Scalar) throws -> Int {
        guard start < scalars.count, scalars[start] == quote else { throw ConfigTextPatch.Unsupported() }
        var index = start + 1
        while index < scalars.count {
            if quote == "\"" && scalars[index] == "\\" { index += 2; continue }
            if scalars[index] == quote {
                if quote == "'" && index + 1 < scalars.count && scalars[index + 1] == "'" { index += 2; continue }
                return index + 1
            }
            index += 1
        }
        throw ConfigTextPatch.Unsupported()
    }

    /// Where a flow `[…]` or `{…}` starting at `start` ends (just past its closing bracket).
    @_optimize(none)
    func flowEnd(at start: Int) throws -> Int {
        var depth = 0
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "[", "{": depth += 1
            case "]", "}":
                depth -= 1
                if depth == 0 { return index + 1 }
            case "\"", "'":
                index = try quotedEnd(at: index, quote: scalar)
                continue
            case "#" where index > start && scalars[index - 1] == " ":
                index = lineEnd(of: index)
                continue
            default: break
            }
            index += 1
        }
        throw ConfigTextPatch.Unsupported()
    }

    /// Where `node` ends; `emptyEnd` for an empty scalar (`key:` with nothing after it).
    @_optimize(none)
    func end(of node: Node, emptyEnd: Int) throws -> Int {
        switch node {
        case let .scalar(scalar):
            if scalar.style == .plain && scalar.string.isEmpty { return emptyEnd }
            return try end(of: scalar, at: offset(scalar.mark))
        case let .mapping(mapping):
            if isFlow(node) { return try flowEnd(at: offset(mapping.mark)) }
            guard let (key, value) = Array(mapping).last else { throw ConfigTextPatch.Unsupported() }
            return try end(of: value, emptyEnd: colonEnd(after: key))
        case let .sequence(sequence):
            if isFlow(node) { return try flowEnd(at: offset(sequence.mark)) }
            guard let item = Array(sequence).last else { throw ConfigTextPatch.Unsupported() }
            return try end(of: item, emptyEnd: offset(item.mark))
        case .alias:
            throw ConfigTextPatch.Unsupported()
        }
    }

    /// Just past the `:` after a map's key.
    @_optimize(none)
    func colonEnd(after key: Node) throws -> Int {
        guard case let .scalar(scalar) = key else { throw ConfigTextPatch.Unsupported() }
        var index = try end(of: scalar, at: offset(scalar.mark))
        while index < scalars.count, scalars[index] == " " { index += 1 }
        guard index < scalars.count, scalars[index] == ":" else { throw ConfigTextPatch.Unsupported() }
        return index + 1
    }

    /// Edits that keep a trailing `# comment` in its column on each line whose values were
    /// replaced in place: the spaces before the comment take up (or give back) the change in
    /// length, leaving at least one, so `maxScale: 0.7     # …` becomes `maxScale: 0.85    # …`.
    /// Only edits within one line count (a removed or added line has no column to keep).
    @_optimize(none)
    func commentColumns() -> [ConfigTextPatch.Edit] {
        let isBreak: (Unicode.Scalar) -> Bool = { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }
        var lines: [Int: (last: Int, growth: Int)] = [:]
        for edit in edits {
            guard !edit.text.unicodeScalars.contains(where: isBreak), !scalars[edit.range].contains(where: isBreak) else { continue }
            let line = lineStart(of: edit.range.lowerBound)
            let growth = edit.text.unicodeScalars.count - edit.range.count
            let known = lines[line]
            lines[line] = (max(known?.last ?? 0, edit.range.upperBound), (known?.growth ?? 0) + growth)
        }
        return lines.values.compactMap { last, growth in
            guard growth != 0, let hash = commentStart(from: last) else { return nil }
            var spaces = hash
            while spaces > last, scalars[spaces - 1] == " " { spaces -= 1 }
            let room = hash - spaces
            guard room > 0 else { return nil }
            let kept = max(1, room - growth)
            return kept == room ? nil : ConfigTextPatch.Edit(range: spaces..<hash, text: String(repeating: " ", count: kept))
        }
    }

    /// Where the comment that ends the line holding `offset` starts (a `#` after a space, outside
    /// quotes, from `offset` on), or `nil`.
    @_optimize(none)
    private func commentStart(from offset: Int) -> Int? {
        var quote: Unicode.Scalar?
        var index = offset
        let end = lineEnd(of: offset)
        while index < end {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\" && open == "\"" { index += 1 } else if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "#" && index > 0 && (scalars[index - 1] == " " || scalars[index - 1] == "\t") {
                return index
            } else if ["\n", "\r"].contains(scalar) {
                return nil
            }
            index += 1
        }
        return nil
    }
}
