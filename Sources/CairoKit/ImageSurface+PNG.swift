import FileFormats
import Problems
import Foundation
import ImageCodecs

extension ImageSurface {
    /// The surface's straight (un-premultiplied) pixels, converted exactly as
    /// `Premultiplication.unpremultiply` states. Alpha-8 masks are read as black with that alpha.
    package func straightPixels() throws -> RGBAPixels {
        if format == .argb32 {
            return RGBAPixels(premultipliedARGB32: pixels, width: width, height: height, stride: stride)
        }
        let source = pixels
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width { bytes[(y * width + x) * 4 + 3] = source[y * stride + x] }
        }
        return try RGBAPixels(width: width, height: height, bytes: bytes)
    }

    /// Encodes as PNG with ImageCodecs' encoder: RGB when every pixel is opaque, RGBA otherwise,
    /// Paeth rows (Up for repeated rows), libdeflate at `level`, bands of rows on up to
    /// `concurrency` threads. ARGB32 surfaces are converted to straight pixels row by row as they
    /// are filtered (`PNGEncoder.encode(premultipliedARGB32:…)`). Deterministic: the same pixels
    /// and level give the same bytes, whatever `concurrency`.
    package func pngData(level: PNGLevel = .default, concurrency: Int = 1) throws -> [UInt8] {
        do {
            if format == .argb32 {
                return try PNGEncoder.encode(premultipliedARGB32: pixels, width: width, height: height, stride: stride, level: level,
                                             concurrency: concurrency)
            }
            return try PNGEncoder.encode(straightPixels(), level: level, concurrency: concurrency)
        } catch let problem as Problem {
            throw problem.within("encoding a \(width)×\(height) PNG")
        }
    }

    /// Writes a PNG file atomically (temporary file, then rename), encoded on up to `concurrency` threads.
    package func writePNG(to path: String, level: PNGLevel = .default, concurrency: Int = 1) throws {
        try AtomicFile.write(pngData(level: level, concurrency: concurrency), to: path)
    }

    /// A surface holding `pixels`, premultiplied with Cairo's PNG reader's rounding.
    package convenience init(straightPixels pixels: RGBAPixels) throws {
        try self.init(width: pixels.width, height: pixels.height)
        pixels.writePremultipliedARGB32(to: UnsafeMutableRawPointer(self.pixels), stride: stride)
        markDirty()
    }

    /// Decodes PNG bytes (libspng), refusing before decoding an image over `limits`.
    /// Problems say what is wrong with the bytes ("not a PNG (starts with `<svg`)", "PNG damaged: …")
    /// and their `kind`; the caller names the bytes and the fix. The pixels are decoded into the
    /// surface's own memory and premultiplied there: one copy of the image, never two.
    package convenience init(pngData: [UInt8], limits: PNGLimits = .standard) throws {
        let header = try PNGDecoder.header(of: pngData)
        try limits.check(header)
        try self.init(width: header.width, height: header.height)
        try PNGDecoder.decodePremultipliedARGB32(pngData, limits: limits) { _ in (UnsafeMutableRawPointer(self.pixels), self.stride) }
        markDirty()
    }

    /// Decodes a PNG file under `limits`. Problems are the codec's (see `init(pngData:limits:)`),
    /// with the path as their `value`.
    package convenience init(contentsOfPNG path: String, limits: PNGLimits = .standard) throws {
        do {
            try self.init(pngData: PNGFile.read(path), limits: limits)
        } catch let problem as Problem {
            var read = problem
            read.value = path
            throw read
        }
    }
}
