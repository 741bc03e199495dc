import ImageCodecs
import CairoKit
import Foundation
import Transforms

/// The numbers behind `SVGDocument.beginBlur`: the σ to write, the PNG's small blurs as one
/// kernel, and the whole-pixel move that keeps a blurred group inside the document.
extension SVGDocument {
    /// The standard deviation to write for a blur the PNG draws with `sigma` px. SVG lets a
    /// client blur exactly (a true Gaussian) below σ = 2 and asks for three box blurs from 2 up,
    /// as the PNG always does; rsvg-convert switches at 2, so a small blur there was a narrower
    /// bell than the PNG's boxes and card edges differed. Below 2 this is the σ of the PNG's
    /// three boxes (the root of their summed variances, (w² − 1)/12 each), a Gaussian the boxes
    /// approximate as closely as any client's; and the boxes a client derives from it are the
    /// PNG's own (the same width d for d = 2, 3, 4), so box-blurring clients agree too. 0 when
    /// the PNG draws no blur.
    static func writtenSigma(_ sigma: Double) -> Double {
        guard sigma < 2 else { return sigma }
        let variance = ImageSurface.boxes(sigma: sigma).reduce(0.0) { sum, box in
            let width = Double(box.left + box.right + 1)
            return sum + (width * width - 1) / 12
        }
        return variance.squareRoot()
    }

    /// The PNG's three box blurs of a small `sigma` (below 2, where SVG lets a client blur with
    /// an exact Gaussian and rsvg-convert does) as one convolution kernel, by which any client
    /// draws exactly the PNG's blur: `[1]` for no blur, `[1 3 4 3 1]` for boxes of 2, 2 and 3,
    /// `[1 3 6 7 6 3 1]` for three boxes of 3. Nil from σ = 2, where clients box-blur as the PNG.
    static func smallBlurKernel(_ sigma: Double) -> [Int]? {
        guard sigma < 2 else { return nil }
        var kernel = [1], low = 0
        for box in ImageSurface.boxes(sigma: sigma) {
            var next = [Int](repeating: 0, count: kernel.count + box.left + box.right)
            for (i, weight) in kernel.enumerated() {
                for j in 0...(box.left + box.right) { next[i + j] += weight }
            }
            kernel = next
            low -= box.left
        }
        // Boxes of even width are shifted half a pixel each way; their sum is centred.
        return low == -(kernel.count - 1) / 2 ? kernel : nil
    }

    /// The whole-pixel move that brings `needed` inside `page` along each axis where it fits
    /// (no move along an axis where it is already inside or larger than the page).
    static func inwardShift(of needed: PixelBox, into page: PixelBox) -> (x: Int, y: Int) {
        func along(_ low: Int, _ size: Int, _ pageLow: Int, _ pageSize: Int) -> Int {
            guard size > 0, size <= pageSize else { return 0 }
            if low < pageLow { return pageLow - low }
            if low + size > pageLow + pageSize { return pageLow + pageSize - (low + size) }
            return 0
        }
        return (along(needed.x, needed.width, page.x, page.width), along(needed.y, needed.height, page.y, page.height))
    }
}
