import Problems
import Foundation
import Transforms

/// How configs write PVView's actions on a layer (docs/LAYERS.md):
/// ```yaml
/// - move: {fromTranslation: {x: 0, y: 0}, toTranslation: {x: -80, y: 0}}
///   parameters: {startOffset: 0.2, stopOffset: 0.6, timingFunction: easeInOutBack}
/// - fade: {to: 0.2}
///   continue: true     # from the previous fade's end
/// - group: {actions: [...], childTiming: own}
///   reverse: true      # from/to swapped (PVView's reverse(with: parameters))
/// - keyframes: {property: letterSpacing, points: [[0, 0], [0.5, 6], [1, 2]]}
///   parameters: {timingFunction: "sin(x * pi / 2)"}
/// ```
enum ActionSchema {
    /// Each action kind and what it does (its keys are `ChangeSchema.validKeys`): the JSON
    /// Schema's descriptions and the docs' table.
    static let kindDocs: [(kind: String, doc: String)] = [
        ("move", "PVView's move, one pair per action: the position (where the anchor is in the container), the translation "
            + "(from and to default {x: 0, y: 0}) or the frame's origin; each {x, y} in points, or fractions of the container with relative: true."),
        ("size", "PVView's size: the bounds' size about the centre, from {width, height} to {width, height} (points, or fractions with relative: true)."),
        ("frame", "PVView's frame: the whole frame, from {x, y, width, height} to {x, y, width, height}, points in the container."),
        ("fade", "PVView's fade: the opacity from → to (each default 1)."),
        ("rotate", "PVView's rotate: turns about x, y and z, fromX/toX, fromY/toY, fromZ/toZ (angles, default 0); each axis written is its own action."),
        ("scale", "PVView's scale: both scales (from, to) or each apart (fromX/toX, fromY/toY), default 1; each pair written is its own action."),
        ("group", "PVView's group: actions played together. childTiming group (default, PVView's) steps every child with the group's eased progress; "
            + "own (Flipbook's) maps it through each child's own parameters."),
        ("keyframes", "A custom action: keyframes over one property, [progress, value] points with progress 0…1, eased by the parameters' timingFunction."),
    ]
    static let kinds = kindDocs.map(\.kind)

    /// The keys an action map takes beside its kind.
    @_optimize(none)
    static var modifierFields: [(key: String, json: JSONValue)] {
        [
            ("parameters", Schemas.describe(parametersSchema.json(defaults: ParametersDraft()),
                                            "When the action plays over the page progress and how it is eased (PVView's PVParameters, plus clamp and solver).")),
            ("reverse", Schemas.describe(.object(["type": "boolean"]),
                                         "Play it backwards: from and to swapped, with these parameters (PVView's reverse(with: parameters)); default false.")),
            ("continue", Schemas.describe(.object(["type": "boolean"]),
                                          "Start where the previous action of the same kind on this layer ended (on an overlay, also on earlier pages): write no from values; default false.")),
        ]
    }
    static let modifiers = modifierFields.map(\.key)

    /// The parameters map: PVView's `PVParameters` plus `clamp` and the Bézier `solver`.
    struct ParametersDraft {
        var start = 0.0
        var stop = 1.0
        var timing: ActionTiming.Function?
        var solver = TimingCurve.Solver.pvview
        var clamp = false
        var startMark: SourcePosition?
        @_optimize(none)
        var parameters: ActionParameters {
            ActionParameters(startOffset: start, stopOffset: stop, timing: timing.map { ActionTiming($0, solver: solver) }, clamp: clamp)
        }
    }

    @_optimize(none)
    static var parametersSchema: ObjectSchema<ParametersDraft> {
        ObjectSchema(fields: [
            Field(key: "startOffset", json: Schemas.describe(Schemas.number(.unit).json, "Page progress where the action starts, 0…1 (default 0); less than stopOffset.")) { node, draft, path in
                draft.start = try Schemas.number(.unit).decode(node, path)
                draft.startMark = node.mark
            }.reading { .number($0.start) },
            .value("stopOffset", \.stop, Schemas.number(.unit), "Page progress where the action ends, 0…1 (default 1)."),
            Field(key: "timingFunction", json: Schemas.describe(ActionTimingSchema.timing.json,
                  "PVView's timing: one of the 29 names (easeInOutBack…), [x1, y1, x2, y2], {spring: {response, dampingFraction}} sampled over the range, "
                  + "a formula of x such as \"sin(x * pi / 2)\" (PVView's custom PVTimingFunctionType), or [x, y] points such as [[0, 0], [0.5, 0.8], [1, 1]]; default linear.")) { node, draft, path in
                draft.timing = try ActionTimingSchema.timing.decode(node, path)
            },
            .value("solver", \.solver, Schemas.enumeration(TimingCurve.Solver.self), "How a Bézier is solved: pvview (PVView's coarse ε = 0.005, what the app shows; default) or exact."),
            .value("clamp", \.clamp, Schemas.bool, "Flipbook's addition: clamp the action progress to 0…1, so a bounce never runs the action backwards (default false, as PVView)."),
        ])
    }

    /// The JSON Schema of an action list: per kind, `ChangeSchema.validKeys` with their values.
    @_optimize(none)
    static var actionsJSON: JSONValue {
        @_optimize(none)
        func object(_ properties: [(String, JSONValue)]) -> JSONValue {
            .object(["type": "object", "properties": .object(properties.map { JSONValue.Member($0.0, $0.1) }), "additionalProperties": false])
        }
        let action = object(kindDocs.map { kind, doc in
            (kind, Schemas.describe(object(ChangeSchema.validKeys(kind).map { ($0, valueJSON(kind: kind, key: $0)) }), doc))
        } + modifierFields.map { ($0.key, $0.json) })
        return .object(["type": "array", "items": action])
    }

    /// The JSON Schema of the value of `key` in a `kind` action.
    @_optimize(none)
    private static func valueJSON(kind: String, key: String) -> JSONValue {
        // PVView's defaults for a value left out: no turn, full opacity, unit scale.
        let one = Schemas.number().json.setting("default", 1)
        switch kind {
        case "move": return LayersSchema.layerPoint.json
        case "size": return LayersSchema.layerSize.json
        case "frame": return LayersSchema.rect.json
        case "rotate": return Schemas.angle().json.setting("default", 0)
        case "group":
            return key == "actions" ? Schemas.describe(.object(["type": "array"]), "The actions played together, each written as in actions.")
                : Schemas.describe(Schemas.enumeration(LayerAction.ChildTiming.self).json, "group (default): every child is stepped with the group's eased progress; "
                                   + "own: each child maps it through its own parameters, as if the group's range were a page.")
        case "keyframes":
            return key == "property" ? Schemas.describe(Schemas.enumeration(LayerKeyframes.Property.self).json, KeyframesSchema.propertyDoc)
                : Schemas.describe(.object(["type": "array", "minItems": 1, "items": .object(["type": "array", "minItems": 2, "maxItems": 2])]),
                                   KeyframesSchema.pointsDoc)
        default: return one
        }
    }

    /// A list of actions; `continue` takes its `from` from the previous action of the same kind in
    /// the list, or else in `earlier` (the same overlay layer's actions on earlier pages).
    @_optimize(none)
    static func actions(_ node: ConfigNode, _ path: ConfigPath, earlier: [LayerAction] = []) throws -> [LayerAction] {
        guard case let .list(items) = node.value else { throw mismatch(node, path, "a list of actions such as - fade: {from: 1, to: 0}") }
        var result: [LayerAction] = []
        for (index, item) in items.enumerated() {
            result += try action(item, path.appending(index: index), previous: earlier + result)
        }
        return result
    }

    /// One action map; `rotate` and `scale` maps naming several axes give one action per axis.
    @_optimize(none)
    static func action(_ node: ConfigNode, _ path: ConfigPath, previous: [LayerAction]) throws -> [LayerAction] {
        guard let entries = node.entries else { throw mismatch(node, path, "a map with one action key (\(kinds.joined(separator: ", "))) and optional \(modifiers.joined(separator: ", "))") }
        var kind: ConfigNode.Entry?
        var parameters = ParametersDraft()
        var reverse = false, continues = false
        for entry in entries {
            switch entry.key {
            case "parameters": try parametersSchema.apply(entry.value, to: &parameters, at: path.appending("parameters"))
            case "reverse": reverse = try Schemas.bool.decode(entry.value, path.appending("reverse"))
            case "continue": continues = try Schemas.bool.decode(entry.value, path.appending("continue"))
            case _ where kinds.contains(entry.key):
                if let kind {
                    throw Problem(.conflict, "\(setting: "\(path)") has two actions, `\(kind.key)` and `\(entry.key)`", fix: "write each as its own list item", at: entry.keyMark)
                }
                kind = entry
            default:
                throw Problem.unknownKey(entry.spelling, noun: "action", in: "in \(setting: "\(path)")",
                                         suggestion: closestName(to: entry.spelling, in: kinds + modifiers),
                                         fix: "the actions are \(kinds.joined(separator: ", ")) (with \(modifiers.joined(separator: ", ")))",
                                         at: entry.keyMark)
            }
        }
        guard let kind else {
            throw Problem(.missing, "\(setting: "\(path)") names no action", fix: "add one of \(kinds.joined(separator: ", "))", at: node.mark)
        }
        if parameters.start >= parameters.stop {
            let (start, stop): (String, String) = (JSONValue.number(parameters.start), JSONValue.number(parameters.stop))
            throw Problem(.outOfRange, "\(setting: "\(path).parameters"): startOffset \(start) must be less than stopOffset \(stop)", fix: "PVView needs 0 ≤ startOffset < stopOffset ≤ 1",
                              at: parameters.startMark ?? node.mark)
        }
        let actionPath = path.appending(kind.key)
        var changes = try ChangeSchema.changes(kind.key, kind.value, actionPath, continues: continues)
        if continues {
            changes = try changes.map { change in
                guard let last = previous.last(where: { $0.change.endValue(continuedBy: change) != nil }),
                      let continued = last.change.endValue(continuedBy: change) else {
                    throw Problem(.conflict, "\(setting: "\(path).continue"): no earlier \(change.kind) action of this layer to continue from", fix: "remove \(setting: "\(path).continue", value: "true") or give \(setting: "\(path).from") values", at: kind.keyMark)
                }
                return continued
            }
        }
        let built = changes.map { LayerAction($0, parameters: parameters.parameters) }
        return reverse ? built.map { $0.reversed(with: parameters.parameters) } : built
    }
}
