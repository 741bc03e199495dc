import ImageCodecs
import CairoKit
import Foundation
import Problems
import SceneModel
import SceneResources
import Transforms

/// Drawing one laid-out card: its regions (the whole card, or snapshot pieces), as vectors or
/// through the projective warp of a raster texture.
extension FrameRenderer {

    /// Where a frame is being drawn: device pixels = page points × scale + origin.
    struct Canvas {
        let context: Context
        let scale: Double
        let originX: Int, originY: Int
        /// The page in device pixels; nothing is drawn outside it.
        let bounds: PixelBox

        var pageToDevice: Homography {
            Homography(Matrix(xx: scale, yx: 0, xy: 0, yy: scale, x0: Double(originX), y0: Double(originY)))
        }
    }

    /// A part of the card drawn with one transform: the whole card, or one snapshot piece.
    struct Region {
        /// The part of the card shown, in card coordinates (points, top-left origin).
        var rect: Rect
        /// Card coordinates → device pixels.
        var toDevice: Homography
        var alpha: Double
        var cornerRadius: Double
        /// True for snapshot pieces, which clip the card to their own rounded rectangle.
        var isPiece: Bool
    }

    func regions(of state: ItemState, cardToDevice: Homography, centreToDevice: Homography) -> [Region] {
        let width = card.width, height = card.height
        guard let pieces = state.pieces, !pieces.isEmpty else {
            return [Region(rect: Rect(x: 0, y: 0, width: width, height: height), toDevice: cardToDevice,
                           alpha: 1, cornerRadius: painter.cornerRadius, isPiece: false)]
        }
        return pieces.map { piece in
            let frame = piece.frame
            // Piece-centred point → card-centred (piece transform, then its place in the card),
            // then the container transform; all in 4×4 before restricting to the plane.
            let inCard = piece.transform
                .concatenating(.makeTranslation(x: frame.midX - width / 2, y: frame.midY - height / 2, z: 0))
                .concatenating(state.transform)
            let toDevice = Homography(Matrix.translation(-frame.midX, -frame.midY))
                .then(Homography(inCard)).then(centreToDevice)
            return Region(rect: frame, toDevice: toDevice, alpha: Swift.min(1, Swift.max(0, piece.alpha)),
                          cornerRadius: Swift.max(0, Swift.min(piece.cornerRadius, frame.width / 2, frame.height / 2)),
                          isPiece: true)
        }
    }

    /// Draws one item; `offset` drives its layers (by default the one its progress implies).
    func draw(_ item: LaidOutItem, offset: Double? = nil, on canvas: Canvas) throws {
        let state = item.state
        let alpha = Swift.min(1, Swift.max(0, state.alpha))
        guard !state.isHidden, state.transform.isFinite else { return }
        let document = canvas.context.recorder as? SVGDocument
        // In an animated SVG a transparent card is kept (at opacity 0) so neighbouring frames
        // keep the same cards and can share their drawing.
        guard alpha > 0 || document?.collectsItems == true else { return }
        let layers = resolvedLayers(of: item.index, offset: offset ?? Double(item.index) - item.progress)

        // Card-centred coordinates → device: the item transform, then the card's place in the page.
        let centreToDevice = Homography(Matrix.translation(card.midX, card.midY)).then(canvas.pageToDevice)
        var centredToDevice = Homography(state.transform).then(centreToDevice)
        let cardToDevice = Homography(Matrix.translation(-card.width / 2, -card.height / 2)).then(centredToDevice)
        guard centredToDevice.isFinite else { return }
        var regions = regions(of: state, cardToDevice: cardToDevice, centreToDevice: centreToDevice)

        var shadow: Shadow?
        if scene.drawsShadows, let s = state.shadow, s.opacity > 0, s.color.alpha > 0, s.radius.isFinite, s.offset.width.isFinite, s.offset.height.isFinite {
            shadow = s
        }
        var blurSigma = 0.0
        if let style = state.blurStyle, state.blur > 0 {
            // Past σ = 256 px a blur is a haze as wide as any frame: drawn at that (as shadows are).
            blurSigma = Swift.min(Swift.min(1, state.blur) * style.radius / 2 * scale, Self.largestShadowSigma)
        }
        let blurs = !ImageSurface.boxes(sigma: blurSigma).isEmpty

        // Everything this item may touch, in device pixels.
        var box = PixelBox(x: 0, y: 0, width: 0, height: 0)
        for region in regions { box = box.union(deviceBox(of: region.rect, through: region.toDevice)) }
        if let shadow { box = box.union(shadowBox(shadow, centredToDevice: centredToDevice)) }
        let blurMargin = blurs ? Int((3 * blurSigma).rounded(.up)) + 1 : 0
        box = box.insetBy(-blurMargin)
        let visible = box.intersection(canvas.bounds)
        let projective = regions.contains { !$0.toDevice.isAffine }
        // A frame of an animated SVG: a whole card under an affine map is drawn in its reference
        // place (no item transform, opaque) and handed over with the map from there and its alpha,
        // which the document animates from frame to frame. Such a card is drawn even when it is
        // off the page or transparent, so neighbouring frames hold the same cards. Not a card whose
        // layers have actions: they move inside it from frame to frame, so its drawing is never
        // shared, and chromium drew such a card's top edge a row apart from the PNG under the map.
        var fromReference: Homography?
        if let document, document.collectsItems, !projective, cardLayers.allSatisfy({ $0.actions.isEmpty }), regions.count == 1, !regions[0].isPiece,
           let map = centreToDevice.inverted()?.then(centredToDevice), map.isAffine, map.matrix.isInvertible, map.matrix.determinant.isFinite {
            fromReference = map
        }
        // Culled (nothing of it is on the page) or transparent.
        guard fromReference != nil || (!visible.isEmpty && alpha > 0) else { return }

        if (projective || blurs) && document == nil {
            try drawRaster(item.index, layers: layers, regions: regions, shadow: shadow, blurSigma: blurs ? blurSigma : 0, tint: state.blurStyle?.tint,
                           blur: state.blur, alpha: alpha, centredToDevice: centredToDevice,
                           box: box.intersection(canvas.bounds.insetBy(-blurMargin)), on: canvas)
            return
        }
        var itemMap: Matrix?
        var shadowBounds = canvas.bounds
        if let fromReference, let document, document.beginItem() {
            let map = fromReference.matrix
            itemMap = map
            centredToDevice = centreToDevice
            regions = self.regions(of: state, cardToDevice: Homography(Matrix.translation(-card.width / 2, -card.height / 2)).then(centreToDevice),
                                   centreToDevice: centreToDevice)
            // The PNG blurs the card by `blurSigma` device px whatever its transform: before the map.
            blurSigma = Swift.min(blurSigma / Swift.abs(map.determinant).squareRoot(), Self.largestShadowSigma)
            box = PixelBox(x: 0, y: 0, width: 0, height: 0)
            for region in regions { box = box.union(deviceBox(of: region.rect, through: region.toDevice)) }
            if let shadow { box = box.union(shadowBox(shadow, centredToDevice: centredToDevice)) }
            box = box.insetBy(-(Int((3 * blurSigma).rounded(.up)) + 1))
            // Where the card is now says nothing of where the map takes it: no page to clip to.
            shadowBounds = PixelBox(x: -(1 << 24), y: -(1 << 24), width: 1 << 25, height: 1 << 25)
        }
        let context = canvas.context
        let grouped = alpha < 1 && itemMap == nil
        if grouped {
            context.save()
            clip(context, to: visible)
            context.pushGroup()
        }
        if let shadow {
            try drawShadow(shadow, centredToTarget: centredToDevice, on: context, within: shadowBounds)
        }
        if let document, blurs {
            let tint = state.blurStyle?.tint
            document.beginBlur(sigma: blurSigma, region: box,
                               tint: tint.flatMap { $0.alpha > 0 ? ($0.red, $0.green, $0.blue, $0.alpha * Swift.min(1, state.blur)) : nil })
        }
        for region in regions {
            try drawVector(item.index, layers: layers, region: region, on: context)
        }
        if let document, blurs { document.endBlur() }
        if grouped {
            context.popGroupToSource()
            context.paint(alpha: alpha)
            context.restore()
        }
        if let document, let itemMap { document.endItem(transform: itemMap, alpha: alpha, shows: !visible.isEmpty && alpha > 0) }
    }

    /// Draws one region with Cairo's affine matrix (vector output in SVG). On an SVG document a
    /// projective region is drawn in its own plane (scaled by `SVGDocument.planeScale`, so
    /// Cairo's fixed-point paths keep their precision) and mapped through its homography.
    func drawVector(_ index: Int, layers: [ResolvedLayer], region: Region, on context: Context) throws {
        guard region.alpha > 0 else { return }
        let document = context.recorder as? SVGDocument
        let matrix: Matrix
        var projection: Homography?
        if region.toDevice.isAffine {
            matrix = region.toDevice.matrix
        } else {
            guard let document else { return }
            matrix = .scale(SVGDocument.planeScale, SVGDocument.planeScale)
            projection = document.planeProjection(region.toDevice)
        }
        guard matrix.isInvertible else { return } // scaled to nothing: invisible
        let previous = document?.projection
        defer { document?.projection = previous }
        let grouped = region.alpha < 1
        context.save()
        if grouped {
            clip(context, to: deviceBox(of: region.rect, through: region.toDevice))
            context.pushGroup()
            context.save()
        }
        if let projection { document?.projection = projection }
        context.setMatrix(matrix)
        if region.isPiece {
            context.roundedRectangle(x: region.rect.x, y: region.rect.y, width: region.rect.width, height: region.rect.height,
                                     radius: region.cornerRadius)
            context.clip()
        }
        try painter.paint(index: index, layers: layers, in: context)
        if grouped {
            context.restore()
            context.popGroupToSource()
            context.paint(alpha: region.alpha)
        }
        context.restore()
    }

    /// Draws an item that needs pixels: a perspective card or a blurred one. The item is composed
    /// in an offscreen image over `box` (device pixels), which is then painted at the item's alpha.
    func drawRaster(_ index: Int, layers: [ResolvedLayer], regions: [Region], shadow: Shadow?, blurSigma: Double, tint: Color?, blur: Double,
                    alpha: Double, centredToDevice: Homography, box: PixelBox, on canvas: Canvas) throws {
        guard !box.isEmpty else { return }
        try cairo("drawing item \(index)") {
            let toSprite = Homography(Matrix.translation(-Double(box.x), -Double(box.y)))
            let spriteBounds = PixelBox(x: 0, y: 0, width: box.width, height: box.height)
            let sprite = try ImageSurface(width: box.width, height: box.height)
            do {
                let context = try Context(sprite)
                if let shadow {
                    try drawShadow(shadow, centredToTarget: centredToDevice.then(toSprite), on: context, within: spriteBounds)
                }
                try context.check("drawing a shadow")
            }
            let layer = blurSigma > 0 ? try ImageSurface(width: box.width, height: box.height) : sprite
            var texture: ProjectiveWarp.Texture?
            for region in regions {
                let toLayer = region.toDevice.then(toSprite)
                if toLayer.isAffine {
                    let context = try Context(layer)
                    try drawVector(index, layers: layers, region: Region(rect: region.rect, toDevice: toLayer, alpha: region.alpha,
                                                         cornerRadius: region.cornerRadius, isPiece: region.isPiece), on: context)
                    try context.check("drawing a card")
                } else {
                    if texture == nil { texture = try cardTexture(index, layers: layers, for: regions) }
                    if let texture {
                        try ProjectiveWarp.drawRegion(of: texture, region: region.rect, radius: region.cornerRadius,
                                                      alpha: region.alpha, toTarget: toLayer, into: layer, threads: drawingThreads)
                    }
                }
            }
            if blurSigma > 0 {
                try layer.blur(sigma: blurSigma)
                let context = try Context(sprite)
                if let tint, tint.alpha > 0 {
                    // The tint covers the blurred card only, weighted by its coverage.
                    let tintContext = try Context(layer)
                    tintContext.setOperator(.atop)
                    tintContext.setSource(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * Swift.min(1, blur))
                    tintContext.paint()
                    try tintContext.check("tinting a blurred card")
                }
                context.setSource(layer, x: 0, y: 0)
                context.paint()
                try context.check("compositing a blurred card")
            }
            let context = canvas.context
            context.save()
            context.setMatrix(.identity)
            context.setSource(sprite, x: Double(box.x), y: Double(box.y))
            context.paint(alpha: alpha)
            context.restore()
        }
    }

    /// The card painted at the resolution its most magnified projected corner needs
    /// (at least half a pixel per point, at most 4096 px a side).
    func cardTexture(_ index: Int, layers: [ResolvedLayer], for regions: [Region]) throws -> ProjectiveWarp.Texture? {
        var stretch = 0.0
        for region in regions where !region.toDevice.isAffine {
            let r = region.rect
            for (x, y) in [(r.x, r.y), (r.x + r.width, r.y), (r.x + r.width, r.y + r.height), (r.x, r.y + r.height)] {
                let s = region.toDevice.stretch(at: x, y)
                if s.isFinite { stretch = Swift.max(stretch, s) }
            }
        }
        let limit = 4096.0
        let factor = Swift.min(Swift.max(stretch, 0.5), 4 * scale, limit / card.width, limit / card.height)
        let width = Swift.max(1, Int((card.width * factor).rounded(.up))), height = Swift.max(1, Int((card.height * factor).rounded(.up)))
        let image = try ImageSurface(width: width, height: height)
        let scaleX = Double(width) / card.width, scaleY = Double(height) / card.height
        let context = try Context(image)
        context.scale(scaleX, scaleY)
        try painter.paint(index: index, layers: layers, in: context)
        try context.check("painting a card texture")
        return ProjectiveWarp.Texture(image: image, originX: 0, originY: 0, scaleX: scaleX, scaleY: scaleY)
    }
}
