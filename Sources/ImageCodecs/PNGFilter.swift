/// PNG row filtering (PNG spec §9) with one fixed filter, Paeth, on every row.
///
/// Each output row is the filter-type byte 4 followed by, for each byte `x` of the row,
/// `x − paeth(a, b, c)` (mod 256), where `a` is the same sample of the pixel to the left, `b` the
/// one above, `c` the one above-left (0 outside the image), and `paeth` picks whichever of `a`,
/// `b`, `c` is closest to `a + b − c` (ties: `a`, then `b`). A fixed Paeth filter costs a fraction
/// of a per-row adaptive choice and is within 0.3 % of its bytes on rendered frames
/// (`../shared/ENCODERS.md`).
public enum PNGFilter {
    /// The filter-type byte of Paeth.
    public static let paethType: UInt8 = 4

    /// The Paeth-filtered rows of the rectangle `(x, y, width, height)` of `pixels`, each with its
    /// filter byte: `height × (1 + width × channels)` bytes, ready to compress into `IDAT` (or an
    /// APNG `fdAT`). `channels` is 4 (RGBA) or 3 (RGB: alpha dropped). The row above the
    /// rectangle's first row counts as zeros, as PNG requires of a (sub-)image's first row.
    public static func paeth(_ pixels: RGBAPixels, channels: Int, x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil) -> [UInt8] {
        let width = width ?? pixels.width - x, height = height ?? pixels.height - y
        precondition(channels == 3 || channels == 4, "PNG rows are filtered as RGB or RGBA")
        precondition(x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= pixels.width && y + height <= pixels.height,
                     "the rectangle must lie inside the image")
        let rowBytes = 1 + width * channels
        return [UInt8](unsafeUninitializedCapacity: height * rowBytes) { buffer, count in
            pixels.bytes.withUnsafeBufferPointer { source in
                let base = source.baseAddress!
                let out = buffer.baseAddress!
                for row in 0..<height {
                    let line = base + ((y + row) * pixels.width + x) * 4
                    let above: UnsafePointer<UInt8>? = row > 0 ? line - pixels.width * 4 : nil
                    let target = out + row * rowBytes
                    target[0] = paethType
                    if channels == 4 {
                        filterRGBA(line, above: above, into: target + 1, count: width)
                    } else {
                        filterRGB(line, above: above, into: target + 1, count: width)
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

    /// One RGBA row: every byte against the byte 4 to its left.
    private static func filterRGBA(_ line: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        let bytes = count * 4
        guard let above else {
            // First row: b = c = 0, so Paeth predicts a (Sub).
            for i in 0..<Swift.min(4, bytes) { out[i] = line[i] }
            for i in Swift.min(4, bytes)..<bytes { out[i] = line[i] &- line[i - 4] }
            return
        }
        // First pixel: a = c = 0, so Paeth predicts b (Up).
        for i in 0..<4 { out[i] = line[i] &- above[i] }
        for i in 4..<bytes {
            let p = predictor(Int32(line[i - 4]), Int32(above[i]), Int32(above[i - 4]))
            out[i] = line[i] &- UInt8(truncatingIfNeeded: p)
        }
    }

    /// One RGB row read from RGBA pixels: every sample against the same sample of the pixel to its left.
    private static func filterRGB(_ line: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        guard let above else {
            for ch in 0..<3 { out[ch] = line[ch] }
            for x in 1..<Swift.max(1, count) {
                for ch in 0..<3 { out[x * 3 + ch] = line[x * 4 + ch] &- line[x * 4 - 4 + ch] }
            }
            return
        }
        for ch in 0..<3 { out[ch] = line[ch] &- above[ch] }
        for x in 1..<Swift.max(1, count) {
            let s = x * 4, o = x * 3
            for ch in 0..<3 {
                let p = predictor(Int32(line[s - 4 + ch]), Int32(above[s + ch]), Int32(above[s - 4 + ch]))
                out[o + ch] = line[s + ch] &- UInt8(truncatingIfNeeded: p)
            }
        }
    }
}
