import Transforms

// Options initialisers derived from the option catalogs: each option that differs from
// upstream's default, under upstream's label (`stackRotateAngel`), spelt by its kind and unit.

extension SwiftCode {
    /// `label: value` for each initialiser argument whose value differs from upstream's default,
    /// in upstream's parameter order.
    @_optimize(none)
    static func arguments<Options: OptionCatalog>(_ options: Options) -> [String] {
        let defaults = Options.upstreamDefaults
        return Options.options.compactMap { option in
            guard option.swiftPlacement == .argument, !option.isEqual(in: options, and: defaults) else { return nil }
            return "\(option.swiftName): \(literal(options[keyPath: option.keyPath], option.kind, unit: option.unit))"
        }
    }

    /// `label: value` for every initialiser argument, upstream's defaults included: for an
    /// initialiser with no defaults (`UIPageViewController(transitionStyle:navigationOrientation:options:)`).
    @_optimize(none)
    static func everyArgument<Options: OptionCatalog>(_ options: Options) -> [String] {
        Options.options.filter { $0.swiftPlacement == .argument }.map { option in
            "\(option.swiftName): \(literal(options[keyPath: option.keyPath], option.kind, unit: option.unit))"
        }
    }

    /// `.key: NSNumber(value: …)` for each options-dictionary entry that applies (its condition
    /// holds), has a value and differs from upstream's default.
    @_optimize(none)
    static func optionsEntries<Options: OptionCatalog>(_ options: Options) -> [String] {
        Options.options.compactMap { option in
            guard case let .optionsEntry(valueType) = option.swiftPlacement, Options.applies(option, to: options),
                  !option.isEqual(in: options, and: Options.upstreamDefaults) else { return nil }
            var value: Any = options[keyPath: option.keyPath]
            var kind = option.kind
            if case let .optional(wrapped) = kind {
                guard let present = (value as? any OptionalOption)?.wrappedOption else { return nil }
                (value, kind) = (present, wrapped)
            }
            if case .choice = kind, let valueType, let choice = value as? any OptionChoice {
                return ".\(option.swiftName): NSNumber(value: \(valueType).\(choice.rawValue).rawValue)"
            }
            return ".\(option.swiftName): NSNumber(value: \(literal(value, kind, unit: option.unit)))"
        }
    }

    /// `name.property = value` for each property that applies and differs from `defaults`, in a
    /// `#available` check where upstream's property needs a newer OS.
    @_optimize(none)
    static func propertyAssignments<Options: OptionCatalog>(_ options: Options, defaults: Options, on name: String) -> [String] {
        Options.options.compactMap { option in
            guard option.swiftPlacement == .property, Options.applies(option, to: options),
                  !option.isEqual(in: options, and: defaults) else { return nil }
            let assignment = "\(name).\(option.swiftName) = \(literal(options[keyPath: option.keyPath], option.kind, unit: option.unit))"
            return option.swiftAvailability.map { "if #available(\($0), *) { \(assignment) }" } ?? assignment
        }
    }

    /// The Swift literal for an option's value of `kind`.
    @_optimize(none)
    static func literal(_ value: Any, _ kind: OptionKind, unit: OptionUnit) -> String {
        switch kind {
        case .number: return (value as? Double).map { unit == .radians ? angle($0) : number($0) } ?? mismatch(kind)
        case .integer: return (value as? Int).map { unit == .zIndex ? zIndex($0) : String($0) } ?? mismatch(kind)
        case .bool: return (value as? Bool).map(bool) ?? mismatch(kind)
        case .point: return (value as? Point).map(point) ?? mismatch(kind)
        case .size: return (value as? Size).map(size) ?? mismatch(kind)
        case .vector3: return (value as? Vector3).map(tuple) ?? mismatch(kind)
        case .color: return (value as? Color).map(color) ?? mismatch(kind)
        case .choice: return (value as? any OptionChoice).map { ".\($0.rawValue)" } ?? mismatch(kind)
        case .pieces(.number): return (value as? PiecesValue<Double>).map { pieces($0, number) } ?? mismatch(kind)
        case .pieces(.point): return (value as? PiecesValue<Point>).map { pieces($0, point) } ?? mismatch(kind)
        case .pieces(.size): return (value as? PiecesValue<Size>).map { pieces($0, size) } ?? mismatch(kind)
        case .pieces: return mismatch(kind)
        case let .optional(wrapped):
            guard let optional = value as? any OptionalOption else { return mismatch(kind) }
            return optional.wrappedOption.map { literal($0, wrapped, unit: unit) } ?? "nil"
        case let .nested(type):
            return nested(value, type)
        case .insets: return (value as? EdgeInsets).map(insets) ?? mismatch(kind)
        case .font: return (value as? TextFont).map(font) ?? mismatch(kind)
        case let .cases(type): return oneCase(value, type)
        }
    }

    /// `property = value` lines for each option set after the initialiser (`options.menuItemSpacing = 8`)
    /// whose value differs from upstream's default, in the catalog's order.
    @_optimize(none)
    static func assignments<Options: OptionCatalog>(_ options: Options, to variable: String) -> [String] {
        let defaults = Options.upstreamDefaults
        return Options.options.compactMap { option in
            guard option.swiftPlacement == .property, !option.isEqual(in: options, and: defaults) else { return nil }
            return "\(variable).\(option.swiftName) = \(literal(options[keyPath: option.keyPath], option.kind, unit: option.unit))"
        }
    }

    /// An enumeration case with its values: `.hidden`, `.fixed(24)`, `.sizeToFit(minWidth: 150, height: 40)`.
    @_optimize(none)
    private static func oneCase<Cases: OptionCases>(_ value: Any, _: Cases.Type) -> String {
        guard let value = value as? Cases, let description = Cases.optionCase(named: value.name) else { return mismatch(Cases.optionKind) }
        switch description.payload {
        case .none: return "." + value.name
        case let .value(inner): return ".\(value.name)(\(literal(value[keyPath: inner.keyPath], inner.kind, unit: inner.unit)))"
        case let .fields(fields):
            let arguments = fields.map { "\($0.swiftName): \(literal(value[keyPath: $0.keyPath], $0.kind, unit: $0.unit))" }
            return ".\(value.name)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`, or `.zero`.
    @_optimize(none)
    static func insets(_ e: EdgeInsets) -> String {
        e == .zero ? ".zero" : "UIEdgeInsets(top: \(number(e.top)), left: \(number(e.left)), "
            + "bottom: \(number(e.bottom)), right: \(number(e.right)))"
    }

    /// A layer order: `Int.max` and `Int.max - n` near the top, as Parchment's defaults are written.
    @_optimize(none)
    package static func zIndex(_ z: Int) -> String {
        z == Int.max ? "Int.max" : z > Int.max - 1000 ? "Int.max - \(Int.max - z)" : "\(z)"
    }

    /// A `UIFont`: the system font by size and weight, or a family's face picked by weight.
    @_optimize(none)
    static func font(_ font: TextFont) -> String {
        let weight = FontWeight.named.first { $0.weight == font.weight }.map { "." + $0.name }
            ?? "UIFont.Weight(rawValue: \(number(font.weight.rawValue)))"
        guard let family = font.family else { return "UIFont.systemFont(ofSize: \(number(font.size)), weight: \(weight))" }
        // UIKit picks a family's face by weight through a descriptor, as Flipbook does.
        let weightValue = (weight.hasPrefix(".") ? "UIFont.Weight" + weight : weight) + ".rawValue"
        return "UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: \(MenuSwiftCode.quoted(family)), "
            + ".traits: [UIFontDescriptor.TraitKey.weight: \(weightValue)]]), size: \(number(font.size)))"
    }

    /// A nested options value: its initialiser with every argument (upstream's has no defaults),
    /// then, in a closure, each property that differs from the template (`isDoubleSided`).
    @_optimize(none)
    private static func nested<Nested: NestedOptions>(_ value: Any, _: Nested.Type) -> String {
        guard let value = value as? Nested else { return mismatch(Nested.optionKind) }
        let call = "\(Nested.swiftTypeName)(\(everyArgument(value).joined(separator: ", ")))"
        let properties = Nested.options.filter { $0.swiftPlacement == .property && !$0.isEqual(in: value, and: Nested.template) }
        guard !properties.isEmpty else { return call }
        // The type's first word names the variable: `Rotation3dOptions` → `rotation`.
        let typeName = Nested.swiftTypeName.split(separator: ".").last.map(String.init) ?? Nested.swiftTypeName
        let word = typeName.prefix(1).lowercased() + typeName.dropFirst().prefix { $0.isLowercase }
        let assignments = properties.map { option in
            "    \(word).\(option.swiftName) = \(literal(value[keyPath: option.keyPath], option.kind, unit: option.unit))\n"
        }
        return "{\n    var \(word) = \(call)\n" + assignments.joined() + "    return \(word)\n}()"
    }

    /// The catalog's kind and value disagree: a programming error in a catalog, never user input.
    @_optimize(none)
    private static func mismatch(_ kind: OptionKind) -> String {
        preconditionFailure("an option's value does not have its catalog kind \(kind)")
    }
}
