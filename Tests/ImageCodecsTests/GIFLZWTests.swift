import FileFormats
@testable import ImageCodecs
import Testing

/// `GIFLZW` and `GIFWriter` against giflib's reader: whatever the indices, the frame giflib decodes
/// is the palette colours of those indices.
@Suite struct GIFLZWTests {
    /// A palette of `count` distinct opaque colours.
    private func palette(_ count: Int) -> [PaletteColor] {
        (0..<count).map { PaletteColor(red: UInt8($0), green: UInt8(255 - $0), blue: UInt8(truncatingIfNeeded: $0 * 7), alpha: 255) }
    }

    /// Writes `indices` as one `width × height` frame and reads it back with giflib.
    private func roundTrip(_ indices: [UInt8], width: Int, height: Int, colors: Int) throws -> (RGBAPixels, Int) {
        let colors = palette(colors)
        var writer = GIFWriter(width: width, height: height, globalPalette: colors, loopCount: 0)
        let data = indices.withUnsafeBufferPointer { GIFLZW.compress($0, minimumCodeSize: GIFWriter.minimumCodeSize(of: colors)) }
        writer.append(GIFWriter.Frame(box: PixelBox(x: 0, y: 0, width: width, height: height), imageData: data,
                                      localPalette: nil, transparentIndex: nil, delay: 10, disposal: .keep))
        let file = try AnimationFile.decode(writer.finish())
        try #require(file.frames.count == 1 && file.width == width && file.height == height)
        return (file.frames[0], data.count)
    }

    private func expectColors(_ frame: RGBAPixels, _ indices: [UInt8], colors: Int) {
        let colors = palette(colors)
        let wrong = indices.indices.filter { i in
            let c = colors[Int(indices[i])]
            return frame.bytes[i * 4] != c.red || frame.bytes[i * 4 + 1] != c.green || frame.bytes[i * 4 + 2] != c.blue
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels differ, first at \(wrong.first ?? -1)")
    }

    @Test("noise in 256 colours: many clear codes, every code width", arguments: [1, 7, 1000])
    func noise(seed: UInt64) throws {
        var state = seed
        let indices = (0..<(300 * 200)).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let (frame, _) = try roundTrip(indices, width: 300, height: 200, colors: 256)
        expectColors(frame, indices, colors: 256)
    }

    @Test("long runs of few colours (2-bit codes) compress to a small fraction", arguments: [2, 3, 4, 17])
    func runs(colors: Int) throws {
        let indices = (0..<(640 * 90)).map { UInt8(($0 / 997) % colors) }
        let (frame, bytes) = try roundTrip(indices, width: 640, height: 90, colors: colors)
        expectColors(frame, indices, colors: colors)
        #expect(bytes < indices.count / 20, "\(bytes) bytes for \(indices.count) indices")
    }

    @Test("a single pixel, and a frame of one colour")
    func tiny() throws {
        let (one, _) = try roundTrip([1], width: 1, height: 1, colors: 2)
        expectColors(one, [1], colors: 2)
        let flat = [UInt8](repeating: 3, count: 4096 * 3)
        let (frame, _) = try roundTrip(flat, width: 4096, height: 3, colors: 4)
        expectColors(frame, flat, colors: 4)
    }
}
