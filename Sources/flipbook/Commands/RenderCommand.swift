import ArgumentParser
import FlipbookCLI
import Foundation
import Config
import Outputs
import Problems
import Render
import SceneModel
import SceneResources
import Transforms

/// `flipbook render PRESET_OR_CONFIG --out DIR`: numbered PNG or SVG frames of a scroll, or
/// `--out FILE.gif|.webp|.apng|.mp4`: one animated file.
struct RenderCommand: ParsableCommand, SettingFlags {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render frames of a preset (or config) as numbered PNG or SVG files, or as one animated GIF, WebP, APNG or MP4.",
        discussion: """
        Writes frame-0001.png, frame-0002.png, … into the --out folder (created if missing), one file per offset. Offsets are in pages: item i is centred at offset i. \
        The frames appear together when all are drawn; a failed or interrupted render leaves the folder as it was. A folder that already holds frames is refused unless --overwrite.

        With --format gif|webp|apng|mp4, or an --out ending in .gif, .webp, .apng or .mp4, writes one animated file instead: GIF through libimagequant (dithered, one shared palette, only changed pixels stored), WebP lossless (lossy with --quality), APNG lossless (only the changed rectangle of each frame stored; --format apng --out FILE.png names it .png; --png-level applies), MP4 (H.264, yuv420p) through ffmpeg when it is installed. Offset lists and sweeps play at 30 fps (--fps to change); the file loops forever (--loop N to play N times).

        An --out ending in .svg or .svgz (gzip-compressed) writes one SVG file: with one offset, that frame; with --animated (or --format svg-animated), the whole timeline as one animated SVG. \
        An --out ending in .png writes that one frame as one PNG file (flipbook render scale.coverFlow --offsets 0.5 --out frame.png).

        Examples:
          flipbook render scale.coverFlow --out frames \\
              --from 0 --to 4 --frames 60 --curve easeInOut
          flipbook render stack.vortex --out frames --offsets 0,0.5,1 \\
              --scale 2 --format svg
          flipbook render scale.coverFlow --out swipe.gif \
              --from 1 --to 2 --frames 30 --curve easeInOut --scale 2
          flipbook render stack.tinder --out swipe.webp --from 0 --to 1 \
              --frames 45 --fps 60 --loop 1
        """
    )

    @OptionGroup var scene: SceneArguments

    @Option(name: FlagName.out.name, help: ArgumentHelp("The folder for the frames, or the animated file (default: the config's output.path).", valueName: "DIR|FILE"))
    var out: String?

    @Flag(name: FlagName.overwrite.name, help: "Replace the frames already in --out (a folder holding frame-NNNN files is refused otherwise); stale frames beyond the new ones are removed.")
    var overwrite = false

    @OptionGroup(title: "Animated files") var animation: AnimationArguments

    @Flag(name: FlagName.animated.name, help: "With --out FILE.svg (or FILE.svgz, gzip-compressed): the whole timeline as one animated SVG that plays in browsers, the same as --format svg-animated.")
    var animated = false

    @Option(name: FlagName.svgRasterScale.name, parsing: .unconditional, help: ArgumentHelp("SVG: the page curl's turning leaf, the one raster an SVG frame holds, is drawn at this many times --scale (2…8, default: the config's output.svgRasterScale, else 2).", valueName: "K"),
            transform: FlagValue.number(flag: .svgRasterScale, example: "2", bounds: "2…8", fix: "e.g. \(FlagName.svgRasterScale) 3 (or output.svgRasterScale in the config)",
                                        isAllowed: { OutputOptions.svgRasterScaleRange.contains($0) }))
    var svgRasterScale: Double?

    @_optimize(none)
    func flag(forSetting key: String) -> String? { scene.flag(forSetting: key) }

    @_optimize(none)
    func run() throws {
        var (scene, inputs, fonts) = try self.scene.resolvedSceneAndInputs()
        guard let out = out ?? scene.output.path else {
            throw Problem.nothing("output folder", fix: "give \(FlagName.out) DIR, e.g. \(FlagName.out) frames (or set output.path in the config)")
        }
        // Messages name the output where it was given: the flag, or the config's key.
        let outName = self.out != nil ? "\(FlagName.out) \(out)" : "`output.path` \(out)"
        if let svgRasterScale { scene.output.svgRasterScale = svgRasterScale }
        let target: OutputTarget
        switch OutputTarget.render(asked: self.scene.format?.request, animatedSVG: animated, path: out, configured: scene.output.format) {
        case let .write(decided): target = decided
        case let .refused(conflict): throw conflict.refusal(out: out, outName: outName, asked: self.scene.format, stripOf: nil)
        }
        switch target {
        case .animatedSVG, .animation:
            scene.output.animation = animation.applied(to: scene.output.animation)
        case let .frameFile(format):
            let animated = format == .svg ? "\(FlagName.animated) for one animated SVG" : "\(FlagName.format) apng for one animated PNG"
            if animation.isGiven {
                throw Problem(.conflict, "\(AnimationArguments.spelled) apply to animated files", fix: "add \(animated)")
            }
            let count = try scene.validatedOffsets().count
            guard count == 1 else {
                throw Problem(.conflict, "\(FlagName.out) \(out) names one \(format.rawValue.uppercased()) file, but the timeline has \(count) frames",
                              fix: "add \(animated) of the whole timeline, or name \(FlagName.out) a folder for numbered frames")
            }
        case .stills:
            if animation.isGiven {
                throw Problem(.conflict, "\(AnimationArguments.spelled) apply to animated files",
                              fix: "add \(FlagName.format) gif|webp|apng|mp4, or name \(FlagName.out) FILE.gif, .webp, .apng or .mp4")
            }
        }
        let files = FrameFiles(try FrameRenderer(scene: scene, fonts: fonts))
        let frames = try scene.validatedOffsets().count
        switch target {
        case let .stills(format):
            let progress = ProgressLine(noun: "frames", total: frames)
            let paths = try files.writeSequence(into: out, format: format, overwrite: overwrite, inputs: inputs,
                                                progress: progress.report, reclaimed: Self.sayReclaimed)
            progress.finish()
            let first = (paths.first as NSString?)?.lastPathComponent ?? ""
            let last = (paths.last as NSString?)?.lastPathComponent ?? ""
            print(paths.count == 1 ? "wrote \(paths[0])" : "wrote \(paths.count) frames to \(out) (\(first) … \(last))")
        case let .frameFile(format):
            try files.write(format == .svg ? .svgFrame : .pngFrame, to: out, inputs: inputs)
            print("wrote \(out)")
        case .animatedSVG:
            let summary = try files.write(.animatedSVG, to: out, inputs: inputs)
            print("wrote \(out) (animated SVG, \(summary.frameCount) frames at \(Self.rate(summary)) fps in \(summary.groupCount ?? 0) groups, "
                  + "\(Self.seconds(summary)) s, \(summary.byteCount) bytes)")
        case let .animation(format):
            let progress = ProgressLine(noun: "frames", total: frames)
            let summary = try files.write(.animation(format), to: out, inputs: inputs, progress: progress.animationReport)
            progress.finish()
            let note = "wrote \(out) (\(format.rawValue.uppercased()), \(summary.frameCount) frames at \(Self.rate(summary)) fps, "
                + "\(Self.seconds(summary)) s, \(summary.byteCount) bytes)"
            // With the file on standard output (`--out -`), the note goes to standard error.
            if (try? OutputFile(out).destination) == .standardOutput {
                Terminal.error(note)
            } else {
                print(note)
            }
        }
    }

    /// An animation's frame rate as the notes print it: `30`, or `12.5`.
    @_optimize(none)
    private static func rate(_ summary: RenderSummary) -> String {
        let rate = summary.framesPerSecond ?? 0
        return rate == rate.rounded() ? String(Int(rate)) : String(rate)
    }

    /// An animation's length in seconds, two decimals.
    @_optimize(none)
    private static func seconds(_ summary: RenderSummary) -> String {
        String(format: "%.2f", summary.duration ?? 0)
    }

    /// Says on standard error what a killed render had left in the output folder and this one removed.
    @_optimize(none)
    static func sayReclaimed(_ leftovers: [Leftover]) {
        for leftover in leftovers {
            Terminal.error("note: " + leftover.note)
        }
    }
}
