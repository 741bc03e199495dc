import Problems
import CairoKit
import Foundation
import ImageCodecs
import Outputs
import SceneModel
import SceneResources
import Transforms

/// Many offsets of one scene on one image: a title row naming the scene (the preset), then a
/// grid of frames, each labelled with its offset underneath. Sizes are whole pixels so every
/// frame lands on the pixel grid exactly as it would alone.
package struct StripLayout: Equatable, Sendable {
    /// The offsets, one per cell, in reading order.
    package var offsets: [Double]
    /// For a time-based timeline, each cell's time (seconds): the labels show it (`t 0.25 s`).
    package var times: [Double]? = nil
    /// Cells per row.
    package var columns: Int
    /// One frame's size in pixels.
    package var cellWidth: Int, cellHeight: Int
    /// Space around and between cells, pixels.
    package var gap: Int
    /// The label row under each cell, pixels.
    package var labelHeight: Int
    /// The title row, pixels.
    package var titleHeight: Int

    /// The layout of `offsets` for frames of `cellWidth × cellHeight` px at `scale` px/pt.
    /// Without `columns`, up to 8 cells share one row, more go 6 to a row. Labels and the title
    /// scale with `scale` but never below their 1× size, so small previews stay readable.
    package init(offsets: [Double], cellWidth: Int, cellHeight: Int, scale: Double, columns: Int? = nil) {
        self.offsets = offsets
        self.columns = Swift.max(1, columns ?? (offsets.count <= 8 ? offsets.count : 6))
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        let unit = Swift.max(1, scale)
        gap = Int((10 * unit).rounded())
        labelHeight = Int((18 * unit).rounded())
        titleHeight = Int((26 * unit).rounded())
    }

    /// Rows of cells.
    package var rows: Int { (offsets.count + columns - 1) / columns }
    /// The whole strip's width in pixels.
    package var width: Int { Swift.min(columns, offsets.count) * (cellWidth + gap) + gap }
    /// The whole strip's height in pixels.
    package var height: Int { gap + titleHeight + rows * (cellHeight + labelHeight + gap) }

    /// The top-left pixel of cell `index`.
    package func cellOrigin(_ index: Int) -> (x: Int, y: Int) {
        let row = index / columns, column = index % columns
        return (gap + column * (cellWidth + gap), gap + titleHeight + row * (cellHeight + labelHeight + gap))
    }

    /// Each cell's pixels, in reading order.
    package var cellBoxes: [PixelBox] {
        offsets.indices.map { index in
            let origin = cellOrigin(index)
            return PixelBox(x: origin.x, y: origin.y, width: cellWidth, height: cellHeight)
        }
    }

    /// The page minus the cells, as boxes that do not overlap (see `boxes(in:around:)`).
    package func boxesAroundCells() -> [PixelBox] { boxesAround(cellBoxes) }

    /// The page minus `boxes` (which do not overlap each other), as boxes that do not overlap.
    package func boxesAround(_ boxes: [PixelBox]) -> [PixelBox] {
        Self.boxes(in: PixelBox(x: 0, y: 0, width: width, height: height), around: boxes)
    }

    /// `area` minus `inner` (boxes inside it that do not overlap each other) as boxes that do not
    /// overlap: for each band between the inner boxes' top and bottom edges, the spans no inner box
    /// covers (whole pixels, top to bottom, left to right).
    package static func boxes(in area: PixelBox, around inner: [PixelBox]) -> [PixelBox] {
        let edges = Set([area.y, area.maxY] + inner.flatMap { [$0.y, $0.maxY] }).sorted()
        var boxes: [PixelBox] = []
        for (top, bottom) in zip(edges, edges.dropFirst()) where bottom > top {
            let covering = inner.filter { $0.y <= top && $0.maxY >= bottom }.sorted { $0.x < $1.x }
            var x = area.x
            for box in covering {
                if box.x > x { boxes.append(PixelBox(x: x, y: top, width: box.x - x, height: bottom - top)) }
                x = Swift.max(x, box.maxX)
            }
            if x < area.maxX { boxes.append(PixelBox(x: x, y: top, width: area.maxX - x, height: bottom - top)) }
        }
        return boxes
    }

    /// An offset as a short label: at most three decimals, no trailing zeros (`0.25`, `-1`, `0.333`).
    package static func label(for offset: Double) -> String {
        var rounded = (offset * 1000).rounded() / 1000
        if rounded == 0 { rounded = 0 } // no "-0"
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension FrameRenderer {
    /// The strip's layout for the scene's timeline.
    package func stripLayout(columns: Int? = nil) throws -> StripLayout {
        let frames = try scene.timelineFrames()
        let offsets = frames.map(\.offset)
        if let columns, columns < 1 {
            throw Problem(.outOfRange, "a strip of \(columns) columns has no room", fix: "use \(setting: "columns") 1 or more")
        }
        var layout = StripLayout(offsets: offsets, cellWidth: pixelWidth, cellHeight: pixelHeight, scale: scale, columns: columns)
        if scene.isTimeBased { layout.times = frames.compactMap(\.time) }
        if layout.width > ImageSurface.maximumSide || layout.height > ImageSurface.maximumSide {
            throw Problem.tooLarge(width: layout.width, height: layout.height, what: "strip",
                                       fix: "use fewer offsets, \(setting: "columns"), a smaller \(setting: "viewport") or a lower \(setting: "output.scale")")
        }
        return layout
    }

    /// The strip of the scene's timeline as an image. Cells are drawn in parallel on up to
    /// `concurrency` threads, each straight into its own part of the strip.
    package func stripImage(columns: Int? = nil, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> ImageSurface {
        try stripImage(columns: columns, concurrency: concurrency, cellsDecorate: true)
    }

    /// The strip, with each cell's thread drawing its hairline and label where
    /// `cellsDecorate` and they stay in place, or all decorations drawn after the cells.
    func stripImage(columns: Int?, concurrency: Int, cellsDecorate: Bool) throws -> ImageSurface {
        let layout = try stripLayout(columns: columns)
        let strip = try cairo("creating the strip") { try ImageSurface(width: layout.width, height: layout.height) }
        let views = try cairo("creating the strip") {
            try layout.offsets.indices.map { index in
                let origin = layout.cellOrigin(index)
                return try strip.view(x: origin.x, y: origin.y, width: pixelWidth, height: pixelHeight)
            }
        }
        let page = try cairo("drawing the strip") { try Context(strip) }
        let decorations = StripDecorations(layout, title: scene.name)
        // Each cell's thread draws its hairline and label too, so only the white around them and
        // the title are left to one thread (`flipbook-bench strip`: the labels were 0.9 of the
        // strip's 6.6 ms of drawing, all of it after the cells).
        let framesByCell = cellsDecorate && decorations.cellsCanDecorateThemselves(measuringWith: page)
        let frames: [ImageSurface] = framesByCell ? try cairo("creating the strip") {
            try layout.offsets.indices.map { index in
                let box = decorations.frameBox(index)
                return try strip.view(x: box.x, y: box.y, width: box.width, height: box.height)
            }
        } : []
        let errors = LockedErrors()
        let count = layout.offsets.count
        let inputs = FrameInputs(self, offsets: layout.offsets)
        // Cells are drawn into the strip itself: what each thread adds is a frame's layout. Each
        // thread takes the next item not yet drawn, so a thread that starts late still helps; the
        // page's part (when cells draw their own labels) is the first item, the largest.
        let pagePart = framesByCell ? 1 : 0
        let workers = Swift.max(1, Swift.min(scene.framesInFlight(concurrency: concurrency), count + pagePart))
        WorkerPool.shared.run(count + pagePart, workers: workers) { item in
            // After a failure (or a cancel) the cells left are not drawn, on any thread.
            guard !errors.any else { return }
            let index = item - pagePart
            do {
                // A cancelled task (a designer request past its limit) stops between cells; only
                // the calling thread runs in the task, so it is the one that notices.
                try Task.checkCancellation()
                if index < 0 {
                    decorations.drawPage(on: page)
                    try cairo("drawing the strip") { try page.check("drawing the strip") }
                    return
                }
                let context = try cairo("creating a strip cell") { try Context(views[index]) }
                try draw(frame: index, of: inputs, in: context)
                if framesByCell {
                    let frame = try cairo("drawing the strip labels") { try Context(frames[index]) }
                    decorations.drawOwnFrame(index, on: frame)
                    try cairo("drawing the strip labels") { try frame.check("drawing the strip labels") }
                }
            } catch {
                errors.append(item, error)
            }
        }
        if let error = errors.first { throw error }
        if !framesByCell {
            decorations.drawAll(on: page, cellsDrawn: true)
            try cairo("drawing the strip labels") { try page.check("drawing the strip labels") }
        }
        strip.markDirty()
        return strip
    }

    /// The strip as PNG bytes.
    package func stripPNGData(columns: Int? = nil, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> [UInt8] {
        let image = try stripImage(columns: columns, concurrency: concurrency)
        return try cairo("encoding the strip") { try image.pngData(level: scene.output.pngLevel, concurrency: concurrency) }
    }

    /// The strip as an SVG document; cells stay vector where frames do (see `svgData(offset:)`).
    package func stripSVGData(columns: Int? = nil) throws -> [UInt8] {
        let layout = try stripLayout(columns: columns)
        let document = SVGDocument(width: Double(layout.width), height: Double(layout.height), images: svgImages)
        let titles = MenuSVGText()
        do {
            let context = try cairo("creating the strip") { try Context(recordingInto: document) }
            StripDecorations(layout, title: scene.name).drawAll(on: context, cellsDrawn: false)
            let inputs = FrameInputs(self, offsets: layout.offsets)
            for index in layout.offsets.indices {
                let origin = layout.cellOrigin(index)
                try draw(frame: index, of: inputs, in: context, originX: origin.x, originY: origin.y, menuText: titles)
            }
        }
        return document.bytes(adding: titles.markup)
    }

    /// The strip encoded as `format`; a PNG strip is drawn and encoded on up to `concurrency` threads.
    package func stripData(format: OutputOptions.Format, columns: Int? = nil,
                          concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> [UInt8] {
        switch format {
        case .png: return try stripPNGData(columns: columns, concurrency: concurrency)
        case .svg: return try stripSVGData(columns: columns)
        case .animated:
            throw Problem(.unsupported, "a strip is one PNG or SVG image, not \(format.rawValue)", fix: "name the strip .png or .svg (flipbook render writes animated files)")
        }
    }
}

/// Errors from parallel work, reported by the earliest item so messages do not depend on timing.
final class LockedErrors: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [(index: Int, error: any Error)] = []

    func append(_ index: Int, _ error: any Error) {
        lock.withLock { errors.append((index, error)) }
    }

    var first: (any Error)? { lock.withLock { errors.min { $0.index < $1.index }?.error } }

    /// Whether any item failed.
    var any: Bool { lock.withLock { !errors.isEmpty } }
}
