import CSpng
import Foundation
import ImageCodecs
import TestSupport

/// Random straight RGBA pixels; `alphas` picks the alpha of each pixel.
func randomPixels(width: Int, height: Int, seed: UInt64, alphas: [UInt8]? = nil) throws -> RGBAPixels {
    var generator = SplitMix64(seed: seed)
    var bytes = [UInt8]()
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) {
        bytes += [generator.byte(), generator.byte(), generator.byte()]
        bytes.append(alphas.map { $0[Int(generator.next() % UInt64($0.count))] } ?? 255)
    }
    return try RGBAPixels(width: width, height: height, bytes: bytes)
}

/// A PNG written by libspng's own encoder from raw samples in the file's layout (16-bit samples
/// big-endian, low bit depths packed), so the decoder is checked against an independent writer.
func spngEncoded(width: Int, height: Int, bitDepth: Int, colorType: PNGHeader.ColorType, interlaced: Bool,
                 samples: [UInt8], palette: [(UInt8, UInt8, UInt8)] = [], paletteAlpha: [UInt8] = [],
                 transparentKey: (UInt16, UInt16, UInt16)? = nil) -> [UInt8]? {
    guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { return nil }
    defer { spng_ctx_free(context) }
    spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1)
    var ihdr = spng_ihdr(width: UInt32(width), height: UInt32(height), bit_depth: UInt8(bitDepth), color_type: colorType.rawValue,
                         compression_method: 0, filter_method: 0, interlace_method: interlaced ? 1 : 0)
    guard spng_set_ihdr(context, &ihdr) == 0 else { return nil }
    if !palette.isEmpty {
        var plte = spng_plte()
        plte.n_entries = UInt32(palette.count)
        withUnsafeMutableBytes(of: &plte.entries) { entries in
            for (i, colour) in palette.enumerated() {
                entries[i * 4] = colour.0; entries[i * 4 + 1] = colour.1; entries[i * 4 + 2] = colour.2; entries[i * 4 + 3] = 255
            }
        }
        guard spng_set_plte(context, &plte) == 0 else { return nil }
    }
    if !paletteAlpha.isEmpty || transparentKey != nil {
        var trns = spng_trns()
        if let key = transparentKey {
            trns.gray = key.0; trns.red = key.0; trns.green = key.1; trns.blue = key.2
        }
        trns.n_type3_entries = UInt32(paletteAlpha.count)
        withUnsafeMutableBytes(of: &trns.type3_alpha) { alpha in
            for (i, a) in paletteAlpha.enumerated() { alpha[i] = a }
        }
        guard spng_set_trns(context, &trns) == 0 else { return nil }
    }
    let status = samples.withUnsafeBytes { buffer in
        spng_encode_image(context, buffer.baseAddress, buffer.count, Int32(SPNG_FMT_RAW.rawValue), Int32(SPNG_ENCODE_FINALIZE.rawValue))
    }
    guard status == 0 else { return nil }
    var length = 0
    var error: Int32 = 0
    guard let buffer = spng_get_png_buffer(context, &length, &error), error == 0 else { return nil }
    defer { free(buffer) }
    return Array(UnsafeRawBufferPointer(start: buffer, count: length))
}
