import ImageCodecs
import CairoKit
import Foundation
import SceneModel
import Transforms

/// Shadows: a Gaussian-blurred shape in card coordinates, transformed with the card.
extension FrameRenderer {
    /// The widest shadow blur drawn, in pixels (σ); wider ones are drawn at this width.
    static let largestShadowSigma = 256.0

    /// The shadow's shape in card-centred coordinates (points).
    func shadowRect(_ shadow: Shadow) -> Rect {
        Rect(x: -card.width / 2 + shadow.offset.width, y: -card.height / 2 + shadow.offset.height, width: card.width, height: card.height)
    }

    /// Device pixels a shadow may touch (its shape plus three standard deviations).
    func shadowBox(_ shadow: Shadow, centredToDevice: Homography) -> PixelBox {
        let margin = Swift.min(3 * Swift.max(0, shadow.radius) / 2, PixelBox.coordinateLimit) + 1
        let rect = shadowRect(shadow)
        let grown = Rect(x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
        return deviceBox(of: grown, through: centredToDevice)
    }

    /// Draws the shadow under a card whose card-centred coordinates map to the target by
    /// `centredToTarget`: an alpha mask of the blurred shape, painted in the shadow colour.
    func drawShadow(_ shadow: Shadow, centredToTarget: Homography, on context: Context, within bounds: PixelBox) throws {
        if let document = context.recorder as? SVGDocument {
            return drawShadow(shadow, centredToTarget: centredToTarget, on: context, document: document, within: bounds)
        }
        let sigmaInPoints = Swift.max(0, shadow.radius) / 2
        let rect = shadowRect(shadow)
        let radius = painter.cornerRadius
        var result: (mask: ImageSurface, box: PixelBox)?
        try cairo("drawing a shadow") {
            if centredToTarget.isAffine {
                let matrix = centredToTarget.matrix
                guard matrix.isInvertible else { return }
                // An absurd radius stays cheap: past σ = 256 px a shadow is an invisible haze.
                let sigma = Swift.min(sigmaInPoints * Swift.abs(matrix.determinant).squareRoot(), Self.largestShadowSigma)
                let margin = Int((3 * sigma).rounded(.up)) + 1
                let box = deviceBox(of: rect, through: centredToTarget).insetBy(-margin).intersection(bounds.insetBy(-margin))
                guard !box.isEmpty else { return }
                let mask = try ImageSurface(width: box.width, height: box.height, format: .alpha8)
                let maskContext = try Context(mask)
                maskContext.setMatrix(matrix.then(.translation(-Double(box.x), -Double(box.y))))
                maskContext.roundedRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: radius)
                maskContext.setSource(red: 0, green: 0, blue: 0, alpha: 1)
                maskContext.fill()
                try maskContext.check("drawing a shadow mask")
                try mask.blur(sigma: sigma, parallel: drawingThreads > 1)
                result = (mask, box)
            } else {
                // Blur in the card's plane, then project: the shadow foreshortens with the card.
                var stretch = 0.0
                for (x, y) in [(rect.x, rect.y), (rect.x + rect.width, rect.y), (rect.x + rect.width, rect.y + rect.height), (rect.x, rect.y + rect.height)] {
                    let s = centredToTarget.stretch(at: x, y)
                    if s.isFinite { stretch = Swift.max(stretch, s) }
                }
                // As in the affine case, past σ = 256 px the haze is drawn at that width (the
                // texture's scale below never goes under 0.25).
                let sigmaInPoints = Swift.min(sigmaInPoints, Self.largestShadowSigma / Swift.max(stretch, 0.25))
                guard rect.x.isFinite, rect.y.isFinite, Swift.abs(rect.x) < PixelBox.coordinateLimit, Swift.abs(rect.y) < PixelBox.coordinateLimit else { return }
                let factor = Swift.min(Swift.max(stretch, 0.25), 2 * scale, 2048 / (rect.width + 6 * sigmaInPoints), 2048 / (rect.height + 6 * sigmaInPoints))
                let margin = 3 * sigmaInPoints + 2 / factor
                let width = Int(((rect.width + 2 * margin) * factor).rounded(.up)), height = Int(((rect.height + 2 * margin) * factor).rounded(.up))
                let texture = try ImageSurface(width: width, height: height, format: .alpha8)
                let textureContext = try Context(texture)
                textureContext.scale(factor, factor)
                textureContext.roundedRectangle(x: margin, y: margin, width: rect.width, height: rect.height, radius: radius)
                textureContext.setSource(red: 0, green: 0, blue: 0, alpha: 1)
                textureContext.fill()
                try textureContext.check("drawing a shadow texture")
                try texture.blur(sigma: sigmaInPoints * factor, parallel: drawingThreads > 1)
                result = try ProjectiveWarp.drawMask(
                    ProjectiveWarp.Texture(image: texture, originX: rect.x - margin, originY: rect.y - margin, scaleX: factor, scaleY: factor),
                    toTarget: centredToTarget, within: bounds, threads: drawingThreads)
            }
        }
        guard let (mask, box) = result else { return }
        try ShadowPaint.paint(mask, at: box, color: shadow.color, alpha: ShadowPaint.alpha(opacity: shadow.opacity, color: shadow.color), on: context)
    }

    /// The shadow in an SVG document: the card's silhouette filled in the shadow colour at its
    /// opacity, through `feGaussianBlur`. Affine: σ = `shadowRadius / 2` points times the map's
    /// scale, as the PNG blurs it. Under perspective the silhouette is mapped through the
    /// homography and blurred in the document with the card-plane σ carried by the map's
    /// Jacobian at the shadow's centre (horizontal and vertical σ apart), where the PNG blurs in
    /// the card's plane and projects: the two agree where the map is close to affine over the
    /// blur's reach.
    func drawShadow(_ shadow: Shadow, centredToTarget: Homography, on context: Context, document: SVGDocument, within bounds: PixelBox) {
        let sigmaInPoints = Swift.max(0, shadow.radius) / 2
        let rect = shadowRect(shadow)
        let opacity = ShadowPaint.alpha(opacity: shadow.opacity, color: shadow.color)
        guard opacity > 0 else { return }
        var sigmaX: Double, sigmaY: Double
        let previous = document.projection
        defer { document.projection = previous }
        context.save()
        defer { context.restore() }
        if centredToTarget.isAffine {
            let matrix = centredToTarget.matrix
            guard matrix.isInvertible else { return }
            sigmaX = sigmaInPoints * Swift.abs(matrix.determinant).squareRoot()
            sigmaY = sigmaX
            context.setMatrix(matrix)
        } else {
            guard let alongX = centredToTarget.pushForward(rect.midX, rect.midY, 1, 0),
                  let alongY = centredToTarget.pushForward(rect.midX, rect.midY, 0, 1) else { return }
            sigmaX = sigmaInPoints * (alongX.x * alongX.x + alongY.x * alongY.x).squareRoot()
            sigmaY = sigmaInPoints * (alongX.y * alongX.y + alongY.y * alongY.y).squareRoot()
            document.projection = document.planeProjection(centredToTarget)
            context.setMatrix(.scale(SVGDocument.planeScale, SVGDocument.planeScale))
        }
        sigmaX = Swift.min(sigmaX, Self.largestShadowSigma)
        sigmaY = Swift.min(sigmaY, Self.largestShadowSigma)
        let blurred = sigmaX > 0 || sigmaY > 0
        if blurred {
            let margin = Int((3 * Swift.max(sigmaX, sigmaY)).rounded(.up)) + 1
            let region = deviceBox(of: rect, through: centredToTarget).insetBy(-margin).intersection(bounds.insetBy(-margin))
            guard !region.isEmpty else { return }
            document.beginBlur(sigma: sigmaX, sigmaY: sigmaY == sigmaX ? nil : sigmaY, region: region)
        }
        context.roundedRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: painter.cornerRadius)
        context.setSource(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue, alpha: opacity)
        context.fill()
        if blurred { document.endBlur() }
    }
}
