/// A PNG image header (the `IHDR` chunk, PNG spec §11.2.2): what shape the pixel data has.
public struct PNGHeader: Equatable, Sendable {
    /// How samples make a pixel (PNG colour type).
    public enum ColorType: UInt8, Sendable {
        /// One grey sample (1, 2, 4, 8 or 16 bits).
        case grey = 0
        /// Red, green, blue (8 or 16 bits).
        case rgb = 2
        /// One palette index (1, 2, 4 or 8 bits).
        case palette = 3
        /// Grey and alpha (8 or 16 bits).
        case greyAlpha = 4
        /// Red, green, blue and alpha (8 or 16 bits).
        case rgba = 6

        /// Samples per pixel.
        package var channels: Int {
            switch self {
            case .grey, .palette: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    /// Pixels per row.
    public var width: Int
    /// Rows.
    public var height: Int
    /// Bits per sample.
    public var bitDepth: Int
    /// How samples make a pixel.
    public var colorType: ColorType
    /// Whether rows are stored in Adam7's seven passes.
    public var interlaced: Bool

    /// A header; nothing is checked here (the encoder only makes valid ones, the decoder's
    /// library checks what it reads).
    public init(width: Int, height: Int, bitDepth: Int, colorType: ColorType, interlaced: Bool = false) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = interlaced
    }

    /// The 13 bytes of the `IHDR` chunk: width, height (big-endian), bit depth, colour type,
    /// compression 0, filter method 0, interlace method.
    package var chunkData: [UInt8] {
        PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
            + [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
    }
}
