import FlipbookCLI
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
        try SiblingExecutable.runImport(arguments)
    }
}
