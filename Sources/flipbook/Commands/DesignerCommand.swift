import ArgumentParser
import Designer
import Foundation

/// `flipbook designer [CONFIG]`: the browser designer, served on this machine.
struct DesignerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "designer",
        abstract: "Design a config in the browser: sliders for every option, a live preview, YAML and Swift panes, Save.",
        discussion: """
        Serves a page on this machine and prints its URL, with a random token that the page needs \
        for every request (open the URL as printed). Save writes CONFIG atomically, keeping `extends` \
        and only the keys that differ from it; a CONFIG that does not exist yet is created on the \
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

    // ArgumentParser prints no default for an option read through `transform:`, so its help says it.
    @Option(parsing: .unconditional, help: ArgumentHelp("The port, 1…65535, or 0 for any free one. (default: 8080)", valueName: "N"),
            transform: FlagValue.port)
    var port: UInt16 = 8080

    @Option(help: ArgumentHelp("The address to listen on; anything but loopback lets other machines try to reach the page.", valueName: "ADDRESS"))
    var host = "127.0.0.1"

    @Flag(help: "Open the page in the browser (xdg-open or open).")
    var open = false

    func run() throws {
        guard DesignerServer.isAddress(host) else {
            throw FlagError("--host \(host) is not an IP address", fix: "use --host 127.0.0.1 (the default), ::1, or this machine's address")
        }
        // A Swift file is imported first (flipbook import) into the YAML beside it.
        let config = try self.config.map { $0.hasSuffix(".swift") ? try ImportCommand.importForDesigner($0) : $0 }
        let server = try DesignerServer(session: DesignerSession(argument: config), host: host, port: port)
        if !server.isLoopback {
            standardError("warning: --host \(host) is not loopback: other machines can reach this port "
                          + "(the token still guards the API; the Host check accepts only \(host), 127.0.0.1 and localhost)")
        }
        let open = self.open
        do {
            try runUntilStopped(server, open: open)
        } catch {
            throw FlagError("cannot listen on \(host):\(port): \(error.localizedDescription)",
                            fix: port == 0 ? "check --host" : "another program may use port \(port); try --port 0 (any free port)")
        }
    }

    private func runUntilStopped(_ server: DesignerServer, open: Bool) throws {
        try server.runUntilStopped { url in
            // Unbuffered, so a script or test reading the pipe sees the URL at once.
            var lines = "Flipbook designer: \(url)\n"
            if open, !DesignerServer.openInBrowser(url) {
                lines += "(no xdg-open or open here: open the URL above in your browser)\n"
            }
            FileHandle.standardOutput.write(Data((lines + "Ctrl-C stops it.\n").utf8))
        }
    }

    private func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
