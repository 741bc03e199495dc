@testable import ImageCodecs
import Testing

/// The SIMD Paeth filter and the SIMD premultiplied → straight conversion give exactly what the
/// one-byte formulas give.
@Suite struct PNGFilterTests {
    @Test("the 16-lane predictor equals the scalar one for every (a, b) pair, across 16 values of c")
    func vectorPredictorIsTheScalarOne() {
        let lanes = SIMD16<UInt8>(0, 1, 2, 3, 17, 63, 64, 127, 128, 129, 191, 200, 240, 253, 254, 255)
        var mismatches = 0
        for a in 0..<256 {
            for b in 0..<256 {
                let prediction = PNGFilter.predictor16(SIMD16(repeating: UInt8(a)), SIMD16(repeating: UInt8(b)), lanes)
                for lane in 0..<16 where Int32(prediction[lane]) != PNGFilter.predictor(Int32(a), Int32(b), Int32(lanes[lane])) {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("filtered rows equal the scalar Paeth definition for RGB and RGBA, every width 1…13 (SIMD blocks and tails)")
    func rowsFollowTheDefinition() throws {
        for width in 1...13 {
            let pixels = try randomPixels(width: width, height: 5, seed: UInt64(width), alphas: [0, 9, 255, 255])
            for channels in [3, 4] {
                let rows = PNGFilter.paeth(pixels, channels: channels)
                var expected: [UInt8] = []
                func sample(_ x: Int, _ y: Int, _ ch: Int) -> Int32 {
                    x < 0 || y < 0 ? 0 : Int32(pixels.bytes[(y * width + x) * 4 + ch])
                }
                for y in 0..<5 {
                    expected.append(PNGFilter.paethType) // random rows never repeat
                    for x in 0..<width {
                        for ch in 0..<channels {
                            let p = PNGFilter.predictor(sample(x - 1, y, ch), sample(x, y - 1, ch), sample(x - 1, y - 1, ch))
                            expected.append(UInt8(truncatingIfNeeded: sample(x, y, ch) - p))
                        }
                    }
                }
                #expect(rows == expected, "width \(width), \(channels) channels")
            }
        }
    }

    @Test("a row equal to the row above is written as Up, all zeros; the next differing row is Paeth again")
    func repeatedRowsAreUp() throws {
        let width = 9
        let random = try randomPixels(width: width, height: 2, seed: 11, alphas: [0, 9, 255, 255])
        // Rows 0, 1, 2 equal; row 3 is random row 1.
        let first = Array(random.bytes[0..<(width * 4)]), other = Array(random.bytes[(width * 4)...])
        let pixels = try RGBAPixels(width: width, height: 4, bytes: first + first + first + other)
        for channels in [3, 4] {
            let rows = PNGFilter.paeth(pixels, channels: channels)
            let rowBytes = 1 + width * channels
            #expect(rows.count == 4 * rowBytes)
            #expect(rows[0] == PNGFilter.paethType)
            for row in 1...2 {
                #expect(rows[row * rowBytes] == PNGFilter.upType, "row \(row)")
                #expect(rows[(row * rowBytes + 1)..<((row + 1) * rowBytes)].allSatisfy { $0 == 0 }, "row \(row)")
            }
            #expect(rows[3 * rowBytes] == PNGFilter.paethType)
            // Paeth gives the same zeros for a repeated row; only the type byte differs.
            let paethOnly = PNGFilter.paeth(try RGBAPixels(width: width, height: 2, bytes: first + first), channels: channels)
            #expect(paethOnly[rowBytes] == PNGFilter.upType)
        }
        // libspng reads the mixed file back exactly.
        #expect(try PNGDecoder.decode(PNGEncoder.encode(pixels)).bytes == pixels.bytes)
    }

    @Test("opaque and translucent pixels mixed within rows convert exactly as unpremultiply states")
    func mixedRowsConvertExactly() {
        let width = 13, height = 3
        var words: [UInt32] = []
        for index in 0..<(width * height) {
            let alpha: UInt32 = index % 5 == 3 ? UInt32(index * 7 % 255) : 255
            let channel = { (k: Int) in UInt32((index * 37 + k * 91) % 256) * alpha / 255 }
            words.append(alpha << 24 | channel(0) << 16 | channel(1) << 8 | channel(2))
        }
        let pixels = words.withUnsafeBytes { RGBAPixels(premultipliedARGB32: $0.baseAddress!, width: width, height: height, stride: width * 4) }
        for (index, word) in words.enumerated() {
            let alpha = UInt8(word >> 24)
            let expected = [UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
                .map { Premultiplication.unpremultiply($0, alpha: alpha) } + [alpha]
            #expect(Array(pixels.bytes[index * 4..<index * 4 + 4]) == expected, "pixel \(index)")
        }
        #expect(!pixels.isOpaque)
    }
}
