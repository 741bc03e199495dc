import Config
import FlyingFox
import Foundation
import ImageCodecs
import ImageDiff
import LocalServer
import Problems
import SceneModel
import Transforms

/// A request the designer refuses or cannot answer: an HTTP status and the `Problem`, worded for
/// the page as `{problem, fix, key, kind, line, column}` (settings by their config keys, the key the
/// problem is about so the page can mark its field, and the line and column of a mistake in text
/// the request sent). The body of every non-2xx API answer.
struct APIProblem: Error, Sendable {
    /// The HTTP status: 400 for bad values, 403 for a failed security check, 404, 409, 413, 415.
    var status: HTTPStatusCode
    /// What went wrong, as data.
    var reported: Problems.Problem

    /// A problem of `kind` with its status.
    init(_ status: HTTPStatusCode, _ kind: Problems.Problem.Kind, _ problem: String, fix: Wording = "", line: Int? = nil, column: Int? = nil) {
        self.status = status
        reported = Problems.Problem(kind, Wording(problem), fix: fix, at: line.map { SourcePosition(file: "", line: $0, column: column ?? 1) })
    }

    /// Any error a handler met, as the API reports it. Errors about the config or what it asks
    /// for are the user's to fix (400); anything else is the server's (500), with its text.
    /// `textGiven` says whether a problem's position is in text the request sent (then it is
    /// reported), rather than in the JSON the server made from a config object.
    init(_ error: any Error, textGiven: Bool = false) {
        switch error {
        case let problem as APIProblem:
            self = problem
        case let refusal as Refusal:
            self.init(status: refusal.status, reported: refusal.reported)
        case var problem as Problems.Problem:
            // A config mistake, or what the scene asks for cannot be drawn or encoded (Save
            // reports its Problem itself, as the server's).
            if !textGiven { problem.position = nil }
            self.init(status: .badRequest, reported: problem)
        default:
            self.init(.internalServerError, .failure, "\(error)", fix: "this is a bug in flipbook designer; please report it with the request")
        }
    }

    /// `reported` answered with `status`.
    init(status: HTTPStatusCode, reported: Problems.Problem) {
        self.status = status
        self.reported = reported
    }

    /// What is wrong, as the page shows it.
    var problem: String { reported.what.worded(naming: { "`\($0)`" }) }
    /// What to do, settings by their config keys.
    var fix: String { reported.fix.worded(naming: { "`\($0)`" }) }
    /// 1-based line and column in the YAML or JSON text the request sent.
    var line: Int? { reported.position?.line }
    var column: Int? { reported.position?.column }

    /// `{"problem": …, "fix": …, "key": …, "kind": …, "line": …, "column": …}` (`key`, `line` and
    /// `column` when known; `kind` is `Problem.Kind`'s name, e.g. `outOfRange`).
    var json: JSONValue {
        var members = [JSONValue.Member("problem", .string(problem)), JSONValue.Member("fix", .string(fix))]
        if let key = reported.setting { members.append(JSONValue.Member("key", .string(key))) }
        members.append(JSONValue.Member("kind", .string(reported.kind.rawValue)))
        if let line { members.append(JSONValue.Member("line", .number(Double(line)))) }
        if let column { members.append(JSONValue.Member("column", .number(Double(column)))) }
        return .object(members)
    }

    /// The HTTP answer.
    var response: HTTPResponse {
        Reply.json(json, status: status)
    }
}
