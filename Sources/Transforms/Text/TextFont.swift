/// A font weight on `UIFont.Weight`'s scale (`regular` = 0, `bold` = 0.4), with its named steps.
/// Fonts blend (`FontTransition.interpolate`) by blending this raw value.
public struct FontWeight: RawRepresentable, Hashable, Sendable, Comparable {
    /// `UIFont.Weight.rawValue`, −1…1.
    public var rawValue: Double

    /// A weight from its `UIFont.Weight` raw value.
    @inlinable
    public init(rawValue: Double) { self.rawValue = rawValue }

    /// `UIFont.Weight.ultraLight` (−0.8).
    public static let ultraLight = FontWeight(rawValue: -0.8)
    /// `UIFont.Weight.thin` (−0.6).
    public static let thin = FontWeight(rawValue: -0.6)
    /// `UIFont.Weight.light` (−0.4).
    public static let light = FontWeight(rawValue: -0.4)
    /// `UIFont.Weight.regular` (0).
    public static let regular = FontWeight(rawValue: 0)
    /// `UIFont.Weight.medium` (0.23).
    public static let medium = FontWeight(rawValue: 0.23)
    /// `UIFont.Weight.semibold` (0.3).
    public static let semibold = FontWeight(rawValue: 0.3)
    /// `UIFont.Weight.bold` (0.4).
    public static let bold = FontWeight(rawValue: 0.4)
    /// `UIFont.Weight.heavy` (0.56).
    public static let heavy = FontWeight(rawValue: 0.56)
    /// `UIFont.Weight.black` (0.62).
    public static let black = FontWeight(rawValue: 0.62)

    /// The named weights, lightest first, with their Swift and config names.
    package static let named: [(name: String, weight: FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The nearest named weight's name (ties to the lighter one).
    package var nearestName: String {
        var best = Self.named[0]
        for candidate in Self.named.dropFirst()
        where Swift.abs(candidate.weight.rawValue - rawValue) < Swift.abs(best.weight.rawValue - rawValue) {
            best = candidate
        }
        return best.name
    }

    /// The CSS / OpenType weight (100 … 900) of the nearest named weight: ultraLight 100 … black 900.
    package var cssWeight: Int {
        (Self.named.firstIndex { $0.name == nearestName } ?? 3) * 100 + 100
    }

    /// The named weight of a CSS / OpenType weight: 100 ultraLight … 400 regular … 900 black, or
    /// `nil` unless `css` is one of 100, 200, … 900.
    public init?(cssWeight css: Int) {
        guard css % 100 == 0, (100...900).contains(css) else { return nil }
        self = Self.named[css / 100 - 1].weight
    }

    /// Lighter first.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rawValue < b.rawValue }
}

/// A font as UIKit names one: a family (or the system font), a weight and a point size.
///
/// `family == nil` is the system font (`UIFont.systemFont(ofSize:weight:)`), which Flipbook draws
/// in `defaultFamily`. The renderer draws the face of the family nearest in weight (CSS's
/// font-matching rule), and DejaVu Sans when the family is missing.
public struct TextFont: Hashable, Sendable {
    /// The family name (`Inter`, `Helvetica Neue`), or `nil` for the system font.
    public var family: String?
    /// Point size.
    public var size: Double
    /// Weight.
    public var weight: FontWeight

    /// A font of `family` (`nil`: the system font) at `size` points and `weight`.
    @inlinable
    public init(family: String? = nil, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The family that stands in for Apple's system font (SF Pro): Inter, close to it in
    /// proportions and drawn in nine weights, 100…900 (Debian's `fonts-inter`).
    @usableFromInline package static let defaultFamily = "Inter"

    /// The family drawn: `family`, or `defaultFamily` for the system font.
    @inlinable
    package var drawnFamily: String { family ?? Self.defaultFamily }

    /// `self + (other − self)·fraction` in size and weight, the fraction clamped to 0…1; the family
    /// is `self`'s below one half and `other`'s from one half on.
    @inlinable
    package func blended(to other: TextFont, fraction: Double) -> TextFont {
        let f = fraction.clampedToUnit
        return TextFont(family: f < 0.5 ? family : other.family, size: size + (other.size - size) * f,
                        weight: FontWeight(rawValue: weight.rawValue + (other.weight.rawValue - weight.rawValue) * f))
    }
}
