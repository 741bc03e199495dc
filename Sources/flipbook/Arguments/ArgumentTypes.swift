import ArgumentParser
import FileFormats
import FlipbookCLI
import Golden
import ImageDiff
import SceneModel
import Transforms

// The choices a flag names, as ArgumentParser argument types: `FlagValue.choice` reads a value
// through `init?(argument:)`, and `allValueStrings` (the cases) are what the flag's help names and
// shell completion offers. The other typed flags (sizes, colours, curves, shards) are read by their
// `FlagValue` reader alone, given as the option's `transform:`: ArgumentParser never asks their type
// to parse itself, so they need no conformance.

extension TimingCurve.Solver: ExpressibleByArgument {
    /// `exact` or `pvview`, any case.
    @_optimize(none)
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// What `--format` asks for: a file format, or `svg-animated`, render's whole timeline as one
/// animated SVG file (drawn as SVG, so its `format` is `.svg`).
struct FormatChoice: ExpressibleByArgument, Sendable {
    /// The format the files are drawn in.
    var format: OutputOptions.Format
    /// True for `svg-animated`.
    var isAnimatedSVG: Bool
    /// The value as the user typed it, for messages.
    var spelled: String

    /// A format's name or `svg-animated`, any case.
    @_optimize(none)
    init?(argument: String) {
        let name = argument.lowercased()
        isAnimatedSVG = name == Self.animatedSVG
        guard let format = isAnimatedSVG ? .svg : OutputOptions.Format(rawValue: name) else { return nil }
        self.format = format
        spelled = argument
    }

    /// The request the decision of what to write takes (`OutputTarget`).
    var request: OutputTarget.Request { OutputTarget.Request(format: format, isAnimatedSVG: isAnimatedSVG) }

    /// The formats' names, then `svg-animated`.
    static var allValueStrings: [String] { OutputOptions.Format.allValueStrings + [animatedSVG] }

    private static let animatedSVG = "svg-animated"
}

extension OutputOptions.Format: ExpressibleByArgument {
    /// `png`, `svg`, `gif`, `webp`, `apng` or `mp4`, any case.
    @_optimize(none)
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

extension PNGLevel: ExpressibleByArgument {
    /// `fast`, `default` or `small`, any case.
    @_optimize(none)
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

extension GIFOptions.Palette: ExpressibleByArgument {
    /// `shared` or `per-frame`, any case.
    @_optimize(none)
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// `missing`, `all`, `failed` or `never`, as spelt (the raw values).
extension RecordMode: ExpressibleByArgument {}

/// `6` or `7` (the raw values).
extension PixelmatchVersion: ExpressibleByArgument {}


/// `pixels`, `layout` or `both` (the raw values).
extension GoldenKind: ExpressibleByArgument {}
