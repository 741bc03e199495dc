import ArgumentParser
import Config
import Foundation

/// `flipbook code CONFIG`: the Swift that gives a config's effect in an app using CollectionViewPagingLayout.
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print the Swift code for an app that uses CollectionViewPagingLayout.",
        discussion: """
        Prints `.layout(.coverFlow)` when the options equal a named layout, otherwise the options \
        initialiser listing every option that differs from upstream's default (upstream's spelling: \
        stackRotateAngel, UIColor, CGPoint, CGSize, tuples for translation3d).
        Examples:
          flipbook code my-coverflow.yaml
          flipbook code stack.vortex
        """
    )

    @Argument(help: ArgumentHelp("A config file or a preset name.", valueName: "CONFIG"))
    var config: String

    func run() throws {
        let scene = try SceneLoader.load(presetOrPath: config)
        print(try SwiftCode.source(for: scene), terminator: "")
    }
}
