import ImageCodecs
import CairoKit
import Foundation
import SceneModel
import Transforms

/// Draws one frame of a page turn by inverse mapping: for every output pixel of the page area,
/// `CurlFrame.sample` says which pictures show there (the flat base, the front of the curl, its
/// back) at what coverage, shade and whitening; this type only samples and blends pixels.
///
/// 1. The pictures are painted at the output resolution, each over the scene background and
///    clipped to the page area exactly as a flat frame paints them, so a pixel that shows a flat
///    picture is that picture's pixel unchanged.
/// 2. Pass one visits, row by row, only the columns the curl can touch (`CurlSampler.span`; the
///    rest of a row is the current picture untouched or the revealed one with no curled layer)
///    and stores the curled layers composited together (premultiplied, alpha = their coverage)
///    and which flat picture lies under them. Layers are sampled bilinearly; their edges and the
///    fold's silhouette are antialiased by the coverage the model gives, so there are no holes or
///    seams.
/// 3. The curled layers' coverage, blurred with σ = `shadowRadius / 2` (`ShadowMask`), darkens the
///    revealed picture by `shadowOpacity` (the shadow on the page underneath).
/// 4. Pass two lays the curled layers over their base, in place in the current picture, which is
///    then painted in one piece.
struct CurlCompositor {
    let pages: PagesPainter
    let frame: CurlFrame
    let offset: Double
    /// Viewport points → device pixels (a scale and a translation).
    let pageToDevice: Matrix
    /// The frame's pixels in device coordinates.
    let bounds: PixelBox

    /// The page area in device pixels, clipped to the frame.
    var box: PixelBox {
        let area = pages.scene.pageArea, m = pageToDevice
        return PixelBox(minX: m.x0 + area.x * m.xx, minY: m.y0 + area.y * m.yy,
                         maxX: m.x0 + (area.x + area.width) * m.xx, maxY: m.y0 + (area.y + area.height) * m.yy).intersection(bounds)
    }

    func draw(in context: Context) throws {
        let box = box
        guard !box.isEmpty else { return }
        if !context.drawsVectors, context.pixelTarget != nil {
            // Pixels: the current pages are drawn straight into the frame (its background is
            // there already), exactly as a flat frame draws them, and the curl is composited
            // over them in place — no picture of the current pages, no final paint.
            // Meanwhile the other pictures the turn samples are painted on a second thread.
            var turn: TurnPictures?
            defer { turn?.giveBack() }
            try cairo("drawing a page curl") {
                try Parallel.both({
                    context.save()
                    pages.clipToPageArea(context, pageToDevice: pageToDevice)
                    try pages.drawResting(frame.current, offset: offset, pageToDevice: pageToDevice, in: context)
                    context.restore()
                    try context.check("painting a page")
                }, {
                    turn = try turnPictures(box: box)
                })
            }
            guard let turn, let target = context.pixelTarget, box.x >= 0, box.y >= 0, box.maxX <= target.width, box.maxY <= target.height else { return }
            let raster = Raster(pixels: target.pixels + box.y * target.stride + box.x * 4, stride: target.stride,
                                width: box.width, height: box.height)
            try cairo("drawing a page curl") { try composite(box: box, current: raster, turn: turn) }
            target.markDirty(x: box.x, y: box.y, width: box.width, height: box.height)
            return
        }
        // Vectors: the page area becomes one raster image (`PagesPainter`'s SVG rule), drawn at
        // `output.svgRasterScale` times the output resolution so it stays sharp when zoomed.
        let factor = Swift.max(2, pages.scene.output.svgRasterScale)
        let m = pageToDevice
        let fine = CurlCompositor(pages: pages, frame: frame, offset: offset,
                                  pageToDevice: Matrix(xx: m.xx * factor, yx: m.yx * factor, xy: m.xy * factor, yy: m.yy * factor,
                                                       x0: (m.x0 - Double(box.x)) * factor, y0: (m.y0 - Double(box.y)) * factor),
                                  bounds: PixelBox(x: 0, y: 0, width: Int((Double(box.width) * factor).rounded(.up)),
                                                    height: Int((Double(box.height) * factor).rounded(.up))))
        let fineBox = fine.box
        guard !fineBox.isEmpty else { return }
        let current = try cairo("drawing a page curl") { try fine.picture(frame.current, box: fineBox) }
        defer { PicturePool.shared.give(back: current) }
        let turn = try cairo("drawing a page curl") { try fine.turnPictures(box: fineBox) }
        defer { turn.giveBack() }
        try cairo("drawing a page curl") { try fine.composite(box: fineBox, current: Raster(current), turn: turn) }
        current.markDirty()
        context.save()
        context.setMatrix(Matrix(xx: 1 / factor, yx: 0, xy: 0, yy: 1 / factor, x0: Double(box.x) + Double(fineBox.x) / factor, y0: Double(box.y) + Double(fineBox.y) / factor))
        context.setSource(current, x: 0, y: 0)
        context.paint()
        context.restore()
    }

    /// Resting pages painted over the background into an image covering `box`.
    func picture(_ resting: [PageCurlLayout.RestingPage], box: PixelBox) throws -> ImageSurface {
        let image = try PicturePool.shared.take(width: box.width, height: box.height)
        let context = try Context(image)
        let m = pageToDevice
        let toPicture = Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0 - Double(box.x), y0: m.y0 - Double(box.y))
        // SOURCE: a reused picture's old pixels are replaced even under a translucent background.
        context.setOperator(.source)
        context.setSource(pages.background)
        context.paint()
        context.setOperator(.over)
        context.save()
        pages.clipToPageArea(context, pageToDevice: toPicture)
        try pages.drawResting(resting, offset: offset, pageToDevice: toPicture, in: context)
        context.restore()
        try context.check("painting a page")
        image.markDirty()
        return image
    }

    /// The pictures a turn samples besides the current pages: the revealed spread and, for a
    /// double-sided leaf on a min or max spine, its back page.
    struct TurnPictures {
        let revealed: ImageSurface
        let back: ImageSurface?

        /// Returns the pictures to the pool once the frame is composited.
        func giveBack() {
            PicturePool.shared.give(back: revealed)
            if let back { PicturePool.shared.give(back: back) }
        }
    }

    func turnPictures(box: PixelBox) throws -> TurnPictures {
        let revealed = try picture(frame.revealed, box: box)
        do {
            return TurnPictures(revealed: revealed, back: try frame.back.map { try picture([$0], box: box) })
        } catch {
            PicturePool.shared.give(back: revealed)
            throw error
        }
    }

    /// Composites the curl in place over `current`, which holds the current pages over the
    /// background (the frame's own pixels, or a picture of them) for `box`.
    func composite(box: PixelBox, current: Raster, turn: TurnPictures) throws {
        let m = pageToDevice, k = m.xx
        guard let sampler = CurlSampler(frame: frame, pixelsPerPoint: k) else { return }
        let revealed = turn.revealed, back = turn.back
        let width = box.width, height = box.height, count = width * height

        // Pass one: for each row's `curl` columns (the rest of a row is untouched current or plain
        // revealed, `CurlSampler.span`), the curled layers. Where nothing samples the current
        // picture any more they are laid over it at once; elsewhere (`deferred`) the layers
        // (premultiplied ARGB, alpha = coverage) and the base under them (1 current, 2 revealed)
        // wait for pass two. Untouched parts of these buffers are never written (nor paged in).
        let layers = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { layers.deallocate() }
        let bases = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { bases.deallocate() }
        let spans = UnsafeMutablePointer<(deferred: Range<Int>, revealed: Range<Int>)>.allocate(capacity: height)
        defer { spans.deallocate() }
        let shadow = ShadowMask(width: width, height: height, sigma: frame.shadowRadius / 2 * k, opacity: frame.shadowOpacity)
        let revealedPixels = Raster(revealed)
        let pictures = Sampler(current: current, revealed: revealedPixels, back: back.map(Raster.init) ?? current,
                               x0: m.x0 - Double(box.x) - 0.5, y0: m.y0 - Double(box.y) - 0.5, scale: k)
        let firstX = (Double(box.x) + 0.5 - m.x0) / k
        // Both passes work on bands of rows at once (`RowBands`): a row's pass one reads pixels
        // of the current picture only on the curled side, where no row's pass one writes, and
        // writes only its own shadow cells; pass two reads and writes its own row.
        let bands = RowBands(height: height, alignment: shadow?.reduction ?? 1)
        bands.forEach { rows in
            for row in rows {
                let y = (Double(box.y + row) + 0.5 - m.y0) / k
                let span = sampler.span(y: y, x0: firstX, step: 1 / k, count: width)
                let deferred = pictures.layers(row: row, y: y, columns: span.curl, firstColumn: box.x, sampler: sampler, pageToDevice: m,
                                               into: layers + row * width, bases: bases + row * width, output: current.row(row), shadow: shadow)
                (spans + row).initialize(to: (deferred, span.revealed))
            }
        }
        let darkness = try shadow?.blurred()
        darkness?.prepare()

        // Pass two, in place over the current picture (pass one has finished reading it).
        bands.forEach { rows in passTwo(rows: rows, current: current, revealed: revealedPixels, spans: spans,
                                        layers: layers, bases: bases, width: width, darkness: darkness) }
    }

    /// Pass two for `rows`: the revealed picture (darkened by the shadow) where the curl uncovered
    /// it, and the deferred curled layers over their bases.
    private func passTwo(rows: Range<Int>, current: Raster, revealed revealedPixels: Raster,
                         spans: UnsafeMutablePointer<(deferred: Range<Int>, revealed: Range<Int>)>,
                         layers: UnsafeMutablePointer<UInt32>, bases: UnsafeMutablePointer<UInt8>, width: Int, darkness: ShadowDarkness?) {
        for row in rows {
            let outputRow = current.row(row), revealedRow = revealedPixels.row(row)
            let span = spans[row]
            let shadowRow = darkness?.row(row)
            @inline(__always) func underneath(_ column: Int) -> UInt32 {
                guard let shadowRow else { return revealedRow[column] }
                let amount = shadowRow.amount(column: column)
                return amount > 0 ? Premultiplied.darken(revealedRow[column], by: amount) : revealedRow[column]
            }
            // Outside the shadow's columns the revealed page shows as it is.
            let shaded = shadowRow?.columns(within: span.revealed) ?? span.revealed.lowerBound..<span.revealed.lowerBound
            if span.revealed.lowerBound < shaded.lowerBound {
                (outputRow + span.revealed.lowerBound).update(from: revealedRow + span.revealed.lowerBound, count: shaded.lowerBound - span.revealed.lowerBound)
            }
            for column in shaded { outputRow[column] = underneath(column) }
            if shaded.upperBound < span.revealed.upperBound {
                (outputRow + shaded.upperBound).update(from: revealedRow + shaded.upperBound, count: span.revealed.upperBound - shaded.upperBound)
            }
            for column in span.deferred {
                let index = row * width + column
                let under = bases[index] == 1 ? outputRow[column] : underneath(column)
                let top = layers[index]
                outputRow[column] = top == 0 ? under : ProjectiveWarp.over(top, under)
            }
        }
    }
}

/// Bilinear samples of the three pictures at viewport points.
private struct Sampler {
    /// One picture's pixels, read without going through Cairo per sample.
    struct Picture {
        let pixels: UnsafeMutablePointer<UInt8>
        let stride: Int, width: Int, height: Int, maxU: Double, maxV: Double

        init(_ raster: Raster) {
            pixels = raster.pixels
            stride = raster.stride
            width = raster.width
            height = raster.height
            maxU = Double(raster.width - 1)
            maxV = Double(raster.height - 1)
        }

        /// The bilinear sample at texel coordinates `(u, v)`, clamped to the picture.
        /// (`ProjectiveWarp.bilinear`'s rounding, channels unrolled.)
        @inline(__always)
        func texel(u: Double, v: Double) -> UInt32 {
            let u = Swift.min(Swift.max(u, 0), maxU), v = Swift.min(Swift.max(v, 0), maxV)
            let u0 = Int(u), v0 = Int(v) // non-negative: truncation is floor
            let u1 = Swift.min(u0 + 1, width - 1), v1 = Swift.min(v0 + 1, height - 1)
            let row0 = UnsafeRawPointer(pixels + v0 * stride), row1 = UnsafeRawPointer(pixels + v1 * stride)
            let p00 = row0.load(fromByteOffset: u0 * 4, as: UInt32.self), p01 = row0.load(fromByteOffset: u1 * 4, as: UInt32.self)
            let p10 = row1.load(fromByteOffset: u0 * 4, as: UInt32.self), p11 = row1.load(fromByteOffset: u1 * 4, as: UInt32.self)
            if p00 == p01 && p00 == p10 && p00 == p11 { return p00 }
            let fx = Int((u - Double(u0)) * 256), fy = Int((v - Double(v0)) * 256)
            let w00 = (256 - fx) * (256 - fy), w01 = fx * (256 - fy), w10 = (256 - fx) * fy, w11 = fx * fy
            @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
                let c = Int((p00 >> shift) & 255) * w00 + Int((p01 >> shift) & 255) * w01
                    + Int((p10 >> shift) & 255) * w10 + Int((p11 >> shift) & 255) * w11
                return UInt32((c + 32768) >> 16) << shift
            }
            return channel(24) | channel(16) | channel(8) | channel(0)
        }
    }

    let current: Picture, revealed: Picture, back: Picture
    /// Device-to-texel offsets and pixels per point: texel `u = x0 + x·scale`.
    let x0: Double, y0: Double, scale: Double

    /// The pictures must outlive the sampler (the compositor holds them).
    init(current: Raster, revealed: Raster, back: Raster, x0: Double, y0: Double, scale: Double) {
        self.current = Picture(current)
        self.revealed = Picture(revealed)
        self.back = Picture(back)
        self.x0 = x0
        self.y0 = y0
        self.scale = scale
    }

    /// Pass one for one row: the curled layers over `columns` and their coverage into the shadow.
    /// Upside-down pixels more than 2 px on the spine side of the axis line are laid over `output`
    /// (the current picture) at once: every sample of the current picture lies within about a
    /// pixel of the curled side, so none reads them. The others (returned: a range, as `s` is
    /// monotonic along a row) get their layers (premultiplied ARGB, alpha = coverage) in `layers`
    /// and their base (1 current, 2 revealed) in `bases`. Kept apart from the compositor so the
    /// model inlines into it.
    func layers(row: Int, y: Double, columns: Range<Int>, firstColumn: Int, sampler: CurlSampler, pageToDevice m: Matrix,
                into layers: UnsafeMutablePointer<UInt32>, bases: UnsafeMutablePointer<UInt8>,
                output: UnsafeMutablePointer<UInt32>, shadow: ShadowMask?) -> Range<Int> {
        let perPixel = 1 / m.xx, start = 0.5 - m.x0 + Double(firstColumn)
        let cells = shadow?.sums(ofRow: row)
        let backRow = sampler.backRow(y: y, x0: start * perPixel, step: perPixel)
        let backPicture = picture(backRow.picture)
        let whiten = Int((Swift.min(1, Swift.max(0, backRow.whiten)) * 65536).rounded())
        let unread = -2 * perPixel
        // Upside-down columns more than 2 px past the axis line (most of a turning page) form
        // one run, since `s` is affine and monotonic along the row: they go over the output in a
        // loop of their own, with the same arithmetic as below minus the per-column tests.
        let run = Self.run(in: columns, ascending: backRow.axisDistance(columns.lowerBound) <= backRow.axisDistance(Swift.max(columns.lowerBound, columns.upperBound - 1))) {
            backRow.axisDistance($0) < unread
        }
        // Inside the sheet's edges (coverage 1): no coverage to work out, and a page's runs of one
        // colour whiten once.
        let inside = backRow.fullCoverage(in: run)
        var lastTexel: UInt32 = 0, lastPacked = Self.whitened(0, by: whiten, coverage: 65536)
        for column in inside {
            let point = backRow.point(column)
            let texel = backPicture.texel(u: x0 + point.x * scale, v: y0 + point.y * scale)
            if texel != lastTexel {
                lastTexel = texel
                lastPacked = Self.whitened(texel, by: whiten, coverage: 65536)
            }
            output[column] = lastPacked >> 24 == 255 ? lastPacked : ProjectiveWarp.over(lastPacked, output[column])
        }
        if let shadow, let cells { shadow.addWhole(columns: inside, to: cells) }
        for column in run where !inside.contains(column) {
            let coverage = backRow.coverage(column)
            guard coverage > 0 else { continue }
            let point = backRow.point(column)
            let texel = backPicture.texel(u: x0 + point.x * scale, v: y0 + point.y * scale)
            let packed = Self.whitened(texel, by: whiten, coverage: Int((coverage * 65536).rounded()))
            output[column] = ProjectiveWarp.over(packed, output[column])
            if let shadow, let cells { shadow.add(coverage: packed >> 24, column: column, to: cells) }
        }
        var firstDeferred = columns.upperBound, endDeferred = columns.lowerBound
        for column in columns where !run.contains(column) {
            let packed: UInt32
            if backRow.isUpsideDown(column) {
                // Past the half turn: one layer, flat, shade 1 — integer blending.
                let coverage = backRow.coverage(column)
                if coverage > 0 {
                    let point = backRow.point(column)
                    let texel = backPicture.texel(u: x0 + point.x * scale, v: y0 + point.y * scale)
                    packed = Self.whitened(texel, by: whiten, coverage: Int((coverage * 65536).rounded()))
                } else {
                    packed = 0
                }
                if backRow.axisDistance(column) < unread {
                    if packed != 0 { output[column] = ProjectiveWarp.over(packed, output[column]) }
                    if let shadow, let cells { shadow.add(coverage: packed >> 24, column: column, to: cells) }
                    continue
                }
                bases[column] = 1
            } else {
                let x = (start + Double(column)) * perPixel
                let pixel = sampler.sample(at: Point(x: x, y: y))
                bases[column] = pixel.base == .current ? 1 : 2
                // An opaque upper layer hides the lower one (`over` keeps 0 of it, exactly).
                var colour = Premultiplied.clear
                if let upper = pixel.upper { colour = self.colour(of: upper) }
                if colour.alpha < 255, let lower = pixel.lower { colour = colour.over(self.colour(of: lower)) }
                packed = colour.packed
            }
            layers[column] = packed
            firstDeferred = Swift.min(firstDeferred, column)
            endDeferred = column + 1
            if let shadow, let cells { shadow.add(coverage: packed >> 24, column: column, to: cells) }
        }
        return firstDeferred < endDeferred ? firstDeferred..<endDeferred : columns.lowerBound..<columns.lowerBound
    }

    /// The columns of `range` where `holds` is true, given that they form one run at the start
    /// (`ascending` false: at the end) of the range — a monotonic test, found by bisection.
    @inline(__always)
    static func run(in range: Range<Int>, ascending: Bool, where holds: (Int) -> Bool) -> Range<Int> {
        // With an ascending `s`, `s < limit` holds on a prefix; descending, on a suffix.
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if holds(middle) == ascending { low = middle + 1 } else { high = middle }
        }
        return ascending ? range.lowerBound..<low : low..<range.upperBound
    }

    func picture(_ picture: CurlFrame.Picture) -> Picture {
        switch picture {
        case .current: current
        case .revealed: revealed
        case .back: back
        }
    }

    /// A premultiplied texel blended toward white by `whiten` (0…65536), then times `coverage`
    /// (0…65536) — the `colour(of:)` rule for shade 1 in 16-bit fixed point.
    @inline(__always)
    static func whitened(_ texel: UInt32, by whiten: Int, coverage: Int) -> UInt32 {
        let alpha = Int(texel >> 24)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let c = Int((texel >> shift) & 255)
            let white = c + (((alpha - c) * whiten + 32768) >> 16)
            return UInt32((white * coverage + 32768) >> 16) << shift
        }
        return UInt32((alpha * coverage + 32768) >> 16) << 24 | channel(16) | channel(8) | channel(0)
    }

    @inline(__always)
    func colour(of paint: CurlFrame.Paint) -> Premultiplied {
        let image = picture(paint.picture)
        var colour = Premultiplied(image.texel(u: x0 + paint.point.x * scale, v: y0 + paint.point.y * scale))
        if paint.whiten > 0 {
            let w = Swift.min(1, paint.whiten)
            colour.red += (colour.alpha - colour.red) * w
            colour.green += (colour.alpha - colour.green) * w
            colour.blue += (colour.alpha - colour.blue) * w
        }
        let shade = Swift.min(1, Swift.max(0, paint.shade)), cover = Swift.min(1, Swift.max(0, paint.coverage))
        return Premultiplied(red: colour.red * shade * cover, green: colour.green * shade * cover,
                             blue: colour.blue * shade * cover, alpha: colour.alpha * cover)
    }
}

/// A premultiplied colour with components in 0…255.
private struct Premultiplied {
    var red: Double, green: Double, blue: Double, alpha: Double

    static let clear = Premultiplied(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// From Cairo's native ARGB32 word.
    init(_ pixel: UInt32) {
        alpha = Double(pixel >> 24); red = Double((pixel >> 16) & 255)
        green = Double((pixel >> 8) & 255); blue = Double(pixel & 255)
    }

    /// `self` over `other`.
    func over(_ other: Premultiplied) -> Premultiplied {
        let keep = 1 - alpha * (1.0 / 255)
        return Premultiplied(red: red + other.red * keep, green: green + other.green * keep,
                             blue: blue + other.blue * keep, alpha: alpha + other.alpha * keep)
    }

    /// Cairo's native ARGB32 word, each component rounded and clamped (colour ≤ alpha).
    var packed: UInt32 {
        let a = Swift.min(255, Swift.max(0, Int(alpha + 0.5)))
        @inline(__always) func channel(_ c: Double) -> UInt32 { UInt32(Swift.min(a, Swift.max(0, Int(c + 0.5)))) }
        return UInt32(a) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }

    /// The colour channels of `pixel` times `1 − amount / 65280` (alpha kept): a shadow on an opaque page.
    static func darken(_ pixel: UInt32, by amount: Int) -> UInt32 {
        let keep = 65280 - Swift.min(65280, amount)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            UInt32((Int((pixel >> shift) & 255) * keep + 32640) / 65280) << shift
        }
        return pixel & 0xFF00_0000 | channel(16) | channel(8) | channel(0)
    }
}
