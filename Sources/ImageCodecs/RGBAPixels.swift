/// Straight (not premultiplied) 8-bit RGBA pixels: `R, G, B, A` bytes per pixel, top row first,
/// rows without padding. What the PNG encoder writes and the PNG decoder returns.
///
/// `isOpaque` is computed once when the pixels are made, so the encoder can write RGB for a frame
/// with no transparency (as Cairo's writer does) without scanning it again.
public struct RGBAPixels: Sendable, Hashable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height × 4` bytes.
    public let bytes: [UInt8]
    /// Whether every pixel has alpha 255.
    public let isOpaque: Bool

    /// Pixels over existing straight RGBA bytes. Throws when the size has no pixels or the byte
    /// count is not `width × height × 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) throws(CodecError) {
        guard width > 0, height > 0 else { throw CodecError.unsupported("an image of \(width)×\(height) px has no pixels") }
        guard bytes.count == width * height * 4 else {
            throw CodecError.unsupported("a \(width)×\(height) RGBA image needs \(width * height * 4) bytes, got \(bytes.count)")
        }
        self.init(checkedWidth: width, height: height, bytes: bytes, isOpaque: Self.allOpaque(bytes))
    }

    /// For buffers this module sized itself.
    init(checkedWidth width: Int, height: Int, bytes: [UInt8], isOpaque: Bool) {
        self.width = width
        self.height = height
        self.bytes = bytes
        self.isOpaque = isOpaque
    }

    /// The straight pixels of a premultiplied image in Cairo's ARGB32 layout (one native-endian
    /// `0xAARRGGBB` word per pixel, rows `stride` bytes apart), converted exactly as
    /// `Premultiplication.unpremultiply` states. `width` and `height` must be positive.
    public init(premultipliedARGB32 source: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        precondition(width > 0 && height > 0 && stride >= width * 4, "an ARGB32 image needs a positive size and stride ≥ 4 × width")
        var alphaAll: UInt32 = 0xFF
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            Premultiplication.unpremultiplyTable.withUnsafeBufferPointer { table in
                let table = table.baseAddress!
                let out = UnsafeMutableRawPointer(buffer.baseAddress!)
                for y in 0..<height {
                    let row = source + y * stride
                    let outRow = out + y * width * 4
                    var x = 0
                    while x < width {
                        // Four opaque pixels at once: only R and B change places.
                        if x + 4 <= width {
                            let four = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt32>.self)
                            if all(four .>= 0xFF00_0000) {
                                outRow.storeBytes(of: (four & 0xFF00_FF00) | (four &>> 16 & 0xFF) | (four & 0xFF) &<< 16,
                                                  toByteOffset: x * 4, as: SIMD4<UInt32>.self)
                                x += 4
                                continue
                            }
                        }
                        let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        alphaAll &= pixel >> 24
                        outRow.storeBytes(of: Self.straight(pixel, table: table), toByteOffset: x * 4, as: UInt32.self)
                        x += 1
                    }
                }
            }
            count = width * height * 4
        }
        self.init(checkedWidth: width, height: height, bytes: bytes, isOpaque: alphaAll == 255)
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
    public func writePremultipliedARGB32(to destination: UnsafeMutableRawPointer, stride: Int) {
        precondition(stride >= width * 4, "an ARGB32 row needs 4 × width bytes")
        bytes.withUnsafeBufferPointer { source in
            let base = source.baseAddress!
            for y in 0..<height {
                let row = base + y * width * 4
                let out = destination + y * stride
                for x in 0..<width {
                    let p = row + x * 4
                    let alpha = p[3]
                    let pixel: UInt32
                    if alpha == 255 {
                        pixel = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                    } else {
                        pixel = UInt32(alpha) << 24
                            | UInt32(Premultiplication.premultiply(p[0], alpha: alpha)) << 16
                            | UInt32(Premultiplication.premultiply(p[1], alpha: alpha)) << 8
                            | UInt32(Premultiplication.premultiply(p[2], alpha: alpha))
                    }
                    out.storeBytes(of: pixel, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
    }

    private static func allOpaque(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var all: UInt8 = 0xFF
            var index = 3
            while index < buffer.count {
                all &= buffer[index]
                index += 4
            }
            return all == 0xFF
        }
    }
}
