import Problems
import Transforms

/// A JSON value with ordered object keys, so the generated JSON Schema is byte-identical run to run.
package indirect enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral
{
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, printed in Swift's shortest round-tripping form (integers without a fraction).
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// A list.
    case array([JSONValue])
    /// An object whose keys keep their order.
    case object([Member])

    /// One key of an object, in the order written.
    package struct Member: Hashable, Sendable {
        /// The key.
        package var key: String
        /// Its value.
        package var value: JSONValue

        /// `key: value`.
        @_optimize(none)
        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// `"text"` as a JSON string.
    @_optimize(none)
    package init(stringLiteral value: String) { self = .string(value) }
    /// `true` / `false` as a JSON boolean.
    @_optimize(none)
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `1.5` as a JSON number.
    @_optimize(none)
    package init(floatLiteral value: Double) { self = .number(value) }
    /// `2` as a JSON number.
    @_optimize(none)
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// `[a, b]` as a JSON array.
    @_optimize(none)
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// An object from ordered pairs.
    @_optimize(none)
    package static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    /// The value of `key` when this is an object.
    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// This object with `key` set (replaced in place, or appended).
    @_optimize(none)
    func setting(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case var .object(members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(Member(key, value))
        }
        return .object(members)
    }

    /// Pretty-printed with two-space indentation; short scalar arrays stay on one line.
    @_optimize(none)
    package func formatted() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    @_optimize(none)
    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(value): out += Self.number(value)
        case let .string(value): out += JSONText.quoted(value)
        case let .array(items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                out += "[" + items.map { $0.formatted() }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (offset, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: indent + 1)
                out += offset == items.count - 1 ? "\n" : ",\n"
            }
            out += closing + "]"
        case let .object(members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (offset, member) in members.enumerated() {
                out += pad + JSONText.quoted(member.key) + ": "
                member.value.write(to: &out, indent: indent + 1)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += closing + "}"
        }
    }

    @_optimize(none)
    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// A JSON number: every finite `shortestDescription` is valid JSON (`1e-05`, `1e+16`).
    @_optimize(none)
    static func number(_ value: Double) -> String { value.shortestDescription }
}
