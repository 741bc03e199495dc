import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// `flipbook designer`'s HTTP server (FlyingFox): the page, its assets and the API of
/// docs/DESIGNER.md, for one `DesignerSession`, on one address.
///
/// It listens on loopback unless told otherwise; every request passes `Security` (Host, Origin,
/// token, body size) before a route sees it, and every error is answered, never thrown out.
public final class DesignerServer: Sendable {
    /// What the server works on.
    public let session: DesignerSession
    /// The address as given (`127.0.0.1`, `localhost`, `::1`, `0.0.0.0`, …).
    public let host: String
    /// The random token API requests must carry; it is in `url`.
    public let token: String
    private let server: HTTPServer
    private let requestedPort: UInt16
    private let boundPort = Mutex<UInt16?>(nil)
    private let checks = SecurityBox()

    /// A server for `session` on `host`:`port` (`port` 0 picks a free one), with `token` (random
    /// when `nil`: 32 hex digits from the system's generator). Throws FlyingFox's `SocketError`
    /// for a host that is not an IPv4 or IPv6 address or `localhost` (see `isAddress`).
    /// `requestTimeLimit` bounds each API request's computing (`RequestDeadline`): past it the
    /// request is answered 503 and its work dropped.
    public init(session: DesignerSession, host: String = "127.0.0.1", port: UInt16 = 8080, token: String? = nil,
                requestTimeLimit: Duration = DesignerServer.requestTimeLimit) throws {
        self.session = session
        self.host = host
        self.token = token ?? Security.randomToken()
        requestedPort = port
        let address = try Self.socketAddress(host: host, port: port)
        let handler = GuardedHandler(session: session, checks: checks, deadline: RequestDeadline(limit: requestTimeLimit))
        server = HTTPServer(address: address, timeout: 300, logger: .disabled, handler: handler)
    }

    /// How long one API request may compute by default: 300 s, the connection's own limit.
    public static let requestTimeLimit: Duration = .seconds(300)

    /// Whether the server can be given `host`: `localhost`, or an IPv4 or IPv6 address (`[::1]` too).
    public static func isAddress(_ host: String) -> Bool {
        (try? socketAddress(host: host, port: 0)) != nil
    }

    private static func socketAddress(host: String, port: UInt16) throws -> any SocketAddress {
        if host == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
        if host.contains(":") { return try sockaddr_in6.inet6(ip6: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: port) }
        return try sockaddr_in.inet(ip4: host, port: port)
    }

    /// Whether `host` is a loopback address, reachable only from this machine.
    public var isLoopback: Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host) || host.hasPrefix("127.")
    }

    /// Serves until `stop()`; throws FlyingFox's `SocketError` when it cannot listen (the port is
    /// taken, the address is not this machine's).
    public func run() async throws {
        try await server.run()
    }

    /// Waits until the server listens, then returns the page's URL with the token
    /// (`http://127.0.0.1:8080/?token=…`); from then on requests are answered.
    public func waitUntilListening() async throws -> String {
        try await server.waitUntilListening(timeout: 60)
        var port = requestedPort
        if case let .ip4(_, listening)? = await server.listeningAddress { port = listening }
        if case let .ip6(_, listening)? = await server.listeningAddress { port = listening }
        boundPort.withLock { $0 = port }
        checks.value.withLock { $0 = Security(token: token, host: host, port: port) }
        let shown = host.contains(":") ? "[\(host)]" : (host == "0.0.0.0" ? "127.0.0.1" : host)
        return "http://\(shown):\(port)/?token=\(token)"
    }

    /// The port it listens on, once listening.
    public var port: UInt16? { boundPort.withLock { $0 } }

    /// Stops listening and closes connections.
    public func stop() async {
        await server.stop(timeout: 1)
    }
}

/// The security checks, set once the port is known.
private final class SecurityBox: Sendable {
    let value = Mutex<Security?>(nil)
}

/// `DesignerHandler` once the port is known (requests before that are refused with 503).
private struct GuardedHandler: HTTPHandler {
    let session: DesignerSession
    let checks: SecurityBox
    let deadline: RequestDeadline

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        guard let security = checks.value.withLock({ $0 }) else {
            return APIProblem(.serviceUnavailable, "the designer is starting", fix: "try again in a moment").response
        }
        return await DesignerHandler(session: session, security: security, deadline: deadline).handleRequest(request)
    }
}
