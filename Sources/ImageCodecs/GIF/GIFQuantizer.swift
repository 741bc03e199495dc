import CImageQuant
import FileFormats
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// An RGBA colour of a GIF palette (straight alpha; GIF itself keeps RGB and one transparent index).
struct PaletteColor: Hashable, Sendable {
    var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: liq_color) {
        self.init(red: color.r, green: color.g, blue: color.b, alpha: color.a)
    }

    /// The colour as a little-endian `R, G, B, A` word, as `RGBAPixels` stores a pixel.
    var word: UInt32 { UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24 }

    var liq: liq_color { liq_color(r: red, g: green, b: blue, a: alpha) }

    /// The fully transparent colour that marks "keep the pixel shown before".
    static let transparent = PaletteColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// Chooses palettes with libimagequant (the quantizer behind pngquant and gifski): colour counts
/// in, at most 256 colours out.
///
/// libimagequant earns its place in choosing colours: on the 60-frame 1280×720 swipe
/// (`flipbook-bench animation`) it turns the 5 445 colours counted into a palette in 11–20 ms,
/// and the file reaches 69.1 dB PSNR where ffmpeg's `palettegen`/`paletteuse` reaches 67.5 dB.
/// Mapping pixels to the palette is `GIFRemapper`'s: libimagequant's per-frame histogram,
/// quantization and remapping took 72 % of the instructions of a GIF export (callgrind), on
/// one thread.
///
/// libimagequant parallelises with OpenMP and adds floating-point partial sums in the order
/// threads finish, which can change a result in the last bit; Flipbook runs it on one thread so
/// the same frames always give the same file.
struct GIFQuantizer: Sendable {
    /// libimagequant's speed, 1 (slowest, best) … 10 (fastest).
    let speed: Int

    init(options: GIFOptions) {
        speed = options.speed
    }

    /// The palette of `counts`: at most 256 colours, one of them `PaletteColor.transparent` when
    /// `reserveTransparent`. Counts with no colour give black (and the transparent colour).
    func palette(of counts: GIFColorCounts, reserveTransparent: Bool) throws -> [PaletteColor] {
        let entries = counts.sortedEntries()
        if entries.isEmpty {
            return reserveTransparent ? [.transparent, PaletteColor(red: 0, green: 0, blue: 0, alpha: 255)]
                : [PaletteColor(red: 0, green: 0, blue: 0, alpha: 255)]
        }
        Self.useOneThread()
        // Each call has its own attributes: frames with their own palettes are quantized on several threads.
        guard let attributes = liq_attr_create() else { throw Problem.library("libimagequant", "starting") }
        defer { liq_attr_destroy(attributes) }
        guard liq_set_speed(attributes, Int32(speed)) == LIQ_OK else {
            throw Problem.library("libimagequant", "setting speed \(speed)")
        }
        guard let histogram = liq_histogram_create(attributes) else { throw Problem.library("libimagequant", "creating a histogram") }
        defer { liq_histogram_destroy(histogram) }
        if reserveTransparent, liq_histogram_add_fixed_color(histogram, PaletteColor.transparent.liq, 0) != LIQ_OK {
            throw Problem.library("libimagequant", "reserving the transparent colour")
        }
        let histogramEntries = entries.map { entry in
            liq_histogram_entry(color: liq_color(r: UInt8(truncatingIfNeeded: entry.word), g: UInt8(truncatingIfNeeded: entry.word >> 8),
                                                 b: UInt8(truncatingIfNeeded: entry.word >> 16), a: 255),
                                count: entry.count)
        }
        guard liq_histogram_add_colors(histogram, attributes, histogramEntries, Int32(histogramEntries.count), 0) == LIQ_OK else {
            throw Problem.library("libimagequant", "collecting colours")
        }
        var result: OpaquePointer?
        guard liq_histogram_quantize(histogram, attributes, &result) == LIQ_OK, let result else {
            throw Problem.library("libimagequant", "choosing colours")
        }
        defer { liq_result_destroy(result) }
        guard let palette = liq_get_palette(result) else { throw Problem.library("libimagequant", "reading the palette") }
        let count = Int(palette.pointee.count)
        return withUnsafeBytes(of: palette.pointee.entries) { raw in
            (0..<count).map { PaletteColor(raw.load(fromByteOffset: $0 * MemoryLayout<liq_color>.stride, as: liq_color.self)) }
        }
    }

    /// Sets OpenMP's thread count for the calling thread to one. libgomp is already loaded
    /// (libimagequant links it), so its function is looked up rather than linked.
    private static func useOneThread() {
        typealias SetThreads = @convention(c) (Int32) -> Void
        guard let symbol = setThreadsSymbol else { return }
        unsafeBitCast(symbol, to: SetThreads.self)(1)
    }

    private nonisolated(unsafe) static let setThreadsSymbol = dlsym(dlopen(nil, RTLD_NOW), "omp_set_num_threads")
}
