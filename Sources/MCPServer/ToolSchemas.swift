import Config

/// The JSON Schemas of the tools' arguments. Where an argument is a config setting (`timeline`,
/// `viewport`, `scale`) its schema is the config schema's own (`ConfigSchema.json`, what
/// `flipbook schema` prints), so a tool accepts exactly what a config file does; the script form
/// of a timeline is described rather than spelt out (its full schema, 13 KB, would be in every
/// `tools/list` three times), with the resources that have it.
enum ToolSchemas {
    /// The config schema, made once (`ConfigSchema.json` builds it anew on every use).
    static let config = ConfigSchema.json

    /// The config schema's definition of the top-level key `key`, without Flipbook's editor hints
    /// (`x-flipbook-*`, which only the designer reads).
    static func setting(_ key: String) -> JSONValue {
        withoutHints(config["properties"]?[key] ?? .object([]))
    }

    /// `preset`, `config` and `file`: the three ways to name a scene (a call gives one of them).
    static let scene: [(name: String, schema: JSONValue)] = [
        ("preset", .object([
            "type": "string", "enum": .array(PresetCatalog.names.map(JSONValue.string)),
            "description": "A built-in preset (resource flipbook://presets lists them with a line each, flipbook://presets/NAME is its YAML).",
        ])),
        ("config", .object([
            "type": "string",
            "description": "A config file's text, YAML or JSON (schema: resource flipbook://schema), e.g. \"extends: scale.coverFlow\\neffect: {scale: {minScale: 0.6}}\". Relative paths in it start in the server's first folder; problems give the line and column in this text.",
        ])),
        ("file", .object([
            "type": "string",
            "description": "A config file (YAML or JSON) inside the server's folders, relative to the first one.",
        ])),
    ]

    /// `offsets`: the config's list form of a timeline.
    static var offsets: JSONValue {
        describe(timelineForms.first ?? .object([]), "Scroll offsets in pages (item i is centred at offset i), e.g. [0, 0.5, 1]; or give `timeline`.")
    }

    /// `timeline`: a config's `timeline` (a list, a sweep, or a time-based script).
    static var timeline: JSONValue {
        var forms = timelineForms
        if forms.count == 3 {
            let description = forms[2]["description"].flatMap { if case let .string(text) = $0 { text } else { nil } } ?? ""
            forms[2] = .object(["type": "object", "description": .string(description + " Its keys (steps: drag, release, scroll, setCurrentPage, select, wait) are in the resources flipbook://tables/timeline and flipbook://schema.")])
        }
        return .object([
            "description": "The frames, as a config's `timeline`: a list of offsets, a sweep {from, to, frames, curve}, or a time-based script {fps, steps}. Replaces the scene's own.",
            "anyOf": .array(forms),
        ])
    }

    /// `scale`: `output.scale`.
    static var scale: JSONValue {
        describe(withoutHints(setting("output")["properties"]?["scale"] ?? .object([])),
                 "Pixels per point: 1, 2 or 3 like iPhones (0.25…4); replaces the scene's output.scale.")
    }

    /// `viewport`: the collection view's size.
    static var viewport: JSONValue {
        describe(setting("viewport"), "The collection view's size in points, {width, height} or [width, height]; replaces the scene's viewport.")
    }

    /// A string argument that is one of `choices`.
    static func choice(_ choices: [String], _ description: String) -> JSONValue {
        .object(["type": "string", "enum": .array(choices.map(JSONValue.string)), "description": .string(description)])
    }

    /// A plain argument of JSON type `type`.
    static func plain(_ type: String, _ description: String, extra: [JSONValue.Member] = []) -> JSONValue {
        .object([JSONValue.Member("type", .string(type)), JSONValue.Member("description", .string(description))] + extra)
    }

    /// The config schema's three timeline forms.
    private static var timelineForms: [JSONValue] {
        if case let .array(forms)? = setting("timeline")["anyOf"] { return forms }
        return []
    }

    /// `schema` with its description replaced by `description`.
    private static func describe(_ schema: JSONValue, _ description: String) -> JSONValue {
        guard case let .object(members) = schema else { return schema }
        return .object([JSONValue.Member("description", .string(description))] + members.filter { $0.key != "description" })
    }

    /// `schema` without the `x-flipbook-*` keys, at any depth.
    static func withoutHints(_ schema: JSONValue) -> JSONValue {
        switch schema {
        case let .object(members):
            return .object(members.filter { !$0.key.hasPrefix("x-flipbook-") }.map { JSONValue.Member($0.key, withoutHints($0.value)) })
        case let .array(items):
            return .array(items.map(withoutHints))
        default:
            return schema
        }
    }
}

extension ToolSchemas {
    /// `offsets` and `timeline`, the frames of render, strip and inspect.
    static var frames: [FlipbookTool.Argument] { [("offsets", offsets), ("timeline", timeline)] }

    /// `scale` and `viewport`, the frame's size.
    static var size: [FlipbookTool.Argument] { [("scale", scale), ("viewport", viewport)] }

    /// The structured result's schema: an object with `properties`, of which `required` must be there.
    static func result(_ properties: KeyValuePairs<String, JSONValue>, required: [String]) -> JSONValue {
        .object(["type": "object", "properties": .object(properties), "required": .array(required.map(JSONValue.string))])
    }
}
