import Config
import FileFormats
import Foundation
import ImageCodecs
import Problems
import Render
import SceneModel

/// Every call this server makes into Render, in one file: the frames, strips and animated files
/// the tools answer with, drawn and encoded by the CLI's renderer (`FrameRenderer`), so an agent
/// sees what `flipbook render` and `strip` write. Each reserves the memory it will hold against
/// the server's budget (`CallLimits.reserve`) before it draws.
enum RenderStage {
    /// Threads a call draws and encodes on: all the cores, as the CLI does (a stdio server has one
    /// client, which waits for each answer).
    static var threads: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// A drawn image: its encoded bytes and size in pixels.
    struct Image: Sendable {
        var bytes: [UInt8]
        var width: Int
        var height: Int
    }

    /// Loads what every first drawing of a process loads (fontconfig's font list, the system
    /// font), by making a renderer of a preset and drawing nothing: run while the server waits for
    /// its first call, so that call takes as long as any other.
    static func warmUp() {
        _ = try? FrameRenderer(scene: SceneLoader.load(presetNamed: "scale.coverFlow").scene)
    }

    /// The renderer of `scene` (checked as the CLI checks it).
    static func renderer(_ scene: Scene) throws -> FrameRenderer {
        try FrameRenderer(scene: scene)
    }

    /// Each frame of the scene's timeline, encoded as `format` (PNG or SVG), drawn one after the
    /// other on this thread (so a cancelled call stops between frames), each PNG encoded on
    /// `threads` threads.
    static func frames(_ renderer: FrameRenderer, format: OutputOptions.Format) throws -> [Image] {
        let scene = renderer.scene
        let offsets = try scene.validatedOffsets()
        // One frame, its filtered rows for the PNG (about as many bytes again), and its layout.
        try CallLimits.reserve(2 * scene.frameBytes + scene.layoutBytes, for: "the frame")
        let inputs = FrameRenderer.FrameInputs(renderer, offsets: offsets)
        return try offsets.indices.map { index in
            try Task.checkCancellation()
            let bytes = try renderer.encodedFrame(frame: index, of: inputs, format: format, concurrency: threads)
            return Image(bytes: bytes, width: renderer.pixelWidth, height: renderer.pixelHeight)
        }
    }

    /// The timeline as one animated file of `format` with the scene's `output` settings (rate,
    /// loop, quality), as `flipbook render --out FILE.gif` writes it; with its frame count and rate.
    static func animation(_ renderer: FrameRenderer, format: AnimationFormat) throws -> (image: Image, frames: Int, framesPerSecond: Double) {
        // The render stage's one recipe for an animation's timing (`Scene.animationPlan`).
        let plan = try renderer.scene.animationPlan(format)
        try CallLimits.reserve(renderer.animationBytesHeld(plan, format: format, concurrency: threads),
                               for: "the \(format.rawValue.uppercased())")
        let bytes = try renderer.animationData(plan, format: format, concurrency: threads, isCancelled: { Task.isCancelled })
        return (Image(bytes: bytes, width: renderer.pixelWidth, height: renderer.pixelHeight), plan.frameCount, plan.timing.output)
    }

    /// The timeline as a strip (`flipbook strip`) in `format`, PNG or SVG, `columns` cells a row.
    static func strip(_ renderer: FrameRenderer, format: OutputOptions.Format, columns: Int?) throws -> Image {
        let layout = try renderer.stripLayout(columns: columns)
        // The strip's pixels and the PNG's filtered rows, about as many again, and one frame's layout.
        try CallLimits.reserve(2 * 4 * layout.width * layout.height + renderer.scene.layoutBytes, for: "the strip")
        let bytes = try renderer.stripData(format: format, columns: columns, concurrency: threads)
        return Image(bytes: bytes, width: layout.width, height: layout.height)
    }
}
