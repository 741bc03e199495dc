import ArgumentParser
import FileFormats
import Foundation
import Render
import SceneModel

/// `render`'s flags for animated outputs (`--format gif|webp|apng|mp4`, or an --out ending in
/// .gif, .webp, .apng or .mp4), laid over the config's `output` settings.
struct AnimationArguments: ParsableArguments {
    // `.unconditional` so that a negative number (`--loop -1`) reaches the range check and its
    // message rather than ArgumentParser's "Missing value".
    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second of an animated file (default: the timeline's rate; 30 for offset lists and sweeps; GIF at most 50). A timeline made at another rate is resampled.", valueName: "FPS"),
            transform: FlagValue.number(flag: "--fps", example: "30", bounds: "0…240", fix: "e.g. --fps 30", isAllowed: { $0 > 0 && $0 <= 240 }))
    var fps: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many times an animated file plays; 0 = forever (the default).", valueName: "N"),
            transform: FlagValue.count(flag: "--loop", minimum: 0, maximum: 65535, beyond: "give 0 to loop forever"))
    var loop: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("WebP: lossy at this quality, 0…100 (default: lossless).", valueName: "Q"),
            transform: FlagValue.number(flag: "--quality", example: "80", bounds: "0…100", fix: "e.g. --quality 80", isAllowed: { (0...100).contains($0) }))
    var quality: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("GIF: dithering strength 0…1 (default 1; 0 bands soft shadows).", valueName: "D"),
            transform: FlagValue.number(flag: "--dither", example: "0.5", bounds: "0…1", fix: "e.g. --dither 0.5 (0 = none, 1 = full)", isAllowed: { (0...1).contains($0) }))
    var dither: Double?

    @Option(help: ArgumentHelp("GIF: one palette for all frames, or one per frame (default shared).",
                               valueName: GIFOptions.Palette.allValueStrings.joined(separator: "|")),
            completion: GIFOptions.Palette.defaultCompletionKind, transform: FlagValue.palette)
    var palette: GIFOptions.Palette?

    /// True when any of these flags was given.
    var isGiven: Bool { fps != nil || loop != nil || quality != nil || dither != nil || palette != nil }

    /// `options` with the given flags applied.
    func applied(to options: AnimationSettings) -> AnimationSettings {
        var options = options
        if let fps { options.framesPerSecond = fps }
        if let loop { options.loopCount = loop }
        if let quality { options.webp.quality = quality }
        if let dither { options.gif.dithering = dither }
        if let palette { options.gif.palette = palette }
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
