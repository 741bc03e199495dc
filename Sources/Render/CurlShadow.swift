import CairoKit

/// The shadow a turning page casts on the page underneath (`CurlFrame.shadowRadius`,
/// `shadowOpacity`): the curled layers' coverage blurred with a Gaussian of `sigma` pixels.
///
/// A soft shadow has no detail finer than its blur, so the coverage is gathered at `1/f` of the
/// output resolution (`f = clamp(⌊σ/2⌋, 1, 4)`: mean of each `f × f` block), blurred there with
/// `σ' = √(σ² − f²/4) / f` and read back bilinearly — the block mean and the bilinear read add a
/// variance of `f²/4` px², which `σ'` takes off, so the shadow keeps its width. For `σ < 4` px
/// (`f = 1`) it is the full-resolution blur, pixel for pixel. This keeps the blur's cost at about
/// 1/16 of the frame's pixels for the usual radii instead of six passes over the whole frame.
final class ShadowMask {
    let reduction: Int
    let lowWidth: Int, lowHeight: Int
    let sigma: Double
    /// `opacity` as a multiplier of a 0…255 mask value: 0…256.
    let darkness: Int
    private let sums: UnsafeMutablePointer<UInt32>

    /// A mask for a `width × height` picture, or `nil` when the shadow is invisible.
    init?(width: Int, height: Int, sigma: Double, opacity: Double) {
        guard opacity > 0, width > 0, height > 0 else { return nil }
        let f = Swift.min(4, Swift.max(1, sigma.isFinite ? Int(sigma / 2) : 1))
        reduction = f
        lowWidth = (width + f - 1) / f
        lowHeight = (height + f - 1) / f
        self.sigma = f == 1 ? sigma : Swift.max(0, sigma * sigma - Double(f * f) / 4).squareRoot() / Double(f)
        darkness = Int((Swift.min(1, opacity) * 256).rounded())
        sums = .allocate(capacity: lowWidth * lowHeight)
        sums.initialize(repeating: 0, count: lowWidth * lowHeight)
    }

    deinit { sums.deallocate() }

    /// Adds one output pixel's coverage (0…255).
    @inline(__always)
    func add(coverage: UInt32, column: Int, row: Int) {
        guard coverage > 0 else { return }
        sums[(row / reduction) * lowWidth + column / reduction] &+= coverage
    }

    /// The blurred mask, ready to be read per output pixel.
    func blurred() throws -> ShadowDarkness {
        let mask = try ImageSurface(width: lowWidth, height: lowHeight, format: .alpha8)
        let area = UInt32(reduction * reduction)
        for row in 0..<lowHeight {
            let maskRow = mask.pixels + row * mask.stride
            for column in 0..<lowWidth {
                maskRow[column] = UInt8(Swift.min(255, (sums[row * lowWidth + column] + area / 2) / area))
            }
        }
        try mask.blur(sigma: sigma)
        return ShadowDarkness(mask: mask, reduction: reduction, darkness: darkness)
    }
}

/// A blurred shadow mask read at output pixels: `amount` is the darkening `mask · darkness`
/// (0…255·256) that `Premultiplied.darken` takes.
struct ShadowDarkness {
    let mask: ImageSurface
    let reduction: Int
    let darkness: Int
    /// Per output column: the two mask columns and the weight (0…256) of the second.
    private let columns: [(first: Int, second: Int, weight: Int)]

    init(mask: ImageSurface, reduction: Int, darkness: Int) {
        self.mask = mask
        self.reduction = reduction
        self.darkness = darkness
        let f = Double(reduction), last = mask.width - 1
        columns = (0..<(mask.width * reduction)).map { column in
            guard reduction > 1 else { return (column, column, 0) }
            let u = Swift.min(Swift.max((Double(column) + 0.5) / f - 0.5, 0), Double(last))
            let first = Int(u)
            return (first, Swift.min(first + 1, last), Int((u - Double(first)) * 256))
        }
    }

    /// One output row's two mask rows and the weight (0…256) of the second.
    struct Row {
        let first: UnsafeMutablePointer<UInt8>, second: UnsafeMutablePointer<UInt8>
        let weight: Int
    }

    func row(_ row: Int) -> Row {
        guard reduction > 1 else {
            let line = mask.pixels + row * mask.stride
            return Row(first: line, second: line, weight: 0)
        }
        let v = Swift.min(Swift.max((Double(row) + 0.5) / Double(reduction) - 0.5, 0), Double(mask.height - 1))
        let first = Int(v), second = Swift.min(first + 1, mask.height - 1)
        return Row(first: mask.pixels + first * mask.stride, second: mask.pixels + second * mask.stride,
                   weight: Int((v - Double(first)) * 256))
    }

    @inline(__always)
    func amount(_ row: Row, column: Int) -> Int {
        let c = columns[column]
        let a = Int(row.first[c.first]), b = Int(row.first[c.second])
        let d = Int(row.second[c.first]), e = Int(row.second[c.second])
        if a == 0 && b == 0 && d == 0 && e == 0 { return 0 }
        let top = a * (256 - c.weight) + b * c.weight, bottom = d * (256 - c.weight) + e * c.weight
        let value = (top * (256 - row.weight) + bottom * row.weight + 32768) >> 16
        return value * darkness
    }
}
