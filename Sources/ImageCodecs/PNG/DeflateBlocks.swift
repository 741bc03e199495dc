/// Walks the blocks of a raw DEFLATE stream (RFC 1951 §3.2) without producing its bytes, to find
/// where the last block starts and where the stream ends, in bits.
///
/// `Deflate.zlib(bands:…)` joins bands compressed apart into one stream, as pigz does: every band
/// but the last must end in a non-final block. libdeflate always marks its last block final and
/// has no flush, so that block's `BFINAL` bit is cleared afterwards; finding it means decoding
/// the Huffman codes of the blocks before it. The decoding follows zlib's reference inflater
/// `puff.c` (canonical codes read a bit at a time, after a 9-bit table), reduced to skipping symbols. A band is
/// ~1/200 of its input once compressed, so the walk costs a small fraction of compressing it.
enum DeflateBlocks {
    /// Where the stream's final block starts (its `BFINAL` bit) and the bit just past its end.
    struct FinalBlock: Equatable {
        var headerBit: Int
        var endBit: Int
    }

    /// The final block of the stream in `bytes`, or `nil` when the stream is malformed or has none.
    static func finalBlock(of bytes: UnsafeRawBufferPointer) -> FinalBlock? {
        var reader = BitReader(bytes: bytes)
        defer { reader.deallocate() }
        while true {
            let header = reader.position
            guard let final = reader.bits(1), let type = reader.bits(2) else { return nil }
            switch type {
            case 0:
                reader.alignToByte()
                guard let length = reader.bits(16), let complement = reader.bits(16), length ^ complement == 0xFFFF,
                      reader.skip(bits: 8 * length) else { return nil }
            case 1:
                guard skipSymbols(&reader, literals: fixedLiterals, distances: fixedDistances) else { return nil }
            case 2:
                guard let (literals, distances) = dynamicCodes(&reader),
                      skipSymbols(&reader, literals: literals, distances: distances) else { return nil }
            default:
                return nil
            }
            if final == 1 { return FinalBlock(headerBit: header, endBit: reader.position) }
        }
    }

    /// A canonical Huffman code: how many codes of each length, the symbols in code order, and a
    /// table of `symbol << 4 | length` by the next `tableBits` bits (as the stream holds them, the
    /// code's first bit lowest) for codes up to that long; 0 sends longer codes to the bit-by-bit
    /// walk of `puff.c`.
    struct Huffman {
        static let tableBits = 9
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        var table = [Int32](repeating: 0, count: 1 << Huffman.tableBits)

        /// The code for symbols with these code lengths (0 = unused).
        init?(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
            // Canonical codes in symbol order within each length, first bit most significant.
            var code = 0, index = 0
            for length in 1...Swift.min(15, Self.tableBits) {
                for _ in 0..<counts[length] {
                    var reversed = 0
                    for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
                    for fill in Swift.stride(from: reversed, to: 1 << Self.tableBits, by: 1 << length) {
                        table[fill] = Int32(symbols[index] << 4 | length)
                    }
                    code += 1
                    index += 1
                }
                code <<= 1
            }
        }

        /// The next symbol.
        @inline(__always)
        func decode(_ reader: inout BitReader) -> Int? {
            let entry = Int(table[reader.peek(Self.tableBits)])
            if entry != 0 {
                guard reader.skip(bits: entry & 15) else { return nil }
                return entry >> 4
            }
            var code = 0, first = 0, index = 0
            for length in 1...15 {
                guard let bit = reader.bits(1) else { return nil }
                code |= bit
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            return nil
        }
    }

    private static let fixedLiterals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })!
    private static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))!
    /// Extra bits of length codes 257…285 and of distance codes 0…29.
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads past symbols up to and including the end-of-block code.
    private static func skipSymbols(_ reader: inout BitReader, literals: Huffman, distances: Huffman) -> Bool {
        while true {
            guard let symbol = literals.decode(&reader) else { return false }
            if symbol < 256 { continue }
            if symbol == 256 { return true }
            let length = symbol - 257
            guard length < lengthExtra.count, reader.skip(bits: lengthExtra[length]),
                  let distance = distances.decode(&reader), distance < distanceExtra.count,
                  reader.skip(bits: distanceExtra[distance]) else { return false }
        }
    }

    /// The literal/length and distance codes of a dynamic block's header.
    private static func dynamicCodes(_ reader: inout BitReader) -> (Huffman, Huffman)? {
        guard let literalCount = reader.bits(5), let distanceCount = reader.bits(5), let codeCount = reader.bits(4) else { return nil }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<(codeCount + 4) {
            guard let length = reader.bits(3) else { return nil }
            codeLengths[codeLengthOrder[index]] = length
        }
        guard let lengthCode = Huffman(lengths: codeLengths) else { return nil }
        let total = literalCount + 257 + distanceCount + 1
        var lengths: [Int] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            guard let symbol = lengthCode.decode(&reader) else { return nil }
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let repeats = reader.bits(2) else { return nil }
                lengths += [Int](repeating: previous, count: 3 + repeats)
            case 17:
                guard let repeats = reader.bits(3) else { return nil }
                lengths += [Int](repeating: 0, count: 3 + repeats)
            default:
                guard let repeats = reader.bits(7) else { return nil }
                lengths += [Int](repeating: 0, count: 11 + repeats)
            }
        }
        guard lengths.count == total, let literals = Huffman(lengths: Array(lengths[0..<(literalCount + 257)])),
              let distances = Huffman(lengths: Array(lengths[(literalCount + 257)...])) else { return nil }
        return (literals, distances)
    }

    /// Bits read least significant first, as DEFLATE packs them, from a copy of the stream with
    /// eight zero bytes after it so that 64 bits can always be loaded at once.
    struct BitReader {
        private let bytes: UnsafeMutableRawPointer
        private let bitCount: Int
        /// The next bit's offset from the start.
        private(set) var position = 0

        /// A reader over a copy of `source`; call `deallocate()` when done.
        init(bytes source: UnsafeRawBufferPointer) {
            bytes = .allocate(byteCount: source.count + 8, alignment: 8)
            bytes.initializeMemory(as: UInt8.self, repeating: 0, count: source.count + 8)
            if let base = source.baseAddress { bytes.copyMemory(from: base, byteCount: source.count) }
            bitCount = source.count * 8
        }

        func deallocate() { bytes.deallocate() }

        /// The next `count` (≤ 32) bits, first bit lowest, without moving past them (zeros past the end).
        @inline(__always)
        func peek(_ count: Int) -> Int {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position >> 3, as: UInt64.self))
            return Int(truncatingIfNeeded: word >> UInt64(position & 7)) & ((1 << count) - 1)
        }

        /// The next `count` (≤ 32) bits as a number, first bit lowest; `nil` past the end.
        @inline(__always)
        mutating func bits(_ count: Int) -> Int? {
            guard position + count <= bitCount else { return nil }
            let value = peek(count)
            position += count
            return value
        }

        @inline(__always)
        mutating func skip(bits count: Int) -> Bool {
            guard position + count <= bitCount else { return false }
            position += count
            return true
        }

        mutating func alignToByte() { position = (position + 7) & ~7 }
    }
}
