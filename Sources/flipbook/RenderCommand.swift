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
        let scene = try self.scene.resolvedScene()
        guard let out = out ?? scene.output.path else {
            throw FlagError("no output folder", fix: "give --out DIR, e.g. --out frames (or set output.path in the config)")
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

    private func createFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw FlagError("--out \(path) is a file", fix: "give a folder for the frames (flipbook strip writes one file)")
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
