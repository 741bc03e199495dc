/// One frame of pixels as the animated encoders take them: 8-bit straight (not premultiplied)
/// `R, G, B, A`, rows top to bottom with no padding.
///
/// Straight alpha is what GIF palettes, APNG, WebP and `ffmpeg`'s `rgba` input mean by a colour,
/// so every encoder reads the same bytes and a decoded frame can be compared with them exactly.
public struct RGBAFrame: Hashable, Sendable {
    /// Pixels per row, at least 1.
    public let width: Int
    /// Rows, at least 1.
    public let height: Int
    /// `width × height × 4` bytes.
    public private(set) var bytes: [UInt8]

    /// A frame over `bytes`. Throws when the sizes do not match.
    public init(width: Int, height: Int, bytes: [UInt8]) throws(AnimationError) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false else {
            throw AnimationError("a frame of \(width)×\(height) px has no pixels", fix: "give a positive width and height")
        }
        guard bytes.count == width * height * 4 else {
            throw AnimationError("a \(width)×\(height) RGBA frame needs \(width * height * 4) bytes, got \(bytes.count)",
                                 fix: "pass 4 bytes (R, G, B, A) per pixel, rows without padding")
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Converts Cairo's pixel layout to straight RGBA: `source` holds `height` rows `stride` bytes
    /// apart, each pixel one native-endian 32-bit word `0xAARRGGBB` with premultiplied colour.
    ///
    /// A channel `c` of a pixel with alpha `a` (0 < a < 255) becomes `(c · 255 + a / 2) / a`
    /// (integer division), the rounding of Cairo's own PNG writer, so the frames match the PNG
    /// frames Flipbook writes; opaque pixels are copied and fully transparent ones become 0, 0, 0, 0.
    public init(premultipliedARGB source: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        precondition(width > 0 && height > 0 && stride >= width * 4, "the caller owns a valid ARGB32 surface")
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { destination in
            guard let base = destination.baseAddress else { return }
            for y in 0..<height {
                let row = source + y * stride
                let out = base + y * width * 4
                for x in 0..<width {
                    let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = pixel >> 24
                    let o = out + x * 4
                    switch alpha {
                    case 255:
                        o[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                        o[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        o[2] = UInt8(truncatingIfNeeded: pixel)
                        o[3] = 255
                    case 0:
                        break
                    default:
                        func straight(_ channel: UInt32) -> UInt8 {
                            UInt8(Swift.min(255, ((channel & 255) * 255 + alpha / 2) / alpha))
                        }
                        o[0] = straight(pixel >> 16)
                        o[1] = straight(pixel >> 8)
                        o[2] = straight(pixel)
                        o[3] = UInt8(alpha)
                    }
                }
            }
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// The pixels of `box` as a new frame (`box` must lie inside this frame).
    public func cropped(to box: PixelBox) -> RGBAFrame {
        precondition(box.x >= 0 && box.y >= 0 && box.maxX <= width && box.maxY <= height && !box.isEmpty)
        if box.x == 0, box.y == 0, box.width == width, box.height == height { return self }
        var out = [UInt8](repeating: 0, count: box.width * box.height * 4)
        let rowBytes = box.width * 4
        bytes.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { destination in
                for row in 0..<box.height {
                    let from = ((box.y + row) * width + box.x) * 4
                    (destination.baseAddress! + row * rowBytes)
                        .update(from: source.baseAddress! + from, count: rowBytes)
                }
            }
        }
        return RGBAFrame(uncheckedWidth: box.width, height: box.height, bytes: out)
    }

    /// For buffers this module sized itself.
    init(uncheckedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Calls `body` with mutable access to the bytes.
    mutating func withMutableBytes<T>(_ body: (inout [UInt8]) throws -> T) rethrows -> T {
        try body(&bytes)
    }
}
