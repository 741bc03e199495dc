import FileFormats
import Foundation
import Problems
import SceneModel

extension FrameRenderer {
    /// The render stage: the scene drawn as `product`, its bytes and what they hold.
    ///
    /// ```swift
    /// let renderer = try FrameRenderer(scene: scene)
    /// let strip = try renderer.render(.strip(format: .png, columns: nil))
    /// let gif = try renderer.render(.animation(.gif))
    /// print(strip.summary.frameCount, gif.summary.duration ?? 0)
    /// ```
    ///
    /// Every front end makes its outputs here (the CLI's `render`, `strip` and `watch`, the
    /// designer's previews and exports, FlipbookTesting's snapshots); `FrameFiles` writes them.
    /// The bytes do not depend on `concurrency`.
    ///
    /// - Parameters:
    ///   - product: What to make; decided once by the front end (`OutputTarget`).
    ///   - concurrency: The threads drawing and encoding, at most.
    ///   - progress: Told of the frames finished (animations), serially.
    /// - Returns: The bytes and a `RenderSummary`.
    /// - Throws: A `Problem`: a product the timeline cannot give (an SVG frame of a timeline of
    ///   several frames), an animation beyond the encoders' limits, or drawing that failed.
    public func render(_ product: RenderProduct, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
                       progress: RenderProgress? = nil) throws -> Rendered {
        try render(product, concurrency: concurrency, progress: progress, isCancelled: nil)
    }

    /// `render(_:concurrency:progress:)`, asking `isCancelled` after every frame of an animation
    /// (the designer's Cancel): once it says yes, the render stops with a `Problem` of kind `cancelled`.
    package func render(_ product: RenderProduct, concurrency: Int, progress: RenderProgress?,
                        isCancelled: (@Sendable () -> Bool)?) throws -> Rendered {
        switch product {
        case let .frame(offset, format):
            let bytes = try encodedFrame(offset: offset, format: format, concurrency: concurrency)
            return Rendered(bytes: bytes, summary: RenderSummary(frameCount: 1, byteCount: bytes.count))
        case let .strip(format, columns):
            let bytes = try stripData(format: format, columns: columns, concurrency: concurrency)
            return Rendered(bytes: bytes, summary: RenderSummary(frameCount: try scene.validatedOffsets().count, byteCount: bytes.count))
        case .svgFrame, .pngFrame:
            let bytes = try onlyFrameData(format: product == .svgFrame ? .svg : .png, concurrency: concurrency)
            return Rendered(bytes: bytes, summary: RenderSummary(frameCount: 1, byteCount: bytes.count))
        case .animatedSVG:
            var groups: [UInt8] = []
            let (opening, summary) = try animatedSVG(concurrency: concurrency) { groups.append(contentsOf: $0) }
            let bytes = opening + groups + Self.animatedSVGClosing
            return Rendered(bytes: bytes, summary: summary.with(byteCount: bytes.count))
        case let .animation(format):
            let plan = try scene.animationPlan(format)
            let bytes = try animationData(plan, format: format, concurrency: concurrency, progress: progress, isCancelled: isCancelled)
            return Rendered(bytes: bytes, summary: RenderSummary(frameCount: plan.frameCount, framesPerSecond: plan.timing.output,
                                                                 byteCount: bytes.count))
        }
    }

    /// The timeline's one frame as an SVG document or a PNG image; a timeline of more frames is
    /// refused (they are numbered files in a folder, or one animated file).
    func onlyFrameData(format: OutputOptions.Format, concurrency: Int) throws -> [UInt8] {
        let offsets = try scene.validatedOffsets()
        guard offsets.count == 1 else {
            throw Problem(.conflict, "one \(format.rawValue.uppercased()) file holds one frame, but the timeline has \(offsets.count) frames",
                          fix: "write them as one animated file, or into a folder as numbered frames", setting: "output.path")
        }
        return try encodedFrame(frame: 0, of: FrameInputs(self, offsets: offsets), format: format, concurrency: concurrency)
    }
}

extension RenderSummary {
    /// The same summary with another size.
    func with(byteCount: Int) -> RenderSummary {
        var summary = self
        summary.byteCount = byteCount
        return summary
    }
}
