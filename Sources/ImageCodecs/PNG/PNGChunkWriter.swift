/// Builds a PNG file chunk by chunk (PNG spec §5.3): each chunk is its data's length (4 bytes,
/// big-endian), a 4-letter type, the data, and the CRC-32 of type and data.
///
/// The still-image encoder writes `IHDR`, `IDAT`, `IEND`; animated PNG adds `acTL`, `fcTL` and
/// `fdAT` through the same `append`.
package struct PNGChunkWriter: Sendable {
    /// The 8-byte PNG signature every file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The longest chunk data PNG allows: 2³¹ − 1 bytes.
    package static let maximumChunkLength = Int(Int32.max)

    /// The file so far, starting with the signature.
    package private(set) var bytes: [UInt8]

    /// A file holding only the signature; `capacity` reserves room for what will follow.
    package init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity + 8)
        bytes += Self.signature
    }

    /// Appends one chunk. `type` is four ASCII letters (`"IDAT"`); `data` is at most
    /// `maximumChunkLength` bytes (split longer image data with `appendImageData`).
    package mutating func append(_ type: String, _ data: UnsafeRawBufferPointer) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4 && data.count <= Self.maximumChunkLength, "a PNG chunk has a 4-letter type and at most 2³¹ − 1 bytes")
        bytes += Self.bigEndian(UInt32(data.count))
        bytes += typeBytes
        bytes.append(contentsOf: data)
        let crc = typeBytes.withUnsafeBytes { Deflate.crc32($0) }
        bytes += Self.bigEndian(Deflate.crc32(data, continuing: crc))
    }

    /// Appends one chunk with `data`.
    package mutating func append(_ type: String, _ data: [UInt8]) {
        data.withUnsafeBytes { append(type, $0) }
    }

    /// Appends the `IHDR` chunk.
    package mutating func appendHeader(_ header: PNGHeader) {
        append("IHDR", header.chunkData)
    }

    /// Appends a zlib stream as `IDAT` chunks (one, unless it is longer than a chunk may be).
    package mutating func appendImageData(_ zlib: [UInt8]) {
        zlib.withUnsafeBytes { buffer in
            var start = 0
            repeat {
                let end = Swift.min(buffer.count, start + Self.maximumChunkLength)
                append("IDAT", UnsafeRawBufferPointer(rebasing: buffer[start..<end]))
                start = end
            } while start < buffer.count
        }
    }

    /// Appends the `IEND` chunk that closes the file.
    package mutating func appendEnd() {
        append("IEND", [])
    }

    /// `value` as 4 big-endian bytes, as PNG stores every integer.
    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
         UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
