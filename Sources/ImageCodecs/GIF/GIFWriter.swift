import CGif

/// A GIF89a file built in memory with giflib: the logical screen, the looping extension and
/// frames of palette indices, each with its own delay, disposal and transparent index.
final class GIFWriter {
    /// One frame as the file stores it.
    struct Frame {
        /// Where the frame's rectangle sits on the screen.
        var box: PixelBox
        /// `box.width × box.height` palette indices.
        var indices: [UInt8]
        /// A local colour table, or `nil` to use the global one.
        var localPalette: [PaletteColor]?
        /// The index shown as "keep what is there", or `nil`.
        var transparentIndex: Int?
        /// Hundredths of a second, 0…65535.
        var delay: Int
        /// What happens to the rectangle before the next frame: `DISPOSE_DO_NOT` or `DISPOSE_BACKGROUND`.
        var disposal: Int32
    }

    private final class Output {
        var bytes: [UInt8] = []
    }

    private let output = Output()
    private var file: UnsafeMutablePointer<GifFileType>?

    /// Starts a `width × height` GIF with an optional global palette that plays `loopCount`
    /// times (0 = forever). Browsers read the NETSCAPE2.0 count as repeats after the first
    /// play, so 1 play writes no extension and `n` plays write `n − 1`.
    init(width: Int, height: Int, globalPalette: [PaletteColor]?, loopCount: Int) throws {
        var error: Int32 = 0
        let context = Unmanaged.passUnretained(output).toOpaque()
        guard let file = EGifOpen(context, { file, data, length in
            guard let file, let data, length > 0, let user = file.pointee.UserData else { return 0 }
            Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return length
        }, &error) else {
            throw AnimationError.library("giflib", "starting a GIF (error \(error))")
        }
        self.file = file
        EGifSetGifVersion(file, true)
        let map = try globalPalette.map(Self.colorMap)
        defer { if let map { GifFreeMapObject(map) } }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map), "writing the screen descriptor")
        if loopCount != 1 {
            let repeats = loopCount == 0 ? 0 : loopCount - 1
            let count: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]
            try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "writing the loop extension")
            try check(EGifPutExtensionBlock(file, 11, "NETSCAPE2.0"), "writing the loop extension")
            try check(count.withUnsafeBytes { EGifPutExtensionBlock(file, 3, $0.baseAddress) }, "writing the loop count")
            try check(EGifPutExtensionTrailer(file), "writing the loop extension")
        }
    }

    deinit {
        if let file { EGifCloseFile(file, nil) }
    }

    /// Appends a frame.
    func write(_ frame: Frame) throws {
        guard let file else { throw AnimationError.library("giflib", "writing after the end") }
        var control = GraphicsControlBlock(DisposalMode: frame.disposal, UserInputFlag: false,
                                           DelayTime: Int32(frame.delay), TransparentColor: Int32(frame.transparentIndex ?? -1))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "writing a frame's delay")
        let map = try frame.localPalette.map(Self.colorMap)
        defer { if let map { GifFreeMapObject(map) } }
        try check(EGifPutImageDesc(file, Int32(frame.box.x), Int32(frame.box.y), Int32(frame.box.width),
                                   Int32(frame.box.height), false, map), "writing a frame's rectangle")
        var indices = frame.indices
        try check(indices.withUnsafeMutableBufferPointer { EGifPutLine(file, $0.baseAddress, Int32($0.count)) },
                  "compressing a frame")
    }

    /// Ends the file and returns its bytes.
    func finish() throws -> [UInt8] {
        guard let file else { throw AnimationError.library("giflib", "finishing twice") }
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else {
            throw AnimationError.library("giflib", "ending the file (error \(error))")
        }
        return output.bytes
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status == GIF_OK else {
            let code = file?.pointee.Error ?? 0
            throw AnimationError.library("giflib", "\(what) (error \(code))")
        }
    }

    /// A giflib colour map of `palette` padded to a power of two (2…256 entries) with black.
    private static func colorMap(_ palette: [PaletteColor]) throws -> UnsafeMutablePointer<ColorMapObject> {
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = (0..<size).map { index -> GifColorType in
            guard index < palette.count else { return GifColorType(Red: 0, Green: 0, Blue: 0) }
            let color = palette[index]
            return GifColorType(Red: color.red, Green: color.green, Blue: color.blue)
        }
        guard size <= 256, let map = GifMakeMapObject(Int32(size), &colors) else {
            throw AnimationError.library("giflib", "making a colour table of \(palette.count) colours")
        }
        return map
    }
}
