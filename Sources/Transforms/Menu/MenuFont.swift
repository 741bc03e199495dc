extension TextFont {
    /// Parchment's default `font` and `selectedFont`: the system font, 15 pt medium.
    package static let parchmentDefault = TextFont(size: 15, weight: .medium)
}
