import FlyingFox
import Foundation
import LocalServer
import Workers

/// `flipbook designer`'s HTTP server: the page, its assets and the API of docs/DESIGNER.md, for one
/// `DesignerSession`, on one address (`LocalServer`, which `flipbook review` shares).
///
/// It listens on loopback unless told otherwise; every request passes `Security` (Host, Origin,
/// token, body size) before a route sees it, and every error is answered, never thrown out.
package final class DesignerServer: Sendable {
    /// What the server works on.
    package let session: DesignerSession
    /// The process that answers API requests, when there is one.
    package let worker: Worker?
    private let server: LocalServer

    /// A server for `session` on `host`:`port` (`port` 0 picks a free one), with `token` (random
    /// when `nil`: 32 hex digits from the system's generator). Throws FlyingSocks' `SocketError`
    /// for a host that is not an IPv4 or IPv6 address or `localhost` (`LocalServer.isAddress`).
    /// `requestTimeLimit` bounds each API request's computing (`RequestDeadline`): past it the
    /// request is answered 503 and its work dropped. `limits` bound each connection (`ConnectionLimits`).
    /// With a `worker` (`DesignerWorker.worker(for:)`), API requests are answered by that worker
    /// process once the server has checked them, so a crash while loading or drawing what a request
    /// sent ends the worker, not the server: the request is answered 500 and the next starts a new
    /// worker. Without one they are answered in this process.
    package init(session: DesignerSession, host: String = "127.0.0.1", port: UInt16 = 8080, token: String? = nil,
                requestTimeLimit: Duration = DesignerServer.requestTimeLimit, limits: ConnectionLimits = ConnectionLimits(),
                worker: Worker? = nil) throws {
        self.session = session
        self.worker = worker
        let deadline = RequestDeadline(limit: requestTimeLimit)
        server = try LocalServer(host: host, port: port, token: token, command: "flipbook designer", limits: limits,
                                 starting: { APIProblem(.serviceUnavailable, .unavailable, "the designer is starting", fix: "try again in a moment").response },
                                 respond: { request, security in
                                     await DesignerHandler(session: session, security: security, deadline: deadline, worker: worker).handleRequest(request)
                                 })
    }

    /// How long one API request may compute by default: 300 s, the connection's own limit.
    package static let requestTimeLimit: Duration = .seconds(300)

    /// The address as given (`127.0.0.1`, `localhost`, `::1`, `0.0.0.0`, …).
    package var host: String { server.host }
    /// The random token API requests must carry; it is in the URL.
    package var token: String { server.token }

    /// Whether `host` is a loopback address, reachable only from this machine.
    package var isLoopback: Bool { server.isLoopback }

    /// Serves until `stop()`; throws FlyingFox's `SocketError` when it cannot listen.
    package func run() async throws { try await server.run() }

    /// Waits until the server listens, then returns the page's URL with the token.
    package func waitUntilListening() async throws -> String { try await server.waitUntilListening() }

    /// The port it listens on, once listening.
    package var port: UInt16? { server.port }

    /// How many connections are open now.
    package var openConnections: Int { server.openConnections }

    /// Stops listening and closes connections, then the worker.
    package func stop() async {
        await server.stop()
        worker?.stop()
    }

    /// Serves until Ctrl-C or SIGTERM (`LocalServer.runUntilStopped`); a Save being written finishes first.
    package func runUntilStopped(announce: @escaping @Sendable (String) -> Void) throws {
        defer { worker?.stop() }
        try server.runUntilStopped(announce: announce)
    }
}
