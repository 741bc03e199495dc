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

    /// A mask for a `width × height` picture, or `nil` when the shadow is invisible. A σ past
    /// `FrameRenderer.largestShadowSigma` (or not a number) is drawn at that width, as card shadows are.
    init?(width: Int, height: Int, sigma: Double, opacity: Double) {
        guard opacity > 0, width > 0, height > 0 else { return nil }
        let sigma = sigma.isNaN ? 0 : Swift.min(Swift.max(0, sigma), FrameRenderer.largestShadowSigma)
        let f = Swift.min(4, Swift.max(1, Int(sigma / 2)))
        reduction = f
        lowWidth = (width + f - 1) / f
        lowHeight = (height + f - 1) / f
        self.sigma = f == 1 ? sigma : Swift.max(0, sigma * sigma - Double(f * f) / 4).squareRoot() / Double(f)
        darkness = Int((Swift.min(1, opacity) * 256).rounded())
        sums = .allocate(capacity: lowWidth * lowHeight)
        sums.initialize(repeating: 0, count: lowWidth * lowHeight)
    }

    deinit { sums.deallocate() }

    /// The sums of output row `row`'s cells, for `add(coverage:column:to:)`.
    @inline(__always)
    func sums(ofRow row: Int) -> UnsafeMutablePointer<UInt32> { sums + (row / reduction) * lowWidth }

    /// Adds one output pixel's coverage (0…255) to its cell in a row from `sums(ofRow:)`.
    @inline(__always)
    func add(coverage: UInt32, column: Int, to cells: UnsafeMutablePointer<UInt32>) {
        guard coverage > 0 else { return }
        switch reduction {
        case 1: cells[column] &+= coverage
        case 2: cells[column >> 1] &+= coverage
        case 4: cells[column >> 2] &+= coverage
        default: cells[column / reduction] &+= coverage
        }
    }

    /// `add(coverage: 255, column:to:)` for every column of `columns`, a cell at a time.
    func addWhole(columns: Range<Int>, to cells: UnsafeMutablePointer<UInt32>) {
        guard !columns.isEmpty else { return }
        let first = columns.lowerBound / reduction, last = (columns.upperBound - 1) / reduction
        for cell in first...last {
            let count = Swift.min(columns.upperBound, (cell + 1) * reduction) - Swift.max(columns.lowerBound, cell * reduction)
            cells[cell] &+= 255 * UInt32(count)
        }
    }

    /// The blurred mask, ready to be read per output pixel.
    func blurred() throws -> ShadowDarkness {
        let mask = try ImageSurface(width: lowWidth, height: lowHeight, format: .alpha8)
        // The mean of each cell of f² pixels, rounded; a shift when f is a power of two.
        let area = UInt32(reduction * reduction), half = area / 2
        let shift = reduction & (reduction - 1) == 0 ? UInt32(2 * reduction.trailingZeroBitCount) : nil
        let pixels = mask.pixels
        for row in 0..<lowHeight {
            let maskRow = pixels + row * mask.stride, sumRow = sums + row * lowWidth
            if let shift {
                for column in 0..<lowWidth { maskRow[column] = UInt8(truncatingIfNeeded: Swift.min(255, (sumRow[column] &+ half) >> shift)) }
            } else {
                for column in 0..<lowWidth { maskRow[column] = UInt8(truncatingIfNeeded: Swift.min(255, (sumRow[column] &+ half) / area)) }
            }
        }
        try mask.blur(sigma: sigma, parallel: true)
        return ShadowDarkness(mask: mask, reduction: reduction, darkness: darkness)
    }
}

/// A blurred shadow mask read at output pixels: `amount` is the darkening `mask · darkness`
/// (0…255·256) that `Premultiplied.darken` takes.
final class ShadowDarkness {
    let mask: ImageSurface
    let reduction: Int
    let darkness: Int
    private let pixels: UnsafeMutablePointer<UInt8>
    /// Per output column: the first of the two mask columns, the second, and the weight (0…256)
    /// of the second, three `Int`s each.
    private let columns: UnsafeMutablePointer<Int>

    init(mask: ImageSurface, reduction: Int, darkness: Int) {
        self.mask = mask
        self.reduction = reduction
        self.darkness = darkness
        pixels = mask.pixels
        let f = Double(reduction), last = mask.width - 1, count = mask.width * reduction
        columns = .allocate(capacity: 3 * count)
        for column in 0..<count {
            var entry = (column, column, 0)
            if reduction > 1 {
                let u = Swift.min(Swift.max((Double(column) + 0.5) / f - 0.5, 0), Double(last))
                let first = Int(u)
                entry = (first, Swift.min(first + 1, last), Int((u - Double(first)) * 256))
            }
            columns[3 * column] = entry.0
            columns[3 * column + 1] = entry.1
            columns[3 * column + 2] = entry.2
        }
    }

    deinit { columns.deallocate() }

    /// One output row of the mask: its two mask rows and the weight (0…256) of the second. Valid
    /// while the `ShadowDarkness` lives.
    struct Row {
        let first: UnsafeMutablePointer<UInt8>, second: UnsafeMutablePointer<UInt8>
        let weight: Int, darkness: Int
        let columns: UnsafeMutablePointer<Int>
        /// Mask columns `first..<end` of either mask row may be nonzero.
        let extent: (first: Int, end: Int)
        let reduction: Int

        /// The output columns of `range` where the shadow may darken: a subrange, outside which
        /// `amount` is 0.
        func columns(within range: Range<Int>) -> Range<Int> {
            guard extent.first < extent.end else { return range.lowerBound..<range.lowerBound }
            // A mask column u feeds output columns within one reduction step either side.
            let low = Swift.max(range.lowerBound, (extent.first - 1) * reduction)
            let high = Swift.min(range.upperBound, (extent.end + 1) * reduction)
            return low < high ? low..<high : range.lowerBound..<range.lowerBound
        }

        /// The darkening at output column `column`.
        @inline(__always)
        func amount(column: Int) -> Int {
            let entry = columns + 3 * column
            let u0 = entry[0], u1 = entry[1], w = entry[2]
            let a = Int(first[u0]), b = Int(first[u1]), d = Int(second[u0]), e = Int(second[u1])
            if a | b | d | e == 0 { return 0 }
            let top = a * (256 - w) + b * w, bottom = d * (256 - w) + e * w
            let value = (top * (256 - weight) + bottom * weight + 32768) >> 16
            return value * darkness
        }
    }

    /// Per mask row: the first and one past the last nonzero mask column (0, 0 when none).
    private lazy var extents: [(first: Int, end: Int)] = (0..<mask.height).map { row in
        let line = pixels + row * mask.stride
        var first = 0, end = mask.width
        while first < end && line[first] == 0 { first += 1 }
        while end > first && line[end - 1] == 0 { end -= 1 }
        return first < end ? (first, end) : (0, 0)
    }

    /// Works out what `row(_:)` computes lazily, so rows may then be read from several threads.
    func prepare() { _ = extents }

    func row(_ row: Int) -> Row {
        guard reduction > 1 else {
            let line = pixels + row * mask.stride
            return Row(first: line, second: line, weight: 0, darkness: darkness, columns: columns,
                       extent: extents[row], reduction: 1)
        }
        let v = Swift.min(Swift.max((Double(row) + 0.5) / Double(reduction) - 0.5, 0), Double(mask.height - 1))
        let first = Int(v), second = Swift.min(first + 1, mask.height - 1)
        let a = extents[first], b = extents[second]
        let extent = a.first < a.end ? (b.first < b.end ? (Swift.min(a.first, b.first), Swift.max(a.end, b.end)) : a) : b
        return Row(first: pixels + first * mask.stride, second: pixels + second * mask.stride,
                   weight: Int((v - Double(first)) * 256), darkness: darkness, columns: columns,
                   extent: extent, reduction: reduction)
    }
}
