import FileFormats
import Foundation
import Problems

/// Encodes an animated GIF: palettes from libimagequant (`GIFQuantizer`), pixels mapped and
/// dithered by `GIFRemapper`, LZW by `GIFLZW`, frames remapped and compressed on every core.
///
/// How frames are stored:
/// - **Palette.** `.shared` (default): the colours of the frames `firstPassFrames` names (every
///   frame up to `paletteSampleSize`, an even sample of longer animations) are counted on every
///   core and quantized once into the global colour table, so a colour never shifts between
///   frames. `.perFrame`: each frame's changed pixels get their own table of up to 256 colours.
/// - **Frame difference** (opaque frames): each frame after the first covers only the rectangle
///   where its pixels differ from the previous frame; inside it, every pixel whose source did not
///   change, or whose colour the screen already shows, is written as the transparent index
///   (`GIFScreen`), so still areas cost almost nothing and keep their dither. Frames stay on
///   screen (`Disposal.keep`).
/// - **Transparency.** GIF has one transparent index and no partial alpha: pixels below half
///   opacity become transparent, the rest opaque. An animation whose first frame has
///   transparent pixels is written as whole frames cleared after showing (`Disposal.background`);
///   one whose first frame is opaque must stay opaque.
/// - **Timing.** Frame `k` starts at `round(100 · k / fps)` hundredths of a second, so delays
///   add up to the exact length; identical consecutive frames merge into one longer delay.
///   Frame rates above 50 fps are refused (see `AnimationFormat.maximumFramesPerSecond`).
/// - **Cores.** Frames are taken in batches: their changed rectangles are found, remapped and
///   compressed on up to `concurrency` threads, and only the screen pass and the writing go frame
///   after frame. Each step of a frame depends on the source frames alone (and the screen pass
///   runs in order), so the file is byte-identical on any number of threads.
package final class GIFEncoder: AnimationEncoder {
    /// Frame size in pixels.
    package let width: Int, height: Int
    /// The mean square error per channel (R, G, B; 0…255²) of each frame written, in order,
    /// merged duplicates counted once: the screen as a viewer shows it after the frame, against
    /// the frame's source pixels (after the alpha cut to 0 or 255).
    package private(set) var frameErrors: [Double] = []

    /// The most frames the shared palette is counted from. Every frame counts up to this many:
    /// the anti-aliased edges of moving cards have new colours in every frame, and on the 60-frame
    /// 1280×720 swipe (`flipbook-bench animation`) a palette from 16 evenly spaced frames lost
    /// 5.8 dB of PSNR (63.3 against 69.1 dB; 8 frames: 59.0, 30: 65.9, 45: 67.4), while counting
    /// a frame's colours costs about a tenth of drawing it.
    package static let paletteSampleSize = 256

    private let settings: AnimationSettings
    private let quantizer: GIFQuantizer
    private let workers: Int
    /// Sample frames not yet counted, the colours of those counted, and how many they were.
    private var samples: [RGBAPixels] = []
    private var sampleCounts = GIFColorCounts()
    private var sampled = 0
    private var sharedPalette: [PaletteColor]?
    private var sharedRemapper: GIFRemapper?
    private var writer: GIFWriter?
    /// Whether frames are differences over an opaque screen (decided by the first frame).
    private var differencing = true
    private var screen: GIFScreen
    /// The last source frame added, and the frames waiting for their batch.
    private var previous: RGBAPixels?
    private var queue: [(frame: RGBAPixels, previous: RGBAPixels?, number: Int)] = []
    /// The last distinct frame, written once the next one (or the end) fixes its delay.
    private var pending: (frame: GIFWriter.Frame, start: Int)?
    private var frameCount = 0

    /// An encoder for `width × height` frames with `settings.gif` and `settings.loopCount` that
    /// works on up to `concurrency` threads (the file does not depend on it).
    package init(width: Int, height: Int, settings: AnimationSettings,
                concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        try AnimationLimits.checkSettings(settings, for: .gif)
        self.width = width
        self.height = height
        self.settings = settings
        quantizer = GIFQuantizer(options: settings.gif)
        workers = Swift.max(1, concurrency)
        screen = GIFScreen(width: width, height: height)
    }

    /// With a shared palette: up to `paletteSampleSize` positions spread evenly from the first
    /// frame to the last. Otherwise none.
    package func firstPassFrames(frameCount: Int) -> [Int] {
        Self.firstPassFrames(frameCount: frameCount, settings: settings)
    }

    /// The frames an encoder with `settings` names in `firstPassFrames`, known before it is made
    /// (for memory estimates).
    package static func firstPassFrames(frameCount: Int, settings: AnimationSettings) -> [Int] {
        guard settings.gif.palette == .shared, frameCount > 0 else { return [] }
        let samples = Swift.min(frameCount, paletteSampleSize)
        if samples == 1 { return [0] }
        return (0..<samples).map { ($0 * (frameCount - 1) + (samples - 1) / 2) / (samples - 1) }
    }

    /// Counts a sample frame's colours (in batches, on every core).
    package func addToFirstPass(_ frame: RGBAPixels) throws {
        try checkSize(frame)
        samples.append(frame)
        if samples.count >= 2 * workers { try countSamples() }
    }

    /// Adds the colours of the queued sample frames to `sampleCounts`, counted in parallel.
    private func countSamples() throws {
        let batch = samples
        samples = []
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        let counts = try ParallelWork.map(batch.count, workers: workers) { index in
            var counts = GIFColorCounts()
            counts.add(Self.binaryAlpha(batch[index]), box: whole)
            return counts
        }
        for part in counts { sampleCounts.merge(part) }
        sampled += batch.count
    }

    /// Queues the frame; a full batch is remapped, compressed and written.
    package func add(_ frame: RGBAPixels) throws {
        try checkSize(frame)
        let frame = Self.binaryAlpha(frame)
        if writer == nil {
            differencing = frame.isOpaque
            try start()
        } else if differencing && !frame.isOpaque {
            throw Problem(.unsupported, "frame \(frameCount + 1) has transparent pixels but the first frame is opaque; GIF cannot clear an opaque screen back to transparent",
                                 fix: "use an opaque background, or WebP or APNG, which keep transparency")
        }
        queue.append((frame, previous, frameCount))
        previous = frame
        frameCount += 1
        if queue.count >= 2 * workers { try encodeQueue() }
    }

    /// Writes the frames still queued and the last frame, and returns the file.
    package func finish() throws -> [UInt8] {
        guard writer != nil else {
            throw Problem.noFrames(in: "the animation")
        }
        try encodeQueue()
        flushPending(until: frameCount)
        return writer?.finish() ?? []
    }

    // MARK: Frames

    /// Chooses the shared palette from the samples' colours and starts the file.
    private func start() throws {
        if settings.gif.palette == .shared {
            try countSamples()
            guard sampled > 0 else {
                throw Problem(.failure, "a shared GIF palette needs its sample frames in a first pass before the first frame is written",
                                     fix: "call addToFirstPass with the frames firstPassFrames names first, or use per-frame palettes")
            }
            let palette = try quantizer.palette(of: sampleCounts, reserveTransparent: true)
            sharedPalette = palette
            sharedRemapper = GIFRemapper(palette: palette, dithering: settings.gif.dithering)
            sampleCounts = GIFColorCounts()
        }
        writer = GIFWriter(width: width, height: height, globalPalette: sharedPalette, loopCount: settings.loopCount)
    }

    /// A queued frame after remapping: its changed rectangle's indices, or `nil` when it repeats
    /// the frame before.
    private struct Mapped {
        var box: PixelBox
        var indices: [UInt8]
        var palette: [PaletteColor]
    }

    /// Remaps the queued frames in parallel, passes them over the screen in order, compresses
    /// the frames that change something in parallel and writes them in order.
    private func encodeQueue() throws {
        let batch = queue
        queue = []
        guard !batch.isEmpty else { return }
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        let mapped = try ParallelWork.map(batch.count, workers: workers) { position -> Mapped? in
            let (frame, previous, _) = batch[position]
            guard let previous else { return try remap(frame, box: whole, previous: nil) }
            guard let box = changedBox(from: previous, to: frame) else { return nil } // identical: a longer delay
            return try differencing ? remap(frame, box: box, previous: previous) : remap(frame, box: whole, previous: nil)
        }
        var shown: [(box: PixelBox, indices: [UInt8], palette: [PaletteColor], number: Int)] = []
        for (entry, mapped) in zip(batch, mapped) {
            guard let mapped else { continue }
            let transparent = mapped.palette.firstIndex(of: .transparent)
            guard let visible = screen.show(mapped.indices, box: mapped.box, palette: mapped.palette, transparent: transparent,
                                            source: entry.frame, keeping: differencing) else {
                continue // every pixel keeps what is on screen: nothing to show
            }
            shown.append((visible.box, visible.indices, mapped.palette, entry.number))
            frameErrors.append(screen.meanSquareError)
        }
        let compressed = try ParallelWork.map(shown.count, workers: workers) { position in
            shown[position].indices.withUnsafeBufferPointer {
                GIFLZW.compress($0, minimumCodeSize: GIFWriter.minimumCodeSize(of: shown[position].palette))
            }
        }
        for (frame, data) in zip(shown, compressed) {
            flushPending(until: frame.number)
            let stored = GIFWriter.Frame(box: frame.box, imageData: data, localPalette: sharedPalette == nil ? frame.palette : nil,
                                         transparentIndex: frame.palette.firstIndex(of: .transparent), delay: 0,
                                         disposal: differencing ? .keep : .background)
            pending = (stored, frame.number)
        }
    }

    /// The indices of `box` in `frame` on the shared palette, or on a palette of the box's own
    /// changed pixels (keeping a transparent entry for frames drawn over others).
    private func remap(_ frame: RGBAPixels, box: PixelBox, previous: RGBAPixels?) throws -> Mapped {
        if let sharedRemapper, let sharedPalette {
            return Mapped(box: box, indices: sharedRemapper.remap(frame, box: box, previous: previous), palette: sharedPalette)
        }
        var counts = GIFColorCounts()
        counts.add(frame, box: box, skippingStillPixelsOf: previous)
        let palette = try quantizer.palette(of: counts, reserveTransparent: previous != nil || !frame.isOpaque)
        let remapper = GIFRemapper(palette: palette, dithering: settings.gif.dithering)
        return Mapped(box: box, indices: remapper.remap(frame, box: box, previous: previous), palette: palette)
    }

    /// Writes the pending frame with the delay up to the start of frame `end`. A delay beyond
    /// GIF's 655.35 s goes on in 1-pixel transparent frames.
    private func flushPending(until end: Int) {
        guard let (first, start) = pending else { return }
        pending = nil
        var frame = first
        var delay = settings.frameStart(end, unitsPerSecond: 100) - settings.frameStart(start, unitsPerSecond: 100)
        frame.delay = Swift.min(delay, 65535)
        writer?.append(frame)
        delay -= frame.delay
        while delay > 0 {
            let hold = GIFWriter.Frame(box: PixelBox(x: 0, y: 0, width: 1, height: 1), imageData: Self.transparentPixel,
                                       localPalette: [.transparent, .transparent], transparentIndex: 0,
                                       delay: Swift.min(delay, 65535), disposal: .keep)
            writer?.append(hold)
            delay -= hold.delay
        }
    }

    /// The image data of one pixel of index 0.
    private static let transparentPixel: [UInt8] = [0].withUnsafeBufferPointer { GIFLZW.compress($0, minimumCodeSize: 2) }

    private func checkSize(_ frame: RGBAPixels) throws {
        guard frame.width == width, frame.height == height else {
            throw Problem.frameSize(width: frame.width, height: frame.height, inAnimation: width, height, format: "GIF")
        }
    }

    /// The frame with every alpha at 0 or 255 (below 128 becomes fully transparent black).
    static func binaryAlpha(_ frame: RGBAPixels) -> RGBAPixels {
        if frame.isOpaque { return frame }
        var frame = frame
        frame.withMutableBytes { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 4) {
                if bytes[offset + 3] < 128 {
                    bytes[offset] = 0; bytes[offset + 1] = 0; bytes[offset + 2] = 0; bytes[offset + 3] = 0
                } else {
                    bytes[offset + 3] = 255
                }
            }
        }
        return frame
    }
}
