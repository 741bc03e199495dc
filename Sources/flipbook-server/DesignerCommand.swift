import ArgumentParser
import Designer
import FlipbookCLI
import Foundation

/// `flipbook designer [CONFIG]`: the browser designer, served on this machine.
struct DesignerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "designer",
        abstract: "Design a config in the browser: sliders for every option, a live preview, YAML and Swift panes, Save.",
        discussion: """
        Serves a page on this machine and prints its URL, with a random token that the page needs \
        for every request (open the URL as printed). Save edits CONFIG's text in place, atomically: \
        only the values you changed (and the list entries you moved, added or removed) are \
        rewritten, comments and layout stay; a CONFIG that does not exist yet is created on the \
        first Save. With a preset name (or nothing: scale.coverFlow) there is no file to save. \
        Ctrl-C stops it. docs/DESIGNER.md describes the page, the API and the security model.
        Examples:
          flipbook designer mine.yaml --open
          flipbook designer stack.vortex --port 0
          flipbook designer PhotoCell.swift     # imports it into PhotoCell.yaml (flipbook import), then designs that
        """
    )

    @Argument(help: ArgumentHelp("A config file (created on Save if missing), a preset name (default scale.coverFlow), or a Swift file to import.", valueName: "CONFIG"))
    var config: String?

    @OptionGroup var server: ServerArguments

    /// Set by the designer for the worker process it starts (`DesignerWorker`), never by a user.
    @Flag(name: .customLong(String(DesignerWorker.flag.dropFirst(2))), help: .hidden)
    var worker = false

    @_optimize(none)
    func run() throws {
        if worker { return try DesignerWorker.serve(argument: config) }
        try server.checkHost()
        // A Swift file is imported first (flipbook import) into the YAML beside it.
        let config = try self.config.map { $0.hasSuffix(".swift") ? try SiblingExecutable.importForDesigner($0) : $0 }
        let session = try DesignerSession(argument: config)
        // Loading and drawing what requests send happens in a worker process, which a crash ends
        // instead of the designer (and the page's unsaved work with it).
        let designer = try DesignerServer(session: session, host: server.host, port: server.port, worker: DesignerWorker.worker(for: config))
        try server.serve("designer", isLoopback: designer.isLoopback, run: designer.runUntilStopped)
    }
}
