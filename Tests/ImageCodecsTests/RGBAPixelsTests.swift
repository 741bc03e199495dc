import ImageCodecs
import Problems
import PropertyBased
import Testing

/// `RGBAPixels` built pixel by pixel: `isOpaque` always says what a fresh scan of the bytes says,
/// so pixels set by hand equal the same pixels decoded or built from bytes.
@Suite struct RGBAPixelsTests {
    @Test("after any run of setPixel, the pixels equal those made from the same bytes (isOpaque included)")
    func setPixelKeepsIsOpaqueTrue() async {
        await propertyCheck(input: Gen.int(in: 1...9), Gen.int(in: 1...7), Gen.int(in: 1...40), Gen.int(in: 0...1_000_000)) { width, height, steps, seed in
            var pixels = try RGBAPixels(width: width, height: height, bytes: [UInt8](repeating: 255, count: width * height * 4))
            var state = UInt64(seed) &* 6364136223846793005 &+ 1
            for _ in 0..<steps {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let x = Int(state >> 33) % width, y = Int(state >> 17 & 0xFFFF) % height
                // Mostly opaque, so images become translucent and opaque again along the way.
                let alpha: UInt8 = state & 3 == 0 ? UInt8(truncatingIfNeeded: state >> 8) : 255
                pixels.setPixel(x: x, y: y, red: UInt8(truncatingIfNeeded: state >> 40), green: 7, blue: 9, alpha: alpha)
                #expect(pixels[x, y] == (UInt8(truncatingIfNeeded: state >> 40), 7, 9, alpha))
                #expect(pixels == (try RGBAPixels(width: width, height: height, bytes: pixels.bytes)))
                #expect(pixels.isOpaque == stride(from: 3, to: pixels.bytes.count, by: 4).allSatisfy { pixels.bytes[$0] == 255 })
            }
        }
    }

    @Test("one translucent pixel anywhere, in the words scanned eight pixels at a time or in the rest, makes the pixels not opaque")
    func isOpaqueSeesEveryAlpha() throws {
        for count in 1...40 {
            let opaque = [UInt8](repeating: 255, count: count * 4)
            #expect(try RGBAPixels(width: count, height: 1, bytes: opaque).isOpaque)
            for pixel in 0..<count {
                var bytes = opaque
                bytes[pixel * 4 + 3] = 254
                #expect(try !RGBAPixels(width: count, height: 1, bytes: bytes).isOpaque, "\(count) pixels, pixel \(pixel)")
                bytes[pixel * 4 + 3] = 255
                bytes[pixel * 4] = 0
                #expect(try RGBAPixels(width: count, height: 1, bytes: bytes).isOpaque, "colour bytes never count")
            }
        }
    }

    @Test("bytes that do not make the stated size are refused, naming the sizes")
    func wrongByteCountsAreRefused() {
        let short = #expect(throws: Problem.self) { try RGBAPixels(width: 2, height: 2, bytes: [0, 0, 0]) }
        #expect(short?.description.contains("a 2×2 RGBA image needs 16 bytes, got 3") == true)
        let empty = #expect(throws: Problem.self) { try RGBAPixels(width: 0, height: 2, bytes: []) }
        #expect(empty?.description.contains("image size 0×2 px has no pixels") == true)
    }
}
