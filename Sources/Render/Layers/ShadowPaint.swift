import CairoKit
import ImageCodecs
import Transforms

/// How a blurred shadow mask is painted: one rule for card shadows (`FrameRenderer+Shadows`) and
/// layer shadows (`LayerPainter.drawShadow`).
enum ShadowPaint {
    /// The paint's alpha: the shadow's opacity clamped to 0…1, as Core Animation clamps
    /// `shadowOpacity`, times its colour's own alpha.
    static func alpha(opacity: Double, color: Color) -> Double {
        Swift.min(1, Swift.max(0, opacity)) * color.alpha
    }

    /// Paints `mask` (A8, in device pixels with its top-left corner at `box`) in `color` at `alpha`
    /// onto `context`, whose matrix is left as it was. A vector context gets the mask as a coloured
    /// image: SVG masks are luminance masks whose regions renderers clip differently inside
    /// groups, and an image is drawn the same everywhere.
    static func paint(_ mask: ImageSurface, at box: PixelBox, color: Color, alpha: Double, on context: Context) throws {
        context.save()
        defer { context.restore() }
        context.setMatrix(.identity)
        if context.drawsVectors {
            let image = try cairo("drawing a shadow") { try mask.coloured(red: color.red, green: color.green, blue: color.blue, alpha: alpha) }
            context.setSource(image, x: Double(box.x), y: Double(box.y))
            context.paint()
        } else {
            context.setSource(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
            context.mask(mask, x: Double(box.x), y: Double(box.y))
        }
    }
}
