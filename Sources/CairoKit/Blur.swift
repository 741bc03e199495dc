import CCairo
import ImageCodecs

extension ImageSurface {
    /// The three box widths that approximate a Gaussian of standard deviation `sigma` pixels,
    /// as SVG's `feGaussianBlur` specifies: `d = ⌊σ · 3√(2π)/4 + 0.5⌋`; for odd `d` three
    /// centred boxes of `d`, for even `d` two boxes of `d` shifted half a pixel left then right
    /// and one centred box of `d + 1`. Each box is `(left, right)` pixels around the output pixel.
    /// Empty when the blur is too small to change anything. A box wider than twice the largest
    /// surface (`maximumSide`) spreads every pixel over all the others as an infinite one would,
    /// so `d` stops there (and a huge σ never overflows).
    package static func boxes(sigma: Double) -> [(left: Int, right: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int(Swift.min(sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5, Double(2 * maximumSide + 1)).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 {
            let half = (d - 1) / 2
            return [(half, half), (half, half), (half, half)]
        }
        let half = d / 2
        return [(half, half - 1), (half - 1, half), (half, half)]
    }

    /// Blurs the surface in place with a Gaussian of standard deviation `sigma` pixels,
    /// approximated by three separable box blurs (exact integer arithmetic, so deterministic).
    /// Pixels outside the surface count as transparent: leave a margin of about `3σ` around
    /// content that must not be clipped. `parallel` blurs bands of a large image on the
    /// machine's cores (same result); leave it off where frames are already drawn side by side.
    package func blur(sigma: Double, parallel: Bool = false) throws {
        let boxes = Self.boxes(sigma: sigma)
        guard !boxes.isEmpty else { return }
        let channels = format.bytesPerPixel
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { scratch.deallocate() }
        // Three horizontal passes ping-pong between the image and the scratch buffer, then three
        // vertical ones end in the image. Rows are independent in the first three and columns in
        // the last three, so large images are cut into bands of rows, then of columns, blurred
        // on the machine's cores at once (the same integer arithmetic either way).
        let bands = parallel && width * height * channels >= 1 << 14 ? 4 : 1
        let rowBands = Self.cut(height, into: bands), columnBands = Self.cut(width, into: bands)
        let shared = BlurBuffers(image: pixels, scratch: scratch)
        Self.perform(rowBands.count) { band in
            var source = shared.image, destination = shared.scratch
            for box in boxes {
                Self.horizontalBox(from: source, to: destination, rows: rowBands[band], width: width, stride: stride,
                                   channels: channels, left: box.left, right: box.right)
                swap(&source, &destination)
            }
        }
        Self.perform(columnBands.count) { band in
            let columns = columnBands[band]
            let sums = UnsafeMutablePointer<Int32>.allocate(capacity: columns.count * channels)
            defer { sums.deallocate() }
            // After three passes the rows are in the scratch buffer.
            var source = boxes.count % 2 == 1 ? shared.scratch : shared.image
            var destination = source == shared.image ? shared.scratch : shared.image
            for box in boxes {
                Self.verticalBox(from: source, to: destination, columns: columns, height: height, stride: stride,
                                 channels: channels, left: box.left, right: box.right, sums: sums)
                swap(&source, &destination)
            }
        }
        // 2 × 3 passes end where they started: in the image.
        markDirty()
    }

    /// `0..<count` cut into at most `bands` nearly equal ranges.
    private static func cut(_ count: Int, into bands: Int) -> [Range<Int>] {
        let bands = Swift.max(1, Swift.min(bands, count))
        return (0..<bands).map { count * $0 / bands..<count * ($0 + 1) / bands }
    }

    /// Runs `body(0..<count)`, at once on the machine's cores when `count > 1` (`WorkerPool`,
    /// whose helpers wake within a fraction of a millisecond where Dispatch's took milliseconds).
    private static func perform(_ count: Int, _ body: (Int) -> Void) {
        if count == 1 { return body(0) }
        WorkerPool.shared.run(count, workers: count, body)
    }

    /// Fixed-point reciprocal so a box mean is a multiply and a shift: `(sum · inv + 2²³) >> 24`.
    @inline(__always)
    private static func reciprocal(_ size: Int) -> Int { ((1 << 24) + size / 2) / size }

    /// One horizontal box pass over `rows`: each output sample is the rounded mean of the box
    /// `left…right` around it (samples outside the row count as 0). The running sum is split into
    /// the stretch where the box's left end is still outside the row, the middle, and the stretch
    /// where its right end has left it, so the inner loops carry no bounds tests.
    private static func horizontalBox(from source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>,
                                      rows: Range<Int>, width: Int, stride: Int, channels: Int, left: Int, right: Int) {
        let inverse = reciprocal(left + right + 1)
        // x in 0..<addEnd adds sample x + right + 1; x in removeStart..<width removes x − left.
        let addEnd = Swift.max(0, width - right - 1), removeStart = Swift.min(width, left)
        for y in rows {
            for channel in 0..<channels {
                let input = source + y * stride + channel, output = destination + y * stride + channel
                @inline(__always) func sample(_ x: Int) -> Int { Int(input[x &* channels]) }
                @inline(__always) func emit(_ x: Int, _ sum: Int) {
                    output[x &* channels] = UInt8(truncatingIfNeeded: Swift.min(255, (sum &* inverse &+ (1 << 23)) >> 24))
                }
                var sum = 0
                for x in 0..<Swift.min(right + 1, width) { sum &+= sample(x) }
                var x = 0
                while x < width {
                    // The next stretch in which neither test changes.
                    let end = [addEnd, removeStart, width].filter { $0 > x }.min() ?? width
                    let adds = x < addEnd, removes = x >= removeStart
                    if adds && removes {
                        for i in x..<end { emit(i, sum); sum &+= sample(i &+ right &+ 1) &- sample(i &- left) }
                    } else if adds {
                        for i in x..<end { emit(i, sum); sum &+= sample(i &+ right &+ 1) }
                    } else if removes {
                        for i in x..<end { emit(i, sum); sum &-= sample(i &- left) }
                    } else {
                        for i in x..<end { emit(i, sum) }
                    }
                    x = end
                }
            }
        }
    }

    /// One vertical box pass over the byte columns of `columns`, a row at a time: `sums` holds
    /// each column's running box sum (32-bit: at most 255 × box height), updated by the row
    /// entering and the row leaving in one loop the compiler vectorises.
    private static func verticalBox(from source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>,
                                    columns: Range<Int>, height: Int, stride: Int, channels: Int, left: Int, right: Int,
                                    sums: UnsafeMutablePointer<Int32>) {
        let inverse = reciprocal(left + right + 1)
        let first = columns.lowerBound * channels, rowBytes = columns.count * channels
        sums.initialize(repeating: 0, count: rowBytes)
        var row = 0
        while row <= right && row < height {
            let input = source + row * stride + first
            for k in 0..<rowBytes { sums[k] &+= Int32(input[k]) }
            row += 1
        }
        for y in 0..<height {
            let output = destination + y * stride + first
            for k in 0..<rowBytes {
                output[k] = UInt8(truncatingIfNeeded: Swift.min(255, (Int(sums[k]) &* inverse &+ (1 << 23)) >> 24))
            }
            let added = y + right + 1, removed = y - left
            if added < height && removed >= 0 {
                let entering = source + added * stride + first, leaving = source + removed * stride + first
                for k in 0..<rowBytes { sums[k] = sums[k] &+ Int32(entering[k]) &- Int32(leaving[k]) }
            } else if added < height {
                let entering = source + added * stride + first
                for k in 0..<rowBytes { sums[k] &+= Int32(entering[k]) }
            } else if removed >= 0 {
                let leaving = source + removed * stride + first
                for k in 0..<rowBytes { sums[k] &-= Int32(leaving[k]) }
            }
        }
    }
}

/// The two buffers of a blur, shared by the threads blurring bands of them (each writes only its
/// own rows, then its own columns).
private struct BlurBuffers: @unchecked Sendable {
    let image: UnsafeMutablePointer<UInt8>
    let scratch: UnsafeMutablePointer<UInt8>
}

