import Config
import Problems

/// `code`: the Swift an app writes for the scene, as `flipbook code` prints it: UIKit with
/// CollectionViewPagingLayout (and Parchment, UIPageViewController), SwiftUI, or the options
/// expression alone.
enum CodeTool {
    static let flavours = ["uikit", "swiftui", "options"]

    static let tool = FlipbookTool(
        name: "code",
        title: "Write the Swift",
        description: """
        The Swift an iOS app writes to get this scene, as `flipbook code` prints it: flavour uikit (default: CollectionViewPagingLayout, \
        with Parchment's PagingViewController for a menu and UIPageViewController for pages), swiftui (upstream's page views, Parchment's \
        PageView), or options (the options expression alone, e.g. `.layout(.coverFlow)`). `import` reads such Swift back.
        """,
        arguments: ToolSchemas.scene + [("flavour", ToolSchemas.choice(flavours, "uikit (default), swiftui or options."))],
        required: [],
        output: ToolSchemas.result([
            "flavour": .object(["type": "string", "enum": .array(flavours.map(JSONValue.string))]),
            "swift": .object(["type": "string", "description": "The Swift source."]),
        ], required: ["flavour", "swift"]),
        readOnly: true,
        work: code)

    static func code(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolAnswer {
        let flavour = try arguments.choice("flavour", flavours) ?? "uikit"
        let scene = try SceneRequest.load(arguments, access: context.access).scene
        let swift = switch flavour {
        case "swiftui": try SwiftCode.swiftUISource(for: scene)
        case "options": try SwiftCode.optionsExpression(for: scene.effect) + "\n"
        default: try SwiftCode.source(for: scene)
        }
        return ToolAnswer(structured: .object(["flavour": .string(flavour), "swift": .string(swift)]))
    }
}
