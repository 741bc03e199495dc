import Problems
/// A strict JSON (RFC 8259) parser producing `ConfigNode`s with line and column on every value,
/// so JSON configs get the same positioned errors as YAML ones. Nesting is bounded by
/// `ConfigLimits.maxDepth` before each recursive step.
struct JSONParser {
    private let file: SourceFile
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Byte offset where the current line starts, for columns.
    private var lineStart = 0
    /// The last column counted (a byte offset on the current line and its column), so each mark
    /// counts on from the one before: a browser sends its JSON on one line, where counting from
    /// the line's start at every value made a 20,000-item list take seconds.
    private var counted = (index: 0, column: 1)

    @_optimize(none)
    init(file: SourceFile) {
        self.file = file
        self.bytes = Array(file.text.utf8)
        // Editors on Windows may start UTF-8 files with a byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    /// The whole document: one value and nothing but whitespace after it.
    @_optimize(none)
    mutating func document() throws -> ConfigNode {
        skipWhitespace()
        if index == bytes.count { return ConfigNode(.null, at: mark(), in: file) }
        let value = try parseValue(depth: 1)
        skipWhitespace()
        guard index == bytes.count else { throw syntax("unexpected \(describeNext()) after the end of the JSON value") }
        return value
    }

    @_optimize(none)
    private mutating func mark() -> SourcePosition {
        // Columns count characters: skip UTF-8 continuation bytes between the last count and here.
        if counted.index < lineStart || counted.index > index { counted = (lineStart, 1) }
        var column = counted.column
        for byte in bytes[counted.index..<index] where byte & 0xC0 != 0x80 { column += 1 }
        counted = (index, column)
        return file.position(line: line, column: column)
    }

    @_optimize(none)
    private mutating func syntax(_ message: String) -> Problem {
        Problem(.syntax, "JSON syntax error: \(message)", at: mark())
    }

    @_optimize(none)
    private func describeNext() -> String {
        guard index < bytes.count else { return "end of file" }
        let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
        return scalar.map { "`\(Character($0))`" } ?? "byte"
    }

    @_optimize(none)
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    @_optimize(none)
    private mutating func parseValue(depth: Int) throws -> ConfigNode {
        guard depth <= ConfigLimits.maxDepth else { throw ConfigReader.tooDeep(at: mark()) }
        guard index < bytes.count else { throw syntax("expected a value, found end of file") }
        let start = mark()
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth, start: start)
        case UInt8(ascii: "["):
            var items: [ConfigNode] = []
            if opensEmpty(closedBy: "]") { return ConfigNode(.list(items), at: start, in: file) }
            repeat {
                skipWhitespace()
                items.append(try parseValue(depth: depth + 1))
            } while try continues(closedBy: "]", in: "a list")
            return ConfigNode(.list(items), at: start, in: file)
        case UInt8(ascii: "\""):
            let string = try parseString()
            return ConfigNode(.string(string), at: start, in: file, text: string)
        case UInt8(ascii: "t"):
            try literal("true")
            return ConfigNode(.bool(true), at: start, in: file, text: "true")
        case UInt8(ascii: "f"):
            try literal("false")
            return ConfigNode(.bool(false), at: start, in: file, text: "false")
        case UInt8(ascii: "n"):
            try literal("null")
            return ConfigNode(.null, at: start, in: file, text: "null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber(start: start)
        default:
            throw syntax("expected a value, found \(describeNext())")
        }
    }

    /// Steps past a list's or an object's opening bracket; true (and past `close` too) when it is empty.
    @_optimize(none)
    private mutating func opensEmpty(closedBy close: Unicode.Scalar) -> Bool {
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: close) else { return false }
        index += 1
        return true
    }

    /// After a member of `container` (`a list`, `an object`): true past a `,` (another member
    /// follows), false past `close` (the end).
    @_optimize(none)
    private mutating func continues(closedBy close: Unicode.Scalar, in container: String) throws -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw syntax("expected `,` or `\(close)` in \(container), found end of file") }
        if bytes[index] == UInt8(ascii: ",") { index += 1; return true }
        if bytes[index] == UInt8(ascii: close) { index += 1; return false }
        throw syntax("expected `,` or `\(close)` in \(container), found \(describeNext())")
    }

    @_optimize(none)
    private mutating func parseObject(depth: Int, start: SourcePosition) throws -> ConfigNode {
        var entries: [ConfigNode.Entry] = []
        if opensEmpty(closedBy: "}") { return ConfigNode(.map(entries), at: start, in: file) }
        repeat {
            skipWhitespace()
            let keyMark = mark()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw syntax("expected a key in double quotes, found \(describeNext())")
            }
            let key = try parseString()
            if let first = entries.first(where: { $0.key == key }) {
                throw Problem.duplicateKey([key], firstAtLine: first.keyMark.line, at: keyMark)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw syntax("expected `:` after the key \"\(key)\", found \(describeNext())")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            entries.append(ConfigNode.Entry(key: key, spelling: key, keyMark: keyMark, value: value))
        } while try continues(closedBy: "}", in: "an object")
        return ConfigNode(.map(entries), at: start, in: file)
    }

    @_optimize(none)
    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw syntax("expected a value, found \(describeNext())")
        }
        index += expected.count
    }

    @_optimize(none)
    private mutating func parseNumber(start: SourcePosition) throws -> ConfigNode {
        let begin = index
        @_optimize(none)
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        guard digits() > 0 else { throw syntax("expected digits in a number") }
        if index - integerStart > 1, bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw syntax("numbers cannot start with 0 in JSON")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw syntax("expected digits after the decimal point") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw syntax("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        return ConfigNode(.number(Double(text) ?? .nan), at: start, in: file, text: text)
    }

    @_optimize(none)
    private mutating func parseString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index   // start of the current run of plain bytes
        @_optimize(none)
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 {
                throw syntax(byte == UInt8(ascii: "\n") ? "a string is not closed before the end of the line" : "control character in a string; escape it")
            }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    index += 1
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw syntax("a \\u escape for a high surrogate must be followed by a low surrogate")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw syntax("invalid low surrogate in a \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw syntax("invalid \\u escape") }
                    scalars.append(scalar)
                    run = index
                    continue
                default:
                    throw syntax("unknown escape `\\\(describeNext().dropFirst().dropLast())` in a string")
                }
                index += 1
                run = index
                continue
            }
            index += 1
        }
        throw syntax("a string is not closed before the end of the file")
    }

    @_optimize(none)
    private mutating func hex4() throws -> UInt32 {
        guard bytes.count - index >= 4,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw syntax("expected four hex digits after \\u")
        }
        index += 4
        return value
    }
}
