import CImageQuant
#if canImport(Glibc)
import FileFormats
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An RGBA colour of a GIF palette (straight alpha; GIF itself keeps RGB and one transparent index).
struct PaletteColor: Hashable {
    var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    init(_ color: liq_color) {
        red = color.r
        green = color.g
        blue = color.b
        alpha = color.a
    }

    var liq: liq_color { liq_color(r: red, g: green, b: blue, a: alpha) }

    /// The fully transparent colour that marks "keep the pixel shown before".
    static let transparent = PaletteColor(liq_color(r: 0, g: 0, b: 0, a: 0))
}

/// A frame (or a rectangle of one) mapped to a palette by libimagequant.
struct RemappedImage {
    /// One palette index per pixel, rows without padding.
    var indices: [UInt8]
    /// The colours the indices refer to (at most 256).
    var palette: [PaletteColor]
    /// libimagequant's mean square error of the mapping (its 0…255² scale, as pngquant reports
    /// it; for a dithered image the undithered figure).
    var error: Double
}

/// libimagequant, set up once: speed, dithering, one thread.
///
/// libimagequant parallelises with OpenMP and adds floating-point partial sums in the order
/// threads finish, which can change a dithering threshold in the last bit; Flipbook runs it on
/// one thread so the same frames always give the same file.
final class GIFQuantizer {
    private let attributes: OpaquePointer
    private let dithering: Float
    private let settingsSpeed: Int

    init(options: GIFOptions) throws {
        guard let attributes = liq_attr_create() else { throw AnimationError.library("libimagequant", "starting") }
        self.attributes = attributes
        dithering = Float(options.dithering)
        settingsSpeed = options.speed
        // Before the speed: libimagequant decides from the thread count whether speeds 6 and 7
        // keep the dither map, so one thread makes that the same on every machine.
        Self.useOneThread()
        guard liq_set_speed(attributes, Int32(options.speed)) == LIQ_OK else {
            throw AnimationError.library("libimagequant", "setting speed \(options.speed)")
        }
    }

    deinit {
        liq_attr_destroy(attributes)
    }

    /// Builds one palette of at most 256 colours from the colours added to it.
    final class PaletteBuilder {
        fileprivate let histogram: OpaquePointer
        fileprivate init(histogram: OpaquePointer) { self.histogram = histogram }
        deinit { liq_histogram_destroy(histogram) }
    }

    /// A builder for a shared palette; `reserveTransparent` keeps one entry for the transparent
    /// "unchanged" colour.
    func paletteBuilder(reserveTransparent: Bool) throws -> PaletteBuilder {
        guard let histogram = liq_histogram_create(attributes) else { throw AnimationError.library("libimagequant", "creating a histogram") }
        let builder = PaletteBuilder(histogram: histogram)
        if reserveTransparent, liq_histogram_add_fixed_color(histogram, PaletteColor.transparent.liq, 0) != LIQ_OK {
            throw AnimationError.library("libimagequant", "reserving the transparent colour")
        }
        return builder
    }

    /// Adds the colours of `frame` to `builder`.
    func addColors(of frame: RGBAPixels, to builder: PaletteBuilder) throws {
        Self.useOneThread()
        let image = try makeImage(frame)
        defer { liq_image_destroy(image) }
        guard liq_histogram_add_image(builder.histogram, attributes, image) == LIQ_OK else {
            throw AnimationError.library("libimagequant", "collecting colours")
        }
    }

    /// The palette of everything added to `builder`.
    func palette(of builder: PaletteBuilder) throws -> [PaletteColor] {
        Self.useOneThread()
        var result: OpaquePointer?
        guard liq_histogram_quantize(builder.histogram, attributes, &result) == LIQ_OK, let result else {
            throw AnimationError.library("libimagequant", "building the shared palette")
        }
        defer { liq_result_destroy(result) }
        return Self.colors(of: result)
    }

    /// Maps `frame` to a palette.
    ///
    /// - `fixedPalette`: the colours to use, all of them and no others (a shared palette); `nil`
    ///   lets libimagequant choose up to 256 colours for this frame.
    /// - `background`: what the viewer shows under this frame (same size). A pixel for which the
    ///   background is as close as any palette colour becomes the transparent colour, which the
    ///   palette then holds; libimagequant also leaves the dither of such still pixels alone.
    func remap(_ frame: RGBAPixels, fixedPalette: [PaletteColor]?, background: RGBAPixels?) throws -> RemappedImage {
        Self.useOneThread()
        let image = try makeImage(frame)
        defer { liq_image_destroy(image) }
        if let background {
            // The image owns its background from here on and destroys it with itself.
            guard liq_image_set_background(image, try makeImage(background)) == LIQ_OK else {
                throw AnimationError.library("libimagequant", "setting the previous frame as background")
            }
        }
        var fixed = fixedPalette ?? []
        if background != nil, !fixed.contains(.transparent) { fixed.append(.transparent) }
        for color in fixed where liq_image_add_fixed_color(image, color.liq) != LIQ_OK {
            throw AnimationError.library("libimagequant", "adding a palette colour")
        }
        let attributes = fixedPalette == nil ? self.attributes : try limitedAttributes(colors: fixed.count)
        defer { if attributes != self.attributes { liq_attr_destroy(attributes) } }

        var result: OpaquePointer?
        guard liq_image_quantize(image, attributes, &result) == LIQ_OK, let result else {
            throw AnimationError.library("libimagequant", "choosing colours")
        }
        defer { liq_result_destroy(result) }
        guard liq_set_dithering_level(result, dithering) == LIQ_OK else {
            throw AnimationError.library("libimagequant", "setting the dithering level")
        }
        var indices = [UInt8](repeating: 0, count: frame.width * frame.height)
        let status = indices.withUnsafeMutableBytes { buffer in
            liq_write_remapped_image(result, image, buffer.baseAddress!, buffer.count)
        }
        guard status == LIQ_OK else { throw AnimationError.library("libimagequant", "mapping pixels to the palette") }
        // Read after remapping: libimagequant refines unfixed colours while it maps.
        var palette = Self.colors(of: result)
        let error = liq_get_remapping_error(result)
        if let fixedPalette {
            // libimagequant orders its palette its own way; restate the indices in the shared order.
            let order = Dictionary(fixedPalette.enumerated().map { ($1, UInt8($0)) }, uniquingKeysWith: { first, _ in first })
            let lookup = palette.map { order[$0] ?? Self.nearest(to: $0, in: fixedPalette) }
            for i in indices.indices { indices[i] = lookup[Int(indices[i])] }
            palette = fixedPalette
        }
        return RemappedImage(indices: indices, palette: palette, error: error >= 0 ? error : 0)
    }

    /// Settings for mapping to a given palette: exactly `colors` colours, all fixed, so the search
    /// for colours has nothing to do. Speed 5 runs fewer of its trials than 4 and is the fastest
    /// that keeps the dither map (dithering flat areas only, never edges) on one thread.
    private func limitedAttributes(colors: Int) throws -> OpaquePointer {
        Self.useOneThread()
        guard let copy = liq_attr_copy(attributes), liq_set_max_colors(copy, Int32(Swift.max(2, colors))) == LIQ_OK,
              liq_set_speed(copy, Swift.max(5, Int32(settingsSpeed))) == LIQ_OK else {
            throw AnimationError.library("libimagequant", "limiting the palette to \(colors) colours")
        }
        return copy
    }

    /// A libimagequant image over a private copy of `frame`'s pixels, which it frees.
    private func makeImage(_ frame: RGBAPixels) throws -> OpaquePointer {
        guard let pixels = malloc(frame.bytes.count) else { throw AnimationError.library("libimagequant", "allocating a frame") }
        frame.bytes.withUnsafeBytes { pixels.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        guard let image = liq_image_create_rgba(attributes, pixels, Int32(frame.width), Int32(frame.height), 0) else {
            free(pixels)
            throw AnimationError.library("libimagequant", "reading a \(frame.width)×\(frame.height) frame")
        }
        guard liq_image_set_memory_ownership(image, Int32(LIQ_OWN_PIXELS.rawValue)) == LIQ_OK else {
            liq_image_destroy(image)
            free(pixels)
            throw AnimationError.library("libimagequant", "handing over a frame")
        }
        return image
    }

    private static func colors(of result: OpaquePointer) -> [PaletteColor] {
        guard let palette = liq_get_palette(result) else { return [] }
        let count = Int(palette.pointee.count)
        return withUnsafeBytes(of: palette.pointee.entries) { raw in
            (0..<count).map { PaletteColor(raw.load(fromByteOffset: $0 * MemoryLayout<liq_color>.stride, as: liq_color.self)) }
        }
    }

    /// The index of the colour of `palette` nearest to `color` (squared RGBA distance).
    private static func nearest(to color: PaletteColor, in palette: [PaletteColor]) -> UInt8 {
        func distance(_ other: PaletteColor) -> Int {
            let r = Int(color.red) - Int(other.red), g = Int(color.green) - Int(other.green)
            let b = Int(color.blue) - Int(other.blue), a = Int(color.alpha) - Int(other.alpha)
            return r * r + g * g + b * b + a * a
        }
        return UInt8(palette.indices.min { distance(palette[$0]) < distance(palette[$1]) } ?? 0)
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
