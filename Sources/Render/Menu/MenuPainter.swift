import ImageCodecs
import CairoKit
import Foundation
import Problems
import SceneModel
import SceneResources
import Transforms

/// Draws a scene's Parchment menu from `MenuLayout`'s values: the background, the item
/// backgrounds, a pill indicator, the titles, then the border and a line indicator, each layer
/// ordered by zIndex (items at 0; below them when negative). Titles are drawn in their font's
/// family (the system font in Inter; `SceneFonts`), centred in their label box as UILabel centres one line, and truncated with
/// "…" when wider than it; an item's image and badge go where the model puts them. The menu is
/// clipped to its frame and scrolled by its content offset. A custom cell (`SceneMenu.cellLayers`)
/// replaces each item's background, image, title and badge with its layers; a custom indicator
/// (`SceneMenu.indicatorLayers`) replaces the indicator's fill with its layers.
/// Every position comes from the model; this type only measures text and paints.
///
/// A class, so that `FrameRenderer`'s layout does not depend on `PagingOptions`'s (see `SceneMenu.options`).
final class MenuPainter: Sendable {
    let menu: SceneMenu
    let layout: MenuLayout
    /// The menu in the output frame, points.
    let frame: Rect
    let card: CardStyle
    /// The items' images by path (`SceneImages.load`).
    let images: [String: ImageSurface]
    /// The faces titles and badges are drawn in.
    let fonts: SceneFonts
    /// Draws `SceneMenu.cellLayers` in each cell (`{title}` the item's title) and `indicatorLayers`.
    let cellPainter: LayerPainter
    /// The perspective of layers turned in 3-D (`Scene.layerPerspective`).
    let layerPerspective: Double

    /// Measures the scene's titles (every one for a `selfSizing` list, a window of them for a range,
    /// otherwise on demand) and lays the menu out.
    init(scene: Scene, menu: SceneMenu, images: [String: ImageSurface], fonts: SceneFonts) throws {
        self.menu = menu
        self.fonts = fonts
        frame = scene.menuFrame ?? Rect(x: 0, y: 0, width: scene.viewport.width, height: 0)
        card = scene.card
        self.images = images
        layout = try scene.measuredMenuLayout(menu, images: images, fonts: fonts)
        cellPainter = LayerPainter(images: images, fonts: fonts)
        layerPerspective = scene.layerPerspective
    }

    /// The widest a menu's items may be laid out, in points: a billion-item range of 1000 pt items
    /// (10¹² pt), where coordinates are still exact to a thousandth of a point.
    static let largestContentWidth = 1e12

    /// Paints the menu at page offset `offset`; `origin` is the output frame's top-left device pixel.
    /// With `text`, the titles are also recorded there as SVG text.
    /// During `programmatic`, the menu shows Parchment's straight jump (`MenuTransitionState`).
    func draw(offset: Double, programmatic: ProgrammaticScroll? = nil, hold: MenuScrollHold? = nil, in context: Context, scale: Double,
              originX: Int, originY: Int, text: MenuSVGText? = nil) throws {
        let state = layout.frame(MenuTransitionState(offset: offset, count: layout.count, programmatic: programmatic), hold: hold)
        // Spacings and widths that each pass their checks can still add up past what a drawing's
        // coordinates hold (Cairo's matrix turns infinite): refused, naming what adds up.
        guard state.contentWidth.isFinite, state.contentOffset.isFinite, Swift.abs(state.contentWidth) <= Self.largestContentWidth else {
            throw Problem(.outOfRange, "the menu's items would be laid out more than \(Self.largestContentWidth.shortestDescription) pt wide",
                          fix: "lower \(setting: "menu.menuItemSpacing"), \(setting: "menu.menuItemLabelSpacing"), \(setting: "menu.menuInsets") or the items' widths (\(setting: "menu.menuItemSize"), \(setting: "menu.items"))")
        }
        context.save()
        context.setMatrix(Matrix(xx: scale, yx: 0, xy: 0, yy: scale,
                                 x0: Double(originX) + frame.x * scale, y0: Double(originY) + frame.y * scale))
        context.rectangle(x: 0, y: 0, width: frame.width, height: frame.height)
        context.clip()
        context.setSource(state.backgroundColor)
        context.paint()
        let menuLeft = context.matrix.x0
        context.translate(-state.contentOffset, 0)

        let below = decorations(state).filter { $0.zIndex < 0 }, above = decorations(state).filter { $0.zIndex >= 0 }
        let progress = Swift.abs(state.transition.progress)
        for decoration in below { try paint(decoration, progress: progress, in: context) }
        for item in state.items where menu.cellLayers.isEmpty && item.backgroundColor.alpha > 0 {
            context.rectangle(x: item.frame.x, y: item.frame.y, width: item.frame.width, height: item.frame.height)
            context.setSource(item.backgroundColor)
            context.fill()
        }
        if let pill = state.indicator, pill.isBehindTitles { try paint(Decoration(pill), progress: progress, in: context) }
        if menu.cellLayers.isEmpty {
            for item in state.items {
                drawImage(item, in: context)
                drawTitle(item, in: context, recordingIn: text, menuLeft: menuLeft)
            }
            for item in state.items { drawBadge(item, in: context, recordingIn: text, menuLeft: menuLeft) }
        } else {
            for item in state.items { try drawCell(item, in: context) }
        }
        for decoration in above { try paint(decoration, progress: progress, in: context) }
        context.restore()
        try cairo("drawing the menu") { try context.check("drawing the menu") }
    }

    /// The border, or the indicator: its colour, or a custom indicator's layers (`SceneMenu.indicatorLayers`)
    /// in its frame, their actions at the transition's `progress` (|p|).
    private func paint(_ decoration: Decoration, progress: Double, in context: Context) throws {
        guard decoration.isIndicator, !menu.indicatorLayers.isEmpty else {
            decoration.paint(context)
            return
        }
        let frame = decoration.frame
        let layers = menu.indicatorLayers.resolved(progress: progress, in: frame.size, perspective: layerPerspective)
        context.save()
        defer { context.restore() }
        context.translate(frame.x, frame.y)
        try cellPainter.draw(layers, index: 0, clip: nil, in: context)
    }

    /// A custom cell: the menu's cell layers at the item's progress, in the cell's coordinates
    /// (not clipped to it, as a collection view cell does not clip).
    private func drawCell(_ item: MenuItemState, in context: Context) throws {
        let layers = menu.cellLayers.resolved(progress: item.progress, in: item.frame.size, perspective: layerPerspective)
        context.save()
        defer { context.restore() }
        context.translate(item.frame.x, item.frame.y)
        // `{index}` is the item's number (a range's `from + index`), as in its title; `{title}` the title.
        var painter = cellPainter
        let title = menu.title(of: item.index, card: card)
        painter.titles = { _ in title }
        try painter.draw(layers, index: menu.itemNumber(item.index), clip: nil, in: context)
    }

    /// The border and a line indicator, in drawing order (zIndex, then border before indicator).
    private func decorations(_ state: MenuFrame) -> [Decoration] {
        var list: [Decoration] = []
        if let border = state.border { list.append(Decoration(frame: border.frame, color: border.color, radius: 0, zIndex: border.zIndex)) }
        if let indicator = state.indicator, !indicator.isBehindTitles { list.append(Decoration(indicator)) }
        return list.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// `menuLeft`: the menu's left edge in device units, where recorded titles' clips stop.
    private func drawTitle(_ item: MenuItemState, in context: Context, recordingIn text: MenuSVGText?, menuLeft: Double) {
        let title = menu.title(of: item.index, card: card)
        let box = item.labelFrame
        guard !title.isEmpty, box.width > 0, item.textColor.alpha > 0 else { return }
        let face = fonts.face(item.font)
        context.setFont(face, size: item.font.size)
        let font = context.fontExtents(), wrapping = menu.options.titleWrapping
        let lines = Self.lines(of: title, in: box, wrapping: wrapping, lineHeight: font.height, context: context)
        // UILabel's block: lines a font line height plus the spacing apart, the block centred in the
        // label by its line boxes and each line centred across it. One line is the old arithmetic exactly.
        let step = font.height + Swift.max(0, wrapping.lineSpacing)
        let block = font.ascent + font.descent + Double(lines.count - 1) * step
        let firstBaseline = box.y + (box.height - block) / 2 + font.ascent
        for (number, shown) in lines.enumerated() where !shown.isEmpty {
            let advance = context.textExtents(shown).xAdvance
            let x = box.x + (box.width - advance) / 2, y = firstBaseline + Double(number) * step
            if let text {
                // Device units: this context's matrix is a scale and a translation (set in `draw`).
                let m = context.matrix
                let clipLeft = Swift.max(item.frame.x * m.xx + m.x0, menuLeft)
                let clipRight = Swift.min((item.frame.x + item.frame.width) * m.xx + m.x0, menuLeft + frame.width * m.xx)
                text.append(MenuSVGText.Run(text: shown, x: x * m.xx + m.x0, y: y * m.yy + m.y0, size: item.font.size * m.xx,
                                            family: face.family, weight: face.weight, color: item.textColor,
                                            clip: (clipLeft, item.frame.y * m.yy + m.y0, Swift.max(0, clipRight - clipLeft), item.frame.height * m.yy)))
            }
            context.save()
            context.rectangle(x: item.frame.x, y: item.frame.y, width: item.frame.width, height: item.frame.height)
            context.clip()
            context.setSource(item.textColor)
            context.showText(shown, x: x, y: y)
            context.restore()
        }
    }

    /// The lines a title shows in its label `box`: one tail-truncated line, as Parchment's title
    /// cell, unless `titleNumberOfLines` asks for more or the title holds a line break; then the
    /// card titles' rules (`LineBreaker`: breaks at spaces and at each newline, the last line
    /// shown ending in "…" when text is left), measured by advance as the single line is.
    static func lines(of title: String, in box: Rect, wrapping: TextWrapping, lineHeight: Double, context: Context) -> [String] {
        guard wrapping.numberOfLines != 1 || title.contains(where: \.isNewline) else {
            return [truncated(title, toFit: box.width, in: context)]
        }
        let maximum = wrapping.maximumLines(height: box.height, lineHeight: lineHeight)
        return LineBreaker.lines(title, width: box.width + fitTolerance, maximumLines: maximum) { context.textExtents($0).xAdvance }
    }

    /// The item's image in its fitted frame, clipped to the cell.
    private func drawImage(_ item: MenuItemState, in context: Context) {
        guard let box = item.imageFrame, let path = menu.list?[item.index].image, let surface = images[path],
              surface.width > 0, surface.height > 0, box.width > 0, box.height > 0 else { return }
        context.save()
        context.rectangle(x: item.frame.x, y: item.frame.y, width: item.frame.width, height: item.frame.height)
        context.clip()
        context.translate(box.x, box.y)
        context.scale(box.width / Double(surface.width), box.height / Double(surface.height))
        context.setSource(surface, x: 0, y: 0)
        context.paint()
        context.restore()
    }

    /// The item's badge: a `badgeColor` capsule with its text centred in `badgeTextColor`.
    private func drawBadge(_ item: MenuItemState, in context: Context, recordingIn text: MenuSVGText?, menuLeft: Double) {
        guard let box = item.badgeFrame, let badge = menu.list?[item.index].badge else { return }
        let options = menu.options
        context.roundedRectangle(x: box.x, y: box.y, width: box.width, height: box.height, radius: box.height / 2)
        context.setSource(options.badgeColor)
        context.fill()
        let face = fonts.face(TitleMeasurer.badgeFont)
        context.setFont(face, size: TitleMeasurer.badgeFont.size)
        let shown = Self.truncated(badge, toFit: box.width - 8, in: context)
        guard !shown.isEmpty, options.badgeTextColor.alpha > 0 else { return }
        let advance = context.textExtents(shown).xAdvance, font = context.fontExtents()
        let x = box.x + (box.width - advance) / 2, y = box.y + (box.height - font.ascent - font.descent) / 2 + font.ascent
        if let text {
            let m = context.matrix
            let left = Swift.max(box.x * m.xx + m.x0, menuLeft)
            text.append(MenuSVGText.Run(text: shown, x: x * m.xx + m.x0, y: y * m.yy + m.y0, size: TitleMeasurer.badgeFont.size * m.xx,
                                        family: face.family, weight: face.weight,
                                        color: options.badgeTextColor,
                                        clip: (left, box.y * m.yy + m.y0, Swift.max(0, (box.x + box.width) * m.xx + m.x0 - left), box.height * m.yy)))
        }
        context.setSource(options.badgeTextColor)
        context.showText(shown, x: x, y: y)
    }

    /// UILabel's `byTruncatingTail`: the longest prefix that fits with "…" after it, or `text` when it fits.
    /// A self-sized label is exactly its title's measured advance, give or take the rounding of
    /// `cell − 2 × spacing`: a title within `fitTolerance` points of its box fits.
    static func truncated(_ text: String, toFit box: Double, in context: Context) -> String {
        let width = box + fitTolerance
        if context.textExtents(text).xAdvance <= width { return text }
        let characters = Array(text)
        var low = 0, high = characters.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if context.textExtents(String(characters[0..<mid]) + "…").xAdvance <= width { low = mid } else { high = mid - 1 }
        }
        let candidate = String(characters[0..<low]) + "…"
        return context.textExtents(candidate).xAdvance <= width ? candidate : ""
    }

    /// A millionth of a point: far below a pixel at any scale, far above the error of a sum of widths.
    static let fitTolerance = 1e-6
}

/// A rectangle of the menu painted in one colour: the border or the indicator.
private struct Decoration {
    var frame: Rect, color: Color, radius: Double, zIndex: Int
    /// True for the indicator, which a custom indicator's layers may draw instead.
    var isIndicator = false

    init(frame: Rect, color: Color, radius: Double, zIndex: Int) {
        self.frame = frame; self.color = color; self.radius = radius; self.zIndex = zIndex
    }

    init(_ indicator: MenuIndicatorState) {
        self.init(frame: indicator.frame, color: indicator.color, radius: indicator.cornerRadius, zIndex: indicator.zIndex)
        isIndicator = true
    }

    func paint(_ context: Context) {
        guard frame.width > 0, frame.height > 0, color.alpha > 0 else { return }
        context.roundedRectangle(x: frame.x, y: frame.y, width: frame.width, height: frame.height, radius: radius)
        context.setSource(color)
        context.fill()
    }
}

extension FrameRenderer {
    /// The pages' rectangle in device pixels for a frame whose top-left pixel is `(originX, originY)`:
    /// below a top menu (its height rounded to whole pixels), else at the origin.
    func pagesBounds(originX: Int, originY: Int) -> PixelBox {
        let size = scene.pagePixelSize
        return PixelBox(x: originX, y: originY + Int((scene.pagesTop * scale).rounded()), width: size.width, height: size.height)
    }
}
