import FlyingFox
import Foundation

extension HTTPResponse {
    /// The answer as it goes on the wire, status line, header fields and body in one buffer, so it
    /// leaves in one write: FlyingFox's server writes the head and the body apart, and the second,
    /// small write then waited for the client's delayed ACK (about 40 ms per kept-alive request).
    /// `Content-Length` is the body's; `Connection: close` when `closing`; a `HEAD` answer has no body.
    func wire(forHead: Bool, closing: Bool) async throws -> Data {
        let body = try await bodyData
        var headers = self.headers
        headers[.contentLength] = String(body.count)
        headers[.connection] = closing ? "close" : nil
        headers[.transferEncoding] = nil
        var head = "\(version.rawValue) \(statusCode.code) \(statusCode.phrase)\r\n"
        for (name, value) in headers.sorted(by: { ($0.key.rawValue, $0.value) < ($1.key.rawValue, $1.value) }) {
            head += "\(name.rawValue): \(value)\r\n"
        }
        head += "\r\n"
        var bytes = Data(head.utf8)
        if !forHead { bytes.append(body) }
        return bytes
    }
}
