import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A page's HTTP server on this machine (FlyingFox), shared by `flipbook designer` and
/// `flipbook review`: the address, the random token, the URL with it, and the `Security` checks
/// handed to every request once the port is known.
///
/// It listens on loopback unless told otherwise. Requests that arrive before the port is known are
/// answered by `starting`; the others by `respond`, given the checks to run (Host, Origin, token,
/// body size) before it does anything else.
public final class LocalServer: Sendable {
    /// What answers a request, given the checks to pass first.
    public typealias Respond = @Sendable (HTTPRequest, Security) async -> HTTPResponse

    /// The address as given (`127.0.0.1`, `localhost`, `::1`, `0.0.0.0`, …).
    public let host: String
    /// The random token API requests must carry; it is in the URL.
    public let token: String
    /// The command that serves, for messages: `flipbook designer`.
    public let command: String
    private let server: HTTPServer
    private let requestedPort: UInt16
    private let boundPort = Mutex<UInt16?>(nil)
    private let checks = SecurityBox()

    /// A server on `host`:`port` (`port` 0 picks a free one) with `token` (random when `nil`: 32
    /// hex digits from the system's generator), for `command`. Throws FlyingFox's `SocketError` for
    /// a host that is not an IPv4 or IPv6 address or `localhost` (see `isAddress`).
    public init(host: String = "127.0.0.1", port: UInt16, token: String? = nil, command: String,
                starting: @escaping @Sendable () -> HTTPResponse, respond: @escaping Respond) throws {
        self.host = host
        self.token = token ?? Security.randomToken()
        self.command = command
        requestedPort = port
        let address = try Self.socketAddress(host: host, port: port)
        let handler = GuardedHandler(checks: checks, starting: starting, respond: respond)
        server = HTTPServer(address: address, timeout: 300, logger: .disabled, handler: handler)
    }

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
        checks.value.withLock { $0 = Security(token: token, host: host, port: port, command: command) }
        let shown = host.contains(":") ? "[\(host)]" : (host == "0.0.0.0" ? "127.0.0.1" : host)
        return "http://\(shown):\(port)/?token=\(token)"
    }

    /// The port it listens on, once listening.
    public var port: UInt16? { boundPort.withLock { $0 } }

    /// Stops listening and closes connections.
    public func stop() async {
        await server.stop(timeout: 1)
    }

    /// `body` with the headers every answer of these servers carries: nothing cached (every answer
    /// depends on the request, and the token must not be cached), the type as sent, no referrer,
    /// never inside a frame, and the page may load and talk only to this server (its images are
    /// `blob:` URLs it makes itself).
    public static func reply(_ body: Data, type: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [
            .contentType: type,
            HTTPHeader("Cache-Control"): "no-store",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
            HTTPHeader("Referrer-Policy"): "no-referrer",
            HTTPHeader("X-Frame-Options"): "DENY",
            HTTPHeader("Content-Security-Policy"): contentSecurityPolicy,
        ], body: body)
    }

    /// The pages' Content-Security-Policy: scripts, styles and requests to this server only.
    public static let contentSecurityPolicy = "default-src 'self'; img-src 'self' blob: data:; connect-src 'self' blob:; object-src 'none'; base-uri 'none'; "
        + "form-action 'none'; frame-ancestors 'none'"
}

/// The security checks, set once the port is known.
private final class SecurityBox: Sendable {
    let value = Mutex<Security?>(nil)
}

/// The server's one handler: `starting` until the port is known, then `respond` with the checks.
private struct GuardedHandler: HTTPHandler {
    let checks: SecurityBox
    let starting: @Sendable () -> HTTPResponse
    let respond: LocalServer.Respond

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        guard let security = checks.value.withLock({ $0 }) else { return starting() }
        return await respond(request, security)
    }
}
