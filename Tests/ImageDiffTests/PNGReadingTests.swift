import CairoKit
import Foundation
@testable import ImageDiff
import Testing

/// ImageDiff's own PNG decoder against Pillow: `Tests/Goldens/pixelmatch/png-formats/` holds PNGs of
/// every colour type, bit depth, palette/tRNS transparency, Adam7 interlacing and stored deflate
/// blocks, written by pypng, each with `<name>.rgba`, the straight RGBA bytes Pillow decodes
/// (`compare_reference.py --write-png-fixtures`).
@Suite struct PNGDecoderTests {
    static let folder = ReferenceFixtureTests.fixtures.appendingPathComponent("png-formats")
    static let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()

    static func load(_ name: String) throws -> (png: [UInt8], rgba: [UInt8]) {
        (Array(try Data(contentsOf: folder.appendingPathComponent(name + ".png"))),
         Array(try Data(contentsOf: folder.appendingPathComponent(name + ".rgba"))))
    }

    @Test func everyFormatIsPresent() {
        #expect(Self.names.count == 18)
    }

    @Test(arguments: names)
    func decodesLikePillow(name: String) throws {
        let (png, rgba) = try Self.load(name)
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 13 && image.height == 7)
        #expect(image.bytes == rgba)
    }

    @Test(arguments: names)
    func readingAFileGivesTheFilesBytesWhateverItsAlpha(name: String) throws {
        let (_, rgba) = try Self.load(name)
        let image = try RGBAImage(contentsOfPNG: Self.folder.appendingPathComponent(name + ".png").path)
        #expect(image.bytes == rgba)
    }

    @Test func agreesWithCairoOnLargeCairoWrittenImages() throws {
        // Cairo's encoder uses zlib's dynamic Huffman blocks with long matches; gradients and noise
        // exercise every filter type.
        var generator = SplitMix64(seed: 5)
        var image = try RGBAImage(width: 301, height: 203, red: 0, green: 0, blue: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let noise = generator.next() % 5 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : 0
                image.setPixel(x: x, y: y, red: UInt8(x % 256), green: UInt8(y % 256) &+ noise, blue: UInt8((x * y) % 251))
            }
        }
        let png = try image.pngData()
        #expect(try PNGDecoder.decode(png) == image)
        #expect(try RGBAImage(pngData: png) == image)
    }

    @Test func truncatedOrDamagedFilesThrowInsteadOfCrashing() throws {
        let (png, _) = try Self.load("rgba8-adam7")
        for length in 0..<png.count {
            _ = try? PNGDecoder.decode(Array(png[0..<length]))
        }
        var generator = SplitMix64(seed: 9)
        for _ in 0..<2000 {
            var damaged = png
            let index = Int(generator.next() % UInt64(png.count))
            damaged[index] = UInt8(truncatingIfNeeded: generator.next())
            _ = try? PNGDecoder.decode(damaged)
        }
        #expect(throws: ImageDiffError.self) { try PNGDecoder.decode(Array(png[0..<(png.count / 2)])) }
        #expect(throws: ImageDiffError.self) { try PNGDecoder.decode([1, 2, 3]) }
    }
}
