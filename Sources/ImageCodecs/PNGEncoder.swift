/// Encodes straight RGBA pixels as a PNG file: 8-bit RGB when every pixel is opaque (as Cairo's
/// writer does; a quarter fewer bytes to filter and compress), 8-bit RGBA otherwise; rows
/// Paeth-filtered, or Up where a row repeats the one above (`PNGFilter`); one zlib stream from libdeflate (`Deflate`) at the level's
/// effort; chunks `IHDR`, `IDAT`, `IEND` and nothing else, so the same pixels and level always
/// give the same bytes.
///
/// Decoding the file gives back exactly `pixels` (for RGB files, with alpha 255).
public enum PNGEncoder {
    /// The PNG file of `pixels` at `level`.
    public static func encode(_ pixels: RGBAPixels, level: PNGLevel = .default) throws(CodecError) -> [UInt8] {
        let channels = pixels.isOpaque ? 3 : 4
        let filtered = PNGFilter.paeth(pixels, channels: channels)
        let zlib = try Deflate.zlib(filtered, level: level.deflateLevel)
        var file = PNGChunkWriter(capacity: zlib.count + 57)
        file.appendHeader(PNGHeader(width: pixels.width, height: pixels.height, bitDepth: 8, colorType: channels == 3 ? .rgb : .rgba))
        file.appendImageData(zlib)
        file.appendEnd()
        return file.bytes
    }
}
