import Problems
/// Straight (not premultiplied) 8-bit RGBA pixels: `R, G, B, A` bytes per pixel, top row first,
/// rows without padding. What the PNG encoder writes and the PNG decoder returns, and the frames
/// every animated encoder takes and `AnimationFile` gives back.
///
/// Straight alpha is what PNG, GIF palettes, WebP and `ffmpeg`'s `rgba` input mean by a colour, so
/// every encoder reads the same bytes and a decoded frame can be compared with them exactly. It is
/// also the layout pixelmatch reads: ImageDiff compares these pixels as they are, and adds reading
/// and writing PNG files (`init(contentsOfPNG:)`, `writePNG(to:)`).
/// `isOpaque` is computed once when the pixels are made (and after each change), so the encoder can
/// write RGB for a frame with no transparency (as Cairo's writer does) without scanning it again.
public struct RGBAPixels: Sendable, Hashable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height × 4` bytes.
    public private(set) var bytes: [UInt8]
    /// Whether every pixel has alpha 255.
    public private(set) var isOpaque: Bool

    /// Pixels over existing straight RGBA bytes. Throws when the size has no pixels or the byte
    /// count is not `width × height × 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) throws(Problem) {
        guard width > 0, height > 0 else { throw Problem(.outOfRange, "image size \(width)×\(height) px has no pixels") }
        guard bytes.count == width * height * 4 else {
            throw Problem(.damagedInput, "a \(width)×\(height) RGBA image needs \(width * height * 4) bytes, got \(bytes.count)")
        }
        self.init(checkedWidth: width, height: height, bytes: bytes, isOpaque: Self.allOpaque(bytes))
    }

    /// For buffers sized by their maker, which also knows whether every alpha is 255 (a decoder
    /// from the file's colour type, pixelmatch from what it painted), sparing a scan. Debug builds
    /// check both claims.
    public init(checkedWidth width: Int, height: Int, bytes: [UInt8], isOpaque: Bool) {
        assert(width > 0 && height > 0 && bytes.count == width * height * 4, "the bytes make a \(width)×\(height) image")
        assert(isOpaque == Self.allOpaque(bytes), "isOpaque is what the bytes say")
        self.width = width
        self.height = height
        self.bytes = bytes
        self.isOpaque = isOpaque
    }

    /// For buffers this module sized itself; `isOpaque` is computed.
    init(uncheckedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.init(checkedWidth: width, height: height, bytes: bytes, isOpaque: Self.allOpaque(bytes))
    }

    /// The pixels of `box` (which must lie inside these pixels, and not be empty).
    public func cropped(to box: PixelBox) -> RGBAPixels {
        precondition(box.x >= 0 && box.y >= 0 && box.maxX <= width && box.maxY <= height && !box.isEmpty, "the box must lie inside the pixels")
        if box.x == 0, box.y == 0, box.width == width, box.height == height { return self }
        let rowBytes = box.width * 4
        let out = [UInt8](unsafeUninitializedCapacity: box.height * rowBytes) { destination, count in
            bytes.withUnsafeBufferPointer { source in
                for row in 0..<box.height {
                    (destination.baseAddress! + row * rowBytes)
                        .initialize(from: source.baseAddress! + ((box.y + row) * width + box.x) * 4, count: rowBytes)
                }
            }
            count = box.height * rowBytes
        }
        return RGBAPixels(checkedWidth: box.width, height: box.height, bytes: out, isOpaque: isOpaque || Self.allOpaque(out))
    }

    /// The straight RGBA bytes of pixel `(x, y)`.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// Sets pixel `(x, y)` to a straight-alpha colour (for building test images). `isOpaque` stays
    /// true to the bytes: only making the last translucent pixel opaque costs a scan of the image.
    public mutating func setPixel(x: Int, y: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "the pixel must lie inside the image")
        let i = (y * width + x) * 4
        let wasTranslucent = bytes[i + 3] != 255
        bytes[i] = red
        bytes[i + 1] = green
        bytes[i + 2] = blue
        bytes[i + 3] = alpha
        if alpha != 255 {
            isOpaque = false
        } else if wasTranslucent {
            isOpaque = Self.allOpaque(bytes)
        }
    }

    /// Calls `body` with mutable access to the bytes (whose count must not change), then
    /// computes `isOpaque` again.
    mutating func withMutableBytes<T>(_ body: (inout [UInt8]) throws -> T) rethrows -> T {
        defer {
            precondition(bytes.count == width * height * 4, "the pixels keep their size")
            isOpaque = Self.allOpaque(bytes)
        }
        return try body(&bytes)
    }

    /// True when every fourth byte (alpha) of `bytes` is 255. Eight pixels at a time: the AND of
    /// their words keeps an alpha byte 255 only if every pixel's is (~7× the byte-by-byte loop on a
    /// 2560×1440 diff image, which pixelmatch's diff image pays once).
    static func allOpaque(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            // Each pixel's alpha byte, seen in a native-endian word loaded from its four bytes.
            let alpha = SIMD8<UInt32>(repeating: UInt32(littleEndian: 0xFF00_0000))
            var all = SIMD8<UInt32>(repeating: .max)
            var offset = 0
            while offset + 32 <= raw.count {
                all &= raw.loadUnaligned(fromByteOffset: offset, as: SIMD8<UInt32>.self)
                offset += 32
            }
            var rest: UInt8 = 0xFF
            var index = offset + 3
            while index < raw.count {
                rest &= raw[index]
                index += 4
            }
            return all & alpha == alpha && rest == 0xFF
        }
    }
}
