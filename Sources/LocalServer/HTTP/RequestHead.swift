import Problems
import FlyingFox
import Foundation

/// One request's head as it came over the wire: the request line and the header fields, read by
/// `Connection` (FlyingFox's own decoder is internal to its `HTTPServer`, whose connection loop
/// offers none of the limits below; see `LocalServer`).
///
/// The rules are RFC 9112's, kept to what a browser and a test client send: one request line
/// `METHOD target HTTP/1.x`, `name: value` fields, CRLF (or bare LF) line ends. Anything else is
/// refused with the status a server owes: 400 for a malformed head, duplicated `Host` or
/// `Content-Length`, or a body framed any other way than by `Content-Length`; 505 for another
/// HTTP version.
struct RequestHead: Equatable {
    /// `GET`, `POST`, … as sent.
    var method: String
    /// The request target as sent (`/api/preview`, `/assets/x.js?v=1`).
    var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    /// The header fields in order, names as sent.
    var fields: [(name: String, value: String)]

    static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version
            && lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    /// The head in `bytes` (everything before the blank line that ends it).
    init(_ bytes: ArraySlice<UInt8>) throws(Refusal) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        // RFC 9112 §2.2: a server should ignore empty lines before the request line.
        while lines.first == "" { lines.removeFirst() }
        let parts = (lines.first ?? "").split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
              parts[0].allSatisfy({ $0.isLetter && $0.isUppercase }) else {
            throw Refusal(.badRequest, .syntax, "the request line is not `METHOD /path HTTP/1.1`", fix: "send an HTTP/1.1 request")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw Refusal(HTTPStatusCode(505, phrase: "HTTP Version Not Supported"), .unsupported, "only HTTP/1.1 and HTTP/1.0 are served",
                          fix: "send an HTTP/1.1 request")
        }
        (method, target, version) = (String(parts[0]), String(parts[1]), String(parts[2]))
        fields = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
                throw Refusal(.badRequest, .syntax, "a header line is not `Name: value`", fix: "send well-formed header fields")
            }
            fields.append((String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        for name in ["host", "content-length"] where fields.filter({ $0.name.lowercased() == name }).count > 1 {
            throw Refusal(.badRequest, .conflict, "the request has more than one \(name) header", fix: "send it once")
        }
        if values(of: "transfer-encoding").isEmpty == false {
            throw Refusal(HTTPStatusCode(411, phrase: "Length Required"), .unsupported, "request bodies in chunks are not read",
                          fix: "send the body with a Content-Length")
        }
        _ = try contentLength()
    }

    /// The values of the fields named `name` (any case), in order.
    func values(of name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name }.map(\.value)
    }

    /// The body's length: `Content-Length`, 0 without one.
    func contentLength() throws(Refusal) -> Int {
        guard let text = values(of: "content-length").first else { return 0 }
        guard !text.isEmpty, text.count <= 18, text.utf8.allSatisfy({ (48...57).contains($0) }), let count = Int(text) else {
            throw Refusal(.badRequest, .syntax, "Content-Length `\(text.prefix(40))` is not a number of bytes", fix: "send the body's length in bytes")
        }
        return count
    }

    /// Whether the connection stays open after the answer (RFC 9112 §9.3): HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    var keepsAlive: Bool {
        let tokens = Set(values(of: "connection").flatMap { $0.lowercased().split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) })
        return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    /// Whether the client waits for `100 Continue` before it sends the body (curl does, past 1 KiB).
    var expectsContinue: Bool {
        values(of: "expect").contains { $0.lowercased() == "100-continue" }
    }

    /// FlyingFox's request for this head and `body`, whose `path` and `query` FlyingFox decodes
    /// as its own server did (percent-decoded, `.` and `..` segments resolved).
    func request(body: HTTPBodySequence) -> HTTPRequest {
        var headers = HTTPHeaders()
        for field in fields { headers.addValue(field.value, for: HTTPHeader(field.name)) }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return HTTPRequest(method: HTTPMethod(method), version: HTTPVersion(version),
                           target: HTTPRequest.Target(path: String(parts[0]), query: parts.count > 1 ? String(parts[1]) : ""),
                           headers: headers, body: body)
    }
}
