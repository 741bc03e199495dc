import Config
import FileFormats
import Problems
import SceneModel

/// `render`: the scene's frames as images the model can look at — each frame as PNG (or SVG
/// text), or the whole timeline as one animated GIF, WebP or APNG — as `flipbook render` draws them.
enum RenderTool {
    /// The formats: still frames, or the timeline as one animated file.
    static let formats = ["png", "svg", "gif", "webp", "apng"]
    /// The most still frames one answer holds; more is a timeline for an animated file or a strip.
    static let maximumStills = 32

    static let tool = FlipbookTool(
        name: "render",
        title: "Render frames",
        description: """
        Draw a paging scene as `flipbook render` does and look at it. Name the scene with `preset`, `config` (YAML/JSON text) or `file`; \
        choose frames with `offsets` (pages: item i is centred at offset i) or `timeline`, else the scene's own timeline. \
        format png (default) answers one PNG image per frame (at most \(maximumStills)), svg one SVG document per frame, \
        gif/webp/apng the whole timeline as one animated image. The structured result gives the frame size in pixels.
        """,
        arguments: ToolSchemas.scene + ToolSchemas.frames + ToolSchemas.size + [
            ("format", ToolSchemas.choice(formats, "png or svg: one image per frame; gif, webp or apng: the timeline as one animated image. Default: the config's output.format when it is one of these, else png.")),
        ],
        required: [],
        output: ToolSchemas.result([
            "scene": .object(["type": "string", "description": "The scene's name."]),
            "format": .object(["type": "string", "enum": .array(formats.map(JSONValue.string))]),
            "mimeType": .object(["type": "string"]),
            "width": .object(["type": "integer", "description": "A frame's width in pixels (points × scale)."]),
            "height": .object(["type": "integer", "description": "A frame's height in pixels."]),
            "frameCount": .object(["type": "integer", "description": "Frames drawn (for an animated file, after resampling to its rate)."]),
            "offsets": .object(["type": "array", "items": .object(["type": "number"]), "description": "Still frames: each image's offset, in order."]),
            "framesPerSecond": .object(["type": "number", "description": "Animated files: the rate it plays at."]),
            "bytes": .object(["type": "integer", "description": "The encoded images' bytes in all."]),
        ], required: ["scene", "format", "mimeType", "width", "height", "frameCount", "bytes"]),
        readOnly: true,
        work: render)

    static func render(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolAnswer {
        let loaded = try SceneRequest.load(arguments, access: context.access)
        var scene = try SceneRequest.applyingTimeline(arguments, to: SceneRequest.applyingFrame(arguments, to: loaded.scene))
        let format = try arguments.choice("format", formats) ?? defaultFormat(scene.output.format)
        if let animation = AnimationFormat(rawValue: format) {
            scene.output.format = .animated(animation)
            let renderer = try RenderStage.renderer(scene)
            let file = try RenderStage.animation(renderer, format: animation)
            let mimeType = "image/" + animation.rawValue
            return ToolAnswer(structured: .object([
                "scene": .string(scene.name), "format": .string(format), "mimeType": .string(mimeType),
                "width": .number(Double(file.image.width)), "height": .number(Double(file.image.height)),
                "frameCount": .number(Double(file.frames)), "framesPerSecond": .number(file.framesPerSecond),
                "bytes": .number(Double(file.image.bytes.count)),
            ]), adding: [.image(bytes: file.image.bytes, mimeType: mimeType)])
        }
        let still: OutputOptions.Format = format == "svg" ? .svg : .png
        let offsets = try scene.validatedOffsets()
        guard offsets.count <= maximumStills else {
            throw Problem(.tooLarge, "the timeline has \(offsets.count) frames; render answers at most \(maximumStills) still frames",
                          fix: "give `format` gif, webp or apng for the whole timeline as one image, call `strip` for all of it on one image, or give fewer `offsets`",
                          setting: "format")
        }
        scene.output.format = still
        let images = try RenderStage.frames(try RenderStage.renderer(scene), format: still)
        let mimeType = still == .svg ? "image/svg+xml" : "image/png"
        let blocks: [ToolAnswer.Block] = images.enumerated().map { index, image in
            guard still == .svg else { return .image(bytes: image.bytes, mimeType: mimeType) }
            return .document(uri: "flipbook://render/frame-\(index + 1).svg", mimeType: mimeType, text: String(decoding: image.bytes, as: UTF8.self))
        }
        return ToolAnswer(structured: .object([
            "scene": .string(scene.name), "format": .string(format), "mimeType": .string(mimeType),
            "width": .number(Double(images.first?.width ?? 0)), "height": .number(Double(images.first?.height ?? 0)),
            "frameCount": .number(Double(images.count)), "offsets": .array(offsets.map(JSONValue.number)),
            "bytes": .number(Double(images.reduce(0) { $0 + $1.bytes.count })),
        ]), adding: blocks)
    }

    /// The format when the call gives none: the config's animated format or SVG, else PNG.
    static func defaultFormat(_ configured: OutputOptions.Format) -> String {
        switch configured {
        case .svg: "svg"
        case let .animated(animation) where formats.contains(animation.rawValue): animation.rawValue
        default: "png"
        }
    }
}
