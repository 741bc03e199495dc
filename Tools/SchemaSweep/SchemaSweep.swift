import Foundation

/// Configs that set each numeric setting of `flipbook schema`'s JSON Schema to a value, one
/// setting at a time, in a scene where the setting is drawn: the sweep that the end-to-end tests
/// run through `validate`, `strip` and the designer, and that `flipbook-fuzz` draws its extreme
/// numbers from.
///
/// Every number in the schema is a leaf reached by properties, list items and `anyOf`
/// alternatives; the leaves of one setting (its `{x, y}` and `[x, y]` spellings, a pieces value's
/// forms, a custom effect's base options) are swept once, by the first leaf found. The config is
/// the smallest map that reaches the leaf, with what the reader also needs beside it (a required
/// key, the other end of a `from`/`to` pair, a spring's other parameters, a custom track's
/// keyframes, a script's steps), on a preset that draws it (a menu preset for `menu.…`, a curl for
/// `pageViewController.…`, a layer with a 3-D rotation for layers), at a 60×80 viewport.
public struct SchemaSweep {
    /// One config: `setting` (its key path, `menu.menuInsets.top`) at `value`.
    public struct Case: Sendable {
        public var setting: String
        public var value: Double
        /// The config as JSON text (a `.json` config file, or the designer's `config`).
        public var json: String
    }

    /// The values every setting is swept through: the issue's ±1e308, 1e19, −1 and 0.
    public static let extremeValues: [Double] = [1e308, -1e308, 1e19, -1, 0]

    let schema: [String: Any]
    let definitions: [String: Any]
    /// Each setting's first leaf: the steps that reach it.
    public let settings: [(setting: String, steps: [Step])]

    /// A step from a schema node to one inside it.
    public enum Step: Sendable {
        case property(String)
        case alternative(Int)
        case item
    }

    /// The sweep of the schema in `data` (`flipbook schema`'s output); `nil` when it is not a JSON object.
    public init?(schema data: Data) {
        guard let schema = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        self.schema = schema
        definitions = schema["definitions"] as? [String: Any] ?? [:]
        var leaves: [[Step]] = []
        Self.walk(schema, [], depth: 0, definitions: definitions, into: &leaves)
        var seen: Set<String> = []
        var settings: [(String, [Step])] = []
        // A setting's own leaf before a custom effect's copy of it (`effect.custom.base.scale.…`):
        // a preset of the kind holds the rest of its map.
        let throughBase = { (steps: [Step]) in steps.contains { if case .property("base") = $0 { return true } else { return false } } }
        for steps in leaves.filter({ !throughBase($0) }) + leaves.filter(throughBase) {
            let setting = Self.setting(of: steps)
            if seen.insert(setting).inserted { settings.append((setting, steps)) }
        }
        self.settings = settings.sorted { $0.0 < $1.0 }
    }

    /// A config for every setting at every one of `values`.
    public func cases(values: [Double] = SchemaSweep.extremeValues) -> [Case] {
        settings.flatMap { setting, steps in values.map { config(setting: setting, steps: steps, value: $0) } }
    }

    /// A config for every setting at a value its schema accepts (its slider's middle, or inside its
    /// bounds): each must validate, which shows the sweep reaches every setting.
    public func controls() -> [Case] {
        settings.map { setting, steps in config(setting: setting, steps: steps, value: nil) }
    }

    // MARK: The schema's leaves

    private static func resolve(_ node: [String: Any], _ definitions: [String: Any]) -> [String: Any] {
        var node = node
        while let reference = node["$ref"] as? String, let target = definitions[String(reference.split(separator: "/").last ?? "")] as? [String: Any] {
            node = target
        }
        return node
    }

    private static func isNumber(_ node: [String: Any]) -> Bool {
        let types = (node["type"] as? String).map { [$0] } ?? node["type"] as? [String] ?? []
        return types.contains("number") || types.contains("integer")
    }

    private static func walk(_ node: [String: Any], _ steps: [Step], depth: Int, definitions: [String: Any], into leaves: inout [[Step]]) {
        let node = resolve(node, definitions)
        guard depth < 30 else { return }
        if isNumber(node) { leaves.append(steps); return }
        for (index, alternative) in alternatives(of: node).enumerated() {
            walk(alternative, steps + [.alternative(index)], depth: depth + 1, definitions: definitions, into: &leaves)
        }
        for (key, value) in (node["properties"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let value = value as? [String: Any] { walk(value, steps + [.property(key)], depth: depth + 1, definitions: definitions, into: &leaves) }
        }
        if let items = node["items"] as? [String: Any] { walk(items, steps + [.item], depth: depth + 1, definitions: definitions, into: &leaves) }
    }

    private static func alternatives(of node: [String: Any]) -> [[String: Any]] {
        (node["anyOf"] as? [[String: Any]]) ?? (node["oneOf"] as? [[String: Any]]) ?? []
    }

    /// The forms a pieces value takes (`{sum: […]}`, `{columnBased: …}`): spellings of one setting.
    private static let forms: Set<String> = ["sum", "product", "static", "columnBased", "rowBased", "columnBasedMirror", "rowBasedMirror",
                                             "columnOddEven", "rowOddEven", "indexBasedCustom", "rowBasedCustom", "columnBasedCustom"]

    /// The setting a leaf belongs to: its property names, without pieces forms, a custom effect's
    /// base options named as the effect's own.
    static func setting(of steps: [Step]) -> String {
        let names = steps.compactMap { step -> String? in
            if case let .property(name) = step, !forms.contains(name) { return name }
            return nil
        }
        let path = names.joined(separator: ".")
        return path.hasPrefix("effect.custom.base.") ? "effect." + path.dropFirst("effect.custom.base.".count) : path
    }
}
