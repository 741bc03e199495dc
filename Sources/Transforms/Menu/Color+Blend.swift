extension Color {
    /// Parchment's `UIColor.interpolate(from:to:with:)`: each RGBA component
    /// `self + (other − self)·f`, with `f = fraction` clamped to 0…1 (NaN counts as 0).
    @inlinable
    package func blended(to other: Color, fraction: Double) -> Color {
        let f = fraction.clampedToUnit
        return Color(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
                     blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    /// The four components as bytes, each `⌊c·255 + 0.5⌋` (rounded half up) after clamping to 0…1.
    /// `c·255` is first snapped to 10⁻⁹ so that a blend meant to land on a half (`0.9·255 = 229.5`,
    /// computed as 229.49999999999997) rounds up as the exact value does.
    package var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        func byte(_ c: Double) -> UInt8 {
            let scaled = ((c.clampedToUnit * 255) * 1e9).rounded() / 1e9
            return UInt8((scaled + 0.5).rounded(.down))
        }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// `#RRGGBBAA` in upper-case hex from `bytes`, as `inspect` prints colours.
    package var hexRGBA: String {
        let b = bytes
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for value in [b.red, b.green, b.blue, b.alpha] {
            text.append(digits[Int(value >> 4)])
            text.append(digits[Int(value & 0xF)])
        }
        return text
    }
}
