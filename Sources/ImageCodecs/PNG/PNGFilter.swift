#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// PNG row filtering (PNG spec §9): Paeth on every row, except that a row equal to the row above
/// is written as Up.
///
/// Each output row is the filter-type byte 4 followed by, for each byte `x` of the row,
/// `x − paeth(a, b, c)` (mod 256), where `a` is the same sample of the pixel to the left, `b` the
/// one above, `c` the one above-left (0 outside the image), and `paeth` picks whichever of `a`,
/// `b`, `c` is closest to `a + b − c` (ties: `a`, then `b`). A fixed Paeth filter costs a fraction
/// of a per-row adaptive choice and is within 0.3 % of its bytes on rendered frames
/// (`../shared/ENCODERS.md`).
///
/// Encoding Paeth only reads unfiltered pixels, so every byte is independent: four pixels at a
/// time go through `predictor16` in 16-byte SIMD lanes; the first pixel of a row and the last few
/// go through the scalar `predictor`. The row above the first is a row of zeros.
///
/// A row equal to the one above filters to all zeros under Paeth and under Up alike (every
/// prediction is the byte above), so the compressed data is the same; only the type byte differs.
/// Decoders un-filter Up as one vector add but Paeth byte by byte (libspng's scalar Paeth made
/// reading our frames 1.2–1.5× slower than reading files with mixed filters), and such rows —
/// backgrounds, the straight middles of cards — are a large share of a rendered frame. Checking
/// for them costs one `memcmp` and saves the Paeth pass.
package enum PNGFilter {
    /// The filter-type byte of Paeth.
    package static let paethType: UInt8 = 4
    /// The filter-type byte of Up (each byte minus the byte above), used for repeated rows.
    package static let upType: UInt8 = 2

    /// The filtered rows of the rectangle `(x, y, width, height)` of `pixels`, each with its
    /// filter byte (Up, all zeros, for a row equal to the row above inside the rectangle; Paeth
    /// otherwise): `height × (1 + width × channels)` bytes, ready to compress into `IDAT` (or an
    /// APNG `fdAT`). `channels` is 4 (RGBA) or 3 (RGB: alpha dropped). The row above the
    /// rectangle's first row counts as zeros, as PNG requires of a (sub-)image's first row.
    package static func paeth(_ pixels: RGBAPixels, channels: Int, x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil) -> [UInt8] {
        let width = width ?? pixels.width - x, height = height ?? pixels.height - y
        precondition(channels == 3 || channels == 4, "PNG rows are filtered as RGB or RGBA")
        precondition(x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= pixels.width && y + height <= pixels.height,
                     "the rectangle must lie inside the image")
        let rowBytes = 1 + width * channels
        let zeros = [UInt8](repeating: 0, count: width * 4)
        return [UInt8](unsafeUninitializedCapacity: height * rowBytes) { buffer, count in
            pixels.bytes.withUnsafeBufferPointer { source in
                zeros.withUnsafeBufferPointer { zeros in
                    let base = source.baseAddress!
                    let out = buffer.baseAddress!
                    for row in 0..<height {
                        let line = base + ((y + row) * pixels.width + x) * 4
                        let above = row > 0 ? line - pixels.width * 4 : zeros.baseAddress!
                        let target = out + row * rowBytes
                        if row > 0 && memcmp(line, above, width * 4) == 0 {
                            target[0] = upType
                            (target + 1).initialize(repeating: 0, count: rowBytes - 1)
                        } else {
                            target[0] = paethType
                            filterRow(line, above: above, into: target + 1, count: width, channels: channels)
                        }
                    }
                }
            }
            count = height * rowBytes
        }
    }

    /// The Paeth predictor of `a` (left), `b` (above), `c` (above-left).
    @inline(__always)
    static func predictor(_ a: Int32, _ b: Int32, _ c: Int32) -> Int32 {
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    /// `predictor` on 16 bytes at once, in bytes: `pa = |b − c|` and `pb = |a − c|` fit a byte, and
    /// `pc = |(b − c) + (a − c)|` is `pa + pb` when the two differences have the same sign, else
    /// `|pa − pb|`; `pa + pb` saturates at 255, which changes no comparison as `pa, pb ≤ 255`.
    @inline(__always)
    static func predictor16(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let pa = distance(b, c)
        let pb = distance(a, c)
        let sum = pa &+ pb
        let saturated = sum.replacing(with: 255, where: sum .< pa)
        let pc = saturated.replacing(with: distance(pa, pb), where: (b .>= c) .!= (a .>= c))
        var prediction = c
        prediction.replace(with: b, where: pb .<= pc)
        prediction.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return prediction
    }

    /// `|x − y|` per byte. (Written with a compare and a select: the standard library's
    /// `pointwiseMin`/`pointwiseMax` are not inlined here and cost three times the whole filter.)
    @inline(__always)
    static func distance(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>) -> SIMD16<UInt8> {
        (x &- y).replacing(with: y &- x, where: x .< y)
    }

    /// One row of `count` pixels read from RGBA `line` (and `above`), written as RGBA or RGB.
    static func filterRow(_ line: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>,
                                  into out: UnsafeMutablePointer<UInt8>, count: Int, channels: Int) {
        // First pixel: a = c = 0.
        for ch in 0..<channels { out[ch] = line[ch] &- UInt8(truncatingIfNeeded: predictor(0, Int32(above[ch]), 0)) }
        let source = UnsafeRawPointer(line), previous = UnsafeRawPointer(above), target = UnsafeMutableRawPointer(out)
        var x = 1
        // RGB writes each pixel as a 4-byte word whose last byte the next pixel overwrites, so it
        // stops one pixel earlier than RGBA.
        let last = channels == 4 ? count - 4 : count - 5
        while x <= last {
            let offset = x * 4
            let prediction = predictor16(source.loadUnaligned(fromByteOffset: offset - 4, as: SIMD16<UInt8>.self),
                                         previous.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self),
                                         previous.loadUnaligned(fromByteOffset: offset - 4, as: SIMD16<UInt8>.self))
            let filtered = source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) &- prediction
            if channels == 4 {
                target.storeBytes(of: filtered, toByteOffset: offset, as: SIMD16<UInt8>.self)
            } else {
                let words = unsafeBitCast(filtered, to: SIMD4<UInt32>.self)
                target.storeBytes(of: words[0], toByteOffset: x * 3, as: UInt32.self)
                target.storeBytes(of: words[1], toByteOffset: x * 3 + 3, as: UInt32.self)
                target.storeBytes(of: words[2], toByteOffset: x * 3 + 6, as: UInt32.self)
                target.storeBytes(of: words[3], toByteOffset: x * 3 + 9, as: UInt32.self)
            }
            x += 4
        }
        while x < count {
            let s = x * 4, o = x * channels
            for ch in 0..<channels {
                let p = predictor(Int32(line[s - 4 + ch]), Int32(above[s + ch]), Int32(above[s - 4 + ch]))
                out[o + ch] = line[s + ch] &- UInt8(truncatingIfNeeded: p)
            }
            x += 1
        }
    }
}
