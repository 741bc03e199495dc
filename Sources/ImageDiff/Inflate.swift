// A DEFLATE/zlib decoder (RFC 1950, RFC 1951) for PNG image data. Flipbook reads PNGs with Cairo,
// which premultiplies alpha; to compare semi-transparent pixels exactly as a PNG decoder sees them
// (as pixelmatch does), ImageDiff also decodes PNGs itself, and this is the decompression it needs
// without another library.

/// LSB-first bits of a byte buffer. Reading past the end yields zero bits and is reported by `isOverrun`.
struct BitReader {
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private var position = 0
    private var buffer: UInt64 = 0
    private var bitCount = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// True when more bits were consumed than the input holds.
    var isOverrun: Bool { position - bitCount / 8 > count }

    @inline(__always)
    private mutating func refill() {
        while bitCount <= 56 {
            let byte: UInt8 = position < count ? base[position] : 0
            buffer |= UInt64(byte) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
    }

    /// The next `n` bits (`n ≤ 32`) without consuming them.
    @inline(__always)
    mutating func peek(_ n: Int) -> UInt32 {
        if bitCount < n { refill() }
        return UInt32(truncatingIfNeeded: buffer & ((1 << UInt64(n)) - 1))
    }

    @inline(__always)
    mutating func consume(_ n: Int) {
        buffer >>= UInt64(n)
        bitCount -= n
    }

    /// Reads `n` bits (`n ≤ 32`), first bit lowest.
    @inline(__always)
    mutating func bits(_ n: Int) -> UInt32 {
        if n == 0 { return 0 }
        let value = peek(n)
        consume(n)
        return value
    }

    /// Drops the rest of the current byte and returns the position of the next whole byte,
    /// emptying the bit buffer so bytes can be read directly.
    mutating func alignedBytePosition() -> Int {
        consume(bitCount % 8)
        let next = position - bitCount / 8
        position = next
        buffer = 0
        bitCount = 0
        return next
    }

    /// Continues reading bits at byte `offset`.
    mutating func seek(toByte offset: Int) {
        position = offset
        buffer = 0
        bitCount = 0
    }

    /// The input byte at `offset`, or `nil` past the end.
    func byte(at offset: Int) -> UInt8? {
        offset < count ? base[offset] : nil
    }

    var inputCount: Int { count }
    var inputBase: UnsafePointer<UInt8> { base }
}

/// A canonical Huffman code as one lookup table indexed by the next `maxLength` input bits:
/// each entry is `symbol << 4 | code length`, 0 for bit patterns that are no code.
struct HuffmanTable {
    private var table: [UInt16]
    private let maxLength: Int

    /// Builds the code for `lengths[symbol]` (0 = unused). Throws for over-subscribed codes.
    init(lengths: [UInt8]) throws(ImageDiffError) {
        let maxLength = Int(lengths.max() ?? 0)
        self.maxLength = max(maxLength, 1)
        table = [UInt16](repeating: 0, count: 1 << self.maxLength)
        guard maxLength > 0 else { return }
        var lengthCount = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { lengthCount[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + lengthCount[length - 1]) << 1
            nextCode[length] = code
        }
        // lengthCount[0] counts nothing: unused symbols were skipped above.
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let length = Int(length)
            let code = nextCode[length]
            nextCode[length] += 1
            guard code < 1 << length else { throw ImageDiffError.invalidImage("corrupt compressed data: over-subscribed Huffman code") }
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            let entry = UInt16(symbol << 4 | length)
            var index = reversed
            while index < table.count {
                table[index] = entry
                index += 1 << length
            }
        }
    }

    /// Reads one symbol.
    @inline(__always)
    func decode(_ reader: inout BitReader) throws(ImageDiffError) -> Int {
        let entry = table.withUnsafeBufferPointer { $0[Int(reader.peek(maxLength))] }
        let length = Int(entry & 15)
        guard length > 0 else { throw ImageDiffError.invalidImage("corrupt compressed data: invalid Huffman code") }
        reader.consume(length)
        return Int(entry >> 4)
    }
}

enum Inflate {
    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                                            67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3,
                                             4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                              1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8,
                                               9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static let corrupt = ImageDiffError.invalidImage("corrupt compressed image data")

    /// Decompresses a zlib stream that must inflate to exactly `size` bytes (a PNG knows its size).
    static func zlib(_ input: [UInt8], size: Int) throws(ImageDiffError) -> [UInt8] {
        guard input.count >= 2 else { throw corrupt }
        let cmf = Int(input[0]), flags = Int(input[1])
        guard cmf & 0x0F == 8, (cmf << 8 | flags) % 31 == 0, flags & 0x20 == 0 else {
            throw ImageDiffError.invalidImage("image data is not a zlib deflate stream")
        }
        var output = [UInt8](repeating: 0, count: size)
        var written = 0
        try input.withUnsafeBufferPointer { (source) throws(ImageDiffError) in
            guard let base = source.baseAddress else { throw corrupt }
            var reader = BitReader(base: base + 2, count: source.count - 2)
            try output.withUnsafeMutableBufferPointer { (destination) throws(ImageDiffError) in
                written = try inflate(&reader, into: destination)
            }
            if reader.isOverrun { throw ImageDiffError.invalidImage("image data ends early (truncated file)") }
        }
        guard written == size else {
            throw ImageDiffError.invalidImage("image data holds \(written) bytes, the header promises \(size)")
        }
        return output
    }

    private static func inflate(_ reader: inout BitReader, into out: UnsafeMutableBufferPointer<UInt8>) throws(ImageDiffError) -> Int {
        guard let output = out.baseAddress else { return 0 }
        let capacity = out.count
        var count = 0
        var isFinal = false
        let fixed = try fixedTables()
        while !isFinal {
            isFinal = reader.bits(1) == 1
            switch reader.bits(2) {
            case 0:
                let start = reader.alignedBytePosition()
                guard let l0 = reader.byte(at: start), let l1 = reader.byte(at: start + 1),
                      let n0 = reader.byte(at: start + 2), let n1 = reader.byte(at: start + 3) else { throw corrupt }
                let length = Int(l0) | Int(l1) << 8
                guard length == ~(Int(n0) | Int(n1) << 8) & 0xFFFF else { throw corrupt }
                guard start + 4 + length <= reader.inputCount, count + length <= capacity else { throw corrupt }
                (output + count).update(from: reader.inputBase + start + 4, count: length)
                count += length
                reader.seek(toByte: start + 4 + length)
            case 1:
                count = try inflateBlock(&reader, literals: fixed.literals, distances: fixed.distances,
                                         output: output, count: count, capacity: capacity)
            case 2:
                let tables = try dynamicTables(&reader)
                count = try inflateBlock(&reader, literals: tables.literals, distances: tables.distances,
                                         output: output, count: count, capacity: capacity)
            default:
                throw corrupt
            }
            if reader.isOverrun { throw ImageDiffError.invalidImage("image data ends early (truncated file)") }
        }
        return count
    }

    private static func fixedTables() throws(ImageDiffError) -> (literals: HuffmanTable, distances: HuffmanTable) {
        var lengths = [UInt8](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return (try HuffmanTable(lengths: lengths), try HuffmanTable(lengths: [UInt8](repeating: 5, count: 30)))
    }

    private static func dynamicTables(_ reader: inout BitReader) throws(ImageDiffError) -> (literals: HuffmanTable, distances: HuffmanTable) {
        let literalCount = Int(reader.bits(5)) + 257
        let distanceCount = Int(reader.bits(5)) + 1
        let codeLengthCount = Int(reader.bits(4)) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw corrupt }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[i]] = UInt8(reader.bits(3)) }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
            case 16:
                guard let previous = lengths.last else { throw corrupt }
                lengths += repeatElement(previous, count: 3 + Int(reader.bits(2)))
            case 17:
                lengths += repeatElement(0, count: 3 + Int(reader.bits(3)))
            default:
                lengths += repeatElement(0, count: 11 + Int(reader.bits(7)))
            }
            if reader.isOverrun { throw corrupt }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] > 0 else { throw corrupt }
        return (try HuffmanTable(lengths: Array(lengths[0..<literalCount])),
                try HuffmanTable(lengths: Array(lengths[literalCount...])))
    }

    private static func inflateBlock(_ reader: inout BitReader, literals: HuffmanTable, distances: HuffmanTable,
                                     output: UnsafeMutablePointer<UInt8>, count start: Int, capacity: Int) throws(ImageDiffError) -> Int {
        var count = start
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard count < capacity else { throw corrupt }
                output[count] = UInt8(symbol)
                count += 1
                continue
            }
            if symbol == 256 { return count }
            let lengthIndex = symbol - 257
            guard lengthIndex < 29 else { throw corrupt }
            let length = lengthBase[lengthIndex] + Int(reader.bits(lengthExtra[lengthIndex]))
            let distanceSymbol = try distances.decode(&reader)
            guard distanceSymbol < 30 else { throw corrupt }
            let distance = distanceBase[distanceSymbol] + Int(reader.bits(distanceExtra[distanceSymbol]))
            guard distance <= count, count + length <= capacity else { throw corrupt }
            if distance >= length {
                (output + count).update(from: output + count - distance, count: length)
            } else {
                // Overlapping copy: repeats the last `distance` bytes.
                for i in 0..<length { output[count + i] = output[count + i - distance] }
            }
            count += length
            if reader.isOverrun { throw ImageDiffError.invalidImage("image data ends early (truncated file)") }
        }
    }
}
