import ArgumentParser
import FlipbookCLI
import Foundation
import Outputs
import Problems
import Render
import SceneModel
import SceneResources

/// `flipbook strip PRESET_OR_CONFIG --out FILE`: many offsets of one scene on one image.
struct StripCommand: ParsableCommand, SettingFlags {
    static let configuration = CommandConfiguration(
        commandName: "strip",
        abstract: "Preview a preset as an image strip: a grid of offsets, each labelled, under a title row.",
        discussion: """
        Each cell is one frame, labelled with its offset; the title row names the preset. The format follows --format, or else --out's extension (.png, .svg, or .svgz for a gzip-compressed SVG). Without --out (and no output.path in the config) the strip is NAME.png in this folder, NAME being the scene's name.

        Examples:
          flipbook strip scale.coverFlow --out coverFlow.png
          flipbook strip stack.vortex --out vortex.svg \\
              --from 0 --to 2 --frames 9 --columns 3
          flipbook strip snapshot.grid --out grid.png --offsets 0,0.25,0.5 \\
              --no-shadow --no-text --corner-radius 0
        """
    )

    @OptionGroup var scene: SceneArguments

    @Option(name: FlagName.out.name, help: ArgumentHelp("The strip file to write (default: the config's output.path, else NAME.png in this folder).", valueName: "FILE"))
    var out: String?

    @Option(name: FlagName.columns.name, parsing: .unconditional, help: ArgumentHelp("Cells per row (default: one row up to 8 cells, else 6).", valueName: "N"),
            transform: Self.columnCount)
    var columns: Int?

    /// `--columns`: a whole number ≥ 1 (strip and watch).
    static let columnCount = FlagValue.count(flag: .columns, minimum: 1)

    @OptionGroup var sampleRate: SampleRateArguments

    @_optimize(none)
    func flag(forSetting key: String) -> String? { sampleRate.flag(forSetting: key) ?? scene.flag(forSetting: key) }

    @_optimize(none)
    func run() throws {
        let (resolved, inputs, fonts) = try self.scene.resolvedSceneAndInputs()
        let scene = try TimelineArguments.applying(fps: sampleRate.fps, to: resolved)
        let named = out ?? scene.output.path
        let out = named ?? Self.defaultPath(for: scene, format: self.scene.format)
        // Messages name the output where it was given: the flag, or the config's key.
        let outName = self.out != nil ? "\(FlagName.out) \(out)" : named != nil ? "`output.path` \(out)" : out
        let format: OutputOptions.Format
        switch OutputTarget.strip(asked: self.scene.format?.request, path: out) {
        case let .write(decided): format = decided
        case let .refused(conflict): throw conflict.refusal(out: out, outName: outName, asked: self.scene.format, stripOf: self.scene.preset)
        }
        let destination = try OutputFile(out, inputs: inputs).destination
        try FrameFiles(FrameRenderer(scene: scene, fonts: fonts)).write(.strip(format: format, columns: columns), to: out, inputs: inputs)
        // With the strip on standard output, the note goes to standard error.
        if destination == .standardOutput {
            Terminal.error("wrote the strip to standard output")
        } else {
            print("wrote \(out)" + (named == nil ? " (no --out: named after the scene, in this folder)" : ""))
        }
    }

    /// Where a strip goes when neither `--out` nor `output.path` says: `NAME.png` (or `.svg` under
    /// `--format svg` or a config's `output.format: svg`) in the working folder, NAME being the
    /// scene's name (`scale.coverFlow`, or a config file's name).
    @_optimize(none)
    static func defaultPath(for scene: Scene, format: FormatChoice?) -> String {
        let svg = format.map { $0.format == .svg && !$0.isAnimatedSVG } ?? (scene.output.format == .svg)
        return (scene.name.isEmpty ? "strip" : scene.name) + (svg ? ".svg" : ".png")
    }
}
