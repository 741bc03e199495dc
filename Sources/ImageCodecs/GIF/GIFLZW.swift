/// GIF's variable-length LZW (GIF89a §22 and appendix F): palette indices in, a frame's image
/// data out (the minimum code size byte, the codes in sub-blocks of at most 255 bytes, and the
/// empty block that ends them).
///
/// Hand-written rather than giflib's `EGifPutLine`: giflib compresses into the one open file, so
/// frames could only be compressed one after the other; this works on a frame's indices alone,
/// so the frames of an animation are compressed on every core and joined in order. Codes follow
/// giflib's schedule exactly (a clear code first; the code width grows after the code that
/// fills it; a clear code once 4095 codes are in use), so any GIF decoder reads the stream.
enum GIFLZW {
    /// The image data of `indices`, every one below `1 << minimumCodeSize` (2…8).
    static func compress(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize), "GIF's minimum code size is 2 to 8 bits")
        // At most one 12-bit code per index, plus the clear codes and the end.
        var output = BitWriter(capacity: indices.count * 3 / 2 + indices.count / 2048 * 2 + 16)
        defer { output.deallocate() }
        // The strings seen so far, (prefix code, next index) → code, in an open-addressed table
        // of `key << 12 | code` words, at most a quarter full.
        let slots = 1 << 14, empty = UInt32.max
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: slots)
        defer { table.deallocate() }
        table.initialize(repeating: empty, count: slots)

        let clear = UInt32(1 << minimumCodeSize), end = clear + 1
        var width = minimumCodeSize + 1
        var next = end + 1
        output.write(clear, width: width)
        guard let first = indices.first else {
            output.write(end, width: width)
            return output.imageData(minimumCodeSize: minimumCodeSize)
        }
        var prefix = UInt32(first)
        let input = indices.baseAddress!
        for position in 1..<indices.count {
            let symbol = UInt32(input[position])
            let key = prefix << 8 | symbol
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 18)
            var word = table[slot]
            while word != empty && word >> 12 != key {
                slot = (slot + 1) & (slots - 1)
                word = table[slot]
            }
            if word != empty {
                prefix = word & 0xFFF
                continue
            }
            output.write(prefix, width: width)
            if next >= 1 << width && width < 12 { width += 1 }
            if next >= 4095 {
                output.write(clear, width: width)
                table.update(repeating: empty, count: slots)
                width = minimumCodeSize + 1
                next = end + 1
            } else {
                table[slot] = key << 12 | next
                next += 1
            }
            prefix = symbol
        }
        output.write(prefix, width: width)
        if next >= 1 << width && width < 12 { width += 1 }
        output.write(end, width: width)
        return output.imageData(minimumCodeSize: minimumCodeSize)
    }

    /// Codes packed least significant bit first, as GIF stores them, into a buffer sized for the
    /// worst case up front.
    private struct BitWriter {
        private let bytes: UnsafeMutablePointer<UInt8>
        private var count = 0
        private var pending: UInt64 = 0
        private var pendingBits = 0

        init(capacity: Int) {
            bytes = .allocate(capacity: capacity)
        }

        func deallocate() { bytes.deallocate() }

        @inline(__always)
        mutating func write(_ code: UInt32, width: Int) {
            pending |= UInt64(code) << UInt64(pendingBits)
            pendingBits += width
            if pendingBits >= 32 {
                bytes[count] = UInt8(truncatingIfNeeded: pending)
                bytes[count + 1] = UInt8(truncatingIfNeeded: pending >> 8)
                bytes[count + 2] = UInt8(truncatingIfNeeded: pending >> 16)
                bytes[count + 3] = UInt8(truncatingIfNeeded: pending >> 24)
                count += 4
                pending >>= 32
                pendingBits -= 32
            }
        }

        /// The minimum code size, the bytes in sub-blocks of up to 255 bytes, and the terminator.
        mutating func imageData(minimumCodeSize: Int) -> [UInt8] {
            while pendingBits > 0 {
                bytes[count] = UInt8(truncatingIfNeeded: pending)
                count += 1
                pending >>= 8
                pendingBits -= 8
            }
            let total = 1 + count + (count + 254) / 255 + 1
            let written = count
            return [UInt8](unsafeUninitializedCapacity: total) { data, size in
                data[0] = UInt8(minimumCodeSize)
                size = 1
                var start = 0
                while start < written {
                    let length = Swift.min(255, written - start)
                    data[size] = UInt8(length)
                    (data.baseAddress! + size + 1).initialize(from: bytes + start, count: length)
                    size += 1 + length
                    start += length
                }
                data[size] = 0
                size += 1
            }
        }
    }
}
