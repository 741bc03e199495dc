import Outputs
import ArgumentParser
import Foundation
import Problems

/// `flipbook import FILE.swift…`: runs `flipbook-import` from beside this binary, which reads the
/// options an app writes in Swift into a config. A separate executable because it links
/// swift-syntax, which would otherwise add minutes to every build of `flipbook` (docs/IMPORT.md).
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read the paging options an app's Swift already writes into a config (runs flipbook-import).",
        discussion: """
        Every argument goes to flipbook-import (built beside flipbook with \
        `swift build --product flipbook-import`), --help too: it shows the options.
        Examples:
          flipbook import PhotoCell.swift --out photo.yaml
          flipbook code scale.coverFlow | flipbook import -
          flipbook import App/Sources --out configs/
        """,
        // `--help` goes to flipbook-import, which knows the options.
        helpNames: []
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Swift files or folders (- for standard input) and flipbook-import's options.", valueName: "FILE.swift"))
    var arguments: [String] = []

    @_optimize(none)
    func run() throws {
        try Self.runImport(arguments)
    }

    /// Runs `flipbook-import arguments…`; its exit status leaves as this command's.
    @_optimize(none)
    static func runImport(_ arguments: [String]) throws {
        let executable = importExecutable
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            let release = executable.path.contains("/release/") ? " -c release" : ""
            throw ValidationError("flipbook import needs flipbook-import, which is built on its own (it links swift-syntax): "
                                  + "swift build\(release) --product flipbook-import")
        }
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
    static func importForDesigner(_ swift: String) throws -> String {
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

    /// `flipbook-import` in the folder of the running `flipbook`.
    static var importExecutable: URL { siblingExecutable("flipbook-import") }

    /// The executable `name` in the folder of the running `flipbook` (links followed).
    @_optimize(none)
    static func siblingExecutable(_ name: String) -> URL {
        let this = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return this.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name)
    }
}
