import ArgumentParser
import Config
import FlipbookCLI
import Foundation
import Outputs
import Problems

/// `flipbook code CONFIG`: the Swift that gives a config's effect in an app using CollectionViewPagingLayout;
/// with `--project FOLDER`, a ready-to-open Swift package (an iOS app) built around that code.
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print the Swift code for an app that uses CollectionViewPagingLayout, or write a runnable app project.",
        discussion: """
        Prints `.layout(.coverFlow)` when the options equal a named layout, otherwise the options \
        initialiser listing every option that differs from upstream's default (upstream's spelling: \
        stackRotateAngel, UIColor, CGPoint, CGSize, tuples for translation3d).
        With --project FOLDER it writes a Swift package instead: an iOS app that shows the scene with \
        that code (CollectionViewPagingLayout, Parchment for a menu, UIPageViewController for pages), \
        Package.swift, the sources and a README saying how to open it in Xcode. The files appear \
        together or not at all. A folder that already holds any of them is refused unless \
        --overwrite, which replaces them.
        With --swiftui it prints the SwiftUI flavour instead: upstream's ScalePageView, StackPageView or \
        SnapshotPageView with .options(…), or, for a scene with a menu, Parchment's PageView with the \
        menu's options as its modifiers.
        Examples:
          flipbook code my-coverflow.yaml
          flipbook code stack.vortex
          flipbook code menu.tabs --swiftui
          flipbook code stack.vortex --project VortexApp
          flipbook code stack.vortex --project VortexApp --overwrite
        """
    )

    @Argument(help: ArgumentHelp("A config file or a preset name.", valueName: "CONFIG"))
    var config: String

    @Flag(name: FlagName.swiftUI.name, help: "Print the SwiftUI flavour (upstream's page views, or Parchment's PageView for a menu).")
    var swiftUI = false

    @Option(name: FlagName.project.name, help: ArgumentHelp("Write an iOS app project (a Swift package to open in Xcode) into this folder instead of printing the code.",
                               valueName: "FOLDER"))
    var project: String?

    @Flag(name: FlagName.overwrite.name, help: "With --project: replace the project's files already in the folder (refused otherwise).")
    var overwrite = false

    @_optimize(none)
    func run() throws {
        let loaded = try SceneLoader.loadWithFiles(presetOrPath: config)
        guard let project else {
            if overwrite { throw Problem(.conflict, "\(FlagName.overwrite) replaces the files of \(FlagName.project)", fix: "give \(FlagName.project) FOLDER too, or leave \(FlagName.overwrite) out") }
            print(try swiftUI ? SwiftCode.swiftUISource(for: loaded.scene) : SwiftCode.source(for: loaded.scene), terminator: "")
            return
        }
        guard !swiftUI else {
            throw Problem(.conflict, "\(FlagName.swiftUI) prints code and \(FlagName.project) writes the UIKit app", fix: "give one of them")
        }
        let app = try SwiftProject(scene: loaded.scene)
        let batch = try OutputBatch(folder: project, inputs: InputFiles(loaded.files.map(\.path)), locked: true)
        defer { batch.abandon() }
        let written = Set(app.files.map(\.path))
        let stale = SwiftProject.possiblePaths.filter { !written.contains($0) && FileManager.default.fileExists(atPath: (project as NSString).appendingPathComponent($0)) }
        let existing = app.files.map(\.path).filter { FileManager.default.fileExists(atPath: (project as NSString).appendingPathComponent($0)) } + stale
        if !existing.isEmpty && !overwrite {
            let shown = existing.prefix(3).joined(separator: ", ") + (existing.count > 3 ? " and \(existing.count - 3) more" : "")
            throw Problem(.conflict, "\(project) already holds \(shown), which \(FlagName.project) would replace",
                          fix: "add \(FlagName.overwrite) to replace them, or choose an empty or new folder")
        }
        try batch.checkReplaceable(app.files.map(\.path) + stale)
        for file in app.files { try batch.add(Array(file.text.utf8), as: file.path) }
        try batch.commit(removing: stale)
        print("wrote \(project) (\(app.files.count) files: \(app.files.map(\.path).joined(separator: ", "))); open it in Xcode and run the \(app.name) scheme")
    }
}
