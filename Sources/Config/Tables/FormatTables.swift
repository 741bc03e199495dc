import Transforms

// The key tables of docs/LAYERS.md and docs/MOTION.md, in the order the docs show them: each read
// from the schema that reads those keys (`SchemaTable`), so the docs cannot drift from the reader.

package enum FormatTables {
    /// docs/LAYERS.md: a layer's keys, an action's keys, the keyframe properties, the
    /// `timingFunction` forms and the overlay's keys.
    @_optimize(none)
    package static var layers: [String] {
        let action = ActionSchema.actionsJSON["items"] ?? .null
        return [
            SchemaTable.table(LayersSchema.layer.json(defaults: LayersSchema.Draft()), nested: ["font", "border", "frame", "transform", "shadow"], layerTypes: true),
            SchemaTable.table(action, nested: ["group", "keyframes", "parameters"]),
            keyframeProperties,
            formTable(ActionTimingSchema.forms),
            SchemaTable.table(OverlaySchema.overlay.json(defaults: PageOverlay(pages: []))),
        ]
    }

    /// docs/MOTION.md: the timeline's three forms, the keys of a sweep and of a script, the steps
    /// and each step's keys.
    @_optimize(none)
    package static var timeline: [String] {
        let forms: [(form: String, doc: String)] = properties(anyOf: TimelineSchema.json).map {
            (SchemaTable.valueText($0), SchemaTable.description($0))
        }
        let steps = TimelineSchema.stepDocs.map { (form: "`\($0.name)`", doc: $0.doc) }
        let stepKeys = TimelineSchema.stepNames.compactMap { name in
            SchemaTable.map(in: TimelineSchema.stepValueJSON(name)).map { SchemaTable.Section(prefix: name + ".", object: $0) }
        }
        return [
            formTable(forms),
            SchemaTable.table(TimelineSchema.sweep.json(defaults: TimelineSchema.SweepDraft())),
            SchemaTable.table(TimelineSchema.script.json(defaults: TimelineSchema.ScriptDraft())),
            formTable(steps, heading: "Step"),
            SchemaTable.table(stepKeys),
        ]
    }

    /// One row per keyframe property: the layer types that have it and what a point's value is.
    @_optimize(none)
    private static var keyframeProperties: String {
        var lines = ["| `property` | Layers | A point's value |", "| --- | --- | --- |"]
        for property in LayerKeyframes.Property.allCases {
            let types = property.layerTypes.map { $0.map { "`\($0)`" }.joined(separator: ", ") } ?? "all"
            lines.append("| `\(property.rawValue)` | \(types) | \(OptionText.cell(KeyframesSchema.valueDoc(property))) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A two-column table: each form (or step) and what it does.
    @_optimize(none)
    private static func formTable(_ rows: [(form: String, doc: String)], heading: String = "Form") -> String {
        let lines = ["| \(heading) | What it does |", "| --- | --- |"] + rows.map { "| \($0.form) | \(OptionText.cell($0.doc)) |" }
        return lines.joined(separator: "\n") + "\n"
    }

    @_optimize(none)
    private static func properties(anyOf json: JSONValue) -> [JSONValue] {
        if case let .array(items)? = json["anyOf"] { return items }
        return []
    }
}
