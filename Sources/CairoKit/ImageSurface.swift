import Problems
import CCairo
import Foundation
import Outputs

extension Problem {
    /// A Cairo status other than success met while doing `context`: Cairo's own words for it, of
    /// kind `outOfMemory` when Cairo ran out of memory and `failure` otherwise (a bug to report).
    @usableFromInline package static func cairo(_ status: cairo_status_t, while context: String) -> Problem {
        let text = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown error"
        return Problem(status == CAIRO_STATUS_NO_MEMORY ? .outOfMemory : .failure, "\(context): \(text)", value: String(status.rawValue))
    }

    /// Something Cairo could not do (a surface or pattern it did not create), found before or
    /// without a status.
    package static func cairo(_ what: String) -> Problem {
        Problem(.failure, Wording(what))
    }
}

/// Throws when `status` is not success.
@inlinable
package func check(_ status: cairo_status_t, _ context: @autoclosure () -> String) throws(Problem) {
    if status != CAIRO_STATUS_SUCCESS { throw Problem.cairo(status, while: context()) }
}

/// An owned Cairo image surface, ARGB32 (premultiplied, native-endian 32-bit pixels) unless
/// created as an `.alpha8` mask. Surfaces decoded from PNG (ImageSurface+PNG.swift) are ARGB32.
/// The surface is destroyed when the value is released.
///
/// Sendable because Flipbook only reads a surface from several threads (a card image used as a
/// source by frames drawn in parallel); a surface being drawn into belongs to one thread.
package final class ImageSurface: Surface, @unchecked Sendable {
    /// The largest side Flipbook accepts, in pixels.
    package static let maximumSide = 16384

    /// How pixels are stored.
    package enum PixelFormat: Sendable {
        /// 4 bytes per pixel, premultiplied alpha, native-endian `0xAARRGGBB`.
        case argb32
        /// 1 byte per pixel, coverage only: cheap masks such as shadows.
        case alpha8

        /// Bytes per pixel.
        package var bytesPerPixel: Int { self == .argb32 ? 4 : 1 }
        var cairo: cairo_format_t { self == .argb32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8 }
    }

    /// The underlying `cairo_surface_t`, valid for the surface's lifetime.
    package let pointer: OpaquePointer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Bytes per row.
    package let stride: Int
    /// How pixels are stored.
    package let format: PixelFormat

    /// A new transparent surface. Throws for sizes outside `1…maximumSide`.
    package init(width: Int, height: Int, format: PixelFormat = .argb32) throws {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw Problem.cairo("image size \(width)×\(height) px is outside 1…\(Self.maximumSide) px per side")
        }
        guard let surface = cairo_image_surface_create(format.cairo, Int32(width), Int32(height)) else {
            throw Problem.cairo("could not create a \(width)×\(height) image")
        }
        try Self.adopt(surface, context: "creating a \(width)×\(height) image")
        pointer = surface
        self.width = width
        self.height = height
        self.format = format
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    /// Takes ownership of a surface that draws into `parent`'s memory, keeping `parent` alive.
    init(view surface: OpaquePointer, of parent: ImageSurface) throws {
        try Self.adopt(surface, context: "creating a view of an image")
        pointer = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        format = parent.format
        self.parent = parent
    }

    /// The surface whose memory a view draws into.
    private var parent: ImageSurface?

    private static func adopt(_ surface: OpaquePointer, context: String) throws {
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            throw Problem.cairo(status, while: context)
        }
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// The pixel bytes (`height × stride`), after flushing pending drawing.
    package var pixels: UnsafeMutablePointer<UInt8> {
        cairo_surface_flush(pointer)
        return cairo_image_surface_get_data(pointer)
    }

    /// Call after writing to `pixels` directly.
    package func markDirty() {
        cairo_surface_mark_dirty(pointer)
    }
}

/// Atomic writes for code written before `Outputs.OutputFile`: forwards to it, so these writes get
/// the same safety (streams, symlinks written through, special files refused, interrupt cleanup).
/// New code calls `OutputFile` directly, which can also refuse to replace the command's inputs.
package enum AtomicFile {
    /// Writes `bytes` to `path` through `OutputFile`; errors are `Problem`s naming the file.
    package static func write(_ bytes: [UInt8], to path: String) throws {
        try OutputFile.write(bytes, to: path)
    }

    /// Writes `text` as UTF-8 to `path` through `OutputFile`.
    package static func write(_ text: String, to path: String) throws {
        try OutputFile.write(text, to: path)
    }
}

extension ImageSurface {
    /// A surface drawing straight into the rectangle `(x, y, width, height)` of this one's
    /// pixels (no copy). Views of disjoint rectangles may be drawn from different threads at
    /// once, which is how strip cells are drawn in parallel. Call `markDirty()` on this surface
    /// when the views are done.
    package func view(x: Int, y: Int, width: Int, height: Int) throws -> ImageSurface {
        guard x >= 0, y >= 0, width > 0, height > 0, x + width <= self.width, y + height <= self.height else {
            throw Problem.cairo("the rectangle \(x),\(y) \(width)×\(height) is outside the \(self.width)×\(self.height) image")
        }
        let origin = pixels + y * stride + x * format.bytesPerPixel
        guard let surface = cairo_image_surface_create_for_data(origin, format.cairo, Int32(width), Int32(height), Int32(stride)) else {
            throw Problem.cairo("could not create a \(width)×\(height) view")
        }
        return try ImageSurface(view: surface, of: self)
    }
}

extension ImageSurface {
    /// An ARGB32 image of this alpha-8 mask filled with one colour: each pixel is the colour at
    /// `alpha × coverage`, premultiplied as Cairo would composite it.
    package func coloured(red: Double, green: Double, blue: Double, alpha: Double) throws -> ImageSurface {
        guard format == .alpha8 else { throw Problem.cairo("only alpha-8 masks can be coloured") }
        let image = try ImageSurface(width: width, height: height)
        let a = Swift.max(0, Swift.min(1, alpha))
        func channel(_ value: Double) -> Int { Int((Swift.max(0, Swift.min(1, value)) * a * 255 * 256).rounded()) }
        let r = channel(red), g = channel(green), b = channel(blue), alphaScale = Int((a * 255 * 256).rounded())
        let source = pixels, destination = image.pixels
        for y in 0..<height {
            let input = source + y * stride
            let output = UnsafeMutableRawPointer(destination + y * image.stride)
            for x in 0..<width {
                let coverage = Int(input[x])
                // Values scaled by 256 · 255: divide by 255 · 256 with rounding.
                func scaled(_ c: Int) -> UInt32 { UInt32((c * coverage + 32640) / 65280) }
                let word = scaled(alphaScale) << 24 | scaled(r) << 16 | scaled(g) << 8 | scaled(b)
                output.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        image.markDirty()
        return image
    }
}
