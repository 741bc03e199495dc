import ArgumentParser
import Foundation

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
        let executable = ImportCommand.siblingExecutable("flipbook-mcp")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let release = executable.path.contains("/release/") ? " -c release" : ""
            throw ValidationError("flipbook mcp needs flipbook-mcp, which is built on its own (it links the MCP Swift SDK): "
                                  + "swift build\(release) --product flipbook-mcp")
        }
        // The server replaces this process: the client's pipes, signals and process id are its own.
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        execv(executable.path, argv)
        throw ValidationError("cannot run \(executable.path): \(String(cString: strerror(errno)))")
    }
}
