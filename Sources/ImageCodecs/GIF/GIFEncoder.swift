import CGif
import FileFormats

/// Encodes an animated GIF with libimagequant's palettes and dithering and giflib's LZW.
///
/// How frames are stored:
/// - **Palette.** `.shared` (default): a first pass collects the colours of the first frame and
///   of every later frame's changed rectangle into one histogram, quantized once into the
///   global colour table, so a colour never shifts between frames. `.perFrame`: each frame's
///   changed rectangle gets its own table of up to 256 colours.
/// - **Frame difference** (opaque frames): each frame after the first covers only the rectangle
///   where its pixels differ from the previous frame, and inside it every pixel for which the
///   colour already on screen is as close as any palette colour is written as the transparent
///   index (libimagequant's background remapping), so still areas cost almost nothing and keep
///   their dither. Frames stay on screen (`DISPOSE_DO_NOT`).
/// - **Transparency.** GIF has one transparent index and no partial alpha: pixels below half
///   opacity become transparent, the rest opaque. An animation whose first frame has
///   transparent pixels is written as whole frames cleared after showing (`DISPOSE_BACKGROUND`);
///   one whose first frame is opaque must stay opaque.
/// - **Timing.** Frame `k` starts at `round(100 · k / fps)` hundredths of a second, so delays
///   add up to the exact length; identical consecutive frames merge into one longer delay.
///   Frame rates above 50 fps are refused (see `AnimationFormat.maximumFramesPerSecond`).
public final class GIFEncoder: AnimationEncoder {
    /// Frame size in pixels.
    public let width: Int, height: Int
    /// libimagequant's mean square error (0…255² scale, undithered) of each frame written, in
    /// order, merged duplicates counted once: the figure decoded frames are checked against.
    public private(set) var frameErrors: [Double] = []

    private let settings: AnimationSettings
    private let quantizer: GIFQuantizer
    private var paletteBuilder: GIFQuantizer.PaletteBuilder?
    private var firstPassPrevious: RGBAPixels?
    private var sharedPalette: [PaletteColor]?
    private var writer: GIFWriter?
    /// Whether frames are differences over an opaque screen (decided by the first frame).
    private var differencing = true
    /// The last source frame and what the screen shows after the frames written so far.
    private var previous: RGBAPixels?
    private var screen: RGBAPixels?
    /// The last distinct frame, written once the next one (or the end) fixes its delay.
    private var pending: (frame: GIFWriter.Frame, start: Int)?
    private var frameCount = 0

    /// An encoder for `width × height` frames with `settings.gif` and `settings.loopCount`.
    public init(width: Int, height: Int, settings: AnimationSettings) throws {
        try AnimationLimits.checkSettings(settings, for: .gif)
        self.width = width
        self.height = height
        self.settings = settings
        quantizer = try GIFQuantizer(options: settings.gif)
    }

    /// A shared palette needs every frame's colours first.
    public var needsFirstPass: Bool { settings.gif.palette == .shared }

    /// Adds the frame's new colours (all of the first frame, the changed rectangle of the others).
    public func addToFirstPass(_ frame: RGBAPixels) throws {
        try checkSize(frame)
        let frame = Self.binaryAlpha(frame)
        if paletteBuilder == nil { paletteBuilder = try quantizer.paletteBuilder(reserveTransparent: true) }
        guard let builder = paletteBuilder else { return }
        if let previous = firstPassPrevious {
            if let box = changedBox(from: previous, to: frame) {
                try quantizer.addColors(of: frame.cropped(to: box), to: builder)
            }
        } else {
            try quantizer.addColors(of: frame, to: builder)
        }
        firstPassPrevious = frame
    }

    /// Quantizes and writes the frame (or merges it into the previous one when identical).
    public func add(_ frame: RGBAPixels) throws {
        try checkSize(frame)
        let frame = Self.binaryAlpha(frame)
        defer { frameCount += 1 }
        let writer = try startIfNeeded(with: frame)
        guard let previous else {
            differencing = frame.isOpaque
            let mapped = try quantizer.remap(frame, fixedPalette: sharedPalette, background: nil)
            try show(mapped, in: PixelBox(x: 0, y: 0, width: width, height: height), writer: writer)
            self.previous = frame
            return
        }
        guard let box = changedBox(from: previous, to: frame) else { return } // identical: a longer delay
        self.previous = frame
        if differencing {
            guard frame.isOpaque, let screen else {
                throw AnimationError("frame \(frameCount + 1) has transparent pixels but the first frame is opaque; GIF cannot clear an opaque screen back to transparent",
                                     fix: "use an opaque background, or WebP or APNG, which keep transparency")
            }
            var mapped = try quantizer.remap(frame.cropped(to: box), fixedPalette: sharedPalette, background: screen.cropped(to: box))
            Self.keepStillPixels(&mapped, in: box, from: previous, to: frame)
            try show(mapped, in: box, writer: writer)
        } else {
            let mapped = try quantizer.remap(frame, fixedPalette: sharedPalette, background: nil)
            try show(mapped, in: PixelBox(x: 0, y: 0, width: width, height: height), writer: writer)
        }
    }

    /// Writes the last frame and returns the file.
    public func finish() throws -> [UInt8] {
        guard let writer else {
            throw AnimationError("the animation has no frames", fix: "give at least one offset or a longer timeline")
        }
        try flushPending(until: frameCount, writer: writer)
        return try writer.finish()
    }

    // MARK: Frames

    private func startIfNeeded(with frame: RGBAPixels) throws -> GIFWriter {
        if let writer { return writer }
        if settings.gif.palette == .shared {
            guard let builder = paletteBuilder else {
                throw AnimationError("a shared GIF palette needs every frame in a first pass before the first frame is written",
                                     fix: "call addToFirstPass for each frame first, or use per-frame palettes")
            }
            sharedPalette = try quantizer.palette(of: builder)
            paletteBuilder = nil
        }
        let writer = try GIFWriter(width: width, height: height, globalPalette: sharedPalette, loopCount: settings.loopCount)
        self.writer = writer
        return writer
    }

    /// Queues `mapped` (the pixels of `box`) as the next frame and updates the screen.
    private func show(_ mapped: RemappedImage, in box: PixelBox, writer: GIFWriter) throws {
        let transparent = mapped.palette.firstIndex { $0.alpha == 0 }
        var box = box, indices = mapped.indices
        if differencing, let transparent, screen != nil {
            guard let used = Self.opaqueBox(indices, width: box.width, height: box.height, transparent: UInt8(transparent)) else {
                return // every pixel keeps what is on screen: nothing to show
            }
            indices = Self.crop(indices, width: box.width, to: used)
            box = PixelBox(x: box.x + used.x, y: box.y + used.y, width: used.width, height: used.height)
        }
        updateScreen(indices, box: box, palette: mapped.palette, transparent: transparent)
        try flushPending(until: frameCount, writer: writer)
        let frame = GIFWriter.Frame(box: box, indices: indices, localPalette: sharedPalette == nil ? mapped.palette : nil,
                                    transparentIndex: transparent, delay: 0,
                                    disposal: differencing ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND)
        pending = (frame, frameCount)
        frameErrors.append(mapped.error)
    }

    /// Writes the pending frame with the delay up to the start of frame `end`. A delay beyond
    /// GIF's 655.35 s goes on in 1-pixel transparent frames.
    private func flushPending(until end: Int, writer: GIFWriter) throws {
        guard let (first, start) = pending else { return }
        pending = nil
        var frame = first
        var delay = settings.frameStart(end, unitsPerSecond: 100) - settings.frameStart(start, unitsPerSecond: 100)
        frame.delay = Swift.min(delay, 65535)
        try writer.write(frame)
        delay -= frame.delay
        while delay > 0 {
            let hold = GIFWriter.Frame(box: PixelBox(x: 0, y: 0, width: 1, height: 1), indices: [0],
                                       localPalette: [.transparent, .transparent], transparentIndex: 0,
                                       delay: Swift.min(delay, 65535), disposal: DISPOSE_DO_NOT)
            try writer.write(hold)
            delay -= hold.delay
        }
    }

    private func updateScreen(_ indices: [UInt8], box: PixelBox, palette: [PaletteColor], transparent: Int?) {
        var screen = self.screen ?? RGBAPixels(uncheckedWidth: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
        screen.withMutableBytes { bytes in
            for row in 0..<box.height {
                for column in 0..<box.width {
                    let index = Int(indices[row * box.width + column])
                    let offset = ((box.y + row) * width + box.x + column) * 4
                    if index == transparent {
                        if !differencing { bytes[offset] = 0; bytes[offset + 1] = 0; bytes[offset + 2] = 0; bytes[offset + 3] = 0 }
                        continue
                    }
                    let color = palette[index]
                    bytes[offset] = color.red
                    bytes[offset + 1] = color.green
                    bytes[offset + 2] = color.blue
                    bytes[offset + 3] = 255
                }
            }
        }
        self.screen = screen
    }

    private func checkSize(_ frame: RGBAPixels) throws {
        guard frame.width == width, frame.height == height else {
            throw AnimationError("a \(frame.width)×\(frame.height) frame in a \(width)×\(height) GIF", fix: "give every frame the animation's size")
        }
    }

    /// Writes the transparent index wherever the source pixel did not change since the previous
    /// frame, so the screen keeps the colour it already shows there. libimagequant's background
    /// remapping keeps most such pixels; this keeps all of them, so a still pixel never flickers
    /// between two dithered colours.
    static func keepStillPixels(_ mapped: inout RemappedImage, in box: PixelBox, from previous: RGBAPixels, to frame: RGBAPixels) {
        guard let transparent = mapped.palette.firstIndex(where: { $0.alpha == 0 }) else { return }
        previous.bytes.withUnsafeBytes { before in
            frame.bytes.withUnsafeBytes { after in
                for row in 0..<box.height {
                    let start = ((box.y + row) * frame.width + box.x) * 4
                    for column in 0..<box.width {
                        let offset = start + column * 4
                        if before.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == after.loadUnaligned(fromByteOffset: offset, as: UInt32.self) {
                            mapped.indices[row * box.width + column] = UInt8(transparent)
                        }
                    }
                }
            }
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

    /// The smallest box (inside a `width × height` index grid) holding every index that is not
    /// `transparent`, or `nil` when all are.
    static func opaqueBox(_ indices: [UInt8], width: Int, height: Int, transparent: UInt8) -> PixelBox? {
        var left = width, right = -1, top = height, bottom = -1
        for y in 0..<height {
            let row = y * width
            guard let first = (0..<width).first(where: { indices[row + $0] != transparent }) else { continue }
            let last = (first..<width).last { indices[row + $0] != transparent } ?? first
            left = Swift.min(left, first)
            right = Swift.max(right, last)
            top = Swift.min(top, y)
            bottom = y
        }
        guard right >= left else { return nil }
        return PixelBox(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    private static func crop(_ indices: [UInt8], width: Int, to box: PixelBox) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(box.width * box.height)
        for y in box.y..<box.maxY {
            out.append(contentsOf: indices[(y * width + box.x)..<(y * width + box.maxX)])
        }
        return out
    }
}
