import Config
import Foundation
import Golden
import Problems
import SceneModel

/// `check`: the scene compared with its goldens in the folder the server was started with
/// (`--goldens DIR`), as `flipbook check` compares them: the summary, each image's outcome as data,
/// and the difference images of those that differ. Read-only unless the server was started with
/// `--allow-record`: then `record` may write goldens (atomically, with their manifest).
enum CheckTool {
    static let modes = RecordMode.allCases.map(\.rawValue)
    /// The most images (difference images, or the rendering where there is no golden) one answer shows.
    static let maximumImagesShown = 4

    static let tool = FlipbookTool(
        name: "check",
        title: "Check against goldens",
        description: """
        Render the scene and compare every frame (or its strip, with `strip`) with its golden image in the server's goldens folder, \
        <goldens>/<scene name>/frame-0001.png …, as `flipbook check` does (pixelmatch). Answers passed, a summary, each image's status \
        (passed, failed, missing, recorded, error) with its message and differing pixels, and the difference images of failures (the \
        rendering itself where a golden is missing), at most \(maximumImagesShown). `record` never (default) only compares; missing, failed \
        or all write goldens, only on a server started with --allow-record.
        """,
        arguments: ToolSchemas.scene + [("offsets", ToolSchemas.offsets)] + ToolSchemas.size + [
            ("strip", ToolSchemas.plain("boolean", "Compare one strip (strip.png) instead of every frame.")),
            ("record", ToolSchemas.choice(modes, "never (default): only compare. missing, failed, all: write those goldens (needs a server started with --allow-record).")),
            ("threshold", ToolSchemas.plain("number", "pixelmatch's matching threshold, 0…1; smaller is more sensitive (default 0.1).", extra: [.init("minimum", 0), .init("maximum", 1)])),
            ("maxDiffPixels", ToolSchemas.plain("integer", "An image passes when at most this many pixels differ (default 0).", extra: [.init("minimum", 0)])),
        ],
        required: [],
        output: ToolSchemas.result([
            "passed": .object(["type": "boolean"]),
            "summary": .object(["type": "string", "description": "e.g. \"3 images in 1 scene: 2 passed, 1 failed\"."]),
            "record": .object(["type": "string", "enum": .array(modes.map(JSONValue.string))]),
            "images": .object(["type": "array", "items": .object([
                "type": "object",
                "properties": .object([
                    "name": .object(["type": "string", "description": "frame-0001 … or strip."]),
                    "golden": .object(["type": "string", "description": "The golden's path inside the goldens folder."]),
                    "offset": .object(["type": "number"]),
                    "status": .object(["type": "string", "enum": ["passed", "failed", "recorded", "missing", "error"]]),
                    "message": .object(["type": "string"]),
                    "diffPixels": .object(["type": "integer"]),
                    "totalPixels": .object(["type": "integer"]),
                    "shown": .object(["type": "string", "enum": ["diff", "actual"], "description": "Which image of it the answer holds, in order."]),
                ]),
                "required": ["name", "golden", "status", "message"],
            ])]),
            "notes": .object(["type": "array", "items": .object(["type": "string"])]),
        ], required: ["passed", "summary", "record", "images", "notes"]),
        readOnly: false,
        work: check)

    static func check(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolAnswer {
        guard let goldens = context.goldens else {
            throw Problem(.unsupported, "this server has no goldens folder", fix: "start it with --goldens DIR (flipbook mcp --goldens goldens)")
        }
        let mode = try arguments.choice("record", modes).flatMap(RecordMode.init(rawValue:)) ?? .never
        guard mode == .never || context.allowsRecording else {
            throw Problem(.forbidden, "`record` \(mode) writes goldens, and this server only reads them",
                          fix: "use `record` never, or start the server with --allow-record", setting: "record")
        }
        var scene = try SceneRequest.applyingFrame(arguments, to: SceneRequest.load(arguments, access: context.access).scene)
        if let offsets = try arguments.numbers("offsets", maximum: Scene.maximumFrames, example: "[0, 0.5, 1]") { scene.timeline = .offsets(offsets) }
        let tolerance = GoldenTolerance(threshold: try arguments.number("threshold", in: 0...1, example: "0.1") ?? 0.1,
                                        maxDiffPixels: try arguments.integer("maxDiffPixels", in: 0...Int(Int32.max), example: "10") ?? 0)
        let images = try arguments.flag("strip") == true ? 1 : try scene.validatedOffsets().count
        // Each image being checked holds its rendering, an RGBA copy, the golden and a diff image.
        try CallLimits.reserve(4 * scene.frameBytes * min(images, RenderStage.threads) + scene.layoutBytes, for: "the check")
        let check = GoldenCheck(goldens: goldens, mode: mode, tolerance: tolerance, subject: try arguments.flag("strip") == true ? .strip : .frames)
        let outcome = try check.run([scene], concurrency: RenderStage.threads)
        var blocks: [ToolAnswer.Block] = []
        let frames = outcome.frames.map { frame -> JSONValue in
            var members: [JSONValue.Member] = [
                .init("name", .string(frame.name)),
                .init("golden", .string(GoldenCheck.goldenName(scene: frame.scene, image: frame.name))),
                .init("status", .string(frame.status.label)),
                .init("message", .string(frame.message())),
            ]
            if let offset = frame.offset { members.append(.init("offset", .number(offset))) }
            if let difference = frame.difference {
                members.append(.init("diffPixels", .number(Double(difference.diffPixels))))
                members.append(.init("totalPixels", .number(Double(difference.totalPixels))))
            }
            // The difference image where there is one, else the rendering of an image without a golden.
            if let shown = frame.diffPNG.map({ ("diff", $0) }) ?? frame.actualPNG.map({ ("actual", $0) }),
               frame.status != .passed, blocks.count < maximumImagesShown {
                blocks.append(.image(bytes: shown.1, mimeType: "image/png"))
                members.append(.init("shown", .string(shown.0)))
            }
            return .object(members)
        }
        return ToolAnswer(structured: .object([
            "passed": .bool(outcome.passed), "summary": .string(outcome.summary), "record": .string(mode.rawValue),
            "images": .array(frames), "notes": .array(outcome.scenes.flatMap { $0.notes() }.map(JSONValue.string)),
        ]), adding: blocks)
    }
}
