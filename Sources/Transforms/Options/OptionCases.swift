/// An enumeration an option picks one case of, where a case may carry values (Parchment's
/// `PagingMenuItemSize`, `PagingIndicatorOptions`): each case is described once by an `OptionCase`,
/// from which the config reader (`{sizeToFit: {minWidth, height}}` or `hidden`), `flipbook code`
/// (`.sizeToFit(minWidth: 150, height: 40)`), `flipbook import` and the docs are derived.
package protocol OptionCases: OptionValue {
    /// Every case, in declaration order.
    static var optionCases: [OptionCase<Self>] { get }
    /// This value's case, as configs and Swift name it (`sizeToFit`).
    var name: String { get }
}

extension OptionCases {
    /// `.cases` of this enumeration.
    package static var optionKind: OptionKind { .cases(Self.self) }
}

/// One case of an `OptionCases` enumeration and the values it carries. A case's values are
/// options of the enumeration itself: each is a `WritableKeyPath` to a property that reads the
/// value in this case and, when set, makes the value this case (`minWidth` on a `.fixed` size makes a
/// `.sizeToFit`), so the values are described as any option is (kind, range, unit, doc).
package struct OptionCase<Root>: @unchecked Sendable {
    /// What a case carries.
    package enum Payload {
        /// Nothing: configs write the name (`hidden`), Swift `.hidden`.
        case none
        /// One unlabelled value: configs write `{fixed: 24}`, Swift `.fixed(24)`.
        case value(OptionDescription<Root>)
        /// Labelled values: configs write `{visible: {height: 4}}`, Swift `.visible(height: 4, …)`
        /// with every label, in this order.
        case fields([OptionDescription<Root>])
    }

    /// The case's name (`sizeToFit`), as configs and Swift spell it.
    package let name: String
    /// What it carries.
    package let payload: Payload
    /// The value a config's map for this case starts from (a value left out keeps the template's);
    /// `flipbook import` writes it for an argument the Swift leaves to its default.
    package let template: Root

    /// A case without values: `template` is the case itself.
    package init(_ name: String, _ value: Root) {
        self.name = name
        self.payload = .none
        self.template = value
    }

    /// A case with labelled values, starting from `template`.
    package init(_ name: String, _ template: Root, fields: [OptionDescription<Root>]) {
        self.name = name
        self.payload = .fields(fields)
        self.template = template
    }

    /// A case with one unlabelled value.
    package init(_ name: String, _ template: Root, value: OptionDescription<Root>) {
        self.name = name
        self.payload = .value(value)
        self.template = template
    }

    /// The values it carries, labelled or not.
    package var values: [OptionDescription<Root>] {
        switch payload {
        case .none: return []
        case let .value(value): return [value]
        case let .fields(fields): return fields
        }
    }

    /// How a message or a doc names what the case takes: `hidden`, `{fixed: points}`,
    /// `{visible: {height, zIndex}}`.
    package var form: String {
        switch payload {
        case .none: return name
        case let .value(value): return "{\(name): \(value.unit == .none ? "value" : value.unit.label)}"
        case let .fields(fields): return "{\(name): {\(fields.map(\.key).joined(separator: ", "))}}"
        }
    }
}

extension OptionCases {
    /// The case named `name`.
    package static func optionCase(named name: String) -> OptionCase<Self>? {
        optionCases.first { $0.name == name }
    }

    /// Every case's form joined as a sentence: `hidden or {visible: {height, zIndex}}`.
    package static var forms: String {
        let forms = optionCases.map(\.form)
        guard let last = forms.last else { return "" }
        return forms.count == 1 ? last : forms.dropLast().joined(separator: ", ") + " or " + last
    }
}
