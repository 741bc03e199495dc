import Problems
import FlyingFox
import FlyingSocks
import Foundation

/// One accepted connection: its requests read in turn (head, then body by `Content-Length`),
/// each answered in one write before the next is read, until the client closes, a request asks
/// to close, a limit of `Connections` passes, or the server stops.
struct Connection: Sendable {
    /// A request's head is at most this many bytes (431 past it).
    static let maximumHeadBytes = 16 * 1024

    let socket: AsyncSocket
    let id: Int
    let connections: Connections
    /// Bodies longer than this are not read: the request reaches `respond` with the length only
    /// (`Security.body` refuses it, 413), and the connection closes after the answer.
    let maximumBodyBytes: Int
    let respond: @Sendable (HTTPRequest) async -> HTTPResponse

    /// Serves the connection until it ends, then closes it.
    func serve() async {
        defer {
            try? socket.close()
            connections.close(id)
        }
        var buffer: [UInt8] = []
        do {
            while !Task.isCancelled {
                connections.enter(buffer.isEmpty ? .idle : .head, id)
                let head: RequestHead
                do {
                    (head, buffer) = try await readHead(after: buffer)
                } catch let refusal as Refusal {
                    try await send(LocalServer.refusal(refusal), forHead: false, closing: true)
                    return
                }
                let length = try head.contentLength()
                let tooLong = length > maximumBodyBytes
                let body: HTTPBodySequence
                if tooLong {
                    body = HTTPBodySequence(from: UnreadBody(), count: length)
                } else {
                    if head.expectsContinue, buffer.count < length {
                        try await socket.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                    }
                    connections.enter(.body, id)
                    while buffer.count < length {
                        buffer += try await socket.read(atMost: length - buffer.count)
                    }
                    body = HTTPBodySequence(data: Data(buffer[..<length]))
                    buffer.removeFirst(length)
                }
                connections.enter(.answering, id)
                let response = await respond(head.request(body: body))
                let closing = tooLong || !head.keepsAlive || connections.isStopping
                connections.enter(.sending, id)
                try await send(response, forHead: head.method == "HEAD", closing: closing)
                if closing { return }
            }
        } catch {
            // The client left, a limit passed (the task was cancelled), or a write failed: the
            // connection closes; the server goes on.
        }
    }

    /// Reads on from `bytes` (what came after the last request) until a whole head has arrived:
    /// the head, and the bytes after its blank line. (Not an `inout` buffer: the Swift 6.3
    /// optimizer crashes splitting that async function.)
    private func readHead(after bytes: [UInt8]) async throws -> (RequestHead, [UInt8]) {
        var buffer = bytes
        var searched = 0
        while true {
            if let end = Self.headEnd(in: buffer, from: searched), end.head <= Self.maximumHeadBytes {
                return (try RequestHead(buffer[..<end.head]), Array(buffer[end.next...]))
            }
            guard buffer.count <= Self.maximumHeadBytes + 4 else {
                throw Refusal(HTTPStatusCode(431, phrase: "Request Header Fields Too Large"), .tooLarge,
                              "the request's head is over \(Self.maximumHeadBytes / 1024) KiB", fix: "send fewer or shorter header fields")
            }
            searched = max(0, buffer.count - 3)
            let bytes = try await socket.read(atMost: 4096)
            if buffer.isEmpty { connections.enter(.head, id) }
            buffer += bytes
        }
    }

    /// Where the head in `bytes` ends (before its blank line) and the body starts; `nil` until the
    /// blank line (CRLF CRLF, or LF LF) has arrived.
    static func headEnd(in bytes: [UInt8], from start: Int) -> (head: Int, next: Int)? {
        var index = max(0, start)
        while index < bytes.count {
            if bytes[index] == 10 {
                if index + 1 < bytes.count, bytes[index + 1] == 10 { return (index, index + 2) }
                if index + 2 < bytes.count, bytes[index + 1] == 13, bytes[index + 2] == 10 {
                    return (index > 0 && bytes[index - 1] == 13 ? index - 1 : index, index + 3)
                }
            }
            index += 1
        }
        return nil
    }

    private func send(_ response: HTTPResponse, forHead: Bool, closing: Bool) async throws {
        try await socket.write(response.wire(forHead: forHead, closing: closing))
    }
}

/// The body of a request too long to read: it ends at once (`Security.body` refuses the request by
/// its length before reading it).
private struct UnreadBody: AsyncBufferedSequence, AsyncBufferedIteratorProtocol {
    typealias Element = UInt8

    func makeAsyncIterator() -> UnreadBody { self }

    mutating func next() async -> UInt8? { nil }

    mutating func nextBuffer(suggested count: Int) async -> [UInt8]? { nil }
}
