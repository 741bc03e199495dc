import ArgumentParser
import FileFormats
import Foundation
import Render
import SceneModel

/// `render`'s flags for animated outputs (`--format gif|webp|apng|mp4`, or an --out ending in
/// .gif, .webp, .apng or .mp4), laid over the config's `output` settings.
struct AnimationArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Frames per second of an animated file (default: the timeline's rate; 30 for offset lists and sweeps; GIF at most 50). A timeline made at another rate is resampled.", valueName: "FPS"))
    var fps: String?

    @Option(help: ArgumentHelp("How many times an animated file plays; 0 = forever (the default).", valueName: "N"))
    var loop: String?

    @Option(help: ArgumentHelp("WebP: lossy at this quality, 0…100 (default: lossless).", valueName: "Q"))
    var quality: String?

    @Option(help: ArgumentHelp("GIF: dithering strength 0…1 (default 1; 0 bands soft shadows).", valueName: "D"))
    var dither: String?

    @Option(help: ArgumentHelp("GIF: one palette for all frames, or one per frame (default shared).", valueName: "shared|per-frame"))
    var palette: String?

    /// True when any of these flags was given.
    var isGiven: Bool { fps != nil || loop != nil || quality != nil || dither != nil || palette != nil }

    /// `options` with the given flags applied.
    func applied(to options: AnimationSettings) throws(FlagError) -> AnimationSettings {
        var options = options
        if let fps {
            let value = try FlagValue.number(flag: "--fps", example: "30")(fps)
            guard value > 0, value <= 240 else { throw FlagError("--fps \(fps) is outside 0…240", fix: "e.g. --fps 30") }
            options.framesPerSecond = value
        }
        if let loop {
            options.loopCount = try FlagValue.count(flag: "--loop", minimum: 0)(loop)
            guard options.loopCount <= 65535 else { throw FlagError("--loop \(loop) is more than 65535", fix: "give 0 to loop forever") }
        }
        if let quality {
            let value = try FlagValue.number(flag: "--quality", example: "80")(quality)
            guard (0...100).contains(value) else { throw FlagError("--quality \(quality) is outside 0…100", fix: "e.g. --quality 80") }
            options.webp.quality = value
        }
        if let dither {
            let value = try FlagValue.number(flag: "--dither", example: "0.5")(dither)
            guard (0...1).contains(value) else { throw FlagError("--dither \(dither) is outside 0…1", fix: "e.g. --dither 0.5 (0 = none, 1 = full)") }
            options.gif.dithering = value
        }
        if let palette {
            guard let value = GIFOptions.Palette(rawValue: palette.lowercased()) else {
                throw FlagError("--palette \(palette) is not a palette choice", fix: "use --palette shared or --palette per-frame")
            }
            options.gif.palette = value
        }
        return options
    }
}

extension RenderCommand {
    /// The format `render` writes: `--format`, else an --out ending in .gif, .webp, .apng or .mp4,
    /// else the config's `output.format`. A --format that contradicts an animated extension is refused.
    /// `outName` is how messages name the output: `--out frames.gif`, or `` `output.path` frames.gif ``.
    static func format(flag: OutputOptions.Format?, out: String, outName: String, config: OutputOptions.Format) throws(FlagError) -> OutputOptions.Format {
        let byExtension = OutputOptions.Format(rawValue: (out as NSString).pathExtension.lowercased()).flatMap { $0.isAnimated ? $0 : nil }
        guard let flag else { return byExtension ?? config }
        if let byExtension, byExtension != flag {
            throw FlagError("--format \(flag.rawValue) does not match \(outName)", fix: "name the file .\(flag.rawValue) or drop --format")
        }
        return flag
    }

}
