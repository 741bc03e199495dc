import Foundation
import Transforms

// The declarative schema: each value's check, its decoding into Swift and its JSON Schema
// description live in one `ValueSchema`, so the validator and the published schema cannot disagree.

/// Where a value sits in a config: `effect.scale.minScale`, `card.palette[2]`.
struct ConfigPath: CustomStringConvertible {
    private var text: String

    /// The top level.
    static let root = ConfigPath(text: "")

    /// The path of the value under `key`.
    func appending(_ key: String) -> ConfigPath {
        ConfigPath(text: text.isEmpty ? key : text + "." + key)
    }

    /// The path of item `index` of this list.
    func appending(index: Int) -> ConfigPath {
        ConfigPath(text: text + "[\(index)]")
    }

    var isRoot: Bool { text.isEmpty }
    var description: String { text }
}

/// A range of allowed numbers, used both to check values and to publish `minimum`/`maximum`.
struct NumberRange {
    var lower: Double?
    var lowerInclusive = true
    var upper: Double?
    var upperInclusive = true

    /// Any finite number.
    static let finite = NumberRange()
    /// `≥ 0`.
    static let nonNegative = NumberRange(lower: 0)
    /// `> 0`.
    static let positive = NumberRange(lower: 0, lowerInclusive: false)
    /// `0…1`.
    static let unit = NumberRange(lower: 0, upper: 1)

    /// `lower…upper`, both included.
    static func between(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper)
    }

    /// Whether `value` is finite and in the range.
    func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }

    /// `a finite number`, `a finite number ≥ 0`, `a number in 0…1`, `a number > 0 and ≤ 1`.
    func phrase(noun: String = "number") -> String {
        let lowerText = lower.map { (lowerInclusive ? "≥ " : "> ") + JSONValue.number($0) }
        let upperText = upper.map { (upperInclusive ? "≤ " : "< ") + JSONValue.number($0) }
        let article = noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        switch (lower, upper, lowerText, upperText) {
        case let (lower?, upper?, _, _) where lowerInclusive && upperInclusive:
            return "\(article) \(noun) in \(JSONValue.number(lower))…\(JSONValue.number(upper))"
        case let (_, _, lowerText?, upperText?):
            return "\(article) \(noun) \(lowerText) and \(upperText)"
        case let (_, _, lowerText?, nil):
            return noun == "integer" ? "an integer \(lowerText)" : "a finite \(noun) \(lowerText)"
        case let (_, _, nil, upperText?):
            return noun == "integer" ? "an integer \(upperText)" : "a finite \(noun) \(upperText)"
        default:
            return noun == "integer" ? "an integer" : "a finite \(noun)"
        }
    }

    /// The JSON Schema keywords for this range.
    var keywords: [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        if let lower { members.append(.init(lowerInclusive ? "minimum" : "exclusiveMinimum", .number(lower))) }
        if let upper { members.append(.init(upperInclusive ? "maximum" : "exclusiveMaximum", .number(upper))) }
        return members
    }
}

/// How one config value is checked, turned into Swift and described in JSON Schema.
struct ValueSchema<Value> {
    /// What a valid value looks like, for messages: `a number in 0…1`.
    var expected: String
    /// The draft-07 JSON Schema of the value.
    var json: JSONValue
    /// Checks `node` (found at `path`) and returns its Swift value.
    var decode: (ConfigNode, ConfigPath) throws -> Value

    /// The same value turned into something else after decoding.
    func map<Other>(_ transform: @escaping (Value) -> Other) -> ValueSchema<Other> {
        let decode = self.decode
        return ValueSchema<Other>(expected: expected, json: json) { node, path in transform(try decode(node, path)) }
    }

    /// This schema with a `description` for editors.
    func described(_ text: String) -> ValueSchema {
        var copy = self
        copy.json = Schemas.describe(json, text)
        return copy
    }
}

/// The error for a value of the wrong type or out of range.
func mismatch(_ node: ConfigNode, _ path: ConfigPath, _ expected: String, hint: String? = nil) -> ConfigError {
    var message = "`\(path)` must be \(expected); got \(node.found)"
    if let hint { message += " — \(hint)" }
    return ConfigError(message, at: node.mark)
}

/// The error for a key the schema does not know, with the closest key when one is near.
func unknownKey(_ entry: ConfigNode.Entry, in path: ConfigPath, valid: [String]) -> ConfigError {
    let place = path.isRoot ? "at the top level" : "in `\(path)`"
    if let suggestion = closestName(to: entry.spelling, in: valid) {
        return ConfigError("unknown key `\(entry.spelling)` \(place) — did you mean `\(suggestion)`?", at: entry.keyMark)
    }
    return ConfigError("unknown key `\(entry.spelling)` \(place); the keys here are \(valid.joined(separator: ", "))", at: entry.keyMark)
}

/// Config files' "did you mean": the one nearest name within 2 edits, ignoring case (a swap of two
/// neighbouring letters is one edit). Keys and value names are short, so a fixed reach suits them.
func closestName(to word: String, in names: [String]) -> String? {
    Suggestion.closest(to: word, in: names, within: .edits(2)).first
}

/// One key of an object: its name, its upstream alias, its documentation and what it sets.
struct Field<Root> {
    var key: String
    /// Other accepted spellings (upstream's `stackRotateAngel`).
    var aliases: [String] = []
    var json: JSONValue
    var apply: (ConfigNode, inout Root, ConfigPath) throws -> Void

    /// A key that sets the property at `keyPath` from a value of `schema`.
    static func value<Value>(_ key: String, _ keyPath: WritableKeyPath<Root, Value>, _ schema: ValueSchema<Value>,
                             _ doc: String, aliases: [String] = []) -> Field {
        let decode = schema.decode
        return Field(key: key, aliases: aliases, json: Schemas.describe(schema.json, doc)) { node, root, path in
            root[keyPath: keyPath] = try decode(node, path)
        }
    }

    /// A key whose value is a nested object, applied onto the current nested value (so a partial
    /// map changes only the keys it names).
    static func object<Value>(_ key: String, _ keyPath: WritableKeyPath<Root, Value>, _ schema: ObjectSchema<Value>,
                              _ doc: String) -> Field {
        Field(key: key, json: Schemas.describe(schema.json, doc)) { node, root, path in
            try schema.apply(node, to: &root[keyPath: keyPath], at: path)
        }
    }
}

/// A map of known keys, applied onto a starting value: keys not given keep that value's setting.
struct ObjectSchema<Root> {
    var fields: [Field<Root>]
    /// Keys shown in messages, in schema order.
    var keys: [String] { fields.map(\.key) }

    /// Applies every key of the map `node` onto `root`; unknown keys are errors with suggestions.
    func apply(_ node: ConfigNode, to root: inout Root, at path: ConfigPath, ignoring ignored: Set<String> = []) throws {
        guard let entries = node.entries else {
            throw mismatch(node, path, "a map with keys such as \(keys.prefix(3).map { "`\($0)`" }.joined(separator: ", "))")
        }
        for entry in entries where !ignored.contains(entry.key) {
            guard let field = fields.first(where: { $0.key == entry.key }) else {
                throw unknownKey(entry, in: path, valid: keys + ignored.sorted())
            }
            try field.apply(entry.value, &root, path.appending(entry.key))
        }
    }

    /// `{"type": "object", "properties": {…}, "additionalProperties": false}`; aliases are listed as
    /// properties too so editors accept them.
    var json: JSONValue {
        var properties: [JSONValue.Member] = []
        for field in fields {
            properties.append(.init(field.key, field.json))
            for alias in field.aliases {
                properties.append(.init(alias, Schemas.describe(field.json, "Upstream's spelling of `\(field.key)`; same option.")))
            }
        }
        return .object(["type": "object", "properties": .object(properties), "additionalProperties": false])
    }

    /// Every alias this object accepts, mapped to its key (for normalising before `extends` merges).
    var aliases: [String: String] {
        var result: [String: String] = [:]
        for field in fields { for alias in field.aliases { result[alias] = field.key } }
        return result
    }
}

/// The building blocks: numbers, angles, colours, points, sizes, enumerations, lists.
enum Schemas {
    /// `json` with a `description` (placed first, where editors and readers look).
    static func describe(_ json: JSONValue, _ text: String) -> JSONValue {
        guard case let .object(members) = json else { return json }
        return .object([.init("description", .string(text))] + members.filter { $0.key != "description" })
    }

    static func number(_ range: NumberRange = .finite) -> ValueSchema<Double> {
        let expected = range.phrase()
        return ValueSchema(expected: expected, json: .object([.init("type", "number")] + range.keywords)) { node, path in
            guard case let .number(value) = node.value, range.contains(value) else {
                throw mismatch(node, path, expected, hint: quotedNumberHint(node))
            }
            return value
        }
    }

    /// "remove the quotes" when a number was written in quotes (`"0.5"`), which makes it a string.
    static func quotedNumberHint(_ node: ConfigNode) -> String? {
        guard case let .string(text) = node.value, case .number = PlainScalar.value(of: text) else { return nil }
        return "remove the quotes: a quoted value is a string"
    }

    static func integer(_ range: NumberRange) -> ValueSchema<Int> {
        let expected = range.phrase(noun: "integer")
        return ValueSchema(expected: expected, json: .object([.init("type", "integer")] + range.keywords)) { node, path in
            guard case let .number(value) = node.value, range.contains(value), value == value.rounded(), abs(value) < 1e15 else {
                throw mismatch(node, path, expected, hint: quotedNumberHint(node))
            }
            return Int(value)
        }
    }

    static var bool: ValueSchema<Bool> { ValueSchema(expected: "true or false", json: .object(["type": "boolean"])) { node, path in
        guard case let .bool(value) = node.value else { throw mismatch(node, path, "true or false") }
        return value
    } }

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
        }
    }

    /// One of a Swift enumeration's raw values, e.g. `easeIn`.
    static func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> ValueSchema<E> where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        let expected = "one of " + names.joined(separator: ", ")
        return ValueSchema(expected: expected, json: .object(["type": "string", "enum": .array(names.map(JSONValue.string))])) { node, path in
            guard case let .string(text) = node.value else { throw mismatch(node, path, expected) }
            guard let value = E(rawValue: text) else {
                throw mismatch(node, path, expected, hint: closestName(to: text, in: names).map { "did you mean `\($0)`?" })
            }
            return value
        }
    }

    /// `value` or `null` (`nil`).
    static func optional<Value>(_ schema: ValueSchema<Value>) -> ValueSchema<Value?> {
        let expected = schema.expected + ", or null for none"
        let decode = schema.decode
        return ValueSchema<Value?>(expected: expected, json: .object(["anyOf": [schema.json, .object(["type": "null"])]])) { node, path in
            if case .null = node.value { return nil }
            return try decode(node, path)
        }
    }

    /// A list of `count` values.
    static func list<Value>(_ element: ValueSchema<Value>, count: ClosedRange<Int>) -> ValueSchema<[Value]> {
        let size = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound)…\(count.upperBound)"
        let expected = "a list of \(size) item\(count.upperBound == 1 ? "" : "s"), each \(element.expected)"
        var json: JSONValue = .object(["type": "array", "items": element.json, "minItems": .number(Double(count.lowerBound))])
        json = json.setting("maxItems", .number(Double(count.upperBound)))
        let decode = element.decode
        return ValueSchema(expected: expected, json: json) { node, path in
            guard case let .list(items) = node.value else { throw mismatch(node, path, expected) }
            guard count.contains(items.count) else {
                throw ConfigError("`\(path)` must be \(expected); got \(items.count) item\(items.count == 1 ? "" : "s")", at: node.mark)
            }
            return try items.enumerated().map { try decode($0.element, path.appending(index: $0.offset)) }
        }
    }

    // MARK: Angles

    /// The angle forms, for messages and the schema.
    static let angleForms = "radians (0.785), degrees (\"45deg\") or a multiple of pi (\"pi/4\", \"-pi/3\", \"2pi\")"
    static let anglePattern = #"^-?((([0-9]+(\.[0-9]*)?|\.[0-9]+)deg)|(([0-9]+(\.[0-9]*)?|\.[0-9]+)\*?)?pi(/([0-9]+(\.[0-9]*)?|\.[0-9]+))?)$"#

    /// An angle: a number of radians, `"45deg"`, or `"pi/4"`-style multiples of π (computed as Swift
    /// computes `k * .pi / d`, so `pi/1.65` equals upstream's `.pi / 1.65` exactly).
    static func angle(_ range: NumberRange = .finite) -> ValueSchema<Double> {
        let expected = "an angle in " + angleForms
        let json: JSONValue = .object(["anyOf": [
            .object([.init("type", "number")] + range.keywords),
            .object(["type": "string", "pattern": .string(anglePattern)]),
        ]])
        return ValueSchema(expected: expected, json: json) { node, path in
            let radians: Double?
            switch node.value {
            case let .number(value): radians = value
            case let .string(text): radians = parseAngle(text)
            default: radians = nil
            }
            guard let radians, radians.isFinite else { throw mismatch(node, path, expected) }
            guard range.contains(radians) else { throw mismatch(node, path, "an angle \(range.phrase())") }
            return radians
        }
    }

    /// `45deg` → `45 * .pi / 180`; `pi/4`, `-pi/3`, `2pi`, `2*pi/3`; `nil` for anything else.
    static func parseAngle(_ text: String) -> Double? {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var sign = 1.0
        if body.hasPrefix("-") { sign = -1; body = body.dropFirst() }
        guard !body.hasPrefix("+"), !body.hasPrefix("-") else { return nil }
        if body.hasSuffix("deg") {
            guard let degrees = decimal(body.dropLast(3)) else { return nil }
            return sign * degrees * .pi / 180
        }
        guard let piRange = body.range(of: "pi") else { return nil }
        var factorText = body[..<piRange.lowerBound]
        if factorText.hasSuffix("*") { factorText = factorText.dropLast() }
        let divisorText = body[piRange.upperBound...]
        var value = sign * Double.pi
        if !factorText.isEmpty {
            guard let factor = decimal(factorText) else { return nil }
            value = sign * factor * .pi
        }
        if !divisorText.isEmpty {
            guard divisorText.hasPrefix("/"), let divisor = decimal(divisorText.dropFirst()), divisor != 0 else { return nil }
            value /= divisor
        }
        return value
    }

    /// An unsigned decimal number: digits with an optional fraction.
    private static func decimal(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              text.filter({ $0 == "." }).count <= 1, text != "." else { return nil }
        return Double(text)
    }

    // MARK: Colours

    static let colorPattern = "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    static let colorExpected = "a colour \"#RRGGBB\" or \"#RRGGBBAA\""

    /// `"#RRGGBB"` or `"#RRGGBBAA"` (sRGB, straight alpha).
    static var color: ValueSchema<Color> { ValueSchema(expected: colorExpected,
                                                       json: .object(["type": "string", "pattern": .string(colorPattern)])) { node, path in
        guard case let .string(text) = node.value, let color = parseColor(text) else {
            // `color: #FF0000` unquoted is a YAML comment, so the value arrives as null.
            let commented = node.text.isEmpty && node.mark.file.line(node.mark.line)?.contains("#") == true
            throw mismatch(node, path, colorExpected, hint: commented ? "quote colours in YAML: \"#FF0000\" (an unquoted # starts a comment)" : nil)
        }
        return color
    } }

    /// A colour from `#RRGGBB` or `#RRGGBBAA` (configs require the `#`).
    static func parseColor(_ text: String) -> Color? {
        text.hasPrefix("#") ? Color(hex: text) : nil
    }

    /// The config spelling of a colour: `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    static func colorText(_ color: Color) -> String {
        func hex(_ component: Double) -> String {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex(color.red) + hex(color.green) + hex(color.blue) + (color.alpha == 1 ? "" : hex(color.alpha))
    }

    // MARK: Pairs and triples

    /// Two or three named numbers written as a map (`{x: 0.1, y: 0}`) or a list (`[0.1, 0]`).
    static func components(_ names: [String], range: NumberRange) -> ValueSchema<[Double]> {
        let element = number(range)
        let mapForm = "{" + names.map { "\($0): …" }.joined(separator: ", ") + "}"
        let listForm = "[" + names.joined(separator: ", ") + "]"
        let expected = "\(mapForm) or \(listForm), each \(range.phrase())"
        var properties: [JSONValue.Member] = []
        for name in names { properties.append(.init(name, element.json)) }
        let json: JSONValue = .object(["anyOf": [
            .object(["type": "object", "properties": .object(properties),
                     "required": .array(names.map(JSONValue.string)), "additionalProperties": false]),
            .object(["type": "array", "items": element.json,
                     "minItems": .number(Double(names.count)), "maxItems": .number(Double(names.count))]),
        ]])
        return ValueSchema(expected: expected, json: json) { node, path in
            switch node.value {
            case let .list(items):
                guard items.count == names.count else { throw mismatch(node, path, expected) }
                return try zip(items, names).map { try element.decode($0, path.appending($1)) }
            case let .map(entries):
                var values = [Double?](repeating: nil, count: names.count)
                for entry in entries {
                    guard let slot = names.firstIndex(of: entry.key) else { throw unknownKey(entry, in: path, valid: names) }
                    values[slot] = try element.decode(entry.value, path.appending(entry.key))
                }
                if let missing = values.firstIndex(where: { $0 == nil }) {
                    throw ConfigError("`\(path)` is missing `\(names[missing])`; write \(mapForm) or \(listForm)", at: node.mark)
                }
                return values.compactMap { $0 }
            default:
                throw mismatch(node, path, expected)
            }
        }
    }

    static func point(_ range: NumberRange = .finite) -> ValueSchema<Point> {
        components(["x", "y"], range: range).map { Point(x: $0[0], y: $0[1]) }
    }

    static func size(_ range: NumberRange = .finite) -> ValueSchema<Size> {
        components(["width", "height"], range: range).map { Size(width: $0[0], height: $0[1]) }
    }

    static func vector3(_ range: NumberRange = .finite) -> ValueSchema<Vector3> {
        components(["x", "y", "z"], range: range).map { Vector3($0[0], $0[1], $0[2]) }
    }
}
