import Config
import Problems
import SceneModel
import SceneResources

/// `validate`: a config checked as `flipbook validate` checks it, without drawing; its problem (and
/// warnings) as data — kind, setting path, line and column in the text, message and fix — so an
/// agent can correct the exact key. An invalid config is this tool's answer, not a tool error.
enum ValidateTool {
    static let tool = FlipbookTool(
        name: "validate",
        title: "Validate a config",
        description: """
        Check a config (`config` text or `file`; a `preset` always passes) as `flipbook validate` does, without drawing. Answers `valid` and, \
        when not, the problem as data: kind, setting (the key path, e.g. effect.scale.minScale), line and column in the text, message and fix. \
        Warnings (a font that is not installed, page dots that do not show) are listed too.
        """,
        arguments: ToolSchemas.scene,
        required: [],
        output: ToolSchemas.result([
            "valid": .object(["type": "boolean"]),
            "scene": .object(["type": "string", "description": "The scene's name, when valid."]),
            "problems": .object(["type": "array", "items": ProblemReport.schema, "description": "What makes it invalid (the first problem found)."]),
            "warnings": .object(["type": "array", "items": ProblemReport.schema]),
        ], required: ["valid", "problems", "warnings"]),
        readOnly: true,
        work: validate)

    static func validate(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolAnswer {
        let scene: Scene
        do {
            scene = try SceneRequest.load(arguments, access: context.access).scene
        } catch let problem as Problem where !SceneRequest.isAboutTheCall(problem) {
            // A missing or wrong argument, or a file outside the folders, is a refusal of the call.
            return ToolAnswer(structured: .object(["valid": false, "problems": [ProblemReport.json(problem)], "warnings": []]))
        }
        // The font files are read as drawing reads them: a file holding no font is a problem.
        let warnings: [Problem]
        do {
            warnings = try scene.fontFallbacks() + [scene.pageControlContrastWarning].compactMap { $0 }
        } catch let problem as Problem {
            return ToolAnswer(structured: .object(["valid": false, "scene": .string(scene.name), "problems": [ProblemReport.json(problem)], "warnings": []]))
        }
        return ToolAnswer(structured: .object([
            "valid": true, "scene": .string(scene.name), "problems": [],
            "warnings": .array(warnings.map(ProblemReport.json)),
        ]))
    }
}
