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
    public static func zlib(bands: [UnsafeRawBufferPointer], level: Int, workers: Int) throws -> [UInt8] {
        let level = Swift.min(Swift.max(level, levels.lowerBound), levels.upperBound)
        if bands.count == 1 { return try zlib(bands[0], level: level) }
        let pieces = try ParallelWork.map(bands.count, workers: workers) { index in
            try rawBand(bands[index], level: level, last: index == bands.count - 1)
        }
        var adler: UInt32 = 1
        for band in bands { adler = UInt32(libdeflate_adler32(adler, band.baseAddress, band.count)) }
        // libdeflate's zlib header: 32 KiB window, the level's hint, the check bits.
        let hint: UInt16 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var header: UInt16 = 0x7800 | hint << 6
        header |= 31 - header % 31
        var stream = [UInt8]()
        stream.reserveCapacity(pieces.reduce(6) { $0 + $1.count })
        stream += [UInt8(header >> 8), UInt8(header & 0xFF)]
        for piece in pieces { stream += piece }
        stream += PNGChunkWriter.bigEndian(adler)
        return stream
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
