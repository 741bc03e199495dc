import ImageCodecs
import CairoKit
import SceneModel
import Transforms

/// Draws a `pageViewController:` scene's pages and, in any scene, its page control, from the
/// values `Transforms` computes (`ScrollPageLayout`, `PageCurlLayout`, `PageControlLayout`).
///
/// - **Pages** are the scene's cards at the page size (the page area, or half of it for a middle
///   spine): fill, layers, border and corner radius as a card's. Pages are clipped to the page area.
/// - **Scroll style**: the view's background colour over the page area, then each page at its
///   frame, vector in SVG.
/// - **Page curl**: a flat frame draws its pages as vectors. While a page turns, the pictures it
///   needs (the current spread, the next spread, and for double-sided min/max spines the back page)
///   are painted at the output resolution and composited per output pixel (`CurlCompositor`);
///   in SVG that page area is embedded as a PNG raster.
/// - **Page control**: its background colour over its band, the platter (a capsule) and one filled circle per shown dot, in the colours
///   the layout gives, above everything else.
struct PagesPainter: Sendable {
    let scene: Scene
    /// Paints one page at the page size.
    let painter: CardPainter
    /// The layers of every page (`CardStyle.cardLayers(size:)` at the page size).
    let layers: [Layer]

    init(scene: Scene, layerPainter: LayerPainter) {
        self.scene = scene
        painter = CardPainter(style: scene.card, size: scene.pageSize, layers: layerPainter)
        layers = scene.card.cardLayers(size: scene.pageSize)
    }

    /// What lies under the pages: the menu's `pagingContentBackgroundColor` when there is a
    /// menu, else the scene's background (as `FrameRenderer` paints the frame).
    var background: Color { scene.menu?.options.pagingContentBackgroundColor ?? scene.background }

    /// Paints page `index` with its top-left corner at `origin` (viewport points); `pageToDevice`
    /// maps viewport points to the target's pixels.
    func paint(page index: Int, at origin: Point, offset: Double, pageToDevice m: Matrix, in context: Context) throws {
        context.save()
        context.setMatrix(Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy,
                                 x0: m.x0 + origin.x * m.xx + origin.y * m.xy, y0: m.y0 + origin.x * m.yx + origin.y * m.yy))
        let resolved = layers.resolved(offset: offset, index: index, card: painter.size, perspective: scene.layerPerspective)
        try painter.paint(index: index, layers: resolved, in: context)
        context.restore()
    }

    /// Clips `context` to the page area (in device pixels through `pageToDevice`).
    func clipToPageArea(_ context: Context, pageToDevice m: Matrix) {
        let area = scene.pageArea
        context.setMatrix(m)
        context.rectangle(x: area.x, y: area.y, width: area.width, height: area.height)
        context.setMatrix(.identity)
        context.clip()
    }

    /// Draws the pages at `offset` (the background is already painted); the scroll style shows
    /// `turn`, Parchment's one-page turn to a selected page, when there is one.
    func drawPages(offset: Double, turn: SelectTurn? = nil, pageToDevice: Matrix, bounds: PixelBox, in context: Context) throws {
        if let scroll = scene.scrollPageLayout {
            context.save()
            clipToPageArea(context, pageToDevice: pageToDevice)
            fillViewBackground(pageToDevice: pageToDevice, in: context)
            for page in scroll.pages(offset: offset, turn: turn) {
                try paint(page: page.index, at: page.frame.origin, offset: turn?.offset(forItem: page.index) ?? offset,
                          pageToDevice: pageToDevice, in: context)
            }
            context.restore()
        } else if let curl = scene.pageCurlLayout {
            let frame = curl.frame(offset: offset)
            if frame.cylinder == nil {
                context.save()
                clipToPageArea(context, pageToDevice: pageToDevice)
                try drawResting(frame.current, offset: offset, pageToDevice: pageToDevice, in: context)
                context.restore()
            } else {
                try CurlCompositor(pages: self, frame: frame, offset: offset, pageToDevice: pageToDevice, bounds: bounds).draw(in: context)
            }
        }
    }

    /// The page view controller's view's `backgroundColor` over the current clip (the page area),
    /// under the pages: seen in the spacing and past either end of a scroll (a curl's pages cover it).
    private func fillViewBackground(pageToDevice: Matrix, in context: Context) {
        guard let color = scene.pageViewController?.backgroundColor, color.alpha > 0 else { return }
        let area = scene.pageArea
        context.setMatrix(pageToDevice)
        context.rectangle(x: area.x, y: area.y, width: area.width, height: area.height)
        context.setMatrix(.identity)
        context.setSource(color)
        context.fill()
    }

    /// Draws resting pages (a flat spread) under the current clip.
    func drawResting(_ pages: [PageCurlLayout.RestingPage], offset: Double, pageToDevice: Matrix, in context: Context) throws {
        for page in pages {
            try paint(page: page.index, at: page.frame.origin, offset: offset, pageToDevice: pageToDevice, in: context)
        }
    }

    /// Draws the page control at displayed position `position` (`Scene.pageControlPositions`).
    func drawPageControl(position: Double, pageToDevice: Matrix, in context: Context) {
        guard let control = scene.pageControlLayout else { return }
        let state = control.state(position: position)
        guard !state.isHidden else { return }
        context.save()
        context.setMatrix(pageToDevice)
        let background = control.options.backgroundColor
        if background.alpha > 0 {
            context.rectangle(x: state.frame.x, y: state.frame.y, width: state.frame.width, height: state.frame.height)
            context.setSource(background)
            context.fill()
        }
        if let platter = state.platter, platter.color.alpha > 0 {
            context.roundedRectangle(x: platter.frame.x, y: platter.frame.y, width: platter.frame.width,
                                     height: platter.frame.height, radius: platter.cornerRadius)
            context.setSource(platter.color)
            context.fill()
        }
        for dot in state.dots where dot.color.alpha > 0 {
            context.roundedRectangle(x: dot.frame.x, y: dot.frame.y, width: dot.frame.width, height: dot.frame.height,
                                     radius: dot.frame.width / 2)
            context.setSource(dot.color)
            context.fill()
        }
        context.restore()
    }
}
