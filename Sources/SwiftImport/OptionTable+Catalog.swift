import Config
import Transforms

// Import tables derived from the option catalogs: each option under upstream's Swift label (and
// the config key, where they differ), its kind read as Swift literals of that kind; Flipbook's own
// options have no Swift to read.

extension OptionTable {
    /// The table of a catalogued options type: its Swift type name (and the last part of it, as an
    /// app may write `Rotation3dOptions` alone) and every option.
    init<Options: OptionCatalog>(catalog: Options.Type) {
        var typeNames = [Options.swiftTypeName]
        if let last = Options.swiftTypeName.split(separator: ".").last, last != Substring(Options.swiftTypeName) {
            typeNames.append(String(last))
        }
        var entries: [Entry] = []
        // Options-dictionary entries are read with their dictionary, not as labels or properties.
        for option in Options.options where option.swiftPlacement == .argument || option.swiftPlacement == .property {
            let kind = ValueKind(option.kind, unit: option.unit)
            entries.append(Entry(swiftName: option.swiftName, key: option.key, kind: kind))
            if option.swiftName != option.key { entries.append(Entry(swiftName: option.key, key: option.key, kind: kind)) }
        }
        self.init(typeNames: typeNames, entries: entries)
    }
}

extension ValueKind {
    /// How a Swift literal of an option of `kind` reads (radians as angles, `.pi / 4`).
    init(_ kind: OptionKind, unit: OptionUnit) {
        switch kind {
        case .number: self = unit == .radians ? .angle : .number
        case .integer: self = unit == .zIndex ? .zIndex : .integer
        case .bool: self = .bool
        case .point: self = .point
        case .size: self = .size
        case .vector3: self = .triple
        case .color: self = .color
        case .choice: self = .word
        case let .pieces(inner): self = .pieces(ValueKind(inner, unit: unit))
        case let .optional(inner): self = .optional(ValueKind(inner, unit: unit))
        case let .nested(type): self = .options(OptionTable(catalog: type))
        case .insets: self = .insets
        case .font: self = .font
        case let .cases(type): self = .cases(Self.caseForms(type))
        }
    }

    /// Each case of `Cases` as Swift writes it: `.hidden` → `hidden`, `.fixed(24)` → `{fixed: 24}`,
    /// `.visible(height: 2)` → `{visible: {height: 2, …}}` with each value the Swift leaves out at the
    /// case's template (so a base the config extends cannot lend its own).
    private static func caseForms<Cases: OptionCases>(_: Cases.Type) -> [CaseForm] {
        Cases.optionCases.map { option in
            switch option.payload {
            case .none:
                return CaseForm(name: option.name, key: nil, arguments: [])
            case let .value(value):
                return CaseForm(name: option.name, key: option.name, arguments: [("", "", ValueKind(value.kind, unit: value.unit))])
            case let .fields(fields):
                return CaseForm(name: option.name, key: option.name,
                                arguments: fields.map { ($0.swiftName, $0.key, ValueKind($0.kind, unit: $0.unit)) },
                                defaults: fields.compactMap { field in field.configValue(in: option.template).map { .init(field.key, $0) } })
            }
        }
    }
}
