import ArgumentParser
import Foundation
import MCPServer
import Outputs
import Problems
import Workers

/// `flipbook-mcp`, which `flipbook mcp` runs: the MCP server on standard input and output. Its own
/// executable so that only it links the MCP Swift SDK (docs/MCP.md).
@main
struct FlipbookMCP: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook mcp",
        abstract: "Serve Flipbook's tools (render, strip, inspect, validate, code, import, check) to an MCP client over stdio.",
        discussion: """
        An MCP client (a coding agent) starts this command and speaks JSON-RPC on its standard input and \
        output; nothing else is printed there. Files are read only inside the --folder folders (default: \
        this folder), goldens only in --goldens, and written only with --allow-record. docs/MCP.md shows \
        how to register it with a client and what each tool does.
        Examples:
          flipbook mcp
          flipbook mcp --folder Screens --goldens Tests/Goldens
          flipbook mcp --goldens goldens --allow-record --time-limit 120
        A client's MCP config (Claude Code's .mcp.json, Cursor's mcp.json):
          {"mcpServers": {"flipbook": {"command": "flipbook", "args": ["mcp", "--goldens", "goldens"]}}}
        """
    )

    @Option(name: .customLong("folder"), help: ArgumentHelp("A folder whose files calls may read (configs, images, fonts, Swift); repeat for more. Relative paths in calls start in the first. (default: this folder)", valueName: "DIR"))
    var folders: [String] = []

    @Option(help: ArgumentHelp("The goldens folder `check` compares with (one sub-folder per scene).", valueName: "DIR"))
    var goldens: String?

    @Flag(help: "Let `check` write goldens (its `record` argument); without it the goldens are only read.")
    var allowRecord = false

    @Option(help: ArgumentHelp("Seconds one call may compute before it is stopped and answered with an error (1…3600).", valueName: "S"))
    var timeLimit: Double = 60

    @Option(help: ArgumentHelp("MiB of pixels the calls computing at once may hold together; one call needing more is refused (64…16384).", valueName: "MIB"))
    var memoryLimit: Int = 1024

    func validate() throws {
        guard timeLimit >= 1, timeLimit <= 3600 else { throw ValidationError("--time-limit \(timeLimit) is outside 1…3600 seconds, e.g. --time-limit 60") }
        guard memoryLimit >= 64, memoryLimit <= 16384 else { throw ValidationError("--memory-limit \(memoryLimit) is outside 64…16384 MiB, e.g. --memory-limit 1024") }
    }

    /// ArgumentParser's `main()`, with `flipbook`'s exit status for every mistake (2), its message
    /// on standard error: standard output is the protocol's.
    static func main() async {
        // A client that has gone makes a write fail with EPIPE (the server then ends), not kill the process.
        signal(SIGPIPE, SIG_IGN)
        // One call's work, in a process of its own (ToolWorker): not a command a person types.
        if CommandLine.arguments.dropFirst().first == ToolWorker.flag {
            ToolWorker.serve(Array(CommandLine.arguments.dropFirst(2)))
            return
        }
        do {
            var command = try parseAsRoot()
            if let server = command as? FlipbookMCP {
                try await server.run()
            } else {
                try command.run()
            }
        } catch let problem as Problem {
            Terminal.error("error: " + problem.message)
            exit(withError: ExitCode(2))
        } catch {
            switch exitCode(for: error) {
            case .validationFailure:
                Terminal.error(fullMessage(for: error))
                exit(withError: ExitCode(2))
            case .success:
                exit(withError: error)
            default:
                Terminal.error(fullMessage(for: error))
                exit(withError: ExitCode(2))
            }
        }
    }

    func run() async throws {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let access: FolderAccess
        do {
            access = try FolderAccess(folders: folders.isEmpty ? ["."] : folders, workingDirectory: workingDirectory)
        } catch {
            throw Problem(error.kind, "--folder \(error.value ?? "") is not a folder", fix: "name an existing folder, e.g. --folder .", value: error.value)
        }
        let goldensURL = try goldens.map { try Self.goldensFolder($0, in: workingDirectory) }
        let context = ToolContext(access: access, goldens: goldensURL, allowsRecording: allowRecord, importer: Self.importer)
        let limits = CallLimits(timeLimit: .milliseconds(Int64(timeLimit * 1000)), memoryBudget: memoryLimit << 20)
        // The calls' work runs in this executable as a worker, so a crash in it ends those calls only.
        let worker = try ToolWorker.worker(executable: Worker.currentExecutable, limits: limits)
        try await FlipbookMCPServer(context: context, limits: limits, worker: worker).run()
    }

    /// The goldens folder: an existing folder, or (with `--allow-record`) one `check` creates.
    private static func goldensFolder(_ path: String, in workingDirectory: URL) throws -> URL {
        let url = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw Problem.notRegularFile(path, is: "a file", expected: "a folder", fix: "name the folder of goldens (one sub-folder per scene)").within("--goldens")
        }
        return url
    }

    /// `flipbook-import` beside this executable, when it has been built.
    static var importer: URL? {
        let this = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let url = this.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("flipbook-import")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }
}
