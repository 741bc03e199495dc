import CairoKit
import Transforms

/// The two UIKit controls a layer can be: a plain table (`TableContent`) and a segmented control
/// (`SegmentedContent`), drawn in layer coordinates (origin at the frame's top-left corner) from
/// the shapes and text the other layers use.
extension LayerPainter {
    /// The table's background, header bars, texts and separators, clipped to the frame.
    func drawTable(_ table: TableContent, index: Int, width: Double, height: Double, in context: Context) {
        guard width > 0, height > 0 else { return }
        context.save()
        defer { context.restore() }
        context.rectangle(x: 0, y: 0, width: width, height: height)
        context.clip()
        if let fill = table.fill {
            context.rectangle(x: 0, y: 0, width: width, height: height)
            context.setSource(fill)
            context.fill()
        }
        let elements = table.elements(index: index, height: height)
        let textWidth = Swift.max(0, width - 2 * table.inset)
        for element in elements {
            if element.kind == .header {
                context.rectangle(x: 0, y: element.top, width: width, height: element.height)
                context.setSource(table.headerFill)
                context.fill()
            }
            guard let template = element.text, textWidth > 0 else { continue }
            let header = element.kind == .header
            drawLabel(template, font: header ? table.headerFont : table.font, color: header ? table.headerColor : table.color,
                      centred: false, in: Rect(x: table.inset, y: element.top, width: textWidth, height: element.height), index: index, context: context)
        }
        // Separators last, in one path: a row's hairline along its bottom edge from the inset.
        let thickness = TableContent.separatorThickness
        var any = false
        for element in elements where element.hasSeparator && table.inset < width {
            context.rectangle(x: table.inset, y: element.top + element.height - thickness, width: width - table.inset, height: thickness)
            any = true
        }
        if any {
            context.setSource(table.separatorColor)
            context.fill()
        }
    }

    /// The track, the dividers not next to the thumb, the thumb, and each segment's title centred
    /// in it (the nearest the thumb semibold).
    func drawSegmented(_ control: SegmentedContent, index: Int, width: Double, height: Double, in context: Context) {
        let count = control.segments.count
        guard count > 0, width > 0, height > 0 else { return }
        let radius = Swift.max(0, Swift.min(control.cornerRadius, width / 2, height / 2))
        context.roundedRectangle(x: 0, y: 0, width: width, height: height, radius: radius)
        context.setSource(control.fill)
        context.fill()

        let segment = width / Double(count)
        let inset = SegmentedContent.thumbInset
        let dividerHeight = Swift.max(0, height - 2 * inset - 12)
        for k in 1..<Swift.max(1, count) where control.showsDivider(k) && dividerHeight > 0 {
            context.rectangle(x: Double(k) * segment - SegmentedContent.dividerWidth / 2, y: (height - dividerHeight) / 2,
                              width: SegmentedContent.dividerWidth, height: dividerHeight)
        }
        context.setSource(SegmentedContent.dividerColor)
        context.fill()

        if let position = control.thumbPosition, segment > 2 * inset, height > 2 * inset {
            let thumbRadius = Swift.max(0, Swift.min(radius - inset, (segment - 2 * inset) / 2, (height - 2 * inset) / 2))
            context.roundedRectangle(x: position * segment + inset, y: inset, width: segment - 2 * inset, height: height - 2 * inset,
                                     radius: thumbRadius)
            context.setSource(control.thumb)
            context.fill()
        }

        let selectedTitle = control.selectedTitle
        for (k, title) in control.segments.enumerated() {
            var font = control.font
            if k == selectedTitle { font.weight = Swift.max(font.weight, .semibold) }
            drawLabel(title, font: font, color: control.color, centred: true,
                      in: Rect(x: Double(k) * segment + inset, y: 0, width: Swift.max(0, segment - 2 * inset), height: height), index: index, context: context)
        }
    }

    /// One line of a control's text as a UILabel in a cell places it: tail-truncated to the
    /// rect's width, its line box (the font's ascent and descent, not the ink) centred vertically,
    /// so the rows of a table share one baseline offset whatever their letters; starting at the
    /// rect's left edge, or with its ink centred.
    func drawLabel(_ template: String, font: TextFont, color: Color, centred: Bool, in rect: Rect, index: Int, context: Context) {
        let string = TextContent.expanded(template, index: index, sections: sections, title: titles?(index))
        guard !string.isEmpty, font.size > 0, font.size.isFinite, rect.width > 0 else { return }
        fonts.select(font, in: context)
        let block = TextBlock(string, width: rect.width, height: rect.height, wrapping: .singleLine, in: context)
        guard let line = block.lines.first else { return }
        let metrics = context.fontExtents()
        let baseline = rect.y + (rect.height - (metrics.ascent + metrics.descent)) / 2 + metrics.ascent
        let x = centred ? rect.x + (rect.width - line.extents.width) / 2 - line.extents.xBearing : rect.x
        context.setSource(color)
        context.showText(line.text, x: x, y: baseline)
    }
}
