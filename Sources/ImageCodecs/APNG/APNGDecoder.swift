import Problems
/// Reads an animated PNG and composes its frames as a viewer shows them (APNG 1.0).
///
/// libspng reads still PNGs only, so this walks the chunks itself: the signature, then for each
/// chunk its length, type, data and CRC-32 (checked). `IHDR` gives the canvas, `acTL` the frame
/// count and plays, each `fcTL` a frame's rectangle, delay, dispose and blend operations; the
/// frame's image data is the `IDAT` chunks after it (the first frame only) or its `fdAT` chunks
/// (sequence number dropped). Each frame's data is handed to libspng as a PNG of its own (the
/// canvas header with the frame's size, `PLTE`/`tRNS` when present, the data, `IEND`), so no
/// DEFLATE or row filter is undone here. A default image with no `fcTL` before it is not a frame.
///
/// Composing: frame pixels go on the canvas at their offset, replacing what is there
/// (`blend_op` SOURCE) or over it (OVER: straight-alpha "over", `a = as + ad·(1 − as)`,
/// `c = (cs·as + cd·ad·(1 − as)) / a`, rounded to nearest), the canvas is shown for the delay,
/// then the rectangle is kept, cleared to transparent black, or restored to what it was before
/// the frame (`dispose_op` NONE, BACKGROUND, PREVIOUS; PREVIOUS on the first frame clears).
enum APNGDecoder {
    /// The largest canvas side read, as for still PNGs.
    static let maximumSide = PNGLimits.standard.maximumSide
    /// The most bytes the composed frames may take.
    static let maximumBytes = AnimationLimits.memoryBudget

    /// One chunk found by the walk: its type and where its data lies in the file.
    struct Chunk {
        var type: String
        var data: ArraySlice<UInt8>
    }

    static func decode(_ bytes: [UInt8]) throws(Problem) -> AnimationFile {
        let chunks = try walk(bytes)
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else {
            throw damaged("it does not start with a header (IHDR)")
        }
        let header: PNGHeader
        do {
            header = try PNGDecoder.header(of: standalonePNG(headerData: Array(ihdr.data), chunksBeforeData: [], zlib: []))
        } catch {
            throw damaged("its header is not valid (\(error))")
        }
        guard let actl = chunks.first(where: { $0.type == "acTL" }), actl.data.count == 8 else {
            throw Problem.wrongFormat("the PNG", isNot: "animated", detail: "it has no acTL chunk", fix: "give an APNG that Flipbook wrote")
        }
        let width = header.width, height = header.height
        guard width <= maximumSide, height <= maximumSide else {
            throw Problem(.tooLarge, "the APNG's canvas is \(width)×\(height) px", fix: "give an APNG of 1 to \(maximumSide) px per side")
        }
        let plays = Int(actl.data[actl.data.startIndex + 4]) << 24 | Int(actl.data[actl.data.startIndex + 5]) << 16
            | Int(actl.data[actl.data.startIndex + 6]) << 8 | Int(actl.data[actl.data.startIndex + 7])
        let palette = chunks.filter { $0.type == "PLTE" || $0.type == "tRNS" }

        // Frames: each fcTL with the data chunks that follow it.
        var frames: [(control: APNGFrameControl, data: [UInt8])] = []
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard let control = APNGFrameControl(chunkData: chunk.data) else { throw damaged("frame control (fcTL) \(frames.count + 1) is not valid") }
                let box = control.box
                guard box.width >= 1, box.height >= 1, box.x >= 0, box.y >= 0, box.maxX <= width, box.maxY <= height else {
                    throw damaged("frame \(frames.count + 1)'s rectangle \(box) is not inside the \(width)×\(height) canvas")
                }
                frames.append((control, []))
            case "IDAT" where !frames.isEmpty && frames.count == 1:
                frames[0].data += chunk.data
            case "fdAT":
                guard !frames.isEmpty, chunk.data.count >= 4 else { throw damaged("frame data (fdAT) comes before any frame control (fcTL)") }
                frames[frames.count - 1].data += chunk.data.dropFirst(4)
            default:
                continue
            }
        }
        let frameBytes = width * height * 4
        guard !frames.isEmpty, frames.count <= AnimationLimits.maximumFrames, frames.count * frameBytes <= maximumBytes else {
            throw Problem(.tooLarge, "the APNG has \(frames.count) frames of \(width)×\(height) px",
                                 fix: "give 1 to \(AnimationLimits.maximumFrames) frames within \(maximumBytes >> 20) MiB")
        }

        var canvas = [UInt8](repeating: 0, count: frameBytes)
        var shown: [RGBAPixels] = []
        var durations: [Double] = []
        for (index, frame) in frames.enumerated() {
            let box = frame.control.box
            var frameHeader = header
            frameHeader.width = box.width
            frameHeader.height = box.height
            let pixels: RGBAPixels
            do {
                pixels = try PNGDecoder.decode(standalonePNG(header: frameHeader, chunksBeforeData: palette, zlib: frame.data))
            } catch {
                throw damaged("frame \(index + 1) cannot be read (\(error))")
            }
            let dispose = index == 0 && frame.control.dispose == .previous ? .background : frame.control.dispose
            let before = dispose == .previous ? canvas : []
            draw(pixels, at: box, blend: frame.control.blend, on: &canvas, width: width)
            shown.append(RGBAPixels(uncheckedWidth: width, height: height, bytes: canvas))
            durations.append(frame.control.duration)
            switch dispose {
            case .none: break
            case .background:
                for y in box.y..<box.maxY {
                    for k in (y * width + box.x) * 4..<(y * width + box.maxX) * 4 { canvas[k] = 0 }
                }
            case .previous:
                canvas = before
            }
        }
        return AnimationFile(width: width, height: height, frames: shown, durations: durations, loopCount: plays)
    }

    /// Every chunk of the file, in order, up to `IEND`, each CRC checked.
    static func walk(_ bytes: [UInt8]) throws(Problem) -> [Chunk] {
        guard bytes.starts(with: PNGChunkWriter.signature) else { throw damaged("it does not start with the PNG signature") }
        var chunks: [Chunk] = []
        var offset = PNGChunkWriter.signature.count
        while true {
            guard offset + 12 <= bytes.count else { throw Problem.damagedInput("the APNG", "it is truncated: it ends before IEND") }
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= PNGChunkWriter.maximumChunkLength, offset + 12 + length <= bytes.count else {
                throw Problem.damagedInput("the APNG", "it is truncated: its \(type) chunk runs past the end")
            }
            let dataEnd = offset + 8 + length
            let stored = UInt32(bytes[dataEnd]) << 24 | UInt32(bytes[dataEnd + 1]) << 16 | UInt32(bytes[dataEnd + 2]) << 8 | UInt32(bytes[dataEnd + 3])
            let crc = bytes.withUnsafeBytes { Deflate.crc32(UnsafeRawBufferPointer(rebasing: $0[offset + 4..<dataEnd])) }
            guard crc == stored else { throw damaged("bad CRC in its \(type) chunk") }
            if type == "IEND" { return chunks }
            chunks.append(Chunk(type: type, data: bytes[offset + 8..<dataEnd]))
            offset = dataEnd + 4
        }
    }

    /// A still PNG of one frame for libspng: `header`, then `chunksBeforeData` (a palette), then
    /// `zlib` as `IDAT`, then `IEND`.
    static func standalonePNG(header: PNGHeader, chunksBeforeData: [Chunk], zlib: [UInt8]) -> [UInt8] {
        standalonePNG(headerData: header.chunkData, chunksBeforeData: chunksBeforeData, zlib: zlib)
    }

    private static func standalonePNG(headerData: [UInt8], chunksBeforeData: [Chunk], zlib: [UInt8]) -> [UInt8] {
        var file = PNGChunkWriter(capacity: zlib.count + 64)
        file.append("IHDR", headerData)
        for chunk in chunksBeforeData { file.append(chunk.type, Array(chunk.data)) }
        if !zlib.isEmpty { file.appendImageData(zlib) }
        file.appendEnd()
        return file.bytes
    }

    /// Puts `pixels` on the canvas at `box`, replacing (SOURCE) or compositing over (OVER).
    private static func draw(_ pixels: RGBAPixels, at box: PixelBox, blend: APNGFrameControl.Blend, on canvas: inout [UInt8], width: Int) {
        for row in 0..<box.height {
            let from = row * box.width * 4, to = ((box.y + row) * width + box.x) * 4
            if blend == .source {
                canvas.replaceSubrange(to..<to + box.width * 4, with: pixels.bytes[from..<from + box.width * 4])
                continue
            }
            for x in 0..<box.width {
                let s = from + x * 4, d = to + x * 4
                let sa = Double(pixels.bytes[s + 3]) / 255
                if sa == 1 {
                    for c in 0..<4 { canvas[d + c] = pixels.bytes[s + c] }
                } else if sa > 0 {
                    let da = Double(canvas[d + 3]) / 255
                    let a = sa + da * (1 - sa)
                    for c in 0..<3 {
                        let value = (Double(pixels.bytes[s + c]) * sa + Double(canvas[d + c]) * da * (1 - sa)) / a
                        canvas[d + c] = UInt8(Swift.min(255, value.rounded()))
                    }
                    canvas[d + 3] = UInt8(Swift.min(255, (a * 255).rounded()))
                }
            }
        }
    }

    private static func damaged(_ what: String) -> Problem {
        Problem.damagedInput("the APNG", what)
    }
}
