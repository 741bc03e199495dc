import FileFormats
import Foundation
import ImageCodecs
import Outputs
import Problems
import SceneModel

extension FrameFiles {
    /// Writes the scene's timeline as one animated file at `path` in `scene.output.format` (which
    /// must be animated) with `scene.output.animation`, atomically through `OutputFile`: a path that
    /// cannot be written, or that is one of `inputs`, is refused before any frame is drawn.
    @discardableResult
    public func writeAnimation(to path: String, inputs: InputFiles = InputFiles(),
                               concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                               progress: AnimationProgress? = nil) throws -> AnimationSummary {
        let scene = renderer.scene
        guard let format = scene.output.format.animation else {
            throw Problem(.unsupported, "\(scene.output.format.rawValue) is not an animated format", fix: "choose gif, webp, apng or mp4")
        }
        let offsets = try scene.validatedOffsets()
        let timing = AnimationTiming(scene.output.animation, timelineFPS: scene.timelineFPS, format: format)
        let settings = scene.output.animation.playing(at: timing.output)
        let output = try OutputFile(path, inputs: inputs)
        let bytes = try renderer.animationData(offsets: offsets, sourceFPS: timing.source, format: format, settings: settings,
                                               concurrency: concurrency, progress: progress)
        try output.write(bytes)
        let frames = resampledFrameIndices(count: offsets.count, from: timing.source, to: timing.output).count
        return AnimationSummary(path: path, format: format, frameCount: frames, framesPerSecond: timing.output, byteCount: bytes.count)
    }
}
