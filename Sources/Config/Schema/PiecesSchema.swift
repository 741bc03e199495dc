import Problems
import Transforms

/// The YAML form of upstream's `PiecesValue`: a plain value, or a map with one form key named
/// after upstream's case (plus its flag):
///
/// ```yaml
/// piecesAlphaRatio: 0.4                                  # .static(0.4)
/// piecesAlphaRatio: {static: 0.4}                        # the same, spelled out
/// piecesAlphaRatio: {rowBased: 0.1, reversed: true}      # .rowBased(0.1, reversed: true)
/// piecesTranslationRatio: {rowOddEven: [[0, -1], [-1, -1]]}      # .rowOddEven(odd, even)
/// piecesTranslationRatio: {columnOddEven: [{x: 0, y: -0.1}, {x: 0, y: 0.1}], increasing: true}
/// piecesAlphaRatio: {indexBasedCustom: [0.1, 0.5, 0.9]}  # also rowBasedCustom, columnBasedCustom
/// piecesTranslationRatio:                                # .aggregated([...], +)
///   sum: [{rowBasedMirror: [0, -1.8]}, {columnBasedMirror: [-1.8, 0]}]
/// piecesTranslationRatio: {product: [...]}               # .aggregated([...], *)
/// ```
struct PiecesSchema<Value: PieceArithmetic> {
    /// The definition's name in the JSON Schema (`#/definitions/<name>`).
    let name: String
    /// A plain value: a number, a point or a size.
    let value: ValueSchema<Value>
    /// The keys of a plain value written as a map (`x`, `y` or `width`, `height`).
    let valueKeys: [String]

    /// Forms taking one value and an optional `reversed` flag.
    static var basedForms: [String] { ["columnBased", "rowBased", "columnBasedMirror", "rowBasedMirror"] }
    /// Forms taking `[odd, even]` and an optional `increasing` flag.
    static var oddEvenForms: [String] { ["columnOddEven", "rowOddEven"] }
    /// Forms taking a list of values.
    static var customForms: [String] { ["indexBasedCustom", "rowBasedCustom", "columnBasedCustom"] }
    /// Every form key, in documentation order.
    static var forms: [String] { ["static"] + basedForms + oddEvenForms + customForms + ["sum", "product"] }

    /// What a valid value looks like, for messages.
    @_optimize(none)
    var expected: String {
        "\(value.expected), or a pieces value such as {rowOddEven: [odd, even]} or {sum: [...]} (forms: \(Self.forms.joined(separator: ", ")))"
    }

    /// A schema that refers to the shared definition (the form is recursive through `sum`/`product`).
    @_optimize(none)
    var reference: ValueSchema<PiecesValue<Value>> {
        ValueSchema(expected: expected, json: .object(["$ref": .string("#/definitions/\(name)")])) { node, path in
            try decode(node, path)
        }.encoding(encode)
    }

    /// The config spelling of `pieces`, the inverse of `decode`: a plain value for `.static`, else
    /// the form's map with its flag only when set; `nil` for a custom Swift combination.
    @_optimize(none)
    func encode(_ pieces: PiecesValue<Value>) -> JSONValue? {
        guard let plain = value.encode else { return nil }
        @_optimize(none)
        func form(_ key: String, _ payload: JSONValue?, flag: String? = nil, _ on: Bool = false) -> JSONValue? {
            guard let payload else { return nil }
            return .object([.init(key, payload)] + (on ? [.init(flag ?? "", true)] : []))
        }
        @_optimize(none)
        func list(_ values: [Value]) -> JSONValue? {
            let items = values.compactMap(plain)
            return items.count == values.count ? .array(items) : nil
        }
        switch pieces {
        case let .static(ratio): return plain(ratio)
        case let .columnBased(ratio, reversed): return form("columnBased", plain(ratio), flag: "reversed", reversed)
        case let .rowBased(ratio, reversed): return form("rowBased", plain(ratio), flag: "reversed", reversed)
        case let .columnBasedMirror(ratio, reversed): return form("columnBasedMirror", plain(ratio), flag: "reversed", reversed)
        case let .rowBasedMirror(ratio, reversed): return form("rowBasedMirror", plain(ratio), flag: "reversed", reversed)
        case let .columnOddEven(odd, even, increasing): return form("columnOddEven", list([odd, even]), flag: "increasing", increasing)
        case let .rowOddEven(odd, even, increasing): return form("rowOddEven", list([odd, even]), flag: "increasing", increasing)
        case let .indexBasedCustom(values): return form("indexBasedCustom", list(values))
        case let .rowBasedCustom(values): return form("rowBasedCustom", list(values))
        case let .columnBasedCustom(values): return form("columnBasedCustom", list(values))
        case let .aggregated(values, combination):
            let key = combination == .sum ? "sum" : combination == .product ? "product" : nil
            let items = values.compactMap(encode)
            guard let key, items.count == values.count else { return nil }
            return .object([.init(key, .array(items))])
        }
    }

    /// The JSON Schema definition: a plain value or one of the forms.
    @_optimize(none)
    var definition: JSONValue {
        let selfReference: JSONValue = .object(["$ref": .string("#/definitions/\(name)")])
        @_optimize(none)
        func form(_ key: String, _ payload: JSONValue, flag: String? = nil) -> JSONValue {
            var properties: [JSONValue.Member] = [.init(key, payload)]
            if let flag { properties.append(.init(flag, .object(["type": "boolean"]))) }
            return .object(["type": "object", "properties": .object(properties),
                            "required": [.string(key)], "additionalProperties": false])
        }
        var choices: [JSONValue] = [value.json, form("static", value.json)]
        choices += Self.basedForms.map { form($0, value.json, flag: "reversed") }
        let pair: JSONValue = .object(["type": "array", "items": value.json, "minItems": 2, "maxItems": 2,
                                       "description": "[odd, even]: the value for odd rows/columns, then for even ones."])
        choices += Self.oddEvenForms.map { form($0, pair, flag: "increasing") }
        let list: JSONValue = .object(["type": "array", "items": value.json, "minItems": 1])
        choices += Self.customForms.map { form($0, list) }
        let aggregate: JSONValue = .object(["type": "array", "items": selfReference, "minItems": 1])
        choices += [form("sum", aggregate), form("product", aggregate)]
        return .object(["anyOf": .array(choices)])
    }

    @_optimize(none)
    func decode(_ node: ConfigNode, _ path: ConfigPath) throws -> PiecesValue<Value> {
        guard case let .map(entries) = node.value else {
            guard isPlainValue(node) else { throw mismatch(node, path, expected) }
            return .static(try value.decode(node, path))
        }
        let formEntries = entries.filter { Self.forms.contains($0.key) }
        guard let form = formEntries.first else {
            if !valueKeys.isEmpty, let unknown = entries.first(where: { !valueKeys.contains($0.key) }) {
                throw unknownKey(unknown, in: path, valid: valueKeys + Self.forms)
            }
            guard !valueKeys.isEmpty else {
                guard let unknown = entries.first else { throw mismatch(node, path, expected) }
                throw unknownKey(unknown, in: path, valid: Self.forms)
            }
            return .static(try value.decode(node, path))
        }
        if formEntries.count > 1 {
            throw Problem(.conflict, "\(setting: "\(path)") has both `\(form.key)` and `\(formEntries[1].key)`; a pieces value has one form — combine forms with {sum: [...]} or {product: [...]}", at: formEntries[1].keyMark)
        }
        let flag: String? = Self.basedForms.contains(form.key) ? "reversed" : Self.oddEvenForms.contains(form.key) ? "increasing" : nil
        var flagValue = false
        for entry in entries where entry.key != form.key {
            guard entry.key == flag else { throw unknownKey(entry, in: path, valid: [form.key] + (flag.map { [$0] } ?? [])) }
            flagValue = try Schemas.bool.decode(entry.value, path.appending(entry.key))
        }
        let payloadPath = path.appending(form.key)
        let payload = form.value
        switch form.key {
        case "static":
            return .static(try value.decode(payload, payloadPath))
        case "columnBased":
            return .columnBased(try value.decode(payload, payloadPath), reversed: flagValue)
        case "rowBased":
            return .rowBased(try value.decode(payload, payloadPath), reversed: flagValue)
        case "columnBasedMirror":
            return .columnBasedMirror(try value.decode(payload, payloadPath), reversed: flagValue)
        case "rowBasedMirror":
            return .rowBasedMirror(try value.decode(payload, payloadPath), reversed: flagValue)
        case "columnOddEven", "rowOddEven":
            guard case let .list(items) = payload.value, items.count == 2 else {
                throw mismatch(payload, payloadPath, "[odd, even], two values each \(value.expected)")
            }
            let odd = try value.decode(items[0], payloadPath.appending(index: 0))
            let even = try value.decode(items[1], payloadPath.appending(index: 1))
            return form.key == "rowOddEven" ? .rowOddEven(odd, even, increasing: flagValue) : .columnOddEven(odd, even, increasing: flagValue)
        case "indexBasedCustom", "rowBasedCustom", "columnBasedCustom":
            let values = try Schemas.list(value, count: 1...1_000).decode(payload, payloadPath)
            switch form.key {
            case "indexBasedCustom": return .indexBasedCustom(values)
            case "rowBasedCustom": return .rowBasedCustom(values)
            default: return .columnBasedCustom(values)
            }
        default:
            guard case let .list(items) = payload.value, !items.isEmpty else {
                throw mismatch(payload, payloadPath, "a list of 1 or more pieces values")
            }
            let values = try items.enumerated().map { try decode($0.element, payloadPath.appending(index: $0.offset)) }
            return .aggregated(values, form.key == "sum" ? .sum : .product)
        }
    }

    /// Whether `node` has the shape of a plain value (so its own errors are the precise ones).
    @_optimize(none)
    private func isPlainValue(_ node: ConfigNode) -> Bool {
        switch node.value {
        case .number: return true
        case .list: return !valueKeys.isEmpty
        default: return false
        }
    }
}

/// The three pieces-value schemas the Snapshot options use.
enum PiecesSchemas {
    static var number: PiecesSchema<Double> { PiecesSchema(name: "piecesNumber", value: Schemas.number(), valueKeys: []) }
    static var point: PiecesSchema<Point> { PiecesSchema(name: "piecesPoint", value: Schemas.point(), valueKeys: ["x", "y"]) }
    static var size: PiecesSchema<Size> { PiecesSchema(name: "piecesSize", value: Schemas.size(), valueKeys: ["width", "height"]) }

    /// The definitions the `$ref`s point to, for the published schema.
    @_optimize(none)
    static var definitions: [JSONValue.Member] {
        [.init(number.name, number.definition), .init(point.name, point.definition), .init(size.name, size.definition)]
    }
}
