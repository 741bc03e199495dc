import Problems
import FlyingFox
import Foundation

/// The checks every request passes before it is handled, so that only the page the server served
/// (the designer's, the review's), in a browser on this machine, can use the API.
///
/// - **Host** must name this server (`127.0.0.1:<port>`, `localhost:<port>`, `[::1]:<port>` or
///   the `--host` value with the port): a DNS-rebinding page, whose requests carry its own host
///   name, is refused (403).
/// - **Origin**, when the browser sends one, must be `http://` + one of those hosts: other sites'
///   requests are refused (403) even when they reach the port.
/// - **Token**: every `/api/*` request needs `X-Flipbook-Token` equal to the random token in the
///   printed URL (403), compared in constant time. A custom header also forces browsers to ask
///   (CORS preflight), which this server never grants.
/// - **Body**: at most `maximumBodyBytes`; more is 413 before the rest is read.
package struct Security: Sendable {
    /// 1 MiB: configs are at most that (`ConfigLimits.maxFileBytes`), and a request is a config or two.
    package static let maximumBodyBytes = 1 << 20
    /// The request header that carries the token.
    package static let tokenHeader = HTTPHeader("X-Flipbook-Token")

    /// The random token of this run: 32 lowercase hex digits.
    package let token: String
    /// `host:port` values the `Host` header may have, lowercased.
    package let hosts: Set<String>
    /// The command that printed the URL, for the fixes: `flipbook designer`.
    package let command: String

    /// The checks for a server at `host` (as given to `--host`) on `port`, started by `command`.
    package init(token: String, host: String, port: UInt16, command: String) {
        self.token = token
        self.command = command
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        names.insert(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)
        hosts = Set(names.map { "\($0.lowercased()):\(port)" })
    }

    /// 16 random bytes as hex, from the system's generator.
    package static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Refuses a request whose `Host` or `Origin` is not this server.
    package func checkOrigin(of request: HTTPRequest) throws(Refusal) {
        guard let host = request.headers[.host]?.lowercased(), hosts.contains(host) else {
            throw Refusal(.forbidden, .forbidden, "the request's Host header \(request.headers[.host].map { "`\($0)`" } ?? "is missing and") does not name this server",
                          fix: "open the URL \(command) printed (http://127.0.0.1:<port>/?token=…)")
        }
        if let origin = request.headers[HTTPHeader("Origin")]?.lowercased() {
            guard origin.hasPrefix("http://"), hosts.contains(String(origin.dropFirst("http://".count))) else {
                throw Refusal(.forbidden, .forbidden, "requests from \(origin) are not allowed",
                              fix: "use the page at the URL \(command) printed")
            }
        }
    }

    /// Refuses an API request without this run's token.
    package func checkToken(of request: HTTPRequest) throws(Refusal) {
        let given = Array((request.headers[Self.tokenHeader] ?? "").utf8)
        let expected = Array(token.utf8)
        var difference = given.count == expected.count ? 0 : 1
        for (index, byte) in expected.enumerated() {
            difference |= Int(byte ^ (index < given.count ? given[index] : 0))
        }
        guard difference == 0 else {
            throw Refusal(.forbidden, .forbidden, "missing or wrong \(Self.tokenHeader.rawValue) header",
                          fix: "open the URL \(command) printed, with its ?token=…, and use the page from there")
        }
    }

    /// The request's body, refused (413) when over `maximumBodyBytes` by its `Content-Length` or
    /// while it is being read (chunked bodies).
    package func body(of request: HTTPRequest) async throws -> Data {
        if let count = request.bodySequence.count, count > Self.maximumBodyBytes {
            throw tooLarge(count)
        }
        var data = Data()
        for try await chunk in request.bodySequence {
            data.append(chunk)
            if data.count > Self.maximumBodyBytes { throw tooLarge(nil) }
        }
        return data
    }

    private func tooLarge(_ count: Int?) -> Refusal {
        Refusal(.payloadTooLarge, .tooLarge, "the request body is \(count.map { "\($0) bytes" } ?? "over 1 MiB"); \(command) takes at most 1 MiB (1048576 bytes)",
                fix: "send a smaller request")
    }
}

/// A request refused before a handler answers it (a `Security` check, a malformed head, too many
/// connections) or by a handler itself: the HTTP status and the `Problem`, whose kind its maker
/// says. Each server words the problem in its own error shape (the designer's `APIProblem`).
package struct Refusal: Error, Sendable {
    /// 403 for a failed check, 413 for a body too large, 503 when busy…
    package var status: HTTPStatusCode
    /// What is wrong and what to do, as data.
    package var reported: Problem

    /// A refusal with its status and a problem of `kind`.
    package init(_ status: HTTPStatusCode, _ kind: Problem.Kind, _ problem: String, fix: Wording) {
        self.status = status
        reported = Problem(kind, Wording(problem), fix: fix)
    }

    /// A refusal with its status and the problem `reported`.
    package init(status: HTTPStatusCode, reported: Problem) {
        self.status = status
        self.reported = reported
    }
}
