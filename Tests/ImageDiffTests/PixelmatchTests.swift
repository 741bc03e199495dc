import Foundation
import ImageCodecs
@testable import ImageDiff
import Problems
import Testing
import TestSupport

/// A flat white image with an optional vertical edge: columns `< edge` black.
private func image(width: Int = 9, height: Int = 7, edge: Int? = nil) throws -> RGBAPixels {
    var image = try RGBAPixels(width: width, height: height, red: 255, green: 255, blue: 255)
    if let edge {
        for y in 0..<height {
            for x in 0..<edge { image.setPixel(x: x, y: y, red: 0, green: 0, blue: 0) }
        }
    }
    return image
}

private func solid(_ grey: UInt8, alpha: UInt8 = 255) throws -> RGBAPixels {
    try RGBAPixels(width: 1, height: 1, red: grey, green: grey, blue: grey, alpha: alpha)
}

@Suite struct PixelmatchTests {
    @Test func identicalImagesHaveNoDifferenceAndInfinitePSNR() throws {
        let a = try image(edge: 4)
        let result = try Pixelmatch.compare(a, a).difference
        #expect(result.diffPixels == 0)
        #expect(result.antialiasedPixels == 0)
        #expect(result.bounds == nil)
        #expect(result.maxChannelError == 0)
        #expect(result.isIdentical)
        #expect(result.psnr == .infinity)
        #expect(result.totalPixels == 63)
    }

    @Test func aLonePixelInAFlatAreaIsADifferenceWithItsBounds() throws {
        let a = try image()
        var b = a
        b.setPixel(x: 5, y: 2, red: 255, green: 0, blue: 0)
        let result = try Pixelmatch.compare(a, b).difference
        #expect(result.diffPixels == 1)
        #expect(result.bounds == PixelBox(x: 5, y: 2, width: 1, height: 1))
        #expect(result.maxChannelError == 255)
        // Two channels off by 255, over 63 pixels × 4 channels.
        #expect(abs(result.meanSquaredError - 2 * 255.0 * 255.0 / 252) < 1e-9)
        #expect(abs(result.psnr - 10 * log10(252.0 / 2)) < 1e-9)
    }

    @Test func boundsSpanEveryCountedPixel() throws {
        let a = try image(width: 20, height: 10)
        var b = a
        b.setPixel(x: 2, y: 7, red: 0, green: 0, blue: 0)
        b.setPixel(x: 15, y: 1, red: 0, green: 0, blue: 0)
        let result = try Pixelmatch.compare(a, b).difference
        #expect(result.diffPixels == 2)
        #expect(result.bounds == PixelBox(x: 2, y: 1, width: 14, height: 7))
        #expect(result.diffRatio == 2.0 / 200)
    }

    @Test func antialiasedEdgePixelsAreNotCountedUnlessIncluded() throws {
        // A grey column between flat black and flat white is an anti-aliased edge; changing its grey
        // is anti-aliasing noise, not a rendering change.
        var a = try image(edge: 4)
        var b = a
        for y in 0..<a.height {
            a.setPixel(x: 4, y: y, red: 100, green: 100, blue: 100)
            b.setPixel(x: 4, y: y, red: 180, green: 180, blue: 180)
        }
        let detected = try Pixelmatch.compare(a, b).difference
        #expect(detected.diffPixels == 0)
        #expect(detected.antialiasedPixels == 7)
        #expect(detected.bounds == nil)
        let included = try Pixelmatch.compare(a, b, options: PixelmatchOptions(includeAA: true)).difference
        #expect(included.diffPixels == 7)
        #expect(included.antialiasedPixels == 0)
    }

    @Test func thresholdComparesTheYIQDistanceWith35215TimesThresholdSquared() throws {
        // For greys only Y changes (I and Q of a grey are ~0): delta ≈ 0.5053 · (ΔY)².
        // 25 grey levels below white: ≈ 315.8 < 352.15 (threshold 0.1); 27 levels: ≈ 368.4 > 352.15.
        let white = try solid(255)
        #expect(try Pixelmatch.count(white, solid(228)) == 1)
        #expect(try Pixelmatch.count(white, solid(230)) == 0)
        #expect(try Pixelmatch.count(white, solid(230), options: PixelmatchOptions(threshold: 0.09)) == 1)
        #expect(try Pixelmatch.count(white, solid(254), options: PixelmatchOptions(threshold: 0)) == 1)
        #expect(try Pixelmatch.count(white, solid(0), options: PixelmatchOptions(threshold: 1)) == 0)
    }

    @Test func version6SeesSemiTransparentPixelsOverWhite() throws {
        // Fully transparent pixels all look white, whatever their colour bytes.
        let clearRed = try RGBAPixels(width: 3, height: 3, red: 255, green: 0, blue: 0, alpha: 0)
        let clearBlack = try RGBAPixels(width: 3, height: 3, red: 0, green: 0, blue: 0, alpha: 0)
        let white = try RGBAPixels(width: 3, height: 3, red: 255, green: 255, blue: 255)
        #expect(try Pixelmatch.count(clearRed, white, options: PixelmatchOptions(threshold: 0, version: .v6)) == 0)
        #expect(try Pixelmatch.count(clearRed, clearBlack, options: PixelmatchOptions(threshold: 0, version: .v6)) == 0)
        // Half-transparent black is mid grey over white: far from white.
        let halfBlack = try RGBAPixels(width: 3, height: 3, red: 0, green: 0, blue: 0, alpha: 128)
        #expect(try Pixelmatch.count(white, halfBlack, options: PixelmatchOptions(version: .v6)) == 9)
        // The byte statistics still see the raw change.
        #expect(try Pixelmatch.compare(clearRed, white).difference.maxChannelError == 255)
    }

    @Test func version7SeesTransparentPixelsOverItsPattern() throws {
        // Fully transparent pixels all look like the pattern (dark here), so they differ from white …
        let clearRed = try RGBAPixels(width: 3, height: 3, red: 255, green: 0, blue: 0, alpha: 0)
        let clearBlack = try RGBAPixels(width: 3, height: 3, red: 0, green: 0, blue: 0, alpha: 0)
        let white = try RGBAPixels(width: 3, height: 3, red: 255, green: 255, blue: 255)
        #expect(try Pixelmatch.count(clearRed, white, options: PixelmatchOptions(threshold: 0)) == 9)
        // … but not from each other, whatever their colour bytes;
        #expect(try Pixelmatch.count(clearRed, clearBlack, options: PixelmatchOptions(threshold: 0)) == 0)
        // and with `checkerboard: false` they look white again.
        #expect(try Pixelmatch.count(clearRed, white, options: PixelmatchOptions(threshold: 0, checkerboard: false)) == 0)
    }

    @Test func diffImagePaintsGreyCopyRedDifferencesAndYellowAntialiasing() throws {
        var a = try image(edge: 4)
        var b = a
        for y in 0..<a.height {
            a.setPixel(x: 4, y: y, red: 100, green: 100, blue: 100)
            b.setPixel(x: 4, y: y, red: 180, green: 180, blue: 180)
        }
        b.setPixel(x: 7, y: 3, red: 0, green: 0, blue: 255)
        let diff = try #require(try Pixelmatch.compare(a, b, drawsDiff: true).diffImage)
        #expect(diff[7, 3] == (255, 0, 0, 255))
        #expect(diff[4, 0] == (255, 255, 0, 255))
        // Black at 10 % over white: 255 + (0 − 255) · 0.1 = 229.5, truncated.
        #expect(diff[0, 0] == (229, 229, 229, 255))
        // White's Y is 255.0000026, which truncates to 255.
        #expect(diff[8, 0] == (255, 255, 255, 255))
    }

    @Test func altColourMarksPixelsWhereTheSecondImageIsDarker() throws {
        let options = PixelmatchOptions(diffColorAlt: .green)
        let white = try image()
        var darker = white
        darker.setPixel(x: 1, y: 1, red: 0, green: 0, blue: 0)
        let darkerDiff = try #require(try Pixelmatch.compare(white, darker, options: options, drawsDiff: true).diffImage)
        #expect(darkerDiff[1, 1] == (0, 255, 0, 255))

        let black = try image(edge: 9)
        var lighter = black
        lighter.setPixel(x: 2, y: 2, red: 255, green: 255, blue: 255)
        let lighterDiff = try #require(try Pixelmatch.compare(black, lighter, options: options, drawsDiff: true).diffImage)
        #expect(lighterDiff[2, 2] == (255, 0, 0, 255))
    }

    @Test func diffMaskLeavesSimilarPixelsTransparent() throws {
        let a = try image()
        var b = a
        b.setPixel(x: 1, y: 1, red: 0, green: 0, blue: 0)
        let options = PixelmatchOptions(diffMask: true)
        let diff = try #require(try Pixelmatch.compare(a, b, options: options, drawsDiff: true).diffImage)
        #expect(diff[0, 0] == (0, 0, 0, 0))
        #expect(diff[1, 1] == (255, 0, 0, 255))
    }

    @Test func differentSizesAreRefusedNamingBothSizes() throws {
        let a = try image(width: 4, height: 3)
        let b = try image(width: 3, height: 4)
        let expected = Problem.sizeMismatch(expectedWidth: 4, expectedHeight: 3, actualWidth: 3, actualHeight: 4)
        #expect(throws: expected) { try Pixelmatch.compare(a, b) }
        #expect(expected.description.contains("4×3") && expected.description.contains("3×4"))
    }

    @Test(arguments: [-0.1, 1.5, Double.nan])
    func thresholdsOutside0To1AreRefused(threshold: Double) throws {
        let a = try image()
        #expect(throws: Problem.self) {
            try Pixelmatch.compare(a, a, options: PixelmatchOptions(threshold: threshold))
        }
    }

    @Test func bandSplitDoesNotChangeAnyResultOrDiffPixel() throws {
        // Anti-aliasing detection reads neighbours across band edges; results must not depend on them.
        var generator = SplitMix64(seed: 7)
        let width = 97, height = 61
        var a = try RGBAPixels(width: width, height: height, red: 255, green: 255, blue: 255)
        var b = a
        for y in 0..<height {
            for x in 0..<width {
                // Flat blocks with soft edges and sparse noise: every branch of the kernel runs.
                let base: UInt8 = (x / 8 + y / 8) % 2 == 0 ? 40 : 220
                let edge: UInt8 = x % 8 == 0 ? 128 : base
                a.setPixel(x: x, y: y, red: edge, green: edge, blue: base)
                let red = generator.next() % 9 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : edge
                let alpha: UInt8 = generator.next() % 17 == 0 ? 200 : 255
                b.setPixel(x: x, y: y, red: red, green: edge, blue: base, alpha: alpha)
            }
        }
        let options = PixelmatchOptions(threshold: 0.05)
        let serial = try Pixelmatch.compare(a, b, options: options, drawsDiff: true, bands: 1)
        #expect(serial.difference.diffPixels > 0 && serial.difference.antialiasedPixels > 0)
        for bands in [2, 3, 8, 61] {
            let split = try Pixelmatch.compare(a, b, options: options, drawsDiff: true, bands: bands)
            #expect(split.difference == serial.difference, "\(bands) bands")
            #expect(split.diffImage == serial.diffImage, "\(bands) bands")
        }
    }
}

