import Config
import FileFormats
import FlyingFox
import Foundation
import ImageCodecs
import Render
import SceneModel

/// The API's routes that hand something to take away: Swift code and exported files.
enum ExportHandlers {
    /// The code flavours: the UIKit snippet `flipbook code` prints, a SwiftUI page view, the options expression alone.
    static let flavours = ["uikit", "swiftui", "options"]

    /// `POST /api/code {"config", "flavour"}`: Swift source as text.
    static let code: Routes.Handler = { request in
        let scene = try request.session.scene(request.config())
        switch try request.string("flavour") ?? "uikit" {
        case "uikit": return Reply.text(try SwiftCode.source(for: scene))
        case "swiftui": return Reply.text(try SwiftCode.swiftUISource(for: scene))
        case "options": return Reply.text(try SwiftCode.optionsExpression(for: scene.effect) + "\n")
        case let other:
            throw APIProblem(.badRequest, .unknownKey, "`flavour` \(other) is not a code flavour", fix: "use one of \(flavours.joined(separator: ", "))")
        }
    }

    /// `POST /api/export {"config", "format"}`: the timeline as one animated file (as `flipbook
    /// render --out FILE.gif`) or a strip PNG, as a download named after the scene. A format this
    /// build does not write (MP4 without ffmpeg) is 415 with the formats it does. The memory it
    /// holds at once (`Prepared.bytes`) is reserved against the designer's budget first: 503 when
    /// other requests hold too much.
    static let export: Routes.Handler = { request in
        let config = try request.config()
        let prepared = try prepare(config, format: request.string("format") ?? "gif", session: request.session)
        try RequestDeadline.reserve(prepared.bytes, for: "the export")
        let file = try exportFile(config, prepared, session: request.session)
        return Reply.download(file.bytes, type: file.type, fileName: file.name)
    }

    /// `POST /api/export/start {"config", "format"}`: starts the export in the background and
    /// answers at once with `job` and `total` (frames); the page follows it with `status`, takes
    /// it with `file` and may `cancel` it. One export at a time (409 while one runs). A config or
    /// format that cannot be exported is refused here, before any frame is drawn, and so is one
    /// whose memory does not fit beside what other requests hold (503, the budget named); the
    /// export holds its reservation until it is done, failed or cancelled.
    static let start: Routes.Handler = { request in
        let session = request.session
        let config = try request.config()
        let prepared = try prepare(config, format: request.string("format") ?? "gif", session: session)
        let reservation = try RequestDeadline.reserveUntilReleased(prepared.bytes, for: "the export")
        let job = try session.exports.start(total: prepared.total, reservation: reservation) { job in
            try exportFile(config, prepared, session: session,
                           progress: { pass, passes, done, total in job.report(pass: pass, passes: passes, done: done, total: total) },
                           isCancelled: { job.isCancelled })
        }
        return Reply.json(.object(["job": .string(job.id), "total": .number(Double(prepared.total))]), status: .accepted)
    }

    /// `GET /api/export/status?job=ID`: `state` (`running`, `done`, `failed`, `cancelled`), `done`
    /// and `total` frames of `pass` of `passes` (a GIF reads every frame twice), and `problem`/`fix`
    /// when it failed.
    static let status: Routes.Handler = { request in
        Reply.json(try request.session.exports.job(request.query["job"]).status.json)
    }

    /// `GET /api/export/file?job=ID`: the finished file as a download; the job is then forgotten.
    static let file: Routes.Handler = { request in
        let file = try request.session.exports.take(request.query["job"])
        return Reply.download(file.bytes, type: file.type, fileName: file.name)
    }

    /// `POST /api/export/cancel {"job"}`: stops the export after the frame being drawn.
    static let cancel: Routes.Handler = { request in
        try request.session.exports.job(request.string("job")).cancel()
        return Reply.json(.object(["cancelled": .bool(true)]))
    }

    /// The formats offered: every animated format this binary can write now (MP4 only with
    /// `ffmpeg` on `PATH`), and `strip`.
    static var available: [String] {
        AnimationFormat.allCases.filter { $0 != .mp4 || MP4Encoder.ffmpegPath() != nil }.map(\.rawValue) + ["strip"]
    }

    /// An export checked before any frame is drawn.
    struct Prepared: Sendable {
        /// The animated format, or `nil` for a strip PNG.
        var animation: AnimationFormat?
        /// The frames its file takes.
        var total: Int
        /// About the most bytes it holds at once: for an animation the frames in flight, a first
        /// pass's kept frames and the encoder's state (`FrameRenderer.animationBytesHeld`), for a
        /// strip what `POST /api/strip` reserves (`RenderHandlers.stripBytes`).
        var bytes: Int
    }

    /// The checked format, the number of frames its file takes and the memory it holds.
    private static func prepare(_ config: JSONValue, format: String, session: DesignerSession) throws -> Prepared {
        if format == "strip" {
            return Prepared(animation: nil, total: 1, bytes: try RenderHandlers.stripBytes(session.renderer(config), columns: nil))
        }
        guard let animation = AnimationFormat(rawValue: format), available.contains(format) else {
            let why = format == "mp4" ? ": the ffmpeg program is not installed (not found on PATH)" : ""
            throw APIProblem(.unsupportedMediaType, .unsupported, "this flipbook cannot export \(format)\(why)",
                             fix: "choose one of \(available.joined(separator: ", "))")
        }
        let renderer = try session.renderer(config)
        let plan = try renderer.scene.animationPlan(animation)
        return Prepared(animation: animation, total: plan.frameCount,
                        bytes: renderer.animationBytesHeld(plan, format: animation, concurrency: RequestDeadline.drawingThreads))
    }

    /// The exported file: its bytes, media type and download name.
    static func exportFile(_ config: JSONValue, _ prepared: Prepared, session: DesignerSession,
                           progress: RenderProgress? = nil, isCancelled: (@Sendable () -> Bool)? = nil) throws -> ExportedFile {
        let renderer = try session.renderer(config)
        guard let animation = prepared.animation else {
            let strip = try renderer.render(.strip(format: .png, columns: nil), concurrency: RequestDeadline.drawingThreads, progress: nil,
                                            isCancelled: isCancelled)
            return ExportedFile(bytes: strip.bytes, type: "image/png", name: "\(session.sceneName)-strip.png")
        }
        let file = try renderer.render(.animation(animation), concurrency: RequestDeadline.drawingThreads, progress: progress,
                                       isCancelled: isCancelled)
        return ExportedFile(bytes: file.bytes, type: mediaType(animation), name: "\(session.sceneName).\(animation.fileExtension)")
    }

    /// The media type of an animated file: `image/gif`, `image/webp`, `image/apng`, `video/mp4`.
    static func mediaType(_ format: AnimationFormat) -> String {
        format.rawValue == "mp4" ? "video/mp4" : "image/" + format.rawValue
    }
}
