import Config
import FlyingFox
import Foundation
import ImageCodecs
import Render
import SceneModel

/// The API's routes that hand something to take away: Swift code and exported files.
enum ExportHandlers {
    /// The code flavours: the UIKit snippet `flipbook code` prints, a SwiftUI page view, the options expression alone.
    static let flavours = ["uikit", "swiftui", "options"]

    /// The export formats: every animated format this build writes (`AnimationFormat`), and `strip`.
    static var formats: [String] { AnimationFormat.allCases.map(\.rawValue) + ["strip"] }

    /// `POST /api/code {"config", "flavour"}`: Swift source as text.
    static let code: Routes.Handler = { request in
        let scene = try request.session.scene(request.config())
        switch try request.string("flavour") ?? "uikit" {
        case "uikit": return Reply.text(try SwiftCode.source(for: scene))
        case "swiftui": return Reply.text(try SwiftCode.swiftUISource(for: scene))
        case "options": return Reply.text(try SwiftCode.optionsExpression(for: scene.effect) + "\n")
        case let other:
            throw APIProblem(.badRequest, "`flavour` \(other) is not a code flavour", fix: "use one of \(flavours.joined(separator: ", "))")
        }
    }

    /// `POST /api/export {"config", "format"}`: the timeline as one animated file (as `flipbook
    /// render --out FILE.gif`) or a strip PNG, as a download named after the scene. A format this
    /// build does not write (APNG before it lands) is 415 with the formats it does.
    static let export: Routes.Handler = { request in
        let session = request.session
        let format = try request.string("format") ?? "gif"
        let config = try request.config()
        if format == "strip" {
            let png = try session.renderer(config).stripPNGData()
            return Reply.download(png, type: "image/png", fileName: "\(session.sceneName)-strip.png")
        }
        guard let animation = AnimationFormat(rawValue: format) else {
            throw APIProblem(.unsupportedMediaType, "this flipbook cannot export \(format)",
                          fix: "choose one of \(formats.joined(separator: ", "))")
        }
        let renderer = try session.renderer(config)
        let scene = renderer.scene
        let offsets = try scene.validatedOffsets()
        let timing = AnimationTiming(scene.output.animation, timelineFPS: scene.timelineFPS, format: animation)
        let settings = AnimationSettings(scene.output.animation, framesPerSecond: timing.output)
        let bytes = try renderer.animationData(offsets: offsets, sourceFPS: timing.source, format: animation, settings: settings)
        return Reply.download(bytes, type: mediaType(animation), fileName: "\(session.sceneName).\(animation.fileExtension)")
    }

    /// The media type of an animated file: `image/gif`, `image/webp`, `image/apng`, `video/mp4`.
    static func mediaType(_ format: AnimationFormat) -> String {
        format.rawValue == "mp4" ? "video/mp4" : "image/" + format.rawValue
    }
}
