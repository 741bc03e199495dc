import Config
@testable import Designer
import Foundation
import LocalServer
import RawHTTP
import TestSupport

/// A designer server on a free loopback port for one test, stopped when released.
final class RunningDesigner: @unchecked Sendable {
    let server: DesignerServer
    let port: UInt16
    private let task: Task<Void, any Error>

    /// A server for `argument` (a config path, a preset name, or `nil`), each request limited to
    /// `requestTimeLimit`, each connection within `limits`.
    init(_ argument: String? = nil, requestTimeLimit: Duration = DesignerServer.requestTimeLimit,
         limits: ConnectionLimits = ConnectionLimits()) async throws {
        server = try DesignerServer(session: DesignerSession(argument: argument), host: "127.0.0.1", port: 0,
                                    requestTimeLimit: requestTimeLimit, limits: limits)
        let server = self.server
        task = Task { try await server.run() }
        _ = try await server.waitUntilListening()
        guard let port = server.port else { throw RawHTTPError(description: "no port") }
        self.port = port
    }

    deinit {
        let server = self.server
        Task { await server.stop() }
    }

    /// The token header API requests need.
    var tokenHeader: [String: String] { ["X-Flipbook-Token": server.token] }

    /// A request on a thread of its own (the test's cooperative threads stay free for the server).
    func request(_ method: String, _ path: String, headers: [String: String]? = nil, body: [UInt8] = []) async throws -> HTTPAnswer {
        let port = self.port
        let headers = headers ?? tokenHeader
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try rawHTTP(port: port, method, path, headers: headers, body: body) })
            }.start()
        }
    }

    /// `POST path` with a JSON body and the token.
    func post(_ path: String, _ json: String) async throws -> HTTPAnswer {
        try await request("POST", path, body: Array(json.utf8))
    }

    /// The JSON of an answer.
    static func json(_ answer: HTTPAnswer) throws -> Config.JSONValue {
        try Config.JSONValue.parse(answer.text)
    }
}
