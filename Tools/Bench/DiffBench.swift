// The `diff` benchmark: pixelmatch on 2560×1440 frames, in process (no PNG decoding), plus the PNG
// decoding (libspng) that dominates `flipbook compare` on identical files.
import CairoKit
import Foundation
import ImageCodecs
import ImageDiff

/// Cards like a rendered strip, drawn by Cairo (anti-aliased edges and text), moved by `shift` points.
private func diffBenchFrame(shift: Double, width: Int = 2560, height: Int = 1440) throws -> ImageSurface {
    let surface = try ImageSurface(width: width, height: height)
    let cr = try Context(surface)
    cr.setSource(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    cr.paint()
    let palette: [(Double, Double, Double)] = [(0, 122, 255), (255, 149, 0), (52, 199, 89), (175, 82, 222), (255, 59, 48)]
    cr.setFont(FontLibrary().face(family: "DejaVu Sans", weight: 400).face, size: 48)
    for card in 0..<12 {
        let x = 40 + Double(card) * 210 + shift
        let (r, g, b) = palette[card % palette.count]
        cr.setSource(red: r / 255, green: g / 255, blue: b / 255)
        cr.roundedRectangle(x: x, y: 160, width: 180, height: 1080, radius: 32)
        cr.fill()
        cr.setSource(red: 1, green: 1, blue: 1)
        cr.showText("card \(card)", x: x + 20, y: 240)
    }
    return surface
}

/// Best wall time of `runs` calls, in milliseconds.
private func bestMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return best
}

func diffBench() throws {
    let expectedSurface = try diffBenchFrame(shift: 0)
    let expected = try expectedSurface.straightPixels()
    let same = try diffBenchFrame(shift: 0).straightPixels()
    let moved = try diffBenchFrame(shift: 0.5).straightPixels()
    var noisy = expected
    var state: UInt64 = 1
    for y in 0..<noisy.height {
        for x in 0..<noisy.width {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            if state >> 60 == 0 {
                let p = noisy[x, y]
                noisy.setPixel(x: x, y: y, red: p.red ^ 0x3F, green: p.green, blue: p.blue, alpha: p.alpha)
            }
        }
    }
    let pixels = Double(expected.width * expected.height) / 1e6
    print("frames \(expected.width)×\(expected.height), \(ProcessInfo.processInfo.activeProcessorCount) cores")

    let cases: [(String, RGBAPixels)] = [("identical", same), ("moved 0.5 pt", moved), ("1/16 noise", noisy)]
    for (name, other) in cases {
        var difference: ImageDifference?
        let count = try bestMilliseconds(runs: 5) { difference = try Pixelmatch.compare(expected, other).difference }
        let drawn = try bestMilliseconds(runs: 5) { _ = try Pixelmatch.compare(expected, other, drawsDiff: true) }
        let d = difference.map { "\($0.diffPixels) diff, \($0.antialiasedPixels) AA" } ?? ""
        print(String(format: "  compare %-13@ %7.2f ms (%6.0f Mpx/s); with diff image %7.2f ms   [%@]",
                     name, count, pixels / count * 1000, drawn, d))
    }

    let png = try expectedSurface.pngData()
    let decode = try bestMilliseconds(runs: 5) { _ = try RGBAPixels(pngData: png) }
    let convert = try bestMilliseconds(runs: 5) { _ = try expectedSurface.straightPixels() }
    print(String(format: "  PNG decode to straight RGBA %7.2f ms (%d KB file); un-premultiply a surface alone %6.2f ms",
                 decode, png.count / 1024, convert))
    // A semi-transparent pixel makes the file RGBA (4 channels to decode instead of 3).
    var translucent = expected
    let corner = translucent[0, 0]
    translucent.setPixel(x: 0, y: 0, red: corner.red, green: corner.green, blue: corner.blue, alpha: 254)
    let translucentPNG = try translucent.pngData()
    let both = try bestMilliseconds(runs: 5) { _ = try RGBAPixels(pngData: translucentPNG) }
    print(String(format: "  PNG decode of an RGBA file (one semi-transparent pixel) %7.2f ms", both))
}
