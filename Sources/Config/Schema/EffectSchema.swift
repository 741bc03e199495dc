import Problems
import Transforms

// The effect options come from their catalogs (`ScaleTransformViewOptions.options`, …), named
// exactly as upstream names them, with the ranges the validator enforces.

/// The effect part of the schema: `effect: scale.coverFlow`, or `effect: {scale|stack|snapshot: {layout?, options…}}`.
enum EffectSchema {
    /// At most this many snapshot pieces per card (50 × 50): more is slow to draw and to look at.
    static let maxPieces = 2_500

    /// The three effect kinds, in schema order.
    static let kinds = ["scale", "stack", "snapshot"]

    static var scale: ObjectSchema<ScaleTransformViewOptions> { ObjectSchema(catalog: ScaleTransformViewOptions.self) }

    static var stack: ObjectSchema<StackTransformViewOptions> { ObjectSchema(catalog: StackTransformViewOptions.self) }

    static var snapshot: ObjectSchema<SnapshotTransformViewOptions> { ObjectSchema(catalog: SnapshotTransformViewOptions.self) }

    /// `effect`: a named layout, a built-in effect's map, or `{custom: {base?, tracks…}}`
    /// (`CustomEffectSchema`). Built once, as `SceneSchema.scene` is: the scene's `effect` field
    /// decodes through it on every load.
    nonisolated(unsafe) static let effect = makeEffect()

    @_optimize(none)
    private static func makeEffect() -> ValueSchema<Effect> {
        let builtIn = Self.builtIn, custom = CustomEffectSchema.options
        // `custom` is a fourth kind beside scale, stack and snapshot in the object form.
        var json = builtIn.json
        if case var .array(choices)? = json["anyOf"], let last = choices.indices.last,
           case var .object(object) = choices[last], let index = object.firstIndex(where: { $0.key == "properties" }),
           case let .object(properties) = object[index].value {
            let doc = "Keyframes over progress, alone or over a base effect (see docs/CONFIG.md)."
            object[index].value = .object(properties + [.init("custom", Schemas.describe(custom.json, doc))])
            choices[last] = .object(object)
            json = .object(["anyOf": .array(choices)])
        }
        return ValueSchema(expected: builtIn.expected + ", or {custom: {…}}", json: json) { node, path in
            guard let entries = node.entries, let entry = entries.first(where: { $0.key == "custom" }) else {
                return try builtIn.decode(node, path)
            }
            if let other = entries.first(where: { $0.key != "custom" }) {
                throw Problem(.conflict, "\(setting: "\(path)") sets \(setting: "\(path).custom") and \(setting: "\(path).\(other.key)"); an effect has one kind",
                              fix: "put the named effect under \(setting: "\(path).custom.base")", at: other.keyMark)
            }
            var effect = CustomEffect()
            try custom.apply(entry.value, to: &effect, at: path.appending("custom"))
            return .custom(effect)
        }.encoding(encode)
    }

    /// An effect's options as `{scale|stack|snapshot: {…}}` with every option written; `nil` for a
    /// custom or tweaked effect, whose options are not one map.
    @_optimize(none)
    static func encode(_ effect: Effect) -> JSONValue? {
        switch effect {
        case let .scale(options): return .object(["scale": scale.values(of: options)])
        case let .stack(options): return .object(["stack": stack.values(of: options)])
        case let .snapshot(options): return .object(["snapshot": snapshot.values(of: options)])
        case .custom, .tweaked: return nil
        }
    }

    /// A named layout (`scale.coverFlow`) or `{scale|stack|snapshot: {layout?, options…}}`.
    @_optimize(none)
    static var builtIn: ValueSchema<Effect> {
        let names = NamedLayout.allNames
        let expected = "a layout name such as `scale.coverFlow`, or a map with one key, scale, stack or snapshot"
        let scale = Self.scale, stack = Self.stack, snapshot = Self.snapshot
        @_optimize(none)
        func kindJSON(_ options: JSONValue, layouts: [String], _ doc: String) -> JSONValue {
            let layout = Schemas.describe(.object(["type": "string", "enum": .array(layouts.map(JSONValue.string))]),
                                          "Start from this upstream layout's options instead of upstream's defaults.")
            guard case let .object(members) = options, case let .object(properties)? = options["properties"] else { return options }
            let withLayout = members.map { member -> JSONValue.Member in
                member.key == "properties" ? .init("properties", .object([.init("layout", layout)] + properties)) : member
            }
            return Schemas.describe(.object(withLayout), doc)
        }
        let json: JSONValue = .object(["anyOf": [
            .object(["type": "string", "enum": .array(names.map(JSONValue.string))]),
            .object([
                "type": "object",
                "properties": .object([
                    "scale": kindJSON(scale.json, layouts: ScaleTransformViewOptions.Layout.allCases.map(\.rawValue),
                                      "The Scale effect (ScaleTransformViewOptions)."),
                    "stack": kindJSON(stack.json, layouts: StackTransformViewOptions.Layout.allCases.map(\.rawValue),
                                      "The Stack effect (StackTransformViewOptions)."),
                    "snapshot": kindJSON(snapshot.json, layouts: SnapshotTransformViewOptions.Layout.allCases.map(\.rawValue),
                                         "The Snapshot effect (SnapshotTransformViewOptions)."),
                ]),
                "minProperties": 1, "maxProperties": 1, "additionalProperties": false,
            ]),
        ]])
        return ValueSchema(expected: expected, json: json) { node, path in
            switch node.value {
            case let .string(name):
                guard let layout = NamedLayout(name: name) else {
                    if PresetCatalog.preset(named: name) != nil {
                        // A preset is a whole config (effect, card, timeline…), not a layout: it is extended.
                        var error = mismatch(node, path, expected)
                        error.what = "`\(path)` must be a layout name such as `scale.coverFlow`; `\(name)` is a preset, a whole config, not a layout"
                        error.fix = "start from the preset with \(setting: "extends", value: name) instead of setting `\(path)`"
                        throw error
                    }
                    throw mismatch(node, path, expected, hint: NamedLayout.closestNames(to: name, limit: 1).first.map { "did you mean `\($0)`?" })
                }
                return layout.effect
            case let .map(entries):
                guard let first = entries.first else { throw mismatch(node, path, expected) }
                if let unknown = entries.first(where: { !kinds.contains($0.key) }) {
                    throw unknownKey(unknown, in: path, valid: kinds)
                }
                guard entries.count == 1 else {
                    let origins = entries.map { "`\($0.key)` (\($0.keyMark))" }.joined(separator: " and ")
                    throw Problem(.conflict, "`\(path)` sets \(origins); an effect has one kind", fix: "to switch kinds, don't extend a preset of another kind",
                                      at: entries[1].keyMark)
                }
                let kindPath = path.appending(first.key)
                let body = first.value
                let layoutNode = body["layout"]
                switch first.key {
                case "scale":
                    var options = try layoutNode.map { ScaleTransformViewOptions.layout(try Schemas.enumeration(ScaleTransformViewOptions.Layout.self).decode($0, kindPath.appending("layout"))) }
                        ?? ScaleTransformViewOptions()
                    try scale.apply(body, to: &options, at: kindPath, ignoring: ["layout"])
                    if let rotation = options.rotation3d, rotation.x == 0, rotation.y == 0, rotation.z == 0 {
                        throw Problem(.outOfRange, "`\(kindPath.appending("rotation3d"))` has the axis (0, 0, 0); give x, y or z a value other than 0, such as y: 1",
                                          at: (body["rotation3d"] ?? body).mark)
                    }
                    return .scale(options)
                case "stack":
                    var options = try layoutNode.map { StackTransformViewOptions.layout(try Schemas.enumeration(StackTransformViewOptions.Layout.self).decode($0, kindPath.appending("layout"))) }
                        ?? StackTransformViewOptions()
                    try stack.apply(body, to: &options, at: kindPath, ignoring: ["layout"])
                    return .stack(options)
                default:
                    var options = try layoutNode.map { SnapshotTransformViewOptions.layout(try Schemas.enumeration(SnapshotTransformViewOptions.Layout.self).decode($0, kindPath.appending("layout"))) }
                        ?? SnapshotTransformViewOptions()
                    try snapshot.apply(body, to: &options, at: kindPath, ignoring: ["layout"])
                    try checkPieces(options, body: body, path: kindPath)
                    return .snapshot(options)
                }
            default:
                throw mismatch(node, path, expected)
            }
        }
    }

    /// Refuses cuts into more than `maxPieces` pieces per card.
    @_optimize(none)
    private static func checkPieces(_ options: SnapshotTransformViewOptions, body: ConfigNode, path: ConfigPath) throws {
        let columns = (1 / options.pieceSizeRatio.width - 1e-9).rounded(.up)
        let rows = (1 / options.pieceSizeRatio.height - 1e-9).rounded(.up)
        guard columns * rows > Double(maxPieces) else { return }
        let node = body["pieceSizeRatio"] ?? body
        throw Problem(.tooLarge, "`\(path.appending("pieceSizeRatio"))` cuts each card into \((columns * rows).shortestDescription) pieces "
                          + "(\((columns).shortestDescription) columns × \((rows).shortestDescription) rows); at most \(maxPieces) are allowed — use larger ratios",
                          at: node.mark)
    }
}
