import CairoKit
import SceneModel
import Transforms

/// Paints one card's content in the card's own coordinates (points, origin at its top-left
/// corner), before any transform: the fill, the optional image, the title and subtitle, the border.
struct CardPainter: Sendable {
    /// The font every card uses; `fonts-dejavu-core` provides it (fontconfig falls back to its
    /// default sans face otherwise, still deterministically on one machine).
    static let fontFamily = "DejaVu Sans"

    let style: CardStyle
    let size: Size
    /// The card image, decoded once and shared read-only by every frame.
    let image: ImageSurface?

    /// The corner radius actually drawn: never more than half the shorter side.
    var cornerRadius: Double {
        Swift.max(0, Swift.min(style.cornerRadius, size.width / 2, size.height / 2))
    }

    /// Paints item `index`'s card. The rounded shape is filled directly rather than clipped
    /// (cheaper); only an image, or text too large for the card, clips to it.
    func paint(index: Int, in context: Context) throws {
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
        if let image {
            context.fillPreserve()
            context.withSavedState {
                context.clip()
                // Aspect fill: the image covers the card, centred, its overflow clipped by the corners.
                let factor = Swift.max(width / Double(image.width), height / Double(image.height))
                context.translate((width - Double(image.width) * factor) / 2, (height - Double(image.height) * factor) / 2)
                context.scale(factor, factor)
                context.setSource(image, x: 0, y: 0)
                context.paint()
            }
        } else {
            context.fill()
        }
        paintText(index: index, in: context)
        if let border = style.border, border.width > 0 {
            // CALayer draws its border inside the bounds, following the corner radius.
            let inset = Swift.min(border.width, width / 2, height / 2) / 2
            context.roundedRectangle(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset,
                                     radius: Swift.max(0, radius - inset))
            context.setSource(border.color)
            context.stroke(width: 2 * inset)
        }
    }

    /// The title large and bold in the middle, the subtitle smaller beneath it, both centred.
    private func paintText(index: Int, in context: Context) {
        let title = style.title.map { CardStyle.expand($0, index: index) }.flatMap { $0.isEmpty ? nil : $0 }
        let subtitle = style.subtitle.map { CardStyle.expand($0, index: index) }.flatMap { $0.isEmpty ? nil : $0 }
        guard title != nil || subtitle != nil else { return }
        let side = Swift.min(size.width, size.height)
        let titleSize = side * 0.28, subtitleSize = side * 0.085, gap = side * 0.04

        context.setSource(style.textColor)
        var titleExtents: Context.TextExtents?
        if let title {
            context.selectFont(family: Self.fontFamily, bold: true)
            context.setFontSize(titleSize)
            titleExtents = context.textExtents(title)
        }
        var subtitleExtents: Context.TextExtents?
        if let subtitle {
            context.selectFont(family: Self.fontFamily, bold: false)
            context.setFontSize(subtitleSize)
            subtitleExtents = context.textExtents(subtitle)
        }
        let blockHeight = (titleExtents?.height ?? 0) + (subtitleExtents?.height ?? 0)
            + (titleExtents != nil && subtitleExtents != nil ? gap : 0)
        // Text wider than the card is clipped by it, as a label inside a clipping card view.
        let overflows = Swift.max(titleExtents?.width ?? 0, subtitleExtents?.width ?? 0) > size.width
            || blockHeight > size.height
        if overflows {
            context.save()
            context.roundedRectangle(x: 0, y: 0, width: size.width, height: size.height, radius: cornerRadius)
            context.clip()
        }
        var top = (size.height - blockHeight) / 2
        if let title, let extents = titleExtents {
            context.selectFont(family: Self.fontFamily, bold: true)
            context.setFontSize(titleSize)
            context.showText(title, x: (size.width - extents.width) / 2 - extents.xBearing, y: top - extents.yBearing)
            top += extents.height + gap
        }
        if let subtitle, let extents = subtitleExtents {
            context.selectFont(family: Self.fontFamily, bold: false)
            context.setFontSize(subtitleSize)
            context.showText(subtitle, x: (size.width - extents.width) / 2 - extents.xBearing, y: top - extents.yBearing)
        }
        if overflows { context.restore() }
    }
}

extension Context {
    /// A solid colour source.
    func setSource(_ colour: Color) {
        setSource(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
    }
}
