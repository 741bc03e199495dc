import CairoKit
import Foundation
import ImageCodecs
import ImageDiff
import Problems
import Testing
import TestSupport

@Suite struct RGBAPixelsPNGFileTests {
    @Test func opaquePixelsSurviveAPNGRoundTripExactly() throws {
        var generator = SplitMix64(seed: 3)
        let bytes = (0..<(13 * 5)).flatMap { _ -> [UInt8] in
            let v = generator.next()
            return [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16), 255]
        }
        let image = try RGBAPixels(width: 13, height: 5, bytes: bytes)
        #expect(try RGBAPixels(pngData: image.pngData()) == image)
    }

    @Test func pixelsOfACairoSurfaceReadBackAsTheBytesOfItsPNG() throws {
        // Every premultiplied value Cairo can hold, written as PNG and read again, comes back as the
        // same straight bytes: comparing Flipbook's own renders loses nothing to premultiplication.
        let surface = try ImageSurface(width: 256, height: 64)
        let stride = surface.stride
        let pixels = UnsafeMutableRawPointer(surface.pixels)
        for y in 0..<64 {
            for x in 0..<256 {
                let alpha = UInt32(y * 4 + 3)
                let colour = UInt32(x) * alpha / 255
                pixels.storeBytes(of: alpha << 24 | colour << 16 | (alpha - colour) << 8 | colour / 2,
                                  toByteOffset: y * stride + x * 4, as: UInt32.self)
            }
        }
        surface.markDirty()
        let fromSurface = try surface.straightPixels()
        let fromPNG = try RGBAPixels(pngData: surface.pngData())
        #expect(fromPNG == fromSurface)
    }

    @Test func unreadableFilesAreNamedWithTheFix() throws {
        let missing = "/nonexistent/flipbook-\(UInt32.random(in: 0...UInt32.max)).png"
        do {
            _ = try RGBAPixels(contentsOfPNG: missing)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(missing))
            #expect(error.description.contains("pass an existing PNG file"))
        }
        let notPNG = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-not-a-png-\(UInt32.random(in: 0...UInt32.max)).png")
        try Data("hello".utf8).write(to: notPNG)
        defer { try? FileManager.default.removeItem(at: notPNG) }
        #expect(throws: Problem.self) { try RGBAPixels(contentsOfPNG: notPNG.path) }
    }

    @Test func byteCountMustMatchTheSize() {
        #expect(throws: Problem.self) { try RGBAPixels(width: 2, height: 2, bytes: [0, 0, 0]) }
        #expect(throws: Problem.self) { try RGBAPixels(width: 0, height: 2, bytes: []) }
    }

    @Test func colourParsingAcceptsRGBTriplesOnly() {
        #expect(DiffColor(parsing: "0, 255,0") == .green)
        #expect(DiffColor(parsing: "0,256,0") == nil)
        #expect(DiffColor(parsing: "red") == nil)
        #expect(DiffColor(parsing: "1,2") == nil)
    }
}
