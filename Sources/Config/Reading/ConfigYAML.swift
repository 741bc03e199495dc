import Problems
import Transforms

/// Writes a config (`JSONValue`, keys in order) as a block-style YAML file that `flipbook` reads
/// back to the same values: what the designer's Save writes.
///
/// - Maps are block maps, two spaces per level; `{}` for an empty one.
/// - Lists of scalars are flow lists (`[0, 0.5, 1]`); other lists are block lists (`- key: value`).
/// - Numbers in their shortest round-tripping form (`0.7`, `1e-05`); `.nan`, `.inf`, `-.inf`.
/// - A string is written plain only when YAML 1.2's core schema reads it back as that same string
///   and it holds nothing but letters, digits, spaces inside, and `_ . - / + ( ) %`; otherwise
///   double-quoted with JSON's escapes (`"#F2F2F7"`, `"true"`, `"12"`, `"a: b"`).
/// Comments are not kept (the input has none). Deterministic: same value, same bytes.
package enum ConfigYAML {
    /// The YAML text of `config`, ending in a newline; a non-map value is written as a one-line document.
    @_optimize(none)
    package static func text(of config: JSONValue) -> String {
        var lines: [String] = []
        switch config {
        case let .object(members) where !members.isEmpty:
            write(members, indent: "", unit: 2, into: &lines)
        default:
            lines.append(inline(config))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `members` as block-map lines at `indent`, nested maps `unit` spaces further in.
    @_optimize(none)
    static func write(_ members: [JSONValue.Member], indent: String, unit: Int, into lines: inout [String]) {
        for member in members {
            let key = indent + scalar(member.key) + ":"
            if let value = inlineIfShort(member.value) {
                lines.append(key + " " + value)
                continue
            }
            lines.append(key)
            writeBlock(member.value, indent: indent + String(repeating: " ", count: unit), unit: unit, into: &lines)
        }
    }

    /// A map or a list of non-scalars, below its key at `indent`.
    @_optimize(none)
    static func writeBlock(_ value: JSONValue, indent: String, unit: Int, into lines: inout [String]) {
        switch value {
        case let .object(members):
            write(members, indent: indent, unit: unit, into: &lines)
        case let .array(items):
            for item in items {
                if let text = inlineIfShort(item) {
                    lines.append(indent + "- " + text)
                    continue
                }
                var nested: [String] = []
                writeBlock(item, indent: indent + "  ", unit: unit, into: &nested)
                // The item's first line goes after the dash: `- key: value`, then its other lines.
                guard let first = nested.first else { continue }
                lines.append(indent + "- " + first.dropFirst(indent.count + 2))
                lines.append(contentsOf: nested.dropFirst())
            }
        default:
            lines.append(indent + inline(value))
        }
    }

    /// The value on one line when it is a scalar, an empty map or list, or a list of scalars.
    @_optimize(none)
    static func inlineIfShort(_ value: JSONValue) -> String? {
        switch value {
        case let .object(members): return members.isEmpty ? "{}" : nil
        case let .array(items): return items.allSatisfy(isScalar) ? inline(value) : nil
        default: return inline(value)
        }
    }

    @_optimize(none)
    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }

    /// A scalar, or a flow list/map (used for scalars and lists of scalars only, and for odd
    /// documents that are not maps).
    @_optimize(none)
    static func inline(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return self.number(number)
        case let .string(string): return scalar(string)
        case let .array(items): return "[" + items.map(inline).joined(separator: ", ") + "]"
        case let .object(members): return "{" + members.map { scalar($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// What of `value` differs from `base` (a map key by key, anything else as a whole); `nil`
    /// when nothing does. An empty map that the base has as a non-empty one means "nothing changes".
    @_optimize(none)
    static func difference(_ value: JSONValue, from base: JSONValue?) -> JSONValue? {
        guard let base else { return value }
        guard case let .object(members) = value, case .object = base else { return value == base ? nil : value }
        let kept = members.compactMap { member in
            difference(member.value, from: base[member.key]).map { JSONValue.Member(member.key, $0) }
        }
        return kept.isEmpty ? nil : .object(kept)
    }

    /// `0.7`, `3`, `1e-05`; `.nan`, `.inf`, `-.inf` for the values JSON cannot spell.
    @_optimize(none)
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        return value.shortestDescription
    }

    /// A string, plain when that reads back as the same string, else double-quoted with JSON's
    /// escapes, and YAML's line breaks (NEL U+0085, LS U+2028, PS U+2029, which YAML 1.1 folds
    /// into a space even between quotes), DEL, C1 controls and the BOM escaped too, so every
    /// character reads back as itself.
    @_optimize(none)
    static func scalar(_ string: String) -> String {
        guard !isPlainSafe(string) else { return string }
        var quoted = String.UnicodeScalarView()
        for scalar in JSONText.quoted(string).unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF].contains(scalar.value) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                quoted.append(scalar)
            }
        }
        return String(quoted)
    }

    @_optimize(none)
    private static func isPlainSafe(_ string: String) -> Bool {
        guard let first = string.unicodeScalars.first, let last = string.unicodeScalars.last,
              first != " ", last != " ", !string.contains("  ") else { return false }
        // `-`, `.` and `+` start a plain scalar only before something that is not a space (`- x` is a
        // list item, `-` alone an empty one); what YAML then reads as a number (`-1`, `.inf`, `+1`)
        // is refused below, so `-pi/4` stays plain, as a person writes it beside `-pi/3`.
        let second = string.unicodeScalars.dropFirst().first
        let signed = (first == "-" || first == "." || first == "+") && second.map { $0 != " " } == true
        guard first.properties.isAlphabetic || first == "_" || first == "/" || first == "(" || ("0"..."9").contains(first) || signed else { return false }
        let allowed: Set<Unicode.Scalar> = ["_", ".", "-", "/", "+", "(", ")", "%", " "]
        guard string.unicodeScalars.allSatisfy({ ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || allowed.contains($0) })
        else { return false }
        if case let .string(read) = PlainScalar.value(of: string) { return read == string }
        return false
    }
}
