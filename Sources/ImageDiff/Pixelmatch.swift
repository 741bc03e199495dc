import Dispatch
import Foundation
import ImageCodecs
import Problems

/// What a comparison found. Only pixels pixelmatch counts (above the threshold and, unless
/// `includeAA`, not anti-aliasing) are in `diffPixels` and `bounds`; the error statistics
/// (`maxChannelError`, `psnr`) cover every pixel whatever the threshold.
public struct ImageDifference: Hashable, Sendable {
    /// Pixels per row of both images.
    public var width: Int
    /// Rows of both images.
    public var height: Int
    /// Pixels that differ by more than the threshold and are not anti-aliasing: pixelmatch's result.
    public var diffPixels: Int
    /// Pixels above the threshold that were taken for anti-aliasing and not counted
    /// (always 0 with `includeAA`, which skips the detection).
    public var antialiasedPixels: Int
    /// The smallest rectangle holding every counted pixel; `nil` when none.
    public var bounds: PixelBox?
    /// The largest difference of one R, G, B or A byte between the images (straight alpha), `0…255`.
    public var maxChannelError: Int
    /// The sum over all pixels and the four channels of the squared byte difference.
    public var squaredErrorSum: UInt64

    /// A result read back from somewhere (a shard's part); comparisons make their own.
    package init(width: Int, height: Int, diffPixels: Int, antialiasedPixels: Int, bounds: PixelBox?,
                maxChannelError: Int, squaredErrorSum: UInt64) {
        self.width = width
        self.height = height
        self.diffPixels = diffPixels
        self.antialiasedPixels = antialiasedPixels
        self.bounds = bounds
        self.maxChannelError = maxChannelError
        self.squaredErrorSum = squaredErrorSum
    }

    /// `width × height`.
    public var totalPixels: Int { width * height }

    /// `diffPixels / totalPixels`, `0…1`.
    public var diffRatio: Double { Double(diffPixels) / Double(totalPixels) }

    /// Mean squared error per channel (R, G, B and A, straight alpha).
    public var meanSquaredError: Double { Double(squaredErrorSum) / Double(totalPixels * 4) }

    /// Peak signal-to-noise ratio in decibels, `10 · log10(255² / MSE)` over R, G, B and A;
    /// `+∞` for identical images.
    public var psnr: Double {
        squaredErrorSum == 0 ? .infinity : 10 * log10(255.0 * 255.0 / meanSquaredError)
    }

    /// True when every byte of both images is equal.
    public var isIdentical: Bool { squaredErrorSum == 0 }
}

/// A comparison's numbers and, when asked for, its diff image.
public struct ImageComparison: Sendable {
    /// The counts and statistics.
    public var difference: ImageDifference
    /// The diff image: a faded grey copy of the first image with differing pixels in `diffColor`
    /// (or `diffColorAlt`) and anti-aliased ones in `aaColor`. `nil` unless requested.
    public var diffImage: RGBAPixels?
}

/// pixelmatch (mapbox/pixelmatch 7.2.0 by default, or 6.0.0 — also the rules of the PyPI `pixelmatch`
/// port — with `options.version`): counts the pixels whose YIQ colour distance exceeds
/// `35215 · threshold²`, skipping anti-aliasing.
///
/// Rows that are byte-for-byte equal are skipped with one `memcmp`, and images of more than
/// `parallelPixelCount` pixels are split into bands of rows compared on every core. The anti-aliasing
/// test only reads the two inputs (neighbours across band edges included), every band writes its own
/// rows of the diff image, and the per-band totals are integers, so the result does not depend on the
/// split or the scheduling.
public enum Pixelmatch {
    /// The algorithm's name, recorded in golden manifests.
    package static let algorithm = "pixelmatch"
    /// The release whose rules a comparison follows when none is chosen: the current one, 7.x.
    public static let defaultVersion = PixelmatchVersion.v7
    /// From this many pixels on, bands of rows are compared in parallel.
    package static let parallelPixelCount = 262_144

    /// Compares `first` (expected) with `second` (actual). Throws for different sizes or invalid options.
    /// - Parameter drawsDiff: also paint the diff image (costs one pass over every pixel).
    public static func compare(_ first: RGBAPixels, _ second: RGBAPixels,
                               options: PixelmatchOptions = PixelmatchOptions(),
                               drawsDiff: Bool = false) throws(Problem) -> ImageComparison {
        try compare(first, second, options: options, drawsDiff: drawsDiff, bands: nil)
    }

    /// `bands` fixes the number of row bands (tests use it to show the split does not matter).
    static func compare(_ first: RGBAPixels, _ second: RGBAPixels, options: PixelmatchOptions,
                        drawsDiff: Bool, bands: Int?) throws(Problem) -> ImageComparison {
        try options.validate()
        guard first.width == second.width, first.height == second.height else {
            throw Problem.sizeMismatch(expectedWidth: first.width, expectedHeight: first.height,
                                              actualWidth: second.width, actualHeight: second.height)
        }
        let width = first.width, height = first.height
        var output: [UInt8] = drawsDiff ? [UInt8](repeating: 0, count: width * height * 4) : []
        let automatic = width * height >= parallelPixelCount
            ? max(1, ProcessInfo.processInfo.activeProcessorCount) * 4 : 1
        let bandCount = max(1, min(height, bands ?? automatic))
        var bands = [BandResult](repeating: BandResult(), count: bandCount)

        first.bytes.withUnsafeBufferPointer { a in
            second.bytes.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    bands.withUnsafeMutableBufferPointer { results in
                        guard let aBase = a.baseAddress, let bBase = b.baseAddress, let resultBase = results.baseAddress else { return }
                        let job = BandJob(
                            first: PixelPlane(base: aBase, width: width, height: height),
                            second: PixelPlane(base: bBase, width: width, height: height),
                            output: drawsDiff ? out.baseAddress : nil, results: resultBase, bandCount: bandCount, options: options)
                        if bandCount == 1 {
                            job.run(band: 0)
                        } else {
                            DispatchQueue.concurrentPerform(iterations: bandCount) { job.run(band: $0) }
                        }
                    }
                }
            }
        }

        var difference = ImageDifference(width: width, height: height, diffPixels: 0, antialiasedPixels: 0,
                                          bounds: nil, maxChannelError: 0, squaredErrorSum: 0)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for band in bands {
            difference.diffPixels += band.diffPixels
            difference.antialiasedPixels += band.antialiasedPixels
            difference.maxChannelError = max(difference.maxChannelError, band.maxChannelError)
            difference.squaredErrorSum += band.squaredErrorSum
            minX = min(minX, band.minX)
            minY = min(minY, band.minY)
            maxX = max(maxX, band.maxX)
            maxY = max(maxY, band.maxY)
        }
        if maxX >= 0 {
            difference.bounds = PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        // Every pixel is painted opaque, except that a mask paints only the differing ones.
        let opaque = !options.diffMask || difference.diffPixels == width * height
        let diffImage = drawsDiff ? RGBAPixels(checkedWidth: width, height: height, bytes: output, isOpaque: opaque) : nil
        return ImageComparison(difference: difference, diffImage: diffImage)
    }

    /// The number of differing pixels, as pixelmatch returns it.
    public static func count(_ first: RGBAPixels, _ second: RGBAPixels,
                             options: PixelmatchOptions = PixelmatchOptions()) throws(Problem) -> Int {
        try compare(first, second, options: options).difference.diffPixels
    }
}

/// One band's totals.
struct BandResult {
    var diffPixels = 0
    var antialiasedPixels = 0
    var maxChannelError = 0
    var squaredErrorSum: UInt64 = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
}

/// Everything a band needs; shared read-only, except that band `n` writes only its own rows of
/// `output` and `results[n]`.
struct BandJob: @unchecked Sendable {
    let first: PixelPlane
    let second: PixelPlane
    let output: UnsafeMutablePointer<UInt8>?
    let results: UnsafeMutablePointer<BandResult>
    let bandCount: Int
    let options: PixelmatchOptions

    func run(band: Int) {
        let width = first.width, height = first.height
        let rowStart = height * band / bandCount, rowEnd = height * (band + 1) / bandCount
        let a = first.base, b = second.base
        let rowBytes = width * 4
        let maxDelta = options.maxDelta
        let includeAA = options.includeAA
        let alpha = options.alpha
        let paintsGray = output != nil && !options.diffMask
        let aa = options.aaColor, diff = options.diffColor, alt = options.diffColorAlt ?? options.diffColor
        let rules = PixelmatchRules(options)
        var result = BandResult()

        for y in rowStart..<rowEnd {
            let rowOffset = y * rowBytes
            if memcmp(a + rowOffset, b + rowOffset, rowBytes) == 0 {
                if paintsGray, let output {
                    for k in stride(from: rowOffset, to: rowOffset + rowBytes, by: 4) {
                        paint(output, k, PixelmatchKernel.gray(a, k, alpha: alpha, rules: rules))
                    }
                }
                continue
            }
            for x in 0..<width {
                let k = rowOffset + x * 4
                if PixelmatchKernel.same(a, k, b, k) {
                    if paintsGray, let output { paint(output, k, PixelmatchKernel.gray(a, k, alpha: alpha, rules: rules)) }
                    continue
                }
                for c in 0..<4 {
                    let error = abs(Int(a[k + c]) - Int(b[k + c]))
                    result.maxChannelError = max(result.maxChannelError, error)
                    result.squaredErrorSum += UInt64(error * error)
                }
                let delta = PixelmatchKernel.colorDelta(a, k, b, k, rules: rules)
                if abs(delta) > maxDelta {
                    if !includeAA && (PixelmatchKernel.antialiased(first, x, y, second, rules: rules)
                                      || PixelmatchKernel.antialiased(second, x, y, first, rules: rules)) {
                        result.antialiasedPixels += 1
                        if paintsGray, let output { paint(output, k, aa) }
                    } else {
                        result.diffPixels += 1
                        result.minX = min(result.minX, x)
                        result.maxX = max(result.maxX, x)
                        result.minY = min(result.minY, y)
                        result.maxY = max(result.maxY, y)
                        if let output { paint(output, k, delta < 0 ? alt : diff) }
                    }
                } else if paintsGray, let output {
                    paint(output, k, PixelmatchKernel.gray(a, k, alpha: alpha, rules: rules))
                }
            }
        }
        results[band] = result
    }

    @inline(__always)
    private func paint(_ output: UnsafeMutablePointer<UInt8>, _ k: Int, _ value: UInt8) {
        output[k] = value
        output[k + 1] = value
        output[k + 2] = value
        output[k + 3] = 255
    }

    @inline(__always)
    private func paint(_ output: UnsafeMutablePointer<UInt8>, _ k: Int, _ color: DiffColor) {
        output[k] = color.red
        output[k + 1] = color.green
        output[k + 2] = color.blue
        output[k + 3] = 255
    }
}

extension ImageDifference: Encodable {
    private enum CodingKeys: String, CodingKey {
        case width, height, totalPixels, diffPixels, diffRatio, antialiasedPixels, bounds
        case maxChannelError, meanSquaredError, psnr, identical
    }

    /// Every statistic by name; `bounds` is `null` when no pixel is counted and `psnr` is `null`
    /// for identical images (JSON has no infinity).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(totalPixels, forKey: .totalPixels)
        try container.encode(diffPixels, forKey: .diffPixels)
        try container.encode(diffRatio, forKey: .diffRatio)
        try container.encode(antialiasedPixels, forKey: .antialiasedPixels)
        if let bounds { try container.encode(bounds, forKey: .bounds) } else { try container.encodeNil(forKey: .bounds) }
        try container.encode(maxChannelError, forKey: .maxChannelError)
        try container.encode(meanSquaredError, forKey: .meanSquaredError)
        if psnr.isFinite { try container.encode(psnr, forKey: .psnr) } else { try container.encodeNil(forKey: .psnr) }
        try container.encode(isIdentical, forKey: .identical)
    }
}
