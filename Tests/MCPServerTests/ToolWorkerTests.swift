import Config
import Foundation
@testable import MCPServer
import Problems
import Testing

/// A call's answer crosses from its worker process as it was: text, images, SVG documents, the
/// structured result and the error flag. (Tests/MCP/mcp_test.py drives every tool through the
/// workers of a real server, and kills one mid-call.)
@Suite struct ToolWorkerTests {
    @Test func anAnswerReadsBackAsItWas() throws {
        let structured: JSONValue = .object(["width": 300, "scale": .number(0.1 + 0.2), "name": "cover\n\"flow\"", "frames": [1, 2]])
        let answer = ToolAnswer(structured: structured, adding: [
            .image(bytes: [0x89, 0x50, 0x4E, 0x47, 0, 255], mimeType: "image/png"),
            .document(uri: "flipbook://frame/1.svg", mimeType: "image/svg+xml", text: "<svg/>"),
        ])
        let data = try JSONEncoder().encode(ToolWorker.Answer(answer))
        #expect(try JSONDecoder().decode(ToolWorker.Answer.self, from: data).toolAnswer == answer)

        let problem = ToolAnswer(problem: Problem(.outOfRange, "minScale 2 is above 1", fix: "use 0…1"))
        let failed = try JSONDecoder().decode(ToolWorker.Answer.self, from: JSONEncoder().encode(ToolWorker.Answer(problem)))
        #expect(failed.toolAnswer == problem)
    }
}
