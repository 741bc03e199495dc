import ArgumentParser
import FlipbookCLI

/// `flipbook designer …`: becomes `flipbook-server designer …` from beside this binary (`execv`).
/// The browser pages' HTTP server (FlyingFox) is in `flipbook-server`, so that a build of
/// `flipbook` alone (CI's goldens, the README's first strip) does not build it (docs/DESIGNER.md).
struct DesignerLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "designer",
        abstract: "Design a config in the browser: sliders for every option, a live preview, YAML and Swift panes, Save (runs flipbook-server).",
        discussion: """
        Every argument goes to flipbook-server (built beside flipbook with \
        `swift build --product flipbook-server`), --help too: it shows the options.
        Examples:
          flipbook designer mine.yaml --open
          flipbook designer stack.vortex --port 0
          flipbook designer PhotoCell.swift     # imports it into PhotoCell.yaml (flipbook import), then designs that
        """,
        // `--help` goes to flipbook-server, which knows the options.
        helpNames: []
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("A config, a preset or a Swift file, and the designer's options.", valueName: "CONFIG"))
    var arguments: [String] = []

    @_optimize(none)
    func run() throws {
        try SiblingExecutable.exec("flipbook-server", ["designer"] + arguments, command: "flipbook designer", links: "FlyingFox, the pages' HTTP server")
    }
}

/// `flipbook review …`: becomes `flipbook-server review …` from beside this binary (`execv`), for
/// the same reason as the designer (docs/GOLDENS.md).
struct ReviewLauncher: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review a check's differences in the browser and accept the intended ones into the goldens (runs flipbook-server).",
        discussion: """
        Every argument goes to flipbook-server (built beside flipbook with \
        `swift build --product flipbook-server`), --help too: it shows the options.
        Examples:
          flipbook review flipbook-report --goldens goldens --open
          flipbook review flipbook-report --goldens goldens --list
          flipbook review flipbook-report --goldens goldens --accept cover/frame-0002
        """,
        helpNames: []
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The report folder and the review's options.", valueName: "REPORT"))
    var arguments: [String] = []

    @_optimize(none)
    func run() throws {
        try SiblingExecutable.exec("flipbook-server", ["review"] + arguments, command: "flipbook review", links: "FlyingFox, the pages' HTTP server")
    }
}
