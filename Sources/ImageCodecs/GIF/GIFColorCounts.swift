/// How many pixels of each opaque colour some frames hold: the histogram a GIF palette is
/// chosen from (`GIFQuantizer`).
///
/// Counted here rather than by `liq_histogram_add_image`, which measured at about 250 million
/// instructions a 1280×720 frame (callgrind; it weighs every pixel by its neighbourhood first) and
/// fills one histogram at a time: these counts cost one hash probe per run of equal pixels, so
/// sample frames are counted on every core and merged. The merged counts go to libimagequant
/// sorted by colour, so the palette does not depend on which core counted what.
struct GIFColorCounts {
    /// Opaque colours as little-endian `R, G, B, 255` words; 0 marks an empty slot.
    private var keys: [UInt32]
    private var counts: [UInt32]
    private var used = 0

    /// Empty counts with room for `capacity` colours before growing.
    init(capacity: Int = 1 << 12) {
        var slots = 16
        while slots < capacity * 2 { slots *= 2 }
        keys = [UInt32](repeating: 0, count: slots)
        counts = [UInt32](repeating: 0, count: slots)
    }

    /// The number of distinct colours.
    var colorCount: Int { used }

    /// Adds the opaque pixels (alpha 255 after `GIFEncoder.binaryAlpha`) of `box` in `frame`,
    /// leaving out those equal to the same pixel of `previous` when it is given (pixels that
    /// stay on screen need no new colour).
    mutating func add(_ frame: RGBAPixels, box: PixelBox, skippingStillPixelsOf previous: RGBAPixels? = nil) {
        frame.bytes.withUnsafeBytes { pixels in
            let before = previous?.bytes
            before.withUnsafeOptionalBytes { before in
                for row in box.y..<box.maxY {
                    let start = (row * frame.width + box.x) * 4
                    var run: UInt32 = 0, length: UInt32 = 0
                    for column in 0..<box.width {
                        let offset = start + column * 4
                        let word = pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        if word >> 24 != 0xFF { continue }
                        if let before, before.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == word { continue }
                        if word == run {
                            length += 1
                            continue
                        }
                        if length > 0 { add(run, count: length) }
                        run = word
                        length = 1
                    }
                    if length > 0 { add(run, count: length) }
                }
            }
        }
    }

    /// Adds `count` pixels of the opaque colour `word`.
    mutating func add(_ word: UInt32, count: UInt32) {
        if (used + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Self.slot(word, mask: mask)
        while true {
            let key = keys[slot]
            if key == word {
                counts[slot] &+= count
                return
            }
            if key == 0 {
                keys[slot] = word
                counts[slot] = count
                used += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds every count of `other`.
    mutating func merge(_ other: GIFColorCounts) {
        for (slot, key) in other.keys.enumerated() where key != 0 { add(key, count: other.counts[slot]) }
    }

    /// The colours and their counts, ordered by colour word.
    func sortedEntries() -> [(word: UInt32, count: UInt32)] {
        var entries: [(word: UInt32, count: UInt32)] = []
        entries.reserveCapacity(used)
        for (slot, key) in keys.enumerated() where key != 0 { entries.append((key, counts[slot])) }
        return entries.sorted { $0.word < $1.word }
    }

    @inline(__always)
    private static func slot(_ word: UInt32, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(word &* 0x9E37_79B1) &* UInt64(mask + 1)) >> 32)
    }

    private mutating func grow() {
        let old = (keys, counts)
        keys = [UInt32](repeating: 0, count: old.0.count * 2)
        counts = [UInt32](repeating: 0, count: old.0.count * 2)
        used = 0
        for (slot, key) in old.0.enumerated() where key != 0 { add(key, count: old.1[slot]) }
    }
}

extension Optional where Wrapped == [UInt8] {
    /// Calls `body` with the array's bytes, or `nil` when there is no array.
    func withUnsafeOptionalBytes<T>(_ body: (UnsafeRawBufferPointer?) throws -> T) rethrows -> T {
        switch self {
        case let .some(array): return try array.withUnsafeBytes { try body($0) }
        case .none: return try body(nil)
        }
    }
}
