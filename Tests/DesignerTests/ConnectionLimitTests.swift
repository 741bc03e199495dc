import Foundation
@testable import LocalServer
import RawHTTP
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The server's connections (LocalServer, shared with `flipbook review`), over real sockets: a
/// request's head must arrive in time, connections past the maximum close the one waiting
/// longest, kept-alive and pipelined requests are answered in order, and malformed heads get the
/// status they deserve.
@Suite(.serialized) struct ConnectionLimitTests {
    /// A raw TCP connection to the test's server, read and written by hand.
    final class Client: @unchecked Sendable {
        let descriptor: Int32

        init(port: UInt16) throws {
            descriptor = try loopbackSocket(port: port, timeout: 10)
        }

        deinit { close(descriptor) }

        func send(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }

        /// What the server sends until it closes the connection or `seconds` pass.
        func readUntilClosed(seconds: Int = 10) -> (text: String, closed: Bool) {
            var time = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
            var answer: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if count == 0 { return (String(decoding: answer, as: UTF8.self), true) }
                if count < 0 { return (String(decoding: answer, as: UTF8.self), false) }
                answer += buffer[0..<count]
            }
        }

        /// Reads until `count` answers have arrived (each whole by its Content-Length).
        func readAnswers(_ count: Int) -> [String] {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            var answers: [String] = []
            while answers.count < count {
                if let answer = Self.firstAnswer(&bytes) {
                    answers.append(answer)
                    continue
                }
                let read = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                if read <= 0 { break }
                bytes += buffer[0..<read]
            }
            return answers
        }

        private static func firstAnswer(_ bytes: inout [UInt8]) -> String? {
            guard let end = Connection.headEnd(in: bytes, from: 0) else { return nil }
            let head = String(decoding: bytes[..<end.head], as: UTF8.self)
            let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
            guard bytes.count >= end.next + length else { return nil }
            let answer = String(decoding: bytes[..<(end.next + length)], as: UTF8.self)
            bytes.removeFirst(end.next + length)
            return answer
        }
    }

    /// `work` on a thread of its own: the blocking reads must leave the test's cooperative threads,
    /// which the server in this process answers with, free.
    static func offThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }

    @Test func aHalfSentRequestIsClosedAtTheHeadLimit() async throws {
        let designer = try await RunningDesigner(limits: ConnectionLimits(head: .milliseconds(500)))
        let client = try Client(port: designer.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(designer.port)\r\n")
        let started = ContinuousClock.now
        let answer = await Self.offThread { client.readUntilClosed(seconds: 20) }
        #expect(answer.closed, "the connection stays open")
        #expect(answer.text.isEmpty)
        // Closed by the 0.5 s limit given, not the default 10 s one; the margin is for a loaded
        // 2-core machine running every suite at once (5.5 s seen there).
        #expect(ContinuousClock.now - started < .seconds(9))
        #expect(try await designer.request("GET", "/", headers: [:]).status == 200)
    }

    @Test func connectionsPastTheMaximumCloseTheOneWaitingLongest() async throws {
        let designer = try await RunningDesigner(limits: ConnectionLimits(maximum: 8))
        var clients: [Client] = []
        for _ in 0..<40 {
            let client = try Client(port: designer.port)
            client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1")
            clients.append(client)
            try await Task.sleep(for: .milliseconds(5))
        }
        // The first ones were closed to make room; the server still answers at once.
        let first = clients[0]
        #expect(await Self.offThread { first.readUntilClosed(seconds: 5) }.closed)
        #expect(try await designer.request("GET", "/api/session").status == 200)
        #expect(designer.server.openConnections <= 8)
        // The newest half-sent request can still finish and be answered.
        let last = clients[clients.count - 1]
        last.send(":\(designer.port)\r\nConnection: close\r\n\r\n")
        #expect(await Self.offThread { last.readUntilClosed() }.text.hasPrefix("HTTP/1.1 200 OK"))
    }

    @Test func eachPhaseEndsAtItsLimitButAnAnswerBeingComputedDoesNot() async {
        let connections = Connections(limits: ConnectionLimits(head: .seconds(1), body: .seconds(2), idle: .seconds(3), send: .seconds(4)))
        let start = ContinuousClock.now
        for phase in [Connections.Phase.idle, .head, .body, .sending, .answering] {
            let id = connections.open() ?? -1
            connections.enter(phase, id)
            connections.attach(Task {}, to: id)
        }
        #expect(connections.count == 5)
        connections.sweep(now: start + .milliseconds(1500))   // the head's second is over
        #expect(connections.count == 4)
        connections.sweep(now: start + .milliseconds(4500))   // and the body's, the idle wait's, the answer's
        #expect(connections.count == 1)
        connections.sweep(now: start + .seconds(3600))         // computing is the designer's to bound (RequestDeadline)
        #expect(connections.count == 1)
    }

    @Test func theConnectionOpenedFirstMakesRoomEvenWhenItsHeadBeganLater() throws {
        // Under load a serving task may start reading after a later connection was accepted: the
        // one waiting longest is still the one opened first.
        let connections = Connections(limits: ConnectionLimits(maximum: 2))
        let first = try #require(connections.open()), second = try #require(connections.open())
        connections.attach(Task {}, to: first)
        connections.attach(Task {}, to: second)
        connections.enter(.head, first)
        let third = try #require(connections.open())
        connections.attach(Task {}, to: third)
        // Had `second` made room, `first` (a head arriving) would make room for the next one.
        connections.enter(.answering, second)
        connections.enter(.answering, third)
        #expect(connections.open() == nil, "the connection opened first was not the one closed")
    }

    @Test func aConnectionAnsweredWaitsAnew() throws {
        let connections = Connections(limits: ConnectionLimits(maximum: 2))
        let first = try #require(connections.open()), second = try #require(connections.open())
        connections.attach(Task {}, to: first)
        connections.attach(Task {}, to: second)
        for phase in [Connections.Phase.answering, .sending, .idle] { connections.enter(phase, first) }
        let third = try #require(connections.open())
        connections.attach(Task {}, to: third)
        connections.enter(.answering, first)
        connections.enter(.answering, third)
        #expect(connections.open() == nil, "the connection answered after the other was opened was closed")
    }

    @Test func pipelinedRequestsOnOneConnectionAreAnsweredInOrder() async throws {
        let designer = try await RunningDesigner()
        let client = try Client(port: designer.port)
        let host = "Host: 127.0.0.1:\(designer.port)\r\n"
        client.send("GET /favicon.ico HTTP/1.1\r\n\(host)\r\nGET /nothing HTTP/1.1\r\n\(host)\r\n")
        let answers = await Self.offThread { client.readAnswers(2) }
        #expect(answers.count == 2)
        #expect(answers.first?.hasPrefix("HTTP/1.1 200 OK") == true && answers.first?.contains("<svg") == true)
        #expect(answers.last?.hasPrefix("HTTP/1.1 404") == true)
        // HEAD: the page's headers and length, no body; `Connection: close` ends the connection.
        client.send("HEAD / HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
        let head = await Self.offThread { client.readUntilClosed() }
        #expect(head.closed && head.text.hasPrefix("HTTP/1.1 200 OK") && head.text.contains("Connection: close"))
        #expect(!head.text.contains("<html") && !head.text.contains("Content-Length: 0\r\n"))
    }

    @Test func malformedHeadsGetTheirStatusAndTheServerGoesOn() async throws {
        let designer = try await RunningDesigner()
        let host = "Host: 127.0.0.1:\(designer.port)\r\n"
        let cases: [(String, String)] = [
            ("NOTAREQUEST\r\n\r\n", "400"),
            ("GET / HTTP/1.1\r\nno colon here\r\n\r\n", "400"),
            ("GET / HTTP/2.0\r\n\(host)\r\n", "505"),
            ("GET / HTTP/1.1\r\n\(host)\(host)\r\n", "400"),
            ("POST /api/parse HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n", "411"),
            ("POST /api/parse HTTP/1.1\r\n\(host)Content-Length: -3\r\n\r\n", "400"),
            ("GET / HTTP/1.1\r\n\(host)X-Long: \(String(repeating: "a", count: 20_000))\r\n\r\n", "431"),
        ]
        for (request, status) in cases {
            let client = try Client(port: designer.port)
            client.send(request)
            let answer = await Self.offThread { client.readUntilClosed() }
            #expect(answer.closed)
            #expect(answer.text.hasPrefix("HTTP/1.1 \(status)"), "\(request.prefix(40)) → \(answer.text.prefix(80))")
            #expect(answer.text.contains("\"problem\""))
        }
        #expect(try await designer.request("GET", "/", headers: [:]).status == 200)
    }

    @Test func aHeadEndsAtItsBlankLineWhateverTheLineEnds() {
        #expect(Connection.headEnd(in: Array("GET / HTTP/1.1\r\nA: b\r\n\r\nbody".utf8), from: 0)?.next == 24)
        #expect(Connection.headEnd(in: Array("GET / HTTP/1.1\nA: b\n\nbody".utf8), from: 0)?.next == 21)
        #expect(Connection.headEnd(in: Array("GET / HTTP/1.1\r\nA: b\r\n".utf8), from: 0) == nil)
        let head = try? RequestHead(Array("GET /a?b=1 HTTP/1.1\r\nHost: x\r\nConnection: close".utf8)[...])
        #expect(head?.target == "/a?b=1" && head?.keepsAlive == false && head?.values(of: "host") == ["x"])
        #expect((try? RequestHead(Array("GET / HTTP/1.0\r\nHost: x".utf8)[...]))?.keepsAlive == false)
    }
}
