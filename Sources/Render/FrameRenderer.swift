import ImageCodecs
import CairoKit
import Foundation
import Problems
import SceneModel
import SceneResources
import Transforms

/// Draws frames of a `Scene` with Cairo: the background, then every laid-out card back to front
/// with its transform, alpha, shadow, blur and snapshot pieces, exactly as `Transforms` computed
/// them (the renderer adds no effect math of its own).
///
/// How each visual property is drawn:
/// - **Transform** about the card centre. When the transform restricted to the
///   card's plane is affine it goes straight into Cairo's matrix (vector in SVG); otherwise
///   (`rotation3d` layouts) the card is painted into an offscreen texture at the resolution the
///   projection needs and mapped pixel by pixel through the exact homography (`ProjectiveWarp`).
/// - **Alpha**: the card and its shadow are drawn into a group painted at the item's alpha,
///   as a layer's `opacity` applies to both.
/// - **Shadow**: a Gaussian blur of the card's shape with σ = `shadowRadius / 2` points (Core
///   Animation's `shadowRadius` is about twice the standard deviation), offset in the card's own
///   coordinates and transformed with it, in the shadow's colour at its opacity.
/// - **Blur**: the card is blurred with σ = `blur × blurStyle.radius / 2` screen points and the
///   style's tint is laid over it at `blur × tint.alpha`.
/// - **Snapshot pieces**: each piece shows its rectangle of the card, clipped to its own rounded
///   corners, through its transform about its centre inside the container transform.
/// - **Back faces and culling**: hidden items, items outside the visible range and items that
///   fall outside the page are skipped; a projected card that crosses the eye plane (`W ≤ 0`
///   at some corner) is not drawn, as nothing sensible of it would show.
public struct FrameRenderer: Sendable {
    /// The scene being drawn.
    public let scene: Scene
    /// The scene's paging layout.
    package let layout: PagingLayout
    /// The card's frame in the page, in points.
    public let card: Rect
    /// Pixels per point.
    public let scale: Double
    /// The size of one frame in pixels.
    package let pixelWidth: Int, pixelHeight: Int
    let painter: CardPainter
    /// The layers drawn inside every card (`CardStyle.cardLayers(size:)`).
    let cardLayers: [Layer]
    /// The menu over the pages, when the scene has one.
    let menuPainter: MenuPainter?
    /// Draws `pageViewController:` pages and the page control; `nil` when the scene has neither.
    let pagesPainter: PagesPainter?
    /// Card and layer images PNG-encoded once for every SVG frame of this renderer.
    let svgImages: SVGImages
    /// The renderers of the scene after each of its timeline's `reload` steps (`Scene.reloaded(_:)`):
    /// a frame of epoch `n` is drawn by `reloadedRenderers[n − 1]`. Empty without reloads.
    let reloadedRenderers: [FrameRenderer]
    /// The threads one frame may be drawn on (its card warps and shadow blurs in bands of rows;
    /// the pixels do not depend on it). 1 unless a caller draws a frame alone and wants it soon
    /// (the designer's preview); leave it at 1 where frames are drawn side by side.
    package var drawingThreads = 1

    /// Checks the scene and loads its card image (from `images` when it holds it decoded: a
    /// session that draws many versions of a scene decodes each image once) and its fonts (or
    /// takes `fonts`, the scene's fonts already loaded, so a command reads them once). Errors name
    /// the setting and the fix.
    ///
    /// ```swift
    /// let renderer = try FrameRenderer(scene: Scene(name: "tilted", effect: .scale(.layout(.coverFlow))))
    /// let png = try renderer.pngData(offset: 0.5)
    /// ```
    ///
    /// - Parameter scene: The scene to draw; it is checked first (`Scene.validate()`).
    /// - Throws: A `Problem` naming the setting that cannot be drawn, or the image or font that cannot be read.
    public init(scene: Scene) throws {
        try self.init(scene: scene, images: nil, fonts: nil)
    }

    /// `init(scene:)`, with decoded images and loaded fonts shared between renderers.
    package init(scene: Scene, images: DecodedImages? = nil, fonts loaded: SceneFonts? = nil) throws {
        try scene.validate()
        self.scene = scene
        layout = scene.layout
        card = scene.cardFrame
        scale = scene.output.scale
        (pixelWidth, pixelHeight) = scene.pixelSize
        cardLayers = scene.card.cardLayers(size: scene.cardFrame.size)
        // A reloading scene's renderers share the decoded images, so an SVG keeps one copy of each.
        let images = images ?? (scene.reloads.isEmpty ? nil : DecodedImages(capacity: 64))
        let decoded = try SceneImages.load(of: scene, cache: images)
        let fonts = try SceneFonts.of(scene, loaded: loaded)
        painter = CardPainter(style: scene.card, size: scene.cardFrame.size, layers: LayerPainter(images: decoded, fonts: fonts, sections: scene.itemSections))
        svgImages = SVGImages(keeping: painter.layers.images)
        menuPainter = try scene.menu.map { try MenuPainter(scene: scene, menu: $0, images: decoded, fonts: fonts) }
        pagesPainter = scene.pageViewController != nil || scene.pageControl != nil ? PagesPainter(scene: scene, layerPainter: painter.layers) : nil
        var reloaded: [FrameRenderer] = []
        let reloads = scene.reloads
        if !reloads.isEmpty {
            for epoch in 1...reloads.count {
                do {
                    reloaded.append(try FrameRenderer(scene: scene.reloaded(epoch), images: images, fonts: fonts))
                } catch let problem as Problem {
                    throw problem.within("after the reload to \(reloads[epoch - 1].titles.count) items (timeline.steps)")
                }
            }
        }
        reloadedRenderers = reloaded
    }

    /// The renderer that draws frames of `epoch` (`TimelineFrame.epoch`): this one for 0.
    func renderer(epoch: Int) -> FrameRenderer {
        epoch > 0 && epoch <= reloadedRenderers.count ? reloadedRenderers[epoch - 1] : self
    }

    /// The laid-out items at `offset`, back to front.
    public func frame(at offset: Double) -> LayoutFrame {
        layout.frame(offset: offset, card: card.size)
    }

    /// Each frame's hold of the menu over the timeline's `frames` (`Scene.menuHolds(frames:layouts:)`,
    /// over the menus this renderer and its reloads draw): `animateAfter`'s, where a finger on the
    /// menu put it, and where a reload left it.
    package func menuHolds(frames: [TimelineFrame]) -> [MenuScrollHold?] {
        scene.menuHolds(frames: frames, layouts: [menuPainter?.layout] + reloadedRenderers.map { $0.menuPainter?.layout })
    }

    /// Draws the frame at `offset` into `context`, with the frame's top-left corner at device pixel
    /// `(originX, originY)`; nothing is drawn outside the frame (the page, and the menu when there
    /// is one). The context's matrix is ignored; the menu's titles go to `menuText` (as SVG text)
    /// when given instead of being painted. `controlPosition` is the page control's displayed
    /// position on this frame of a timeline (`Scene.pageControlPositions`); `nil` takes the frame
    /// alone (its rounded offset). `overlay` is the page overlay on this frame of a timeline
    /// (`Scene.overlayFrames`); `nil` takes a scroll from page 0 to `offset`. `programmatic` is the
    /// programmatic scroll under way on this frame (`TimelineFrame.programmatic`), which the menu
    /// shows as one straight jump and, for an animated `select`, the pages as one turn
    /// (`SelectTurn`); `menuHold` is where the menu is held on this frame (`menuHolds(frames:)`),
    /// `nil` for the offset's own position; `epoch` the reloads run by this frame
    /// (`TimelineFrame.epoch`), whose renderer draws it. A timeline's frames take all of these from
    /// `FrameInputs` (`draw(frame:of:in:)`).
    func draw(offset: Double, in context: Context, originX: Int = 0, originY: Int = 0, menuText: MenuSVGText? = nil,
              controlPosition: Double? = nil, overlay: OverlayFrame? = nil, programmatic: ProgrammaticScroll? = nil,
              menuHold: MenuScrollHold? = nil, epoch: Int = 0) throws {
        if epoch > 0 {
            // A frame after a reload is the reloaded scene's.
            return try renderer(epoch: epoch).draw(offset: offset, in: context, originX: originX, originY: originY, menuText: menuText,
                                                   controlPosition: controlPosition, overlay: overlay, programmatic: programmatic, menuHold: menuHold)
        }
        let pages = pagesBounds(originX: originX, originY: originY)
        let canvas = Canvas(context: context, scale: scale, originX: pages.x, originY: pages.y, bounds: pages)
        context.save()
        context.setMatrix(.identity)
        context.rectangle(x: Double(originX), y: Double(originY), width: Double(pixelWidth), height: Double(pixelHeight))
        context.clip()
        context.setSource(menuPainter?.menu.options.pagingContentBackgroundColor ?? scene.background)
        context.paint()
        let turn = SelectTurn(programmatic: programmatic, offset: offset, count: scene.itemCount)
        if let pagesPainter, scene.pageViewController != nil {
            try pagesPainter.drawPages(offset: offset, turn: turn, pageToDevice: canvas.pageToDevice.matrix, bounds: canvas.bounds, in: context)
        } else {
            let frame = layout.frame(offset: offset, card: card.size, turn: turn)
            for item in frame.items {
                // A cancelled task (a designer request past its limit) stops between cards.
                try Task.checkCancellation()
                try draw(item, offset: frame.offset(forItem: item.index), on: canvas)
            }
        }
        try drawOverlay(at: offset, overlay: overlay, on: canvas)
        try menuPainter?.draw(offset: offset, programmatic: programmatic, hold: menuHold, in: context, scale: scale, originX: originX, originY: originY, text: menuText)
        pagesPainter?.drawPageControl(position: controlPosition ?? scene.pageControlPositions(offsets: [offset])[0],
                                      pageToDevice: canvas.pageToDevice.matrix, in: context)
        context.restore()
        try cairo("drawing offset \(offset)") { try context.check("drawing") }
    }

    /// A frame-sized image with what `draw` draws in it.
    func image(drawing draw: (Context) throws -> Void) throws -> ImageSurface {
        let surface = try cairo("creating the frame") { try ImageSurface(width: pixelWidth, height: pixelHeight) }
        let context = try cairo("creating the frame") { try Context(surface) }
        try draw(context)
        return surface
    }

    /// What `draw` draws (into a context, recording the menu's titles in the `MenuSVGText` when it
    /// gets one) encoded as `format`: PNG at `scene.output.pngLevel` on up to `concurrency` threads
    /// (the bytes do not depend on it), or a frame-sized SVG document.
    func encoded(_ format: OutputOptions.Format, concurrency: Int, drawing draw: (Context, MenuSVGText?) throws -> Void) throws -> [UInt8] {
        switch format {
        case .png:
            let surface = try image { try draw($0, nil) }
            return try cairo("encoding PNG") { try surface.pngData(level: scene.output.pngLevel, concurrency: concurrency) }
        case .svg:
            let document = SVGDocument(width: Double(pixelWidth), height: Double(pixelHeight), images: svgImages)
            let titles = MenuSVGText()
            do {
                let context = try cairo("creating the SVG") { try Context(recordingInto: document) }
                try draw(context, titles)
            }
            return document.bytes(adding: titles.markup)
        case .animated:
            throw Problem(.unsupported, "a single frame is PNG or SVG, not \(format.rawValue)", fix: "draw one frame as png or svg; the whole timeline makes one animated file")
        }
    }

    /// The frame at `offset` alone as an image; `controlPosition` as in `draw(offset:in:…)`.
    package func image(offset: Double, controlPosition: Double? = nil) throws -> ImageSurface {
        try image { try draw(offset: offset, in: $0, controlPosition: controlPosition) }
    }

    /// The frame at `offset` as PNG bytes (8-bit RGBA, or RGB when every pixel is opaque),
    /// compressed at `scene.output.pngLevel`.
    ///
    /// - Parameters:
    ///   - offset: The scroll offset in pages (item `i` is centred at offset `i`).
    ///   - concurrency: The threads compressing it; the bytes do not depend on it.
    /// - Returns: The PNG file's bytes.
    public func pngData(offset: Double, concurrency: Int = 1) throws -> [UInt8] {
        try encodedFrame(offset: offset, format: .png, concurrency: concurrency)
    }

    /// The frame at `offset` as an SVG document of `pixelWidth × pixelHeight` px (`SVGDocument`):
    /// cards, titles, gradients, borders, pieces, menus, dots and layers are paths, also under
    /// perspective; shadows and blur are SVG filters; only the scene's own bitmaps (card and
    /// layer images) are embedded, plus the page curl's turning leaf, drawn at
    /// `output.svgRasterScale` × the output scale.
    ///
    /// - Parameter offset: The scroll offset in pages.
    /// - Returns: The SVG document's bytes (UTF-8).
    public func svgData(offset: Double) throws -> [UInt8] {
        try encodedFrame(offset: offset, format: .svg)
    }

    /// The frame at `offset` alone encoded as `format` (PNG on up to `concurrency` threads; the bytes
    /// do not depend on it); `controlPosition` as in `draw(offset:in:…)`. A timeline's frame is
    /// `encodedFrame(frame:of:format:concurrency:)`.
    package func encodedFrame(offset: Double, format: OutputOptions.Format, controlPosition: Double? = nil, concurrency: Int = 1) throws -> [UInt8] {
        try encoded(format, concurrency: concurrency) { try draw(offset: offset, in: $0, menuText: $1, controlPosition: controlPosition) }
    }
}
