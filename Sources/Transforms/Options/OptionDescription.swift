import Foundation
/// One option described once: its config key and upstream's Swift label, where it lives in its
/// options type, what values it takes, their unit and range, its documentation line and the range
/// a person tunes it in. The config reader and its JSON Schema, `flipbook code`, `flipbook import`,
/// the designer's form, the docs' option tables and the commented presets are all derived from
/// these descriptions (`OptionCatalog.options`), so an option is named in its struct, its math and
/// here, and nowhere else.
package struct OptionDescription<Root>: @unchecked Sendable {
    /// The config key (`stackRotateAngle`).
    package let key: String
    /// Upstream's Swift label when it differs from the key (`stackRotateAngel`); configs accept both.
    package let swiftName: String
    /// Where the value lives in `Root`: a `WritableKeyPath<Root, Value>` whose `Value` gave `kind`.
    package let keyPath: PartialKeyPath<Root>
    /// What the value is: a number, a point, an optional pieces value, a nested group…
    package let kind: OptionKind
    /// What a number means, which also decides how it is written (`.radians`: `"pi/4"`, `.pi / 4`).
    package let unit: OptionUnit
    /// The numbers allowed (each component of a point or size); `.finite` when any finite number is.
    package let range: NumberRange
    /// One line for readers: the schema's description, the docs' table and the presets' comment.
    package let doc: String
    /// The range a person tunes it in, for the designer's slider; `nil` to derive none.
    package let slider: OptionSlider?
    /// How `flipbook code` passes it: an initialiser argument, or a property set afterwards.
    package let swiftPlacement: SwiftPlacement
    /// The modifier upstream's SwiftUI view sets this option with, when it has one of its own
    /// (Parchment's `PageView`: `menuItemSpacing`, `foregroundColor` for `textColor`); `nil` when it
    /// has none (`font`), and for options types whose SwiftUI view takes the whole value
    /// (`ScalePageView`'s `.options(…)`).
    package let swiftUIModifier: String?
    /// The OS version upstream's property needs (`iOS 16.0`), which `flipbook code` checks with
    /// `#available`; `nil` when every supported version has it.
    package let swiftAvailability: String?
    /// The sibling option that decides whether this one applies (`interPageSpacing` only with
    /// `transitionStyle: scroll`): the designer disables it otherwise, and `flipbook code` leaves it out.
    package let condition: OptionCondition?
    /// The sibling option this one should not exceed, and what happens when it does (`minScale`
    /// above `maxScale`): the designer warns under the option; the value is still allowed, as
    /// upstream allows it.
    package let atMost: OptionBound?

    /// An option whose value type `Value` says its kind.
    package init<Value: OptionValue>(_ key: String, _ keyPath: WritableKeyPath<Root, Value>, unit: OptionUnit = .none,
                                    range: NumberRange = .finite, slider: OptionSlider? = nil, swiftName: String? = nil,
                                    swift placement: SwiftPlacement = .argument, swiftUI modifier: SwiftUIModifier? = nil,
                                    available: String? = nil, only condition: OptionCondition? = nil, atMost bound: OptionBound? = nil,
                                    _ doc: String) {
        self.key = key
        self.swiftName = swiftName ?? key
        self.keyPath = keyPath
        self.kind = Value.optionKind
        self.unit = unit
        self.range = range
        self.doc = doc
        self.slider = slider
        self.swiftPlacement = placement
        self.swiftUIModifier = modifier.map { $0.name ?? swiftName ?? key }
        self.swiftAvailability = available
        self.condition = condition
        self.atMost = bound
    }

    /// The key path typed as `Value`, or `nil` when `Value` is not the option's value type.
    package func typedKeyPath<Value>(_: Value.Type = Value.self) -> WritableKeyPath<Root, Value>? {
        keyPath as? WritableKeyPath<Root, Value>
    }

    /// Whether `root` and `other` hold the same value of this option.
    package func isEqual(in root: Root, and other: Root) -> Bool {
        guard let left = root[keyPath: keyPath] as? AnyHashable, let right = other[keyPath: keyPath] as? AnyHashable else {
            return false
        }
        return left == right
    }
}

/// When an option applies: while the sibling choice option `key` is one of `values`.
package struct OptionCondition: Hashable, Sendable {
    /// The sibling option's config key (`transitionStyle`).
    package let key: String
    /// The case names under which the option applies (`scroll`).
    package let values: [String]

    /// The option applies while `key` is one of `values`.
    package static func when(_ key: String, is values: String...) -> OptionCondition {
        OptionCondition(key: key, values: values)
    }
}

/// A sibling option a number should not exceed (`minScale` ≤ `maxScale`), with why it matters.
package struct OptionBound: Hashable, Sendable {
    /// The sibling option's config key (`maxScale`).
    package let key: String
    /// What happens past it, as a clause for a warning ("every card is drawn at maxScale, so
    /// minScale does nothing").
    package let why: String

    /// The option should stay at most `key`; `why` says what happens otherwise.
    package init(_ key: String, _ why: String) {
        self.key = key
        self.why = why
    }
}

/// How `flipbook code` gives an option to upstream's type.
package enum SwiftPlacement: Hashable, Sendable {
    /// A labelled argument of the initialiser.
    case argument
    /// An entry of the options dictionary the initialiser takes
    /// (`[UIPageViewController.OptionsKey: Any]`) under the option's Swift name, its value an
    /// `NSNumber`; a choice is passed as the raw value of `valueType`'s case
    /// (`UIPageViewController.SpineLocation.mid.rawValue`).
    case optionsEntry(valueType: String? = nil)
    /// A property set after the initialiser, which has no parameter for it (`isDoubleSided`).
    case property
    /// Flipbook's own setting with no upstream spelling (the page dots' geometry): `flipbook code`
    /// cannot pass it and `flipbook import` cannot read it.
    case flipbookOnly
}

/// A modifier of upstream's SwiftUI view that sets one option (Parchment's `PageView`:
/// `.menuItemSpacing(8)`, `.foregroundColor(.black)` for `textColor`).
package struct SwiftUIModifier: Hashable, Sendable {
    /// The modifier's name; `nil` when it is the option's Swift name.
    package let name: String?

    /// A modifier named as the option (`menuItemSpacing`).
    package static let modifier = SwiftUIModifier(name: nil)

    /// A modifier named `name` (`foregroundColor` for `textColor`).
    package static func modifier(_ name: String) -> SwiftUIModifier {
        SwiftUIModifier(name: name)
    }
}

/// What a number means: shown in the docs, and deciding how angles are written.
package enum OptionUnit: String, Sendable {
    /// A plain number (a factor, a count).
    case none
    /// Radians; configs also take `"45deg"` and `"pi/4"`, Swift is written `.pi / 4`.
    case radians
    /// Points.
    case points
    /// Fractions of the card's width or height.
    case cardFraction
    /// A fraction `0…1` (an opacity).
    case fraction
    /// Pages of scroll progress.
    case pages
    /// A layer order (Parchment's `zIndex`): a whole number, `Int.max` written so in Swift.
    case zIndex

    /// The unit as the docs' tables name it (empty for `none`).
    package var label: String {
        switch self {
        case .none: return ""
        case .radians: return "radians"
        case .points: return "points"
        case .cardFraction: return "× card size"
        case .fraction: return "0…1"
        case .pages: return "pages"
        case .zIndex: return "layer order"
        }
    }
}

/// The range a person tunes an option in (the designer's slider); the hard limits stay the
/// option's `range`.
package struct OptionSlider: Hashable, Sendable {
    /// The slider's left end.
    package var min: Double
    /// The slider's right end.
    package var max: Double
    /// One step.
    package var step: Double
    /// Whether the slider moves evenly through orders of magnitude.
    package var logarithmic: Bool

    /// A slider from `min` to `max` in steps of `step`.
    package init(_ min: Double, _ max: Double, step: Double, log: Bool = false) {
        self.min = min
        self.max = max
        self.step = step
        self.logarithmic = log
    }

    /// The slider of an option described without one, from what its description says: a range it
    /// states of up to 10,000 is the slider's (an exclusive end one step inside); otherwise its
    /// unit's working window (angles ±2π, points ±200 or 0…200, fractions of a card ±2, pages ±5,
    /// plain numbers ±10 or 0…10), cut to the range. Never from the option's name.
    package static func derived(range: NumberRange, unit: OptionUnit, integer: Bool = false) -> OptionSlider {
        let lower = range.lower ?? -NumberRange.settingLimit, upper = range.upper ?? NumberRange.settingLimit
        let stated = !NumberRange.isGeneralLimit(range.lower) && !NumberRange.isGeneralLimit(range.upper)
        let window: (Double, Double, Double)
        if stated, upper - lower <= 10_000 {
            window = (lower, upper, niceStep((upper - lower) / 200))
        } else {
            let signed = lower < 0
            switch unit {
            case .radians: window = (-2 * .pi, 2 * .pi, 0.01)
            case .points: window = (signed ? -200 : 0, 200, 1)
            case .cardFraction: window = (-2, 2, 0.01)
            case .fraction: window = (0, 1, 0.01)
            case .pages: window = (-5, 5, 0.01)
            case .zIndex: window = (0, 10, 1)
            case .none: window = (signed ? -10 : 0, 10, 0.01)
            }
        }
        let step = integer || unit == .zIndex ? Swift.max(1, window.2.rounded()) : window.2
        let low = Swift.max(window.0, range.lowerInclusive ? lower : lower + step)
        let high = Swift.min(window.1, range.upperInclusive ? upper : upper - step)
        return OptionSlider(low, Swift.max(low, high), step: step)
    }

    /// The power of ten at or below `span` (0.01 for 0.05), a step that reads well on a slider.
    private static func niceStep(_ span: Double) -> Double {
        guard span.isFinite, span > 0 else { return 1 }
        return pow(10, (log10(span)).rounded(.down))
    }
}

/// An options type whose options are described once (`ScaleTransformViewOptions`, its
/// `Rotation3dOptions`, …).
package protocol OptionCatalog: Hashable, Sendable {
    /// Upstream's type name as Swift code writes it (`ScaleTransformViewOptions.Rotation3dOptions`).
    static var swiftTypeName: String { get }
    /// Every option, in upstream's parameter order.
    static var options: [OptionDescription<Self>] { get }
    /// The value upstream's initialiser gives an option it has a default for: the docs' defaults
    /// and what `flipbook code` leaves out.
    static var upstreamDefaults: Self { get }
}

/// An options type that is itself an optional option of another (`rotation3d`): a config that
/// creates one must give every `.argument` option, as upstream's initialiser has no defaults.
package protocol NestedOptions: OptionCatalog, OptionValue {
    /// The value a new group starts from before a config's keys are applied.
    static var template: Self { get }
}

extension OptionCatalog {
    /// The options a config must give to create a new value (the initialiser's arguments).
    package static var requiredKeys: [String] {
        options.filter { $0.swiftPlacement == .argument }.map(\.key)
    }

    /// Whether `option` applies to `root`: it has no condition, or the condition's sibling choice
    /// holds one of its values.
    package static func applies(_ option: OptionDescription<Self>, to root: Self) -> Bool {
        guard let condition = option.condition else { return true }
        guard let sibling = options.first(where: { $0.key == condition.key }),
              let name = (root[keyPath: sibling.keyPath] as? any OptionChoice)?.rawValue else { return false }
        return condition.values.contains(name)
    }
}
