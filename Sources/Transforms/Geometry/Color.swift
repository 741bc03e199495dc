/// An sRGB colour with straight (not premultiplied) alpha, each component in `0…1`.
public struct Color: Hashable, Sendable {
    /// Red, `0…1`.
    public var red: Double
    /// Green, `0…1`.
    public var green: Double
    /// Blue, `0…1`.
    public var blue: Double
    /// Opacity, `0…1`.
    public var alpha: Double

    /// A colour from its components.
    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Opaque black, UIKit's default shadow colour.
    /// `#RRGGBB` or `#RRGGBBAA` (the `#` optional, digits in either case); `nil` for anything
    /// else, signs and spaces included.
    public init?(hex text: String) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        func component(_ shift: UInt64, of v: UInt64) -> Double { Double((v >> shift) & 0xFF) / 255 }
        self.init(red: component(16, of: rgb), green: component(8, of: rgb), blue: component(0, of: rgb),
                  alpha: hasAlpha ? component(0, of: value) : 1)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// `UIBlurEffect.Style` as a plain value. Flipbook draws a blur as a Gaussian blur of the
/// card plus the style's tint; `tint` is that overlay at full blur.
public enum BlurStyle: String, CaseIterable, Hashable, Sendable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark

    /// The colour laid over the blurred card at full blur (approximations of UIKit's materials).
    package var tint: Color {
        switch self {
        case .extraLight: return Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8)
        case .light, .systemMaterialLight, .systemMaterial: return Color(red: 1, green: 1, blue: 1, alpha: 0.3)
        case .dark, .systemMaterialDark: return Color(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73)
        case .regular: return Color(red: 1, green: 1, blue: 1, alpha: 0.2)
        case .prominent: return Color(red: 1, green: 1, blue: 1, alpha: 0.45)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return Color(red: 1, green: 1, blue: 1, alpha: 0.12)
        case .systemThinMaterial, .systemThinMaterialLight: return Color(red: 1, green: 1, blue: 1, alpha: 0.2)
        case .systemThickMaterial, .systemThickMaterialLight: return Color(red: 1, green: 1, blue: 1, alpha: 0.45)
        case .systemChromeMaterial, .systemChromeMaterialLight: return Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.6)
        case .systemUltraThinMaterialDark: return Color(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.3)
        case .systemThinMaterialDark: return Color(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.45)
        case .systemThickMaterialDark: return Color(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.85)
        case .systemChromeMaterialDark: return Color(red: 0.16, green: 0.16, blue: 0.16, alpha: 0.75)
        }
    }

    /// Blur radius in points at full blur (fraction 1). UIKit's materials blur by roughly 20–30 pt.
    package var radius: Double {
        switch self {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return 15
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return 20
        default: return 25
        }
    }
}
