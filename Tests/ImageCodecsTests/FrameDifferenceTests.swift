@testable import ImageCodecs
import PropertyBased
import Testing

/// `changedBox` finds exactly the rectangle of changed pixels.
@Suite struct FrameDifferenceTests {
    func frame(_ width: Int, _ height: Int, fill: UInt8 = 200) -> RGBAPixels {
        RGBAPixels(uncheckedWidth: width, height: height, bytes: [UInt8](repeating: fill, count: width * height * 4))
    }

    @Test("identical frames have no changed box; one changed byte is a 1×1 box")
    func singlePixel() {
        let a = frame(37, 11)
        #expect(changedBox(from: a, to: a) == nil)
        var b = a
        b.withMutableBytes { $0[(5 * 37 + 36) * 4 + 3] = 7 }
        #expect(changedBox(from: a, to: b) == PixelBox(x: 36, y: 5, width: 1, height: 1))
    }

    @Test("the box is the bounding rectangle of any set of changed pixels")
    func boundingRectangle() async {
        await propertyCheck(input: Gen.int(in: 1...40), Gen.int(in: 1...30), Gen.int(in: 1...6), Gen.int(in: 0...1_000_000)) { width, height, changes, seed in
            let a = frame(width, height)
            var b = a
            var xs: [Int] = [], ys: [Int] = []
            var state = UInt64(seed) &* 6364136223846793005 &+ 1
            for _ in 0..<changes {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let x = Int(state >> 33) % width, y = Int(state >> 17 & 0xFFFF) % height, channel = Int(state & 3)
                b.withMutableBytes { $0[(y * width + x) * 4 + channel] = 1 }
                xs.append(x)
                ys.append(y)
            }
            let expected = PixelBox(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1)
            #expect(changedBox(from: a, to: b) == expected)
        }
    }

    @Test("cropping copies the box's rows; the whole frame crops to itself")
    func cropping() throws {
        let bytes = (0..<(4 * 3 * 4)).map { UInt8($0) }
        let a = try RGBAPixels(width: 4, height: 3, bytes: bytes)
        let crop = a.cropped(to: PixelBox(x: 1, y: 1, width: 2, height: 2))
        #expect(crop.width == 2 && crop.height == 2)
        #expect(crop.bytes == Array(bytes[20..<28]) + Array(bytes[36..<44]))
        #expect(a.cropped(to: PixelBox(x: 0, y: 0, width: 4, height: 3)) == a)
    }

    @Test("premultiplied ARGB converts with Cairo's PNG rounding; opaque copies, transparent is zero")
    func premultipliedConversion() {
        // 0xAARRGGBB words: opaque, half-transparent premultiplied, fully transparent.
        let words: [UInt32] = [0xFF10_2030, 0x8040_2000, 0x0000_0000]
        let frame = words.withUnsafeBytes { RGBAPixels(premultipliedARGB32: $0.baseAddress!, width: 3, height: 1, stride: 12) }
        #expect(Array(frame.bytes[0..<4]) == [0x10, 0x20, 0x30, 255])
        // (64 · 255 + 64) / 128 = 128, (32 · 255 + 64) / 128 = 64.
        #expect(Array(frame.bytes[4..<8]) == [128, 64, 0, 128])
        #expect(Array(frame.bytes[8..<12]) == [0, 0, 0, 0])
        #expect(!frame.isOpaque)
    }
}
