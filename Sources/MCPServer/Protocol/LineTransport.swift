import Foundation
import Logging
import MCP

/// MCP's stdio transport — one JSON-RPC message per line on standard input and output — with
/// blocking reads and writes on threads of their own and a bound on a message's size.
///
/// Written here rather than taken from the SDK (`StdioTransport`) for two reasons: the SDK's polls
/// non-blocking descriptors with a 10 ms sleep after every empty read and every full pipe (a 1 MB
/// image through a 64 KB pipe can wait 16 times), and it keeps a line of any length in memory. This
/// one blocks in `read` and `write`, and a line longer than `maximumMessageBytes` is skipped to its
/// end and answered with a JSON-RPC error (id `null`, as JSON-RPC 2.0 says when the id cannot be read).
///
/// When standard input ends, the stream of messages ends only once every request read has been
/// answered (or `drainLimit` has passed): a client that writes its requests and closes its end still
/// gets every answer before the server exits.
actor LineTransport: Transport {
    nonisolated let logger = Logger(label: "flipbook.mcp", factory: { _ in SwiftLogNoOpLogHandler() })
    /// The longest message read: a config is at most 1 MiB and Swift for `import` 4 MiB, both
    /// escaped as JSON strings.
    static let maximumMessageBytes = 12 << 20

    private let input: Int32
    private let writer: LineWriter
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var connected = false

    /// How long the end of input waits for the answers still owed.
    private let drainLimit: Duration

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, drainLimit: Duration) {
        self.input = input
        self.drainLimit = drainLimit
        writer = LineWriter(output)
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !connected else { return }
        connected = true
        let (input, continuation, writer, drainLimit) = (self.input, self.continuation, self.writer, self.drainLimit)
        Thread {
            let owed = Self.readLines(input, into: continuation, refusingWith: writer)
            writer.wait(untilWritten: owed, atMost: drainLimit)
            continuation.finish()
        }.start()
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        try writer.enqueue(data)
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        messages
    }

    /// Reads `input` to its end, handing each non-empty line to `continuation`; a line over the
    /// bound is dropped and answered through `writer`. Returns how many answers the lines read are
    /// owed: one for each but notifications and responses (the SDK answers even a line it cannot read).
    private static func readLines(_ input: Int32, into continuation: AsyncThrowingStream<Data, any Error>.Continuation, refusingWith writer: LineWriter) -> Int {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var line: [UInt8] = []
        var skipping = false
        var owed = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                if !skipping {
                    line.append(contentsOf: buffer[start..<index])
                    if !line.isEmpty {
                        let message = Data(line)
                        if expectsAnswer(message) { owed += 1 }
                        continuation.yield(message)
                    }
                }
                line.removeAll(keepingCapacity: true)
                skipping = false
                start = index + 1
            }
            guard !skipping else { continue }
            line.append(contentsOf: buffer[start..<count])
            if line.count > maximumMessageBytes {
                line = []
                skipping = true
                let refusal = #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message longer than \#(maximumMessageBytes >> 20) MiB was dropped: configs take at most 1 MiB, Swift at most 4 MiB"}}"#
                try? writer.enqueue(Data(refusal.utf8))
                owed += 1
            }
        }
        return owed
    }

    /// Whether the server answers `message`: everything but a notification (a method without an
    /// id) and a response (a result or error without a method), so also a line it cannot read.
    static func expectsAnswer(_ message: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else { return true }
        let method = object["method"] != nil, id = object["id"] != nil
        if method { return id }
        return !(object["result"] != nil || object["error"] != nil)
    }
}

/// Writes lines to a descriptor on a thread of its own, in the order given, so a slow reader
/// holds that thread only.
private final class LineWriter: @unchecked Sendable {
    private let output: Int32
    private let condition = NSCondition()
    private var queue: [Data] = []
    /// The messages written so far.
    private var written = 0
    /// The `errno` of a failed write: nothing more is written after it.
    private var failure: Int32?

    init(_ output: Int32) {
        self.output = output
        Thread { [self] in run() }.start()
    }

    /// Queues `message` and a line break; throws once a write has failed (the client has gone).
    func enqueue(_ message: Data) throws {
        condition.lock()
        defer { condition.unlock() }
        if let failure { throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)) }
        queue.append(message + Data([UInt8(ascii: "\n")]))
        condition.broadcast()
    }

    /// Returns once `count` messages have been written (or a write failed), or after `limit`.
    func wait(untilWritten count: Int, atMost limit: Duration) {
        let deadline = Date().addingTimeInterval(Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while written < count, failure == nil, condition.wait(until: deadline) {}
    }

    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let message = queue.removeFirst()
            condition.unlock()
            let failed: Int32? = message.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return nil }
                var offset = 0
                while offset < bytes.count {
                    let written = write(output, base + offset, bytes.count - offset)
                    if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return written < 0 ? errno : EIO }
                }
                return nil
            }
            condition.lock()
            defer { condition.unlock() }
            if let failed {
                failure = failed
                queue.removeAll()
                condition.broadcast()
                return
            }
            written += 1
            condition.broadcast()
        }
    }
}
