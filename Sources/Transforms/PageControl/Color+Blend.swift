extension Color {
    /// `self + (other − self) · fraction` per straight-alpha component, `fraction` clamped to `0…1`.
    public func blended(with other: Color, fraction: Double) -> Color {
        let f = fraction.clampedToUnit
        return Color(red: red + (other.red - red) * f, green: green + (other.green - green) * f,
                     blue: blue + (other.blue - blue) * f, alpha: alpha + (other.alpha - alpha) * f)
    }

    /// `#RRGGBBAA`, upper case, each component rounded to the nearest of 0…255 (the inspect spelling).
    public var rgbaHex: String {
        func hex(_ component: Double) -> String {
            let byte = Int((component.clampedToUnit * 255).rounded())
            let text = String(byte, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }
}
