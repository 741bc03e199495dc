import Config
import Inspect
import Problems
import SceneModel

/// `inspect`: the numbers behind each frame, `flipbook inspect --format json`: every laid-out
/// item's transform, alpha, zIndex, blur, shadow and pieces, the current page and the delegate
/// events, so an agent can check an effect's values, not only its look.
enum InspectTool {
    static let tool = FlipbookTool(
        name: "inspect",
        title: "Inspect item states",
        description: """
        The numbers behind each frame, as `flipbook inspect --format json`: per frame its offset, currentPage and delegate events, and per \
        laid-out item (back to front) its index, progress, zIndex, alpha, hidden, blur, 4×4 transform (row-major, about the card's centre, \
        Core Animation's row-vector convention), shadow and snapshot pieces; the menu, layers and page control when the scene has them.
        """,
        arguments: ToolSchemas.scene + ToolSchemas.frames,
        required: [],
        output: ToolSchemas.result([
            "frames": .object(["type": "array", "items": .object([
                "type": "object",
                "properties": .object([
                    "offset": .object(["type": "number"]),
                    "currentPage": .object(["type": "integer"]),
                    "events": .object(["type": "array"]),
                    "items": .object(["type": "array", "items": .object([
                        "type": "object",
                        "properties": .object([
                            "index": .object(["type": "integer"]), "progress": .object(["type": "number"]),
                            "zIndex": .object(["type": "number"]), "alpha": .object(["type": "number"]),
                            "hidden": .object(["type": "boolean"]), "blur": .object(["type": "number"]),
                            "transform": .object(["type": "array", "items": .object(["type": "number"]), "minItems": 16, "maxItems": 16]),
                        ]),
                        "required": ["index", "zIndex", "alpha", "transform"],
                    ])]),
                ]),
                "required": ["offset", "currentPage", "items"],
            ])]),
        ], required: ["frames"]),
        readOnly: true,
        work: inspect)

    static func inspect(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolAnswer {
        let loaded = try SceneRequest.load(arguments, access: context.access)
        let scene = try SceneRequest.applyingTimeline(arguments, to: loaded.scene)
        // As `flipbook inspect`: a time-based timeline's frames carry their times and phases.
        let frames = try scene.timelineFrames()
        let inspection = try scene.inspection(offsets: frames.map(\.offset), timelineFrames: frames)
        return ToolAnswer(structured: try JSONValue.parse(inspection.json(), displayName: "inspection"))
    }
}
