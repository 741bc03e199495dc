import ArgumentParser
import FileFormats
import Golden
import ImageDiff
import SceneModel
import Transforms

// Flipbook's values that a flag names, as ArgumentParser argument types. Each spells itself with the
// reader its flag uses (`FlagValue`), so `init?(argument:)` accepts what the flag accepts; an enum's
// `allValueStrings` are its cases, which the flag's help names and shell completion offers. The
// flags themselves read through `@Option(transform:)` with the same readers, so that a bad value
// gets Flipbook's one-line message and fix rather than ArgumentParser's `The value … is invalid`.

extension Size: ExpressibleByArgument {
    /// `WxH` in points (`300x400`), as `--viewport` and `--card` read it.
    public init?(argument: String) {
        guard let size = try? FlagValue.size(flag: "--card")(argument) else { return nil }
        self = size
    }
}

extension Color: ExpressibleByArgument {
    /// `#RRGGBB` or `#RRGGBBAA`, as `--background` reads it.
    public init?(argument: String) {
        guard let colour = try? FlagValue.colour(flag: "--background")(argument) else { return nil }
        self = colour
    }
}

extension TimingCurve: ExpressibleByArgument {
    /// A name, `x1,y1,x2,y2` or `spring:RESPONSE,DAMPING_FRACTION`, as `--curve` reads it.
    public init?(argument: String) {
        guard let curve = try? FlagValue.curve(argument) else { return nil }
        self = curve
    }
}

extension TimingCurve.Solver: ExpressibleByArgument {
    /// `exact` or `pvview`, any case.
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
    init?(argument: String) {
        let name = argument.lowercased()
        isAnimatedSVG = name == Self.animatedSVG
        guard let format = isAnimatedSVG ? .svg : OutputOptions.Format(rawValue: name) else { return nil }
        self.format = format
        spelled = argument
    }

    /// The formats' names, then `svg-animated`.
    static var allValueStrings: [String] { OutputOptions.Format.allValueStrings + [animatedSVG] }

    private static let animatedSVG = "svg-animated"
}

extension OutputOptions.Format: ExpressibleByArgument {
    /// `png`, `svg`, `gif`, `webp`, `apng` or `mp4`, any case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

extension PNGLevel: ExpressibleByArgument {
    /// `fast`, `default` or `small`, any case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

extension GIFOptions.Palette: ExpressibleByArgument {
    /// `shared` or `per-frame`, any case.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// `missing`, `all`, `failed` or `never`, as spelt (the raw values).
extension RecordMode: ExpressibleByArgument {}

extension Shard: ExpressibleByArgument {
    /// `i/n`, as `--shard` reads it.
    public init?(argument: String) {
        guard let shard = try? FlagValue.shard(argument) else { return nil }
        self = shard
    }
}

/// `6` or `7` (the raw values).
extension PixelmatchVersion: ExpressibleByArgument {}

extension DiffColor: ExpressibleByArgument {
    /// `R,G,B`, as `compare --diff-color` reads it.
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}
