import Config
import Problems
import SceneModel

/// `strip`: the whole timeline on one image, each cell labelled with its offset under a title row,
/// as `flipbook strip` draws it: one look shows how an effect moves.
enum StripTool {
    static let tool = FlipbookTool(
        name: "strip",
        title: "Render a strip",
        description: """
        Draw the scene's timeline (or `offsets`/`timeline`) as one image strip, as `flipbook strip` does: a grid of frames, each labelled \
        with its offset, under a title row. The quickest way to see how an effect moves. Answers one PNG (or SVG text with format svg) and its size.
        """,
        arguments: ToolSchemas.scene + ToolSchemas.frames + ToolSchemas.size + [
            ("columns", ToolSchemas.plain("integer", "Cells per row (default: one row up to 8 cells, else 6).", extra: [.init("minimum", 1), .init("maximum", 64)])),
            ("format", ToolSchemas.choice(["png", "svg"], "png (default) or svg.")),
        ],
        required: [],
        output: ToolSchemas.result([
            "scene": .object(["type": "string"]),
            "format": .object(["type": "string", "enum": ["png", "svg"]]),
            "mimeType": .object(["type": "string"]),
            "width": .object(["type": "integer", "description": "The strip's width in pixels."]),
            "height": .object(["type": "integer", "description": "The strip's height in pixels."]),
            "cells": .object(["type": "integer", "description": "Frames on the strip."]),
            "bytes": .object(["type": "integer"]),
        ], required: ["scene", "format", "mimeType", "width", "height", "cells", "bytes"]),
        readOnly: true,
        work: strip)

    static func strip(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolAnswer {
        let loaded = try SceneRequest.load(arguments, access: context.access)
        var scene = try SceneRequest.applyingTimeline(arguments, to: SceneRequest.applyingFrame(arguments, to: loaded.scene))
        let columns = try arguments.integer("columns", in: 1...64, example: "4")
        let format = try arguments.choice("format", ["png", "svg"]) ?? "png"
        scene.output.format = format == "svg" ? .svg : .png
        let image = try RenderStage.strip(try RenderStage.renderer(scene), format: scene.output.format, columns: columns)
        let mimeType = format == "svg" ? "image/svg+xml" : "image/png"
        let block: ToolAnswer.Block = format == "svg"
            ? .document(uri: "flipbook://strip.svg", mimeType: mimeType, text: String(decoding: image.bytes, as: UTF8.self))
            : .image(bytes: image.bytes, mimeType: mimeType)
        return ToolAnswer(structured: .object([
            "scene": .string(scene.name), "format": .string(format), "mimeType": .string(mimeType),
            "width": .number(Double(image.width)), "height": .number(Double(image.height)),
            "cells": .number(Double(try scene.timelineFrames().count)), "bytes": .number(Double(image.bytes.count)),
        ]), adding: [block])
    }
}
