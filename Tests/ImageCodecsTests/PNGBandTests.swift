import CDeflate
import FileFormats
import PropertyBased
@testable import ImageCodecs
import Testing
import TestSupport

/// Large PNGs compressed in bands on several threads: exact round trips through libspng, the same
/// bytes on any number of threads, and a joined stream whose blocks are all walked.
@Suite struct PNGBandTests {
    /// A rendered-looking image: smooth gradients, texture, flat runs, repeated rows.
    private func texturedPixels(width: Int, height: Int, translucent: Bool) throws -> RGBAPixels {
        var generator = SplitMix64(seed: UInt64(width * 31 + height))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let noise = y % 7 == 0 ? generator.byte() : 0
                bytes += [UInt8(truncatingIfNeeded: x / 3), UInt8(truncatingIfNeeded: y * 2) &+ noise, UInt8((x * y / 11) % 256),
                          translucent && x % 97 == 0 ? 128 : 255]
            }
        }
        return try RGBAPixels(width: width, height: height, bytes: bytes)
    }

    @Test("images of several bands decode exactly and give the same bytes on 1, 2 and 3 threads",
          arguments: [(700, 400, false), (700, 400, true), (1280, 720, false), (300, 2000, false)])
    func bandsRoundTrip(width: Int, height: Int, translucent: Bool) throws {
        let pixels = try texturedPixels(width: width, height: height, translucent: translucent)
        let channels = translucent ? 4 : 3
        #expect(PNGEncoder.bands(height: height, rowBytes: 1 + width * channels).count > 1)
        for level in PNGLevel.allCases {
            let one = try PNGEncoder.encode(pixels, level: level, concurrency: 1)
            #expect(try PNGDecoder.decode(one) == pixels, "\(level)")
            #expect(try PNGEncoder.encode(pixels, level: level, concurrency: 2) == one, "\(level)")
            #expect(try PNGEncoder.encode(pixels, level: level, concurrency: 3) == one, "\(level)")
        }
    }

    @Test("bands cover every row once, each at least 512 KiB of filtered bytes but the last")
    func bandRows() {
        for (height, rowBytes) in [(1, 5), (720, 3841), (720, 5121), (3000, 100), (100, 1 << 20)] {
            let bands = PNGEncoder.bands(height: height, rowBytes: rowBytes)
            #expect(bands.first?.lowerBound == 0 && bands.last?.upperBound == height)
            #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(bands.dropLast().allSatisfy { $0.count * rowBytes >= PNGEncoder.bandBytes })
        }
    }

    @Test("one band is libdeflate's own zlib stream; joined bands inflate to the whole", arguments: [1, 4, 9, 12])
    func joinedStreams(level: Int) throws {
        var generator = SplitMix64(seed: UInt64(level))
        // Compressible text-like bytes with some noise, in bands of uneven sizes.
        let data = (0..<300_000).map { i -> UInt8 in i % 13 == 0 ? generator.byte() : UInt8(truncatingIfNeeded: i / 700) }
        let whole = try Deflate.zlib(data, level: level)
        let joined = try data.withUnsafeBytes { raw in
            #expect(try Deflate.zlib(bands: [raw], level: level, workers: 2) == whole)
            let cuts = [0, 1, 70_001, 70_002, 200_000, 300_000]
            let bands = zip(cuts, cuts.dropFirst()).map { UnsafeRawBufferPointer(rebasing: raw[$0..<$1]) }
            return try Deflate.zlib(bands: bands, level: level, workers: 3)
        }
        #expect(Array(joined.prefix(2)) == Array(whole.prefix(2)), "the same zlib header")
        var inflated = [UInt8](repeating: 0, count: data.count)
        var written = 0
        let status = joined.withUnsafeBytes { input in
            inflated.withUnsafeMutableBytes { output in
                let decompressor = libdeflate_alloc_decompressor()
                defer { libdeflate_free_decompressor(decompressor) }
                return libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, &written)
            }
        }
        #expect(status == LIBDEFLATE_SUCCESS && written == data.count && inflated == data)
    }

    @Test("the walk finds libdeflate's final block at the end of its stream, for every level")
    func finalBlockIsLast() throws {
        var generator = SplitMix64(seed: 5)
        let data = (0..<150_000).map { i -> UInt8 in i % 5 == 0 ? generator.byte() : UInt8(truncatingIfNeeded: i / 300) }
        for level in Deflate.levels {
            let compressor = try #require(libdeflate_alloc_compressor(Int32(level)))
            defer { libdeflate_free_compressor(compressor) }
            var output = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, data.count))
            let count = data.withUnsafeBytes { input in
                output.withUnsafeMutableBytes { libdeflate_deflate_compress(compressor, input.baseAddress, input.count, $0.baseAddress, $0.count) }
            }
            let stream = Array(output.prefix(count))
            let final = try #require(stream.withUnsafeBytes { DeflateBlocks.finalBlock(of: $0) }, "level \(level)")
            #expect(stream[final.headerBit >> 3] >> UInt8(final.headerBit & 7) & 1 == 1, "level \(level): BFINAL set")
            #expect((final.endBit + 7) / 8 == count, "level \(level): the stream ends with its final block")
        }
        #expect([UInt8]([0xFF, 0xFF]).withUnsafeBytes { DeflateBlocks.finalBlock(of: $0) } == nil, "a reserved block type is refused")
    }

    @Test("a premultiplied image of several bands, filtered and compressed band by band, is the two-pass encoding on any thread count",
          arguments: [nil, 0, 600, 1199] as [Int?])
    func premultipliedBands(translucentRow: Int?) throws {
        let width = 300, height = 1200, stride = width * 4
        var random = SplitMix64(seed: 7)
        var words = (0..<(width * height)).map { index -> UInt32 in
            let x = index % width, y = index / width
            let noise = y % 5 == 0 ? UInt32(random.byte()) : 0
            return 0xFF00_0000 | UInt32(x / 4 % 256) << 16 | (UInt32(y % 256) ^ noise) << 8 | UInt32(x * y / 13 % 256)
        }
        if let translucentRow { words[translucentRow * width + width / 2] = 0x8040_2010 }
        #expect(PNGEncoder.bands(height: height, rowBytes: 1 + width * 3).count == 3)
        try words.withUnsafeBytes { raw in
            let source = raw.baseAddress!
            let twoPass = try PNGEncoder.encode(RGBAPixels(premultipliedARGB32: source, width: width, height: height, stride: stride))
            #expect(twoPass[25] == (translucentRow == nil ? 2 : 6), "colour type RGB only when every pixel is opaque")
            for threads in [1, 2, 3] {
                #expect(try PNGEncoder.encode(premultipliedARGB32: source, width: width, height: height, stride: stride,
                                              concurrency: threads) == twoPass, "\(threads) threads")
            }
        }
    }

    @Test("Adler-32 of two runs combined is the Adler-32 of the runs joined")
    func adlerCombines() async {
        await propertyCheck(input: Gen.int(in: 0...40_000), Gen.int(in: 0...70_000), Gen.int(in: 0...1_000_000)) { first, second, seed in
            var random = SplitMix64(seed: UInt64(seed))
            let bytes = (0..<(first + second)).map { _ in seed % 2 == 0 ? random.byte() : 255 }
            let adler = { (run: ArraySlice<UInt8>) in run.withUnsafeBytes { UInt32(libdeflate_adler32(1, $0.baseAddress, $0.count)) } }
            let combined = Deflate.adler32(combining: adler(bytes[..<first]), with: adler(bytes[first...]), length: second)
            #expect(combined == adler(bytes[...]), "\(first) + \(second) bytes, seed \(seed)")
        }
    }
}
