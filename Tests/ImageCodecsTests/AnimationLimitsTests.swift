import FileFormats
@testable import ImageCodecs
import Problems
import Testing

/// Absurd requests are refused before any frame is drawn, with the problem and the fix.
@Suite struct AnimationLimitsTests {
    func refusal(_ format: AnimationFormat, width: Int = 64, height: Int = 64, frames: Int = 10,
                 settings: AnimationSettings = AnimationSettings()) -> Problem? {
        do {
            try AnimationLimits.check(format, width: width, height: height, frameCount: frames, settings: settings)
            return nil
        } catch {
            return error
        }
    }

    @Test("a sensible 1280×720, 60-frame request passes for every format")
    func sensibleRequestsPass() {
        for format in AnimationFormat.allCases {
            #expect(refusal(format, width: 1280, height: 720, frames: 60) == nil)
        }
    }

    @Test("too many frames, no frames, sides too large, too many pixels in all, too much memory")
    func absurdSizesAreRefused() {
        #expect(refusal(.webp, frames: 10_001)?.what.contains("10001 frames") == true)
        #expect(refusal(.gif, frames: 0)?.what.contains("no frames") == true)
        #expect(refusal(.webp, width: 16384)?.what.contains("16383 px per side") == true)
        #expect(refusal(.mp4, width: 8200)?.what.contains("8192 px per side") == true)
        #expect(refusal(.gif, width: 70000)?.what.contains("65535 px per side") == true)
        #expect(refusal(.webp, width: 1280, height: 720, frames: 10_000)?.what.contains("in all") == true)
        let memory = refusal(.gif, width: 16000, height: 16000, frames: 1)
        #expect(memory?.what.contains("MiB") == true)
        #expect(memory?.fix.isEmpty == false)
    }

    @Test("settings out of range: frame rate, GIF above 50 fps, loop count, dithering, quality, CRF, preset")
    func badSettingsAreRefused() {
        #expect(refusal(.webp, settings: AnimationSettings(framesPerSecond: 0)) != nil)
        #expect(refusal(.webp, settings: AnimationSettings(framesPerSecond: 241)) != nil)
        #expect(refusal(.webp, settings: AnimationSettings(framesPerSecond: .nan)) != nil)
        #expect(refusal(.gif, settings: AnimationSettings(framesPerSecond: 60))?.what.contains("at most 50") == true)
        #expect(refusal(.webp, settings: AnimationSettings(framesPerSecond: 60)) == nil)
        #expect(refusal(.webp, settings: AnimationSettings(loopCount: -1)) != nil)
        #expect(refusal(.webp, settings: AnimationSettings(loopCount: 65536)) != nil)
        #expect(refusal(.gif, settings: AnimationSettings(gif: GIFOptions(dithering: 1.5))) != nil)
        #expect(refusal(.gif, settings: AnimationSettings(gif: GIFOptions(speed: 0))) != nil)
        #expect(refusal(.webp, settings: AnimationSettings(webp: WebPOptions(quality: 101))) != nil)
        #expect(refusal(.webp, settings: AnimationSettings(webp: WebPOptions(method: 7))) != nil)
        #expect(refusal(.mp4, settings: AnimationSettings(mp4: MP4Options(crf: 52))) != nil)
        #expect(refusal(.mp4, settings: AnimationSettings(mp4: MP4Options(preset: "warp")))?.fix.contains("medium") == true)
    }

    @Test("formats from output paths: extension, any case; PNG and unknown are not animated")
    func formatsFromPaths() {
        #expect(AnimationFormat(path: "out/swipe.gif") == .gif)
        #expect(AnimationFormat(path: "SWIPE.WEBP") == .webp)
        #expect(AnimationFormat(path: "a.b/swipe.mp4") == .mp4)
        #expect(AnimationFormat(path: "swipe.png") == nil)
        #expect(AnimationFormat(path: "a.gif/frames") == nil)
        #expect(AnimationFormat(path: "frames") == nil)
    }
}
