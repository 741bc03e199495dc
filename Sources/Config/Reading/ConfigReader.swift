import Problems
import Foundation
import Inputs
import Yams

/// Limits that keep a hostile or mistaken config from exhausting memory, time or the stack.
package enum ConfigLimits {
    /// Config files are a few kilobytes; anything over 1 MiB is a mistake (a PNG passed as a config, a log).
    package static let maxFileBytes = 1 << 20
    /// Lists and maps nest at most this deep (the schema itself needs fewer than 12 levels).
    package static let maxDepth = 64
    /// At most this many values after YAML aliases are expanded (stops "billion laughs" files).
    /// A file within `maxFileBytes` holds at most 524 288 values written out (each takes a
    /// character and a separator), so only aliases reach this, and a list of 100 000 timeline
    /// offsets (the most frames a timeline may have) is read.
    package static let maxValues = 1_000_000
    /// Text counts against `maxValues` as one value per this many UTF-8 bytes (beside its one as a
    /// value), so a file's expanded text stays within 8 MB: the written-out file holds at most 1 MiB,
    /// and a 900 KB string repeated by 20 aliases (18 MB of titles to lay out) is refused.
    package static let bytesPerValue = 8
}

/// Reads config text from disk and parses it into `ConfigNode`s: YAML through Yams, JSON
/// (`.json` files) with a small parser of our own so its errors carry line and column too.
enum ConfigReader {
    /// The file at `url`, refused unless it is a regular file (a FIFO, `/dev/zero` or a folder is
    /// named as what it is, never read or waited on) of at most `ConfigLimits.maxFileBytes` in
    /// UTF-8. `kind` names the file in messages (`config file`, `timeline file`).
    @_optimize(none)
    static func read(_ url: URL, displayName: String, kind: String = "config file") throws -> SourceFile {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(url.path, maximumBytes: ConfigLimits.maxFileBytes)
        } catch {
            switch error {
            case .missing:
                throw Problem.missingFile(kind, at: displayName)
            case .folder:
                throw Problem.notRegularFile(displayName, is: "a folder", expected: "a \(kind)", fix: "give a .yaml or .json \(kind)")
            case .special(let what):
                throw Problem.notRegularFile(displayName, is: what, expected: "a regular file", fix: "give a .yaml or .json \(kind) saved on disk")
            case .tooLarge(let size):
                throw Problem.fileTooLarge(displayName, bytes: size, maximum: ConfigLimits.maxFileBytes, kind: "\(kind)s")
            case .unreadable(let reason):
                throw Problem.io("read", displayName, reason, fix: "check the file's permissions")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Problem(.wrongFormat, "\(displayName) is not UTF-8 text", fix: "save it as UTF-8 (is this the right file?)", value: displayName)
        }
        return SourceFile(displayName: displayName, url: url, text: text)
    }


    /// The file's top-level map. JSON for `.json` files, YAML otherwise; an empty file is an empty map.
    @_optimize(none)
    static func parse(_ file: SourceFile) throws -> ConfigNode {
        let root: ConfigNode
        if file.url?.pathExtension.lowercased() == "json" {
            var parser = JSONParser(file: file)
            root = try parser.document()
        } else {
            root = try parseYAML(file)
        }
        switch root.value {
        case .map:
            return root
        case .null:
            return ConfigNode(.map([]), at: root.mark, in: root.file)
        default:
            throw Problem(.wrongType, "a config file must be a map of keys such as `effect:` and `viewport:`; this one is \(root.found)", at: root.mark)
        }
    }

    @_optimize(none)
    private static func parseYAML(_ file: SourceFile) throws -> ConfigNode {
        // Yams composes recursively: bound the nesting before it sees the text.
        if let deep = NestingScan.firstTooDeep(file.text, limit: 4 * ConfigLimits.maxDepth) {
            throw tooDeep(at: file.position(line: deep.line, column: deep.column))
        }
        let node: Node?
        // A byte-order mark (some Windows editors write one) is not content: JSON files already
        // skip it. Dropped here, it shifts no line and only line 1's columns, where it was invisible.
        let text = file.text.first == "\u{FEFF}" ? String(file.text.dropFirst()) : file.text
        let lines = YAMLLines(text)
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, file: file, lines: lines)
        }
        guard let node else { return ConfigNode(.null, at: file.start, in: file) }
        var budget = ConfigLimits.maxValues
        let start = file.start
        return try convert(node, file: file, lines: lines, depth: 1, budget: &budget, topLevelKey: start)
    }

    @_optimize(none)
    static func tooDeep(at mark: SourcePosition) -> Problem {
        Problem(.tooLarge, "values nest deeper than \(ConfigLimits.maxDepth) levels; a scene needs about 10", fix: "is this the right file?", at: mark)
    }

    /// libyaml's contexts that name where an unfinished key, quoted string or flow collection
    /// began: the place to show for its error.
    private static let openedThere = ["while scanning a simple key", "while scanning a quoted scalar",
                                      "while parsing a flow mapping", "while parsing a flow sequence"]

    /// Yams' mark as the line and column shown (`YAMLLines`).
    @_optimize(none)
    private static func sourceMark(_ mark: Yams.Mark, file: SourceFile, lines: YAMLLines) -> SourcePosition {
        let shown = lines.position(line: mark.line, column: mark.column)
        return file.position(line: shown.line, column: shown.column)
    }

    @_optimize(none)
    private static func syntaxError(_ error: YamlError, file: SourceFile, lines: YAMLLines) -> Problem {
        @_optimize(none)
        func mark(_ mark: Yams.Mark) -> SourcePosition { sourceMark(mark, file: file, lines: lines) }
        switch error {
        case let .scanner(context, problem, position, _), let .parser(context, problem, position, _),
             let .composer(context, problem, position, _):
            var message = "YAML syntax error: \(problem)"
            if let context { message += " (\(context.text) at line \(mark(context.mark).line), column \(mark(context.mark).column))" }
            var at = mark(position)
            if let context, openedThere.contains(where: context.text.hasPrefix) {
                // libyaml finds a key without its colon, a quote or a flow map left open where the next
                // token is (often lines later); the mistake is where the key or the quote started.
                at = mark(context.mark)
            } else if problem.hasPrefix("mapping values are not allowed"), let key = lines.keyWithoutColon(before: at.line) {
                // `key value` then `other: x` at the same indentation: YAML reads one plain scalar over
                // both lines and stops at the colon; the colon is missing on the line before.
                message += "; line \(key.line) has no `:` after its key"
                at = file.position(line: key.line, column: key.column)
            }
            if problem.contains("cannot start any token"), file.line(at.line)?.contains("\t") == true {
                message += "; YAML does not allow tabs for indentation, use spaces"
            }
            if let line = file.line(at.line), line.unicodeScalars.contains(where: YAMLLines.yamlOnlyBreaks.contains) {
                message += "; YAML ends a line at U+0085, U+2028 and U+2029 too, even in a comment: write them as \\u2028 … in a double-quoted string"
            }
            return Problem(.syntax, Wording(message), at: at)
        case let .duplicatedKeysInMapping(duplicates, context):
            // Yams marks the first copy; the mistake is the second, usually the one just written.
            let first = mark(context.mark)
            if duplicates.count == 1, let second = lines.secondKey(duplicates[0], firstAt: first.line, column: first.column) {
                return .duplicateKey(duplicates, firstAtLine: first.line, at: file.position(line: second.line, column: second.column))
            }
            return .duplicateKey(duplicates.sorted(), at: first)
        case let .reader(problem, offset, _, text):
            var position = file.start
            if let offset {
                let prefix = text.prefix(offset)
                let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                let column = prefix.count - (prefix.lastIndex(of: "\n").map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0) + 1
                position = file.position(line: line, column: column)
            }
            return Problem(.syntax, "YAML cannot read this text: \(problem)", at: position)
        default:
            return Problem(.syntax, "YAML syntax error: \(error)", at: file.start)
        }
    }

    /// Yams' node tree as `ConfigNode`s, counting values so aliases cannot multiply them without bound.
    /// An alias keeps the marks of its anchor, so running out is reported at the top-level key being read.
    @_optimize(none)
    private static func convert(_ node: Node, file: SourceFile, lines: YAMLLines, depth: Int, budget: inout Int, topLevelKey: SourcePosition) throws -> ConfigNode {
        let position = node.mark.map { sourceMark($0, file: file, lines: lines) }
            ?? file.start
        budget -= 1
        guard budget >= 0 else { throw aliasBudgetSpent(at: topLevelKey) }
        guard depth <= ConfigLimits.maxDepth else { throw tooDeep(at: position) }
        switch node {
        case let .scalar(scalar):
            // Text counts by its length, so an alias cannot multiply a long string without bound.
            budget -= scalar.string.utf8.count / ConfigLimits.bytesPerValue
            guard budget >= 0 else { throw aliasBudgetSpent(at: topLevelKey) }
            let value = try scalarValue(scalar, at: position)
            return ConfigNode(value, at: position, in: file, text: scalar.string)
        case let .sequence(sequence):
            try checkCollectionTag(sequence.tag, expected: .seq, at: position)
            var items: [ConfigNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence {
                items.append(try convert(item, file: file, lines: lines, depth: depth + 1, budget: &budget, topLevelKey: topLevelKey))
            }
            return ConfigNode(.list(items), at: position, in: file)
        case let .mapping(mapping):
            try checkCollectionTag(mapping.tag, expected: .map, at: position)
            var entries: [ConfigNode.Entry] = []
            for (key, value) in mapping {
                let keyMark = key.mark.map { sourceMark($0, file: file, lines: lines) } ?? position
                guard case let .scalar(keyScalar) = key else {
                    throw Problem(.wrongType, "map keys must be plain names such as `minScale`; this key is a \(key.isSequence ? "list" : "map")", at: keyMark)
                }
                let converted = try convert(value, file: file, lines: lines, depth: depth + 1, budget: &budget,
                                            topLevelKey: depth == 1 ? keyMark : topLevelKey)
                entries.append(ConfigNode.Entry(key: keyScalar.string, spelling: keyScalar.string, keyMark: keyMark, value: converted))
            }
            return ConfigNode(.map(entries), at: position, in: file)
        case let .alias(alias):
            throw Problem(.syntax, "unresolved YAML alias `*\(alias.anchor)`", at: position)
        }
    }
}

extension ConfigReader {
    /// The problem of a file whose values, once YAML aliases are expanded, pass `ConfigLimits.maxValues`.
    @_optimize(none)
    static func aliasBudgetSpent(at position: SourcePosition) -> Problem {
        Problem(.tooLarge, "more than \(ConfigLimits.maxValues) values (or \(ConfigLimits.maxValues * ConfigLimits.bytesPerValue / 1_000_000) MB of text) once YAML aliases are expanded; a scene needs a few dozen",
                fix: "is this the right file?", at: position)
    }

    /// A scalar's value, as its tag says: none (plain text read as YAML 1.2's core schema, quoted
    /// text a string), `!!str` or `!` (a string whatever it looks like: `!!str 3` is the text
    /// "3"), `!!int`, `!!float`, `!!bool` or `!!null` (the text must be one); any other tag is
    /// refused rather than dropped.
    @_optimize(none)
    static func scalarValue(_ scalar: Node.Scalar, at position: SourcePosition) throws -> ConfigNode.Value {
        let tag = scalar.tag.description
        let plain = PlainScalar.value(of: scalar.string)
        switch tag {
        case Tag.Name.implicit.rawValue:
            return scalar.style == .plain ? plain : .string(scalar.string)
        case Tag.Name.str.rawValue, Tag.Name.nonSpecific.rawValue:
            return .string(scalar.string)
        case Tag.Name.int.rawValue, Tag.Name.float.rawValue, Tag.Name.bool.rawValue, Tag.Name.null.rawValue:
            let fits: Bool
            switch plain {
            case let .number(number): fits = tag == Tag.Name.float.rawValue || (tag == Tag.Name.int.rawValue && number == number.rounded())
            case .bool: fits = tag == Tag.Name.bool.rawValue
            case .null: fits = tag == Tag.Name.null.rawValue
            default: fits = false
            }
            guard fits else {
                throw Problem(.wrongType, "`\(shownTag(tag)) \(scalar.string.prefix(40))` is not \(shownTag(tag).dropFirst(2)) text", fix: "write the value without the tag, or fix it", at: position)
            }
            return plain
        default:
            throw unsupportedTag(tag, at: position)
        }
    }

    /// Refuses a list or map tag other than its own (`!!set`, `!!omap`, `!custom`).
    @_optimize(none)
    static func checkCollectionTag(_ tag: Tag, expected: Tag.Name, at position: SourcePosition) throws {
        let name = tag.description
        guard name != Tag.Name.implicit.rawValue, name != Tag.Name.nonSpecific.rawValue, name != expected.rawValue else { return }
        throw unsupportedTag(name, at: position)
    }

    @_optimize(none)
    private static func unsupportedTag(_ tag: String, at position: SourcePosition) -> Problem {
        Problem(.unsupported, "the YAML tag `\(shownTag(tag).prefix(60))` is not read here: a config holds plain values, lists and maps",
                fix: "remove the tag (write `!!str` only to keep text that looks like a number as text)", at: position)
    }

    /// `!!str` for YAML's own `tag:yaml.org,2002:str`, other tags as written.
    @_optimize(none)
    private static func shownTag(_ tag: String) -> String {
        tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
    }
}

private extension Node {
    @_optimize(none)
    var isSequence: Bool {
        if case .sequence = self { return true }
        return false
    }
}

/// A cheap upper bound on YAML nesting, read before Yams composes (which recurses once per level).
///
/// It errs on the high side so that no text can slip past it: every bracket counts, even in
/// strings and comments; every indentation level counts twice (a block list may sit at its
/// parent map's indentation), plus compact `- - -` and `? ` indicators on a line.
enum NestingScan {
    /// The first place where the bound exceeds `limit`, or `nil` when the text is shallow enough.
    @_optimize(none)
    static func firstTooDeep(_ text: String, limit: Int) -> (line: Int, column: Int)? {
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var line = 1, column = 0
        var flowDepth = 0
        var indents: [Int] = []
        var blockDepth = 0
        var atLineStart = true, indent = 0
        var indicatorsOnly = true        // only `- ` / `? ` indicators seen so far on this line
        var previous = newline
        for byte in text.utf8 {
            // Columns count characters: UTF-8 continuation bytes are not new characters.
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte == newline {
                line += 1
                column = 0
                atLineStart = true
                indent = 0
                indicatorsOnly = true
                previous = newline
                continue
            }
            if atLineStart {
                if byte == space { indent += 1; continue }
                if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t") { continue }
                atLineStart = false
                if byte != UInt8(ascii: "#") {
                    while let last = indents.last, last > indent { indents.removeLast() }
                    if indents.last.map({ $0 < indent }) ?? true { indents.append(indent) }
                    blockDepth = 2 * indents.count
                } else {
                    indicatorsOnly = false
                }
            }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flowDepth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flowDepth = max(flowDepth - 1, 0)
            default:
                break
            }
            if indicatorsOnly {
                let isIndicator = byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?")
                if byte == space, previous == UInt8(ascii: "-") || previous == UInt8(ascii: "?") {
                    blockDepth += 1
                } else if !isIndicator && byte != space {
                    indicatorsOnly = false
                }
            }
            previous = byte
            if blockDepth + flowDepth > limit { return (line, column) }
        }
        return nil
    }
}
