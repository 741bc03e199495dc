import Config
import FlyingFox
import Foundation
import ImageCodecs
import ImageDiff
import Problems
import SceneModel
import Transforms

/// A request the designer refuses or cannot answer: an HTTP status and `{problem, fix}` (with the
/// line and column of a YAML mistake), the body of every non-2xx API answer.
struct APIProblem: Error, Sendable {
    /// The HTTP status: 400 for bad values, 403 for a failed security check, 404, 409, 413, 415.
    var status: HTTPStatusCode
    /// What is wrong.
    var problem: String
    /// What to do instead; empty when `problem` says it.
    var fix: String
    /// 1-based line and column in the YAML or JSON text the request sent, for syntax and value errors in it.
    var line: Int? = nil
    var column: Int? = nil

    /// A problem with its status.
    init(_ status: HTTPStatusCode, _ problem: String, fix: String = "", line: Int? = nil, column: Int? = nil) {
        self.status = status
        self.problem = problem
        self.fix = fix
        self.line = line
        self.column = column
    }

    /// Any error a handler met, as the API reports it. Errors about the config or what it asks
    /// for are the user's to fix (400); anything else is the server's (500), with its text.
    /// `textGiven` says whether a `ConfigError`'s position is in text the request sent (then it
    /// is reported), rather than in the JSON the server made from a config object.
    init(_ error: any Error, textGiven: Bool = false) {
        switch error {
        case let problem as APIProblem:
            self = problem
        case let error as ConfigError:
            let (problem, fix) = Self.split(error.message)
            self.init(.badRequest, problem, fix: fix,
                      line: textGiven ? error.mark?.line : nil, column: textGiven ? error.mark?.column : nil)
        case let error as Problems.Problem:
            // RenderError, ImageDiffError, AnimationError: what the scene asks for cannot be drawn
            // or encoded (Save reports its OutputError itself, as the server's).
            self.init(.badRequest, error.problem, fix: error.fix)
        case let error as InspectionError:
            self.init(.badRequest, error.description, fix: "change the scene or the offset")
        case let error as CodecError:
            self.init(.badRequest, "\(error)", fix: "change the scene or the export format")
        default:
            self.init(.internalServerError, "\(error)", fix: "this is a bug in flipbook designer; please report it with the request")
        }
    }

    /// A config message split into problem and fix at its first ` — ` (or last `; `), the way
    /// Flipbook's messages join them.
    static func split(_ message: String) -> (problem: String, fix: String) {
        if let dash = message.range(of: " — ") {
            return (String(message[..<dash.lowerBound]), String(message[dash.upperBound...]))
        }
        // A `; ` inside parentheses is part of an aside, not the start of the fix.
        if let semicolon = message.range(of: "; ", options: .backwards) {
            let head = message[..<semicolon.lowerBound]
            if head.filter({ $0 == "(" }).count == head.filter({ $0 == ")" }).count {
                return (String(head), String(message[semicolon.upperBound...]))
            }
        }
        return (message, "")
    }

    /// `{"problem": …, "fix": …, "line": …, "column": …}`.
    var json: JSONValue {
        var members = [JSONValue.Member("problem", .string(problem)), JSONValue.Member("fix", .string(fix))]
        if let line { members.append(JSONValue.Member("line", .number(Double(line)))) }
        if let column { members.append(JSONValue.Member("column", .number(Double(column)))) }
        return .object(members)
    }

    /// The HTTP answer.
    var response: HTTPResponse {
        Reply.json(json, status: status)
    }
}
