import ArgumentParser
import FlipbookCLI
import Render

/// `flipbook-server`, which `flipbook designer` and `flipbook review` become: the browser pages and
/// the HTTP server they need (FlyingFox), in an executable of their own so that `flipbook` builds
/// without them. It takes the same command lines (`flipbook-server designer mine.yaml` is
/// `flipbook designer mine.yaml`) and says its errors the same way.
@main
struct FlipbookServer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "The designer and the review pages of Flipbook (what `flipbook designer` and `flipbook review` run).",
        version: FlipbookVersion.current,
        subcommands: [DesignerCommand.self, ReviewCommand.self]
    )

    @_optimize(none)
    static func main() {
        flipbookMain()
    }
}
