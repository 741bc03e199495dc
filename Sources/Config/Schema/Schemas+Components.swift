import Problems
import Transforms

/// Points, sizes and vectors in configs: named numbers as a map or a list.
extension Schemas {
    /// Two or three named numbers written as a map (`{x: 0.1, y: 0}`) or a list (`[0.1, 0]`).
    @_optimize(none)
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
                    throw Problem(.wrongType, "\(setting: "\(path)") is missing `\(names[missing])`", fix: "write \(mapForm) or \(listForm)", setting: path.description, at: node.mark)
                }
                return values.compactMap { $0 }
            default:
                throw mismatch(node, path, expected)
            }
        }.encoding { values in .object(zip(names, values).map { JSONValue.Member($0, .number($1)) }) }
    }

    @_optimize(none)
    static func point(_ range: NumberRange = .finite) -> ValueSchema<Point> {
        components(["x", "y"], range: range).map({ Point(x: $0[0], y: $0[1]) }, back: { [$0.x, $0.y] })
    }

    @_optimize(none)
    static func size(_ range: NumberRange = .finite) -> ValueSchema<Size> {
        components(["width", "height"], range: range).map({ Size(width: $0[0], height: $0[1]) }, back: { [$0.width, $0.height] })
    }

    @_optimize(none)
    static func vector3(_ range: NumberRange = .finite) -> ValueSchema<Vector3> {
        components(["x", "y", "z"], range: range).map({ Vector3($0[0], $0[1], $0[2]) }, back: { [$0.x, $0.y, $0.z] })
            // Written as a list, `[0.1, 0, -0.7]`, the way upstream's tuples read and the presets spell them.
            .encoding { .array([.number($0.x), .number($0.y), .number($0.z)]) }
    }
}

extension Schemas {
    /// `{top, left, bottom, right}` in points, a missing edge 0 (`UIEdgeInsets`).
    @_optimize(none)
    static var insets: ValueSchema<EdgeInsets> {
        let edges = ObjectSchema<EdgeInsets>(fields: [
            .value("top", \.top, number(), "Points from the top edge."),
            .value("left", \.left, number(), "Points from the left edge."),
            .value("bottom", \.bottom, number(), "Points from the bottom edge."),
            .value("right", \.right, number(), "Points from the right edge."),
        ])
        return ValueSchema(expected: "{top, left, bottom, right} in points (a missing edge is 0)", json: edges.json) { node, path in
            var value = EdgeInsets.zero
            try edges.apply(node, to: &value, at: path)
            return value
        }.encoding(edges.values(of:))
    }
}
