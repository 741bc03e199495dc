import Config
import Foundation
import Problems
import Workers

/// The tool calls' work in a process of its own (`Worker`): `flipbook-mcp --tool-worker MS BYTES`
/// answers the server's calls, several at once, with `ToolCall.perform`. A crash in the work (a
/// trap, a signal, memory exhausted) ends the worker only: the calls it was doing are answered with
/// a `failure` problem saying how it ended, the next call starts a new worker, and the server reads
/// on. The worker starts with the server, so calls find the drawing libraries loaded.
///
/// The worker keeps the server's bounds itself: it stops a call's drawing at the time limit (the
/// server has answered it by then) and reserves each call's memory against the one budget its calls
/// share, as the server would. The server admits at most `CallLimits.maximumInFlight` calls.
package enum ToolWorker {
    /// The flag that makes `flipbook-mcp` a worker.
    package static let flag = "--tool-worker"

    /// A started worker running `executable` with the server's time limit and memory budget.
    package static func worker(executable: String, limits: CallLimits) throws(Problem) -> Worker {
        let milliseconds = limits.timeLimit.components.seconds * 1000 + limits.timeLimit.components.attoseconds / 1_000_000_000_000_000
        let worker = Worker(executable: executable, arguments: [flag, String(milliseconds), String(limits.memoryBudget)], name: "flipbook mcp")
        try worker.start()
        return worker
    }

    /// The answer of tool `name` for `arguments`, computed by `worker`.
    package static func perform(tool name: String, arguments: [String: JSONValue], context: ToolContext, worker: Worker) async -> ToolAnswer {
        let request = Request(tool: name, arguments: JSONValue.object(arguments.keys.sorted().map { .init($0, arguments[$0] ?? .null) }).formatted(),
                              folders: context.access.folders, goldens: context.goldens?.path, allowsRecording: context.allowsRecording,
                              importer: context.importer?.path)
        do throws(Problem) {
            // Encoding plain values cannot fail.
            let bytes = try await worker.call(Array((try? JSONEncoder().encode(request)) ?? Data()))
            return (try? JSONDecoder().decode(Answer.self, from: Data(bytes)))?.toolAnswer
                ?? ToolAnswer(problem: Problem.bug("the worker's answer could not be read", in: "flipbook mcp", reportWith: "the call"))
        } catch {
            // The worker died (it is started again for the next call) or could not be started.
            return ToolAnswer(problem: error)
        }
    }

    /// A worker's life: `arguments` are the time limit in milliseconds and the memory budget in
    /// bytes; answers the server's calls until the server closes the connection.
    package static func serve(_ arguments: [String]) {
        guard arguments.count == 2, let milliseconds = Int64(arguments[0]), let budget = Int(arguments[1]) else { return }
        // The server admits the calls; this bound only keeps a call the server has given up on
        // (answered at its limit, still stopping here) from refusing the next.
        let limits = CallLimits(timeLimit: .milliseconds(milliseconds), maximumInFlight: 64, memoryBudget: budget)
        WorkerService.serve { bytes in
            let answer: ToolAnswer
            if let request = try? JSONDecoder().decode(Request.self, from: Data(bytes)) {
                answer = await request.answer(within: limits)
            } else {
                answer = ToolAnswer(problem: Problem.bug("the worker could not read its call", in: "flipbook mcp", reportWith: "the call"))
            }
            return Array((try? JSONEncoder().encode(Answer(answer))) ?? Data())
        }
    }

    /// One call as the server hands it to a worker.
    struct Request: Codable {
        var tool: String
        /// The arguments as JSON text (keys sorted).
        var arguments: String
        var folders: [String]
        var goldens: String?
        var allowsRecording: Bool
        var importer: String?

        /// The call's answer, done within the worker's `limits`.
        func answer(within limits: CallLimits) async -> ToolAnswer {
            let context: ToolContext
            let parsed: [String: JSONValue]
            do {
                let access = try FolderAccess(folders: folders, workingDirectory: URL(fileURLWithPath: "/"))
                context = ToolContext(access: access, goldens: goldens.map { URL(fileURLWithPath: $0, isDirectory: true) },
                                      allowsRecording: allowsRecording, importer: importer.map { URL(fileURLWithPath: $0) })
                guard case let .object(members) = try JSONValue.parse(arguments, displayName: "arguments") else {
                    return ToolAnswer(problem: Problem(.wrongType, "the arguments are not an object", fix: "pass the tool's arguments as an object"))
                }
                parsed = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            } catch let problem as Problem {
                return ToolAnswer(problem: problem)
            } catch {
                return ToolAnswer(problem: Problem.bug("\(error)", in: "flipbook mcp", reportWith: "the call"))
            }
            let (tool, arguments) = (self.tool, parsed)
            return await limits.run { ToolCall.perform(tool: tool, arguments: arguments, context: context) }
        }
    }

    /// A `ToolAnswer` on its way back: images as base64 (`Data`), structured content as JSON text.
    struct Answer: Codable {
        struct Block: Codable {
            var text: String?
            var image: Data?
            var mimeType: String?
            var uri: String?
        }
        var content: [Block]
        var structured: String?
        var isError: Bool

        init(_ answer: ToolAnswer) {
            content = answer.content.map { block in
                switch block {
                case let .text(text): Block(text: text)
                case let .image(bytes, mimeType): Block(image: Data(bytes), mimeType: mimeType)
                case let .document(uri, mimeType, text): Block(text: text, mimeType: mimeType, uri: uri)
                }
            }
            structured = answer.structured?.formatted()
            isError = answer.isError
        }

        /// The answer as it was, or `nil` when a part does not read back.
        var toolAnswer: ToolAnswer? {
            var blocks: [ToolAnswer.Block] = []
            for block in content {
                if let image = block.image, let mimeType = block.mimeType {
                    blocks.append(.image(bytes: Array(image), mimeType: mimeType))
                } else if let text = block.text, let uri = block.uri, let mimeType = block.mimeType {
                    blocks.append(.document(uri: uri, mimeType: mimeType, text: text))
                } else if let text = block.text {
                    blocks.append(.text(text))
                } else {
                    return nil
                }
            }
            var structuredValue: JSONValue?
            if let structured {
                guard let value = try? JSONValue.parse(structured, displayName: "answer") else { return nil }
                structuredValue = value
            }
            return ToolAnswer(content: blocks, structured: structuredValue, isError: isError)
        }
    }
}
