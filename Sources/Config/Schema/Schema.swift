import Problems
import Foundation
import Transforms

// The declarative schema: each value's check, its decoding into Swift and its JSON Schema
// description live in one `ValueSchema`, so the validator and the published schema cannot disagree.
//
// Every function in Config is `@_optimize(none)` (Package.swift says why: it reads a config once,
// writes Swift once, patches a designer's edit once; none of it is a hot loop). The schema came
// first: optimizing its generic fields and closures was the slowest part of a release build's
// critical path (Config took 74.5 s to compile, 46 s of it SIL optimization, and 39.6 s without,
// on 2 cores), and loading a config did not get slower (`flipbook-bench config`: 1–2 ms a preset
// either way, the schema built once); the rest of Config made it about 1.2 ms slower a config, for
// 22–27 CPU seconds less of every cold build. Keep the attribute on functions added anywhere in Config.

/// Where a value sits in a config: `effect.scale.minScale`, `card.palette[2]`.
struct ConfigPath: CustomStringConvertible {
    private var text: String

    /// The top level.
    static let root = ConfigPath(text: "")

    /// The path of the value under `key`.
    @_optimize(none)
    func appending(_ key: String) -> ConfigPath {
        ConfigPath(text: text.isEmpty ? key : text + "." + key)
    }

    /// The path of item `index` of this list.
    @_optimize(none)
    func appending(index: Int) -> ConfigPath {
        ConfigPath(text: text + "[\(index)]")
    }

    var isRoot: Bool { text.isEmpty }
    var description: String { text }
}

/// Config's limits beside the general ranges (`NumberRange` lives with the option catalogs in
/// Transforms), and how a range reads in messages and in JSON Schema.
extension NumberRange {
    /// A font size in points: `> 0` and `≤ 10000`, more than the tallest frame (16384 px at 1×);
    /// FreeType refuses sizes near 1e5 pt, which Cairo reported as its own failure.
    static let fontSize = NumberRange(lower: 0, lowerInclusive: false, upper: 10_000)

    /// `a finite number`, `a finite number ≥ 0`, `a number in 0…1`, `a number > 0 and ≤ 1`.
    @_optimize(none)
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
    @_optimize(none)
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
    /// The config spelling of a value, the inverse of `decode` (`nil` where a value has none):
    /// how the designer shows what the renderer uses for an option a config leaves unset.
    var encode: ((Value) -> JSONValue?)? = nil

    /// The same value turned into something else after decoding; `back` turns it back for `encode`.
    @_optimize(none)
    func map<Other>(_ transform: @escaping (Value) -> Other, back: ((Other) -> Value)? = nil) -> ValueSchema<Other> {
        let decode = self.decode
        var mapped = ValueSchema<Other>(expected: expected, json: json) { node, path in transform(try decode(node, path)) }
        if let encode, let back { mapped.encode = { encode(back($0)) } }
        return mapped
    }

    /// This schema with `encode` set.
    @_optimize(none)
    func encoding(_ encode: @escaping (Value) -> JSONValue?) -> ValueSchema {
        var copy = self
        copy.encode = encode
        return copy
    }

    /// This schema with the range a person tunes it in (`x-flipbook-slider`: `min`, `max`,
    /// `step`, `scale: log` to move evenly through orders of magnitude), for the designer's
    /// sliders. The hard limits (`minimum`, `maximum`) stay what the value is checked against.
    @_optimize(none)
    func slider(_ min: Double, _ max: Double, step: Double, log: Bool = false) -> ValueSchema {
        var members: [JSONValue.Member] = [.init("min", .number(min)), .init("max", .number(max)), .init("step", .number(step))]
        if log { members.append(.init("scale", "log")) }
        var copy = self
        copy.json = json.setting("x-flipbook-slider", .object(members))
        return copy
    }

    /// This schema marked as mattering only when the sibling option `key` is one of `values`
    /// (`x-flipbook-when`), so the designer can disable it with the reason.
    @_optimize(none)
    func only(when key: String, is values: String...) -> ValueSchema {
        only(when: key, isOneOf: values)
    }

    /// `only(when:is:)` with the values as an array.
    @_optimize(none)
    func only(when key: String, isOneOf values: [String]) -> ValueSchema {
        var copy = self
        copy.json = json.setting("x-flipbook-when", .object([.init(key, .array(values.map(JSONValue.string)))]))
        return copy
    }

    /// This schema marked as bounded by the sibling option `key` (`x-flipbook-atMost`: `key` and
    /// `why`, what happens past it), so the designer can warn when the value is above it.
    @_optimize(none)
    func atMost(_ key: String, because why: String) -> ValueSchema {
        var copy = self
        copy.json = json.setting("x-flipbook-atMost", .object([.init("key", .string(key)), .init("why", .string(why))]))
        return copy
    }

    /// This schema with a `description` for editors.
    @_optimize(none)
    func described(_ text: String) -> ValueSchema {
        var copy = self
        copy.json = Schemas.describe(json, text)
        return copy
    }
}

/// The error for a value of the wrong type or out of range (a number where a number was expected
/// is taken as out of range, anything else as the wrong type).
@_optimize(none)
func mismatch(_ node: ConfigNode, _ path: ConfigPath, _ expected: String, hint: String? = nil) -> Problem {
    var isNumber = false
    if case .number = node.value { isNumber = true }
    return .mustBe(expected, setting: path.description, got: node.found, kind: isNumber ? .outOfRange : .wrongType, fix: Wording(hint ?? ""),
                   value: node.text.isEmpty ? nil : node.text, at: node.mark)
}

/// The error for a key the schema does not know, with the closest key when one is near.
@_optimize(none)
func unknownKey(_ entry: ConfigNode.Entry, in path: ConfigPath, valid: [String]) -> Problem {
    .unknownKey(entry.spelling, in: path.isRoot ? "at the top level" : "in `\(path)`",
                suggestion: closestName(to: entry.spelling, in: valid), known: valid,
                setting: path.appending(entry.spelling).description, at: entry.keyMark)
}

/// Config files' "did you mean": the one nearest name within 2 edits, ignoring case (a swap of two
/// neighbouring letters is one edit). Keys and value names are short, so a fixed reach suits them.
@_optimize(none)
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
    /// The key's value in `root` as a config would write it, or `nil` when it has no spelling.
    var read: ((Root) -> JSONValue?)? = nil

    /// A key that sets the property at `keyPath` from a value of `schema`.
    @_optimize(none)
    static func value<Value>(_ key: String, _ keyPath: WritableKeyPath<Root, Value>, _ schema: ValueSchema<Value>,
                             _ doc: String, aliases: [String] = []) -> Field {
        let decode = schema.decode
        var field = Field(key: key, aliases: aliases, json: Schemas.describe(schema.json, doc)) { node, root, path in
            root[keyPath: keyPath] = try decode(node, path)
        }
        if let encode = schema.encode { field.read = { encode($0[keyPath: keyPath]) } }
        return field
    }

    /// A key whose value is a nested object, applied onto the current nested value (so a partial
    /// map changes only the keys it names).
    @_optimize(none)
    static func object<Value>(_ key: String, _ keyPath: WritableKeyPath<Root, Value>, _ schema: ObjectSchema<Value>,
                              _ doc: String) -> Field {
        var field = Field(key: key, json: Schemas.describe(schema.json, doc)) { node, root, path in
            try schema.apply(node, to: &root[keyPath: keyPath], at: path)
        }
        field.read = { schema.values(of: $0[keyPath: keyPath]) }
        return field
    }

    /// A key whose value is a nested object or `null`: `null` removes the value; a map is applied
    /// onto the current value, or onto `new` when there is none (so a partial map changes only the
    /// keys it names).
    @_optimize(none)
    static func optionalObject<Value>(_ key: String, _ keyPath: WritableKeyPath<Root, Value?>, _ schema: ObjectSchema<Value>,
                                      new: @escaping @autoclosure () -> Value, _ doc: String) -> Field {
        let json: JSONValue = .object(["anyOf": [schema.json, .object(["type": "null"])]])
        var field = Field(key: key, json: Schemas.describe(json, doc)) { node, root, path in
            if case .null = node.value {
                root[keyPath: keyPath] = nil
                return
            }
            var value = root[keyPath: keyPath] ?? new()
            try schema.apply(node, to: &value, at: path)
            root[keyPath: keyPath] = value
        }
        field.read = { $0[keyPath: keyPath].map(schema.values(of:)) ?? .null }
        return field
    }

    /// This field with `read` set.
    @_optimize(none)
    func reading(_ read: @escaping (Root) -> JSONValue?) -> Field {
        var copy = self
        copy.read = read
        return copy
    }

    /// This field, then `note` with the node it read (to record where or which keys were written).
    @_optimize(none)
    func noting(_ note: @escaping (ConfigNode, inout Root) -> Void) -> Field {
        var copy = self
        let apply = self.apply
        copy.apply = { node, root, path in
            try apply(node, &root, path)
            note(node, &root)
        }
        return copy
    }
}

/// A map of known keys, applied onto a starting value: keys not given keep that value's setting.
struct ObjectSchema<Root> {
    var fields: [Field<Root>]
    /// Keys shown in messages, in schema order.
    var keys: [String] { fields.map(\.key) }

    /// Applies every key of the map `node` onto `root`; unknown keys are errors with suggestions.
    @_optimize(none)
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

    /// `root`'s value of every key that has a spelling, in schema order: what a config would write
    /// to set all of them (aliases are not repeated).
    @_optimize(none)
    func values(of root: Root) -> JSONValue {
        .object(fields.compactMap { field in field.read?(root).map { JSONValue.Member(field.key, $0) } })
    }

    /// `json` with each key's value in `root` as its `default` (JSON Schema's keyword, which
    /// editors show): for maps whose keys start from fixed values, such as a layer's.
    @_optimize(none)
    func json(defaults root: Root) -> JSONValue {
        let defaults = values(of: root)
        guard case var .object(members) = json, let index = members.firstIndex(where: { $0.key == "properties" }),
              case let .object(properties) = members[index].value else { return json }
        members[index].value = .object(properties.map { property in
            defaults[property.key].map { JSONValue.Member(property.key, property.value.setting("default", $0)) } ?? property
        })
        return .object(members)
    }

    /// `{"type": "object", "properties": {…}, "additionalProperties": false}`; aliases are listed as
    /// properties too so editors accept them.
    @_optimize(none)
    var json: JSONValue {
        var properties: [JSONValue.Member] = []
        for field in fields {
            properties.append(.init(field.key, field.json))
            for alias in field.aliases {
                // `x-flipbook-alias-of` lets the designer leave the second spelling out of its form.
                let described = Schemas.describe(field.json, "Upstream's spelling of `\(field.key)`; same option.")
                properties.append(.init(alias, described.setting("x-flipbook-alias-of", .string(field.key))))
            }
        }
        return .object(["type": "object", "properties": .object(properties), "additionalProperties": false])
    }

    /// Every alias this object accepts, mapped to its key (for normalising before `extends` merges).
    @_optimize(none)
    var aliases: [String: String] {
        var result: [String: String] = [:]
        for field in fields { for alias in field.aliases { result[alias] = field.key } }
        return result
    }
}
