import Config
import Foundation
@testable import MCPServer
import Problems
import Render
import SceneModel
import TestSupport
import Testing

/// Every tool through `ToolCall.perform`, the one function a call's work goes through: answers as
/// data, problems as tool errors, never a throw.
@Suite struct ToolCallTests {
    let folder: TemporaryFolder
    let context: ToolContext

    init() throws {
        folder = try TemporaryFolder(files: ["mine.yaml": "extends: stack.vortex\nitemCount: 7\n"])
        context = ToolContext(access: try FolderAccess(folders: [folder.url.path], workingDirectory: folder.url),
                              goldens: nil, allowsRecording: false, importer: nil)
    }

    func call(_ tool: String, _ arguments: [String: JSONValue]) -> ToolAnswer {
        ToolCall.perform(tool: tool, arguments: arguments, context: context)
    }

    /// The problem a tool error carries, read back from its JSON text.
    func problem(_ answer: ToolAnswer) throws -> JSONValue {
        #expect(answer.isError)
        guard case let .text(text)? = answer.content.first else { throw Problem(.failure, "no text") }
        return try JSONValue.parse(text)
    }

    @Test("render answers the PNG bytes the CLI's renderer writes for that frame")
    func renderMatchesTheRenderer() throws {
        let answer = call("render", ["preset": "scale.coverFlow", "offsets": [0.5], "scale": 2])
        #expect(!answer.isError)
        guard case let .image(bytes, mimeType)? = answer.content.last else { Issue.record("no image"); return }
        var scene = try SceneLoader.load(presetOrPath: "scale.coverFlow")
        scene.output.scale = 2
        let expected = try FrameRenderer(scene: scene).encodedFrame(offset: 0.5, format: .png, controlPosition: scene.pageControlPositions(offsets: [0.5])[0])
        #expect(mimeType == "image/png" && bytes == expected)
        #expect(answer.structured?["width"] == 600 && answer.structured?["height"] == 800)
    }

    @Test("a config file inside the folder renders, named after its file")
    func fileInFolder() {
        let answer = call("strip", ["file": "mine.yaml", "offsets": [0, 1], "scale": 0.5])
        #expect(answer.structured?["scene"] == "mine" && answer.structured?["cells"] == 2)
    }

    @Test("validate answers a config's problem as data with its line and column in the text")
    func validateGivesThePlace() {
        let answer = call("validate", ["config": "extends: scale.coverFlow\neffect:\n  scale:\n    minScal: 0.5\n"])
        let problem = answer.structured?["problems"].flatMap { if case let .array(items) = $0 { items.first } else { nil } }
        #expect(answer.structured?["valid"] == false)
        #expect(problem?["setting"] == "effect.scale.minScal" && problem?["line"] == 4 && problem?["column"] == 5 && problem?["kind"] == "unknownKey")
    }

    @Test("a 100 000 px viewport is a tool error, not a crash")
    func hugeRender() throws {
        let problem = try problem(call("render", ["preset": "scale.coverFlow", "viewport": [100_000, 400]]))
        #expect(problem["kind"] == "tooLarge")
    }

    @Test("wrong arguments are tool errors naming the argument, with a suggestion for a misspelling")
    func wrongArguments() throws {
        #expect(try problem(call("render", ["preset": "scale.coverFlow", "offsets": "abc"]))["setting"] == "offsets")
        let misspelt = try problem(call("render", ["preset": "scale.coverFlow", "ofsets": [0]]))
        #expect(misspelt["kind"] == "unknownKey" && misspelt["fix"]?.formatted().contains("offsets") == true)
        #expect(try problem(call("render", [:]))["kind"] == "missing")
        #expect(try problem(call("render", ["preset": "scale.coverFlow", "config": "extends: stack.vortex"]))["kind"] == "conflict")
        #expect(try problem(call("render", ["preset": "scale.coverFlow", "scale": 9]))["setting"] == "scale")
    }

    @Test("a timeline argument takes a config's timeline forms; its problems carry no position in JSON the server wrote")
    func timelineArgument() throws {
        let sweep = call("inspect", ["preset": "stack.vortex", "timeline": .object(["from": 0, "to": 1, "frames": 3])])
        #expect(sweep.structured?["frames"].map { if case let .array(frames) = $0 { frames.count } else { 0 } } == 3)
        let bad = try problem(call("inspect", ["preset": "stack.vortex", "timeline": .object(["from": 0, "to": 1, "frames": -2])]))
        #expect(bad["setting"] == "timeline.frames" && bad["line"] == nil)
    }

    @Test("code answers the Swift; import without flipbook-import says how to build it")
    func codeAndImport() throws {
        let swift = call("code", ["preset": "stack.vortex"]).structured?["swift"]
        #expect(swift?.formatted().contains("vortex") == true)
        let missing = try problem(call("import", ["swift": "let x = 1"]))
        #expect(missing["kind"] == "unsupported" && missing["fix"]?.formatted().contains("flipbook-import") == true)
    }

    @Test("check without a goldens folder, and recording on a read-only server, are refused")
    func checkRefusals() throws {
        #expect(try problem(call("check", ["preset": "scale.coverFlow"]))["kind"] == "unsupported")
        var readOnly = context
        readOnly.goldens = folder.path("goldens")
        let answer = ToolCall.perform(tool: "check", arguments: ["preset": "scale.coverFlow", "record": "all"], context: readOnly)
        #expect(try problem(answer)["kind"] == "forbidden")
        #expect(!FileManager.default.fileExists(atPath: folder.path("goldens").path))
    }

    @Test("every tool's input schema lists exactly the arguments it reads, and closes the object")
    func schemas() {
        for tool in ToolCall.tools {
            guard case let .object(properties)? = tool.inputSchema["properties"] else { Issue.record("\(tool.name): no properties"); continue }
            #expect(properties.map(\.key) == tool.arguments.map(\.name))
            #expect(tool.inputSchema["additionalProperties"] == false)
        }
        let timeline = RenderTool.tool.inputSchema["properties"]?["timeline"]?["anyOf"]
        #expect(timeline.map { if case let .array(forms) = $0 { forms.count } else { 0 } } == 3)
        #expect(ToolSchemas.offsets["maxItems"] == ConfigSchema.json["properties"]?["timeline"]?["anyOf"].flatMap { if case let .array(forms) = $0 { forms.first?["maxItems"] } else { nil } })
    }

    @Test("an unknown tool is a problem")
    func unknownTool() throws {
        #expect(try problem(call("paint", [:]))["kind"] == "unknownKey")
    }
}
