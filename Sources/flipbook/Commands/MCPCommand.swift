import ArgumentParser
import FlipbookCLI

/// `flipbook mcp …`: becomes `flipbook-mcp` from beside this binary (`execv`), the MCP server an
/// agent starts. A separate executable because it links the MCP Swift SDK, which `flipbook`
/// itself never builds (docs/MCP.md).
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve Flipbook's tools to an MCP client (a coding agent) over stdio (runs flipbook-mcp).",
        discussion: """
        Every argument goes to flipbook-mcp (built beside flipbook with \
        `swift build --product flipbook-mcp`), --help too: it shows the options. docs/MCP.md says how to \
        register it with a client.
        Examples:
          flipbook mcp --goldens goldens
          flipbook mcp --folder Screens --goldens Tests/Goldens --allow-record
        """,
        // `--help` goes to flipbook-mcp, which knows the options.
        helpNames: []
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("flipbook-mcp's options.", valueName: "OPTION"))
    var arguments: [String] = []

    @_optimize(none)
    func run() throws {
        try SiblingExecutable.exec("flipbook-mcp", arguments, command: "flipbook mcp", links: "the MCP Swift SDK")
    }
}
