import Problems
import Foundation
import Transforms

/// The building blocks: numbers, angles, colours, points, sizes, enumerations, lists.
enum Schemas {
    /// `json` with a `description` (placed first, where editors and readers look).
    @_optimize(none)
    static func describe(_ json: JSONValue, _ text: String) -> JSONValue {
        guard case let .object(members) = json else { return json }
        return .object([.init("description", .string(text))] + members.filter { $0.key != "description" })
    }

    @_optimize(none)
    static func number(_ range: NumberRange = .finite) -> ValueSchema<Double> {
        let expected = range.phrase()
        return ValueSchema(expected: expected, json: .object([.init("type", "number")] + range.keywords)) { node, path in
            guard case let .number(value) = node.value, range.contains(value) else {
                throw mismatch(node, path, expected, hint: quotedNumberHint(node))
            }
            return value
        }.encoding { .number($0) }
    }

    /// "remove the quotes" when a number was written in quotes (`"0.5"`), which makes it a string.
    @_optimize(none)
    static func quotedNumberHint(_ node: ConfigNode) -> String? {
        guard case let .string(text) = node.value, case .number = PlainScalar.value(of: text) else { return nil }
        return "remove the quotes (or the `!!str` tag): a quoted or `!!str` value is a string"
    }

    @_optimize(none)
    static func integer(_ range: NumberRange) -> ValueSchema<Int> {
        let expected = range.phrase(noun: "integer")
        return ValueSchema(expected: expected, json: .object([.init("type", "integer")] + range.keywords)) { node, path in
            guard case let .number(value) = node.value, range.contains(value), value == value.rounded(), abs(value) < 1e15 else {
                throw mismatch(node, path, expected, hint: quotedNumberHint(node))
            }
            return Int(value)
        }.encoding { .number(Double($0)) }
    }

    static var bool: ValueSchema<Bool> { ValueSchema(expected: "true or false", json: .object(["type": "boolean"])) { node, path in
        guard case let .bool(value) = node.value else { throw mismatch(node, path, "true or false") }
        return value
    }.encoding { .bool($0) } }

    @_optimize(none)
    static func string(nonEmpty: Bool = false) -> ValueSchema<String> {
        let expected = nonEmpty ? "a non-empty string" : "a string"
        var json: JSONValue = .object(["type": "string"])
        if nonEmpty { json = json.setting("minLength", 1) }
        return ValueSchema(expected: expected, json: json) { node, path in
            switch node.value {
            case let .string(value) where !(nonEmpty && value.isEmpty):
                return value
            case .number, .bool:
                // An unquoted `12` or `true` is meant as text here.
                return node.text
            default:
                throw mismatch(node, path, expected)
            }
        }.encoding { .string($0) }
    }

    /// One of a Swift enumeration's raw values, e.g. `easeIn`.
    @_optimize(none)
    static func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> ValueSchema<E> where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        let expected = "one of " + names.joined(separator: ", ")
        return ValueSchema(expected: expected, json: .object(["type": "string", "enum": .array(names.map(JSONValue.string))])) { node, path in
            guard case let .string(text) = node.value else { throw mismatch(node, path, expected) }
            guard let value = E(rawValue: text) else {
                throw mismatch(node, path, expected, hint: closestName(to: text, in: names).map { "did you mean `\($0)`?" })
            }
            return value
        }.encoding { .string($0.rawValue) }
    }

    /// `value` or `null` (`nil`).
    @_optimize(none)
    static func optional<Value>(_ schema: ValueSchema<Value>) -> ValueSchema<Value?> {
        let expected = schema.expected + ", or null for none"
        let decode = schema.decode
        let optional = ValueSchema<Value?>(expected: expected, json: .object(["anyOf": [schema.json, .object(["type": "null"])]])) { node, path in
            if case .null = node.value { return nil }
            return try decode(node, path)
        }
        guard let encode = schema.encode else { return optional }
        return optional.encoding { value in value.map(encode) ?? .null }
    }

    /// A list of `count` values.
    @_optimize(none)
    static func list<Value>(_ element: ValueSchema<Value>, count: ClosedRange<Int>) -> ValueSchema<[Value]> {
        let size = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound)…\(count.upperBound)"
        let expected = "a list of \(size) item\(count.upperBound == 1 ? "" : "s"), each \(element.expected)"
        var json: JSONValue = .object(["type": "array", "items": element.json, "minItems": .number(Double(count.lowerBound))])
        json = json.setting("maxItems", .number(Double(count.upperBound)))
        let decode = element.decode
        let list = ValueSchema(expected: expected, json: json) { node, path in
            guard case let .list(items) = node.value else { throw mismatch(node, path, expected) }
            guard count.contains(items.count) else {
                throw Problem.mustBe(expected, setting: path.description, got: "\(items.count) item\(items.count == 1 ? "" : "s")", kind: .wrongType, at: node.mark)
            }
            return try items.enumerated().map { try decode($0.element, path.appending(index: $0.offset)) }
        }
        guard let encode = element.encode else { return list }
        return list.encoding { values in
            let items = values.compactMap(encode)
            return items.count == values.count ? .array(items) : nil
        }
    }
}
