import Problems
import CSpng

/// Decodes PNG files to straight 8-bit RGBA through libspng: every colour type and bit depth,
/// palettes and `tRNS` transparency, Adam7 interlacing. 16-bit samples keep their high byte and
/// 1/2/4-bit samples are scaled by bit replication (`v × 255 / (2^depth − 1)`), as Pillow and
/// pngjs read them; gamma and colour profiles are ignored, so the bytes are the file's.
///
/// The header is read and checked against `PNGLimits` before any pixel memory is allocated.
/// Errors say what is wrong: not a PNG (with what the bytes start with), a bad CRC, bad zlib
/// data, a truncated file, or an image too large. CRC errors in critical chunks and the image
/// data are errors; damaged ancillary chunks are skipped, as libpng does.
public enum PNGDecoder {
    /// The header of a PNG file, read without decoding any pixels.
    public static func header(of bytes: [UInt8]) throws(Problem) -> PNGHeader {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(Problem) in try Decoding(buffer).header() }
        }.typedGet()
    }

    /// Decodes a PNG file into memory the caller allocates once its header is known: `allocate`
    /// gets the checked header and returns `stride × height` bytes (rows `stride` ≥ `4 × width`
    /// bytes apart), which end up holding premultiplied ARGB32 pixels (Cairo's layout). libspng
    /// writes straight RGBA into that memory and each pixel is premultiplied in place, so a
    /// 14188² card image costs its 768 MiB once, not twice.
    package static func decodePremultipliedARGB32(_ bytes: [UInt8], limits: PNGLimits = .standard,
                                                 into allocate: (PNGHeader) throws -> (UnsafeMutableRawPointer, stride: Int)) throws {
        try bytes.withUnsafeBytes { buffer in
            let decoding = try Decoding(buffer)
            let header = try decoding.header()
            try limits.check(header)
            let (destination, stride) = try allocate(header)
            try decoding.decode(into: destination, header: header)
            RGBAPixels.premultiplyInPlace(destination, width: header.width, height: header.height, stride: stride)
        }
    }

    /// The straight RGBA pixels of a PNG file, refused before decoding when the header breaks `limits`.
    public static func decode(_ bytes: [UInt8], limits: PNGLimits = .standard) throws(Problem) -> RGBAPixels {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(Problem) in
                let decoding = try Decoding(buffer)
                try limits.check(decoding.header())
                return try decoding.pixels()
            }
        }.typedGet()
    }
}

/// One libspng decoding context over a buffer that outlives it.
private final class Decoding {
    /// Where in the file libspng was when it failed, for messages.
    enum Stage: String {
        case header = "the signature or header (IHDR)"
        case chunks = "a chunk before the image data"
        case image = "the image data (IDAT)"
        case end = "the end of the image data (the last IDAT chunk or IEND)"
    }

    private let context: OpaquePointer
    private let bytes: UnsafeRawBufferPointer

    init(_ bytes: UnsafeRawBufferPointer) throws(Problem) {
        guard let context = spng_ctx_new(0) else { throw Problem.outOfMemory(while: "starting a PNG decoder") }
        self.context = context
        self.bytes = bytes
        // Critical chunks and image data must be intact; a damaged ancillary chunk is dropped.
        spng_set_crc_action(context, Int32(SPNG_CRC_ERROR.rawValue), Int32(SPNG_CRC_DISCARD.rawValue))
        // Text, ICC and other ancillary chunks are not needed: cap what they may allocate. libspng
        // also stops at 1000 stored chunks (0.7.3 refuses a higher SPNG_CHUNK_COUNT_LIMIT).
        spng_set_chunk_limits(context, 1 << 24, 1 << 26)
        guard bytes.count > 0 else { throw Problem.notPNG(start: "") }
        try check(spng_set_png_buffer(context, bytes.baseAddress, bytes.count), .header)
    }

    deinit { spng_ctx_free(context) }

    func header() throws(Problem) -> PNGHeader {
        var ihdr = spng_ihdr()
        try check(spng_get_ihdr(context, &ihdr), .header)
        guard let colorType = PNGHeader.ColorType(rawValue: ihdr.color_type) else {
            throw Problem.damagedPNG("colour type \(ihdr.color_type) in the header (IHDR) does not exist")
        }
        return PNGHeader(width: Int(ihdr.width), height: Int(ihdr.height), bitDepth: Int(ihdr.bit_depth),
                         colorType: colorType, interlaced: ihdr.interlace_method != 0)
    }

    func pixels() throws(Problem) -> RGBAPixels {
        let header = try header()
        let size = PNGLimits.decodedBytes(width: header.width, height: header.height)
        var failure: Problem?
        let pixels = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            do throws(Problem) {
                try decode(into: UnsafeMutableRawPointer(buffer.baseAddress!), header: header)
            } catch {
                // The bytes are discarded unread below.
                failure = error
            }
            count = size
        }
        if let failure { throw failure }
        var opaque: UInt8 = 0xFF
        pixels.withUnsafeBufferPointer { buffer in
            var index = 3
            while index < buffer.count {
                opaque &= buffer[index]
                index += 4
            }
        }
        return RGBAPixels(checkedWidth: header.width, height: header.height, bytes: pixels, isOpaque: opaque == 0xFF)
    }

    /// Decodes straight RGBA rows, packed, into `destination`, which holds at least
    /// `width × height × 4` bytes; then reads the rest of the file (the last IDAT chunk's CRC).
    func decode(into destination: UnsafeMutableRawPointer, header: PNGHeader) throws(Problem) {
        try check(spng_decode_chunks(context), .chunks)
        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        var size = 0
        try check(spng_decoded_image_size(context, format, &size), .image)
        guard size == PNGLimits.decodedBytes(width: header.width, height: header.height) else {
            throw Problem.unsupportedPNG("libspng would decode \(size) bytes for \(header.width)×\(header.height) px")
        }
        try check(spng_decode_image(context, destination, size, format, Int32(SPNG_DECODE_TRNS.rawValue)), .image)
        try check(spng_decode_chunks(context), .end)
    }

    /// Throws the error for a libspng status other than success, named for `stage`.
    private func check(_ status: Int32, _ stage: Stage) throws(Problem) {
        guard status != 0 else { return }
        throw error(for: status, stage)
    }

    private func error(for status: Int32, _ stage: Stage) -> Problem {
        let code = spng_errno(rawValue: status)
        switch code {
        case SPNG_ESIGNATURE, SPNG_IO_EOF, SPNG_EOF:
            // libspng reads the signature and the header together, so a short file fails with
            // end-of-file before its signature is looked at: tell a PNG's beginning from other bytes.
            let signature = PNGChunkWriter.signature
            guard bytes.prefix(signature.count).elementsEqual(signature.prefix(Swift.min(bytes.count, signature.count))) else {
                return .notPNG(start: Self.start(of: bytes))
            }
            return .truncatedPNG("the file (\(bytes.count) bytes) ends in \(stage.rawValue)")
        case SPNG_ECHUNK_CRC:
            switch stage {
            case .header: return .damagedPNG("bad CRC in the IHDR chunk")
            case .chunks: return .damagedPNG("bad CRC in the IHDR chunk or another critical chunk before the image data")
            case .image: return .damagedPNG("bad CRC in IDAT chunk")
            case .end: return .damagedPNG("bad CRC in the last IDAT chunk or in IEND")
            }
        case SPNG_EZLIB, SPNG_EIDAT_STREAM:
            return .damagedPNG("bad zlib data in \(stage.rawValue)")
        case SPNG_EIDAT_TOO_SHORT:
            return .damagedPNG("the image data (IDAT) ends before the last row")
        case SPNG_EFILTER:
            return .damagedPNG("a row of the image data has an unknown filter type")
        case SPNG_EMEM:
            return .outOfMemory(while: "decoding \(stage.rawValue)")
        case SPNG_ECHUNK_LIMITS:
            // Not damage: more metadata than libspng keeps (a valid file may hold 100 000 text chunks).
            return .unsupportedPNG("it holds more metadata chunks (text, ICC profile, …) than Flipbook reads: at most 1000 of them "
                + "and 64 MiB in all (the image itself may be fine)")
        case SPNG_EWIDTH, SPNG_EHEIGHT, SPNG_EBIT_DEPTH, SPNG_ECOLOR_TYPE, SPNG_ECOMPRESSION_METHOD,
             SPNG_EFILTER_METHOD, SPNG_EINTERLACE_METHOD, SPNG_EIHDR_SIZE, SPNG_ENOIHDR:
            return .damagedPNG("invalid header (IHDR): \(Self.reason(status))")
        default:
            return .damagedPNG("\(Self.reason(status)) in \(stage.rawValue)")
        }
    }

    private static func reason(_ status: Int32) -> String {
        spng_strerror(status).map { String(cString: $0) } ?? "libspng error \(status)"
    }

    /// The first bytes of a file, printable: ASCII as is up to the first space, others as `\xNN`.
    static func start(of bytes: UnsafeRawBufferPointer) -> String {
        var text = ""
        for byte in bytes.prefix(8) {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if !text.isEmpty { break }
                continue
            }
            if (0x21...0x7E).contains(byte) && byte != 0x60 {
                text.append(Character(Unicode.Scalar(byte)))
            } else {
                let hex = String(byte, radix: 16, uppercase: false)
                text += "\\x" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return text
    }
}
