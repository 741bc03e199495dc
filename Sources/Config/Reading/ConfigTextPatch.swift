import Problems
import Yams

/// Changes a YAML config file's text so it reads as another config, touching only what changed.
///
/// This is what the designer's Save writes, so a person's file keeps its comments, key order,
/// blank lines, number spellings and flow style (`[0, 1]`, `{x: 1}`) everywhere outside the changed
/// values. Yams gives each node's start (line and column in Unicode scalars); the ends, the edits
/// and where new keys go are ours, since no YAML library edits text in place.
///
/// The rules, walking old and new maps by key path:
/// - A value equal to the new one (as values: `0.50` is `0.5`) is left as written.
/// - A changed scalar is replaced in place; a trailing `# comment` on its line stays.
/// - A key whose new value equals what `extends` gives (`base`) is removed, line and all; a map
///   left with no keys is removed with its key, so `scale:` never becomes `null`.
/// - A key that is new goes after the last key of its map, at that map's indentation, written
///   with only what differs from `base` (nothing at all when it equals `base`).
/// - Lists of the same length are walked item by item (a layer's `x` is one line). A block list
///   whose items moved, or whose length changed, is aligned with the new one (`realign`): kept
///   and moved items keep their text, comment lines above them included, edited where their
///   values changed; removed items lose their lines; new items are written in the file's list
///   style where they go. Flow lists are written anew. Lists replace the base's list as a whole,
///   so keys inside list items are never removed for matching `base`.
/// - Where the text cannot be edited safely (aliases, block `|` scalars, a key that must go
///   sharing its line with `- `), the nearest enclosing value is written anew; failing that, the whole file.
package enum ConfigTextPatch {
    /// `text` edited to read as `config`. `base` is what the config's `extends` resolves to
    /// (`nil` without `extends`). Throws a `Problem` only when `text` is not YAML.
    @_optimize(none)
    package static func patched(_ text: String, to config: JSONValue, base: JSONValue?) throws -> String {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw Problem(.syntax, "the file's text is not YAML (\(error))", fix: "fix it in the YAML pane or save the pane's text")
        }
        guard case let .object(members) = config else { return withLineBreaks(ConfigYAML.text(of: config), like: text) }
        var source = Source(text)
        guard let root, case let .mapping(mapping) = root, !source.isFlow(root) else {
            // An empty file (or only comments): the keys go after what is there.
            return source.appending(ConfigYAML.text(of: ConfigYAML.difference(config, from: base) ?? .object([])))
        }
        do {
            let outcome = try source.patch(mapping, to: members, base: base)
            if case .removeAll = outcome {
                return source.apply() + (source.endsWithNewline ? "" : source.newline)
            }
            return source.apply()
        } catch is Unsupported {
            return withLineBreaks(ConfigYAML.text(of: ConfigYAML.difference(config, from: base) ?? .object([])), like: text)
        }
    }

    /// The line break `text` uses: CRLF or CR when it has only those (Windows, classic Mac
    /// files), else LF.
    @_optimize(none)
    package static func lineBreak(of text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains("\r") else { return "\n" }
        if text.contains("\r\n") { return "\r\n" }
        return scalars.contains("\n") ? "\n" : "\r"
    }

    /// `yaml` (LF line breaks, as Flipbook writes and a browser's text field gives) with the line
    /// breaks of `text`, so a file saved over `text` keeps its line endings; `yaml` as it is when
    /// it has a CR of its own or `text` uses LF.
    @_optimize(none)
    package static func withLineBreaks(_ yaml: String, like text: String) -> String {
        let lineBreak = lineBreak(of: text)
        guard lineBreak != "\n", !yaml.unicodeScalars.contains("\r") else { return yaml }
        return yaml.replacingNewlines(with: lineBreak)
    }

    /// A place the text cannot be edited in place; the caller writes the enclosing value anew.
    struct Unsupported: Error {}

    /// What patching a map left: keys, or none (its key should go too).
    enum Outcome { case kept, removeAll }

    /// One change: the scalars in `range` become `text`.
    struct Edit {
        var range: Range<Int>
        var text: String
    }

    /// The file's text as Unicode scalars (Yams' columns count them), with line starts and edits.
    struct Source {
        let scalars: [Unicode.Scalar]
        let lineStarts: [Int]
        var edits: [Edit] = []
        /// The file's indentation step (the first nested map's), 2 when it has none.
        let unit: Int
        let newline: String

        @_optimize(none)
        init(_ text: String) {
            scalars = Array(text.unicodeScalars)
            // Lines as Yams counts them (YAML 1.1's breaks): LF, CR not before LF, NEL, LS, PS.
            var starts = [0]
            for (index, scalar) in scalars.enumerated() {
                switch scalar {
                case "\n", "\u{85}", "\u{2028}", "\u{2029}": starts.append(index + 1)
                case "\r" where index + 1 == scalars.count || scalars[index + 1] != "\n": starts.append(index + 1)
                default: break
                }
            }
            lineStarts = starts
            newline = ConfigTextPatch.lineBreak(of: text)
            unit = Source.indentUnit(text)
        }

        var endsWithNewline: Bool { scalars.last == "\n" || scalars.last == "\r" }

        /// The text with `edits` applied (later ones first, so offsets stay valid), each line's
        /// trailing comment kept in its column (`commentColumns`).
        @_optimize(none)
        func apply() -> String {
            var out = scalars
            for edit in (edits + commentColumns()).sorted(by: { ($0.range.lowerBound, $0.range.upperBound) > ($1.range.lowerBound, $1.range.upperBound) }) {
                out.replaceSubrange(edit.range, with: Array(edit.text.unicodeScalars))
            }
            var string = String.UnicodeScalarView()
            string.append(contentsOf: out)
            return String(string)
        }

        /// `yaml` added at the end, on a line of its own.
        @_optimize(none)
        func appending(_ yaml: String) -> String {
            var text = apply()
            if yaml == "{}\n" { return text }
            if !text.isEmpty && !endsWithNewline { text += newline }
            return text + yaml.replacingNewlines(with: newline)
        }

        // MARK: Patching

        /// Edits turning the block map `mapping` into `members`.
        @_optimize(none)
        mutating func patch(_ mapping: Node.Mapping, to members: [JSONValue.Member], base: JSONValue?) throws -> Outcome {
            // A flow map `{x: 1, y: 2}` takes changed values in place; keys come and go by writing it anew.
            let flow = isFlow(.mapping(mapping))
            let pairs = Array(mapping)
            var removed = 0
            var keyColumn: Int?
            for (key, value) in pairs {
                guard case let .scalar(keyScalar) = key else { throw Unsupported() }
                let keyStart = try offset(keyScalar.mark)
                keyColumn = keyColumn ?? column(of: keyStart)
                let colon = try colonEnd(after: key)
                // Ends are found only where needed: a value the text cannot be measured in is
                // left alone while nothing in it changes.
                var measured: Int?
                @_optimize(none)
                func valueEnd() throws -> Int {
                    if let measured { return measured }
                    let end = try self.end(of: value, emptyEnd: colon)
                    measured = end
                    return end
                }
                let name = keyScalar.string
                let baseValue = base?[name]
                guard let new = members.first(where: { $0.key == name })?.value else {
                    try remove(keyStart: keyStart, end: valueEnd())
                    removed += 1
                    continue
                }
                let old = Self.json(of: value)
                if old == new { continue }
                if let baseValue, baseValue == new {
                    try remove(keyStart: keyStart, end: valueEnd())
                    removed += 1
                    continue
                }
                if case let .mapping(inner) = value, case let .object(newMembers) = new {
                    do {
                        var trial = self
                        if case .removeAll = try trial.patch(inner, to: newMembers, base: baseValue) {
                            try remove(keyStart: keyStart, end: valueEnd())
                            removed += 1
                        } else {
                            self = trial
                        }
                        continue
                    } catch is Unsupported {}
                }
                try replace(value, after: colon, end: valueEnd(), with: new, ownerColumn: column(of: keyStart))
            }
            let oldNames = Set(pairs.compactMap { pair -> String? in
                if case let .scalar(scalar) = pair.key { return scalar.string }
                return nil
            })
            let added = members.filter { !oldNames.contains($0.key) }.compactMap { member -> JSONValue.Member? in
                ConfigYAML.difference(member.value, from: base?[member.key]).map { JSONValue.Member(member.key, $0) }
            }
            if !added.isEmpty && flow { throw Unsupported() }
            if !added.isEmpty, let keyColumn, let (lastKey, lastValue) = pairs.last {
                let lastEnd = try end(of: lastValue, emptyEnd: colonEnd(after: lastKey))
                var lines: [String] = []
                ConfigYAML.write(added, indent: String(repeating: " ", count: keyColumn), unit: unit, into: &lines)
                let at = lineEnd(of: max(lastEnd - 1, 0))
                let lead = at == scalars.count && !endsWithNewline ? newline : ""
                edits.append(Edit(range: at..<at, text: lead + lines.map { $0 + newline }.joined()))
            }
            return removed == pairs.count && added.isEmpty ? .removeAll : .kept
        }

        /// Removes a map entry's lines: from its key's line through the line its value ends on.
        @_optimize(none)
        private mutating func remove(keyStart: Int, end: Int) throws {
            guard startsLine(keyStart) else { throw Unsupported() }
            edits.append(Edit(range: lineStart(of: keyStart)..<lineEnd(of: max(end - 1, keyStart)), text: ""))
        }

        /// Edits turning `node` (a map's value after the colon at `colon`, or a list item) into `new`.
        @_optimize(none)
        private mutating func replace(_ node: Node, after colon: Int, end: Int, with new: JSONValue, ownerColumn: Int) throws {
            if try patchedAsList(node, to: new) { return }
            if isFlow(node) {
                edits.append(Edit(range: try offset(node.mark)..<end, text: ConfigYAML.inline(new)))
                return
            }
            if let inline = ConfigYAML.inlineIfShort(new) {
                if case let .scalar(scalar) = node, !(scalar.style == .plain && scalar.string.isEmpty) {
                    edits.append(Edit(range: try offset(scalar.mark)..<end, text: inline))
                } else {
                    edits.append(Edit(range: colon..<end, text: " " + inline))
                }
                return
            }
            var lines: [String] = []
            ConfigYAML.writeBlock(new, indent: String(repeating: " ", count: ownerColumn + unit), unit: unit, into: &lines)
            edits.append(Edit(range: colon..<end, text: lines.map { newline + $0 }.joined()))
        }

        /// Patches the block list `node` into the non-empty list `new` item by item (so comments
        /// and layout of kept items stay); false, with nothing changed, when that cannot be done.
        @_optimize(none)
        private mutating func patchedAsList(_ node: Node, to new: JSONValue) throws -> Bool {
            guard case let .sequence(sequence) = node, !isFlow(node), case let .array(items) = new, !items.isEmpty, sequence.count > 0 else {
                return false
            }
            var trial = self
            do {
                try trial.patchList(Array(sequence), to: items)
            } catch is Unsupported {
                return false
            }
            self = trial
            return true
        }

        /// Edits turning the list item `node` (from `start` to `end`) into `new`.
        @_optimize(none)
        mutating func replaceItem(_ node: Node, start: Int, end: Int, with new: JSONValue) throws {
            if case let .mapping(inner) = node, case let .object(members) = new {
                var trial = self
                if case .kept = try? trial.patch(inner, to: members, base: nil) {
                    self = trial
                    return
                }
            }
            // A list in a list (an overlay's pages of layers): item by item, or lined up.
            if try patchedAsList(node, to: new) { return }
            if let inline = ConfigYAML.inlineIfShort(new) {
                edits.append(Edit(range: start..<end, text: inline))
                return
            }
            // A map item: its first line after the `- `, the others at the item's column.
            let column = self.column(of: start)
            var lines: [String] = []
            ConfigYAML.writeBlock(new, indent: String(repeating: " ", count: column), unit: unit, into: &lines)
            let text = lines.enumerated().map { $0.offset == 0 ? String($0.element.dropFirst(column)) : $0.element }
            edits.append(Edit(range: start..<end, text: text.joined(separator: newline)))
        }

        /// Whether a map or list is written `{…}` / `[…]`: its text starts with the bracket (Yams'
        /// composed nodes do not keep the style they were written in).
        @_optimize(none)
        func isFlow(_ node: Node) -> Bool {
            switch node {
            case .mapping, .sequence:
                guard let start = try? offset(node.mark), start < scalars.count else { return false }
                return scalars[start] == "[" || scalars[start] == "{"
            default: return false
            }
        }

        /// The indentation step of the first map nested in a map, else 2.
        @_optimize(none)
        private static func indentUnit(_ text: String) -> Int {
            var previous: Int?
            for line in text.split(whereSeparator: \.isNewline) {
                let trimmed = line.drop(while: { $0 == " " })
                if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("-") { continue }
                let indent = line.count - trimmed.count
                if let previous, indent > previous { return indent - previous }
                previous = trimmed.hasSuffix(":") ? indent : nil
            }
            return 2
        }

        /// A node as the JSON value the config reader gives it.
        @_optimize(none)
        static func json(of node: Node) -> JSONValue {
            switch node {
            case let .scalar(scalar):
                guard scalar.style == .plain else { return .string(scalar.string) }
                switch PlainScalar.value(of: scalar.string) {
                case .null: return .null
                case let .bool(flag): return .bool(flag)
                case let .number(number): return number.isFinite ? .number(number) : .string(scalar.string)
                case let .string(string): return .string(string)
                case .list, .map: return .string(scalar.string)
                }
            case let .mapping(mapping):
                return .object(mapping.map { key, value in JSONValue.Member(key.string ?? "", json(of: value)) })
            case let .sequence(sequence):
                return .array(sequence.map(json(of:)))
            case .alias:
                return .null
            }
        }
    }
}

private extension String {
    @_optimize(none)
    func replacingNewlines(with newline: String) -> String {
        newline == "\n" ? self : split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
    }
}
