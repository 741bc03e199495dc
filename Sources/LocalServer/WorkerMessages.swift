import FlyingFox
import Foundation
import Problems
import Workers

/// What a page's server and its worker process (`Worker`) send each other: an API request the
/// server has checked (route, query, body) with the server's own state for it, and the answer with
/// that state when the request changed it. The designer and the review both answer their API this
/// way; what the state holds is each server's own (the designer's Save state; nothing for review).
///
/// Each message is a list of byte fields, each `[length: UInt32 little-endian][bytes]`; bodies stay
/// bytes (a preview's PNG is not re-encoded).
package enum WorkerMessages {
    /// A checked API request.
    package struct Request: Equatable, Sendable {
        /// `"POST /api/preview"`.
        package var route: String
        package var query: [String: String]
        package var body: Data
        /// The server's state that the worker needs and cannot keep itself, since it may be
        /// replaced between two requests (encoded by the server that owns it).
        package var state: [UInt8]

        package init(route: String, query: [String: String], body: Data, state: [UInt8] = []) {
            self.route = route
            self.query = query
            self.body = body
            self.state = state
        }
    }

    /// The worker's answer.
    package struct Answer: Sendable {
        package var status: HTTPStatusCode
        package var headers: [(String, String)]
        package var body: Data
        /// The server's state after the request, when the request changed it.
        package var state: [UInt8]?

        package init(status: HTTPStatusCode, headers: [(String, String)], body: Data, state: [UInt8]? = nil) {
            self.status = status
            self.headers = headers
            self.body = body
            self.state = state
        }
    }

    package static func encode(_ request: Request) -> [UInt8] {
        var fields = [Array(request.route.utf8), Array(request.body), request.state]
        for (name, value) in request.query.sorted(by: { $0.key < $1.key }) { fields += [Array(name.utf8), Array(value.utf8)] }
        return join(fields)
    }

    package static func decodeRequest(_ bytes: [UInt8]) -> Request? {
        guard let fields = split(bytes), fields.count >= 3, fields.count % 2 == 1 else { return nil }
        var query: [String: String] = [:]
        for index in stride(from: 3, to: fields.count, by: 2) { query[string(fields[index])] = string(fields[index + 1]) }
        return Request(route: string(fields[0]), query: query, body: Data(fields[1]), state: fields[2])
    }

    package static func encode(_ answer: Answer) -> [UInt8] {
        // The state field is empty for none, else a 1 then the state's bytes.
        var fields: [[UInt8]] = [Array("\(answer.status.code) \(answer.status.phrase)".utf8), Array(answer.body), answer.state.map { [UInt8(1)] + $0 } ?? []]
        for (name, value) in answer.headers { fields += [Array(name.utf8), Array(value.utf8)] }
        return join(fields)
    }

    package static func decodeAnswer(_ bytes: [UInt8]) -> Answer? {
        guard let fields = split(bytes), fields.count >= 3, fields.count % 2 == 1 else { return nil }
        let line = string(fields[0])
        guard let code = Int(line.prefix { $0 != " " }) else { return nil }
        let status = HTTPStatusCode(code, phrase: String(line.drop { $0 != " " }.dropFirst()))
        var headers: [(String, String)] = []
        for index in stride(from: 3, to: fields.count, by: 2) { headers.append((string(fields[index]), string(fields[index + 1]))) }
        let state = fields[2].first == 1 ? Array(fields[2].dropFirst()) : nil
        return Answer(status: status, headers: headers, body: Data(fields[1]), state: state)
    }

    /// `worker`'s answer to `request`. A worker that died answering (the next call starts a new
    /// one) or could not be started is a `Refusal` saying how: 500, or 503 while it is stopping;
    /// an answer in another form is a 500 too. Each server words the refusal its own way.
    package static func ask(_ worker: Worker, _ request: Request) async throws(Refusal) -> Answer {
        let bytes: [UInt8]
        do {
            bytes = try await worker.call(encode(request))
        } catch {
            throw Refusal(status: error.kind == .unavailable ? .serviceUnavailable : .internalServerError, reported: error)
        }
        guard let answer = decodeAnswer(bytes) else { throw unreadable(worker) }
        return answer
    }

    /// The refusal for an answer of `worker`'s that the server cannot read.
    package static func unreadable(_ worker: Worker) -> Refusal {
        Refusal(.internalServerError, .failure, "\(worker.name)'s worker process answered in a form the server does not read",
                fix: "this is a bug in \(worker.name); please report it")
    }

    /// The answer as FlyingFox's response.
    package static func response(_ answer: Answer) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in answer.headers { headers.addValue(value, for: HTTPHeader(name)) }
        return HTTPResponse(statusCode: answer.status, headers: headers, body: answer.body)
    }

    /// FlyingFox's response as an answer (its body read whole: the servers' API answers are).
    package static func answer(_ response: HTTPResponse, state: [UInt8]?) async -> Answer {
        let body = (try? await response.bodyData) ?? Data()
        return Answer(status: response.statusCode, headers: response.headers.map { ($0.key.rawValue, $0.value) }, body: body, state: state)
    }

    private static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private static func join(_ fields: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.reduce(0) { $0 + 4 + $1.count })
        for field in fields {
            withUnsafeBytes(of: UInt32(field.count).littleEndian) { bytes += $0 }
            bytes += field
        }
        return bytes
    }

    private static func split(_ bytes: [UInt8]) -> [[UInt8]]? {
        var fields: [[UInt8]] = []
        var offset = 0
        while offset < bytes.count {
            guard offset + 4 <= bytes.count else { return nil }
            let length = (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
            offset += 4
            guard length <= bytes.count - offset else { return nil }
            fields.append(Array(bytes[offset..<(offset + length)]))
            offset += length
        }
        return fields
    }
}
