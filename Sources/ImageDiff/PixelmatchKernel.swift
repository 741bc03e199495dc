// The per-pixel rules of pixelmatch v6.0.0 and v7.2.0 (github.com/mapbox/pixelmatch, index.js),
// written for straight RGBA bytes. Counts must equal the reference's, so every floating-point expression keeps the
// reference's operands and their order: the anti-aliasing test compares deltas with `== 0`, and a
// reordered sum can turn an exact zero into 1e-14.

/// Read-only access to one image's straight RGBA bytes.
struct PixelPlane: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    @inline(__always)
    func word(_ index: Int) -> UInt32 {
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }
}

enum PixelmatchKernel {
    @inline(__always)
    static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// Semi-transparent colours are seen over white: `255 + (c − 255) · a`.
    @inline(__always)
    static func blend(_ c: Double, _ a: Double) -> Double {
        255 + (c - 255) * a
    }

    /// The colour of the pixel at byte offset `k`, blended onto white when not opaque.
    @inline(__always)
    static func blended(_ p: UnsafePointer<UInt8>, _ k: Int) -> (Double, Double, Double) {
        let r = Double(p[k]), g = Double(p[k &+ 1]), b = Double(p[k &+ 2])
        let alpha = p[k &+ 3]
        if alpha < 255 {
            let a = Double(alpha) / 255
            return (blend(r, a), blend(g, a), blend(b, a))
        }
        return (r, g, b)
    }

    @inline(__always)
    static func same(_ p1: UnsafePointer<UInt8>, _ k: Int, _ p2: UnsafePointer<UInt8>, _ m: Int) -> Bool {
        UnsafeRawPointer(p1).loadUnaligned(fromByteOffset: k, as: UInt32.self)
            == UnsafeRawPointer(p2).loadUnaligned(fromByteOffset: m, as: UInt32.self)
    }

    /// The squared YIQ distance between pixel `k` of `p1` and pixel `m` of `p2` (byte offsets),
    /// negative when the first is brighter (the second darker). Version 6 converts each pixel,
    /// blended onto white, to YIQ and subtracts; version 7 converts the differences.
    @inline(__always)
    static func colorDelta(_ p1: UnsafePointer<UInt8>, _ k: Int, _ p2: UnsafePointer<UInt8>, _ m: Int,
                           rules: PixelmatchRules) -> Double {
        if same(p1, k, p2, m) { return 0 }
        if rules.isVersion7 { return colorDelta7(p1, k, p2, m, checkerboard: rules.checkerboard) }
        let (r1, g1, b1) = blended(p1, k)
        let (r2, g2, b2) = blended(p2, m)
        let y1 = rgb2y(r1, g1, b1)
        let y2 = rgb2y(r2, g2, b2)
        let y = y1 - y2
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// The brightness (Y) difference between pixels `k` and `m` of one image.
    @inline(__always)
    static func brightnessDelta(_ p: UnsafePointer<UInt8>, _ k: Int, _ m: Int, rules: PixelmatchRules) -> Double {
        if same(p, k, p, m) { return 0 }
        if rules.isVersion7 { return brightnessDelta7(p, k, m, checkerboard: rules.checkerboard) }
        let (r1, g1, b1) = blended(p, k)
        let (r2, g2, b2) = blended(p, m)
        return rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
    }

    /// Whether pixel `(x1, y1)` of `image` looks like anti-aliasing (V. Vysniauskas, "Anti-aliased pixel
    /// and intensity slope detector", 2009): it has at most two equal neighbours, both a darker and a
    /// brighter neighbour, and the darkest or the brightest neighbour sits in a flat area (3+ equal
    /// neighbours) in both images.
    static func antialiased(_ image: PixelPlane, _ x1: Int, _ y1: Int, _ other: PixelPlane, rules: PixelmatchRules) -> Bool {
        let width = image.width, height = image.height
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // Column by column, top to bottom within a column: ties keep the first neighbour found,
        // so the visiting order is part of the result.
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = brightnessDelta(image.base, pos, (y * width + x) * 4, rules: rules)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel `(x1, y1)` has three or more neighbours of exactly its RGBA value
    /// (a pixel on the image's edge starts with one, as in the reference).
    static func hasManySiblings(_ image: PixelPlane, _ x1: Int, _ y1: Int) -> Bool {
        let width = image.width, height = image.height
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = image.word(y1 * width + x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if image.word(y * width + x) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The faded grey of pixel `k` for the diff image: its brightness blended onto white with opacity
    /// `alpha × pixel alpha`, truncated like the reference's byte arrays. v6 computes
    /// `255 + (Y − 255) · (alpha · a / 255)`, v7 `255 + (Y − 255) · alpha · a / 255` left to right:
    /// the same number but for the rounding of the last bit, which truncation can expose.
    @inline(__always)
    static func gray(_ p: UnsafePointer<UInt8>, _ k: Int, alpha: Double, rules: PixelmatchRules) -> UInt8 {
        let y = rgb2y(Double(p[k]), Double(p[k &+ 1]), Double(p[k &+ 2]))
        let a = Double(p[k &+ 3])
        let value = rules.isVersion7 ? 255 + (y - 255) * alpha * a / 255 : blend(y, alpha * a / 255)
        return UInt8(clamping: Int(max(0, min(255, value))))
    }

    // MARK: pixelmatch 7

    /// pixelmatch 7's background for a semi-transparent pixel at byte offset `k`: a pattern of
    /// 48 and 207 per channel (`48 + 159 · (⌊k / φ^n⌋ mod 2)`, n = 0, 1, 2 for R, G, B), or white
    /// with `checkerboard: false`. `k` is a multiple of 4, so red is always 48, as in the reference.
    @inline(__always)
    static func background(_ k: Int, checkerboard: Bool) -> (Double, Double, Double) {
        guard checkerboard else { return (255, 255, 255) }
        let r = 48 + 159 * (k % 2)
        let g = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
        let b = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
        return (Double(r), Double(g), Double(b))
    }

    /// The channel differences of pixel `k` of `p1` and pixel `m` of `p2` as pixelmatch 7 sees
    /// them: plain differences for two opaque pixels, otherwise both composited onto the
    /// background of `k`: `(c1·a1 − c2·a2 − bg·(a1 − a2)) / 255`.
    @inline(__always)
    static func differences7(_ p1: UnsafePointer<UInt8>, _ k: Int, _ p2: UnsafePointer<UInt8>, _ m: Int,
                             backgroundOf position: Int, checkerboard: Bool) -> (Double, Double, Double) {
        let r1 = Double(p1[k]), g1 = Double(p1[k &+ 1]), b1 = Double(p1[k &+ 2]), a1 = Double(p1[k &+ 3])
        let r2 = Double(p2[m]), g2 = Double(p2[m &+ 1]), b2 = Double(p2[m &+ 2]), a2 = Double(p2[m &+ 3])
        guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
        let da = a1 - a2
        let (rb, gb, bb) = background(position, checkerboard: checkerboard)
        return ((r1 * a1 - r2 * a2 - rb * da) / 255,
                (g1 * a1 - g2 * a2 - gb * da) / 255,
                (b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// pixelmatch 7's squared YIQ distance, computed from the channel differences; negative when
    /// the first pixel is brighter. The caller has checked that the pixels differ.
    @inline(__always)
    static func colorDelta7(_ p1: UnsafePointer<UInt8>, _ k: Int, _ p2: UnsafePointer<UInt8>, _ m: Int,
                            checkerboard: Bool) -> Double {
        let (dr, dg, db) = differences7(p1, k, p2, m, backgroundOf: k, checkerboard: checkerboard)
        let y = rgb2y(dr, dg, db)
        let i = rgb2i(dr, dg, db)
        let q = rgb2q(dr, dg, db)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch 7's brightness difference between the centre pixel `k` and its neighbour `m`,
    /// both composited onto the centre's background. The caller has checked that they differ.
    @inline(__always)
    static func brightnessDelta7(_ p: UnsafePointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool) -> Double {
        let (dr, dg, db) = differences7(p, k, p, m, backgroundOf: k, checkerboard: checkerboard)
        return rgb2y(dr, dg, db)
    }
}

/// The rules a comparison follows, read once from `PixelmatchOptions` for the pixel loops.
struct PixelmatchRules: Sendable {
    /// pixelmatch 7.x: differences before the YIQ conversion, semi-transparent pixels over a pattern.
    let isVersion7: Bool
    /// pixelmatch 7's `checkerboard` option (ignored by version 6, which always uses white).
    let checkerboard: Bool

    init(_ options: PixelmatchOptions) {
        isVersion7 = options.version == .v7
        checkerboard = options.checkerboard
    }
}
