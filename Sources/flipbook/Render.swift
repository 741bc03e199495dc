import ArgumentParser
import Foundation
import Config
import Render
import SceneModel
import Transforms

/// `flipbook render PRESET_OR_CONFIG --out DIR`: numbered PNG or SVG frames of a scroll.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render frames of a preset (or config) as numbered PNG or SVG files.",
        discussion: """
        Writes frame-0001.png, frame-0002.png, … into the --out folder (created if missing), one file per offset. Offsets are in pages: item i is centred at offset i.

        Examples:
          flipbook render scale.coverFlow --out frames \\
              --from 0 --to 4 --frames 60 --curve easeInOut
          flipbook render stack.vortex --out frames --offsets 0,0.5,1 \\
              --scale 2 --format svg
        """
    )

    @OptionGroup var scene: SceneArguments

    @Option(name: .customLong("out"), help: ArgumentHelp("The folder for the frames (default: the config's output.path).", valueName: "DIR"))
    var out: String?

    func run() throws {
        try reportingErrors {
            let scene = try self.scene.resolvedScene()
            guard let out = out ?? scene.output.path else {
                throw RenderError("no output folder", fix: "give --out DIR, e.g. --out frames (or set output.path in the config)")
            }
            let renderer = try FrameRenderer(scene: scene)
            let offsets = try scene.timeline.validatedOffsets()
            try createFolder(out)
            let progress = ProgressLine(noun: "frames", total: offsets.count)
            let paths = try renderer.writeSequence(into: out, format: scene.output.format, progress: progress.report)
            progress.finish()
            let first = (paths.first as NSString?)?.lastPathComponent ?? ""
            let last = (paths.last as NSString?)?.lastPathComponent ?? ""
            print(paths.count == 1 ? "wrote \(paths[0])" : "wrote \(paths.count) frames to \(out) (\(first) … \(last))")
        }
    }

    private func createFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw RenderError("--out \(path) is a file", fix: "give a folder for the frames (flipbook strip writes one file)")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw RenderError("cannot create the folder \(path): \(error.localizedDescription)", fix: "choose a writable --out")
        }
    }
}

/// The scene flags shared by `render` and `strip`. Values are parsed here (not by
/// ArgumentParser) so every mistake gets a message with the fix and exit code 2.
struct SceneArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("A preset such as scale.coverFlow, stack.vortex or snapshot.grid, or a config file (YAML or JSON).", valueName: "PRESET_OR_CONFIG"))
    var preset: String

    @Option(help: ArgumentHelp("The collection view's size in points (default 300x400).", valueName: "WxH"))
    var viewport: String?

    @Option(help: ArgumentHelp("The card's size in points, centred in the page (default: inset 18% / 6% like upstream's samples).", valueName: "WxH"))
    var card: String?

    @Option(help: ArgumentHelp("The number of items (default 5).", valueName: "N"))
    var items: String?

    @Option(help: ArgumentHelp("Upstream's numberOfVisibleItems (default: all).", valueName: "K"))
    var visible: String?

    // `.unconditional` so that negative numbers (`--offsets -0.5,0`, `--from -1`) are read as
    // values, not as unknown options.
    @Option(parsing: .unconditional, help: ArgumentHelp("Scroll offsets in pages, e.g. 0,0.5,1.", valueName: "o1,o2,…"))
    var offsets: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sweep start offset.", valueName: "A"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Sweep end offset.", valueName: "B"))
    var to: String?

    @Option(help: ArgumentHelp("Sweep frame count, both ends included.", valueName: "N"))
    var frames: String?

    @Option(help: ArgumentHelp("Sweep timing: linear, easeIn, easeOut, easeInOut or cubic-bezier(x1,y1,x2,y2).", valueName: "NAME"))
    var curve: String?

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3 like iPhones (0.25…4).", valueName: "S"))
    var scale: String?

    @Option(help: ArgumentHelp("png or svg (default png; strip infers it from --out's extension).", valueName: "png|svg"))
    var format: String?

    @Flag(name: .customLong("no-shadow"), help: "Draw no shadows.")
    var noShadow = false

    @Flag(name: .customLong("no-text"), help: "Draw no title or subtitle on the cards.")
    var noText = false

    @Option(name: .customLong("corner-radius"), help: ArgumentHelp("The cards' corner radius in points (default 16).", valueName: "R"))
    var cornerRadius: String?

    @Option(help: ArgumentHelp("The page colour.", valueName: "'#RRGGBB'"))
    var background: String?

    /// The flags as overrides of the preset's scene.
    func overrides() throws -> SceneOverrides {
        var o = SceneOverrides()
        o.viewport = try viewport.map { try SceneOverrides.size($0, flag: "--viewport") }
        o.card = try card.map { try SceneOverrides.size($0, flag: "--card") }
        o.itemCount = try items.map { try SceneOverrides.count($0, flag: "--items", minimum: 0) }
        o.numberOfVisibleItems = try visible.map { try SceneOverrides.count($0, flag: "--visible", minimum: 1) }
        o.timeline = try SceneOverrides.timeline(offsets: offsets, from: from, to: to, frames: frames, curve: curve)
        o.scale = try scale.map { try SceneOverrides.number($0, flag: "--scale", example: "2") }
        o.format = try format.map(SceneOverrides.format)
        if noShadow { o.drawsShadows = false }
        if noText { o.drawsText = false }
        o.cornerRadius = try cornerRadius.map { try SceneOverrides.number($0, flag: "--corner-radius", example: "16") }
        o.background = try background.map { try SceneOverrides.colour($0, flag: "--background") }
        return o
    }

    /// The preset's (or config's) scene with the flags applied.
    func resolvedScene() throws -> Scene {
        try overrides().applied(to: SceneLoader.load(presetOrPath: preset))
    }
}

/// Runs a command body; bad input (`RenderError`, `ConfigError`) is printed to stderr with exit code 2.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as RenderError {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        throw ExitCode(2)
    } catch let error as ConfigError {
        // Its description is complete: `file:line:column: error: …` and a caret snippet.
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(2)
    }
}

/// A progress line on stderr for long exports: redrawn in place on a terminal, otherwise one
/// line per tenth. Silent for fewer than 8 items.
final class ProgressLine: @unchecked Sendable {
    private let noun: String
    private let total: Int
    private let interactive = isatty(2) != 0
    private var lastTenth = 0
    private var shown = false

    init(noun: String, total: Int) {
        self.noun = noun
        self.total = total
    }

    /// Called (serially) with the number of finished items.
    var report: (@Sendable (Int, Int) -> Void)? {
        guard total >= 8 else { return nil }
        return { [self] finished, total in
            if interactive {
                write("\rrendered \(finished)/\(total) \(noun)")
                shown = true
            } else if finished * 10 / total > lastTenth || finished == total {
                lastTenth = finished * 10 / total
                write("rendered \(finished)/\(total) \(noun)\n")
            }
        }
    }

    /// Ends the line on a terminal.
    func finish() {
        if interactive && shown { write("\n") }
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
