import CairoKit
import SceneModel
import Transforms

/// Paints one card's content in the card's own coordinates (points, origin at its top-left
/// corner), before any transform: the fill, the card's layers in order (by default the image,
/// the title and the subtitle: `CardStyle.cardLayers(size:)`), then the border.
struct CardPainter: Sendable {
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
            context.borderRing(width: width, height: height, radius: radius, lineWidth: border.width)
            context.setSource(border.color)
            context.fillEvenOdd()
        }
    }
}

extension Context {
    /// Adds the border `CALayer` draws inside a `width × height` box with corners of `radius`:
    /// the ring a stroke of the rounded rectangle inset by half the line width would cover (the
    /// line width at most half the shorter side; mitred where the inset radius is zero), as two
    /// sub-paths to fill with the even-odd rule. A fill rather than a stroke, so it maps through
    /// a projection in SVG as every other shape does.
    func borderRing(width: Double, height: Double, radius: Double, lineWidth: Double) {
        let half = Swift.min(lineWidth, width / 2, height / 2) / 2
        let centre = Swift.max(0, radius - half) // the stroked path's corner radius
        roundedRectangle(x: 0, y: 0, width: width, height: height, radius: centre > 0 ? centre + half : 0)
        roundedRectangle(x: 2 * half, y: 2 * half, width: width - 4 * half, height: height - 4 * half, radius: Swift.max(0, centre - half))
    }

    /// A solid colour source.
    func setSource(_ colour: Color) {
        setSource(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
    }
}
