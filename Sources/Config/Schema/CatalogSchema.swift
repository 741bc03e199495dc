import Problems
import Transforms

// A catalogued options type's schema, derived from its descriptions: each description's kind,
// unit and range choose the value schema, its doc line becomes the description, its slider the
// designer's slider, and upstream's Swift label an accepted alias.

extension ObjectSchema where Root: OptionCatalog {
    /// The schema of every option `Root` describes, in catalog order.
    @_optimize(none)
    init(catalog: Root.Type) {
        self.init(fields: Root.options.map(CatalogField.field))
    }
}

extension Field {
    /// This field read and written through `keyPath` of a larger value: a catalogued options type's
    /// fields in a draft that holds it beside other values (the page view controller and its curl).
    @_optimize(none)
    func lifted<Outer>(_ keyPath: WritableKeyPath<Outer, Root>) -> Field<Outer> {
        let apply = self.apply, read = self.read
        return Field<Outer>(key: key, aliases: aliases, json: json, apply: { node, outer, path in
            try apply(node, &outer[keyPath: keyPath], path)
        }, read: read.map { read in { read($0[keyPath: keyPath]) } })
    }
}

extension ObjectSchema {
    /// The schema of every option `Options` describes, applied to the options at `keyPath` of
    /// `Root` (the menu's `PagingOptions` inside `SceneMenu`).
    @_optimize(none)
    init<Options: OptionCatalog>(catalog: Options.Type, at keyPath: WritableKeyPath<Root, Options>) {
        self.init(fields: Options.options.map { CatalogField.field($0).lifted(keyPath) })
    }
}

extension OptionDescription {
    /// The option's value in `root` as a config writes it (`flipbook import` writes a case's
    /// defaults so), or `nil` where it has no config spelling.
    @_optimize(none)
    package func configValue(in root: Root) -> JSONValue? {
        CatalogField.field(self).read?(root)
    }
}

/// Builds a `Field` from an `OptionDescription`.
enum CatalogField {
    @_optimize(none)
    static func field<Root>(_ option: OptionDescription<Root>) -> Field<Root> {
        let number = option.unit == .radians ? Schemas.angle(option.range) : Schemas.number(option.range)
        switch option.kind {
        case .number: return field(option, number)
        case .integer: return field(option, Schemas.integer(option.range))
        case .bool: return field(option, Schemas.bool)
        case .point: return field(option, Schemas.point(option.range))
        case .size: return field(option, Schemas.size(option.range))
        case .vector3: return field(option, Schemas.vector3(option.range))
        case .color: return field(option, Schemas.color)
        case let .choice(type): return choiceField(option, type)
        case .pieces(.number): return field(option, PiecesSchemas.number.reference)
        case .pieces(.point): return field(option, PiecesSchemas.point.reference)
        case .pieces(.size): return field(option, PiecesSchemas.size.reference)
        case .optional(.number): return field(option, Schemas.optional(number))
        case .optional(.integer): return field(option, Schemas.optional(Schemas.integer(option.range)))
        case .optional(.point): return field(option, Schemas.optional(Schemas.point(option.range)))
        case .optional(.pieces(.point)): return field(option, Schemas.optional(PiecesSchemas.point.reference))
        case let .optional(.choice(type)): return optionalChoiceField(option, type)
        case let .optional(.nested(type)): return nestedField(option, type)
        case .insets: return field(option, Schemas.insets)
        case .font: return field(option, Schemas.font(startingAt: fontStart, sizeDoc: "Point size."))
        case let .cases(type): return casesField(option, type)
        default: preconditionFailure("\(option.key): no config form for this kind of option yet; add one in CatalogField")
        }
    }

    /// The field for a value of `schema`'s type; the catalog's kind was read off that type, so the
    /// key path always has it.
    @_optimize(none)
    private static func field<Root, Value>(_ option: OptionDescription<Root>, _ schema: ValueSchema<Value>) -> Field<Root> {
        guard let keyPath = option.typedKeyPath(Value.self) else {
            preconditionFailure("\(option.key): the description's kind and key path disagree")
        }
        var schema = schema
        // Every number gets a slider from its description: its own, or one its range and unit give.
        if let slider = option.slider ?? numberSlider(option) {
            schema = schema.slider(slider.min, slider.max, step: slider.step, log: slider.logarithmic)
        }
        if let condition = option.condition {
            schema = schema.only(when: condition.key, isOneOf: condition.values)
        }
        if let bound = option.atMost {
            schema = schema.atMost(bound.key, because: bound.why)
        }
        // Upstream's spelling is an alias, unless it goes through a subview (`view.backgroundColor`), which no config key can.
        let alias = option.swiftName == option.key || option.swiftName.contains(".") ? [] : [option.swiftName]
        return .value(option.key, keyPath, schema, option.doc, aliases: alias)
    }

    /// The derived slider of a numeric option (a number, an integer, a point's or a size's
    /// components), `nil` for the others.
    @_optimize(none)
    private static func numberSlider<Root>(_ option: OptionDescription<Root>) -> OptionSlider? {
        switch option.kind {
        case .number, .optional(.number), .point, .size, .vector3, .optional(.point):
            return OptionSlider.derived(range: option.range, unit: option.unit)
        case .integer, .optional(.integer):
            return OptionSlider.derived(range: option.range, unit: option.unit, integer: true)
        default:
            return nil
        }
    }

    /// What a font map starts from, so a key it leaves out is UIKit's: the system font, 15 pt
    /// regular, `UIFont.systemFont(ofSize: 15)`.
    static let fontStart = TextFont(size: 15, weight: .regular)

    @_optimize(none)
    private static func casesField<Root, Cases: OptionCases>(_ option: OptionDescription<Root>, _: Cases.Type) -> Field<Root> {
        field(option, Schemas.cases(Cases.self))
    }

    @_optimize(none)
    private static func choiceField<Root, Choice: OptionChoice>(_ option: OptionDescription<Root>, _: Choice.Type) -> Field<Root> {
        field(option, Schemas.enumeration(Choice.self))
    }

    @_optimize(none)
    private static func optionalChoiceField<Root, Choice: OptionChoice>(_ option: OptionDescription<Root>, _: Choice.Type) -> Field<Root> {
        field(option, Schemas.optional(Schemas.enumeration(Choice.self)))
    }

    /// An optional nested options value (`rotation3d`): `null` removes it; a map changes the current
    /// value, or builds a new one from the group's template, in which case every initialiser
    /// argument must be given (upstream's initialiser has no defaults for them).
    @_optimize(none)
    private static func nestedField<Root, Nested: NestedOptions>(_ option: OptionDescription<Root>, _: Nested.Type) -> Field<Root> {
        guard let keyPath = option.typedKeyPath(Nested?.self) else {
            preconditionFailure("\(option.key): the description's kind and key path disagree")
        }
        let schema = ObjectSchema(catalog: Nested.self)
        let required = Nested.requiredKeys
        let key = option.key
        let json: JSONValue = .object(["anyOf": [schema.json, .object(["type": "null"])]])
        return Field(key: key, json: Schemas.describe(json, option.doc)) { node, root, path in
            if case .null = node.value {
                root[keyPath: keyPath] = nil
                return
            }
            var value = root[keyPath: keyPath] ?? Nested.template
            if root[keyPath: keyPath] == nil, let entries = node.entries,
               let missing = required.first(where: { name in !entries.contains(where: { $0.key == name }) }) {
                throw Problem(.missing, "`\(path)` is missing `\(missing)`; a new \(key) needs \(required.map { "`\($0)`" }.joined(separator: ", "))", at: node.mark)
            }
            try schema.apply(node, to: &value, at: path)
            root[keyPath: keyPath] = value
        }.reading { root in root[keyPath: keyPath].map(schema.values(of:)) ?? .null }
    }
}
