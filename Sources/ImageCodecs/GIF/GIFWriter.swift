/// A GIF89a file built in memory: the logical screen, the looping extension and frames whose
/// image data `GIFLZW` compressed beforehand, each with its own delay, disposal and transparent
/// index.
///
/// Written by hand, like `GIFLZW`, so that frames compressed on several cores can be joined in
/// order: giflib only writes a frame by compressing it itself. The blocks are the few fixed
/// layouts of GIF89a §18–§26, written as giflib writes them (colour resolution 8 bits, tables
/// padded to a power of two with black, the graphic control extension before every frame);
/// giflib still reads every file back in the tests (`GIFDecoder`).
struct GIFWriter {
    /// What happens to a frame's rectangle before the next frame is drawn (GIF89a §23).
    enum Disposal: UInt8 {
        /// Leave it: the next frame draws over it.
        case keep = 1
        /// Clear it to transparent.
        case background = 2
    }

    /// One frame, compressed.
    struct Frame {
        /// Where the frame's rectangle sits on the screen.
        var box: PixelBox
        /// `GIFLZW.compress` of the rectangle's `box.width × box.height` indices.
        var imageData: [UInt8]
        /// A local colour table, or `nil` to use the global one.
        var localPalette: [PaletteColor]?
        /// The index shown as "keep what is there", or `nil`.
        var transparentIndex: Int?
        /// Hundredths of a second, 0…65535.
        var delay: Int
        /// What happens to the rectangle before the next frame.
        var disposal: Disposal
    }

    /// The file so far.
    private(set) var bytes: [UInt8] = []

    /// Starts a `width × height` GIF with an optional global palette that plays `loopCount`
    /// times (0 = forever). Browsers read the NETSCAPE2.0 count as repeats after the first
    /// play, so 1 play writes no extension and `n` plays write `n − 1`.
    init(width: Int, height: Int, globalPalette: [PaletteColor]?, loopCount: Int) {
        bytes += Array("GIF89a".utf8)
        append16(width)
        append16(height)
        // Global table flag, colour resolution 8 bits (giflib's), table size.
        bytes.append(0x70 | (globalPalette.map { 0x80 | UInt8(Self.sizeBits(of: $0) - 1) } ?? 0))
        bytes += [0, 0] // background colour index, pixel aspect ratio
        if let globalPalette { appendColorTable(globalPalette) }
        if loopCount != 1 {
            let repeats = loopCount == 0 ? 0 : loopCount - 1
            bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
            append16(repeats)
            bytes.append(0)
        }
    }

    /// The number of bits of a colour table holding `palette` (1…8, at least 2 entries).
    static func sizeBits(of palette: [PaletteColor]) -> Int {
        var bits = 1
        while 1 << bits < palette.count { bits += 1 }
        return bits
    }

    /// The minimum LZW code size of indices into `palette` (GIF requires at least 2).
    static func minimumCodeSize(of palette: [PaletteColor]) -> Int {
        Swift.max(2, sizeBits(of: palette))
    }

    /// Appends a frame: its graphic control extension, image descriptor, local table and data.
    mutating func append(_ frame: Frame) {
        precondition((0...65535).contains(frame.delay), "a GIF delay is 0…65535 hundredths of a second")
        let transparent = frame.transparentIndex
        bytes += [0x21, 0xF9, 4, frame.disposal.rawValue << 2 | (transparent == nil ? 0 : 1)]
        append16(frame.delay)
        bytes += [UInt8(transparent ?? 0), 0]
        bytes.append(0x2C)
        append16(frame.box.x)
        append16(frame.box.y)
        append16(frame.box.width)
        append16(frame.box.height)
        bytes.append(frame.localPalette.map { 0x80 | UInt8(Self.sizeBits(of: $0) - 1) } ?? 0)
        if let palette = frame.localPalette { appendColorTable(palette) }
        bytes += frame.imageData
    }

    /// Ends the file and returns its bytes.
    mutating func finish() -> [UInt8] {
        bytes.append(0x3B)
        return bytes
    }

    private mutating func append16(_ value: Int) {
        bytes += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }

    /// `palette` as RGB triples padded with black to a power of two (2…256 entries).
    private mutating func appendColorTable(_ palette: [PaletteColor]) {
        precondition(palette.count <= 256, "a GIF colour table holds at most 256 colours")
        for color in palette { bytes += [color.red, color.green, color.blue] }
        bytes += [UInt8](repeating: 0, count: 3 * ((1 << Self.sizeBits(of: palette)) - palette.count))
    }
}
