import Problems
import CDeflate
import Foundation

/// DEFLATE in a zlib wrapper (RFC 1950/1951) and CRC-32, through libdeflate.
///
/// libdeflate compresses a whole buffer at once, which is what a rendered frame is, and is
/// several times faster than zlib at the same ratio (see `../shared/ENCODERS.md`). Its output
/// depends only on the input, the level and the library version, so encoding is deterministic.
/// Compressors are reused across calls (one per thread at a time), as allocating one costs
/// hundreds of kilobytes of tables.
package enum Deflate {
    /// The levels libdeflate accepts: 0 (stored blocks only) to 12 (slowest, smallest).
    package static let levels = 0...12

    /// `bytes` compressed into a zlib stream at `level` (clamped to `levels`).
    /// Throws only when memory for the compressor or the output cannot be had.
    package static func zlib(_ bytes: UnsafeRawBufferPointer, level: Int) throws(Problem) -> [UInt8] {
        try compress(bytes, level: level, bound: libdeflate_zlib_compress_bound, with: libdeflate_zlib_compress)
    }

    /// `bytes` compressed into a gzip file (RFC 1952: what `.svgz` holds) at `level`.
    package static func gzip(_ bytes: [UInt8], level: Int) throws(Problem) -> [UInt8] {
        try bytes.withUnsafeBytes { input in
            Result { () throws(Problem) in try compress(input, level: level, bound: libdeflate_gzip_compress_bound, with: libdeflate_gzip_compress) }
        }.typedGet()
    }

    /// `bytes` compressed by one of libdeflate's `…_compress` functions with a pooled compressor
    /// at `level` (clamped), into reused memory and then copied at its size (a frame's worst case
    /// is megabytes; its output, kilobytes).
    static func compress(_ bytes: UnsafeRawBufferPointer, level: Int,
                         bound: (OpaquePointer?, Int) -> Int,
                         with function: (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?, Int) -> Int) throws(Problem) -> [UInt8] {
        let compressor = try CompressorPool.shared.take(level: Swift.min(Swift.max(level, levels.lowerBound), levels.upperBound))
        defer { CompressorPool.shared.give(back: compressor) }
        let capacity = bound(compressor.pointer, bytes.count)
        let output = ScratchBuffers.shared.with(capacity) { buffer in
            [UInt8](UnsafeRawBufferPointer(start: buffer, count: function(compressor.pointer, bytes.baseAddress, bytes.count, buffer, capacity)))
        }
        // The bound is libdeflate's own worst case, so 0 means something is badly wrong.
        guard !output.isEmpty else { throw Problem.outOfMemory(while: "compressing \(bytes.count) bytes") }
        return output
    }

    /// `bytes` compressed into a zlib stream at `level`.
    package static func zlib(_ bytes: [UInt8], level: Int) throws(Problem) -> [UInt8] {
        // `withUnsafeBytes` cannot forward a typed throw, so the error travels in a Result.
        try bytes.withUnsafeBytes { buffer in Result { () throws(Problem) in try zlib(buffer, level: level) } }.typedGet()
    }

    /// The CRC-32 (ISO 3309, as PNG chunks use it) of `bytes`, continuing from `crc`
    /// (0 to start a new checksum).
    package static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        UInt32(libdeflate_crc32(crc, bytes.baseAddress, bytes.count))
    }
}

extension Result where Failure == Problem {
    /// The value, or the error rethrown with its type.
    func typedGet() throws(Problem) -> Success {
        switch self {
        case let .success(value): return value
        case let .failure(error): throw error
        }
    }
}

/// Idle libdeflate compressors by level. A compressor is used by one thread at a time.
final class CompressorPool: @unchecked Sendable {
    static let shared = CompressorPool()

    /// Owns one `libdeflate_compressor`, freed never: the pool keeps it for the process.
    struct Compressor {
        let level: Int
        let pointer: OpaquePointer
    }

    private let lock = NSLock()
    private var idle: [Compressor] = []
    /// Spare compressors kept per level; more are freed when given back.
    private let keep = 8

    func take(level: Int) throws(Problem) -> Compressor {
        let reused: Compressor? = lock.withLock {
            guard let index = idle.lastIndex(where: { $0.level == level }) else { return nil }
            return idle.remove(at: index)
        }
        if let reused { return reused }
        guard let pointer = libdeflate_alloc_compressor(Int32(level)) else {
            throw Problem.outOfMemory(while: "creating a level-\(level) DEFLATE compressor")
        }
        return Compressor(level: level, pointer: pointer)
    }

    func give(back compressor: Compressor) {
        let kept = lock.withLock {
            guard idle.count(where: { $0.level == compressor.level }) < keep else { return false }
            idle.append(compressor)
            return true
        }
        if !kept { libdeflate_free_compressor(compressor.pointer) }
    }
}
