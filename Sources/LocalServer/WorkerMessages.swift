import FlyingFox
import Foundation

/// What the designer's server and its worker process (`Worker`) send each other: an API request
/// the server has checked (route, query, body) and the session's Save state, and the answer with
/// the Save state when the request changed it.
///
/// Each message is a list of byte fields, each `[length: UInt32 little-endian][bytes]`; bodies stay
/// bytes (a preview's PNG is not re-encoded).
enum WorkerMessages {
    /// A checked API request.
    struct Request: Equatable {
        /// `"POST /api/preview"`.
        var route: String
        var query: [String: String]
        var body: Data
        /// The session's Save state in the server: the file's text as last read or written.
        var known: DesignerSession.Known
    }

    /// The worker's answer.
    struct Answer {
        var status: HTTPStatusCode
        var headers: [(String, String)]
        var body: Data
        /// The Save state after the request, when it changed.
        var known: DesignerSession.Known?
    }

    static func encode(_ request: Request) -> [UInt8] {
        var fields = [Array(request.route.utf8), Array(request.body)]
        fields.append(request.known.recorded ? [1] : [0])
        fields.append(request.known.text.map { [1] + Array($0.utf8) } ?? [0])
        for (name, value) in request.query.sorted(by: { $0.key < $1.key }) { fields += [Array(name.utf8), Array(value.utf8)] }
        return join(fields)
    }

    static func decodeRequest(_ bytes: [UInt8]) -> Request? {
        guard let fields = split(bytes), fields.count >= 4, fields.count % 2 == 0, let known = known(fields[2], fields[3]) else { return nil }
        var query: [String: String] = [:]
        for index in stride(from: 4, to: fields.count, by: 2) { query[string(fields[index])] = string(fields[index + 1]) }
        return Request(route: string(fields[0]), query: query, body: Data(fields[1]), known: known)
    }

    static func encode(_ answer: Answer) -> [UInt8] {
        var fields = [Array("\(answer.status.code) \(answer.status.phrase)".utf8), Array(answer.body)]
        fields.append(answer.known.map { $0.recorded ? [1] : [0] } ?? [])
        fields.append(answer.known.map { $0.text.map { [1] + Array($0.utf8) } ?? [0] } ?? [])
        for (name, value) in answer.headers { fields += [Array(name.utf8), Array(value.utf8)] }
        return join(fields)
    }

    static func decodeAnswer(_ bytes: [UInt8]) -> Answer? {
        guard let fields = split(bytes), fields.count >= 4, fields.count % 2 == 0 else { return nil }
        let line = string(fields[0])
        guard let code = Int(line.prefix { $0 != " " }) else { return nil }
        let status = HTTPStatusCode(code, phrase: String(line.drop { $0 != " " }.dropFirst()))
        var headers: [(String, String)] = []
        for index in stride(from: 4, to: fields.count, by: 2) { headers.append((string(fields[index]), string(fields[index + 1]))) }
        return Answer(status: status, headers: headers, body: Data(fields[1]), known: fields[2].isEmpty ? nil : known(fields[2], fields[3]))
    }

    /// The answer as FlyingFox's response.
    static func response(_ answer: Answer) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in answer.headers { headers.addValue(value, for: HTTPHeader(name)) }
        return HTTPResponse(statusCode: answer.status, headers: headers, body: answer.body)
    }

    /// FlyingFox's response as an answer (its body read whole: the designer's are).
    static func answer(_ response: HTTPResponse, known: DesignerSession.Known?) async -> Answer {
        let body = (try? await response.bodyData) ?? Data()
        return Answer(status: response.statusCode, headers: response.headers.map { ($0.key.rawValue, $0.value) }, body: body, known: known)
    }

    private static func known(_ recorded: [UInt8], _ text: [UInt8]) -> DesignerSession.Known? {
        guard recorded.count == 1, let flag = text.first else { return nil }
        return DesignerSession.Known(recorded: recorded[0] == 1, text: flag == 1 ? string(Array(text.dropFirst())) : nil)
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
