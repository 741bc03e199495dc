import ArgumentParser
import Config

/// `flipbook schema`: the JSON Schema for config files, for editor completion.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of config files, for editor completion.",
        discussion: """
        Save it next to your configs and point the YAML language server at it with a first line
        `# yaml-language-server: $schema=flipbook.schema.json`.
        Example:
          flipbook schema > flipbook.schema.json
        """
    )

    @_optimize(none)
    func run() {
        print(ConfigSchema.text, terminator: "")
    }
}
