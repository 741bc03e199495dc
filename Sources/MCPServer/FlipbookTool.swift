import Config
import Foundation
import Problems

/// One tool the server offers: its name, what it does, the JSON Schemas of its arguments and of
/// its structured result, and its work.
package struct FlipbookTool: Sendable {
    /// One argument: its name and JSON Schema.
    package typealias Argument = (name: String, schema: JSONValue)

    /// The name a client calls it by.
    package let name: String
    /// A short human title.
    package let title: String
    /// What it does and what it answers, for the model choosing a tool.
    package let description: String
    /// Its arguments, in the order the schema lists them.
    package let arguments: [Argument]
    /// Arguments that must be given.
    package let required: [String]
    /// The JSON Schema of its structured result.
    package let output: JSONValue
    /// False when it may write files (`check` recording goldens).
    package let readOnly: Bool
    /// The work: the answer for these arguments, or a thrown `Problem`.
    let work: @Sendable (ToolArguments, ToolContext) throws -> ToolAnswer

    /// The JSON Schema of its arguments: an object of `arguments`, nothing else.
    package var inputSchema: JSONValue {
        var members: [JSONValue.Member] = [
            .init("type", "object"),
            .init("properties", .object(arguments.map { JSONValue.Member($0.name, $0.schema) })),
        ]
        if !required.isEmpty { members.append(.init("required", .array(required.map(JSONValue.string)))) }
        members.append(.init("additionalProperties", false))
        return .object(members)
    }
}

/// What every call may use: the folders it may read, the goldens, and the programs beside this one.
package struct ToolContext: Sendable {
    /// The folders files may be read from.
    package var access: FolderAccess
    /// The goldens folder `check` compares with (`--goldens`); `nil` when none was given.
    package var goldens: URL?
    /// Whether `check` may write goldens (`--allow-record`).
    package var allowsRecording: Bool
    /// `flipbook-import`, which `import` runs; `nil` when it has not been built.
    package var importer: URL?

    package init(access: FolderAccess, goldens: URL?, allowsRecording: Bool, importer: URL?) {
        self.access = access
        self.goldens = goldens
        self.allowsRecording = allowsRecording
        self.importer = importer
    }
}
