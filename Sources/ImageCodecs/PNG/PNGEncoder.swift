import FileFormats
import Problems
/// Encodes straight RGBA pixels as a PNG file: 8-bit RGB when every pixel is opaque (as Cairo's
/// writer does; a quarter fewer bytes to filter and compress), 8-bit RGBA otherwise; rows
/// Paeth-filtered, or Up where a row repeats the one above (`PNGFilter`); one zlib stream from libdeflate (`Deflate`) at the level's
/// effort; chunks `IHDR`, `IDAT`, `IEND` and nothing else, so the same pixels and level always
/// give the same bytes.
///
/// Decoding the file gives back exactly `pixels` (for RGB files, with alpha 255).
public enum PNGEncoder {
    /// The PNG file of `pixels` at `level`.
    public static func encode(_ pixels: RGBAPixels, level: PNGLevel = .default) throws(Problem) -> [UInt8] {
        let channels = pixels.isOpaque ? 3 : 4
        return try file(PNGFilter.paeth(pixels, channels: channels), width: pixels.width, height: pixels.height, channels: channels, level: level)
    }

    /// `IHDR`, the filtered rows compressed into `IDAT`, and `IEND`.
    private static func file(_ filtered: [UInt8], width: Int, height: Int, channels: Int, level: PNGLevel) throws(Problem) -> [UInt8] {
        let zlib = try Deflate.zlib(filtered, level: level.deflateLevel)
        var file = PNGChunkWriter(capacity: zlib.count + 57)
        file.appendHeader(PNGHeader(width: width, height: height, bitDepth: 8, colorType: channels == 3 ? .rgb : .rgba))
        file.appendImageData(zlib)
        file.appendEnd()
        return file.bytes
    }

    /// The PNG file of a premultiplied image in Cairo's ARGB32 layout (rows `stride` bytes
    /// apart): the same bytes as `encode(RGBAPixels(premultipliedARGB32:…), level:)`, converted
    /// and filtered row by row (`PNGFilter.paeth(premultipliedARGB32:…)`) instead of through a
    /// whole straight copy. Frames are tried as RGB first; the first pixel that is not opaque
    /// starts the filtering again as RGBA. `width` and `height` must be positive.
    public static func encode(premultipliedARGB32 source: UnsafeRawPointer, width: Int, height: Int, stride: Int,
                              level: PNGLevel = .default) throws(Problem) -> [UInt8] {
        if let rgb = PNGFilter.paeth(premultipliedARGB32: source, width: width, height: height, stride: stride, channels: 3) {
            return try file(rgb, width: width, height: height, channels: 3, level: level)
        }
        let rgba = PNGFilter.paeth(premultipliedARGB32: source, width: width, height: height, stride: stride, channels: 4) ?? []
        return try file(rgba, width: width, height: height, channels: 4, level: level)
    }
}
