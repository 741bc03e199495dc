/// The lines a person sees, for Yams' marks and for a duplicate key Yams reports at its first copy.
///
/// libyaml (YAML 1.1) ends a line at U+0085 (NEL), U+2028 and U+2029 as well as at LF, CR and CRLF;
/// editors, a browser's text field (the designer's YAML pane) and `SourceFile.line(_:)` end lines
/// only at LF, CR and CRLF. In a text holding one of the three (in a comment or a quoted string),
/// every mark after it would name a later line than the one on screen, and the designer's gutter
/// would mark the wrong line: `position(line:column:)` maps a mark to the line and column shown.
struct YAMLLines {
    /// Where each of libyaml's lines starts on screen (index 0: its line 1); `nil` when the text
    /// has none of the three breaks, so the marks are the lines shown.
    private let starts: [(line: Int, column: Int)]?
    /// The text, as scalars, and where each screen line starts in it.
    private let scalars: [Unicode.Scalar]
    private let lineOffsets: [Int]

    /// The three breaks libyaml has that editors do not.
    static let yamlOnlyBreaks: Set<Unicode.Scalar> = ["\u{85}", "\u{2028}", "\u{2029}"]

    /// The lines of `text`, exactly as given to Yams.
    @_optimize(none)
    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var offsets = [0]
        var starts: [(line: Int, column: Int)] = [(1, 1)]
        var line = 1, column = 1, index = 0
        var extra = false
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r" || scalar == "\n" {
                if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
                line += 1
                column = 1
                offsets.append(index)
                starts.append((line, 1))
            } else if Self.yamlOnlyBreaks.contains(scalar) {
                extra = true
                column += 1
                starts.append((line, column))
            } else {
                column += 1
            }
        }
        self.starts = extra ? starts : nil
        lineOffsets = offsets
    }

    /// The screen line and column of libyaml's (1-based) `line` and `column`.
    @_optimize(none)
    func position(line: Int, column: Int) -> (line: Int, column: Int) {
        guard let starts, line >= 1, line <= starts.count else { return (line, column) }
        let start = starts[line - 1]
        return (start.line, start.column + column - 1)
    }

    /// The screen line `line` (1-based), without its break.
    @_optimize(none)
    func text(ofLine line: Int) -> [Unicode.Scalar] {
        guard line >= 1, line <= lineOffsets.count else { return [] }
        var end = line < lineOffsets.count ? lineOffsets[line] : scalars.count
        while end > lineOffsets[line - 1], scalars[end - 1] == "\n" || scalars[end - 1] == "\r" { end -= 1 }
        return Array(scalars[lineOffsets[line - 1]..<end])
    }

    /// The line before `line` (blank and comment lines skipped) when it is written at `line`'s
    /// indentation and has no `:` (outside quotes and a comment) and is not a list item: a key
    /// whose colon is missing. Its line and first column.
    @_optimize(none)
    func keyWithoutColon(before line: Int) -> (line: Int, column: Int)? {
        let current = text(ofLine: line)
        guard let indent = current.firstIndex(where: { $0 != " " }), line > 1 else { return nil }
        for previous in stride(from: line - 1, through: 1, by: -1) {
            let text = self.text(ofLine: previous)
            guard let start = text.firstIndex(where: { $0 != " " }) else { continue }
            if text[start] == "#" { continue }
            guard start == indent, text[start] != "-" else { return nil }
            var quote: Unicode.Scalar?
            for (at, scalar) in text.enumerated().dropFirst(start) {
                if let open = quote {
                    if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == "#", text[at - 1] == " " {
                    break
                } else if scalar == ":" {
                    return nil
                }
            }
            return (previous, start + 1)
        }
        return nil
    }

    /// Where the second `key` of the map whose first `key` is at screen `line` and `column` is
    /// written: in a block map the next line whose text at that column is `key` (plain or quoted)
    /// and a colon, before a line that starts left of it; in a flow map (a `{` before the key on its
    /// line) the next `key:` after it on that line or the next ones, up to the map's closing
    /// brace. `nil` when it cannot be told (a key written across lines, a complex key).
    @_optimize(none)
    func secondKey(_ key: String, firstAt line: Int, column: Int) -> (line: Int, column: Int)? {
        let spellings = [key, "\"\(key)\"", "'\(key)'"].map { Array($0.unicodeScalars) }
        @_optimize(none)
        func keyAt(_ text: [Unicode.Scalar], _ at: Int) -> Bool {
            spellings.contains { spelling in
                guard at + spelling.count <= text.count, Array(text[at..<at + spelling.count]) == spelling else { return false }
                var after = at + spelling.count
                while after < text.count, text[after] == " " || text[after] == "\t" { after += 1 }
                return after < text.count && text[after] == ":"
            }
        }
        let first = text(ofLine: line)
        guard column >= 1, column <= first.count else { return nil }
        if first[..<(column - 1)].contains("{") {
            // A flow map: the next `key:` at a token start, counting braces so a nested map's key is not taken.
            var depth = 0
            for current in line...lineOffsets.count {
                let text = self.text(ofLine: current)
                var at = current == line ? (text[(column - 1)...].firstIndex(of: ":") ?? text.count) + 1 : 0
                var quote: Unicode.Scalar?
                while at < text.count {
                    let scalar = text[at]
                    if let open = quote {
                        if scalar == open { quote = nil }
                    } else if scalar == "\"" || scalar == "'" {
                        let boundary = at == 0 || [" ", "\t", "{", ","].contains(text[at - 1])
                        if depth == 0, boundary, keyAt(text, at) { return (current, at + 1) }
                        quote = scalar
                    } else if scalar == "{" || scalar == "[" {
                        depth += 1
                    } else if scalar == "}" || scalar == "]" {
                        if depth == 0 { return nil }
                        depth -= 1
                    } else if scalar == "#", at == 0 || text[at - 1] == " " {
                        break
                    } else if depth == 0, at == 0 || [" ", "\t", "{", ","].contains(text[at - 1]), keyAt(text, at) {
                        return (current, at + 1)
                    }
                    at += 1
                }
            }
            return nil
        }
        // A block map: its keys share the first key's column.
        guard line < lineOffsets.count else { return nil }
        for current in (line + 1)...lineOffsets.count {
            let text = self.text(ofLine: current)
            guard let indent = text.firstIndex(where: { $0 != " " }) else { continue }
            if text[indent] == "#" { continue }
            if indent < column - 1 { return nil }
            if indent == column - 1, keyAt(text, indent) { return (current, column) }
        }
        return nil
    }
}
