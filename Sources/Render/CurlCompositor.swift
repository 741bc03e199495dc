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
    let pages: PageRenderer
    let frame: CurlFrame
    let offset: Double
    /// Viewport points → device pixels (a scale and a translation).
    let pageToDevice: Matrix
    /// The frame's pixels in device coordinates.
    let bounds: PixelRect

    /// The page area in device pixels, clipped to the frame.
    var box: PixelRect {
        let area = pages.scene.pageArea, m = pageToDevice
        return PixelRect(minX: m.x0 + area.x * m.xx, minY: m.y0 + area.y * m.yy,
                         maxX: m.x0 + (area.x + area.width) * m.xx, maxY: m.y0 + (area.y + area.height) * m.yy).intersection(bounds)
    }

    func draw(in context: Context) throws {
        let box = box
        guard !box.isEmpty else { return }
        let image = try cairo("drawing a page curl") { try composite(box: box) }
        context.save()
        context.setMatrix(.identity)
        context.setSource(image, x: Double(box.x), y: Double(box.y))
        context.paint()
        context.restore()
    }

    /// Resting pages painted over the background into an image covering `box`.
    func picture(_ resting: [PageCurlLayout.RestingPage], box: PixelRect) throws -> ImageSurface {
        let image = try ImageSurface(width: box.width, height: box.height)
        let context = try Context(image)
        let m = pageToDevice
        let toPicture = Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0 - Double(box.x), y0: m.y0 - Double(box.y))
        context.setSource(pages.scene.background)
        context.paint()
        context.save()
        pages.clipToPageArea(context, pageToDevice: toPicture)
        try pages.drawResting(resting, offset: offset, pageToDevice: toPicture, in: context)
        context.restore()
        try context.check("painting a page")
        image.markDirty()
        return image
    }

    func composite(box: PixelRect) throws -> ImageSurface {
        let current = try picture(frame.current, box: box)
        let m = pageToDevice, k = m.xx
        guard let sampler = CurlSampler(frame: frame, pixelsPerPoint: k) else { return current }
        let revealed = try picture(frame.revealed, box: box)
        let back = try frame.back.map { try picture([$0], box: box) }
        let width = box.width, height = box.height, count = width * height

        // Pass one: the curled layers (premultiplied ARGB, alpha = coverage) and the base under
        // them (1 current, 2 revealed) for each row's `curl` columns; the rest of a row is untouched
        // current or plain revealed (`CurlSampler.span`).
        let layers = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { layers.deallocate() }
        let bases = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        defer { bases.deallocate() }
        var spans: [(curl: Range<Int>, revealed: Range<Int>)] = []
        spans.reserveCapacity(height)
        let shadow = ShadowMask(width: width, height: height, sigma: frame.shadowRadius / 2 * k, opacity: frame.shadowOpacity)
        let pictures = Sampler(current: current, revealed: revealed, back: back ?? current,
                               x0: m.x0 - Double(box.x) - 0.5, y0: m.y0 - Double(box.y) - 0.5, scale: k)
        let firstX = (Double(box.x) + 0.5 - m.x0) / k
        for row in 0..<height {
            let y = (Double(box.y + row) + 0.5 - m.y0) / k
            let span = sampler.span(y: y, x0: firstX, step: 1 / k, count: width)
            spans.append(span)
            pictures.layers(row: row, y: y, columns: span.curl, firstColumn: box.x, sampler: sampler, pageToDevice: m,
                            into: layers + row * width, bases: bases + row * width, shadow: shadow)
        }
        let darkness = try shadow?.blurred()

        // Pass two, in place over the current picture (pass one has finished reading it).
        for row in 0..<height {
            let outputRow = UnsafeMutableRawPointer(current.pixels + row * current.stride).assumingMemoryBound(to: UInt32.self)
            let revealedRow = UnsafeMutableRawPointer(revealed.pixels + row * revealed.stride).assumingMemoryBound(to: UInt32.self)
            let span = spans[row]
            let shadowRow = darkness?.row(row)
            @inline(__always) func underneath(_ column: Int) -> UInt32 {
                guard let darkness, let shadowRow else { return revealedRow[column] }
                let amount = darkness.amount(shadowRow, column: column)
                return amount > 0 ? Premultiplied.darken(revealedRow[column], by: amount) : revealedRow[column]
            }
            for column in span.revealed { outputRow[column] = underneath(column) }
            for column in span.curl {
                let index = row * width + column
                let under = bases[index] == 1 ? outputRow[column] : underneath(column)
                let top = layers[index]
                outputRow[column] = top == 0 ? under : ProjectiveWarp.over(top, under)
            }
        }
        current.markDirty()
        return current
    }
}

/// Bilinear samples of the three pictures at viewport points.
private struct Sampler {
    /// One picture's pixels, read without going through Cairo per sample.
    struct Picture {
        let pixels: UnsafeMutablePointer<UInt8>
        let stride: Int, width: Int, height: Int, maxU: Double, maxV: Double

        init(_ image: ImageSurface) {
            pixels = image.pixels
            stride = image.stride
            width = image.width
            height = image.height
            maxU = Double(image.width - 1)
            maxV = Double(image.height - 1)
        }
    }

    let current: Picture, revealed: Picture, back: Picture
    /// Device-to-texel offsets and pixels per point: texel `u = x0 + x·scale`.
    let x0: Double, y0: Double, scale: Double

    /// The pictures must outlive the sampler (the compositor holds them).
    init(current: ImageSurface, revealed: ImageSurface, back: ImageSurface, x0: Double, y0: Double, scale: Double) {
        self.current = Picture(current)
        self.revealed = Picture(revealed)
        self.back = Picture(back)
        self.x0 = x0
        self.y0 = y0
        self.scale = scale
    }

    /// Pass one for one row: the curled layers over `columns` (premultiplied ARGB, alpha = their
    /// coverage) into `layers`, the base under each (1 current, 2 revealed) into `bases`, and their
    /// coverage into the shadow. Kept apart from the compositor so the model inlines into it.
    func layers(row: Int, y: Double, columns: Range<Int>, firstColumn: Int, sampler: CurlSampler, pageToDevice m: Matrix,
                into layers: UnsafeMutablePointer<UInt32>, bases: UnsafeMutablePointer<UInt8>, shadow: ShadowMask?) {
        let k = m.xx
        for column in columns {
            let x = (Double(firstColumn + column) + 0.5 - m.x0) / k
            let pixel = sampler.sample(at: Point(x: x, y: y))
            bases[column] = pixel.base == .current ? 1 : 2
            var colour = Premultiplied.clear
            if let lower = pixel.lower { colour = self.colour(of: lower) }
            if let upper = pixel.upper { colour = self.colour(of: upper).over(colour) }
            let packed = colour.packed
            layers[column] = packed
            shadow?.add(coverage: packed >> 24, column: column, row: row)
        }
    }

    @inline(__always)
    func colour(of paint: CurlFrame.Paint) -> Premultiplied {
        let image: Picture
        switch paint.picture {
        case .current: image = current
        case .revealed: image = revealed
        case .back: image = back
        }
        let u = Swift.min(Swift.max(x0 + paint.point.x * scale, 0), image.maxU)
        let v = Swift.min(Swift.max(y0 + paint.point.y * scale, 0), image.maxV)
        let texel = ProjectiveWarp.bilinear(image.pixels, stride: image.stride, width: image.width, height: image.height, u: u, v: v)
        var colour = Premultiplied(texel)
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
        let keep = 1 - alpha / 255
        return Premultiplied(red: red + other.red * keep, green: green + other.green * keep,
                             blue: blue + other.blue * keep, alpha: alpha + other.alpha * keep)
    }

    /// Cairo's native ARGB32 word, each component rounded and clamped (colour ≤ alpha).
    var packed: UInt32 {
        let a = Swift.min(255, Swift.max(0, Int(alpha + 0.5)))
        func channel(_ c: Double) -> UInt32 { UInt32(Swift.min(a, Swift.max(0, Int(c + 0.5)))) }
        return UInt32(a) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }

    /// The colour channels of `pixel` times `1 − amount / 65280` (alpha kept): a shadow on an opaque page.
    static func darken(_ pixel: UInt32, by amount: Int) -> UInt32 {
        let keep = 65280 - Swift.min(65280, amount)
        var result = pixel & 0xFF00_0000
        for shift: UInt32 in [0, 8, 16] {
            let c = Int((pixel >> shift) & 255)
            result |= UInt32((c * keep + 32640) / 65280) << shift
        }
        return result
    }
}
