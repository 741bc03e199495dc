#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGFilter {
    /// `paeth(RGBAPixels(premultipliedARGB32:…), channels:)` in one pass: each row is converted
    /// to straight RGBA (`RGBAPixels.straightRow`) into one of two row buffers and filtered at
    /// once, so the whole straight image is never written out (a frame's 3.7 MB of fresh memory
    /// and a second pass over it). A row whose premultiplied words equal the row above is written
    /// as Up zeros without being converted: equal premultiplied pixels have equal straight ones.
    ///
    /// Returns `nil` when `channels` is 3 and a pixel is not opaque (the caller then filters as
    /// RGBA); the bytes are otherwise identical to the two-pass result.
    static func paeth(premultipliedARGB32 source: UnsafeRawPointer, width: Int, height: Int, stride: Int, channels: Int) -> [UInt8]? {
        precondition(channels == 3 || channels == 4, "PNG rows are filtered as RGB or RGBA")
        precondition(width > 0 && height > 0 && stride >= width * 4, "an ARGB32 image needs a positive size and stride ≥ 4 × width")
        let rowBytes = 1 + width * channels
        // Row buffers: the row above (zeros above the first row) and the current one.
        let rows = UnsafeMutableRawPointer.allocate(byteCount: 2 * width * 4, alignment: 16)
        defer { rows.deallocate() }
        rows.initializeMemory(as: UInt8.self, repeating: 0, count: 2 * width * 4)
        var above = rows.assumingMemoryBound(to: UInt8.self), current = above + width * 4
        var opaque = true
        let filtered = [UInt8](unsafeUninitializedCapacity: height * rowBytes) { buffer, count in
            count = 0
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                let out = buffer.baseAddress!
                for row in 0..<height {
                    let line = source + row * stride
                    let target = out + row * rowBytes
                    if row > 0 && memcmp(line, line - stride, width * 4) == 0 {
                        target[0] = upType
                        (target + 1).initialize(repeating: 0, count: rowBytes - 1)
                        continue
                    }
                    let alphas = RGBAPixels.straightRow(line, into: UnsafeMutableRawPointer(current), count: width, table: table.baseAddress!)
                    if channels == 3 && alphas != 255 {
                        opaque = false
                        return
                    }
                    target[0] = paethType
                    filterRow(current, above: above, into: target + 1, count: width, channels: channels)
                    swap(&above, &current)
                }
                count = height * rowBytes
            }
        }
        return opaque ? filtered : nil
    }
}
