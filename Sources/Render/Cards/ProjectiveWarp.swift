import CairoKit
import ImageCodecs
import Transforms

/// Perspective-correct drawing of a flat picture seen through a homography: for every target
/// pixel inside the projected shape, the inverse homography finds the point of the picture it
/// shows, which is sampled bilinearly. Edges are antialiased by the projected outline's
/// coverage, which Cairo rasterises, so a card's edges are as clean as a vector fill and
/// there is one piece per card (no seams).
enum ProjectiveWarp {
    /// A picture in its own coordinates: texel `(i, j)` shows the point
    /// `origin + ((i + 0.5) / scaleX, (j + 0.5) / scaleY)`.
    struct Texture {
        let image: ImageSurface
        let originX: Double, originY: Double
        let scaleX: Double, scaleY: Double
    }

    /// The outline of a rounded rectangle as a polygon, counter-clockwise from the top edge,
    /// with each corner arc split into `segments` chords.
    static func roundedRectanglePolygon(_ rect: Rect, radius: Double, segments: Int) -> [(x: Double, y: Double)] {
        let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
        let x0 = rect.x, y0 = rect.y, x1 = rect.x + rect.width, y1 = rect.y + rect.height
        guard r > 0 else { return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] }
        var points: [(x: Double, y: Double)] = []
        points.reserveCapacity(4 * (segments + 1))
        let corners: [(cx: Double, cy: Double, start: Double)] = [
            (x1 - r, y0 + r, -Double.pi / 2), (x1 - r, y1 - r, 0), (x0 + r, y1 - r, Double.pi / 2), (x0 + r, y0 + r, Double.pi),
        ]
        for corner in corners {
            for step in 0...segments {
                let angle = corner.start + Double.pi / 2 * Double(step) / Double(segments)
                points.append((corner.cx + r * _cos(angle), corner.cy + r * _sin(angle)))
            }
        }
        return points
    }

    /// Rasterises a polygon (target pixels) into an alpha-8 coverage mask over its bounding
    /// box clipped to `limit`; `nil` when nothing of it is inside.
    static func coverage(of polygon: [(x: Double, y: Double)], within limit: PixelBox) throws -> (mask: ImageSurface, box: PixelBox)? {
        guard let first = polygon.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in polygon {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        let box = PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY).intersection(limit)
        guard !box.isEmpty else { return nil }
        let mask = try ImageSurface(width: box.width, height: box.height, format: .alpha8)
        let context = try Context(mask)
        context.move(to: first.x - Double(box.x), first.y - Double(box.y))
        for p in polygon.dropFirst() { context.line(to: p.x - Double(box.x), p.y - Double(box.y)) }
        context.closePath()
        context.setSource(red: 0, green: 0, blue: 0, alpha: 1)
        context.fill()
        try context.check("rasterising a projected card outline")
        return (mask, box)
    }

    /// Composites `region` of an ARGB texture over `target` (ARGB), seen through `toTarget`
    /// (picture coordinates → target pixels), with `alpha` and the region's rounded corners.
    /// Samples are clamped inside the region so its edges take their antialiasing from the
    /// outline coverage alone.
    ///
    /// `threads` > 1 draws bands of rows at once on that many threads (each row is the same
    /// arithmetic either way, so the pixels are too): for one frame drawn alone, never where
    /// frames are drawn side by side.
    static func drawRegion(of texture: Texture, region: Rect, radius: Double, alpha: Double,
                           toTarget: Homography, into target: ImageSurface, threads: Int = 1) throws {
        guard alpha > 0, let inverse = toTarget.inverted(), inverse.isFinite else { return }
        let radiusInPixels = radius * Swift.max(toTarget.stretch(at: region.x, region.y), toTarget.stretch(at: region.x + region.width, region.y + region.height))
        let segments = Swift.min(32, Swift.max(2, Int(radiusInPixels.isFinite ? Swift.min(radiusInPixels.squareRoot() * 2, 32) : 32) + 2))
        var outline: [(x: Double, y: Double)] = []
        for p in roundedRectanglePolygon(region, radius: radius, segments: segments) {
            guard let q = toTarget.project(p.x, p.y) else { return } // crosses the eye plane: not drawn
            outline.append(q)
        }
        let limit = PixelBox(x: 0, y: 0, width: target.width, height: target.height)
        guard let (mask, box) = try coverage(of: outline, within: limit) else { return }

        let textureWidth = texture.image.width, textureHeight = texture.image.height
        // The region in texel-centre coordinates; samples stay inside it.
        let lowU = (region.x - texture.originX) * texture.scaleX, highU = (region.x + region.width - texture.originX) * texture.scaleX
        let lowV = (region.y - texture.originY) * texture.scaleY, highV = (region.y + region.height - texture.originY) * texture.scaleY
        let minU = highU - 1 >= lowU ? lowU : (lowU + highU) / 2 - 0.5
        let maxU = Swift.max(minU, highU - 1)
        let minV = highV - 1 >= lowV ? lowV : (lowV + highV) / 2 - 0.5
        let maxV = Swift.max(minV, highV - 1)
        let clampU = (Swift.max(0, minU), Swift.min(Double(textureWidth - 1), maxU))
        let clampV = (Swift.max(0, minV), Swift.min(Double(textureHeight - 1), maxV))

        let source = texture.image.pixels, sourceStride = texture.image.stride
        let destination = target.pixels, destinationStride = target.stride
        let coverage = mask.pixels, coverageStride = mask.stride
        let opacity = Int((Swift.min(1, alpha) * 255).rounded())

        inBands(of: box.height, threads: threads) { row in
            let y = Double(box.y + row) + 0.5
            let coverageRow = coverage + row * coverageStride
            let destinationRow = (destination + (box.y + row) * destinationStride).withMemoryRebound(to: UInt32.self, capacity: target.width) { $0 }
            for column in 0..<box.width {
                let cover = Int(coverageRow[column])
                if cover == 0 { continue }
                let x = Double(box.x + column) + 0.5
                let h = inverse.homogeneous(x, y)
                guard h.w != 0 else { continue }
                var u = (h.x / h.w - texture.originX) * texture.scaleX - 0.5
                var v = (h.y / h.w - texture.originY) * texture.scaleY - 0.5
                u = Swift.min(Swift.max(u, clampU.0), clampU.1)
                v = Swift.min(Swift.max(v, clampV.0), clampV.1)
                let sample = bilinear(source, stride: sourceStride, width: textureWidth, height: textureHeight, u: u, v: v)
                let factor = cover * opacity // 0…65025
                if factor == 0 { continue }
                let index = box.x + column
                destinationRow[index] = over(scale(sample, by: factor), destinationRow[index])
            }
        }
        target.markDirty()
    }

    /// Draws an alpha-8 texture (a blurred shadow) into an alpha-8 target through `toTarget`,
    /// transparent outside the texture. The target's box is where the texture's corners land.
    /// `threads` as for `drawRegion`.
    static func drawMask(_ texture: Texture, toTarget: Homography, within limit: PixelBox, threads: Int = 1) throws -> (mask: ImageSurface, box: PixelBox)? {
        guard let inverse = toTarget.inverted(), inverse.isFinite else { return nil }
        let width = Double(texture.image.width) / texture.scaleX, height = Double(texture.image.height) / texture.scaleY
        var corners: [(x: Double, y: Double)] = []
        for (x, y) in [(0.0, 0.0), (width, 0), (width, height), (0, height)] {
            guard let q = toTarget.project(texture.originX + x, texture.originY + y) else { return nil }
            corners.append(q)
        }
        let box = PixelBox(minX: corners.map(\.x).min() ?? 0, minY: corners.map(\.y).min() ?? 0,
                            maxX: corners.map(\.x).max() ?? 0, maxY: corners.map(\.y).max() ?? 0).intersection(limit)
        guard !box.isEmpty else { return nil }
        let mask = try ImageSurface(width: box.width, height: box.height, format: .alpha8)
        let source = texture.image.pixels, sourceStride = texture.image.stride
        let textureWidth = texture.image.width, textureHeight = texture.image.height
        let destination = mask.pixels, destinationStride = mask.stride
        inBands(of: box.height, threads: threads) { row in
            let y = Double(box.y + row) + 0.5
            let destinationRow = destination + row * destinationStride
            for column in 0..<box.width {
                let h = inverse.homogeneous(Double(box.x + column) + 0.5, y)
                guard h.w != 0 else { continue }
                let u = (h.x / h.w - texture.originX) * texture.scaleX - 0.5
                let v = (h.y / h.w - texture.originY) * texture.scaleY - 0.5
                destinationRow[column] = bilinearAlpha(source, stride: sourceStride, width: textureWidth, height: textureHeight, u: u, v: v)
            }
        }
        mask.markDirty()
        return (mask, box)
    }

    /// Runs `row(r)` for every `r` in `0..<count`: in order on this thread, or with `threads` > 1
    /// in bands of rows on `WorkerPool.shared` (this thread and up to `threads − 1` helpers).
    /// Each call must touch only its own row of the output.
    private static func inBands(of count: Int, threads: Int, _ row: (Int) -> Void) {
        // Below a few rows a thread costs more than it saves. More bands than threads even out
        // bands of unequal work (rows outside the card cost nothing).
        let bands = Swift.min(4 * threads, count / 16)
        guard threads > 1, bands > 1 else {
            for index in 0..<count { row(index) }
            return
        }
        WorkerPool.shared.run(bands, workers: threads) { band in
            for index in count * band / bands..<count * (band + 1) / bands { row(index) }
        }
    }

    // MARK: Pixels (premultiplied ARGB32 as native UInt32 words)

    /// Bilinear sample at texel-centre coordinates already clamped inside the texture.
    @inline(__always)
    static func bilinear(_ pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, u: Double, v: Double) -> UInt32 {
        let u0 = Int(u), v0 = Int(v) // non-negative: truncation is floor
        let fx = Int((u - Double(u0)) * 256), fy = Int((v - Double(v0)) * 256)
        let u1 = Swift.min(u0 + 1, width - 1), v1 = Swift.min(v0 + 1, height - 1)
        let row0 = UnsafeRawPointer(pixels + v0 * stride), row1 = UnsafeRawPointer(pixels + v1 * stride)
        let p00 = row0.load(fromByteOffset: u0 * 4, as: UInt32.self), p01 = row0.load(fromByteOffset: u1 * 4, as: UInt32.self)
        let p10 = row1.load(fromByteOffset: u0 * 4, as: UInt32.self), p11 = row1.load(fromByteOffset: u1 * 4, as: UInt32.self)
        if p00 == p01 && p00 == p10 && p00 == p11 { return p00 }
        let w00 = (256 - fx) * (256 - fy), w01 = fx * (256 - fy), w10 = (256 - fx) * fy, w11 = fx * fy
        var result: UInt32 = 0
        for shift in Swift.stride(from: 0, through: 24, by: 8) {
            let c = Int((p00 >> UInt32(shift)) & 255) * w00 + Int((p01 >> UInt32(shift)) & 255) * w01
                + Int((p10 >> UInt32(shift)) & 255) * w10 + Int((p11 >> UInt32(shift)) & 255) * w11
            result |= UInt32((c + 32768) >> 16) << UInt32(shift)
        }
        return result
    }

    /// Bilinear sample of an alpha-8 texture, zero outside it.
    @inline(__always)
    private static func bilinearAlpha(_ pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, u: Double, v: Double) -> UInt8 {
        guard u > -1, v > -1, u < Double(width), v < Double(height) else { return 0 }
        let uf = u.rounded(.down), vf = v.rounded(.down)
        let u0 = Int(uf), v0 = Int(vf)
        let fx = Int((u - uf) * 256), fy = Int((v - vf) * 256)
        if u0 >= 0, v0 >= 0, u0 + 1 < width, v0 + 1 < height {
            // All four texels inside: no test per texel (the same sum as below).
            let row0 = pixels + v0 * stride + u0, row1 = row0 + stride
            let c = Int(row0[0]) * (256 - fx) * (256 - fy) + Int(row0[1]) * fx * (256 - fy)
                + Int(row1[0]) * (256 - fx) * fy + Int(row1[1]) * fx * fy
            return UInt8(truncatingIfNeeded: Swift.min(255, (c + 32768) >> 16))
        }
        func at(_ x: Int, _ y: Int) -> Int {
            x >= 0 && y >= 0 && x < width && y < height ? Int(pixels[y * stride + x]) : 0
        }
        let c = at(u0, v0) * (256 - fx) * (256 - fy) + at(u0 + 1, v0) * fx * (256 - fy)
            + at(u0, v0 + 1) * (256 - fx) * fy + at(u0 + 1, v0 + 1) * fx * fy
        return UInt8(truncatingIfNeeded: Swift.min(255, (c + 32768) >> 16))
    }

    /// Every channel times `factor / 65025`.
    @inline(__always)
    private static func scale(_ pixel: UInt32, by factor: Int) -> UInt32 {
        if factor == 65025 { return pixel }
        var result: UInt32 = 0
        for shift in Swift.stride(from: 0, through: 24, by: 8) {
            let c = Int((pixel >> UInt32(shift)) & 255)
            result |= UInt32((c * factor + 32512) / 65025) << UInt32(shift)
        }
        return result
    }

    /// Premultiplied source over destination.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let alpha = Int(source >> 24)
        if alpha == 255 { return source }
        if alpha == 0 && source == 0 { return destination }
        let keep = 255 - alpha
        var result: UInt32 = 0
        for shift in Swift.stride(from: 0, through: 24, by: 8) {
            let s = Int((source >> UInt32(shift)) & 255), d = Int((destination >> UInt32(shift)) & 255)
            result |= UInt32(Swift.min(255, s + (d * keep + 127) / 255)) << UInt32(shift)
        }
        return result
    }
}

