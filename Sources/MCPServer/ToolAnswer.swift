import Config
import Problems

/// What one tool call answers, as plain values: content blocks for the model to read or look at,
/// the structured result its output schema describes, or a problem.
///
/// Values only (bytes, strings, JSON), never a protocol type: a tool's work could run in another
/// process and hand this back as it is.
package struct ToolAnswer: Sendable, Equatable {
    /// One piece of content.
    package enum Block: Sendable, Equatable {
        /// Text for the model to read.
        case text(String)
        /// An encoded image (PNG, GIF, WebP, APNG) and its media type.
        case image(bytes: [UInt8], mimeType: String)
        /// A text document with its media type (an SVG frame), named by `uri`.
        case document(uri: String, mimeType: String, text: String)
    }

    /// The content blocks, in order.
    package var content: [Block]
    /// The structured result (`nil` on an error).
    package var structured: JSONValue?
    /// Whether the call failed: `content` then holds the problem as JSON text.
    package var isError: Bool

    /// A successful answer: `structured` is also given as its JSON text first, as the protocol
    /// asks of a tool that has an output schema (clients without structured content read that).
    package init(structured: JSONValue, adding blocks: [Block] = []) {
        content = [.text(structured.formatted())] + blocks
        self.structured = structured
        isError = false
    }

    /// An answer as it was computed elsewhere (a worker process), part by part.
    package init(content: [Block], structured: JSONValue?, isError: Bool) {
        self.content = content
        self.structured = structured
        self.isError = isError
    }

    /// A failed call: the problem as data (`ProblemReport`), as JSON text the model reads.
    package init(problem: Problem) {
        content = [.text(ProblemReport.json(problem).formatted())]
        structured = nil
        isError = true
    }
}

/// A `Problem` as an MCP client receives it: every field as data, worded with settings as their
/// config keys in backticks (the designer's wording), so an agent can both read the message and
/// act on `setting`, `line` and `column` without parsing it.
package enum ProblemReport {
    /// `{"kind", "message", "problem", "fix", "setting", "file", "line", "column", "value"}`; the
    /// last five only when known. `message` is `problem — fix`.
    ///
    /// `setting` is the config key path (`effect.scale.minScale`), or the tool argument
    /// (`offsets`), the problem is about. `line` and `column` are 1-based, in the text or file
    /// `file` names: the `config` argument's text is `config.yaml` (or `config.json`).
    package static func json(_ problem: Problem) -> JSONValue {
        let name: (String) -> String = { "`\($0)`" }
        var members: [JSONValue.Member] = [
            .init("kind", .string(problem.kind.rawValue)),
            .init("message", .string(problem.worded(naming: name))),
            .init("problem", .string(problem.what.worded(naming: name))),
            .init("fix", .string(problem.fix.worded(naming: name))),
        ]
        if let setting = problem.setting { members.append(.init("setting", .string(setting))) }
        if let position = problem.position {
            members.append(.init("file", .string(position.file)))
            members.append(.init("line", .number(Double(position.line))))
            members.append(.init("column", .number(Double(position.column))))
        }
        if let value = problem.value { members.append(.init("value", .string(value))) }
        return .object(members)
    }

    /// The JSON Schema of `json(_:)`, for the output schemas that list problems (`validate`).
    package static let schema: JSONValue = .object([
        "type": "object",
        "properties": .object([
            "kind": .object(["type": "string", "enum": .array(Problem.Kind.allCases.map { .string($0.rawValue) }),
                             "description": "What went wrong, in a word: unknownKey, wrongType, outOfRange, conflict, syntax, missing, …"]),
            "message": .object(["type": "string", "description": "The problem and its fix in one sentence."]),
            "problem": .object(["type": "string", "description": "What is wrong."]),
            "fix": .object(["type": "string", "description": "What to change so it works (empty when the problem says it)."]),
            "setting": .object(["type": "string", "description": "The config key path (effect.scale.minScale) or tool argument the problem is about."]),
            "file": .object(["type": "string", "description": "The file the line and column are in; config.yaml or config.json for the `config` argument's text."]),
            "line": .object(["type": "integer", "minimum": 1]),
            "column": .object(["type": "integer", "minimum": 1]),
            "value": .object(["type": "string", "description": "The offending value as written."]),
        ]),
        "required": ["kind", "message", "problem", "fix"],
    ])
}
