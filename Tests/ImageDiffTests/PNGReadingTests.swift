import CairoKit
import Foundation
import ImageCodecs
@testable import ImageDiff
import Problems
import Testing
import TestSupport

/// Reading PNG files into `RGBAPixels` (libspng through ImageCodecs) against Pillow:
/// `Tests/Goldens/pixelmatch/png-formats/` holds PNGs of every colour type, bit depth, palette/tRNS
/// transparency, Adam7 interlacing and stored deflate blocks, written by pypng, each with
/// `<name>.rgba`, the straight RGBA bytes Pillow decodes (`compare_reference.py --write-png-fixtures`).
@Suite struct PNGReadingTests {
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
    func readingAFileGivesTheFilesBytesWhateverItsAlpha(name: String) throws {
        let (_, rgba) = try Self.load(name)
        let image = try RGBAPixels(contentsOfPNG: Self.folder.appendingPathComponent(name + ".png").path)
        #expect(image.bytes == rgba)
    }

    @Test func largeImagesRoundTripExactly() throws {
        // Gradients and noise give long matches and literal runs.
        var generator = SplitMix64(seed: 5)
        var image = try RGBAPixels(width: 301, height: 203, red: 0, green: 0, blue: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let noise = generator.next() % 5 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : 0
                image.setPixel(x: x, y: y, red: UInt8(x % 256), green: UInt8(y % 256) &+ noise, blue: UInt8((x * y) % 251))
            }
        }
        let png = try image.pngData()
        #expect(try RGBAPixels(pngData: png) == image)
        image.setPixel(x: 3, y: 4, red: 10, green: 20, blue: 30, alpha: 40)
        #expect(try RGBAPixels(pngData: image.pngData()) == image)
    }

    /// Every truncation and 2000 single-byte damages of an interlaced file: an error that names
    /// the problem, never a crash and never "out of memory".
    @Test func truncatedOrDamagedFilesThrowAndSayWhatIsWrong() throws {
        let (png, _) = try Self.load("rgba8-adam7")
        func check(_ bytes: [UInt8]) {
            do {
                _ = try RGBAPixels(pngData: bytes, name: "x.png")
            } catch {
                #expect(error.what.description.hasPrefix("cannot read x.png: "))
                if error.what.contains("out of memory") { Issue.record("a damaged file reported \(error)") }
            }
        }
        for length in 0..<png.count { check(Array(png[0..<length])) }
        var generator = SplitMix64(seed: 9)
        for _ in 0..<2000 {
            var damaged = png
            let index = Int(generator.next() % UInt64(png.count))
            damaged[index] = UInt8(truncatingIfNeeded: generator.next())
            check(damaged)
        }
        #expect(throws: Problem.self) { try RGBAPixels(pngData: Array(png[0..<(png.count / 2)])) }
        #expect(throws: Problem.self) { try RGBAPixels(pngData: [1, 2, 3]) }
    }
}
