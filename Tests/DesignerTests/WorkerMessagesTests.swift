import Foundation
import LocalServer
import Testing
@testable import Designer

/// The messages between a page's server and its worker process carry a request and an answer as
/// they were, with the server's state (the designer's Save state), and refuse bytes that are not
/// one.
struct WorkerMessagesTests {
    @Test(arguments: [
        DesignerSession.Known(recorded: false, text: nil),
        DesignerSession.Known(recorded: true, text: nil),
        DesignerSession.Known(recorded: true, text: ""),
        DesignerSession.Known(recorded: true, text: "extends: stack.vortex\n# é ✓\n"),
    ])
    func aRequestComesBackAsItWasSent(known: DesignerSession.Known) throws {
        let request = WorkerMessages.Request(route: "POST /api/preview", query: ["b": "2", "a": "", "é": "x=y&z"],
                                             body: Data(#"{"config": {"extends": "scale.coverFlow"}}"#.utf8), state: known.bytes)
        let read = try #require(WorkerMessages.decodeRequest(WorkerMessages.encode(request)))
        #expect(read == request)
        #expect(DesignerSession.Known(bytes: read.state) == known)
    }

    @Test func anAnswerComesBackWithItsHeadersBodyAndState() throws {
        let body = Data([0x89, 0x50, 0x4E, 0x47, 0, 255, 10, 13])
        for state in [nil, [], [1, 0]] as [[UInt8]?] {
            let answer = WorkerMessages.Answer(status: .conflict, headers: [("Content-Type", "image/png"), ("X-Two", "a"), ("X-Two", "b")], body: body, state: state)
            let read = try #require(WorkerMessages.decodeAnswer(WorkerMessages.encode(answer)))
            #expect(read.status.code == 409 && read.status.phrase == answer.status.phrase)
            #expect(read.headers.map { "\($0.0): \($0.1)" } == ["Content-Type: image/png", "X-Two: a", "X-Two: b"])
            #expect(read.body == body)
            #expect(read.state == state)
        }
    }

    @Test func bytesThatAreNotAMessageAreRefused() {
        let request = WorkerMessages.encode(WorkerMessages.Request(route: "GET /api/session", query: ["a": "b"], body: Data()))
        #expect(WorkerMessages.decodeRequest(Array(request.dropLast())) == nil, "a cut field")
        #expect(WorkerMessages.decodeRequest([]) == nil)
        #expect(WorkerMessages.decodeRequest(request + [0, 0, 0, 0]) == nil, "a query name without its value")
        #expect(WorkerMessages.decodeAnswer([1, 0, 0, 0, 65, 0, 0, 0, 0, 0, 0, 0, 0]) == nil, "a status line without a code")
        #expect(DesignerSession.Known(bytes: [2, 0]) == nil)
        #expect(DesignerSession.Known(bytes: [1, 0, 65]) == nil, "text after no file")
        #expect(DesignerSession.Known(bytes: [1]) == nil)
    }
}
