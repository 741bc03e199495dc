import Transforms

// The docs' key tables for Flipbook's own config formats (layers, actions, overlays, timelines):
// read from the JSON Schema their schemas publish, so each row's text is its field's doc string and
// each row's value and default what the reader checks and starts from.

enum SchemaTable {
    /// Keys of one map, written under `prefix` (`parameters.`); the keys in `nested` are followed by
    /// a row per key of their own map (`frame.x`), whose default is the parent's default's.
    struct Section {
        var prefix = ""
        var object: JSONValue
        var nested: Set<String> = []
    }

    /// The Markdown table of `sections`' keys: key, value, default and doc; `layerTypes` adds the
    /// layer types a content key applies to (`x-flipbook-when`, "all" for the others).
    @_optimize(none)
    static func table(_ sections: [Section], layerTypes: Bool = false) -> String {
        var lines = layerTypes ? ["| Key | Layers | Value | Default | What it does |", "| --- | --- | --- | --- | --- |"]
            : ["| Key | Value | Default | What it does |", "| --- | --- | --- | --- |"]
        for section in sections {
            for (key, json) in properties(section.object) {
                let types = layerTypes ? typesText(json) : nil
                lines.append(row(section.prefix + key, json, default: json["default"], types: types))
                guard section.nested.contains(key), let map = map(in: json) else { continue }
                for (inner, innerJSON) in properties(map) {
                    lines.append(row(section.prefix + key + "." + inner, innerJSON, default: innerJSON["default"] ?? json["default"]?[inner], types: types))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `table` of one map.
    @_optimize(none)
    static func table(_ object: JSONValue, nested: Set<String> = [], layerTypes: Bool = false) -> String {
        table([Section(object: object, nested: nested)], layerTypes: layerTypes)
    }

    @_optimize(none)
    private static func row(_ key: String, _ json: JSONValue, default value: JSONValue?, types: String?) -> String {
        // A non-empty text starts empty (a layer's `id`): that start is no default a config can keep.
        let initial = value.flatMap { $0 == "" ? nil : "`\(ConfigYAML.inline($0))`" } ?? "—"
        let cells = ["`\(key)`"] + (types.map { [$0] } ?? []) + [valueText(json), initial, OptionText.cell(description(json))]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// A JSON Schema object's properties in order (none for anything else).
    @_optimize(none)
    static func properties(_ object: JSONValue) -> [(key: String, json: JSONValue)] {
        guard case let .object(members)? = object["properties"] else { return [] }
        return members.map { ($0.key, $0.value) }
    }

    /// The map a value is, or may be (`{width, color}` or `null`; a step's `{velocity}` or `release`).
    @_optimize(none)
    static func map(in json: JSONValue) -> JSONValue? {
        if json["properties"] != nil { return json }
        return alternatives(json).first { $0["properties"] != nil }
    }

    @_optimize(none)
    private static func alternatives(_ json: JSONValue) -> [JSONValue] {
        if case let .array(items)? = json["anyOf"] { return items }
        return []
    }

    /// The description a schema gives a value, empty without one.
    @_optimize(none)
    static func description(_ json: JSONValue) -> String {
        if case let .string(text)? = json["description"] { return text }
        return ""
    }

    /// The layer types of a content key, or "all".
    @_optimize(none)
    private static func typesText(_ json: JSONValue) -> String {
        guard case let .array(types)? = json["x-flipbook-when"]?["type"] else { return "all" }
        return types.map { "`\(ConfigYAML.inline($0))`" }.joined(separator: ", ")
    }

    /// "one-key map" for an alternative that is a map of exactly one required key (a script step
    /// such as `{wait: 0.25}`), else `valueText`: for a value of more forms than a table cell lists.
    @_optimize(none)
    private static func oneKeyOrValueText(_ json: JSONValue) -> String {
        if json["type"] == "object", case let .array(required)? = json["required"], required.count == 1, properties(json).count == 1 {
            return "one-key map"
        }
        return valueText(json)
    }

    /// What a value takes, for the tables: `0…1`, `angle`, `colour`, `` `{x, y}` ``, `` `fill`, `fit` ``.
    @_optimize(none)
    static func valueText(_ json: JSONValue) -> String {
        let choices = alternatives(json)
        if !choices.isEmpty {
            // An angle is a number or a string of the angle pattern: one form for the reader.
            if choices.contains(where: { $0["pattern"] == .string(Schemas.anglePattern) }) { return "angle" }
            // Too many forms to list: the one-key maps (script steps) are named together.
            for spell in [valueText, oneKeyOrValueText] {
                var texts: [String] = []
                for text in choices.map(spell) where !texts.contains(text) { texts.append(text) }
                if texts.count <= 4 { return texts.joined(separator: " or ") }
            }
            return "one of \(choices.count) forms"
        }
        if case let .array(names)? = json["enum"] {
            let spelt = names.map { "`\(ConfigYAML.inline($0))`" }
            return spelt.count <= 10 ? spelt.joined(separator: ", ") : "one of \(spelt.count) names"
        }
        if json["pattern"] == .string(Schemas.colorPattern) { return "colour" }
        switch json["type"] {
        case "number"?: return OptionText.rangeText(range(json)) ?? "number"
        case "integer"?: return "integer" + (OptionText.rangeText(range(json)).map { " " + $0 } ?? "")
        case "boolean"?: return "`true` or `false`"
        case "string"?: return "text"
        case "null"?: return "`null`"
        case "array"?:
            guard let items = json["items"] else { return "list" }
            switch items["type"] {
            case "object"?: return "list of maps"
            case "array"?: return "list of lists"
            case "number"? where json["minItems"] != nil && json["minItems"] == json["maxItems"]:
                return "list of \(ConfigYAML.inline(json["minItems"] ?? .null)) numbers"
            default: return "list, each " + valueText(items)
            }
        case "object"?:
            let keys = properties(json).map(\.key)
            if keys.isEmpty { return "map" }
            return "`{" + (keys.count <= 6 ? keys : keys.prefix(4) + ["…"]).joined(separator: ", ") + "}`"
        default: return "value"
        }
    }

    /// The range a number's JSON Schema keywords state.
    @_optimize(none)
    private static func range(_ json: JSONValue) -> NumberRange {
        @_optimize(none)
        func number(_ key: String) -> Double? {
            if case let .number(value)? = json[key] { return value }
            return nil
        }
        return NumberRange(lower: number("minimum") ?? number("exclusiveMinimum"), lowerInclusive: number("exclusiveMinimum") == nil,
                           upper: number("maximum") ?? number("exclusiveMaximum"), upperInclusive: number("exclusiveMaximum") == nil)
    }
}
