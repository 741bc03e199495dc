import CDeflate
import Problems

extension Deflate {
    /// One zlib stream of `bands` joined in order, each band compressed on its own (no
    /// back-reference crosses into the band before), on up to `workers` threads.
    ///
    /// pigz's construction (`../shared/ENCODERS.md` point 4): each band is raw DEFLATE from
    /// libdeflate at `level`; every band but the last has its final block's `BFINAL` bit cleared
    /// (found by `DeflateBlocks`) and ends in an empty stored block, which brings it to a byte
    /// boundary; the zlib header is libdeflate's for the level and the Adler-32 is of all bands.
    /// The bytes depend on the bands and the level alone, never on `workers`; one band gives
    /// exactly `zlib(_:level:)`.
    package static func zlib(bands: [UnsafeRawBufferPointer], level: Int, workers: Int) throws -> [UInt8] {
        // Bands that exist already always make a stream.
        try zlib(bandCount: bands.count, level: level, workers: workers) { index, compress in
            try compress(bands[index])
            return true
        } ?? []
    }

    /// The stream of `zlib(bands:level:workers:)` for `count` bands that `make` gives on the
    /// thread that compresses them: `make(index, compress)` calls `compress` with band `index`'s
    /// bytes (a PNG band is filtered there into memory of its own, compressed and let go, so no
    /// copy of the whole image is ever held: `flipbook-bench strip`) and returns `true`, or
    /// returns `false` at once to give no band, which makes the result `nil` (the bands after it
    /// are then not made).
    package static func zlib(bandCount count: Int, level: Int, workers: Int,
                            making make: (_ index: Int, _ compress: (UnsafeRawBufferPointer) throws -> Void) throws -> Bool) throws -> [UInt8]? {
        let level = Swift.min(Swift.max(level, levels.lowerBound), levels.upperBound)
        if count == 1 {
            var stream: [UInt8]?
            guard try make(0, { stream = try zlib($0, level: level) }), let stream else { return nil }
            return stream
        }
        struct NoBand: Error {}
        let pieces: [(deflate: [UInt8], adler: UInt32, length: Int)]
        do {
            pieces = try ParallelWork.map(count, workers: workers) { index in
                var piece: (deflate: [UInt8], adler: UInt32, length: Int)?
                let made = try make(index) { band in
                    let adler = UInt32(libdeflate_adler32(1, band.baseAddress, band.count))
                    piece = (try rawBand(band, level: level, last: index == count - 1), adler, band.count)
                }
                guard made, let piece else { throw NoBand() }
                return piece
            }
        } catch is NoBand {
            return nil
        }
        // libdeflate's zlib header: 32 KiB window, the level's hint, the check bits.
        let hint: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header: UInt16 = 0x7800 | hint << 6
        header |= 31 - header % 31
        var stream = [UInt8]()
        stream.reserveCapacity(pieces.reduce(6) { $0 + $1.deflate.count })
        stream += [UInt8(header >> 8), UInt8(header & 0xFF)]
        for piece in pieces { stream += piece.deflate }
        let adler = pieces.dropFirst().reduce(pieces[0].adler) { adler32(combining: $0, with: $1.adler, length: $1.length) }
        stream += PNGChunkWriter.bigEndian(adler)
        return stream
    }

    /// The Adler-32 of two byte runs joined, from each run's Adler-32 and the second's length, so
    /// bands are summed on the threads that compress them. libdeflate has no combining function
    /// (zlib's `adler32_combine` does this), so the arithmetic is written here: the second run's
    /// sums start from the first's, which adds `length × a₁` to its `b`, modulo 65521.
    static func adler32(combining first: UInt32, with second: UInt32, length: Int) -> UInt32 {
        let base: UInt64 = 65521
        let a1 = UInt64(first & 0xFFFF), b1 = UInt64(first >> 16)
        let a2 = UInt64(second & 0xFFFF), b2 = UInt64(second >> 16)
        let a = (a1 + a2 + base - 1) % base
        let b = (b1 + b2 + (UInt64(length) % base) * a1 + base - UInt64(length) % base) % base
        return UInt32(b << 16 | a)
    }

    /// `bytes` as raw DEFLATE; unless `last`, made to end in a non-final block and a byte boundary.
    private static func rawBand(_ bytes: UnsafeRawBufferPointer, level: Int, last: Bool) throws(Problem) -> [UInt8] {
        var output = try compress(bytes, level: level, bound: libdeflate_deflate_compress_bound, with: libdeflate_deflate_compress)
        if last { return output }
        guard let final = output.withUnsafeBytes({ DeflateBlocks.finalBlock(of: $0) }) else {
            throw Problem(.failure, "libdeflate wrote a DEFLATE stream that could not be walked")
        }
        output[final.headerBit >> 3] &= ~(1 << UInt8(final.headerBit & 7))
        // An empty stored block: BFINAL 0 and BTYPE 00 (three zero bits, and the padding bits of
        // the byte are zero too), then LEN 0 and NLEN 0xFFFF.
        let kept = (final.endBit + 3 + 7) >> 3
        if output.count > kept { output.removeSubrange(kept...) } else { output += [UInt8](repeating: 0, count: kept - output.count) }
        let byte = final.endBit >> 3
        output[byte] &= UInt8((1 << (final.endBit & 7)) - 1)
        for index in (byte + 1)..<kept { output[index] = 0 }
        output += [0, 0, 0xFF, 0xFF]
        return output
    }
}
