import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 answer as it came over the socket.
public struct HTTPAnswer: Sendable {
    /// The status code (200, 403, …).
    public var status: Int
    /// Header fields by lowercased name.
    public var headers: [String: String]
    /// The body's bytes.
    public var body: [UInt8]
    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Why a raw HTTP exchange failed (no connection, no answer, an answer that is not HTTP).
public struct RawHTTPError: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// An error saying `description`.
    public init(description: String) { self.description = description }
}

/// Sends one request to `127.0.0.1:port` exactly as given (no header added but `Host` when
/// `headers` has none, `Content-Length` and `Connection: close`) and reads the answer to the end:
/// for tests of what a browser or an attacker could send (odd `Host`, `Origin`, paths, sizes).
public func rawHTTP(port: UInt16, _ method: String, _ path: String, headers: [String: String] = [:],
                    body: [UInt8] = [], timeout: Int = 60) throws -> HTTPAnswer {
    let descriptor = try loopbackSocket(port: port, timeout: timeout)
    defer { close(descriptor) }
    var head = "\(method) \(path) HTTP/1.1\r\n"
    if !headers.keys.contains(where: { $0.lowercased() == "host" }) { head += "Host: 127.0.0.1:\(port)\r\n" }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    let request = Array(head.utf8) + body
    var sent = 0
    while sent < request.count {
        let count = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        // The server may answer (413) and close before it has read everything: read what it said.
        if count <= 0 { break }
        sent += count
    }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        answer += buffer[0..<count]
    }
    return try parseAnswer(answer)
}

/// A TCP socket connected to `127.0.0.1:port`, its reads timing out after `timeout` seconds; the
/// caller closes it.
public func loopbackSocket(port: UInt16, timeout: Int = 60) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw RawHTTPError(description: "socket() failed") }
    var time = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard connected == 0 else {
        close(descriptor)
        throw RawHTTPError(description: "cannot connect to port \(port)")
    }
    return descriptor
}

private func parseAnswer(_ bytes: [UInt8]) throws -> HTTPAnswer {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = (0..<max(bytes.count - 3, 0)).first(where: { Array(bytes[$0..<$0 + 4]) == separator }) else {
        throw RawHTTPError(description: "no HTTP answer (\(bytes.count) bytes)")
    }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let statusParts = lines.first?.split(separator: " ") ?? []
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
        throw RawHTTPError(description: "bad status line \(lines.first ?? "")")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return HTTPAnswer(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
}
