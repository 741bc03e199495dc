import ArgumentParser
import FileFormats
import FlipbookCLI
import Foundation
import Problems
import Render
import SceneModel

/// `render`'s flags for animated outputs (`--format gif|webp|apng|mp4`, or an --out ending in
/// .gif, .webp, .apng or .mp4), laid over the config's `output` settings.
struct AnimationArguments: ParsableArguments {
    // `.unconditional` so that a negative number (`--loop -1`) reaches the range check and its
    // message rather than ArgumentParser's "Missing value".
    @Option(name: FlagName.animationRate.name, parsing: .unconditional, help: ArgumentHelp("Frames per second of an animated file (default: the timeline's rate; 30 for offset lists and sweeps; GIF at most 50). A timeline made at another rate is resampled.", valueName: "FPS"),
            transform: FlagValue.number(flag: .animationRate, example: "30", bounds: "0…240", fix: "e.g. \(FlagName.animationRate) 30", isAllowed: { $0 > 0 && $0 <= 240 }))
    var fps: Double?

    @Option(name: FlagName.loop.name, parsing: .unconditional, help: ArgumentHelp("How many times an animated file plays; 0 = forever (the default).", valueName: "N"),
            transform: FlagValue.count(flag: .loop, minimum: 0, maximum: 65535, beyond: "give 0 to loop forever"))
    var loop: Int?

    @Option(name: FlagName.quality.name, parsing: .unconditional, help: ArgumentHelp("WebP: lossy at this quality, 0…100 (default: lossless).", valueName: "Q"),
            transform: FlagValue.number(flag: .quality, example: "80", bounds: "0…100", fix: "e.g. \(FlagName.quality) 80", isAllowed: { (0...100).contains($0) }))
    var quality: Double?

    @Option(name: FlagName.dither.name, parsing: .unconditional, help: ArgumentHelp("GIF: dithering strength 0…1 (default 1; 0 bands soft shadows).", valueName: "D"),
            transform: FlagValue.number(flag: .dither, example: "0.5", bounds: "0…1", fix: "e.g. \(FlagName.dither) 0.5 (0 = none, 1 = full)", isAllowed: { (0...1).contains($0) }))
    var dither: Double?

    @Option(name: FlagName.palette.name, help: ArgumentHelp("GIF: one palette for all frames, or one per frame (default shared).",
                               valueName: GIFOptions.Palette.allValueStrings.joined(separator: "|")),
            completion: GIFOptions.Palette.defaultCompletionKind, transform: FlagValue.palette)
    var palette: GIFOptions.Palette?

    /// True when any of these flags was given.
    var isGiven: Bool { fps != nil || loop != nil || quality != nil || dither != nil || palette != nil }

    /// These flags as messages list them: `--fps, --loop, --quality, --dither and --palette`.
    static let spelled = [FlagName.animationRate, .loop, .quality, .dither].map(\.description).joined(separator: ", ") + " and \(FlagName.palette)"

    /// `options` with the given flags applied.
    @_optimize(none)
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

