import Problems
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// A page's HTTP server on this machine, shared by `flipbook designer` and `flipbook review`: the
/// address, the random token, the URL with it, and the `Security` checks handed to every request
/// once the port is known.
///
/// It listens on loopback unless told otherwise. Requests that arrive before the port is known are
/// answered by `starting`; the others by `respond`, given the checks to run (Host, Origin, token,
/// body size) before it does anything else.
///
/// The requests and answers are FlyingFox's values, on FlyingSocks' sockets and event loop; the
/// connections are served here (`Connection`, `Connections`) rather than by FlyingFox's
/// `HTTPServer`, which offers no hook for what a page on this machine needs: answers in one write
/// on sockets with `TCP_NODELAY` (its head and body went in two writes, and a kept-alive request
/// waited ~40 ms for the client's delayed ACK), a time limit on each request's head and body, a
/// cap on open connections, and running on when the process is out of file descriptors (its
/// accept loop ended the server on `EMFILE`).
package final class LocalServer: Sendable {
    /// What answers a request, given the checks to pass first.
    package typealias Respond = @Sendable (HTTPRequest, Security) async -> HTTPResponse

    /// The address as given (`127.0.0.1`, `localhost`, `::1`, `0.0.0.0`, …).
    package let host: String
    /// The random token API requests must carry; it is in the URL.
    package let token: String
    /// The command that serves, for messages: `flipbook designer`.
    package let command: String
    private let address: any SocketAddress
    private let requestedPort: UInt16
    private let boundPort = Mutex<UInt16?>(nil)
    private let checks = SecurityBox()
    private let connections: Connections
    private let listening = Mutex<Listening>(.notYet)
    private let starting: @Sendable () -> HTTPResponse
    private let respond: Respond

    /// A server on `host`:`port` (`port` 0 picks a free one) with `token` (random when `nil`: 32
    /// hex digits from the system's generator), for `command`, within `limits`. Throws
    /// FlyingSocks' `SocketError` for a host that is not an IPv4 or IPv6 address or `localhost`
    /// (see `isAddress`).
    package init(host: String = "127.0.0.1", port: UInt16, token: String? = nil, command: String, limits: ConnectionLimits = ConnectionLimits(),
                starting: @escaping @Sendable () -> HTTPResponse, respond: @escaping Respond) throws {
        self.host = host
        self.token = token ?? Security.randomToken()
        self.command = command
        requestedPort = port
        address = try Self.socketAddress(host: host, port: port)
        connections = Connections(limits: limits)
        self.starting = starting
        self.respond = respond
    }

    /// Whether the server can be given `host`: `localhost`, or an IPv4 or IPv6 address (`[::1]` too).
    package static func isAddress(_ host: String) -> Bool {
        (try? socketAddress(host: host, port: 0)) != nil
    }

    private static func socketAddress(host: String, port: UInt16) throws -> any SocketAddress {
        if host == "localhost" { return try sockaddr_in.inet(ip4: "127.0.0.1", port: port) }
        if host.contains(":") { return try sockaddr_in6.inet6(ip6: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: port) }
        return try sockaddr_in.inet(ip4: host, port: port)
    }

    /// Whether `host` is a loopback address, reachable only from this machine.
    package var isLoopback: Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host) || host.hasPrefix("127.")
    }

    /// Serves until `stop()`; throws FlyingSocks' `SocketError` when it cannot listen (the port is
    /// taken, the address is not this machine's).
    package func run() async throws {
        let socket: Socket
        let pool = HTTPServer.defaultPool()
        do {
            socket = try Socket(domain: Int32(type(of: address).family))
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
            try await pool.prepare()
        } catch {
            listening.withLock { $0 = .failed(error) }
            throw error
        }
        defer { try? socket.close() }
        let listener = try AsyncSocket(socket: socket, pool: pool)
        let poolTask = Task { try await pool.run() }
        let sweeper = Task { [connections] in
            let interval = min(Duration.seconds(1), connections.limits.head / 4)
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                connections.sweep()
            }
        }
        let accepting = Task { await acceptConnections(on: listener) }
        var port = requestedPort
        if case let .ip4(_, bound)? = try? socket.sockname() { port = bound }
        if case let .ip6(_, bound)? = try? socket.sockname() { port = bound }
        listening.withLock { $0 = .listening(port, accepting) }
        await accepting.value
        // Stopping: idle connections close now, answers being written finish (for a second).
        connections.stop()
        let grace = ContinuousClock.now + .seconds(1)
        while connections.count > 0, ContinuousClock.now < grace {
            try? await Task.sleep(for: .milliseconds(10))
        }
        connections.cancelAll()
        sweeper.cancel()
        poolTask.cancel()
        listening.withLock { $0 = .stopped }
    }

    /// Accepts connections until cancelled, each served by a task of its own.
    private func acceptConnections(on listener: AsyncSocket) async {
        while !Task.isCancelled {
            let socket: AsyncSocket
            do {
                socket = try await listener.accept()
            } catch let SocketError.failed(_, code, _) where [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(code) {
                // Out of descriptors or memory: the connection waiting longest makes room, and the
                // pending one is accepted on the next turn. The server never ends for it.
                connections.closeLongestWaiting()
                try? await Task.sleep(for: .milliseconds(20))
                continue
            } catch let SocketError.failed(_, code, _) where [ECONNABORTED, EINTR, EPROTO, EPERM].contains(code) {
                continue
            } catch {
                return  // stopped (cancelled), or the listening socket is gone
            }
            try? socket.socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
            guard let id = connections.open() else {
                let busy = Refusal(.serviceUnavailable, .unavailable, "\(connections.limits.maximum) connections are answering requests",
                                   fix: "wait for them to finish and try again")
                if let bytes = try? await Self.refusal(busy).wire(forHead: false, closing: true) {
                    _ = try? socket.socket.write(bytes)
                }
                try? socket.close()
                continue
            }
            let connection = Connection(socket: socket, id: id, connections: connections, maximumBodyBytes: Security.maximumBodyBytes) {
                [checks, starting, respond] request in
                guard let security = checks.value.withLock({ $0 }) else { return starting() }
                return await respond(request, security)
            }
            connections.attach(Task { await connection.serve() }, to: id)
        }
    }

    /// Waits until the server listens, then returns the page's URL with the token
    /// (`http://127.0.0.1:8080/?token=…`); from then on requests are answered.
    package func waitUntilListening() async throws -> String {
        let deadline = ContinuousClock.now + .seconds(60)
        var port: UInt16?
        while port == nil {
            switch listening.withLock({ $0 }) {
            case let .listening(bound, _): port = bound
            case let .failed(error): throw error
            case .stopped: throw SocketError.disconnected
            case .notYet:
                guard ContinuousClock.now < deadline else { throw SocketError.timeout(message: "the server did not listen within 60 s") }
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        let bound = port ?? requestedPort
        boundPort.withLock { $0 = bound }
        checks.value.withLock { $0 = Security(token: token, host: host, port: bound, command: command) }
        let shown = host.contains(":") ? "[\(host)]" : (host == "0.0.0.0" ? "127.0.0.1" : host)
        return "http://\(shown):\(bound)/?token=\(token)"
    }

    /// The port it listens on, once listening.
    package var port: UInt16? { boundPort.withLock { $0 } }

    /// Stops listening and closes connections (an answer being written finishes first, for up to
    /// a second); returns once `run()` has ended, or after two seconds.
    package func stop() async {
        guard case let .listening(_, accepting) = listening.withLock({ $0 }) else { return }
        accepting.cancel()
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline, case .listening = listening.withLock({ $0 }) {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// How many connections are open now (the tests of the limits read it).
    package var openConnections: Int { connections.count }

    /// A connection-level refusal (a malformed head, too many connections) as both servers word
    /// their problems: JSON `{"problem", "fix", "kind"}` with the status.
    static func refusal(_ refusal: Refusal) -> HTTPResponse {
        let keys = SettingWording.keys, problem = refusal.reported
        let body = Data(("{\"problem\": \(jsonString(keys(problem.what))), \"fix\": \(jsonString(keys(problem.fix))), "
            + "\"kind\": \(jsonString(problem.kind.rawValue))}\n").utf8)
        return reply(body, type: "application/json; charset=utf-8", status: refusal.status)
    }

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// `body` with the headers every answer of these servers carries: nothing cached (every answer
    /// depends on the request, and the token must not be cached), the type as sent, no referrer,
    /// never inside a frame, and the page may load and talk only to this server (its images are
    /// `blob:` and `data:` URLs it makes itself).
    package static func reply(_ body: Data, type: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
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
    package static let contentSecurityPolicy = "default-src 'self'; img-src 'self' blob: data:; connect-src 'self' blob: data:; object-src 'none'; base-uri 'none'; "
        + "form-action 'none'; frame-ancestors 'none'"
}

/// The security checks, set once the port is known.
private final class SecurityBox: Sendable {
    let value = Mutex<Security?>(nil)
}

/// Where `run()` is: not listening yet, listening (on a port, accepting until the task is
/// cancelled), failed to listen, or stopped.
private enum Listening: Sendable {
    case notYet
    case listening(UInt16, Task<Void, Never>)
    case failed(any Error)
    case stopped
}
