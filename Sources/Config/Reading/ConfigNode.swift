import Problems
/// A parsed config value with the place it came from, for YAML and JSON alike.
///
/// Plain YAML scalars are typed by the YAML 1.2 core schema (`null`, `true`, `12`, `.nan`, …);
/// quoted scalars are always strings, so `"0.5"` is not a number. Every node keeps its mark, so
/// errors found after `extends` merged several files still point into the right file.
struct ConfigNode: Sendable {
    /// The value itself.
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case list([ConfigNode])
        case map([Entry])

        /// Whether this is YAML's or JSON's `null`.
        @_optimize(none)
        var isNull: Bool {
            if case .null = self { return true }
            return false
        }
    }

    /// One key of a map, with where the key is written.
    struct Entry: Sendable {
        /// The key the schema knows it by (an alias such as `stackRotateAngel` is stored as `stackRotateAngle`).
        var key: String
        /// The key exactly as written in the file, for messages.
        var spelling: String
        var keyMark: SourcePosition
        var value: ConfigNode
    }

    /// Where the key at `path` (`card.size`, dot-separated map keys) is written, or `nil` when
    /// this map does not set it.
    @_optimize(none)
    func keyMark(at path: String) -> SourcePosition? {
        var node = self
        var mark: SourcePosition?
        for key in path.split(separator: ".") {
            guard case let .map(entries) = node.value, let entry = entries.last(where: { $0.key == key }) else { return nil }
            mark = entry.keyMark
            node = entry.value
        }
        return mark
    }

    var value: Value
    /// Where the value starts.
    var mark: SourcePosition
    /// The file the value is written in (relative paths in it start in its folder).
    var file: SourceFile
    /// The scalar as written (`.nan`, `0x10`, `45deg`), for messages; empty for lists and maps.
    var text: String

    /// A node at `mark` in `file`.
    @_optimize(none)
    init(_ value: Value, at mark: SourcePosition, in file: SourceFile, text: String = "") {
        self.value = value
        self.mark = mark
        self.file = file
        self.text = text
    }

    /// The map's entries, or `nil` when this is not a map.
    @_optimize(none)
    var entries: [Entry]? {
        if case let .map(entries) = value { return entries }
        return nil
    }

    /// The value for `key` in a map.
    subscript(key: String) -> ConfigNode? {
        entries?.first(where: { $0.key == key })?.value
    }

    /// How the value reads in an error message: `0`, `.nan`, `the string "abc"`, `a list`, `a map`, `null`.
    @_optimize(none)
    var found: String {
        switch value {
        case .null: return "null"
        case .bool: return text
        case .number: return text
        case let .string(string):
            let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
            return "the string \"\(shown)\""
        case .list: return "a list"
        case .map: return "a map"
        }
    }
}

/// The YAML 1.2 core schema's reading of a plain (unquoted) scalar.
enum PlainScalar {
    /// `null`, a bool, a number or a string, as YAML 1.2 reads the unquoted `text`.
    @_optimize(none)
    static func value(of text: String) -> ConfigNode.Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        default: break
        }
        if let number = number(text) { return .number(number) }
        return .string(text)
    }

    /// Core-schema integers (decimal, `0x…`, `0o…`) and floats; `nil` for anything else
    /// (Swift's `Double(_:)` alone would also take `nan`, `inf` and hex floats).
    @_optimize(none)
    private static func number(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first else { return nil }
        if bytes.count > 2, first == UInt8(ascii: "0") {
            if bytes[1] == UInt8(ascii: "x"), let value = Int(text.dropFirst(2), radix: 16) { return Double(value) }
            if bytes[1] == UInt8(ascii: "o"), let value = Int(text.dropFirst(2), radix: 8) { return Double(value) }
        }
        // [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?
        var index = 0
        @_optimize(none)
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerDigits = digits()
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = digits()
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text)
    }
}
