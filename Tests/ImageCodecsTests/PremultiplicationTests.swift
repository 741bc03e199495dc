import Testing
@testable import ImageCodecs

/// The straight ↔ premultiplied conversion over every 8-bit `(value, alpha)` pair.
@Suite struct PremultiplicationTests {
    @Test func everyStraightValueThatPremultiplicationAllowsSurvivesTheRoundTrip() {
        for alpha in 1...255 {
            let a = UInt8(alpha)
            // Which straight values premultiply to each p at this alpha.
            var preimages = [[UInt8]](repeating: [], count: 256)
            for value in 0...255 {
                preimages[Int(Premultiplication.premultiply(UInt8(value), alpha: a))].append(UInt8(value))
            }
            var survivors = 0
            for value in 0...255 {
                let p = Premultiplication.premultiply(UInt8(value), alpha: a)
                let back = Premultiplication.unpremultiply(p, alpha: a)
                // Always one of the values that premultiply to p …
                #expect(preimages[Int(p)].contains(back), "alpha \(alpha), value \(value): \(back) does not premultiply to \(p)")
                // … and the value itself whenever it is the only one.
                if preimages[Int(p)].count == 1 {
                    #expect(back == UInt8(value), "alpha \(alpha), value \(value) is the only preimage of \(p) but came back as \(back)")
                }
                if back == UInt8(value) { survivors += 1 }
            }
            // As many values survive as there are distinct premultiplied values: the most possible.
            #expect(survivors == preimages.filter { !$0.isEmpty }.count, "alpha \(alpha)")
        }
    }

    @Test func opaquePixelsAreUnchangedBothWays() {
        for value in 0...255 {
            #expect(Premultiplication.premultiply(UInt8(value), alpha: 255) == UInt8(value))
            #expect(Premultiplication.unpremultiply(UInt8(value), alpha: 255) == UInt8(value))
        }
    }

    @Test func transparentPixelsBecomeZeroAndImpossibleValuesClamp() {
        for p in 0...255 { #expect(Premultiplication.unpremultiply(UInt8(p), alpha: 0) == 0) }
        // p > a cannot come from premultiplication; it reads as full intensity.
        #expect(Premultiplication.unpremultiply(200, alpha: 100) == 255)
    }

    /// The image conversion (table lookups, word shuffles) against the per-channel formula, on an
    /// image holding every `(premultiplied, alpha)` pair, and back to Cairo's words.
    @Test func imageConversionMatchesTheFormulaForEveryPair() throws {
        let width = 256, height = 256, stride = width * 4 + 8
        var words = [UInt8](repeating: 0xEE, count: stride * height)
        words.withUnsafeMutableBytes { buffer in
            for alpha in 0..<256 {
                for p in 0..<256 {
                    // Red p, green p/2, blue 255 − p: channels must not be mixed up.
                    let word = UInt32(alpha) << 24 | UInt32(p) << 16 | UInt32(p / 2) << 8 | UInt32(255 - p)
                    buffer.storeBytes(of: word, toByteOffset: alpha * stride + p * 4, as: UInt32.self)
                }
            }
        }
        let pixels = words.withUnsafeBytes { RGBAPixels(premultipliedARGB32: $0.baseAddress!, width: width, height: height, stride: stride) }
        #expect(!pixels.isOpaque)
        for alpha in 0..<256 {
            for p in 0..<256 {
                let i = (alpha * width + p) * 4
                let a = UInt8(alpha)
                #expect(pixels.bytes[i] == Premultiplication.unpremultiply(UInt8(p), alpha: a))
                #expect(pixels.bytes[i + 1] == Premultiplication.unpremultiply(UInt8(p / 2), alpha: a))
                #expect(pixels.bytes[i + 2] == Premultiplication.unpremultiply(UInt8(255 - p), alpha: a))
                #expect(pixels.bytes[i + 3] == a)
            }
        }
        // Back to premultiplied: every valid word (all channels ≤ alpha) is reproduced exactly.
        var again = [UInt8](repeating: 0, count: stride * height)
        again.withUnsafeMutableBytes { pixels.writePremultipliedARGB32(to: $0.baseAddress!, stride: stride) }
        words.withUnsafeBytes { original in
            again.withUnsafeBytes { copy in
                for alpha in 0..<256 {
                    for p in 0..<256 where p <= alpha && 255 - p <= alpha {
                        let offset = alpha * stride + p * 4
                        #expect(copy.load(fromByteOffset: offset, as: UInt32.self) == original.load(fromByteOffset: offset, as: UInt32.self),
                                "alpha \(alpha), p \(p)")
                    }
                }
            }
        }
    }

    @Test func anOpaqueImageIsMarkedOpaque() {
        let words = [UInt8](repeating: 0xFF, count: 3 * 2 * 4)
        let pixels = words.withUnsafeBytes { RGBAPixels(premultipliedARGB32: $0.baseAddress!, width: 3, height: 2, stride: 12) }
        #expect(pixels.isOpaque)
        #expect(pixels.bytes == [UInt8](repeating: 0xFF, count: 24))
    }
}
