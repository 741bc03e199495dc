import Config
import Foundation
import Problems

/// `import`: Swift that sets paging options read back into a config, by `flipbook-import` (the
/// executable `flipbook import` runs, which links swift-syntax; built on its own).
///
/// Its refusals arrive as its standard error's text (the process words them): the tool error
/// carries that text whole, with kind `unsupported`; its line and column are in the text
/// (`stdin:12:5: …`), not separate fields.
enum ImportTool {
    /// The most Swift one call sends: `flipbook-import`'s own limit.
    static let maximumSwiftBytes = 4 << 20
    /// The option types `type` picks among, as `flipbook import --type` names them.
    static let types = ["ScaleTransformView", "StackTransformView", "SnapshotTransformView", "PagingOptions", "UIPageViewController", "UIPageControl"]

    static let tool = FlipbookTool(
        name: "import",
        title: "Read Swift into a config",
        description: """
        Read the paging options an app's Swift sets (ScaleTransformViewOptions, StackTransformViewOptions, SnapshotTransformViewOptions, \
        `.layout(.coverFlow)`, Parchment's PagingOptions, UIPageViewController, UIPageControl) into a Flipbook config, as `flipbook import` \
        does: a static read, nothing is compiled or run. Give `swift` (the source text) or `file` (a .swift file in the server's folders). \
        Answers the config's YAML, ready for `render` or `validate` as `config`. A value that is not a literal is refused unless `allowPartial`.
        """,
        arguments: [
            ("swift", ToolSchemas.plain("string", "Swift source text, e.g. what `code` answered.")),
            ("file", ToolSchemas.plain("string", "A .swift file inside the server's folders, relative to the first one.")),
            ("type", ToolSchemas.choice(types,
                                        "Pick the site of this type when several set the same options.")),
            ("at", ToolSchemas.plain("string", "Pick the site that spans this line when several set the same options: FILE:LINE as the refusal names it (stdin:LINE for `swift`).")),
            ("allowPartial", ToolSchemas.plain("boolean", "Leave out values that are not literals (listed in a comment) instead of refusing.")),
        ],
        required: [],
        output: ToolSchemas.result([
            "config": .object(["type": "string", "description": "The config's YAML: `extends:` the layout the code starts from, then the keys that differ."]),
        ], required: ["config"]),
        readOnly: true,
        work: importSwift)

    static func importSwift(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolAnswer {
        guard let importer = context.importer else {
            throw Problem(.unsupported, "`import` needs flipbook-import, which is built on its own (it links swift-syntax)",
                          fix: "build it beside flipbook-mcp: swift build --product flipbook-import (with -c release for a release build)")
        }
        let swift = try arguments.string("swift", example: "\"let options = ScaleTransformViewOptions(minScale: 0.6)\"")
        let file = try arguments.string("file", example: "\"App/PhotoCell.swift\"")
        guard (swift == nil) != (file == nil) else {
            throw Problem(swift == nil ? .missing : .conflict, swift == nil ? "`import` needs Swift to read" : "`swift` and `file` both give the Swift",
                          fix: "give one of `swift` (the source text) or `file` (a .swift file in the server's folders)", setting: "swift")
        }
        var command = [try file.map { try context.access.permitted($0, from: context.access.base, key: "file").path } ?? "-"]
        if let type = try arguments.choice("type", types) {
            command += ["--type", type]
        }
        if let at = try arguments.string("at", example: "\"stdin:12\"") { command += ["--at", at] }
        if try arguments.flag("allowPartial") == true { command.append("--allow-partial") }
        let input = Array((swift ?? "").utf8)
        guard input.count <= maximumSwiftBytes else {
            throw Problem(.tooLarge, "`swift` holds \(input.count) bytes; import reads at most \(maximumSwiftBytes >> 20) MiB",
                          fix: "send the file that declares the options, not a whole module", setting: "swift")
        }
        let run = try Subprocess.run(importer, command, input: input)
        guard run.status == 0 else {
            let text = String(decoding: run.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Problem(.unsupported, Wording(text.isEmpty ? "flipbook-import ended with status \(run.status)" : text), setting: "swift")
        }
        return ToolAnswer(structured: .object(["config": .string(String(decoding: run.output, as: UTF8.self))]))
    }
}
