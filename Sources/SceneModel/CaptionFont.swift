import Transforms

/// The font of a card's title or subtitle (`card.titleFont`, `card.subtitleFont`): a family and
/// weight, and a size that follows the card unless one is given.
public struct CaptionFont: Hashable, Sendable {
    /// The family, or `nil` for the system font (drawn in `TextFont.defaultFamily`).
    public var family: String?
    /// The weight.
    public var weight: FontWeight
    /// Points, or `nil` for the card-relative default (`CardStyle.cardLayers(size:)`).
    public var size: Double?

    /// A caption font; the system font at the card-relative size unless given.
    public init(family: String? = nil, weight: FontWeight, size: Double? = nil) {
        self.family = family
        self.weight = weight
        self.size = size
    }

    /// The font drawn, `defaultSize` points when no size is given.
    package func font(defaultSize: Double) -> TextFont {
        TextFont(family: family, size: size ?? defaultSize, weight: weight)
    }
}
