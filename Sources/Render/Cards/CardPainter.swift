import CairoKit
import SceneModel
import Transforms

/// Paints one card's content in the card's own coordinates (points, origin at its top-left
/// corner), before any transform: the fill, the card's layers in order (by default the image,
/// the title and the subtitle: `CardStyle.cardLayers(size:)`), then the border.
struct CardPainter: Sendable {
    /// The font every card uses; `fonts-dejavu-core` provides it (fontconfig falls back to its
    /// default sans face otherwise, still deterministically on one machine).
    static let fontFamily = TextContent.defaultFont

    let style: CardStyle
    let size: Size
    /// Draws the layers, with every image they name decoded once.
    let layers: LayerPainter

    /// The corner radius actually drawn: never more than half the shorter side.
    var cornerRadius: Double {
        Swift.max(0, Swift.min(style.cornerRadius, size.width / 2, size.height / 2))
    }

    /// Paints item `index`'s card with its resolved `layers`. The rounded shape is filled
    /// directly rather than clipped (cheaper); layers clip to it.
    func paint(index: Int, layers resolved: [ResolvedLayer], in context: Context) throws {
        let width = size.width, height = size.height, radius = cornerRadius
        context.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: radius)
        switch style.fill {
        case .palette:
            let palette = style.palette.isEmpty ? CardStyle.defaultPalette : style.palette
            let colour = palette[((index % palette.count) + palette.count) % palette.count]
            context.setSource(colour)
        case let .solid(colour):
            context.setSource(colour)
        case let .gradient(from, to):
            let gradient = try cairo("creating the card gradient") {
                try Pattern.linearGradient(from: 0, 0, to: width, height, stops: [
                    (0, from.red, from.green, from.blue, from.alpha),
                    (1, to.red, to.green, to.blue, to.alpha),
                ])
            }
            context.setSource(gradient)
        }
        context.fill()
        try layers.draw(resolved, index: index,
                        clip: LayerPainter.Container(rect: Rect(x: 0, y: 0, width: width, height: height), cornerRadius: radius), in: context)
        if let border = style.border, border.width > 0 {
            // CALayer draws its border inside the bounds, following the corner radius.
            let inset = Swift.min(border.width, width / 2, height / 2) / 2
            context.roundedRectangle(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset,
                                     radius: Swift.max(0, radius - inset))
            context.setSource(border.color)
            context.stroke(width: 2 * inset)
        }
    }
}

extension Context {
    /// A solid colour source.
    func setSource(_ colour: Color) {
        setSource(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
    }
}
