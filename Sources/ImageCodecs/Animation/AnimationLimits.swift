import FileFormats
import Problems

/// What Flipbook refuses to encode, checked before the first frame is drawn so an absurd request
/// fails at once with a message instead of minutes later or out of memory.
package enum AnimationLimits {
    /// The most frames in one animated file (about 42 s at 240 fps, 5½ min at 30 fps).
    package static let maximumFrames = 10_000
    /// The most pixels in all frames together: the encoded file is built in memory, and even
    /// well-compressed frames add up (10 000 frames of 1280 × 720 is 9.2 G).
    package static let maximumTotalPixels = 8 << 30
    /// The most memory the encoder's own state may take (frames being drawn are not counted).
    package static let memoryBudget = 2 << 30

    /// Throws when `settings` are out of range or when `frameCount` frames of `width × height`
    /// pixels are more than `format` or these limits take.
    package static func check(_ format: AnimationFormat, width: Int, height: Int, frameCount: Int,
                             settings: AnimationSettings) throws(Problem) {
        try checkSettings(settings, for: format)
        guard frameCount >= 1 else {
            throw Problem.noFrames(in: "the timeline")
        }
        guard frameCount <= maximumFrames else {
            throw Problem.tooMany("the animation", has: frameCount, "frames", maximum: maximumFrames, fix: "use fewer frames or a lower frame rate")
        }
        try checkSize(width: width, height: height, for: format)
        let pixels = width * height
        let total = pixels.multipliedReportingOverflow(by: frameCount)
        guard !total.overflow, total.partialValue <= maximumTotalPixels else {
            throw Problem(.tooLarge, "\(frameCount) frames of \(width)×\(height) px are \(megapixels(total.overflow ? Int.max : total.partialValue)) in all, more than the \(megapixels(maximumTotalPixels)) Flipbook encodes in one file",
                                 fix: "use fewer frames, a lower frame rate or a smaller scale")
        }
        let memory = pixels * format.stateBytesPerPixel
        guard memory <= memoryBudget else {
            throw Problem(.tooLarge, "encoding \(width)×\(height) px \(format.rawValue.uppercased()) frames needs about \(memory >> 20) MiB, more than the \(memoryBudget >> 20) MiB allowed",
                                 fix: "use a smaller scale or viewport")
        }
    }

    /// Throws when a side of `width × height` is below 1 or above `format.maximumSide`.
    static func checkSize(width: Int, height: Int, for format: AnimationFormat) throws(Problem) {
        guard width >= 1, height >= 1, width <= format.maximumSide, height <= format.maximumSide else {
            throw Problem(.tooLarge, "\(format.rawValue.uppercased()) frames of \(width)×\(height) px are larger than the \(format.maximumSide) px per side it takes",
                                 fix: "use a smaller scale or viewport")
        }
    }

    /// Throws for settings outside their documented ranges.
    static func checkSettings(_ settings: AnimationSettings, for format: AnimationFormat) throws(Problem) {
        let fps = settings.playbackFramesPerSecond
        guard fps.isFinite, fps > 0, fps <= AnimationSettings.maximumFramesPerSecond else {
            throw Problem.outOfRange("a frame rate of", value: "\(fps) fps", allowed: "0…\(Int(AnimationSettings.maximumFramesPerSecond))",
                                     fix: "give a frame rate such as 30 or 60")
        }
        if format == .gif, fps > format.maximumFramesPerSecond {
            throw Problem(.outOfRange, "GIF plays at most \(Int(format.maximumFramesPerSecond)) frames per second, not \(fps) (its delays are whole hundredths of a second, and browsers slow delays under 0.02 s to 0.1 s)",
                                 fix: "use 50 fps or fewer, or WebP or MP4")
        }
        guard (0...AnimationSettings.maximumLoopCount).contains(settings.loopCount) else {
            throw Problem.outOfRange("a loop count of", value: "\(settings.loopCount)", allowed: "0…\(AnimationSettings.maximumLoopCount)",
                                     fix: "give 0 to loop forever, or how many times to play")
        }
        guard settings.gif.dithering.isFinite, (0...1).contains(settings.gif.dithering) else {
            throw Problem.outOfRange("a dithering level of", value: "\(settings.gif.dithering)", allowed: "0…1", fix: "give 0 (none) … 1 (full)")
        }
        guard (1...10).contains(settings.gif.speed) else {
            throw Problem.outOfRange("a quantizer speed of", value: "\(settings.gif.speed)", allowed: "1…10", fix: "give 1 (best) … 10 (fastest)")
        }
        if let quality = settings.webp.quality, !(quality.isFinite && (0...100).contains(quality)) {
            throw Problem.outOfRange("a WebP quality of", value: "\(quality)", allowed: "0…100", fix: "give 0 (smallest) … 100 (best), or none for lossless")
        }
        guard (0...6).contains(settings.webp.method) else {
            throw Problem.outOfRange("a WebP method of", value: "\(settings.webp.method)", allowed: "0…6", fix: "give 0 (fastest) … 6 (smallest)")
        }
        guard (0...51).contains(settings.mp4.crf) else {
            throw Problem.outOfRange("an H.264 CRF of", value: "\(settings.mp4.crf)", allowed: "0…51", fix: "give 18 (visually lossless) or another value in 0…51")
        }
        let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]
        guard presets.contains(settings.mp4.preset) else {
            throw Problem(.unknownKey, "x264 has no preset '\(settings.mp4.preset)'", fix: "give one of \(presets.joined(separator: ", "))")
        }
    }

    private static func megapixels(_ pixels: Int) -> String {
        pixels >= 1 << 30 ? "\(pixels >> 30) Gpx" : "\(pixels >> 20) Mpx"
    }
}

extension AnimationFormat {
    /// The largest width or height the format (or its encoder) takes, in pixels.
    package var maximumSide: Int {
        switch self {
        case .gif: return 65535
        case .webp: return 16383
        case .apng: return PNGLimits.standard.maximumSide
        case .mp4: return 8192
        }
    }

    /// Bytes of encoder state per pixel of the frame, for the memory estimate: libimagequant
    /// keeps float RGBA of the frame and of the background (16 B each) plus Flipbook's canvases;
    /// WebPAnimEncoder keeps the previous and current canvases and up to four candidate
    /// sub-frames; APNG the previous frame, the filtered rows and their compressed copy; x264 its
    /// lookahead.
    package var stateBytesPerPixel: Int {
        switch self {
        case .gif: return 48
        case .webp: return 40
        case .apng: return 16
        case .mp4: return 64
        }
    }
}
