#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGFilter {
    /// `paeth(RGBAPixels(premultipliedARGB32:…), channels:)` for the rows `rows` in one pass,
    /// written from `out` on (`rows.count × (1 + width × channels)` bytes): each row is converted
    /// to straight RGBA (`RGBAPixels.straightRow`) into one of two row buffers and filtered at
    /// once, so the whole straight image is never written out (a frame's 3.7 MB of fresh memory
    /// and a second pass over it). A row whose premultiplied words equal the row above is written
    /// as Up zeros without being converted: equal premultiplied pixels have equal straight ones.
    /// The row above `rows` is read from the image, so bands of one image filtered apart (on
    /// several threads) give exactly the bytes of the whole.
    ///
    /// Returns false when `channels` is 3 and a pixel is not opaque (the caller then filters as
    /// RGBA); the bytes are otherwise identical to the two-pass result.
    static func paeth(premultipliedARGB32 source: UnsafeRawPointer, width: Int, stride: Int, rows: Range<Int>, channels: Int,
                      into out: UnsafeMutablePointer<UInt8>) -> Bool {
        precondition(channels == 3 || channels == 4, "PNG rows are filtered as RGB or RGBA")
        precondition(width > 0 && rows.lowerBound >= 0 && stride >= width * 4, "an ARGB32 image needs a positive size and stride ≥ 4 × width")
        let rowBytes = 1 + width * channels
        // Row buffers: the row above (zeros above the first row) and the current one.
        let buffers = UnsafeMutableRawPointer.allocate(byteCount: 2 * width * 4, alignment: 16)
        defer { buffers.deallocate() }
        buffers.initializeMemory(as: UInt8.self, repeating: 0, count: 2 * width * 4)
        var above = buffers.assumingMemoryBound(to: UInt8.self), current = above + width * 4
        return Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
            if rows.lowerBound > 0 {
                _ = RGBAPixels.straightRow(source + (rows.lowerBound - 1) * stride, into: UnsafeMutableRawPointer(above), count: width,
                                           table: table.baseAddress!)
            }
            for row in rows {
                let line = source + row * stride
                let target = out + (row - rows.lowerBound) * rowBytes
                if row > 0 && memcmp(line, line - stride, width * 4) == 0 {
                    target[0] = upType
                    (target + 1).initialize(repeating: 0, count: rowBytes - 1)
                    continue
                }
                let alphas = RGBAPixels.straightRow(line, into: UnsafeMutableRawPointer(current), count: width, table: table.baseAddress!)
                if channels == 3 && alphas != 255 { return false }
                target[0] = paethType
                filterRow(current, above: above, into: target + 1, count: width, channels: channels)
                swap(&above, &current)
            }
            return true
        }
    }
}
