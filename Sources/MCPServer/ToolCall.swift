import Config
import Problems

/// The tools, and the one door every call's work goes through.
package enum ToolCall {
    /// Every tool, in the order `tools/list` lists them.
    package static let tools: [FlipbookTool] = [
        RenderTool.tool, StripTool.tool, InspectTool.tool, ValidateTool.tool, CodeTool.tool, ImportTool.tool, CheckTool.tool,
    ]

    /// The most bytes one answer's content may hold (images before base64); more is refused as too
    /// large, with what to ask for instead, rather than sent to a model that would have to read it.
    package static let maximumAnswerBytes = 16 << 20

    /// The tool called `name`.
    package static func tool(named name: String) -> FlipbookTool? {
        tools.first { $0.name == name }
    }

    /// The answer of tool `name` for `arguments`: the tool's work, or its problem as a tool error.
    /// Never throws and never ends the process on a client's input: a wrong argument, a config
    /// mistake, a file outside the folders, a scene too large to draw are each a `Problem`, answered.
    ///
    /// Values in, values out (`ToolAnswer`), so the work can be moved elsewhere (another
    /// process) without touching the tools or the protocol side.
    package static func perform(tool name: String, arguments: [String: JSONValue], context: ToolContext) -> ToolAnswer {
        guard let tool = tool(named: name) else {
            return ToolAnswer(problem: .unknownKey(name, noun: "tool", fix: "use one of \(tools.map { "`\($0.name)`" }.joined(separator: ", "))"))
        }
        let answer: ToolAnswer
        do {
            answer = try tool.work(ToolArguments(tool: name, arguments, known: tool.arguments.map(\.name)), context)
        } catch let problem as Problem {
            return ToolAnswer(problem: problem)
        } catch is CancellationError {
            return ToolAnswer(problem: Problem(.cancelled, "the call was stopped before it finished", fix: "call again, asking for less"))
        } catch {
            return ToolAnswer(problem: Problem.bug("\(error)", in: "flipbook mcp", reportWith: "the call"))
        }
        let bytes = answer.content.reduce(0) { total, block in
            switch block {
            case let .text(text): total + text.utf8.count
            case let .image(bytes, _): total + bytes.count
            case let .document(_, _, text): total + text.utf8.count
            }
        }
        guard bytes <= maximumAnswerBytes else {
            return ToolAnswer(problem: Problem(.tooLarge, "the answer would hold \(bytes) bytes; one answer holds at most \(maximumAnswerBytes >> 20) MiB",
                                               fix: "ask for less: fewer frames or offsets, a smaller `scale` or `viewport`, or a strip"))
        }
        return answer
    }
}
