import CairoKit
import Dispatch
import FileFormats
import Foundation
import ImageCodecs
import Outputs
import Problems
import SceneModel
import Transforms

extension FrameRenderer {
    /// The scene's whole timeline as one SVG document that plays in browsers (SMIL), looping like
    /// the GIF (`output.animation.loopCount`, 0 = forever) at `output.animation.framesPerSecond`,
    /// else the timeline's rate, else 30 fps (frames resampled as the animated encoders resample
    /// them). Card and layer images are defined once for all frames.
    ///
    /// Frames are drawn as `SVGDocument.Part`s: a card under an affine map is drawn once in its
    /// reference place and moved by the map. A run of neighbouring frames that differ only in
    /// those maps and the cards' opacities is one group in which each card's drawing appears
    /// once, its map animated by `animateTransform` (translate, rotate, skewX and scale, each
    /// discrete, so every frame shows exactly its own map) and its opacity by `animate`. Frames
    /// that differ otherwise (a card under perspective, a changing blur or layer, a menu moving)
    /// are groups of their own, shown in turn by an `animate` of their `display`; identical
    /// neighbouring frames share one group. A client without SMIL (rsvg-convert) shows the first
    /// frame.
    ///
    /// Frames are drawn in order, in batches of up to `concurrency` at once; the bytes do not
    /// depend on it. Only the group being built is held as drawing (its first frame's parts and
    /// every frame's maps); a closed group is text at once. The file may take
    /// `maximumAnimatedSVGBytes`: past it the export stops with the frame count that fits.
    ///
    /// This draws the timeline's groups, handing their text to `emit` in order as they close (in
    /// pieces of about a mebibyte, so `FrameFiles` writes them without holding the document), and
    /// returns what opens the document (the `<svg>` element and the definitions of the images the
    /// frames use, known only once every frame is drawn): the document is that, then the groups,
    /// then `animatedSVGClosing`. `render(.animatedSVG)` returns it whole.
    func animatedSVG(concurrency: Int, emit: ([UInt8]) throws -> Void) throws -> (opening: [UInt8], summary: RenderSummary) {
        let plan = try scene.animatedSVGPlan()
        let offsets = plan.offsets, order = plan.frameOrder, fps = plan.timing.output
        let distinct = Array(Set(order)).sorted()
        let workers = Swift.max(1, Swift.min(scene.framesInFlight(concurrency: concurrency), distinct.count))
        let timing = SVGTiming(frameCount: order.count, duration: Double(order.count) / fps, loops: scene.output.animation.loopCount)
        let inputs = FrameInputs(self, offsets: offsets)
        var groups = SVGText(), emitted = 0, kept: Set<Int> = [], runCount = 0
        var run: AnimatedRun?
        var drawn: [Int: AnimatedFrame] = [:], nextDistinct = 0
        func flush(atLeast bytes: Int) throws {
            guard groups.bytes.count >= bytes, !groups.bytes.isEmpty else { return }
            try emit(groups.bytes)
            emitted += groups.bytes.count
            groups = SVGText()
        }
        for (position, index) in order.enumerated() {
            // `order` never goes back (`resampledFrameIndices`), so the next frames not drawn are
            // the next distinct indices.
            if drawn[index] == nil {
                // A cancelled task (a designer export past its limit) stops between batches.
                try Task.checkCancellation()
                drawn = try animatedFrames(Array(distinct[nextDistinct..<Swift.min(nextDistinct + workers, distinct.count)]), inputs)
                nextDistinct += drawn.count
            }
            guard let frame = drawn[index] else {
                throw Problem.bug("a frame was not drawn")
            }
            kept.formUnion(frame.images)
            if run?.shape == frame.shape {
                run?.maps.append(frame.items)
            } else {
                if let closed = run {
                    closed.append(to: &groups, timing: timing, isFirst: runCount == 1, shown: true)
                    try flush(atLeast: 1 << 20)
                }
                run = AnimatedRun(start: position, first: frame)
                runCount += 1
            }
            let written = emitted + groups.bytes.count + (run?.byteCount ?? 0)
            if written > Self.maximumAnimatedSVGBytes {
                let fitting = Swift.max(1, Int(Double(position + 1) * Double(Self.maximumAnimatedSVGBytes) / Double(written)))
                throw Problem(.tooLarge, "an animated SVG of \(order.count) frames is longer than the \(Self.maximumAnimatedSVGBytes >> 20) MiB Flipbook writes: its first \(position + 1) frames took \(written >> 20) MiB, so about \(fitting) frames fit",
                                  fix: "use fewer frames (\(setting: "timeline.frames"), \(setting: "output.fps")) or a smaller scene, or export a video (.mp4) or GIF, which are written frame by frame")
            }
        }
        run?.append(to: &groups, timing: timing, isFirst: runCount == 1, shown: runCount > 1)
        try flush(atLeast: 0)
        var opening = SVGText()
        SVGDocument.appendOpening(width: Double(pixelWidth), height: Double(pixelHeight), to: &opening)
        svgImages.appendDefinitions(of: kept, to: &opening)
        let bytes = opening.bytes.count + emitted + Self.animatedSVGClosing.count
        return (opening.bytes, RenderSummary(frameCount: order.count, framesPerSecond: fps, groupCount: runCount, byteCount: bytes))
    }

    /// What closes an animated SVG.
    static let animatedSVGClosing = Array("</svg>\n".utf8)

    /// The most bytes an animated SVG may take. Its text is written as it is made (the groups set
    /// aside on disk until the images they use are known), so memory does not grow with it; the
    /// limit is for what reads it (browsers play such files slowly, and an `.svgz` is compressed
    /// whole, in memory: the text and its compressed copy stay within the frames' share of the
    /// README's "near 1 GB", `Scene.memoryBudget`).
    package static let maximumAnimatedSVGBytes = Scene.memoryBudget / 2

    /// The frames at timeline `indices` as `SVGDocument.Part`s, drawn in parallel, by index.
    private func animatedFrames(_ indices: [Int], _ inputs: FrameInputs) throws -> [Int: AnimatedFrame] {
        let slots = SVGFrameSlots()
        DispatchQueue.concurrentPerform(iterations: indices.count) { slot in
            let index = indices[slot]
            slots.store(index, Result {
                let document = SVGDocument(width: Double(pixelWidth), height: Double(pixelHeight), images: svgImages,
                                           idPrefix: "t\(index)-", collectsItems: true)
                let titles = MenuSVGText()
                let context = try cairo("creating the SVG") { try Context(recordingInto: document) }
                try draw(frame: index, of: inputs, in: context, menuText: titles)
                return AnimatedFrame(document.frameParts + [.fixed(Array(titles.markup.utf8))], prefix: "t\(index)-",
                                     images: document.keptImages)
            })
        }
        return try Dictionary(uniqueKeysWithValues: indices.map { ($0, try slots.frame($0)) })
    }
}

/// A group of an animated SVG being built: neighbouring frames with the same drawing, held as the
/// first frame's parts and every frame's maps and opacities.
struct AnimatedRun {
    let start: Int
    let first: AnimatedFrame
    var maps: [[(transform: Matrix, alpha: Double, shows: Bool)]]

    init(start: Int, first: AnimatedFrame) {
        self.start = start
        self.first = first
        maps = [first.items]
    }

    /// What two frames must share to join the group.
    var shape: [[UInt8]] { first.shape }

    /// About the bytes held: the first frame's parts and shape, and each frame's maps.
    var byteCount: Int {
        var bytes = 0
        for part in first.parts {
            switch part {
            case let .fixed(body): bytes += body.count
            case let .item(body, _, _, _, _): bytes += body.count
            }
        }
        bytes += first.shape.reduce(0) { $0 + $1.count }
        return bytes + maps.count * first.items.count * MemoryLayout<(Matrix, Double, Bool)>.stride
    }

    /// The group as SVG: shown by an `animate` of its `display` during its frames when `shown`
    /// (the file has other groups), hidden at first unless `isFirst`.
    func append(to document: inout SVGText, timing: SVGTiming, isFirst: Bool, shown: Bool) {
        document.append(isFirst ? "<g>\n" : "<g display=\"none\">\n")
        if shown { timing.appendDisplay(shownFrom: start, to: start + maps.count, to: &document) }
        var item = 0
        for part in first.parts {
            switch part {
            case let .fixed(bytes):
                document.bytes.append(contentsOf: bytes)
            case let .item(body, _, transform, alpha, _):
                let itemMaps = maps.map { $0[item] }
                item += 1
                // Kept for frames it shows in; one off the page or transparent throughout is left out.
                guard itemMaps.contains(where: \.shows) else { continue }
                document.append("<g")
                if transform != .identity { document.append(" transform=\""); document.matrix(transform, decimals: 6); document.append("\"") }
                if alpha < 1 { document.append(" opacity=\""); document.number(alpha); document.append("\"") }
                document.append(">\n")
                timing.appendItemAnimations(itemMaps, from: start, to: &document)
                document.bytes.append(contentsOf: body)
                document.append("</g>\n")
            }
        }
        document.append("</g>\n")
    }
}

/// One frame of an animated SVG: its parts, and what two frames must share to be one group.
struct AnimatedFrame {
    let parts: [SVGDocument.Part]
    /// The parts with maps, opacities and the frame's own id prefixes left out.
    let shape: [[UInt8]]
    /// Each item's map and opacity, and whether it shows (on the page, not transparent), in order.
    let items: [(transform: Matrix, alpha: Double, shows: Bool)]
    let images: Set<Int>

    init(_ parts: [SVGDocument.Part], prefix: String, images: Set<Int>) {
        self.parts = parts
        self.images = images
        var shape: [[UInt8]] = [], items: [(transform: Matrix, alpha: Double, shows: Bool)] = []
        for part in parts {
            switch part {
            case let .fixed(bytes):
                shape.append(Self.without(prefix, in: bytes))
            case let .item(body, itemPrefix, transform, alpha, shows):
                // The marker keeps an item apart from fixed drawing of the same bytes.
                shape.append([0] + Self.without(itemPrefix, in: body))
                items.append((transform, alpha, shows))
            }
        }
        self.shape = shape
        self.items = items
    }

    /// `body` with every occurrence of `prefix` removed, to compare two frames' drawing.
    static func without(_ prefix: String, in body: [UInt8]) -> [UInt8] {
        let pattern = Array(prefix.utf8)
        guard let first = pattern.first else { return body }
        var out: [UInt8] = []
        out.reserveCapacity(body.count)
        var i = 0
        while i < body.count {
            if body[i] == first, i + pattern.count <= body.count, body[i..<(i + pattern.count)].elementsEqual(pattern) {
                i += pattern.count
                continue
            }
            out.append(body[i])
            i += 1
        }
        return out
    }
}

/// The SMIL timing of an animated SVG: every animation runs over the whole file's duration,
/// discrete, looping like the GIF, and stays at its last value once the last loop ends.
struct SVGTiming {
    let frameCount: Int
    let duration: Double
    let loops: Int

    /// The opening of an `<animate>`/`<animateTransform>` with this timing.
    private func open(_ element: String, _ attribute: String, to document: inout SVGText) {
        document.append("<"); document.append(element); document.append(" attributeName=\""); document.append(attribute)
        document.append("\" calcMode=\"discrete\" dur=\""); document.number(duration)
        document.append("s\" repeatCount=\""); document.append(loops <= 0 ? "indefinite" : String(loops)); document.append("\" fill=\"freeze\"")
    }

    /// `keyTimes` of frame positions (six decimals, so key times of a long timeline stay apart).
    private func keyTimes(_ positions: [Int], to document: inout SVGText) {
        document.append(" keyTimes=\"")
        document.append(positions.map { String(format: "%.6f", Double($0) / Double(frameCount)) }.joined(separator: ";"))
        document.append("\"")
    }

    /// Shows a group during frames `start..<end` only.
    func appendDisplay(shownFrom start: Int, to end: Int, to document: inout SVGText) {
        var values: [String] = [], positions: [Int] = []
        if start > 0 { values.append("none"); positions.append(0) }
        values.append("inline"); positions.append(start)
        if end < frameCount { values.append("none"); positions.append(end) }
        open("animate", "display", to: &document)
        document.append(" values=\""); document.append(values.joined(separator: ";")); document.append("\"")
        keyTimes(positions, to: &document)
        document.append("/>\n")
    }

    /// The animations of one item shown from frame `start` on with `maps` (one per frame): its
    /// map as translate · rotate · skewX · scale (only the components that are not the identity
    /// throughout), its opacity; none for what does not change.
    func appendItemAnimations(_ maps: [(transform: Matrix, alpha: Double, shows: Bool)], from start: Int, to document: inout SVGText) {
        // Key frames where a value changes (the first always; before it, the first value holds).
        var keys: [Int] = []
        for (i, map) in maps.enumerated() where i == 0 || map.transform != maps[i - 1].transform { keys.append(i) }
        if keys.count > 1 {
            let parts = keys.map { SVGTiming.decomposed(maps[$0].transform) }
            let components: [(type: String, values: [[Double]], identity: [Double], decimals: Int)] = [
                ("translate", parts.map { [$0.tx, $0.ty] }, [0, 0], 3),
                ("rotate", parts.map { [$0.angle] }, [0], 4),
                ("skewX", parts.map { [$0.skew] }, [0], 4),
                ("scale", parts.map { [$0.sx, $0.sy] }, [1, 1], 6),
            ]
            var additive = false
            for component in components where component.values.contains(where: { $0 != component.identity }) {
                open("animateTransform", "transform", to: &document)
                document.append(" type=\""); document.append(component.type); document.append("\"")
                if additive { document.append(" additive=\"sum\"") }
                additive = true
                appendValues(component.values, keys: keys, from: start, decimals: component.decimals, to: &document)
                document.append("/>\n")
            }
        }
        var alphaKeys: [Int] = []
        for (i, map) in maps.enumerated() where i == 0 || map.alpha != maps[i - 1].alpha { alphaKeys.append(i) }
        if alphaKeys.count > 1 {
            open("animate", "opacity", to: &document)
            appendValues(alphaKeys.map { [maps[$0].alpha] }, keys: alphaKeys, from: start, decimals: 3, to: &document)
            document.append("/>\n")
        }
    }

    /// ` values="…" keyTimes="…"` of `values` at frames `start + keys[i]`, the first also at 0.
    private func appendValues(_ values: [[Double]], keys: [Int], from start: Int, decimals: Int, to document: inout SVGText) {
        var positions = keys.map { start + $0 }, all = values
        if start > 0 { positions.insert(0, at: 0); all.insert(values[0], at: 0) }
        document.append(" values=\"")
        for (i, value) in all.enumerated() {
            if i > 0 { document.append(";") }
            for (j, number) in value.enumerated() {
                if j > 0 { document.append(" ") }
                document.number(number, decimals: decimals)
            }
        }
        document.append("\"")
        keyTimes(positions, to: &document)
    }

    /// `m` = translate(tx, ty) · rotate(angle°) · skewX(skew°) · scale(sx, sy).
    static func decomposed(_ m: Matrix) -> (tx: Double, ty: Double, angle: Double, skew: Double, sx: Double, sy: Double) {
        let sx = (m.xx * m.xx + m.yx * m.yx).squareRoot()
        guard sx > 0 else { return (m.x0, m.y0, 0, 0, 0, 0) }
        let theta = atan2(m.yx, m.xx), c = cos(theta), s = sin(theta)
        // The second column turned back by θ: (sy · tan(skew), sy).
        let shear = m.xy * c + m.yy * s, sy = -m.xy * s + m.yy * c
        let skew = sy == 0 ? 0 : atan(shear / sy)
        return (m.x0, m.y0, theta * 180 / .pi, skew * 180 / .pi, sx, sy)
    }
}

/// Frames drawn by worker threads, by timeline index.
private final class SVGFrameSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [Int: Result<AnimatedFrame, any Error>] = [:]

    func store(_ index: Int, _ frame: Result<AnimatedFrame, any Error>) {
        lock.withLock { frames[index] = frame }
    }

    func frame(_ index: Int) throws -> AnimatedFrame {
        guard let result = lock.withLock({ frames[index] }) else {
            throw Problem.bug("a frame was not drawn")
        }
        return try result.get()
    }
}
