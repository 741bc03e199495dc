/// Converting to and from Cairo's premultiplied ARGB32 layout.
extension RGBAPixels {
    /// The straight pixels of a premultiplied image in Cairo's ARGB32 layout (one native-endian
    /// `0xAARRGGBB` word per pixel, rows `stride` bytes apart), converted exactly as
    /// `Premultiplication.unpremultiply` states. `width` and `height` must be positive.
    public init(premultipliedARGB32 source: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        precondition(width > 0 && height > 0 && stride >= width * 4, "an ARGB32 image needs a positive size and stride ≥ 4 × width")
        var alphaAll: UInt32 = 0xFF
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                let out = UnsafeMutableRawPointer(buffer.baseAddress!)
                for y in 0..<height {
                    alphaAll &= Self.straightRow(source + y * stride, into: out + y * width * 4, count: width, table: table.baseAddress!)
                }
            }
            count = width * height * 4
        }
        self.init(checkedWidth: width, height: height, bytes: bytes, isOpaque: alphaAll == 255)
    }

    /// Converts one row of `count` premultiplied ARGB32 pixels to straight RGBA bytes at `out`
    /// and returns the AND of their alphas (255 when the row is opaque).
    /// `table` is `Premultiplication.unpremultiplyTable`'s storage.
    @inline(__always)
    static func straightRow(_ row: UnsafeRawPointer, into out: UnsafeMutableRawPointer, count: Int, table: UnsafePointer<UInt8>) -> UInt32 {
        var alphaAll: UInt32 = 0xFF
        var x = 0
        while x < count {
            // Four opaque pixels at once: only R and B change places.
            if x + 4 <= count {
                let four = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
                if all(four .>= 0xFF00_0000) {
                    out.storeBytes(of: (four & 0xFF00_FF00) | (four &>> 16 & 0xFF) | (four & 0xFF) &<< 16,
                                   toByteOffset: x * 4, as: SIMD4<UInt32>.self)
                    x += 4
                    continue
                }
            }
            let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
            alphaAll &= pixel >> 24
            out.storeBytes(of: Self.straight(pixel, table: table), toByteOffset: x * 4, as: UInt32.self)
            x += 1
        }
        return alphaAll
    }

    /// One premultiplied `0xAARRGGBB` pixel as straight `R, G, B, A` bytes in memory order
    /// (little-endian `0xAABBGGRR`), through `Premultiplication.unpremultiplyTable`.
    @inline(__always)
    private static func straight(_ pixel: UInt32, table: UnsafePointer<UInt8>) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 255 { return (pixel & 0xFF00_FF00) | (pixel >> 16 & 0xFF) | (pixel & 0xFF) << 16 }
        let base = Int(alpha) << 8
        return alpha << 24 | UInt32(table[base | Int(pixel & 0xFF)]) << 16
            | UInt32(table[base | Int(pixel >> 8 & 0xFF)]) << 8 | UInt32(table[base | Int(pixel >> 16 & 0xFF)])
    }

    /// Writes the pixels premultiplied in Cairo's ARGB32 layout (rows `stride` bytes apart), with
    /// `Premultiplication.premultiply`'s rounding (Cairo's PNG reader's).
    package func writePremultipliedARGB32(to destination: UnsafeMutableRawPointer, stride: Int) {
        precondition(stride >= width * 4, "an ARGB32 row needs 4 × width bytes")
        bytes.withUnsafeBufferPointer { source in
            let base = source.baseAddress!
            for y in 0..<height {
                let row = base + y * width * 4
                let out = destination + y * stride
                for x in 0..<width {
                    let p = row + x * 4
                    out.storeBytes(of: Self.premultipliedARGB32(p[0], p[1], p[2], p[3]), toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
    }

    /// Straight RGBA rows (`width × 4` bytes each, packed from `buffer`'s start) turned in place into
    /// premultiplied ARGB32 rows `stride` bytes apart, with `Premultiplication.premultiply`'s
    /// rounding: a decoder writes into a Cairo surface's own memory and no second copy of the
    /// pixels is ever made. `buffer` holds `stride × height` bytes.
    package static func premultiplyInPlace(_ buffer: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        precondition(stride >= width * 4, "an ARGB32 row needs 4 × width bytes")
        // Last row first: a row moves to a place at or after its own, never over an unmoved one.
        for y in Swift.stride(from: height - 1, through: 0, by: -1) {
            let row = buffer + y * stride
            if stride != width * 4 { row.copyMemory(from: buffer + y * width * 4, byteCount: width * 4) }
            for x in 0..<width {
                let p = (row + x * 4).assumingMemoryBound(to: UInt8.self)
                row.storeBytes(of: premultipliedARGB32(p[0], p[1], p[2], p[3]), toByteOffset: x * 4, as: UInt32.self)
            }
        }
    }

    /// One straight pixel as a premultiplied native-endian `0xAARRGGBB` word.
    @inline(__always)
    static func premultipliedARGB32(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
        if alpha == 255 { return 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
        return UInt32(alpha) << 24
            | UInt32(Premultiplication.premultiply(red, alpha: alpha)) << 16
            | UInt32(Premultiplication.premultiply(green, alpha: alpha)) << 8
            | UInt32(Premultiplication.premultiply(blue, alpha: alpha))
    }
}
