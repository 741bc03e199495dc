import CCairo

extension ImageSurface {
    /// The three box widths that approximate a Gaussian of standard deviation `sigma` pixels,
    /// as SVG's `feGaussianBlur` specifies: `d = ⌊σ · 3√(2π)/4 + 0.5⌋`; for odd `d` three
    /// centred boxes of `d`, for even `d` two boxes of `d` shifted half a pixel left then right
    /// and one centred box of `d + 1`. Each box is `(left, right)` pixels around the output pixel.
    /// Empty when the blur is too small to change anything.
    public static func boxes(sigma: Double) -> [(left: Int, right: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
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
    /// content that must not be clipped.
    public func blur(sigma: Double) throws {
        let boxes = Self.boxes(sigma: sigma)
        guard !boxes.isEmpty else { return }
        let channels = format.bytesPerPixel
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
        defer { scratch.deallocate() }
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width * channels)
        defer { sums.deallocate() }
        let image = pixels
        // Six passes ping-pong between the image and the scratch buffer and end in the image.
        var source = image, destination = scratch
        for box in boxes {
            Self.horizontalBox(from: source, to: destination, width: width, height: height, stride: stride,
                               channels: channels, left: box.left, right: box.right)
            swap(&source, &destination)
        }
        for box in boxes {
            Self.verticalBox(from: source, to: destination, width: width, height: height, stride: stride,
                             channels: channels, left: box.left, right: box.right, sums: sums)
            swap(&source, &destination)
        }
        if source != image {
            image.update(from: source, count: stride * height)
        }
        markDirty()
    }

    /// Fixed-point reciprocal so a box mean is a multiply and a shift: `(sum · inv + 2²³) >> 24`.
    @inline(__always)
    private static func reciprocal(_ size: Int) -> Int { ((1 << 24) + size / 2) / size }

    private static func horizontalBox(from source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>,
                                      width: Int, height: Int, stride: Int, channels: Int, left: Int, right: Int) {
        let inverse = reciprocal(left + right + 1)
        for y in 0..<height {
            let input = source + y * stride, output = destination + y * stride
            for channel in 0..<channels {
                var sum = 0
                var i = 0
                while i <= right && i < width {
                    sum += Int(input[i * channels + channel])
                    i += 1
                }
                for x in 0..<width {
                    output[x * channels + channel] = UInt8(truncatingIfNeeded: Swift.min(255, (sum * inverse + (1 << 23)) >> 24))
                    let added = x + right + 1
                    if added < width { sum += Int(input[added * channels + channel]) }
                    let removed = x - left
                    if removed >= 0 { sum -= Int(input[removed * channels + channel]) }
                }
            }
        }
    }

    private static func verticalBox(from source: UnsafeMutablePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>,
                                    width: Int, height: Int, stride: Int, channels: Int, left: Int, right: Int,
                                    sums: UnsafeMutablePointer<Int>) {
        let inverse = reciprocal(left + right + 1)
        let rowBytes = width * channels
        sums.initialize(repeating: 0, count: rowBytes)
        var row = 0
        while row <= right && row < height {
            let input = source + row * stride
            for k in 0..<rowBytes { sums[k] += Int(input[k]) }
            row += 1
        }
        for y in 0..<height {
            let output = destination + y * stride
            for k in 0..<rowBytes {
                output[k] = UInt8(truncatingIfNeeded: Swift.min(255, (sums[k] * inverse + (1 << 23)) >> 24))
            }
            let added = y + right + 1
            if added < height {
                let input = source + added * stride
                for k in 0..<rowBytes { sums[k] += Int(input[k]) }
            }
            let removed = y - left
            if removed >= 0 {
                let input = source + removed * stride
                for k in 0..<rowBytes { sums[k] -= Int(input[k]) }
            }
        }
    }
}
