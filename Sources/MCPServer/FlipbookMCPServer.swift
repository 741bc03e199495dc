import Config
import Foundation
import MCP
import Render
import Workers

/// `flipbook mcp`: Flipbook's tools and resources for an MCP client (a coding agent), over stdio,
/// on the official Swift SDK (`Server`), speaking the protocol revision it negotiates (2025-11-25,
/// the newest one reached through `initialize`).
///
/// The SDK reads requests and writes answers; each `tools/call` goes through `CallLimits` (a thread
/// of its own, a time limit, the memory budget) to `ToolCall.perform`, which answers every problem
/// as a tool error, in a worker process of its own (`ToolWorker`) when the server has a `worker`
/// executable, so that a crash in one call's work ends that call only. A malformed message is answered by the SDK with a JSON-RPC error, and the
/// server reads on. It ends when its standard input ends.
package struct FlipbookMCPServer: Sendable {
    /// What every call may use.
    package var context: ToolContext
    /// The bounds of every call.
    package var limits: CallLimits
    /// The process the calls' work runs in (`ToolWorker`); `nil` to work in this process.
    package var worker: Worker?

    package init(context: ToolContext, limits: CallLimits, worker: Worker? = nil) {
        self.context = context
        self.limits = limits
        self.worker = worker
    }

    /// What the server tells a client when it connects, for the model to read first.
    static let instructions = """
        Flipbook draws iOS paging effects (CollectionViewPagingLayout's scale/stack/snapshot, Parchment's menu, \
        UIPageViewController's dots and page curl, PVView's parallax layers) headless, from a preset or a YAML/JSON config. \
        To preview a paging screen: read flipbook://presets and pick the closest preset; write a config that `extends` it and \
        changes only what differs (keys: flipbook://tables/effects and flipbook://schema); `validate` it (problems come with the \
        key and line); look at it with `strip` (the whole swipe on one image) or `render` (frames, or a GIF of the timeline); \
        check numbers with `inspect`; get the app's Swift with `code`, or read an app's Swift with `import`; keep goldens with `check`.
        """

    /// Serves on standard input and output until standard input ends.
    package func run() async throws {
        let server = Server(name: "flipbook", version: FlipbookVersion.current, title: "Flipbook", instructions: Self.instructions,
                            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        await register(on: server)
        // The tools' schemas and the drawing libraries' first load, made while the client connects.
        Thread {
            _ = ToolCall.tools.map(\.inputSchema)
            RenderStage.warmUp()
        }.start()
        // At the end of input, the calls still computing get their time limit and a little more to be answered.
        try await server.start(transport: LineTransport(drainLimit: limits.timeLimit + .seconds(5)))
        await server.waitUntilCompleted()
    }

    /// Answers `tools/list`, `tools/call`, `resources/list`, `resources/read` and
    /// `resources/templates/list` on `server`.
    func register(on server: Server) async {
        let (context, limits, worker) = (self.context, self.limits, self.worker)
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolCall.tools.map(Self.listed))
        }
        await server.withMethodHandler(CallTool.self) { call in
            // An unknown tool is the protocol's error; anything about the arguments is the tool's.
            guard ToolCall.tool(named: call.name) != nil else {
                throw MCPError.invalidParams("Unknown tool: \(call.name) (tools/list lists them)")
            }
            let arguments = (call.arguments ?? [:]).mapValues(JSONValue.init)
            let answer = await limits.run {
                guard let worker else { return ToolCall.perform(tool: call.name, arguments: arguments, context: context) }
                return await ToolWorker.perform(tool: call.name, arguments: arguments, context: context, worker: worker)
            }
            return Self.result(answer)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: ResourceCatalog.all.map { entry in
                Resource(name: entry.name, uri: entry.uri, title: entry.title, mimeType: entry.mimeType)
            })
        }
        await server.withMethodHandler(ReadResource.self) { read in
            guard let entry = ResourceCatalog.entry(read.uri) else {
                // The protocol's "resource not found".
                throw MCPError.serverError(code: -32002, message: "Resource not found: \(read.uri) (resources/list lists them)")
            }
            return ReadResource.Result(contents: [.text(entry.text(), uri: entry.uri, mimeType: entry.mimeType)])
        }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            ListResourceTemplates.Result(templates: [])
        }
    }

    /// `tool` as `tools/list` describes it.
    static func listed(_ tool: FlipbookTool) -> Tool {
        Tool(name: tool.name, title: tool.title, description: tool.description, inputSchema: Value(tool.inputSchema),
             annotations: .init(title: tool.title, readOnlyHint: tool.readOnly, destructiveHint: false, idempotentHint: true, openWorldHint: false),
             outputSchema: Value(tool.output))
    }

    /// `answer` as the SDK's result: images base64-encoded, an SVG as an embedded text resource.
    static func result(_ answer: ToolAnswer) -> CallTool.Result {
        let content: [Tool.Content] = answer.content.map { block in
            switch block {
            case let .text(text): .text(text: text, annotations: nil, _meta: nil)
            case let .image(bytes, mimeType): .image(data: Data(bytes).base64EncodedString(), mimeType: mimeType, annotations: nil, _meta: nil)
            case let .document(uri, mimeType, text): .resource(resource: .text(text, uri: uri, mimeType: mimeType))
            }
        }
        return CallTool.Result(content: content, structuredContent: answer.structured.map(Value.init), isError: answer.isError ? true : nil)
    }
}
