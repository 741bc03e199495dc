import FlyingFox
import Foundation
import Golden
import LocalServer
import Workers

/// `flipbook review`'s HTTP server: the review page, its assets and its API (docs/GOLDENS.md),
/// for one `ReviewSession`, with the designer's safety rules (`LocalServer`, `Security`): loopback
/// unless told otherwise, the random token on every API request, Host and Origin checked.
package final class ReviewServer: Sendable {
    /// What the page works on.
    package let session: ReviewSession
    private let server: LocalServer
    private let worker: Worker?

    /// A server for `session` on `host`:`port` (`port` 0 picks a free one) with `token` (random
    /// when `nil`). With a `worker` (`ReviewWorker.worker(report:goldens:)`, on the same report and
    /// goldens), API requests are answered by that worker process, so a crash in one request's work
    /// cannot end the server; without, in this process. Throws FlyingFox's `SocketError` for a host
    /// that is not an address.
    package init(session: ReviewSession, host: String = "127.0.0.1", port: UInt16 = 8080, token: String? = nil, worker: Worker? = nil) throws {
        self.session = session
        self.worker = worker
        server = try LocalServer(host: host, port: port, token: token, command: "flipbook review",
                                 starting: { ReviewAnswer.problem(.serviceUnavailable, "the review is starting", fix: "try again in a moment") },
                                 respond: { request, security in
                                     await ReviewHandler(session: session, security: security, worker: worker).handleRequest(request)
                                 })
    }

    /// The random token API requests must carry; it is in the URL.
    package var token: String { server.token }

    /// Whether `host` is a loopback address, reachable only from this machine.
    package var isLoopback: Bool { server.isLoopback }

    /// Serves until Ctrl-C or SIGTERM; an Accept being written finishes first (in the worker,
    /// which is then ended). `announce` gets the URL.
    package func runUntilStopped(announce: @escaping @Sendable (String) -> Void) throws {
        defer { worker?.stop() }
        try server.runUntilStopped(announce: announce)
    }
}
