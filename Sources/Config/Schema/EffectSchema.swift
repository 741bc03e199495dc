import Problems
import Transforms

// The effect options, named exactly as upstream names them, with the ranges the validator enforces.

extension Field {
    /// An optional nested object (`rotation3d`, `translation3d`): `null` removes it; a map changes
    /// the current value, or builds a new one from `template` when there is none, in which case every
    /// key in `required` must be given (upstream's initialiser has no defaults for them).
    static func optionalObject<Value>(_ key: String, _ keyPath: WritableKeyPath<Root, Value?>, _ schema: ObjectSchema<Value>,
                                      template: Value, required: [String], _ doc: String) -> Field {
        let json: JSONValue = .object(["anyOf": [schema.json, .object(["type": "null"])]])
        return Field(key: key, json: Schemas.describe(json, doc)) { node, root, path in
            if case .null = node.value {
                root[keyPath: keyPath] = nil
                return
            }
            var value = root[keyPath: keyPath] ?? template
            if root[keyPath: keyPath] == nil, let entries = node.entries,
               let missing = required.first(where: { name in !entries.contains(where: { $0.key == name }) }) {
                throw ConfigError("`\(path)` is missing `\(missing)`; a new \(key) needs \(required.map { "`\($0)`" }.joined(separator: ", "))", at: node.mark)
            }
            try schema.apply(node, to: &value, at: path)
            root[keyPath: keyPath] = value
        }.reading { root in root[keyPath: keyPath].map(schema.values(of:)) ?? .null }
    }
}

/// The effect part of the schema: `effect: scale.coverFlow`, or `effect: {scale|stack|snapshot: {layout?, options…}}`.
enum EffectSchema {
    /// At most this many snapshot pieces per card (50 × 50): more is slow to draw and to look at.
    static let maxPieces = 2_500

    /// The three effect kinds, in schema order.
    static let kinds = ["scale", "stack", "snapshot"]

    static var scale: ObjectSchema<ScaleTransformViewOptions> {
        typealias Options = ScaleTransformViewOptions
        let rotation = ObjectSchema<Options.Rotation3dOptions>(fields: [
            .value("angle", \.angle, Schemas.angle(), "Rotation per page of progress; the angle is `angle · progress`, clamped."),
            .value("minAngle", \.minAngle, Schemas.angle(), "Lower bound of the rotation."),
            .value("maxAngle", \.maxAngle, Schemas.angle(), "Upper bound of the rotation."),
            .value("x", \.x, Schemas.number(), "Rotation axis, x component (the axis is normalised)."),
            .value("y", \.y, Schemas.number(), "Rotation axis, y component."),
            .value("z", \.z, Schemas.number(), "Rotation axis, z component."),
            .value("m34", \.m34, Schemas.number().slider(-0.01, -0.00001, step: 0.00001, log: true), "CATransform3D.m34, the perspective: -1/d for an eye d points away (e.g. -0.0005)."),
            .value("isDoubleSided", \.isDoubleSided, Schemas.bool, "When false (upstream's default) a card turned away from the viewer is hidden."),
        ])
        let translation = ObjectSchema<Options.Translation3dOptions>(fields: [
            .value("translateRatios", \.translateRatios, Schemas.vector3(),
                   "Translation per page of progress: x·p·W, y·|p|·H, z·|p|·W (fractions of the card size)."),
            .value("minTranslateRatios", \.minTranslateRatios, Schemas.vector3(), "Lower bounds, measured like translateRatios."),
            .value("maxTranslateRatios", \.maxTranslateRatios, Schemas.vector3(), "Upper bounds, measured like translateRatios."),
        ])
        return ObjectSchema(fields: [
            .value("minScale", \.minScale, Schemas.number().slider(0, 2, step: 0.01), "Lower bound of the card scale."),
            .value("maxScale", \.maxScale, Schemas.number().slider(0, 2, step: 0.01), "Upper bound of the card scale."),
            .value("scaleRatio", \.scaleRatio, Schemas.number().slider(-1, 1, step: 0.01), "Scale = 1 − scaleCurve(|progress|) · scaleRatio, then clamped to minScale…maxScale."),
            .value("translationRatio", \.translationRatio, Schemas.point(),
                   "Translation per page of progress, as fractions of the card's width and height."),
            .value("minTranslationRatio", \.minTranslationRatio, Schemas.optional(Schemas.point()),
                   "Lower bound of the translation (fractions of W and H); null for none."),
            .value("maxTranslationRatio", \.maxTranslationRatio, Schemas.optional(Schemas.point()),
                   "Upper bound of the translation (fractions of W and H); null for none."),
            .value("keepVerticalSpacingEqual", \.keepVerticalSpacingEqual, Schemas.bool,
                   "Moves scaled cards up by (1 − scale) · H / 2 so their spacing stays equal."),
            .value("keepHorizontalSpacingEqual", \.keepHorizontalSpacingEqual, Schemas.bool,
                   "Moves scaled cards inward by (1 − scale) · W / 2 so their spacing stays equal."),
            .value("scaleCurve", \.scaleCurve, Schemas.enumeration(TransformCurve.self), "The curve applied to |progress| before scaling."),
            .value("translationCurve", \.translationCurve, Schemas.enumeration(TransformCurve.self), "The curve applied to |progress| before translating."),
            .value("shadowEnabled", \.shadowEnabled, Schemas.bool, "Whether cards cast a shadow."),
            .value("shadowColor", \.shadowColor, Schemas.color, "The shadow colour."),
            .value("shadowOpacity", \.shadowOpacity, Schemas.number(.unit),
                   "Upstream's shadowOpacity; like upstream, the shadow ignores it (opacity comes from shadowOpacityMin/Max)."),
            .value("shadowRadiusMin", \.shadowRadiusMin, Schemas.number(.nonNegative), "Shadow radius (points) = max(shadowRadiusMin, (1 − |p|) · shadowRadiusMax)."),
            .value("shadowRadiusMax", \.shadowRadiusMax, Schemas.number(.nonNegative), "See shadowRadiusMin."),
            .value("shadowOffsetMin", \.shadowOffsetMin, Schemas.size(), "Shadow offset (points) = max(shadowOffsetMin, (1 − |p|) · shadowOffsetMax) per component."),
            .value("shadowOffsetMax", \.shadowOffsetMax, Schemas.size(), "See shadowOffsetMin."),
            .value("shadowOpacityMin", \.shadowOpacityMin, Schemas.number(.unit), "Shadow opacity = max(shadowOpacityMin, (1 − |p|) · shadowOpacityMax)."),
            .value("shadowOpacityMax", \.shadowOpacityMax, Schemas.number(.unit), "See shadowOpacityMin."),
            .value("blurEffectEnabled", \.blurEffectEnabled, Schemas.bool, "Whether side cards are blurred."),
            .value("blurEffectRadiusRatio", \.blurEffectRadiusRatio, Schemas.number(.nonNegative),
                   "Blur amount = |progress| · blurEffectRadiusRatio, clamped to 0…1 of the style's blur."),
            .value("blurEffectStyle", \.blurEffectStyle, Schemas.enumeration(BlurStyle.self), "UIBlurEffect.Style of the blur."),
            .optionalObject("rotation3d", \.rotation3d, rotation,
                            template: Options.Rotation3dOptions(angle: 0, minAngle: 0, maxAngle: 0, x: 0, y: 0, z: 0, m34: 0),
                            required: ["angle", "minAngle", "maxAngle", "x", "y", "z", "m34"],
                            "A 3-D rotation after the scale and translation; null for none. A new one needs every key but isDoubleSided."),
            .optionalObject("translation3d", \.translation3d, translation,
                            template: Options.Translation3dOptions(translateRatios: .zero, minTranslateRatios: .zero, maxTranslateRatios: .zero),
                            required: ["translateRatios", "minTranslateRatios", "maxTranslateRatios"],
                            "A 3-D translation applied last; null for none. A new one needs all three keys."),
        ])
    }

    static var stack: ObjectSchema<StackTransformViewOptions> {
        ObjectSchema(fields: [
            .value("scaleFactor", \.scaleFactor, Schemas.number(), "Scale = 1 − progress · scaleFactor, then clamped by minScale/maxScale."),
            .value("minScale", \.minScale, Schemas.optional(Schemas.number()), "Lower bound of the scale; null for none."),
            .value("maxScale", \.maxScale, Schemas.optional(Schemas.number()), "Upper bound of the scale; null for none."),
            .value("maxStackSize", \.maxStackSize, Schemas.integer(.between(1, 100)), "Number of cards visible in the stack."),
            .value("spacingFactor", \.spacingFactor, Schemas.number(), "Offset between stacked cards, a fraction of the card size per page."),
            .value("maxSpacing", \.maxSpacing, Schemas.optional(Schemas.number()), "Upper bound of the spacing (fraction of the card size); null for none."),
            .value("alphaFactor", \.alphaFactor, Schemas.number(), "Alpha = 1 − progress · alphaFactor for cards below the top."),
            .value("bottomStackAlphaSpeedFactor", \.bottomStackAlphaSpeedFactor, Schemas.number(.positive),
                   "The bottom card fades out over this many pages past maxStackSize − 1."),
            .value("topStackAlphaSpeedFactor", \.topStackAlphaSpeedFactor, Schemas.number(.positive),
                   "A popped card fades in from progress −1 over this many pages."),
            .value("perspectiveRatio", \.perspectiveRatio, Schemas.number(), "Extra offset toward stackPosition, growing with depth (fraction of the card size)."),
            .value("shadowEnabled", \.shadowEnabled, Schemas.bool, "Whether cards cast a shadow."),
            .value("shadowColor", \.shadowColor, Schemas.color, "The shadow colour."),
            .value("shadowOpacity", \.shadowOpacity, Schemas.number(.unit), "The shadow opacity."),
            .value("shadowOffset", \.shadowOffset, Schemas.size(), "The shadow offset in points."),
            .value("shadowRadius", \.shadowRadius, Schemas.number(.nonNegative), "The shadow radius in points."),
            .value("stackRotateAngle", \.stackRotateAngle, Schemas.angle(),
                   "Rotation of stacked cards, alternating sign card by card (upstream spells it stackRotateAngel; both are accepted).",
                   aliases: ["stackRotateAngel"]),
            .value("popAngle", \.popAngle, Schemas.angle(), "Rotation of the top card as it pops, reached at progress −1."),
            .value("popOffsetRatio", \.popOffsetRatio, Schemas.size(), "Offset of the popping card per page, as fractions of the card size."),
            .value("stackPosition", \.stackPosition, Schemas.point(), "Where the stack grows: {x: 0, y: -1} up, {x: 0, y: 1} down, {x: ±1, y: 0} right/left."),
            .value("reverse", \.reverse, Schemas.bool, "Pops cards by scrolling the other way."),
            .value("blurEffectEnabled", \.blurEffectEnabled, Schemas.bool, "Whether deeper cards are blurred."),
            .value("maxBlurEffectRadius", \.maxBlurEffectRadius, Schemas.number(.nonNegative),
                   "Blur amount = clamp(progress / maxStackSize, 0, 1) · maxBlurEffectRadius, of the style's blur."),
            .value("blurEffectStyle", \.blurEffectStyle, Schemas.enumeration(BlurStyle.self), "UIBlurEffect.Style of the blur."),
        ])
    }

    static var snapshot: ObjectSchema<SnapshotTransformViewOptions> {
        let ratio = NumberRange(lower: 0, lowerInclusive: false, upper: 1)
        return ObjectSchema(fields: [
            .value("pieceSizeRatio", \.pieceSizeRatio, Schemas.size(ratio),
                   "Piece size as fractions of the card (each > 0 and ≤ 1); 1/width columns × 1/height rows."),
            .value("piecesCornerRadiusRatio", \.piecesCornerRadiusRatio, PiecesSchemas.number.reference,
                   "Piece corner radius = ratio · |p| · the piece's shorter scaled side. A number or a pieces value."),
            .value("piecesAlphaRatio", \.piecesAlphaRatio, PiecesSchemas.number.reference,
                   "Piece alpha = 1 − ratio · |p|. A number or a pieces value."),
            .value("piecesTranslationRatio", \.piecesTranslationRatio, PiecesSchemas.point.reference,
                   "Piece translation = ratio · |p| of the piece's scaled size. A point or a pieces value."),
            .value("minPiecesTranslationRatio", \.minPiecesTranslationRatio, Schemas.optional(PiecesSchemas.point.reference),
                   "Lower bound of the piece translation; null for none."),
            .value("maxPiecesTranslationRatio", \.maxPiecesTranslationRatio, Schemas.optional(PiecesSchemas.point.reference),
                   "Upper bound of the piece translation; null for none."),
            .value("piecesScaleRatio", \.piecesScaleRatio, PiecesSchemas.size.reference,
                   "Piece scale = max(0, 1 − |p| · ratio) per axis. A size or a pieces value."),
            .value("containerScaleRatio", \.containerScaleRatio, Schemas.number(), "Whole-card scale = max(0, 1 − |p| · containerScaleRatio)."),
            .value("containerTranslationRatio", \.containerTranslationRatio, Schemas.point(),
                   "Whole-card translation = p · ratio of the scaled card size."),
            .value("containerMinTranslationRatio", \.containerMinTranslationRatio, Schemas.optional(Schemas.point()),
                   "Lower bound of the whole-card translation; null for none."),
            .value("containerMaxTranslationRatio", \.containerMaxTranslationRatio, Schemas.optional(Schemas.point()),
                   "Upper bound of the whole-card translation; null for none."),
        ])
    }

    /// `effect`: a named layout, a built-in effect's map, or `{custom: {base?, tracks…}}` (`CustomEffectSchema`).
    static var effect: ValueSchema<Effect> {
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
                throw ConfigError("`\(path)` sets `custom` and `\(other.key)`; an effect has one kind",
                                  fix: "put the named effect under `custom.base`", at: other.keyMark)
            }
            var effect = CustomEffect()
            try custom.apply(entry.value, to: &effect, at: path.appending("custom"))
            return .custom(effect)
        }.encoding(encode)
    }

    /// An effect's options as `{scale|stack|snapshot: {…}}` with every option written; `nil` for a
    /// custom or tweaked effect, whose options are not one map.
    static func encode(_ effect: Effect) -> JSONValue? {
        switch effect {
        case let .scale(options): return .object(["scale": scale.values(of: options)])
        case let .stack(options): return .object(["stack": stack.values(of: options)])
        case let .snapshot(options): return .object(["snapshot": snapshot.values(of: options)])
        case .custom, .tweaked: return nil
        }
    }

    /// A named layout (`scale.coverFlow`) or `{scale|stack|snapshot: {layout?, options…}}`.
    static var builtIn: ValueSchema<Effect> {
        let names = NamedLayout.allNames
        let expected = "a layout name such as `scale.coverFlow`, or a map with one key, scale, stack or snapshot"
        let scale = Self.scale, stack = Self.stack, snapshot = Self.snapshot
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
                        error.problem = "`\(path)` must be a layout name such as `scale.coverFlow`; `\(name)` is a preset, a whole config, not a layout"
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
                    throw ConfigError("`\(path)` sets \(origins); an effect has one kind", fix: "to switch kinds, don't extend a preset of another kind",
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
                        throw ConfigError("`\(kindPath.appending("rotation3d"))` has the axis (0, 0, 0); give x, y or z a value other than 0, such as y: 1",
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
    private static func checkPieces(_ options: SnapshotTransformViewOptions, body: ConfigNode, path: ConfigPath) throws {
        let columns = (1 / options.pieceSizeRatio.width - 1e-9).rounded(.up)
        let rows = (1 / options.pieceSizeRatio.height - 1e-9).rounded(.up)
        guard columns * rows > Double(maxPieces) else { return }
        let node = body["pieceSizeRatio"] ?? body
        throw ConfigError("`\(path.appending("pieceSizeRatio"))` cuts each card into \(JSONValue.number(columns * rows)) pieces "
                          + "(\(JSONValue.number(columns)) columns × \(JSONValue.number(rows)) rows); at most \(maxPieces) are allowed — use larger ratios",
                          at: node.mark)
    }
}
