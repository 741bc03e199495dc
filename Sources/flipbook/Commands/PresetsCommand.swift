import ArgumentParser
import Config
import Foundation
import Outputs
import Problems

/// `flipbook presets [show NAME]`: the built-in presets, and the YAML of one, ready to copy.
struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the presets, or print one as a config file to copy.",
        discussion: """
        The 22 upstream layouts come first (effect.layout), then Flipbook's own presets.
        Examples:
          flipbook presets
          flipbook presets show scale.coverFlow > my-coverflow.yaml
        """,
        subcommands: [ListCommand.self, ShowCommand.self],
        defaultSubcommand: ListCommand.self
    )

    /// `flipbook presets list`: one line per preset.
    struct ListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the presets with a one-line description each.")

        @_optimize(none)
        func run() {
            let presets = PresetCatalog.all
            let width = presets.map(\.name.count).max() ?? 0
            for preset in presets {
                print(preset.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + preset.summary)
            }
        }
    }

    /// `flipbook presets show NAME`: the preset's full YAML.
    struct ShowCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print a preset's full YAML, ready to save as a config file.",
            discussion: """
            The copy's `name:` line is commented out, so the saved file is named after itself (deck.yaml → deck); \
            with --out FILE the file is written with `name:` set to its file name.
            Examples:
              flipbook presets show stack.tinder > deck.yaml
              flipbook presets show stack.tinder --out deck.yaml
            """
        )

        @Argument(help: ArgumentHelp("A preset name such as scale.coverFlow.", valueName: "NAME"))
        var name: String

        @Option(help: ArgumentHelp("Write the config to this file (named after it) instead of printing it.", valueName: "FILE"))
        var out: String?

        @_optimize(none)
        func run() throws {
            guard let preset = PresetCatalog.preset(named: name) else {
                throw PresetCatalog.unknown(name)
            }
            guard let out else {
                let text = preset.copy(named: nil)
                print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
                return
            }
            let output = try OutputFile(out)
            let name: String? = if case .file = output.destination { ((out as NSString).lastPathComponent as NSString).deletingPathExtension } else { nil }
            try output.write(preset.copy(named: name))
            if case .file = output.destination { print("wrote \(out)") }
        }
    }
}
