import FileFormats
import Problems

/// Encodes straight RGBA pixels as a PNG file: 8-bit RGB when every pixel is opaque (as Cairo's
/// writer does; a quarter fewer bytes to filter and compress), 8-bit RGBA otherwise; rows
/// Paeth-filtered, or Up where a row repeats the one above (`PNGFilter`); one zlib stream from
/// libdeflate (`Deflate`) at the level's effort; chunks `IHDR`, `IDAT`, `IEND` and nothing else,
/// so the same pixels and level always give the same bytes.
///
/// Large images are filtered and compressed in bands of rows (`bands(height:rowBytes:)`), on up
/// to `concurrency` threads, and the bands' DEFLATE streams joined into one
/// (`Deflate.zlib(bands:level:workers:)`). The bands depend on the image's size alone, so the
/// bytes are the same on any number of threads.
///
/// Decoding the file gives back exactly `pixels` (for RGB files, with alpha 255).
public enum PNGEncoder {
    /// The filtered bytes one band holds at least (except the last): 512 KiB, so a 1280×720 RGB
    /// frame is 5 bands that two cores share evenly, at 0.1–0.3 % more bytes than one stream.
    static let bandBytes = 512 << 10

    /// The rows of each band of an image of `height` rows of `rowBytes` filtered bytes.
    static func bands(height: Int, rowBytes: Int) -> [Range<Int>] {
        let rows = Swift.max(1, (bandBytes + rowBytes - 1) / rowBytes)
        return Swift.stride(from: 0, to: height, by: rows).map { $0..<Swift.min(height, $0 + rows) }
    }

    /// The PNG file of `pixels` at `level`, compressed on up to `concurrency` threads.
    public static func encode(_ pixels: RGBAPixels, level: PNGLevel = .default, concurrency: Int = 1) throws(Problem) -> [UInt8] {
        let channels = pixels.isOpaque ? 3 : 4
        let filtered = PNGFilter.paeth(pixels, channels: channels)
        return try filtered.withUnsafeBytes { filtered in
            Result { () throws(Problem) in
                try file(filtered, width: pixels.width, height: pixels.height, channels: channels, level: level, workers: concurrency)
            }
        }.typedGet()
    }

    /// The PNG file of a premultiplied image in Cairo's ARGB32 layout (rows `stride` bytes
    /// apart): the same bytes as `encode(RGBAPixels(premultipliedARGB32:…), level:)`, converted
    /// and filtered band by band (`PNGFilter.paeth(premultipliedARGB32:…)`) on up to
    /// `concurrency` threads instead of through a whole straight copy. Frames are tried as RGB
    /// first; the first pixel that is not opaque starts the filtering again as RGBA. `width` and
    /// `height` must be positive.
    public static func encode(premultipliedARGB32 source: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                              level: PNGLevel = .default, concurrency: Int = 1) throws(Problem) -> [UInt8] {
        precondition(width > 0 && height > 0, "an image has pixels")
        for channels in [3, 4] {
            let rowBytes = 1 + width * channels
            let bands = bands(height: height, rowBytes: rowBytes)
            // Each band is filtered into memory of its own and compressed on one thread, with no
            // wait for the other bands in between, then its memory goes back: the filtered rows of
            // the whole image are never held at once (a 16384² frame's would be another 1 GB). The
            // first band with a pixel that is not opaque stops the RGB try.
            let zlib = try run { try Deflate.zlib(bandCount: bands.count, level: level.deflateLevel, workers: concurrency) { index, compress in
                let count = bands[index].count * rowBytes
                let buffer = ScratchBuffers.shared.take(count)
                defer { ScratchBuffers.shared.giveBack(buffer) }
                let start = buffer.pointer.assumingMemoryBound(to: UInt8.self)
                guard PNGFilter.paeth(premultipliedARGB32: source, width: width, stride: stride, rows: bands[index], channels: channels,
                                      into: start) else { return false }
                try compress(UnsafeRawBufferPointer(start: start, count: count))
                return true
            } }
            if let zlib { return png(zlib, width: width, height: height, channels: channels) }
        }
        preconditionFailure("RGBA filtering always succeeds")
    }

    /// `IHDR`, the filtered rows compressed into `IDAT` band by band, and `IEND`.
    private static func file(_ filtered: UnsafeRawBufferPointer, width: Int, height: Int, channels: Int, level: PNGLevel,
                             workers: Int) throws(Problem) -> [UInt8] {
        let rowBytes = 1 + width * channels
        let bands = bands(height: height, rowBytes: rowBytes).map {
            UnsafeRawBufferPointer(rebasing: filtered[($0.lowerBound * rowBytes)..<($0.upperBound * rowBytes)])
        }
        return png(try run { try Deflate.zlib(bands: bands, level: level.deflateLevel, workers: workers) }, width: width, height: height,
                   channels: channels)
    }

    /// The file around a zlib stream of the filtered rows: `IHDR`, `IDAT`, `IEND`.
    private static func png(_ zlib: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
        var file = PNGChunkWriter(capacity: zlib.count + 57)
        file.appendHeader(PNGHeader(width: width, height: height, bitDepth: 8, colorType: channels == 3 ? .rgb : .rgba))
        file.appendImageData(zlib)
        file.appendEnd()
        return file.bytes
    }

    /// `body`'s result, its error as a `Problem` (the parallel helpers throw untyped errors, but
    /// only the `Problem`s their pieces throw).
    private static func run<T>(_ body: () throws -> T) throws(Problem) -> T {
        do {
            return try body()
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(.failure, "\(error)")
        }
    }
}
