import FileFormats
import ImageCodecs
import PropertyBased
import Testing
import TestSupport

/// The PNG encoder: exact round trips through libspng, RGB for opaque pixels, deterministic bytes.
@Suite struct PNGEncoderTests {
    @Test func randomImagesRoundTripExactlyAtEveryLevel() async {
        await propertyCheck(input: Gen.int(in: 1...67), Gen.int(in: 1...41), Gen.int(in: 0...1_000_000), Gen.bool) { width, height, seed, translucent in
            do {
                let pixels = try randomPixels(width: width, height: height, seed: UInt64(seed), alphas: translucent ? [0, 1, 128, 254, 255] : nil)
                for level in PNGLevel.allCases {
                    let png = try PNGEncoder.encode(pixels, level: level)
                    let decoded = try PNGDecoder.decode(png)
                    #expect(decoded == pixels, "\(width)×\(height) seed \(seed) \(level)")
                }
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func opaqueImagesAreWrittenAsRGBAndOthersAsRGBA() throws {
        let opaque = try randomPixels(width: 9, height: 4, seed: 1)
        #expect(try PNGDecoder.header(of: PNGEncoder.encode(opaque)) == PNGHeader(width: 9, height: 4, bitDepth: 8, colorType: .rgb))
        let translucent = try randomPixels(width: 9, height: 4, seed: 1, alphas: [255, 255, 3])
        #expect(try PNGDecoder.header(of: PNGEncoder.encode(translucent)) == PNGHeader(width: 9, height: 4, bitDepth: 8, colorType: .rgba))
    }

    @Test func theSamePixelsGiveTheSameBytesAndSmallIsSmallest() throws {
        // A smooth image with some texture, like a rendered frame.
        var bytes: [UInt8] = []
        for y in 0..<120 {
            for x in 0..<160 { bytes += [UInt8(x), UInt8(y * 2), UInt8((x * y / 7) % 256), 255] }
        }
        let pixels = try RGBAPixels(width: 160, height: 120, bytes: bytes)
        let sizes = try PNGLevel.allCases.map { level in
            let first = try PNGEncoder.encode(pixels, level: level)
            #expect(try PNGEncoder.encode(pixels, level: level) == first)
            return first.count
        }
        #expect(sizes[2] <= sizes[1] && sizes[2] <= sizes[0], "\(sizes)")
    }

    @Test func theFileIsSignatureHeaderDataEnd() throws {
        let png = try PNGEncoder.encode(randomPixels(width: 2, height: 2, seed: 4))
        #expect(Array(png.prefix(8)) == PNGChunkWriter.signature)
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Array(png[37..<41]) == Array("IDAT".utf8))
        // IEND: empty, with the CRC-32 of its type, 0xAE426082.
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func paethRowsOfARectangleStartFromZerosAbove() throws {
        let pixels = try randomPixels(width: 10, height: 8, seed: 6)
        let rows = PNGFilter.paeth(pixels, channels: 4, x: 3, y: 2, width: 4, height: 3)
        #expect(rows.count == 3 * (1 + 16))
        #expect(rows[0] == PNGFilter.paethType)
        // First row, first pixel: nothing left or above, so the bytes are the pixel's own.
        let first = (2 * 10 + 3) * 4
        #expect(Array(rows[1..<5]) == Array(pixels.bytes[first..<(first + 4)]))
    }
}

/// The one-pass encoder of premultiplied ARGB32 images writes the bytes of the two-pass one
/// (convert to straight RGBA, then encode) for every size, stride, transparency and row repetition.
@Suite struct PNGEncoderARGB32Tests {
    @Test func onePassEncodingEqualsConvertThenEncode() async {
        await propertyCheck(input: Gen.int(in: 1...37), Gen.int(in: 1...23), Gen.int(in: 0...1_000_000), Gen.int(in: 0...3)) { width, height, seed, kind in
            var random = SplitMix64(seed: UInt64(seed))
            let stride = width * 4 + 4 * (seed % 3)
            // kind 0: opaque; 1: translucent everywhere; 2: one translucent pixel in the last row
            // (the RGB attempt is abandoned late); 3: opaque with repeated rows.
            var words = [UInt32](repeating: 0xDEAD_BEEF, count: stride / 4 * height)
            for y in 0..<height {
                for x in 0..<width {
                    let alpha: UInt32 = kind == 1 ? UInt32(random.next() % 256) : 255
                    let channel = { UInt32(random.next() % UInt64(alpha + 1)) }
                    words[y * stride / 4 + x] = alpha << 24 | channel() << 16 | channel() << 8 | channel()
                }
                if kind == 3 && y > 0 && random.next() % 2 == 0 {
                    for x in 0..<width { words[y * stride / 4 + x] = words[(y - 1) * stride / 4 + x] }
                }
            }
            if kind == 2 { words[(height - 1) * stride / 4 + width - 1] = 0x8040_2010 }
            do {
                try words.withUnsafeBytes { raw in
                    let source = raw.baseAddress!
                    let twoPass = try PNGEncoder.encode(RGBAPixels(premultipliedARGB32: source, width: width, height: height, stride: stride))
                    let onePass = try PNGEncoder.encode(premultipliedARGB32: source, width: width, height: height, stride: stride)
                    #expect(onePass == twoPass, "\(width)×\(height) stride \(stride) kind \(kind) seed \(seed)")
                }
            } catch {
                Issue.record("\(error)")
            }
        }
    }

}
