import CairoKit
import ImageCodecs
import SceneModel
import SceneResources
import Transforms

/// What a strip draws besides its cells: the white page, the title row, a hairline around each
/// cell and the label under it. Drawn once over the whole page (SVG strips, and PNG strips whose
/// text would not stay in place), or split so each cell's thread draws its own hairline and label
/// while another paints the rest: the pixels are the same either way, because the parts cover
/// boxes that do not overlap and each box is painted in the same order as on the whole page.
struct StripDecorations {
    let layout: StripLayout
    let title: String

    init(_ layout: StripLayout, title: String) {
        self.layout = layout
        self.title = title
    }

    /// Text scales with the label row, which scales with the output (never below 1×).
    private var unit: Double { Double(layout.labelHeight) / 18 }
    private var titleFont: TextFont { TextFont(size: 15 * unit, weight: .bold) }
    private var labelFont: TextFont { TextFont(size: 11 * unit) }

    /// Cell `index`'s label: its offset, or its time on a time-based timeline.
    func label(_ index: Int) -> String {
        layout.times.map { "t " + StripLayout.label(for: $0[index]) + " s" } ?? "offset " + StripLayout.label(for: layout.offsets[index])
    }

    /// The box a cell's own decorations stay in: the cell, its hairline (one pixel around it) and
    /// its label row. Boxes of different cells never overlap while the gap is 2 px or more.
    func frameBox(_ index: Int) -> PixelBox {
        let origin = layout.cellOrigin(index)
        return PixelBox(x: origin.x - 1, y: origin.y - 1, width: layout.cellWidth + 2, height: layout.cellHeight + 1 + layout.labelHeight)
    }

    /// Whether each cell can draw its own decorations: every label's ink (with a pixel of
    /// antialiasing) stays in its cell's frame box, the title's stays above the first row, and the
    /// boxes do not overlap. Long labels under narrow cells spill over, and are drawn on the page.
    func cellsCanDecorateThemselves(measuringWith context: Context) -> Bool {
        guard layout.gap >= 2 else { return false }
        context.save()
        defer { context.restore() }
        context.setMatrix(.identity)
        SceneFonts.system.select(titleFont, in: context)
        let titleInk = context.textExtents(title), titleBaseline = titleBaseline(titleInk)
        let firstRowTop = layout.gap + layout.titleHeight - 1
        guard titleBaseline + titleInk.yBearing + titleInk.height + 1 <= Double(firstRowTop) else { return false }
        SceneFonts.system.select(labelFont, in: context)
        return layout.offsets.indices.allSatisfy { index in
            let extents = context.textExtents(label(index)), origin = labelOrigin(index, extents)
            let box = frameBox(index)
            return origin.x + extents.xBearing - 1 >= Double(box.x) && origin.x + extents.xBearing + extents.width + 1 <= Double(box.maxX)
                && origin.y + extents.yBearing - 1 >= Double(box.y) && origin.y + extents.yBearing + extents.height + 1 <= Double(box.maxY)
        }
    }

    /// Everything on the whole page in one go: white, then the title, then each cell's hairline
    /// and label. With `cellsDrawn` only the space around the cells is painted white.
    func drawAll(on context: Context, cellsDrawn: Bool) {
        context.save()
        context.setMatrix(.identity)
        if cellsDrawn {
            paintWhite(layout.boxesAroundCells(), on: context)
        } else {
            context.setSource(red: 1, green: 1, blue: 1)
            context.paint()
        }
        drawTitle(on: context)
        SceneFonts.system.select(labelFont, in: context)
        for index in layout.offsets.indices { drawFrame(index, on: context) }
        context.restore()
    }

    /// The page's part when cells decorate themselves: white around the frame boxes, and the title.
    func drawPage(on context: Context) {
        context.save()
        context.setMatrix(.identity)
        paintWhite(layout.boxesAround(layout.offsets.indices.map(frameBox)), on: context)
        drawTitle(on: context)
        context.restore()
    }

    /// Cell `index`'s part when it decorates itself, on a view of its frame box: white around the
    /// cell, its hairline and its label, placed by a whole-pixel translation so they land on the
    /// same pixels as on the whole page.
    func drawOwnFrame(_ index: Int, on context: Context) {
        let box = frameBox(index), origin = layout.cellOrigin(index)
        context.save()
        context.setMatrix(.identity)
        context.translate(Double(-box.x), Double(-box.y))
        let cell = PixelBox(x: origin.x, y: origin.y, width: layout.cellWidth, height: layout.cellHeight)
        paintWhite(StripLayout.boxes(in: box, around: [cell]), on: context)
        SceneFonts.system.select(labelFont, in: context)
        drawFrame(index, on: context)
        context.restore()
    }

    /// Whole-pixel boxes filled white in one path, which Cairo fills directly (an even-odd path of
    /// the page and the cells went through its rasterizer: 1 of the strip's 6 ms of drawing).
    private func paintWhite(_ boxes: [PixelBox], on context: Context) {
        for box in boxes {
            context.rectangle(x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height))
        }
        context.setSource(red: 1, green: 1, blue: 1)
        context.fill()
    }

    private func titleBaseline(_ extents: Context.TextExtents) -> Double {
        Double(layout.gap) + (Double(layout.titleHeight) - extents.height) / 2 - extents.yBearing
    }

    private func drawTitle(on context: Context) {
        context.setSource(red: 0.11, green: 0.11, blue: 0.12)
        SceneFonts.system.select(titleFont, in: context)
        let extents = context.textExtents(title)
        context.showText(title, x: Double(layout.gap), y: titleBaseline(extents))
    }

    /// Where cell `index`'s label starts: centred under the cell, in its label row.
    private func labelOrigin(_ index: Int, _ extents: Context.TextExtents) -> (x: Double, y: Double) {
        let o = layout.cellOrigin(index)
        return (Double(o.x) + (Double(layout.cellWidth) - extents.width) / 2 - extents.xBearing,
                Double(o.y + layout.cellHeight) + (Double(layout.labelHeight) - extents.height) / 2 - extents.yBearing)
    }

    /// Cell `index`'s hairline and label, in page coordinates; the label font is selected.
    private func drawFrame(_ index: Int, on context: Context) {
        let o = layout.cellOrigin(index)
        context.setSource(red: 0.82, green: 0.82, blue: 0.84)
        context.rectangle(x: Double(o.x) - 0.5, y: Double(o.y) - 0.5, width: Double(layout.cellWidth) + 1, height: Double(layout.cellHeight) + 1)
        context.stroke(width: 1)
        let text = label(index)
        let extents = context.textExtents(text), origin = labelOrigin(index, extents)
        context.setSource(red: 0.33, green: 0.33, blue: 0.35)
        context.showText(text, x: origin.x, y: origin.y)
    }
}
