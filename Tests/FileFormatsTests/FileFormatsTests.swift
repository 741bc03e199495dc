import FileFormats
import Testing

/// The output formats as values: spellings, paths, rates.
@Suite struct FileFormatsTests {
    @Test("an animated format is named by its path's extension, any case; .png is a still frame")
    func formatFromPath() {
        #expect(AnimationFormat(path: "out/swipe.GIF") == .gif)
        #expect(AnimationFormat(path: "a.b/swipe.webp") == .webp)
        #expect(AnimationFormat(path: "swipe.apng") == .apng)
        #expect(AnimationFormat(path: "swipe.mp4") == .mp4)
        #expect(AnimationFormat(path: "swipe.png") == nil)
        #expect(AnimationFormat(path: "folder.gif/swipe") == nil)
        #expect(AnimationFormat(path: "gif") == nil)
        #expect(AnimationFormat.apng.fileExtension == "png" && AnimationFormat.gif.fileExtension == "gif")
    }

    @Test("GIF plays at most 50 fps, the others at the accepted maximum")
    func maximumRates() {
        #expect(AnimationFormat.gif.maximumFramesPerSecond == 50)
        for format in AnimationFormat.allCases where format != .gif {
            #expect(format.maximumFramesPerSecond == AnimationSettings.maximumFramesPerSecond)
        }
    }

    @Test("settings without a rate play at 30 fps; playing(at:) sets the rate and keeps the rest")
    func playbackRate() {
        let settings = AnimationSettings(loopCount: 3, gif: GIFOptions(dithering: 0.5, palette: .perFrame), pngLevel: .small)
        #expect(settings.framesPerSecond == nil && settings.playbackFramesPerSecond == 30)
        let played = settings.playing(at: 12)
        #expect(played.framesPerSecond == 12 && played.playbackFramesPerSecond == 12)
        var expected = settings
        expected.framesPerSecond = 12
        #expect(played == expected)
    }

    @Test("frame starts add up to the animation's exact length, rounding once per frame, not per step",
          arguments: [7.0, 24, 30, 50, 60])
    func frameStartsDoNotDrift(fps: Double) {
        let settings = AnimationSettings(framesPerSecond: fps)
        let frames = Int(fps) * 10
        #expect(settings.frameStart(frames, unitsPerSecond: 100) == 1000)
        let starts = (0...frames).map { settings.frameStart($0, unitsPerSecond: 100) }
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 })
        for (index, start) in starts.enumerated() {
            #expect(abs(Double(start) - Double(index) * 100 / fps) <= 0.5)
        }
    }

    @Test("every PNG level and GIF palette is spelt as configs spell it")
    func spellings() {
        #expect(PNGLevel.allCases.map(\.rawValue) == ["fast", "default", "small"])
        #expect(GIFOptions.Palette.allCases.map(\.rawValue) == ["shared", "per-frame"])
        #expect(AnimationFormat.allCases.map(\.rawValue) == ["gif", "webp", "apng", "mp4"])
    }
}
