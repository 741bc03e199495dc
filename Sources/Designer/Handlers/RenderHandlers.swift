import CairoKit
import Config
import FileFormats
import FlyingFox
import Foundation
import ImageCodecs
import ImageDiff
import Render
import Inspect
import SceneModel
import Transforms

/// The API's drawing routes, all through `FrameRenderer`, the CLI's renderer: what the page shows
/// is what `flipbook render`, `strip` and the goldens show.
enum RenderHandlers {
    /// Offsets a request may ask for, in pages.
    static let offsetRange: ClosedRange<Double> = -10_000...10_000

    /// `POST /api/timeline {"config"}`: the offsets play/pause steps through (the scene's timeline),
    /// `from`/`to` its first and last, `frames` how many, `fps` the time-based timeline's rate
    /// (else the animation default, 30), `times` for a time-based timeline (else `null`).
    static let timeline: Routes.Handler = { request in
        let scene = try request.session.scene(request.config())
        let frames = try scene.timelineFrames()
        let offsets = frames.map(\.offset)
        return Reply.json(.object([
            "offsets": .array(offsets.map(JSONValue.number)),
            "times": scene.isTimeBased ? .array(frames.map { $0.time.map(JSONValue.number) ?? .null }) : .null,
            "from": offsets.first.map(JSONValue.number) ?? .null,
            "to": offsets.last.map(JSONValue.number) ?? .null,
            "frames": .number(Double(frames.count)),
            "fps": .number(scene.timelineFPS ?? AnimationSettings.defaultFramesPerSecond),
        ]))
    }

    /// `POST /api/preview {"config", "offset", "scale", "frame"}`: one frame as PNG, at the scene's
    /// PNG level; `X-Flipbook-Render-Ms` is the server's time for it, from reading the config to the
    /// encoded PNG (a warm renderer is reused while the config stays the same: then draw + encode).
    /// Without `frame` it is `offset` drawn alone (a scrub); `frame`, an index into the frames
    /// `/api/timeline` lists, is that frame as the timeline draws it (Play), as every product does:
    /// with a `select`'s turn, a finger on the menu, a reload and the page control's position, which
    /// an offset alone does not carry. `offset` is not read then.
    static let preview: Routes.Handler = { request in
        let offset = try request.number("offset", default: 0, in: offsetRange)
        let scale = try request.number("scale", default: 1, in: Scene.scaleRange)
        let start = ContinuousClock.now
        let playing = request.body["frame"].map { $0 != .null } ?? false
        let (warm, inputs) = playing ? try request.session.timelineInputs(request.config(), scale: scale)
            : (try request.session.renderer(request.config(), scale: scale), nil)
        var renderer = warm
        // The frame and, while a card in perspective is drawn, its own surface: about as many bytes again.
        try RequestDeadline.reserve(2 * renderer.scene.frameBytes + renderer.scene.layoutBytes, for: "the preview")
        renderer.drawingThreads = RequestDeadline.previewThreads
        let png: [UInt8]
        if let inputs, let index = try request.index("frame", count: inputs.offsets.count, of: "frames of the timeline") {
            png = try renderer.encodedFrame(frame: index, of: inputs, format: .png, concurrency: RequestDeadline.previewThreads)
        } else {
            png = try renderer.pngData(offset: offset, concurrency: RequestDeadline.previewThreads)
        }
        return Reply.png(png, headers: [("X-Flipbook-Render-Ms", milliseconds(since: start))])
    }

    /// `POST /api/strip {"config", "scale", "columns"}`: the timeline as a strip PNG (`flipbook strip`), scale 0.5 by default.
    static let strip: Routes.Handler = { request in
        let scale = try request.number("scale", default: 0.5, in: Scene.scaleRange)
        let columns = request.body["columns"] == nil ? nil : Int(try request.number("columns", default: 6, in: 1...64))
        let start = ContinuousClock.now
        let renderer = try request.session.renderer(request.config(), scale: scale)
        try RequestDeadline.reserve(try stripBytes(renderer, columns: columns), for: "the strip")
        let png = try renderer.render(.strip(format: .png, columns: columns), concurrency: RequestDeadline.drawingThreads, progress: nil,
                                      isCancelled: nil).bytes
        return Reply.png(png, headers: [("X-Flipbook-Render-Ms", milliseconds(since: start))])
    }

    /// `POST /api/inspect {"config", "offset"}`: `flipbook inspect --format json` for that offset.
    static let inspect: Routes.Handler = { request in
        let offset = try request.number("offset", default: 0, in: offsetRange)
        let scene = try request.session.scene(request.config())
        return Reply.text(try scene.inspection(offsets: [offset]).json(), type: "application/json; charset=utf-8")
    }

    /// `POST /api/diff {"a", "b", "offset"}`: pixelmatch's diff image of the two configs' frames at
    /// `offset` (ImageDiff, as `flipbook compare`), with `X-Flipbook-Mismatched: <pixels>`.
    /// The two frames must be the same size.
    static let diff: Routes.Handler = { request in
        let offset = try request.number("offset", default: 0, in: offsetRange)
        let scale = try request.number("scale", default: 1, in: Scene.scaleRange)
        let first = try request.session.renderer(request.config("a"), scale: scale)
        let second = try request.session.renderer(request.config("b"), scale: scale)
        // Two frames, their straight copies and the diff image, each about a frame's bytes.
        try RequestDeadline.reserve(5 * max(first.scene.frameBytes, second.scene.frameBytes), for: "the diff")
        let comparison = try Pixelmatch.compare(first.image(offset: offset).straightPixels(),
                                                second.image(offset: offset).straightPixels(), drawsDiff: true)
        guard let image = comparison.diffImage else {
            throw APIProblem(.internalServerError, .failure, "pixelmatch drew no diff image", fix: "this is a bug in flipbook designer; please report it")
        }
        let png = try PNGEncoder.encode(image)
        return Reply.png(png, headers: [("X-Flipbook-Mismatched", String(comparison.difference.diffPixels))])
    }

    /// The bytes a strip holds at once: its pixels and the PNG's filtered rows, about as many
    /// again, and one frame's layout.
    static func stripBytes(_ renderer: FrameRenderer, columns: Int?) throws -> Int {
        let layout = try renderer.stripLayout(columns: columns)
        return 2 * 4 * layout.width * layout.height + renderer.scene.layoutBytes
    }

    /// Whole milliseconds since `start`, as header text.
    static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        return String(format: "%.1f", ms)
    }
}
