import Problems
/// Straight (not premultiplied) 8-bit RGBA pixels: `R, G, B, A` bytes per pixel, top row first,
/// rows without padding. What the PNG encoder writes and the PNG decoder returns, and the frames
/// every animated encoder takes and `AnimationFile` gives back.
///
/// Straight alpha is what PNG, GIF palettes, WebP and `ffmpeg`'s `rgba` input mean by a colour, so
/// every encoder reads the same bytes and a decoded frame can be compared with them exactly.
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
        guard width > 0, height > 0 else { throw Problem.unsupportedPNG("an image of \(width)×\(height) px has no pixels") }
        guard bytes.count == width * height * 4 else {
            throw Problem.unsupportedPNG("a \(width)×\(height) RGBA image needs \(width * height * 4) bytes, got \(bytes.count)")
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

    /// Calls `body` with mutable access to the bytes (whose count must not change), then
    /// computes `isOpaque` again.
    mutating func withMutableBytes<T>(_ body: (inout [UInt8]) throws -> T) rethrows -> T {
        defer {
            precondition(bytes.count == width * height * 4, "the pixels keep their size")
            isOpaque = Self.allOpaque(bytes)
        }
        return try body(&bytes)
    }

    /// True when every fourth byte (alpha) of `bytes` is 255.
    static func allOpaque(_ bytes: [UInt8]) -> Bool {
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
