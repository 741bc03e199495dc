import Foundation

/// Reusable memory for the large, short-lived buffers of encoding (a frame's filtered rows, a
/// band's compressed bytes before they are copied to their exact size).
///
/// A 1280×720 frame's filtered rows are 2.7 MB: allocated afresh, they come from the kernel as
/// untouched pages, and `perf` showed a third of a PNG frame's time in page faults and unmapping
/// (`exc_page_fault`, `munmap`) when frames were encoded one after another. Buffers given back
/// are kept (a few, the largest) and handed out again already mapped.
package final class ScratchBuffers: @unchecked Sendable {
    /// The buffers of the process.
    package static let shared = ScratchBuffers()

    private let lock = NSLock()
    private var idle: [(pointer: UnsafeMutableRawPointer, capacity: Int)] = []
    /// Idle buffers kept; more are freed when given back.
    private let keep = 6

    /// A buffer of at least `byteCount` bytes (uninitialized), to give back with `giveBack`.
    package func take(_ byteCount: Int) -> (pointer: UnsafeMutableRawPointer, capacity: Int) {
        let reused: (pointer: UnsafeMutableRawPointer, capacity: Int)? = lock.withLock {
            // The smallest idle buffer that is large enough.
            guard let index = idle.indices.filter({ idle[$0].capacity >= byteCount }).min(by: { idle[$0].capacity < idle[$1].capacity }) else {
                return nil
            }
            return idle.remove(at: index)
        }
        if let reused { return reused }
        let capacity = Swift.max(byteCount, 1)
        return (UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 64), capacity)
    }

    /// Returns a buffer from `take`; the smallest idle one is freed when too many are kept.
    package func giveBack(_ buffer: (pointer: UnsafeMutableRawPointer, capacity: Int)) {
        let freed: UnsafeMutableRawPointer? = lock.withLock {
            idle.append(buffer)
            guard idle.count > keep, let smallest = idle.indices.min(by: { idle[$0].capacity < idle[$1].capacity }) else { return nil }
            return idle.remove(at: smallest).pointer
        }
        freed?.deallocate()
    }

    /// Calls `body` with a buffer of at least `byteCount` bytes, given back afterwards.
    package func with<T, E: Error>(_ byteCount: Int, _ body: (UnsafeMutableRawPointer) throws(E) -> T) throws(E) -> T {
        let buffer = take(byteCount)
        defer { giveBack(buffer) }
        return try body(buffer.pointer)
    }
}
