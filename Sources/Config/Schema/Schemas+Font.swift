import SceneModel
import Transforms

/// How configs write fonts, the same wherever text is drawn (`menu.font`, `card.titleFont`, a text
/// layer's `font`): `{family, weight, size}`, each key optional.
extension Schemas {
    /// A weight: UIKit's names (`ultraLight` … `black`), a `UIFont.Weight` number in −1…1, or a
    /// CSS / OpenType weight 100, 200, … 900.
    @_optimize(none)
    static var fontWeight: ValueSchema<FontWeight> {
        let names = FontWeight.named.map(\.name)
        let expected = "one of \(names.joined(separator: ", ")), a UIFont.Weight number in -1…1, or a CSS weight 100, 200, … 900"
        let json: JSONValue = .object(["anyOf": [
            .object(["type": "string", "enum": .array(names.map(JSONValue.string))]),
            .object(["type": "number", "minimum": -1, "maximum": 1]),
            .object(["type": "integer", "minimum": 100, "maximum": 900, "multipleOf": 100]),
        ]])
        return ValueSchema(expected: expected, json: json) { node, path in
            switch node.value {
            case let .string(text):
                guard let weight = FontWeight.named.first(where: { $0.name == text })?.weight else {
                    throw mismatch(node, path, expected, hint: closestName(to: text, in: names).map { "did you mean `\($0)`?" })
                }
                return weight
            case let .number(value) where (-1...1).contains(value):
                return FontWeight(rawValue: value)
            case let .number(value) where value.rounded() == value && (100...900).contains(value):
                guard let weight = FontWeight(cssWeight: Int(value)) else { throw mismatch(node, path, expected) }
                return weight
            default:
                throw mismatch(node, path, expected)
            }
        }.encoding { weight in
            FontWeight.named.first(where: { $0.weight == weight }).map { .string($0.name) } ?? .number(weight.rawValue)
        }
    }

    /// A family name, or `null` for the system font (drawn in Inter).
    @_optimize(none)
    static var fontFamily: ValueSchema<String?> {
        optional(string(nonEmpty: true))
    }

    static let familyDoc = "A family name (fc-list : family lists the installed ones; `fonts` adds files), null for the system font, drawn in Inter; a missing family draws DejaVu Sans, with a warning."
    static let weightDoc = "ultraLight … black as UIFont.Weight, or a CSS weight 100 … 900; the family's nearest face is drawn."

    /// `{family, weight, size}` onto `start`: the keys given replace its values.
    @_optimize(none)
    static func font(startingAt start: TextFont, sizeDoc: String) -> ValueSchema<TextFont> {
        let fields = ObjectSchema<TextFont>(fields: [
            .value("family", \.family, fontFamily, familyDoc),
            .value("weight", \.weight, fontWeight, weightDoc),
            .value("size", \.size, number(.fontSize), sizeDoc),
        ])
        return ValueSchema(expected: "{family, weight, size}", json: fields.json) { node, path in
            var value = start
            try fields.apply(node, to: &value, at: path)
            return value
        }.encoding(fields.values(of:))
    }

    /// A card caption's font: `{family, weight, size}`, the size following the card unless given.
    @_optimize(none)
    static func captionFont(startingAt start: CaptionFont, sizeDoc: String) -> ValueSchema<CaptionFont> {
        let fields = ObjectSchema<CaptionFont>(fields: [
            .value("family", \.family, fontFamily, familyDoc),
            .value("weight", \.weight, fontWeight, weightDoc),
            .value("size", \.size, optional(number(.fontSize)), sizeDoc),
        ])
        return ValueSchema(expected: "{family, weight, size}", json: fields.json) { node, path in
            var value = start
            try fields.apply(node, to: &value, at: path)
            return value
        }.encoding(fields.values(of:))
    }
}
