import FileFormats
import Foundation
@testable import ImageCodecs
import TestSupport
import Testing

/// True when `python3` can import Pillow (Tools/test.sh installs it when missing).
let pillowAvailable: Bool = {
    guard let python = executable(named: "python3") else { return false }
    return (try? runProcess(python, ["-c", "import PIL"]))?.status == 0
}()

/// Why the Pillow tests are skipped.
let pillowMissing = "Python 3 with Pillow is not installed (bash Tools/test.sh installs it into .build/test-venv): animated files not decoded independently"

/// What Pillow read from an animated file (`Tools/decode-animation.py`).
struct DecodedAnimation: Decodable {
    var format: String
    var width: Int
    var height: Int
    var frames: Int
    var durations: [Double?]
    var loop: Int?
    /// Every frame as shown, RGBA.
    var pixels: [RGBAPixels] = []

    enum CodingKeys: String, CodingKey { case format, width, height, frames, durations, loop }

    /// Decodes `bytes` (written to a temporary file) with Pillow.
    static func decode(_ bytes: [UInt8], fileExtension: String) throws -> DecodedAnimation {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        let file = folder + "/animation." + fileExtension, raw = folder + "/frames.rgba"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let result = try runProcess(try #require(executable(named: "python3"), "python3 is not on PATH"),
                             [repositoryRoot.appendingPathComponent("Tools/decode-animation.py").path, file, "--raw", raw])
        try #require(result.status == 0, "Pillow could not decode the file: \(result.stderr)")
        var decoded = try JSONDecoder().decode(DecodedAnimation.self, from: Data(result.stdout.utf8))
        let all = [UInt8](try Data(contentsOf: URL(fileURLWithPath: raw)))
        let frameBytes = decoded.width * decoded.height * 4
        try #require(all.count == frameBytes * decoded.frames, "raw frames of the wrong size")
        decoded.pixels = try (0..<decoded.frames).map {
            try RGBAPixels(width: decoded.width, height: decoded.height, bytes: Array(all[$0 * frameBytes..<($0 + 1) * frameBytes]))
        }
        return decoded
    }
}

/// A test animation: a card with rounded corners, a vertical gradient and a soft shadow
/// sliding over a light page, the shapes Flipbook's frames are made of (smooth shadow ramps
/// that band without dithering, flat colours, anti-aliased edges).
func swipeFrames(count: Int, width: Int = 160, height: Int = 96, alpha: Bool = false) -> [RGBAPixels] {
    (0..<count).map { index in
        let progress = count > 1 ? Double(index) / Double(count - 1) : 0
        let cardX = 12 + progress * Double(width - 72), cardY = 16.0, cardW = 48.0, cardH = 60.0
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                // Distance outside the card's rounded rectangle (radius 8), for shadow and edge.
                func outside(_ ox: Double, _ oy: Double) -> Double {
                    let dx = max(cardX + 8 - (px - ox), 0, (px - ox) - (cardX + cardW - 8))
                    let dy = max(cardY + 8 - (py - oy), 0, (py - oy) - (cardY + cardH - 8))
                    return (dx * dx + dy * dy).squareRoot() - 8
                }
                var r = 242.0, g = 242.0, b = 247.0, a = alpha ? 0.0 : 1.0
                let shadow = 0.35 * exp(-pow(max(0, outside(0, 6)) / 7, 2))
                r *= 1 - shadow; g *= 1 - shadow; b *= 1 - shadow
                if alpha { a = shadow; r = 0; g = 0; b = 0 }
                let coverage = min(1, max(0, 0.5 - outside(0, 0)))
                let cr = 0.0, cg = 122 - 40 * (py - cardY) / cardH, cb = 255.0
                r = r * (1 - coverage) + cr * coverage
                g = g * (1 - coverage) + cg * coverage
                b = b * (1 - coverage) + cb * coverage
                if alpha { a = a * (1 - coverage) + coverage; if a > 0 { r = cr * coverage / a; g = cg * coverage / a; b = cb * coverage / a } }
                let o = (y * width + x) * 4
                bytes[o] = UInt8(max(0, min(255, r.rounded())))
                bytes[o + 1] = UInt8(max(0, min(255, g.rounded())))
                bytes[o + 2] = UInt8(max(0, min(255, b.rounded())))
                bytes[o + 3] = UInt8(max(0, min(255, (a * 255).rounded())))
            }
        }
        return RGBAPixels(uncheckedWidth: width, height: height, bytes: bytes)
    }
}

/// Encodes `frames` with a new encoder of `format`, running the first pass when it needs one.
func encode(_ frames: [RGBAPixels], as format: AnimationFormat, settings: AnimationSettings = AnimationSettings()) throws -> (bytes: [UInt8], encoder: any AnimationEncoder) {
    let encoder = try makeAnimationEncoder(format, width: frames[0].width, height: frames[0].height,
                                           frameCount: frames.count, settings: settings)
    for position in encoder.firstPassFrames(frameCount: frames.count) { try encoder.addToFirstPass(frames[position]) }
    for frame in frames { try encoder.add(frame) }
    return (try encoder.finish(), encoder)
}

/// The mean square error per channel (R, G, B; 0…255²) between two frames of the same size.
func meanSquareError(_ a: RGBAPixels, _ b: RGBAPixels) -> Double {
    var sum = 0.0
    for i in stride(from: 0, to: a.bytes.count, by: 4) {
        for c in 0..<3 {
            let d = Double(a.bytes[i + c]) - Double(b.bytes[i + c])
            sum += d * d
        }
    }
    return sum / Double(a.width * a.height * 3)
}

/// The largest difference of any channel at any pixel.
func maximumDifference(_ a: RGBAPixels, _ b: RGBAPixels) -> Int {
    zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
}
