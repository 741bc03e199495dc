import ImageCodecs
import CairoKit
import SceneResources
import Transforms

/// Draws resolved layers (`ResolvedLayer`, from `Transforms`) into a context whose user space is
/// the layers' container (the card, or the page for overlays): each layer through its transform
/// about its anchor, at its alpha, clipped to the container's shape.
///
/// A layer whose transform is affine goes straight into Cairo's matrix (vector in SVG). One
/// turned out of the plane is painted into a texture and mapped through its exact homography
/// (`ProjectiveWarp`), then composited under the current clip.
struct LayerPainter: Sendable {
    /// Decoded PNGs by path, shared read-only by every frame.
    let images: [String: ImageSurface]
    /// The faces text layers are drawn in.
    let fonts: SceneFonts
    /// The scene's sections, for `{section}` and `{item}` in text; `nil` for one section.
    var sections: ItemSections? = nil
    /// A menu item's title by index, for `{title}` in a menu cell's layers; `nil` elsewhere.
    var titles: (@Sendable (Int) -> String)? = nil

    /// The shape layers are clipped to, in container coordinates.
    struct Container {
        var rect: Rect
        var cornerRadius: Double

        func addPath(to context: Context) {
            context.roundedRectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height, radius: cornerRadius)
        }
    }

    /// Draws `layers` in order; `index` fills text templates; `clip` is the container's shape, or
    /// `nil` when the context is already clipped to it.
    func draw(_ layers: [ResolvedLayer], index: Int, clip container: Container?, in context: Context) throws {
        guard layers.contains(where: { $0.container != nil }) else {
            for layer in layers {
                try draw(layer, index: index, clip: container, in: context)
            }
            return
        }
        // Layers inside others (`Layer.container`): each drawn right after its container, in list
        // order among its siblings, as UIKit draws subviews.
        let ids = Set(layers.map(\.id))
        var children: [String: [ResolvedLayer]] = [:]
        var roots: [ResolvedLayer] = []
        for layer in layers {
            if let parent = layer.container, parent != layer.id, ids.contains(parent) {
                children[parent, default: []].append(layer)
            } else {
                roots.append(layer)
            }
        }
        for root in roots {
            try drawTree(root, children: children, index: index, clip: container, in: context, depth: 0)
        }
    }

    func draw(_ layer: ResolvedLayer, index: Int, clip container: Container?, in context: Context) throws {
        var layer = layer
        // `masksToBounds` hides a layer's shadow, as it does in Core Animation.
        if layer.clipsToBounds { layer.shadow = .none }
        let alpha = Swift.min(1, Swift.max(0, layer.alpha))
        guard alpha > 0, layer.frame.width.isFinite, layer.frame.height.isFinite, layer.transform.isFinite else { return }
        let shadowed = layer.shadow.isVisible
        let isPlain = alpha == 1 && layer.isUntransformed && !shadowed
        // Cards without layers have always drawn their caption unclipped unless it overflows:
        // keep those pixels exactly.
        if isPlain, case let .text(text) = layer.content, let caption = text.caption, let container, layer.frame == container.rect {
            drawCaption(text, caption, index: index, in: layer.frame, container: container, context: context)
            return
        }
        let toContainer = layer.toContainer
        context.save()
        defer { context.restore() }
        if let container {
            container.addPath(to: context)
            context.clip()
        }
        if !toContainer.isAffine {
            try drawProjective(layer, toContainer: toContainer, alpha: alpha, index: index, container: container, in: context)
            return
        }
        let matrix = Matrix(xx: toContainer.m11, yx: toContainer.m12, xy: toContainer.m21, yy: toContainer.m22,
                            x0: toContainer.m41, y0: toContainer.m42)
        let device = matrix.then(context.matrix)
        guard device.isInvertible else { return }
        // Content drawn in one operation takes the alpha directly; overlapping parts (a shadow
        // under the content among them) need a group, as the layer's opacity applies to both.
        let grouped = alpha < 1 && (shadowed || Self.overlapsItself(layer.content))
        if grouped { context.pushGroup() }
        if shadowed { try drawShadow(layer, device: device, index: index, in: context) }
        context.save()
        context.setMatrix(device)
        // The image of a layer covering the whole container is clipped by the container alone.
        let coversContainer = container.map { layer.isUntransformed && Self.contains(layer.frame, $0.rect) } ?? false
        try drawContent(layer.content, size: layer.frame.size, index: index, alpha: grouped ? 1 : alpha,
                        clipsToFrame: !coversContainer, in: context)
        context.restore()
        if grouped {
            context.popGroupToSource()
            context.paint(alpha: alpha)
        }
    }

    /// True when the content paints some pixels twice (a fill under a border, a caption block,
    /// lines of text whose ink may touch), so a partial alpha must apply to the composed result.
    static func overlapsItself(_ content: LayerContent) -> Bool {
        switch content {
        case let .text(text): return text.caption != nil || text.wrapping.numberOfLines != 1
        case let .rect(shape), let .circle(shape): return shape.fill != nil && (shape.border?.width ?? 0) > 0
        case .image, .gradient: return false
        case .table, .segmented: return true
        }
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.x <= inner.x && outer.y <= inner.y
            && outer.x + outer.width >= inner.x + inner.width && outer.y + outer.height >= inner.y + inner.height
    }

    // MARK: Content, in layer coordinates (origin at the frame's top-left corner)

    /// Draws `content` at `alpha`, which must be 1 when `overlapsItself(content)`.
    func drawContent(_ content: LayerContent, size: Size, index: Int, alpha: Double, clipsToFrame: Bool, in context: Context) throws {
        let width = size.width, height = size.height
        switch content {
        case let .text(text):
            if let caption = text.caption {
                drawCaption(text, caption, index: index, in: Rect(x: 0, y: 0, width: width, height: height), container: nil, context: context)
            } else {
                drawText(text, index: index, width: width, height: height, alpha: alpha, in: context)
            }
        case let .image(image):
            guard let surface = images[image.path], surface.width > 0, surface.height > 0, width > 0, height > 0 else { return }
            let imageWidth = Double(surface.width), imageHeight = Double(surface.height)
            let factor = image.mode == .fill ? Swift.max(width / imageWidth, height / imageHeight) : Swift.min(width / imageWidth, height / imageHeight)
            if clipsToFrame {
                context.rectangle(x: 0, y: 0, width: width, height: height)
                context.clip()
            }
            context.translate((width - imageWidth * factor) / 2, (height - imageHeight * factor) / 2)
            context.scale(factor, factor)
            context.setSource(surface, x: 0, y: 0)
            if alpha < 1 { context.paint(alpha: alpha) } else { context.paint() }
        case let .rect(shape):
            let radius = Swift.max(0, Swift.min(shape.cornerRadius, width / 2, height / 2))
            if let fill = shape.fill {
                context.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: radius)
                context.setSource(fill, alpha: alpha)
                context.fill()
            }
            if let border = shape.border, border.width > 0 {
                context.borderRing(width: width, height: height, radius: radius, lineWidth: border.width)
                context.setSource(border.color, alpha: alpha)
                context.fillEvenOdd()
            }
        case let .circle(shape):
            if let fill = shape.fill {
                Self.ellipse(Rect(x: 0, y: 0, width: width, height: height), in: context)
                context.setSource(fill, alpha: alpha)
                context.fill()
            }
            if let border = shape.border, border.width > 0 {
                // A ring between the ellipse and the one inset by the border's width (exact for
                // circles), filled rather than stroked so it maps through a projection.
                let inset = Swift.min(border.width, width / 2, height / 2)
                Self.ellipse(Rect(x: 0, y: 0, width: width, height: height), in: context)
                Self.ellipse(Rect(x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset), in: context)
                context.setSource(border.color, alpha: alpha)
                context.fillEvenOdd()
            }
        case let .gradient(gradient):
            guard let first = gradient.colors.first else { return }
            let colors = gradient.colors.count == 1 ? [first, first] : gradient.colors
            let stops = colors.enumerated().map { position, color in
                (Double(position) / Double(colors.count - 1), color.red, color.green, color.blue, color.alpha * alpha)
            }
            let pattern = try cairo("creating a gradient layer") {
                try Pattern.linearGradient(from: gradient.start.x * width, gradient.start.y * height,
                                           to: gradient.end.x * width, gradient.end.y * height, stops: stops)
            }
            let radius = Swift.max(0, Swift.min(gradient.cornerRadius, width / 2, height / 2))
            context.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: radius)
            context.setSource(pattern)
            context.fill()
        case let .table(table):
            drawTable(table, index: index, width: width, height: height, in: context)
        case let .segmented(control):
            drawSegmented(control, index: index, width: width, height: height, in: context)
        }
    }

    /// The ellipse inscribed in `rect`, as four cubic arcs.
    static func ellipse(_ rect: Rect, in context: Context) {
        let k = 0.552_284_749_831 // 4/3·(√2 − 1): a quarter circle as one cubic
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        context.move(to: cx + rx, cy)
        context.curve(to: cx, cy + ry, control1: cx + rx, cy + k * ry, control2: cx + k * rx, cy + ry)
        context.curve(to: cx - rx, cy, control1: cx - k * rx, cy + ry, control2: cx - rx, cy + k * ry)
        context.curve(to: cx, cy - ry, control1: cx - rx, cy - k * ry, control2: cx - k * rx, cy - ry)
        context.curve(to: cx + rx, cy, control1: cx + k * rx, cy - ry, control2: cx + rx, cy - k * ry)
        context.closePath()
    }

    /// The text's lines (`TextBlock`: wrapped and tail-truncated to the layer's width), each
    /// line's ink placed by `alignment`, the block's ink centred vertically.
    func drawText(_ text: TextContent, index: Int, width: Double, height: Double, alpha: Double, in context: Context) {
        let expanded = TextContent.expanded(text.text, index: index, sections: sections, title: titles?(index))
        guard !expanded.isEmpty, text.font.size > 0, text.font.size.isFinite else { return }
        fonts.select(text.font, in: context)
        if text.letterSpacing != 0, text.letterSpacing.isFinite {
            // A spaced line is drawn one character at a time, on one line (not wrapped).
            drawSpaced(text, expanded, width: width, height: height, alpha: alpha, in: context)
            return
        }
        let block = TextBlock(expanded, width: width, height: height, wrapping: text.wrapping, in: context)
        context.setSource(text.color, alpha: alpha)
        block.show(in: context, top: (height - block.height) / 2) { line in
            switch text.alignment {
            case .left: return 0
            case .center: return (width - line.extents.width) / 2
            case .right: return width - line.extents.width
            }
        }
    }

    /// A line with letter spacing (`SpacedLine`), placed by its ink as `drawText` places an
    /// unspaced line (so a spacing animated from 0 starts where the plain line was).
    func drawSpaced(_ text: TextContent, _ string: String, width: Double, height: Double, alpha: Double, in context: Context) {
        let line = SpacedLine(string, spacing: text.letterSpacing)
        let box = line.measure(in: context)
        let x: Double
        switch text.alignment {
        case .left: x = -box.inkLeft
        case .center: x = (width - (box.inkRight - box.inkLeft)) / 2 - box.inkLeft
        case .right: x = width - box.inkRight
        }
        context.setSource(text.color, alpha: alpha)
        line.draw(x: x, y: (height - (box.inkBottom - box.inkTop)) / 2 - box.inkTop, in: context)
    }

    /// A card's title or subtitle, placed as part of the caption block in `frame` (see
    /// `TextContent.Caption`). Lines wrap at, and a line wider than, the card's width (the
    /// container, else `frame`) is tail-truncated with "…" (`TextBlock`); with a `container`, a
    /// block taller than it is clipped to it (the rule of cards without layers).
    func drawCaption(_ text: TextContent, _ caption: TextContent.Caption, index: Int, in frame: Rect, container: Container?, context: Context) {
        let fullTitle = caption.title.map { TextContent.expanded($0, index: index, sections: sections) }.flatMap { $0.isEmpty ? nil : $0 }
        let fullSubtitle = caption.subtitle.map { TextContent.expanded($0, index: index, sections: sections) }.flatMap { $0.isEmpty ? nil : $0 }
        context.setSource(text.color)
        let available = container?.rect.width ?? frame.width
        var titleBlock: TextBlock?
        if let full = fullTitle {
            var height = frame.height
            if fullSubtitle != nil, caption.titleWrapping.numberOfLines == 0 {
                // As many title lines as leave room for the gap and one subtitle line.
                fonts.select(caption.subtitleFont, in: context)
                height -= caption.gap + context.fontExtents().height
            }
            fonts.select(caption.titleFont, in: context)
            titleBlock = TextBlock(full, width: available, height: height, wrapping: caption.titleWrapping, in: context)
        }
        var subtitleBlock: TextBlock?
        if let full = fullSubtitle {
            let below = titleBlock.map { $0.height + caption.gap } ?? 0
            fonts.select(caption.subtitleFont, in: context)
            subtitleBlock = TextBlock(full, width: available, height: frame.height - below, wrapping: caption.subtitleWrapping, in: context)
        }
        let blockHeight = (titleBlock?.height ?? 0) + (subtitleBlock?.height ?? 0)
            + (titleBlock != nil && subtitleBlock != nil ? caption.gap : 0)
        var overflows = false
        if let container {
            overflows = Swift.max(titleBlock?.width ?? 0, subtitleBlock?.width ?? 0) > container.rect.width
                || blockHeight > container.rect.height
        }
        if overflows {
            context.save()
            container?.addPath(to: context)
            context.clip()
        }
        let top = frame.y + (frame.height - blockHeight) / 2
        let centred = { (line: TextBlock.Line) in frame.x + (frame.width - line.extents.width) / 2 }
        switch caption.role {
        case .title:
            if let titleBlock {
                fonts.select(caption.titleFont, in: context)
                titleBlock.show(in: context, top: top, inkLeft: centred)
            }
        case .subtitle:
            if let subtitleBlock {
                let below = titleBlock.map { $0.height + caption.gap } ?? 0
                fonts.select(caption.subtitleFont, in: context)
                subtitleBlock.show(in: context, top: top + below, inkLeft: centred)
            }
        }
        if overflows { context.restore() }
    }

    // MARK: Shadows

    /// The widest shadow blur drawn, in pixels (σ), as for cards.
    static let largestShadowSigma = 256.0

    /// The layer's shadow (`LayerShadow`) under it, at full layer opacity: its silhouette (the
    /// alpha of its content) drawn into an alpha mask through `device` (layer points → device
    /// pixels) moved by the offset, blurred with σ = radius / 2 times the map's scale, and
    /// painted in the shadow colour at its opacity. A vector context gets the coloured, blurred
    /// mask as an image, as card shadows are embedded.
    func drawShadow(_ layer: ResolvedLayer, device: Matrix, index: Int, in context: Context) throws {
        let shadow = layer.shadow
        let opacity = ShadowPaint.alpha(opacity: shadow.opacity, color: shadow.color)
        let size = layer.frame.size
        guard opacity > 0, size.width > 0, size.height > 0 else { return }
        let shifted = Matrix.translation(shadow.offset.width, shadow.offset.height).then(device)
        let sigma = Swift.min(Swift.max(0, shadow.radius) / 2 * Swift.abs(device.determinant).squareRoot(), Self.largestShadowSigma)
        let margin = Int((3 * sigma).rounded(.up)) + 1
        let corners = [(0.0, 0.0), (size.width, 0), (size.width, size.height), (0, size.height)].map { shifted.apply($0.0, $0.1) }
        let silhouette = PixelBox(minX: corners.map(\.x).min() ?? 0, minY: corners.map(\.y).min() ?? 0,
                                  maxX: corners.map(\.x).max() ?? 0, maxY: corners.map(\.y).max() ?? 0)
        var box = silhouette.insetBy(-margin)
        if !context.drawsVectors {
            // Only the part the clip shows, and the blur's reach in from beyond it. (A vector
            // document clips when it is drawn: its mask is the whole shadow.)
            let clip = context.deviceClipExtents
            box = box.intersection(PixelBox(minX: clip.x0, minY: clip.y0, maxX: clip.x1, maxY: clip.y1).insetBy(-margin))
        }
        guard !box.isEmpty, box.width <= 16_384, box.height <= 16_384 else { return }
        let mask = try cairo("drawing the shadow of layer \(layer.id)") { () throws -> ImageSurface in
            let mask = try ImageSurface(width: box.width, height: box.height, format: .alpha8)
            let maskContext = try Context(mask)
            maskContext.setMatrix(shifted.then(.translation(-Double(box.x), -Double(box.y))))
            try drawContent(layer.content, size: size, index: index, alpha: 1, clipsToFrame: true, in: maskContext)
            try maskContext.check("drawing a layer's shadow mask")
            try mask.blur(sigma: sigma)
            return mask
        }
        try ShadowPaint.paint(mask, at: box, color: shadow.color, alpha: opacity, on: context)
    }

    // MARK: Layers turned out of the plane

    /// Paints the layer into a texture at the resolution its projection needs, maps it through
    /// the exact homography into a sprite over its device box, and composites the sprite.
    func drawProjective(_ layer: ResolvedLayer, toContainer: Transform3D, alpha: Double, index: Int, container: Container?, in context: Context) throws {
        let toDevice = Homography(toContainer).then(Homography(context.matrix))
        // With a shadow, SVG too gets the texture below (layer and shadow warped as one image).
        if let document = context.recorder as? SVGDocument, !layer.shadow.isVisible {
            // Vector: the content's paths in the layer's plane, mapped through the homography.
            guard toDevice.isFinite else { return }
            let previous = document.projection
            defer { document.projection = previous }
            document.projection = document.planeProjection(toDevice)
            let grouped = alpha < 1 && Self.overlapsItself(layer.content)
            if grouped { context.pushGroup() }
            context.save()
            context.setMatrix(.scale(SVGDocument.planeScale, SVGDocument.planeScale))
            try drawContent(layer.content, size: layer.frame.size, index: index, alpha: grouped ? 1 : alpha, clipsToFrame: true, in: context)
            context.restore()
            if grouped {
                context.popGroupToSource()
                context.paint(alpha: alpha)
            }
            return
        }
        let size = layer.frame.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, toDevice.isFinite else { return }
        // The texture holds the layer, and its shadow when it has one (σ in layer points).
        let shadow = layer.shadow
        var region = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var sigma = 0.0
        if shadow.isVisible {
            sigma = Swift.min(Swift.max(0, shadow.radius) / 2, Self.largestShadowSigma)
            let reach = 3 * sigma + 1
            let x0 = Swift.min(0, shadow.offset.width - reach), y0 = Swift.min(0, shadow.offset.height - reach)
            let x1 = Swift.max(size.width, shadow.offset.width + size.width + reach)
            let y1 = Swift.max(size.height, shadow.offset.height + size.height + reach)
            region = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var stretch = 0.0
        for (x, y) in [(region.x, region.y), (region.x + region.width, region.y), (region.x + region.width, region.y + region.height), (region.x, region.y + region.height)] {
            guard let p = toDevice.project(x, y) else { return } // crosses the eye plane: not drawn
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
            stretch = Swift.max(stretch, toDevice.stretch(at: x, y))
        }
        var box = PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        if let container {
            let m = context.matrix
            let corners = [(container.rect.x, container.rect.y), (container.rect.x + container.rect.width, container.rect.y),
                           (container.rect.x, container.rect.y + container.rect.height),
                           (container.rect.x + container.rect.width, container.rect.y + container.rect.height)].map { m.apply($0.0, $0.1) }
            box = box.intersection(PixelBox(minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                                             maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!))
        }
        box = box.intersection(PixelBox(x: PixelBox.pixel(minX), y: PixelBox.pixel(minY), width: 4096, height: 4096))
        guard !box.isEmpty else { return }
        let limit = 4096.0
        let factor = Swift.min(Swift.max(stretch.isFinite ? stretch : 1, 0.5), 8, limit / region.width, limit / region.height)
        try cairo("drawing layer \(layer.id)") {
            let textureWidth = Swift.max(1, Int((region.width * factor).rounded(.up)))
            let textureHeight = Swift.max(1, Int((region.height * factor).rounded(.up)))
            let texture = try ImageSurface(width: textureWidth, height: textureHeight)
            let scaleX = Double(textureWidth) / region.width, scaleY = Double(textureHeight) / region.height
            do {
                let textureContext = try Context(texture)
                if shadow.isVisible {
                    let mask = try ImageSurface(width: textureWidth, height: textureHeight, format: .alpha8)
                    let maskContext = try Context(mask)
                    maskContext.scale(scaleX, scaleY)
                    maskContext.translate(shadow.offset.width - region.x, shadow.offset.height - region.y)
                    try drawContent(layer.content, size: size, index: index, alpha: 1, clipsToFrame: true, in: maskContext)
                    try maskContext.check("drawing a layer's shadow mask")
                    try mask.blur(sigma: sigma * (scaleX * scaleY).squareRoot())
                    let opacity = ShadowPaint.alpha(opacity: shadow.opacity, color: shadow.color)
                    textureContext.setSource(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue, alpha: opacity)
                    textureContext.mask(mask, x: 0, y: 0)
                }
                textureContext.scale(scaleX, scaleY)
                textureContext.translate(-region.x, -region.y)
                try drawContent(layer.content, size: size, index: index, alpha: 1, clipsToFrame: true, in: textureContext)
                try textureContext.check("painting a layer texture")
            }
            let sprite = try ImageSurface(width: box.width, height: box.height)
            try ProjectiveWarp.drawRegion(of: ProjectiveWarp.Texture(image: texture, originX: region.x, originY: region.y, scaleX: scaleX, scaleY: scaleY),
                                          region: region, radius: 0, alpha: 1,
                                          toTarget: toDevice.then(Homography(Matrix.translation(-Double(box.x), -Double(box.y)))), into: sprite)
            context.save()
            context.setMatrix(.identity)
            context.setSource(sprite, x: Double(box.x), y: Double(box.y))
            context.paint(alpha: alpha)
            context.restore()
        }
    }
}

extension Context {
    /// A solid colour source at `alpha` × the colour's own alpha.
    func setSource(_ colour: Color, alpha: Double) {
        setSource(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha * alpha)
    }
}
