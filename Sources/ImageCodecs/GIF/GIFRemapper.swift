/// Maps pixels to a palette: each to its nearest colour (squared RGB distance, the lowest index
/// on a tie), with Floyd–Steinberg error diffusion at a given strength.
///
/// The rules, which make the result a function of the source frames alone (so frames are
/// remapped on every core at once and the file is the same on any number of them):
/// - A pixel whose colour is in the palette is written as that colour, and the error diffused
///   into it is dropped: flat areas and the edges of shapes stay clean, and dithering only
///   happens where a colour is missing (shadow ramps, anti-aliasing). libimagequant's dither map
///   serves the same end (dither flat areas, never edges) at several times the cost.
/// - A still pixel (equal to the same pixel of the previous frame) becomes the transparent index,
///   so the screen keeps what it shows there and the dither of still areas never crawls; it
///   passes no error on.
/// - A pixel with alpha 0 (after `GIFEncoder.binaryAlpha`) becomes the transparent index.
///
/// Nearest colours are searched eight palette entries at a time and remembered in a small cache
/// keyed by the exact colour, so a frame's many repeats of few colours cost a probe each.
/// Hand-written rather than libimagequant's remapping, which took about 900 million
/// instructions a 1280×720 frame (callgrind), and one frame after another.
struct GIFRemapper: Sendable {
    /// The palette; at most 256 colours.
    let palette: [PaletteColor]
    /// The index of `PaletteColor.transparent` in `palette`, if there.
    let transparentIndex: Int?
    /// Error diffusion strength in sixteenths (0…16).
    private let strength: Int32
    /// Palette channels, eight entries per SIMD word, padded (and the transparent entry moved)
    /// out of reach so that only opaque colours are ever nearest.
    private let reds: [SIMD8<Int32>], greens: [SIMD8<Int32>], blues: [SIMD8<Int32>]

    /// A remapper to `palette` with dithering strength `dithering` (0…1).
    init(palette: [PaletteColor], dithering: Double) {
        precondition(!palette.isEmpty && palette.count <= 256, "a GIF palette has 1 to 256 colours")
        self.palette = palette
        transparentIndex = palette.firstIndex(of: .transparent)
        strength = Int32((Swift.max(0, Swift.min(1, dithering)) * 16).rounded())
        // Farther than any colour, yet `distance << 8` still fits an Int32.
        let far: Int32 = 1000
        var r = [Int32](repeating: far, count: (palette.count + 7) / 8 * 8), g = r, b = r
        for (index, color) in palette.enumerated() where color.alpha != 0 {
            r[index] = Int32(color.red)
            g[index] = Int32(color.green)
            b[index] = Int32(color.blue)
        }
        func lanes(_ values: [Int32]) -> [SIMD8<Int32>] {
            stride(from: 0, to: values.count, by: 8).map { SIMD8<Int32>(values[$0..<$0 + 8]) }
        }
        reds = lanes(r)
        greens = lanes(g)
        blues = lanes(b)
    }

    /// The indices of `box` in `frame`, row by row. With `previous`, pixels equal to it are still.
    func remap(_ frame: RGBAPixels, box: PixelBox, previous: RGBAPixels? = nil) -> [UInt8] {
        precondition(previous == nil || transparentIndex != nil, "still pixels need the transparent index")
        let width = box.width
        let keep = UInt8(truncatingIfNeeded: transparentIndex ?? 0)
        var cache = NearestCache()
        // Errors carried to this row and the next, per channel, in 1/256 of a level; one spare
        // entry on each side so the first and last pixels need no test.
        var errors = [Int32](repeating: 0, count: 2 * 3 * (width + 2))
        return [UInt8](unsafeUninitializedCapacity: width * box.height) { output, count in
            frame.bytes.withUnsafeBytes { pixels in
                (previous?.bytes).withUnsafeOptionalBytes { before in
                    errors.withUnsafeMutableBufferPointer { errors in
                        var current = errors.baseAddress! + 3, next = current + 3 * (width + 2)
                        for row in 0..<box.height {
                            let start = ((box.y + row) * frame.width + box.x) * 4
                            let out = output.baseAddress! + row * width
                            for column in 0..<width {
                                let offset = start + column * 4
                                let word = pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                                let e = current + 3 * column
                                if word >> 24 == 0 || before?.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == word {
                                    out[column] = keep
                                    continue
                                }
                                let red = Int32(word & 0xFF), green = Int32(word >> 8 & 0xFF), blue = Int32(word >> 16 & 0xFF)
                                let exact = nearest(red, green, blue, cache: &cache)
                                if strength == 0 || colorWord(exact) == word {
                                    out[column] = exact
                                    continue
                                }
                                let r = clamp(red + (e[0] + 128) >> 8), g = clamp(green + (e[1] + 128) >> 8), b = clamp(blue + (e[2] + 128) >> 8)
                                let index = nearest(r, g, b, cache: &cache)
                                out[column] = index
                                let chosen = palette[Int(index)]
                                diffuse((r - Int32(chosen.red)) * strength, channel: 0, at: e, next: next + 3 * column)
                                diffuse((g - Int32(chosen.green)) * strength, channel: 1, at: e, next: next + 3 * column)
                                diffuse((b - Int32(chosen.blue)) * strength, channel: 2, at: e, next: next + 3 * column)
                            }
                            // The next row becomes this one; the old one is cleared to collect the row after.
                            swap(&current, &next)
                            (next - 3).update(repeating: 0, count: 3 * (width + 2))
                        }
                    }
                }
            }
            count = width * box.height
        }
    }

    /// Spreads `error` (in sixteenths of a level) of one channel: 7/16 right, 3/16 below left,
    /// 5/16 below, 1/16 below right; the sums are in 1/256 of a level.
    @inline(__always)
    private func diffuse(_ error: Int32, channel: Int, at pixel: UnsafeMutablePointer<Int32>, next below: UnsafeMutablePointer<Int32>) {
        pixel[3 + channel] &+= error &* 7
        below[-3 + channel] &+= error &* 3
        below[channel] &+= error &* 5
        below[3 + channel] &+= error
    }

    @inline(__always)
    private func clamp(_ value: Int32) -> Int32 { Swift.max(0, Swift.min(255, value)) }

    @inline(__always)
    private func colorWord(_ index: UInt8) -> UInt32 { palette[Int(index)].word }

    /// The index of the opaque palette colour nearest to `(r, g, b)`, through `cache`.
    @inline(__always)
    func nearest(_ r: Int32, _ g: Int32, _ b: Int32, cache: inout NearestCache) -> UInt8 {
        let key = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
        if let index = cache.index(for: key) { return index }
        let index = search(r, g, b)
        cache.store(index, for: key)
        return index
    }

    /// The exhaustive search: the smallest `distance << 8 | index` over the palette, so equal
    /// distances go to the lowest index.
    private func search(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let red = SIMD8<Int32>(repeating: r), green = SIMD8<Int32>(repeating: g), blue = SIMD8<Int32>(repeating: b)
        var best = SIMD8<Int32>(repeating: .max)
        var lane = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
        for group in reds.indices {
            let dr = reds[group] &- red, dg = greens[group] &- green, db = blues[group] &- blue
            let key = (dr &* dr &+ dg &* dg &+ db &* db) &<< 8 | lane
            best.replace(with: key, where: key .< best)
            lane &+= 8
        }
        return UInt8(truncatingIfNeeded: best.min())
    }
}

/// A direct-mapped cache from an exact colour (`R | G << 8 | B << 16`) to its nearest index.
struct NearestCache {
    private static let bits = 14
    /// `1 << 32 | colour << 8 | index`; 0 is empty.
    private var slots = [UInt64](repeating: 0, count: 1 << NearestCache.bits)

    @inline(__always)
    private static func slot(_ key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> UInt32(32 - bits)) }

    @inline(__always)
    func index(for key: UInt32) -> UInt8? {
        let entry = slots.withUnsafeBufferPointer { $0[Self.slot(key)] }
        return entry >> 8 == UInt64(key) | 1 << 24 ? UInt8(truncatingIfNeeded: entry) : nil
    }

    @inline(__always)
    mutating func store(_ index: UInt8, for key: UInt32) {
        let slot = Self.slot(key)
        slots.withUnsafeMutableBufferPointer { $0[slot] = (UInt64(key) | 1 << 24) << 8 | UInt64(index) }
    }
}
