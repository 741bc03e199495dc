import CairoKit
import Foundation
import ImageCodecs
import Testing

/// The Cairo layer: surfaces and their limits, drawing into pixels, PNG round trips through
/// ImageCodecs, the blur, SVG surfaces and the errors that name what went wrong.
@Suite struct CairoKitTests {
    /// The straight RGBA bytes at (x, y).
    func pixel(_ surface: ImageSurface, _ x: Int, _ y: Int) throws -> [UInt8] {
        let pixels = try surface.straightPixels()
        let at = (y * pixels.width + x) * 4
        return Array(pixels.bytes[at..<at + 4])
    }

    @Test func aFilledRectangleLandsOnItsPixelsOnly() throws {
        let surface = try ImageSurface(width: 8, height: 6)
        let context = try Context(surface)
        context.setSource(red: 1, green: 0, blue: 0)
        context.rectangle(x: 2, y: 1, width: 3, height: 2)
        context.fill()
        try context.check("filling")
        #expect(try pixel(surface, 2, 1) == [255, 0, 0, 255])
        #expect(try pixel(surface, 4, 2) == [255, 0, 0, 255])
        #expect(try pixel(surface, 5, 2) == [0, 0, 0, 0])
        #expect(try pixel(surface, 2, 3) == [0, 0, 0, 0])
    }

    @Test func pngRoundTripKeepsOpaqueAndTransparentPixels() throws {
        let surface = try ImageSurface(width: 5, height: 4)
        let context = try Context(surface)
        context.setSource(red: 0, green: 0.5, blue: 1, alpha: 1)
        context.rectangle(x: 0, y: 0, width: 2, height: 4)
        context.fill()
        context.setSource(red: 1, green: 1, blue: 1, alpha: 0.5)
        context.rectangle(x: 3, y: 0, width: 1, height: 4)
        context.fill()
        let png = try surface.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try surface.pngData() == png, "same pixels, same bytes")
        let back = try ImageSurface(pngData: png)
        #expect(back.width == 5 && back.height == 4)
        #expect(try back.straightPixels() == surface.straightPixels())
    }

    @Test func sizesOutsideCairosLimitsAndBadPNGsAreRefusedWithTheReason() {
        #expect(throws: (any Error).self) { try ImageSurface(width: 0, height: 10) }
        #expect(throws: (any Error).self) { try ImageSurface(width: ImageSurface.maximumSide + 1, height: 1) }
        #expect {
            try ImageSurface(pngData: Array("<svg></svg>".utf8))
        } throws: { error in
            "\(error)".contains("not a PNG")
        }
    }

    @Test func blurSpreadsAPointSymmetricallyAndKeepsItsWeight() throws {
        #expect(ImageSurface.boxes(sigma: 0).isEmpty)
        #expect(ImageSurface.boxes(sigma: 2).count == 3)
        let surface = try ImageSurface(width: 21, height: 21, format: .alpha8)
        surface.pixels[10 * surface.stride + 10] = 255
        surface.markDirty()
        try surface.blur(sigma: 2)
        let at = { (x: Int, y: Int) in Int(surface.pixels[y * surface.stride + x]) }
        #expect(at(10, 10) >= at(11, 10) && at(11, 10) > at(14, 10) && at(14, 10) > 0)
        #expect(at(9, 10) == at(11, 10) && at(10, 9) == at(10, 11))
        #expect(at(0, 0) == 0)
        var total = 0
        for y in 0..<21 { for x in 0..<21 { total += at(x, y) } }
        #expect(abs(total - 255) < 40, "a blur moves weight around, it does not add or remove much: \(total)")
    }

    @Test func svgSurfacesWriteAnSVGDocument() throws {
        let surface = try SVGSurface(width: 40, height: 30)
        let context = try Context(surface)
        context.setSource(red: 0, green: 0, blue: 1)
        context.rectangle(x: 5, y: 5, width: 10, height: 10)
        context.fill()
        let text = String(decoding: try surface.finish(), as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("viewBox=\"0 0 40 30\""))
        #expect(text.contains("d=\"M 5 5 L 15 5 L 15 15 L 5 15 Z"), "the rectangle stays a vector path")
        #expect(!Cairo.version.isEmpty)
    }

    @Test func matricesComposeAsCoreGraphicsDoes() {
        let moved = Matrix.scale(2, 3).then(.translation(10, 20))
        #expect(moved.apply(1, 1) == (12, 23))
        #expect(moved.determinant == 6 && moved.isInvertible)
        #expect(!Matrix.scale(0, 1).isInvertible)
        #expect(!Matrix(xx: .nan, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0).isInvertible)
    }
}
