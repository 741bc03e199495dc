import Outputs
import ArgumentParser
import FlipbookCLI
import Foundation
import LocalServer
import Problems

/// `--port`, `--host` and `--open`: where `flipbook designer` and `flipbook review` serve their
/// page, and serving it until Ctrl-C with the URL printed.
struct ServerArguments: ParsableArguments {
    // ArgumentParser prints no default for an option read through `transform:`, so its help says it.
    @Option(name: FlagName.port.name, parsing: .unconditional, help: ArgumentHelp("The port, 1…65535, or 0 for any free one. (default: 8080)", valueName: "N"),
            transform: FlagValue.port)
    var port: UInt16 = 8080

    @Option(name: FlagName.host.name, help: ArgumentHelp("The address to listen on; anything but loopback lets other machines try to reach the page.", valueName: "ADDRESS"))
    var host = "127.0.0.1"

    @Flag(help: "Open the page in the browser (xdg-open or open).")
    var open = false

    /// Throws unless `--host` is an address a server can listen on.
    @_optimize(none)
    func checkHost() throws {
        guard LocalServer.isAddress(host) else {
            throw Problem.wrongType("\(FlagName.host)", host, isNot: "an IP address", fix: "use \(FlagName.host) 127.0.0.1 (the default), ::1, or this machine's address")
        }
    }

    /// Serves until Ctrl-C (`run` is the server's `runUntilStopped`), printing `Flipbook <name>: URL`
    /// and `note` once it listens, and opening the page with `--open`; warns first when `--host`
    /// is not loopback. A failure to listen is said with what to try.
    @_optimize(none)
    func serve(_ name: String, isLoopback: Bool, note: String = "",
               run: (@escaping @Sendable (String) -> Void) throws -> Void) throws {
        if !isLoopback {
            Terminal.error("warning: --host \(host) is not loopback: other machines can reach this port "
                + "(the token still guards the API; the Host check accepts only \(host), 127.0.0.1 and localhost)")
        }
        let open = self.open
        do {
            try run { url in
                var lines = "Flipbook \(name): \(url)\n" + note
                if open, !LocalServer.openInBrowser(url) {
                    lines += "(no xdg-open or open here: open the URL above in your browser)\n"
                }
                // Unbuffered, so a script or test reading the pipe sees the URL at once.
                Terminal.output(lines + "Ctrl-C stops it.\n")
            }
        } catch {
            throw Problem.io("listen on", "\(host):\(port)", error.localizedDescription,
                            fix: port == 0 ? "check --host" : "another program may use port \(port); try --port 0 (any free port)")
        }
    }
}
