import FileFormats
import Foundation

/// What a front end writes for a scene, decided in one place from the format asked for (the CLI's
/// `--format`, `nil` when none), the output's name (its extension) and the config's
/// `output.format`. A combination that cannot be written is a `Conflict`, which each front end
/// words with its own names for the format and the output.
package enum OutputTarget: Hashable, Sendable {
    /// Numbered PNG or SVG frames in a folder, or a strip in that format.
    case stills(OutputOptions.Format)
    /// The timeline's one frame as one file: SVG (`.svg`, or `.svgz` gzip-compressed) or PNG (`.png`).
    case frameFile(OutputOptions.Format)
    /// The whole timeline as one animated SVG file.
    case animatedSVG
    /// The whole timeline as one animated file.
    case animation(AnimationFormat)

    /// A format asked for: a file format, or the whole timeline as one animated SVG (drawn as
    /// SVG, so its `format` is `.svg`).
    package struct Request: Hashable, Sendable {
        /// The format the files are drawn in.
        package var format: OutputOptions.Format
        /// True for one animated SVG of the whole timeline.
        package var isAnimatedSVG: Bool

        /// A request for `format`, or for an animated SVG.
        package init(format: OutputOptions.Format, isAnimatedSVG: Bool = false) {
            self.format = format
            self.isAnimatedSVG = isAnimatedSVG
        }
    }

    /// Why a request and an output's name cannot be written together.
    package enum Conflict: Hashable, Sendable {
        /// A strip was asked for in an animated format, or as an animated SVG: a strip is one still image.
        case stripNotStill(Request)
        /// No format was asked for and the strip's name ends in no still format's extension.
        case stripUnnamed
        /// The format asked for is not the one the output's extension names.
        case mismatch(asked: OutputOptions.Format, named: OutputOptions.Format)
        /// An animated SVG was asked for, but the output is not named `.svg` or `.svgz` (a folder).
        case animatedSVGNotAFile
        /// The output is one SVG file (`.svg`, `.svgz`), but another format was asked for.
        case svgFileInOtherFormat(Request)
    }

    /// What a decision gives: what to write, or why it cannot be written (data for the front end
    /// to word; not an error type).
    package enum Decision<Value: Hashable & Sendable>: Hashable, Sendable {
        /// Write this.
        case write(Value)
        /// Refused, for this reason.
        case refused(Conflict)
    }

    /// The format `path`'s extension names, any case: `.svgz` is SVG. `nil` for any other name.
    package static func format(named path: String) -> OutputOptions.Format? {
        isCompressedSVG(path) ? .svg : OutputOptions.Format(rawValue: fileExtension(path))
    }

    /// Whether `path` names a gzip-compressed SVG (`.svgz`, any case).
    package static func isCompressedSVG(_ path: String) -> Bool {
        fileExtension(path) == "svgz"
    }

    /// What a strip written to `path` is drawn in: the format asked for, else the one `path`'s
    /// extension names (`.png`, `.svg`, `.svgz`). Animated formats are refused, and so is a
    /// name whose extension disagrees with the format asked for.
    package static func strip(asked: Request?, path: String) -> Decision<OutputOptions.Format> {
        if let asked, asked.format.isAnimated || asked.isAnimatedSVG { return .refused(.stripNotStill(asked)) }
        let named = format(named: path).flatMap { $0.isAnimated ? nil : $0 }
        guard let asked else { return named.map { .write($0) } ?? .refused(.stripUnnamed) }
        if let named, named != asked.format { return .refused(.mismatch(asked: asked.format, named: named)) }
        return .write(asked.format)
    }

    /// What `render` writes to `path`: one animated SVG when asked for (`animatedSVG`, or a
    /// request for it); the one frame as an SVG file when `path` ends in `.svg` or `.svgz`, as a
    /// PNG file when it ends in `.png` and no other format is asked for (`apng` may be named
    /// `.png`; another format asked for with a `.png` name is refused);
    /// otherwise the format asked for, else the animated format `path`'s extension names, else
    /// the config's `output.format` (`configured`), frames in a folder or one animated file.
    package static func render(asked: Request?, animatedSVG: Bool, path: String,
                              configured: OutputOptions.Format) -> Decision<OutputTarget> {
        let type = fileExtension(path)
        if animatedSVG || asked?.isAnimatedSVG == true {
            return type == "svg" || type == "svgz" ? .write(.animatedSVG) : .refused(.animatedSVGNotAFile)
        }
        if type == "svg" || type == "svgz" {
            if let asked, asked.format != .svg { return .refused(.svgFileInOtherFormat(asked)) }
            return .write(.frameFile(.svg))
        }
        // A name ending in .png is one picture, as .svg is; `--format apng` may still name its file .png,
        // and any other format asked for (SVG frames, a GIF) is not what the name says.
        if type == "png" {
            guard let asked, asked.format != .png else { return .write(.frameFile(.png)) }
            if asked.format != .animated(.apng) { return .refused(.mismatch(asked: asked.format, named: .png)) }
        }
        let named = OutputOptions.Format(rawValue: type).flatMap { $0.isAnimated ? $0 : nil }
        var format = named ?? configured
        if let asked {
            if let named, named != asked.format { return .refused(.mismatch(asked: asked.format, named: named)) }
            format = asked.format
        }
        return .write(format.animation.map(OutputTarget.animation) ?? .stills(format))
    }

    /// The extension of `path`'s last component, lowercased (`Foundation`'s reading of a path).
    private static func fileExtension(_ path: String) -> String {
        (path as NSString).pathExtension.lowercased()
    }
}
