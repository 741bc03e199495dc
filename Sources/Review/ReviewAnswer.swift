import FlyingFox
import Foundation
import Golden
import LocalServer
import Problems

/// The review API's answers: JSON and PNG with `LocalServer.reply`'s headers, and every refusal
/// as `{problem, fix, kind}` with its status: 400 a bad request, 403 a failed security check, 404
/// a name the report does not list, 409 a golden changed since the report (accept with `force`).
enum ReviewAnswer {
    /// `value` as key-sorted JSON.
    static func json<Value: Encodable>(_ value: Value, status: HTTPStatusCode = .ok) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them: encoding cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return LocalServer.reply(data, type: "application/json; charset=utf-8", status: status)
    }

    /// A PNG image.
    static func png(_ bytes: [UInt8]) -> HTTPResponse {
        LocalServer.reply(Data(bytes), type: "image/png")
    }

    /// A refusal in the API's shape.
    static func problem(_ status: HTTPStatusCode, _ problem: String, fix: String, kind: String? = nil) -> HTTPResponse {
        var body = ["problem": problem, "fix": fix]
        if let kind { body["kind"] = kind }
        return json(body, status: status)
    }

    /// Any error a request met, as its answer: a `Refusal` with its status; a `Problem` with the
    /// status its kind says (settings in backticks, as the designer words them); anything else 500.
    static func error(_ error: any Error) -> HTTPResponse {
        switch error {
        case let refusal as Refusal:
            let keys = SettingWording.keys
            return problem(refusal.status, keys(refusal.reported.what), fix: keys(refusal.reported.fix), kind: refusal.reported.kind.rawValue)
        case let reported as Problem:
            let status: HTTPStatusCode
            switch reported.kind {
            case .conflict: status = .conflict
            case .unknownKey, .missingFile: status = .notFound
            default: status = .badRequest
            }
            return problem(status, reported.what.worded(naming: { "`\($0)`" }), fix: reported.fix.worded(naming: { "`\($0)`" }),
                           kind: reported.kind.rawValue)
        default:
            return problem(.internalServerError, "\(error)", fix: "this is a bug in flipbook review; please report it with the request")
        }
    }
}
