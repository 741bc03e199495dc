/// A layer's shadow, as `CALayer` holds one: every layer has it, and it shows once its opacity is
/// above 0. The defaults are CALayer's: black, opacity 0, radius 3, offset `(0, −3)`.
///
/// The shadow is the layer's own silhouette (the alpha of what it draws), moved by `offset` and
/// blurred by a Gaussian of standard deviation `radius / 2`, in the layer's coordinates: it turns,
/// scales and fades with the layer, and is drawn under it at `opacity` × the colour's alpha ×
/// the layer's alpha. Card shadows use the same σ = radius / 2.
package struct LayerShadow: Hashable, Sendable {
    /// `shadowColor`.
    package var color: Color
    /// `shadowOpacity`; drawn clamped to `0…1`.
    package var opacity: Double
    /// `shadowRadius`, points: the blur's reach (σ = radius / 2).
    package var radius: Double
    /// `shadowOffset`, points in the layer's coordinates (positive height is down).
    package var offset: Size

    /// A shadow; by default CALayer's, which is not drawn (opacity 0).
    package init(color: Color = .black, opacity: Double = 0, radius: Double = 3, offset: Size = Size(width: 0, height: -3)) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// CALayer's default shadow: not drawn.
    package static let none = LayerShadow()

    /// Whether it draws anything: a positive opacity of a colour that is not clear.
    package var isVisible: Bool {
        opacity > 0 && color.alpha > 0 && opacity.isFinite && radius.isFinite && offset.width.isFinite && offset.height.isFinite
    }
}
