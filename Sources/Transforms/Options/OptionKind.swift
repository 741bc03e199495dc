/// What kind of value an option takes, read off its Swift type (`OptionValue`): the config
/// reader, `flipbook code` and `flipbook import` each spell a kind their own way.
package indirect enum OptionKind: Sendable {
    /// A `Double`.
    case number
    /// An `Int`.
    case integer
    /// A `Bool`.
    case bool
    /// A `Point` (`CGPoint`).
    case point
    /// A `Size` (`CGSize`).
    case size
    /// A `Vector3` (upstream's `(CGFloat, CGFloat, CGFloat)` tuple).
    case vector3
    /// A `Color` (`UIColor`).
    case color
    /// One case of an enumeration, by its raw value (upstream's case name).
    case choice(any OptionChoice.Type)
    /// A `PiecesValue` of the inner kind (`number`, `point` or `size`).
    case pieces(OptionKind)
    /// The inner kind or `nil`.
    case optional(OptionKind)
    /// A nested options value described by its own catalog (`rotation3d`).
    case nested(any NestedOptions.Type)
    /// An `EdgeInsets` (`UIEdgeInsets`).
    case insets
    /// A `TextFont` (`UIFont`).
    case font
    /// One case of an enumeration whose cases may carry values (Parchment's
    /// `.sizeToFit(minWidth:height:)`), each case described by its own small catalog (`OptionCase`).
    case cases(any OptionCases.Type)
}

/// A Swift type options are made of, and the kind it is.
package protocol OptionValue: Hashable, Sendable {
    /// The kind of option this type makes.
    static var optionKind: OptionKind { get }
}

extension Double: OptionValue {
    /// `.number`.
    package static var optionKind: OptionKind { .number }
}

extension Int: OptionValue {
    /// `.integer`.
    package static var optionKind: OptionKind { .integer }
}

extension Bool: OptionValue {
    /// `.bool`.
    package static var optionKind: OptionKind { .bool }
}

extension Point: OptionValue {
    /// `.point`.
    package static var optionKind: OptionKind { .point }
}

extension Size: OptionValue {
    /// `.size`.
    package static var optionKind: OptionKind { .size }
}

extension Vector3: OptionValue {
    /// `.vector3`.
    package static var optionKind: OptionKind { .vector3 }
}

extension Color: OptionValue {
    /// `.color`.
    package static var optionKind: OptionKind { .color }
}

extension EdgeInsets: OptionValue {
    /// `.insets`.
    package static var optionKind: OptionKind { .insets }
}

extension TextFont: OptionValue {
    /// `.font`.
    package static var optionKind: OptionKind { .font }
}

extension Optional: OptionValue where Wrapped: OptionValue {
    /// `.optional` of the wrapped kind.
    package static var optionKind: OptionKind { .optional(Wrapped.optionKind) }
}

extension PiecesValue: OptionValue where Value: OptionValue {
    /// `.pieces` of the value's kind.
    package static var optionKind: OptionKind { .pieces(Value.optionKind) }
}

/// An enumeration an option picks one case of, by upstream's case name.
package protocol OptionChoice: OptionValue, RawRepresentable, CaseIterable where RawValue == String {}

extension OptionChoice {
    /// `.choice` of this enumeration.
    package static var optionKind: OptionKind { .choice(Self.self) }

    /// Every case's name, in declaration order.
    package static var names: [String] { allCases.map(\.rawValue) }
}

extension TransformCurve: OptionChoice {}
extension BlurStyle: OptionChoice {}

extension NestedOptions {
    /// `.nested` of this type.
    package static var optionKind: OptionKind { .nested(Self.self) }
}

/// An optional option's value seen through `Any`: whether it holds a value, and which.
package protocol OptionalOption {
    /// The wrapped value, or `nil`.
    var wrappedOption: Any? { get }
}

extension Optional: OptionalOption {
    /// The wrapped value, or `nil`.
    package var wrappedOption: Any? { self.map { $0 as Any } }
}
