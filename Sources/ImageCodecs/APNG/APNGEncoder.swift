import FileFormats
import Problems

/// Encodes an animated PNG (APNG 1.0: `acTL`, `fcTL`, `fdAT`) with the still encoder's parts:
/// Paeth rows (`PNGFilter`), one libdeflate zlib stream per frame (`Deflate`), `PNGChunkWriter`.
///
/// - **Pixels.** Lossless: every frame decodes to exactly its RGBA bytes. 8-bit RGB while every
///   frame so far is opaque, RGBA from the first frame with any transparency on (the frames
///   already stored are then decoded and stored again as RGBA, so the file has one colour type).
/// - **Frame differences.** The first frame is the whole canvas (it is also the default image,
///   `IDAT`). Every later frame stores only the smallest rectangle holding its changed pixels
///   (`changedBox`) with `dispose_op = NONE` (the canvas keeps what was shown) and
///   `blend_op = SOURCE` (the rectangle replaces what is under it, alpha included), so composing
///   gives exactly the frame. A frame identical to the one before lengthens that frame's delay.
/// - **Timing.** Delays are counted in units of `1 / fps` s when the rate is a whole number (exact:
///   `delay_num / delay_den = frames / fps`), else in milliseconds, frame `k` starting at
///   `round(1000 · k / fps)` ms, so durations add up to the exact length. A delay longer than the
///   16-bit field holds is cut into frames that repeat one unchanged pixel.
/// - **Looping.** `acTL`'s `num_plays` is the loop count (0 = forever).
/// - Chunks are written when the animation ends (the frame count goes first, in `acTL`), so only
///   compressed frames are kept; the same frames always give the same bytes.
package final class APNGEncoder: AnimationEncoder {
    /// Canvas size in pixels.
    package let width: Int, height: Int
    private let settings: AnimationSettings
    private let level: Int
    /// Units per second of the delays: the frame rate when whole, else 1000.
    private let unitsPerSecond: Double
    /// Samples per pixel of every stored frame: 3 (RGB) or 4 (RGBA).
    private var channels = 3
    private var previous: RGBAPixels?
    private var stored: [StoredFrame] = []
    private var framesAdded = 0

    /// One frame as it will be written: where it goes, its compressed rows, and the span of
    /// encoded frames it stands for.
    struct StoredFrame {
        var box: PixelBox
        var zlib: [UInt8]
        var firstFrame: Int
        var frameCount: Int
    }

    /// An encoder for `width × height` frames with `settings` (frame rate, loop count, PNG level).
    package init(width: Int, height: Int, settings: AnimationSettings) throws {
        try AnimationLimits.checkSettings(settings, for: .apng)
        try AnimationLimits.checkSize(width: width, height: height, for: .apng)
        self.width = width
        self.height = height
        self.settings = settings
        self.level = settings.pngLevel.deflateLevel
        let fps = settings.playbackFramesPerSecond
        unitsPerSecond = fps == fps.rounded() ? fps : 1000
    }

    /// Encodes the next frame (kept compressed until `finish`).
    package func add(_ frame: RGBAPixels) throws {
        guard frame.width == width, frame.height == height else {
            throw Problem.frameSize(width: frame.width, height: frame.height, inAnimation: width, height, format: "APNG")
        }
        defer {
            framesAdded += 1
            previous = frame
        }
        guard let previous else {
            channels = frame.isOpaque ? 3 : 4
            try store(frame, box: PixelBox(x: 0, y: 0, width: width, height: height))
            return
        }
        guard let box = changedBox(from: previous, to: frame) else {
            let last = stored[stored.count - 1]
            if delay(first: last.firstFrame, count: last.frameCount + 1) <= Int(UInt16.max) {
                stored[stored.count - 1].frameCount += 1
            } else {
                try store(frame, box: PixelBox(x: 0, y: 0, width: 1, height: 1))
            }
            return
        }
        // Outside `box` the frame equals the previous one, which was opaque while channels == 3.
        if channels == 3, !frame.isOpaque {
            try restoreAsRGBA()
        }
        try store(frame, box: box)
    }

    /// Ends the animation and returns the file.
    package func finish() throws -> [UInt8] {
        guard !stored.isEmpty else {
            throw Problem.noFrames(in: "the animation")
        }
        var file = PNGChunkWriter(capacity: stored.reduce(0) { $0 + $1.zlib.count + 50 } + 64)
        file.appendHeader(PNGHeader(width: width, height: height, bitDepth: 8, colorType: channels == 3 ? .rgb : .rgba))
        file.append("acTL", PNGChunkWriter.bigEndian(UInt32(stored.count)) + PNGChunkWriter.bigEndian(UInt32(settings.loopCount)))
        var sequence: UInt32 = 0
        for (index, frame) in stored.enumerated() {
            let control = APNGFrameControl(sequence: sequence, box: frame.box,
                                           delayNumerator: delay(first: frame.firstFrame, count: frame.frameCount),
                                           delayDenominator: Int(unitsPerSecond), dispose: .none, blend: .source)
            file.append("fcTL", control.chunkData)
            sequence += 1
            if index == 0 {
                file.appendImageData(frame.zlib)
            } else {
                file.appendFrameData(frame.zlib, sequence: &sequence)
            }
        }
        file.appendEnd()
        return file.bytes
    }

    /// The delay of `count` encoded frames from `first`, in `1 / unitsPerSecond` s.
    private func delay(first: Int, count: Int) -> Int {
        settings.frameStart(first + count, unitsPerSecond: unitsPerSecond) - settings.frameStart(first, unitsPerSecond: unitsPerSecond)
    }

    private func store(_ frame: RGBAPixels, box: PixelBox) throws {
        let zlib = try compress(frame, box: box)
        stored.append(StoredFrame(box: box, zlib: zlib, firstFrame: framesAdded, frameCount: 1))
    }

    private func compress(_ frame: RGBAPixels, box: PixelBox) throws -> [UInt8] {
        let rows = PNGFilter.paeth(frame, channels: channels, x: box.x, y: box.y, width: box.width, height: box.height)
        do {
            return try Deflate.zlib(rows, level: level)
        } catch {
            throw Problem(error.kind, error.what, fix: "use a smaller scale or fewer frames")
        }
    }

    /// Re-stores every RGB frame so far as RGBA: each is decoded (libspng) and filtered again.
    private func restoreAsRGBA() throws {
        for index in stored.indices {
            let box = stored[index].box
            let png = APNGDecoder.standalonePNG(header: PNGHeader(width: box.width, height: box.height, bitDepth: 8, colorType: .rgb),
                                                 chunksBeforeData: [], zlib: stored[index].zlib)
            let pixels: RGBAPixels
            do {
                pixels = try PNGDecoder.decode(png)
            } catch {
                throw Problem.library("libspng", "reading back an APNG frame (\(error))")
            }
            let rows = PNGFilter.paeth(pixels, channels: 4)
            do {
                stored[index].zlib = try Deflate.zlib(rows, level: level)
            } catch {
                throw Problem(error.kind, error.what, fix: "use a smaller scale or fewer frames")
            }
        }
        channels = 4
    }
}

/// An APNG frame control chunk (`fcTL`, APNG 1.0 §4.2): where a frame goes, how long it shows,
/// and how it is disposed of and blended.
struct APNGFrameControl: Equatable {
    /// What happens to the frame's rectangle before the next frame is drawn.
    enum Dispose: UInt8 {
        /// The canvas is left as it is.
        case none = 0
        /// The rectangle is cleared to transparent black.
        case background = 1
        /// The rectangle goes back to what it was before this frame.
        case previous = 2
    }

    /// How the frame's pixels meet the canvas.
    enum Blend: UInt8 {
        /// They replace the canvas's pixels, alpha included.
        case source = 0
        /// They are composited over the canvas (alpha blending).
        case over = 1
    }

    /// The frame's number in the sequence shared by `fcTL` and `fdAT` chunks.
    var sequence: UInt32
    /// The frame's rectangle on the canvas.
    var box: PixelBox
    /// How long it shows: `delayNumerator / delayDenominator` s (a denominator of 0 means 100).
    var delayNumerator: Int
    var delayDenominator: Int
    var dispose: Dispose
    var blend: Blend

    /// The chunk's 26 bytes.
    var chunkData: [UInt8] {
        [UInt32(sequence), UInt32(box.width), UInt32(box.height), UInt32(box.x), UInt32(box.y)].flatMap(PNGChunkWriter.bigEndian)
            + [UInt8(truncatingIfNeeded: delayNumerator >> 8), UInt8(truncatingIfNeeded: delayNumerator),
               UInt8(truncatingIfNeeded: delayDenominator >> 8), UInt8(truncatingIfNeeded: delayDenominator),
               dispose.rawValue, blend.rawValue]
    }

    /// The control read from a chunk's data, or `nil` when it is not 26 bytes or names an unknown
    /// dispose or blend operation.
    init?(chunkData data: ArraySlice<UInt8>) {
        guard data.count == 26 else { return nil }
        let bytes = Array(data)
        func word(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        guard let dispose = Dispose(rawValue: bytes[24]), let blend = Blend(rawValue: bytes[25]) else { return nil }
        self.init(sequence: UInt32(word(0)), box: PixelBox(x: word(12), y: word(16), width: word(4), height: word(8)),
                  delayNumerator: Int(bytes[20]) << 8 | Int(bytes[21]), delayDenominator: Int(bytes[22]) << 8 | Int(bytes[23]),
                  dispose: dispose, blend: blend)
    }

    init(sequence: UInt32, box: PixelBox, delayNumerator: Int, delayDenominator: Int, dispose: Dispose, blend: Blend) {
        self.sequence = sequence
        self.box = box
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
        self.dispose = dispose
        self.blend = blend
    }

    /// How long the frame shows, in seconds.
    var duration: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
}

extension PNGChunkWriter {
    /// Appends a zlib stream as APNG `fdAT` chunks: each holds the next sequence number, then up
    /// to `maximumChunkLength − 4` bytes of the stream.
    mutating func appendFrameData(_ zlib: [UInt8], sequence: inout UInt32) {
        var start = 0
        repeat {
            let end = Swift.min(zlib.count, start + Self.maximumChunkLength - 4)
            append("fdAT", Self.bigEndian(sequence) + zlib[start..<end])
            sequence += 1
            start = end
        } while start < zlib.count
    }
}
