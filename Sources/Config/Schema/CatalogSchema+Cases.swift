import Problems
import Transforms

// The config form of an enumeration whose cases carry values (`OptionCases`), derived from its
// case descriptions: a case with values is a one-key map (`{sizeToFit: {minWidth, height}}`,
// `{fixed: 24}`), a case without is its name (`hidden`).

extension Schemas {
    /// One case of `Cases`: its name, or a one-key map of its name to its values, applied onto the
    /// case's template (a value left out keeps the template's).
    @_optimize(none)
    static func cases<Cases: OptionCases>(_: Cases.Type) -> ValueSchema<Cases> {
        var valued: [(name: String, json: JSONValue, decode: (ConfigNode, ConfigPath) throws -> Cases)] = []
        var plain: [(String, Cases)] = []
        var encoders: [String: (Cases) -> JSONValue?] = [:]
        for option in Cases.optionCases {
            let name = option.name
            switch option.payload {
            case .none:
                plain.append((name, option.template))
                encoders[name] = { _ in .string(name) }
            case let .value(value):
                let field = CatalogField.field(value)
                let template = option.template
                valued.append((name, field.json, { node, path in
                    var result = template
                    try field.apply(node, &result, path)
                    return result
                }))
                encoders[name] = { value in field.read?(value).map { .object([.init(name, $0)]) } }
            case let .fields(fields):
                let schema = ObjectSchema<Cases>(fields: fields.map(CatalogField.field))
                let template = option.template
                valued.append((name, schema.json, { node, path in
                    var result = template
                    try schema.apply(node, to: &result, at: path)
                    return result
                }))
                encoders[name] = { .object([.init(name, schema.values(of: $0))]) }
            }
        }
        return oneOf(valued, plain: plain, expected: Cases.forms).encoding { value in encoders[value.name]?(value) ?? nil }
    }

    /// A one-key map `{case: {…}}` (or, for a case without values, its name).
    @_optimize(none)
    private static func oneOf<Value>(_ cases: [(name: String, json: JSONValue, decode: (ConfigNode, ConfigPath) throws -> Value)],
                                     plain: [(String, Value)], expected: String) -> ValueSchema<Value> {
        var forms: [JSONValue] = cases.map { .object(["type": "object", "properties": .object([.init($0.name, $0.json)]),
                                                      "required": .array([.string($0.name)]), "additionalProperties": false]) }
        if !plain.isEmpty { forms.append(.object(["type": "string", "enum": .array(plain.map { .string($0.0) })])) }
        let names = cases.map(\.name) + plain.map(\.0)
        return ValueSchema(expected: expected, json: .object(["anyOf": .array(forms)])) { node, path in
            switch node.value {
            case let .string(text):
                if let value = plain.first(where: { $0.0 == text })?.1 { return value }
                throw mismatch(node, path, expected, hint: closestName(to: text, in: names).map { "did you mean `\($0)`?" })
            case let .map(entries) where !entries.isEmpty:
                // `extends` merges maps deeply, so a base's `{sizeToFit: …}` and an override's `{fixed: …}` arrive
                // together: the override's case comes last and wins. Two cases written in one file are a mistake.
                let files = Set(entries.map { $0.keyMark.file })
                guard entries.count == 1 || files.count == entries.count else {
                    throw Problem(.conflict, "\(setting: "\(path)") names \(entries.map { "`\($0.spelling)`" }.joined(separator: " and ")); give one of \(names.joined(separator: ", "))", at: node.mark)
                }
                let entry = entries[entries.count - 1]
                guard let match = cases.first(where: { $0.name == entry.key }) else { throw unknownKey(entry, in: path, valid: names) }
                return try match.decode(entry.value, path.appending(entry.key))
            default:
                throw mismatch(node, path, expected)
            }
        }
    }
}
