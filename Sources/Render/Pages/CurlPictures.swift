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

/// A frame's rows cut into bands drawn at once on the machine's cores, each band's start a
/// multiple of `alignment` (the shadow's cell height, so no cell row is shared). Eight bands per
/// frame (fewer for short frames, one under 128 rows) keep both cores busy when the curl
/// lies mostly in one half of the frame. Each band is drawn by the same code as one band would
/// be, so the pixels do not depend on the cut or on which thread ran first.
struct RowBands {
    let bands: [Range<Int>]

    init(height: Int, alignment: Int) {
        let step = Swift.max(1, alignment)
        guard height >= 128 else {
            bands = [0..<height]
            return
        }
        let size = (height / 8 + step - 1) / step * step
        bands = Swift.stride(from: 0, to: height, by: size).map { $0..<Swift.min(height, $0 + size) }
    }

    /// Runs `body` on every band, in parallel when there are several, and returns when all are done.
    func forEach(_ body: (Range<Int>) -> Void) {
        if bands.count == 1 { return body(bands[0]) }
        withoutActuallyEscaping(body) { body in
            // The bands touch disjoint rows (see the compositor), which the compiler cannot see.
            let shared = Unchecked(body: body, bands: bands)
            DispatchQueue.concurrentPerform(iterations: bands.count) { shared.body(shared.bands[$0]) }
        }
    }

    private struct Unchecked: @unchecked Sendable {
        let body: (Range<Int>) -> Void
        let bands: [Range<Int>]
    }
}

/// Two pieces of drawing that touch different surfaces, run at once.
enum Parallel {
    /// Runs `first` and `second` on two threads and returns when both are done, rethrowing the
    /// first one's error, else the second one's. They must not touch the same memory.
    static func both(_ first: () throws -> Void, _ second: () throws -> Void) throws {
        try withoutActuallyEscaping(first) { first in
            try withoutActuallyEscaping(second) { second in
                let work = Work(bodies: [first, second])
                DispatchQueue.concurrentPerform(iterations: 2) { work.run($0) }
                for error in work.errors { if let error { throw error } }
            }
        }
    }

    /// The bodies and their errors, shared by the two threads (each writes only its own slot).
    private final class Work: @unchecked Sendable {
        let bodies: [() throws -> Void]
        var errors: [(any Error)?] = [nil, nil]
        init(bodies: [() throws -> Void]) { self.bodies = bodies }
        func run(_ index: Int) {
            do { try bodies[index]() } catch { errors[index] = error }
        }
    }
}
