import CWebP
import Problems

/// Reads an animated (or still) WebP with libwebp's `WebPAnimDecoder`, which composes each frame
/// over the canvas (blending and disposal as the file says) into straight RGBA.
enum WebPAnimationDecoder {
    static func decode(_ bytes: [UInt8]) throws(Problem) -> AnimationFile {
        try bytes.withUnsafeBufferPointer { buffer throws(Problem) in
            guard let base = buffer.baseAddress else { throw Problem.damagedInput("the WebP file", "it is empty", fix: "give a WebP file") }
            var data = WebPData(bytes: base, size: buffer.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw Problem.library("libwebp", "setting up the decoder") }
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else {
                throw Problem.wrongFormat("the file", isNot: "a readable WebP animation", fix: "give a WebP animation that Flipbook wrote")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw Problem.library("libwebp", "reading the animation's header") }
            let width = Int(info.canvas_width), height = Int(info.canvas_height), count = Int(info.frame_count)
            guard count >= 1, count <= AnimationLimits.maximumFrames, count * width * height * 4 <= AnimationLimits.memoryBudget else {
                throw Problem(.tooLarge, "the WebP has \(count) frames of \(width)×\(height) px",
                                     fix: "give at most \(AnimationLimits.maximumFrames) frames within \(AnimationLimits.memoryBudget >> 20) MiB")
            }
            var frames: [RGBAPixels] = []
            var durations: [Double] = []
            var previous: Int32 = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
                    throw Problem.damagedInput("WebP frame \(frames.count + 1)")
                }
                frames.append(RGBAPixels(uncheckedWidth: width, height: height, bytes: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))))
                durations.append(Double(timestamp - previous) / 1000)
                previous = timestamp
            }
            return AnimationFile(width: width, height: height, frames: frames, durations: durations, loopCount: Int(info.loop_count))
        }
    }
}
