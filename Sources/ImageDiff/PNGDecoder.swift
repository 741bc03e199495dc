/// Decodes PNG files to straight 8-bit RGBA exactly as Pillow and other PNG decoders do: every colour
/// type and bit depth, palettes and `tRNS` transparency, Adam7 interlacing; 16-bit samples keep
/// their high byte. Cairo's reader premultiplies alpha, which loses the colour of semi-transparent
/// pixels; `RGBAImage` uses this decoder for files that have such pixels.
enum PNGDecoder {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// The header fields that shape the pixel data.
    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var interlaced: Bool

        /// Samples per pixel.
        var channels: Int {
            switch colorType {
            case 0, 3: return 1
            case 2: return 3
            case 4: return 2
            default: return 4
            }
        }

        var bitsPerPixel: Int { channels * bitDepth }

        /// Bytes of one row of `width` pixels, without the filter byte.
        func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    }

    private static func invalid(_ why: String) -> ImageDiffError {
        .invalidImage("not a valid PNG: \(why)")
    }

    static func decode(_ bytes: [UInt8]) throws(ImageDiffError) -> RGBAImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw invalid("the PNG signature is missing") }
        var header: Header?
        var palette: [UInt8] = []
        var transparency: [UInt8]?
        var compressed: [UInt8] = []
        var offset = 8
        var ended = false
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw invalid("chunk \(type) runs past the end of the file") }
            let data = bytes[start..<(start + length)]
            switch type {
            case "IHDR":
                guard length == 13 else { throw invalid("IHDR has \(length) bytes") }
                func u32(_ i: Int) -> Int { Int(data[start + i]) << 24 | Int(data[start + i + 1]) << 16 | Int(data[start + i + 2]) << 8 | Int(data[start + i + 3]) }
                let h = Header(width: u32(0), height: u32(4), bitDepth: Int(data[start + 8]), colorType: Int(data[start + 9]),
                               interlaced: data[start + 12] == 1)
                let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
                guard allowed[h.colorType]?.contains(h.bitDepth) == true else {
                    throw invalid("colour type \(h.colorType) with bit depth \(h.bitDepth)")
                }
                guard data[start + 10] == 0, data[start + 11] == 0, data[start + 12] <= 1 else { throw invalid("unknown compression, filter or interlace method") }
                guard h.width > 0, h.height > 0, h.width <= 16384, h.height <= 16384 else {
                    throw invalid("size \(h.width)×\(h.height) px is outside 1…16384 px per side")
                }
                header = h
            case "PLTE":
                palette = Array(data)
            case "tRNS":
                transparency = Array(data)
            case "IDAT":
                compressed += data
            case "IEND":
                ended = true
            default:
                break
            }
            if ended { break }
            offset = start + length + 4
        }
        guard let header else { throw invalid("no IHDR chunk") }
        guard !compressed.isEmpty else { throw invalid("no image data (IDAT)") }
        if header.colorType == 3 && palette.isEmpty { throw invalid("a palette image without PLTE") }

        let passes = header.interlaced ? adam7 : [(0, 0, 1, 1)]
        var size = 0
        for (x0, y0, dx, dy) in passes {
            let w = (header.width - x0 + dx - 1) / dx, h = (header.height - y0 + dy - 1) / dy
            if w > 0 && h > 0 { size += h * (header.rowBytes(w) + 1) }
        }
        var raw = try Inflate.zlib(compressed, size: size)
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var position = 0
        for (x0, y0, dx, dy) in passes {
            let w = (header.width - x0 + dx - 1) / dx, h = (header.height - y0 + dy - 1) / dy
            guard w > 0 && h > 0 else { continue }
            let rowBytes = header.rowBytes(w)
            try unfilter(&raw, start: position, rows: h, rowBytes: rowBytes, bytesPerPixel: max(1, header.bitsPerPixel / 8))
            for row in 0..<h {
                let rowStart = position + row * (rowBytes + 1) + 1
                expand(raw, rowStart: rowStart, count: w, header: header, palette: palette, transparency: transparency) { column, r, g, b, a in
                    let i = ((y0 + row * dy) * header.width + x0 + column * dx) * 4
                    pixels[i] = r
                    pixels[i + 1] = g
                    pixels[i + 2] = b
                    pixels[i + 3] = a
                }
            }
            position += h * (rowBytes + 1)
        }
        return RGBAImage(uncheckedWidth: header.width, height: header.height, bytes: pixels)
    }

    /// Adam7's passes: first column, first row, column step, row step.
    private static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// Undoes the per-row filters of one pass in place (the filter byte of each row is left as is).
    private static func unfilter(_ data: inout [UInt8], start: Int, rows: Int, rowBytes: Int, bytesPerPixel bpp: Int) throws(ImageDiffError) {
        let stride = rowBytes + 1
        try data.withUnsafeMutableBufferPointer { (buffer) throws(ImageDiffError) in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<rows {
                let line = base + start + row * stride + 1
                let prior: UnsafeMutablePointer<UInt8>? = row > 0 ? line - stride : nil
                switch line[-1] {
                case 0:
                    break
                case 1:
                    for i in bpp..<max(bpp, rowBytes) { line[i] = line[i] &+ line[i - bpp] }
                case 2:
                    if let prior { for i in 0..<rowBytes { line[i] = line[i] &+ prior[i] } }
                case 3:
                    for i in 0..<rowBytes {
                        let left = i >= bpp ? Int(line[i - bpp]) : 0
                        let up = prior.map { Int($0[i]) } ?? 0
                        line[i] = line[i] &+ UInt8((left + up) >> 1)
                    }
                case 4:
                    for i in 0..<rowBytes {
                        let a = i >= bpp ? Int(line[i - bpp]) : 0
                        let b = prior.map { Int($0[i]) } ?? 0
                        let c = i >= bpp ? (prior.map { Int($0[i - bpp]) } ?? 0) : 0
                        let p = a + b - c
                        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        line[i] = line[i] &+ UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                    }
                default:
                    throw invalid("unknown row filter \(line[-1])")
                }
            }
        }
    }

    /// Calls `pixel` with straight 8-bit RGBA for each of `count` pixels of one unfiltered row.
    private static func expand(_ raw: [UInt8], rowStart: Int, count: Int, header: Header, palette: [UInt8], transparency: [UInt8]?,
                               pixel: (Int, UInt8, UInt8, UInt8, UInt8) -> Void) {
        let depth = header.bitDepth
        // A sample as its raw value (for tRNS keys) and as 8 bits (16-bit: the high byte).
        func sample(_ index: Int) -> (raw: Int, byte: UInt8) {
            switch depth {
            case 16:
                let hi = raw[rowStart + index * 2], lo = raw[rowStart + index * 2 + 1]
                return (Int(hi) << 8 | Int(lo), hi)
            case 8:
                let v = raw[rowStart + index]
                return (Int(v), v)
            default:
                let bit = index * depth
                let byte = raw[rowStart + bit / 8]
                let value = Int(byte >> UInt8(8 - depth - bit % 8)) & ((1 << depth) - 1)
                return (value, UInt8(value * 255 / ((1 << depth) - 1)))
            }
        }
        func key(_ i: Int) -> Int? {
            guard let t = transparency, t.count >= i * 2 + 2 else { return nil }
            return Int(t[i * 2]) << 8 | Int(t[i * 2 + 1])
        }
        switch header.colorType {
        case 0:
            let transparent = key(0)
            for x in 0..<count {
                let s = sample(x)
                pixel(x, s.byte, s.byte, s.byte, s.raw == transparent ? 0 : 255)
            }
        case 2:
            let keys = (key(0), key(1), key(2))
            for x in 0..<count {
                let r = sample(x * 3), g = sample(x * 3 + 1), b = sample(x * 3 + 2)
                let clear = r.raw == keys.0 && g.raw == keys.1 && b.raw == keys.2
                pixel(x, r.byte, g.byte, b.byte, clear ? 0 : 255)
            }
        case 3:
            for x in 0..<count {
                let index = sample(x).raw
                let p = index * 3
                let (r, g, b) = p + 2 < palette.count ? (palette[p], palette[p + 1], palette[p + 2]) : (0, 0, 0)
                let a = transparency.flatMap { index < $0.count ? $0[index] : nil } ?? 255
                pixel(x, r, g, b, a)
            }
        case 4:
            for x in 0..<count {
                let v = sample(x * 2).byte, a = sample(x * 2 + 1).byte
                pixel(x, v, v, v, a)
            }
        default:
            for x in 0..<count {
                pixel(x, sample(x * 4).byte, sample(x * 4 + 1).byte, sample(x * 4 + 2).byte, sample(x * 4 + 3).byte)
            }
        }
    }
}
