/// A font weight on `UIFont.Weight`'s scale (`regular` = 0, `bold` = 0.4), with its named steps.
/// Fonts blend (`FontTransition.interpolate`) by blending this raw value.
public struct FontWeight: RawRepresentable, Hashable, Sendable, Comparable {
    /// `UIFont.Weight.rawValue`, −1…1.
    public var rawValue: Double

    /// A weight from its `UIFont.Weight` raw value.
    @inlinable
    public init(rawValue: Double) { self.rawValue = rawValue }

    public static let ultraLight = FontWeight(rawValue: -0.8)
    public static let thin = FontWeight(rawValue: -0.6)
    public static let light = FontWeight(rawValue: -0.4)
    public static let regular = FontWeight(rawValue: 0)
    public static let medium = FontWeight(rawValue: 0.23)
    public static let semibold = FontWeight(rawValue: 0.3)
    public static let bold = FontWeight(rawValue: 0.4)
    public static let heavy = FontWeight(rawValue: 0.56)
    public static let black = FontWeight(rawValue: 0.62)

    /// The named weights, lightest first, with their Swift and config names.
    public static let named: [(name: String, weight: FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The nearest named weight's name (ties to the lighter one).
    public var nearestName: String {
        var best = Self.named[0]
        for candidate in Self.named.dropFirst()
        where Swift.abs(candidate.weight.rawValue - rawValue) < Swift.abs(best.weight.rawValue - rawValue) {
            best = candidate
        }
        return best.name
    }

    /// The CSS / OpenType weight (100 … 900) of the nearest named weight: ultraLight 100 … black 900.
    public var cssWeight: Int {
        (Self.named.firstIndex { $0.name == nearestName } ?? 3) * 100 + 100
    }

    /// True from `semibold` up: the weights a two-weight family (DejaVu Sans Book / Bold) draws bold.
    @inlinable
    public var isBold: Bool { rawValue >= Self.semibold.rawValue }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}

/// A system font as Parchment's options name it: `UIFont.systemFont(ofSize:weight:)`.
public struct MenuFont: Hashable, Sendable {
    /// Point size.
    public var size: Double
    /// Weight.
    public var weight: FontWeight

    /// `systemFont(ofSize: size, weight: weight)`.
    @inlinable
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// Parchment's default `font` and `selectedFont`: 15 pt medium.
    public static let parchmentDefault = MenuFont(size: 15, weight: .medium)

    /// `self + (other − self)·fraction` in size and weight, the fraction clamped to 0…1.
    @inlinable
    public func blended(to other: MenuFont, fraction: Double) -> MenuFont {
        let f = fraction.clampedToUnit
        return MenuFont(size: size + (other.size - size) * f,
                        weight: FontWeight(rawValue: weight.rawValue + (other.weight.rawValue - weight.rawValue) * f))
    }
}
