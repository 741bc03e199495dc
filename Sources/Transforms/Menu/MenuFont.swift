/// A menu title's font: Parchment's `font` and `selectedFont` options.
public typealias MenuFont = TextFont

extension TextFont {
    /// Parchment's default `font` and `selectedFont`: the system font, 15 pt medium.
    package static let parchmentDefault = MenuFont(size: 15, weight: .medium)
}
