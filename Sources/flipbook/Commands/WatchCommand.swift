import ArgumentParser
import Config
import FlipbookCLI
import Foundation
import Outputs
import Problems
import Render
import SceneModel

/// `flipbook watch CONFIG --out FILE`: re-renders the strip whenever the config, a file it
/// extends, or its card image changes. A bad edit prints the error and waits for the next one.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Re-render a config's strip whenever the file (or a file it extends) changes.",
        discussion: """
        Polls the files' modification times; press Ctrl-C to stop. Errors in the config are printed, not \
        fatal: fix the file and the strip is rendered again. An output that cannot be written ends watch \
        with status 2. The strip's format follows --out's extension; without --out (and no output.path) \
        it is NAME.png in this folder, NAME being the scene's name.
        Example:
          flipbook watch my-coverflow.yaml --out preview.png
        """
    )

    @Argument(help: ArgumentHelp("A config file.", valueName: "CONFIG"))
    var config: String

    @Option(name: FlagName.out.name, help: ArgumentHelp("The strip file to write (default: the config's output.path, else NAME.png in this folder).", valueName: "FILE"))
    var out: String?

    // ArgumentParser prints no default for an option read through `transform:`, so its help says it.
    @Option(name: FlagName.interval.name, parsing: .unconditional, help: ArgumentHelp("Seconds between checks. (default: 0.3)", valueName: "SECONDS"),
            transform: FlagValue.number(flag: .interval, example: "0.5", bounds: "0.05…60 seconds", fix: "e.g. \(FlagName.interval) 0.5") { (0.05...60).contains($0) })
    var interval: Double = 0.3

    @Option(name: FlagName.columns.name, parsing: .unconditional, help: ArgumentHelp("Cells per row (default: one row up to 8 cells, else 6).", valueName: "N"),
            transform: StripCommand.columnCount)
    var columns: Int?

    @_optimize(none)
    func run() throws {
        guard FileManager.default.fileExists(atPath: config) else {
            throw Problem.missingFile("config file", at: config, fix: "watch needs a file to watch; presets do not change")
        }
        // Writing the strip over the config would destroy it (and then fail on every round).
        if let out {
            // watch writes a strip; refuse an animation's extension now rather than on every round.
            if let format = OutputTarget.format(named: out), format.isAnimated {
                throw Problem(.conflict, "\(FlagName.out) \(out) names an animation (\(format.rawValue)), but watch writes a strip",
                                fix: "use --out NAME.png or NAME.svg; for an animation run `flipbook render \(config) --out \(out)`")
            }
            _ = try OutputFile(out, inputs: InputFiles([config]))
        }
        // A parent may have blocked these (a process started from a Dispatch thread inherits its mask);
        // watch runs until stopped, so make sure Ctrl-C and `kill` can stop it.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopSignals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        var watched = [URL(fileURLWithPath: config).standardizedFileURL]
        var seen: FileStamps?
        while true {
            let now = FileStamps(watched)
            if now != seen {
                let changed = seen.map { now.changed(since: $0).map { ($0 as NSString).lastPathComponent } } ?? []
                let next = try render(watching: watched, changed: changed)
                // An edit saved while rendering is rendered on the next round.
                seen = FileStamps(watched) == now ? FileStamps(next) : nil
                watched = next
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Renders once, printing what happened; returns the files to watch next (after an error in the
    /// config, the files watched so far plus the file the error is in, so fixing any of them
    /// re-renders). An output that cannot be written is thrown: waiting would not fix it.
    @_optimize(none)
    private func render(watching watched: [URL], changed: [String]) throws -> [URL] {
        var files = watched
        let path: String, product: RenderProduct, rendered: Rendered, defaulted: Bool
        do {
            let loaded = try SceneLoader.loadWithFiles(presetOrPath: config)
            files = loaded.files + [loaded.scene.card.imagePath].compactMap { $0.map(URL.init(fileURLWithPath:)) }
            let scene = loaded.scene
            let named = out ?? scene.output.path
            path = named ?? StripCommand.defaultPath(for: scene, format: nil)
            defaulted = named == nil
            switch OutputTarget.strip(asked: nil, path: path) {
            case let .write(format): product = .strip(format: format, columns: columns)
            case .refused:
                // Watch has no --format: the name alone decides, and only .png, .svg and .svgz name a strip.
                let outName = out != nil ? "\(FlagName.out) \(path)" : "`output.path` \(path)"
                throw Problem(.unsupported, "\(outName): a strip is one still PNG or SVG image",
                              fix: "name it .png, .svg or .svgz (flipbook render writes animated files)", value: path)
            }
            rendered = try FrameRenderer(scene: scene).render(product)
        } catch let error as Problem {
            // A mistake in a file not watched yet (an `extends` just added): watch it too.
            if let file = error.position?.file, !file.hasPrefix("preset:") {
                let url = URL(fileURLWithPath: file).standardizedFileURL
                if !files.contains(where: { $0.standardizedFileURL == url }) { files.append(url) }
            }
            Terminal.error("\(timestamp()) \(Flipbook.terminalMessage(error, flags: nil))")
            return files
        } catch {
            Terminal.error("\(timestamp()) error: \(error)")
            return files
        }
        try FrameFiles.write(rendered, of: product, to: OutputFile(path, inputs: InputFiles(files.map(\.path))))
        // Unbuffered, so a pipe or an editor sees each render at once.
        let reason = changed.isEmpty ? "" : " (\(changed.joined(separator: ", ")) changed)"
        let note = defaulted ? " (no --out: named after the scene, in this folder)" : ""
        Terminal.output("\(timestamp()) wrote \(path)\(note)\(reason)\n")
        return files
    }

    @_optimize(none)
    private func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return "[" + formatter.string(from: Date()) + "]"
    }
}
