import Transforms

// What the docs' option tables and the presets' effect blocks say about catalogued options:
// derived from the catalog, so they cannot drift from what the reader accepts.

package enum OptionText {
    /// A catalogued value as a config writes it on one line: angles as `pi/4` where exact, maps and
    /// lists in flow style.
    /// `layerOrder` spells a layer order no config can hold (Parchment's `Int.max − n`): `Int.max`
    /// for the docs, a stand-in a config takes for the presets.
    @_optimize(none)
    package static func yaml<Root>(_ option: OptionDescription<Root>, in root: Root, layerOrder: (Int) -> String = SwiftCode.zIndex) -> String {
        let field = CatalogField.field(option)
        guard let value = field.read?(root) else { return "null" }
        if option.unit == .radians, case let .number(radians) = value, let fraction = PiFraction(radians) {
            return fraction.configText
        }
        if case let .cases(type) = option.kind, let text = caseYAML(type, root[keyPath: option.keyPath], layerOrder: layerOrder) { return text }
        if option.unit == .zIndex, let z = root[keyPath: option.keyPath] as? Int, !option.range.contains(Double(z)) {
            return layerOrder(z)
        }
        return ConfigYAML.inline(value)
    }

    /// A case with values written value by value, so each is spelt as its own option is
    /// (`{visible: {height: 4, zIndex: Int.max, …}}`); `nil` for a case without values.
    @_optimize(none)
    private static func caseYAML<Cases: OptionCases>(_: Cases.Type, _ value: Any, layerOrder: (Int) -> String) -> String? {
        guard let value = value as? Cases, let description = Cases.optionCase(named: value.name) else { return nil }
        switch description.payload {
        case .none: return nil
        case let .value(inner): return "{\(value.name): \(yaml(inner, in: value, layerOrder: layerOrder))}"
        case let .fields(fields):
            return "{\(value.name): {" + fields.map { "\($0.key): \(yaml($0, in: value, layerOrder: layerOrder))" }.joined(separator: ", ") + "}}"
        }
    }

    /// What the option takes, for the docs' tables: `0…1`, `{x, y}`, `easeIn, easeOut, linear`, `angle or null`.
    @_optimize(none)
    static func valueText(_ kind: OptionKind, unit: OptionUnit, range: NumberRange) -> String {
        switch kind {
        case .number:
            if unit == .radians { return "angle" }
            let text = rangeText(range) ?? "number"
            return unit == .none || unit == .fraction ? text : "\(text), \(unit.label)"
        case .integer: return "integer" + (rangeText(range).map { " " + $0 } ?? "")
        case .bool: return "`true` or `false`"
        case .point: return "`{x, y}`" + components(unit, range)
        case .size: return "`{width, height}`" + components(unit, range)
        case .vector3: return "`[x, y, z]`" + components(unit, range)
        case .color: return "colour"
        case let .choice(type): return type.names.map { "`\($0)`" }.joined(separator: ", ")
        case let .pieces(inner): return valueText(inner, unit: unit, range: range) + " or a pieces value"
        case let .optional(inner): return valueText(inner, unit: unit, range: range) + ", or `null`"
        case .nested: return "a map (rows below)"
        case .insets: return "`{top, left, bottom, right}`" + components(unit, range)
        case .font: return "`{family, weight, size}`"
        case let .cases(type): return caseForms(type)
        }
    }

    /// Each case's form in backticks, joined by commas (`hidden`, `{visible: {height, zIndex}}`).
    @_optimize(none)
    private static func caseForms<Cases: OptionCases>(_: Cases.Type) -> String {
        Cases.optionCases.map { "`\($0.form)`" }.joined(separator: ", ")
    }

    @_optimize(none)
    private static func components(_ unit: OptionUnit, _ range: NumberRange) -> String {
        let parts = [rangeText(range), unit == .none ? nil : unit.label].compactMap { $0 }
        return parts.isEmpty ? "" : ", each " + parts.joined(separator: ", ")
    }

    /// `0…1`, `≥ 0`, `> 0 and ≤ 1`; `nil` for any number within the general limit, which the
    /// tables leave out (`NumberRange.settingLimit`, stated once in CONFIG.md).
    @_optimize(none)
    static func rangeText(_ range: NumberRange) -> String? {
        let stated = (lower: NumberRange.isGeneralLimit(range.lower) ? nil : range.lower,
                      upper: NumberRange.isGeneralLimit(range.upper) ? nil : range.upper)
        let lower = stated.lower.map { (range.lowerInclusive ? "≥ " : "> ") + $0.shortestDescription }
        let upper = stated.upper.map { (range.upperInclusive ? "≤ " : "< ") + $0.shortestDescription }
        if let low = stated.lower, let high = stated.upper, range.lowerInclusive, range.upperInclusive {
            return "\(low.shortestDescription)…\(high.shortestDescription)"
        }
        let parts = [lower, upper].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// The Markdown table of a catalog's options: key (and upstream's label where it differs), value,
    /// upstream's default and the doc line; nested options follow as `parent.key` rows.
    @_optimize(none)
    static func table<Options: OptionCatalog>(_: Options.Type) -> String {
        var lines = ["| Key | Value | Default | What it does |", "| --- | --- | --- | --- |"]
        rows(Options.self, prefix: "", defaults: Options.upstreamDefaults, required: false, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `table(Options.self)` followed by the rows of `Inner`, a catalog held beside it under the
    /// key `innerKey` (the page view controller's `curl`), as `innerKey.key` rows.
    @_optimize(none)
    static func table<Options: OptionCatalog, Inner: OptionCatalog>(_: Options.Type, then _: Inner.Type, under innerKey: String) -> String {
        var lines = [table(Options.self).dropLast().description]
        rows(Inner.self, prefix: innerKey + ".", defaults: Inner.upstreamDefaults, required: false, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row per option; `required` marks a nested type's initialiser arguments, which have no default.
    @_optimize(none)
    private static func rows<Options: OptionCatalog>(_: Options.Type, prefix: String, defaults: Options, required: Bool,
                                                     into lines: inout [String]) {
        for option in Options.options {
            var key = "`\(prefix)\(option.key)`"
            if option.swiftName != option.key { key += " (upstream `\(option.swiftName)`)" }
            if option.swiftPlacement == .flipbookOnly { key += " (Flipbook's own)" }
            let value = valueText(option.kind, unit: option.unit, range: option.range)
            let initial = required && option.swiftPlacement == .argument ? "required" : "`\(yaml(option, in: defaults))`"
            lines.append("| \(key) | \(value) | \(initial) | \(cell(option.doc)) |")
            if case let .optional(.nested(type)) = option.kind { nestedRows(type, prefix: prefix + option.key + ".", into: &lines) }
            if case let .cases(type) = option.kind { caseRows(type, prefix: prefix + option.key + ".", into: &lines) }
        }
    }

    /// One row per value a case carries, `parent.case.value` (`parent.case` for an unlabelled one),
    /// its default what a config's map for the case starts from.
    @_optimize(none)
    private static func caseRows<Cases: OptionCases>(_: Cases.Type, prefix: String, into lines: inout [String]) {
        for option in Cases.optionCases {
            for value in option.values {
                // An unlabelled value has no default: `{fixed: 24}` always gives it.
                let isValue = if case .value = option.payload { true } else { false }
                let key = isValue ? prefix + option.name : prefix + option.name + "." + value.key
                let text = valueText(value.kind, unit: value.unit, range: value.range)
                let initial = isValue ? "required" : "`\(yaml(value, in: option.template))`"
                lines.append("| `\(key)` | \(text) | \(initial) | \(cell(value.doc)) |")
            }
        }
    }

    @_optimize(none)
    private static func nestedRows<Nested: NestedOptions>(_: Nested.Type, prefix: String, into lines: inout [String]) {
        rows(Nested.self, prefix: prefix, defaults: Nested.template, required: true, into: &lines)
    }

    /// A doc line inside a table cell: `|` escaped.
    @_optimize(none)
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
