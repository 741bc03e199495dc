import Foundation
import Outputs
import ArgumentParser
import Problems

/// The executables built beside `flipbook` that its commands run: `flipbook-import` (swift-syntax),
/// `flipbook-mcp` (the MCP Swift SDK) and `flipbook-server` (FlyingFox: the designer and the
/// review). Each is its own product so that a build of `flipbook` alone builds none of their
/// libraries (docs/ARCHITECTURE.md).
package enum SiblingExecutable {
    /// Becomes `name arguments…` (`execv`): the sibling replaces this process, so its pipes,
    /// signals and process id are the user's; `command` (`flipbook mcp`) and `links` (what the
    /// sibling links, the reason it is built on its own) word the error when it is not built.
    @_optimize(none)
    package static func exec(_ name: String, _ arguments: [String], command: String, links: String) throws -> Never {
        let executable = try built(name, command: command, links: links)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        execv(executable.path, argv)
        throw ValidationError("cannot run \(executable.path): \(String(cString: strerror(errno)))")
    }

    /// Runs `flipbook-import arguments…`; its exit status leaves as this command's.
    @_optimize(none)
    package static func runImport(_ arguments: [String]) throws {
        let executable = try built("flipbook-import", command: "flipbook import", links: "swift-syntax")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // flipbook-import ends itself when this process is gone (killed, interrupted), so nothing
        // outlives the command or writes after it.
        var environment = ProcessInfo.processInfo.environment
        environment["FLIPBOOK_IMPORT_PARENT"] = String(getpid())
        process.environment = environment
        // Standard input, output and error are inherited: `-` reads this command's input.
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            // Killed (the OOM killer, a kill -9): it said nothing, so this command does.
            throw Problem(.failure, "flipbook-import was ended by signal \(process.terminationStatus) before it finished; nothing was written",
                          fix: "run it again; if it is killed again, give it fewer or smaller Swift files")
        }
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }

    /// `flipbook designer PhotoCell.swift`: imports the Swift into `PhotoCell.yaml` beside it (which
    /// Save then writes) and returns that path; an existing YAML is never overwritten by an import.
    @_optimize(none)
    package static func importForDesigner(_ swift: String) throws -> String {
        let yaml = String(swift.dropLast(".swift".count)) + ".yaml"
        // A link there, even one to nothing, is an existing file: importing would write through it.
        let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: yaml)) != nil
        guard !FileManager.default.fileExists(atPath: yaml), !linked else {
            throw Problem(.conflict, "\(yaml) already exists beside \(swift)",
                            fix: "open it with `flipbook designer \(yaml)`, or remove it to import \(swift) again")
        }
        try runImport([swift, "--out", yaml])
        Terminal.output("Imported \(swift) into \(yaml); Save writes there.\n")
        return yaml
    }

    /// The executable `name` beside this one, or a problem that says how to build it.
    @_optimize(none)
    private static func built(_ name: String, command: String, links: String) throws(Problem) -> URL {
        let executable = named(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let release = executable.path.contains("/release/") ? " -c release" : ""
            throw Problem(.missingFile, "\(command) needs \(name), which is built on its own (it links \(links))",
                          fix: "build it once: swift build\(release) --product \(name)")
        }
        return executable
    }

    /// The executable `name` in the folder of the running `flipbook` (links followed). A command
    /// plugin's tools are built with SwiftPM's `-tool` suffix (`swift package flipbook review` runs
    /// `flipbook-tool`, beside `flipbook-server-tool`), so a `-tool` executable looks for its
    /// siblings' `-tool` builds first.
    @_optimize(none)
    package static func named(_ name: String) -> URL {
        let this = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
        let folder = this.deletingLastPathComponent()
        let plain = folder.appendingPathComponent(name)
        guard this.lastPathComponent.hasSuffix("-tool") else { return plain }
        let tool = folder.appendingPathComponent(name + "-tool")
        return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : plain
    }
}
