import CairoKit
import Foundation
@testable import Render
import SceneModel
import Transforms

/// Every one of the 22 named layouts with its preset name, built from the option enums.
let allLayouts: [(name: String, effect: Effect)] =
    ScaleTransformViewOptions.Layout.allCases.map { ("scale.\($0.rawValue)", Effect.scale(.layout($0))) }
    + StackTransformViewOptions.Layout.allCases.map { ("stack.\($0.rawValue)", Effect.stack(.layout($0))) }
    + SnapshotTransformViewOptions.Layout.allCases.map { ("snapshot.\($0.rawValue)", Effect.snapshot(.layout($0))) }

/// A small scene so tests stay fast.
func smallScene(_ name: String = "test", effect: Effect, scale: Double = 1, viewport: Size = Size(width: 120, height: 160),
                items: Int = 5, offsets: [Double] = [0]) -> Scene {
    Scene(name: name, viewport: viewport, itemCount: items, effect: effect,
          timeline: .offsets(offsets), output: OutputOptions(scale: scale))
}

/// Pixels of an ARGB32 image as premultiplied `(a, r, g, b)` bytes.
struct Pixels {
    let width: Int, height: Int
    let words: [UInt32]

    init(_ image: ImageSurface) {
        width = image.width
        height = image.height
        let base = image.pixels
        var words: [UInt32] = []
        words.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * image.stride)
            for x in 0..<width { words.append(row.load(fromByteOffset: x * 4, as: UInt32.self)) }
        }
        self.words = words
    }

    func alpha(_ x: Int, _ y: Int) -> Int { Int(words[y * width + x] >> 24) }
    func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let w = words[y * width + x]
        return (Int((w >> 16) & 255), Int((w >> 8) & 255), Int(w & 255))
    }
    /// The largest channel difference at a pixel.
    func difference(_ other: Pixels, _ x: Int, _ y: Int) -> Int {
        let a = words[y * width + x], b = other.words[y * width + x]
        var d = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            d = max(d, abs(Int((a >> UInt32(shift)) & 255) - Int((b >> UInt32(shift)) & 255)))
        }
        return d
    }
}

