/// What a viewer shows after the frames written so far, and how far that is from the source
/// frames: the one part of GIF encoding that goes frame after frame (one pass over each changed
/// rectangle; remapping and compressing run on every core around it).
struct GIFScreen {
    /// Screen size in pixels.
    let width: Int, height: Int
    /// The colour shown at each pixel as a little-endian `R, G, B, A` word; 0 where nothing is.
    private var colors: [UInt32]
    /// Each pixel's squared error (R, G, B) against its source pixel, and their sum.
    private var errors: [UInt32]
    private var errorSum: UInt64 = 0

    /// An empty (transparent) screen of `width × height` pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        colors = [UInt32](repeating: 0, count: width * height)
        errors = [UInt32](repeating: 0, count: width * height)
    }

    /// The mean square error per channel (R, G, B; 0…255²) of the screen against the last source
    /// frame shown.
    var meanSquareError: Double { Double(errorSum) / Double(width * height * 3) }

    /// Draws `indices` (the rows of `box`, into `palette`) on the screen and returns what the file
    /// must store of them.
    ///
    /// - `keeping` (frames drawn over the screen, `Disposal.keep`): `transparent` keeps the pixel
    ///   shown, and so does any index whose colour is already shown there (it becomes
    ///   `transparent` too, which compresses better). The result is the smallest box holding the
    ///   pixels that change, with their indices, or `nil` when none does.
    /// - otherwise (whole frames cleared after showing): `transparent` shows nothing, and the
    ///   result is `box` and `indices` unchanged.
    ///
    /// `source` is the frame the indices were mapped from, for the error.
    mutating func show(_ indices: [UInt8], box: PixelBox, palette: [PaletteColor], transparent: Int?,
                       source: RGBAPixels, keeping: Bool) -> (box: PixelBox, indices: [UInt8])? {
        var indices = indices
        let keep = transparent.map { UInt8($0) }
        let words = (0..<256).map { $0 < palette.count ? palette[$0].word : 0 }
        var left = box.width, right = -1, top = box.height, bottom = -1
        var sum = errorSum
        source.bytes.withUnsafeBytes { pixels in
            words.withUnsafeBufferPointer { words in
                colors.withUnsafeMutableBufferPointer { colors in
                    errors.withUnsafeMutableBufferPointer { errors in
                        indices.withUnsafeMutableBufferPointer { indices in
                            for row in 0..<box.height {
                                var first = -1, last = -1
                                for column in 0..<box.width {
                                    let pixel = (box.y + row) * width + box.x + column
                                    let index = indices[row * box.width + column]
                                    if index == keep {
                                        // Over a kept screen, the remapper's transparent pixels are still:
                                        // the same source, the same colour shown, the same error.
                                        if keeping { continue }
                                        colors[pixel] = 0
                                    } else {
                                        let color = words[Int(index)]
                                        if keeping, let keep, colors[pixel] == color {
                                            indices[row * box.width + column] = keep
                                        } else {
                                            colors[pixel] = color
                                            if first < 0 { first = column }
                                            last = column
                                        }
                                    }
                                    let error = Self.squaredError(colors[pixel], pixels.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self))
                                    sum = sum - UInt64(errors[pixel]) + UInt64(error)
                                    errors[pixel] = error
                                }
                                if first >= 0 {
                                    left = Swift.min(left, first)
                                    right = Swift.max(right, last)
                                    top = Swift.min(top, row)
                                    bottom = row
                                }
                            }
                        }
                    }
                }
            }
        }
        errorSum = sum
        guard keeping else { return (box, indices) }
        guard right >= left else { return nil }
        let used = PixelBox(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        if used.width == box.width && used.height == box.height { return (box, indices) }
        var cropped = [UInt8]()
        cropped.reserveCapacity(used.width * used.height)
        for row in used.y..<used.maxY {
            cropped.append(contentsOf: indices[(row * box.width + used.x)..<(row * box.width + used.maxX)])
        }
        return (PixelBox(x: box.x + used.x, y: box.y + used.y, width: used.width, height: used.height), cropped)
    }

    /// The sum of squared differences of R, G and B between two little-endian RGBA words.
    @inline(__always)
    private static func squaredError(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let r = Int32(a & 0xFF) - Int32(b & 0xFF)
        let g = Int32(a >> 8 & 0xFF) - Int32(b >> 8 & 0xFF)
        let bl = Int32(a >> 16 & 0xFF) - Int32(b >> 16 & 0xFF)
        return UInt32(r * r + g * g + bl * bl)
    }
}
