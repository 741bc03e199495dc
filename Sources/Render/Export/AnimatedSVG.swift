import CairoKit
import Dispatch
import Foundation
import ImageCodecs
import Outputs
import SceneModel
import Transforms

/// What an animated SVG export wrote.
public struct AnimatedSVGSummary: Hashable, Sendable {
    /// Frames of the timeline shown (after resampling to the file's rate).
    public var frameCount: Int
    /// Groups in the file: runs of identical neighbouring frames share one.
    public var groupCount: Int
    /// The rate the frames are shown at.
    public var framesPerSecond: Double
    /// The file's size in bytes.
    public var byteCount: Int

    /// The animation's length in seconds.
    public var duration: Double { Double(frameCount) / framesPerSecond }
}

extension FrameRenderer {
    /// The scene's whole timeline as one SVG document that plays in browsers: every distinct
    /// frame is a group of vector drawing (`svgData(offset:)`'s content), shown in turn by SMIL
    /// `<animate>` of its `display` at the timeline's times; runs of identical neighbouring
    /// frames are one group. It loops like the GIF (`output.animation.loopCount`, 0 = forever) and
    /// plays at `output.animation.framesPerSecond`, else the timeline's rate, else 30 fps (frames
    /// resampled as the animated encoders resample them). A client without SMIL (rsvg-convert)
    /// shows the first frame. Card and layer images are defined once for all frames.
    ///
    /// Frames are drawn in parallel on up to `concurrency` threads; the bytes do not depend on it.
    public func animatedSVGData(concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> (bytes: [UInt8], summary: AnimatedSVGSummary) {
        let offsets = try scene.validatedOffsets()
        let fps = scene.output.animation.framesPerSecond ?? scene.timelineFPS ?? AnimationOptions.defaultFramesPerSecond
        guard fps.isFinite, fps > 0 else {
            throw RenderError("the frame rate \(fps) is not positive", fix: "give a frame rate such as 30")
        }
        let order = resampledFrameIndices(count: offsets.count, from: scene.timelineFPS ?? fps, to: fps)
        let positions = scene.pageControlPositions(offsets: offsets)
        let overlays = scene.overlayFrames(offsets: offsets)
        let programs = scene.programmaticScrolls(offsets: offsets)
        let holds = scene.menuHolds(offsets: offsets)
        let distinct = Array(Set(order)).sorted()
        let slots = SVGFrameSlots(count: offsets.count)
        let workers = Swift.max(1, Swift.min(scene.framesInFlight(concurrency: concurrency), distinct.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var position = worker
            while position < distinct.count {
                let index = distinct[position]
                slots.store(index, Result {
                    let document = SVGDocument(width: Double(pixelWidth), height: Double(pixelHeight), images: svgImages, idPrefix: "t\(index)-")
                    let titles = MenuSVGText()
                    let context = try cairo("creating the SVG") { try Context(recordingInto: document) }
                    try draw(offset: offsets[index], in: context, originX: 0, originY: 0, menuText: titles,
                             controlPosition: positions[index], overlay: index < overlays.count ? overlays[index] : nil,
                             programmatic: index < programs.count ? programs[index] : nil, menuHold: index < holds.count ? holds[index] : nil)
                    return (document.body + Array(titles.markup.utf8), document.keptImages)
                })
                position += workers
            }
        }
        // Runs of equal bodies (ids aside: each frame numbers its own) become one group.
        var runs: [(index: Int, start: Int, count: Int)] = []
        var kept: Set<Int> = []
        var previous: [UInt8]?
        for (position, index) in order.enumerated() {
            let (body, images) = try slots.frame(index)
            kept.formUnion(images)
            let comparable = SVGFrameSlots.withoutIDs(body, prefix: "t\(index)-")
            if let last = runs.last, previous == comparable {
                runs[runs.count - 1].count += 1
                _ = last
            } else {
                runs.append((index, position, 1))
            }
            previous = comparable
        }
        let duration = Double(order.count) / fps
        var document = SVGText()
        SVGDocument.appendOpening(width: Double(pixelWidth), height: Double(pixelHeight), to: &document)
        svgImages.appendDefinitions(of: kept, to: &document)
        let loops = scene.output.animation.loopCount
        let repeatCount = loops <= 0 ? "indefinite" : String(loops)
        for (number, run) in runs.enumerated() {
            let start = Double(run.start) / Double(order.count), end = Double(run.start + run.count) / Double(order.count)
            document.append(number == 0 ? "<g>\n" : "<g display=\"none\">\n")
            if runs.count > 1 {
                // Discrete values hold from their key time to the next one; the file's last frame
                // stays shown once the last loop ends.
                var values: [String] = [], times: [Double] = []
                if start > 0 { values.append("none"); times.append(0) }
                values.append("inline"); times.append(start)
                if end < 1 { values.append("none"); times.append(end) }
                document.append("<animate attributeName=\"display\" calcMode=\"discrete\" dur=\""); document.number(duration)
                document.append("s\" repeatCount=\""); document.append(repeatCount)
                document.append("\" fill=\"freeze\" values=\""); document.append(values.joined(separator: ";"))
                document.append("\" keyTimes=\"")
                // Six decimals: key times of a long timeline stay apart.
                document.append(times.map { String(format: "%.6f", $0) }.joined(separator: ";"))
                document.append("\"/>\n")
            }
            document.bytes.append(contentsOf: try slots.frame(run.index).body)
            document.append("</g>\n")
        }
        document.append("</svg>\n")
        return (document.bytes, AnimatedSVGSummary(frameCount: order.count, groupCount: runs.count, framesPerSecond: fps, byteCount: document.bytes.count))
    }

    /// Writes the animated SVG (`animatedSVGData`) to `path` atomically; a path ending in `.svgz`
    /// gets it gzip-compressed. A path that is one of `inputs` is refused before any drawing.
    @discardableResult
    public func writeAnimatedSVG(to path: String, inputs: InputFiles = InputFiles()) throws -> AnimatedSVGSummary {
        let output = try OutputFile(path, inputs: inputs)
        var (bytes, summary) = try animatedSVGData()
        bytes = try SVGZ.encoded(bytes, for: path)
        summary.byteCount = bytes.count
        try output.write(bytes)
        return summary
    }
}

/// Frames drawn by worker threads, by timeline index.
private final class SVGFrameSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [Int: Result<(body: [UInt8], images: Set<Int>), any Error>] = [:]

    init(count: Int) {}

    func store(_ index: Int, _ frame: Result<(body: [UInt8], images: Set<Int>), any Error>) {
        lock.withLock { frames[index] = frame }
    }

    func frame(_ index: Int) throws -> (body: [UInt8], images: Set<Int>) {
        guard let result = lock.withLock({ frames[index] }) else {
            throw RenderError("a frame was not drawn", fix: "this is a bug; please report it with the command line")
        }
        return try result.get()
    }

    /// `body` with every occurrence of `prefix` removed, to compare two frames' drawing.
    static func withoutIDs(_ body: [UInt8], prefix: String) -> [UInt8] {
        let pattern = Array(prefix.utf8)
        guard let first = pattern.first else { return body }
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = 0
        while i < body.count {
            if body[i] == first, i + pattern.count <= body.count, Array(body[i..<(i + pattern.count)]) == pattern {
                i += pattern.count
                continue
            }
            out.append(body[i])
            i += 1
        }
        return out
    }
}
