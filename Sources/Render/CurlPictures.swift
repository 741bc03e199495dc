import CairoKit
import Foundation

/// Premultiplied ARGB32 pixels the curl compositor reads and writes: a rectangle of the frame's
/// own surface, or a whole picture. Valid while what owns the memory lives.
struct Raster {
    let pixels: UnsafeMutablePointer<UInt8>
    /// Bytes per row.
    let stride: Int
    let width: Int, height: Int

    init(pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) {
        self.pixels = pixels
        self.stride = stride
        self.width = width
        self.height = height
    }

    /// A picture's pixels (flushed once here, not per row).
    init(_ image: ImageSurface) {
        self.init(pixels: image.pixels, stride: image.stride, width: image.width, height: image.height)
    }

    /// Row `row` as 32-bit words.
    @inline(__always)
    func row(_ row: Int) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
    }
}

/// Page pictures kept between curl frames. A turning frame paints one or two full-size pictures
/// of the pages; fresh 3.7 MB surfaces cost more in first-touch page faults than painting them
/// (about 1 ms each at 1280×720), so finished pictures wait here for the next frame of the same
/// size. At most `keep` wait; a picture is used by one thread at a time.
final class PicturePool: @unchecked Sendable {
    static let shared = PicturePool()
    private let lock = NSLock()
    private var idle: [ImageSurface] = []
    private let keep = 6

    /// A `width × height` ARGB32 surface, reused or new, with undefined pixels.
    func take(width: Int, height: Int) throws -> ImageSurface {
        let reused: ImageSurface? = lock.withLock {
            guard let index = idle.lastIndex(where: { $0.width == width && $0.height == height }) else { return nil }
            return idle.remove(at: index)
        }
        return try reused ?? ImageSurface(width: width, height: height)
    }

    /// Returns a picture for later frames; the oldest is dropped past `keep`.
    func give(back image: ImageSurface) {
        lock.withLock {
            idle.append(image)
            if idle.count > keep { idle.removeFirst() }
        }
    }
}
