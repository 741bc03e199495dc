import ArgumentParser
import Foundation
import Problems
import SceneModel
import Transforms

/// A command-line value that cannot be read (or flags that do not go together), with what to
/// type instead. Printed as `error: problem — fix`, exit status 2.
typealias FlagError = Problem

/// How the command line spells values: each reader accepts the documented spellings and throws a
/// `FlagError` that names `flag` and says what to type. These are the only places that read flag
/// text; the libraries take the typed values.
enum FlagValue {
    /// `WxH` in points, e.g. `300x400` (also `300×400` or `300X400`), both sides positive and finite.
    static func size(_ text: String, flag: String) throws(FlagError) -> Size {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2,
              let width = Double(trimmed(parts[0])), let height = Double(trimmed(parts[1])),
              width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw FlagError("\(flag) \(text) is not a size", fix: "write width x height in points, e.g. \(flag) 300x400")
        }
        return Size(width: width, height: height)
    }

    /// A whole number at least `minimum`.
    static func count(_ text: String, flag: String, minimum: Int) throws(FlagError) -> Int {
        try count(text, flag: flag, range: minimum...Int.max)
    }

    /// A whole number in `range`: the same range the config key has, so a flag and its key accept
    /// the same values. The message says the range and what was given: `--items must be a whole
    /// number ≥ 1 (got -1)`.
    static func count(_ text: String, flag: String, range: ClosedRange<Int>) throws(FlagError) -> Int {
        guard let value = Int(trimmed(text)), range.contains(value) else {
            let bounds = range.upperBound == Int.max ? "≥ \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
            throw FlagError("\(flag) must be a whole number \(bounds) (got \(text))",
                            fix: "e.g. \(flag) \(Swift.min(Swift.max(range.lowerBound, 5), range.upperBound))")
        }
        return value
    }

    /// A finite number.
    static func number(_ text: String, flag: String, example: String) throws(FlagError) -> Double {
        guard let value = Double(trimmed(text)), value.isFinite else {
            throw FlagError("\(flag) \(text) is not a number", fix: "e.g. \(flag) \(example)")
        }
        return value
    }

    /// `o1,o2,…`: scroll offsets in pages, each a finite number; at least one.
    static func offsets(_ text: String) throws(FlagError) -> [Double] {
        var offsets: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = trimmed(part)
            guard let value = Double(item), value.isFinite else {
                throw FlagError("--offsets \(text): '\(item)' is not a number", fix: "list offsets in pages separated by commas, e.g. --offsets 0,0.5,1")
            }
            offsets.append(value)
        }
        return offsets
    }

    /// `#RRGGBB` (or `#RRGGBBAA`), case-insensitive, `#` optional.
    static func colour(_ text: String, flag: String) throws(FlagError) -> Color {
        guard let colour = Color(hex: trimmed(text)) else {
            throw FlagError("\(flag) \(text) is not a colour", fix: "write it as '#RRGGBB', e.g. \(flag) '#F2F2F7'")
        }
        return colour
    }

    /// A timing curve as `TimingCurve.parse` reads it: one of PVView's 29 names (also `ease-in-out`,
    /// any case), `x1,y1,x2,y2` or `cubic-bezier(x1,y1,x2,y2)` with x1 and x2 in 0…1, or
    /// `spring:RESPONSE,DAMPING_FRACTION` (or `spring:MASS,STIFFNESS,DAMPING,VELOCITY`).
    static func curve(_ text: String) throws(FlagError) -> TimingCurve {
        switch TimingCurve.parse(text) {
        case let .success(curve):
            return curve
        case let .failure(error):
            if !error.fix.isEmpty { throw FlagError("--curve \(text): \(error.problem)", fix: error.fix) }
            let suggestion = error.kind == .unknownKey ? TimingCurve.closestName(to: text) : nil
            let fix = suggestion.map { "did you mean --curve \($0)? Otherwise use " } ?? "use "
            throw FlagError("--curve \(text) is not a timing curve: \(error.problem)", fix: "\(fix)\(TimingCurve.spellings)")
        }
    }

    /// The timeline from `--offsets`, or from `--from/--to/--frames` (and `--curve`, default
    /// linear); `nil` when none is given. The two ways exclude each other.
    static func timeline(offsets: String?, from: String?, to: String?, frames: String?, curve: String?) throws(FlagError) -> Timeline? {
        let sweepGiven = from != nil || to != nil || frames != nil || curve != nil
        if let offsets {
            guard !sweepGiven else {
                throw FlagError("--offsets and --from/--to/--frames/--curve both choose the offsets", fix: "give one or the other")
            }
            return .offsets(try Self.offsets(offsets))
        }
        guard sweepGiven else { return nil }
        guard let from, let to, let frames else {
            throw FlagError("a sweep needs --from, --to and --frames together", fix: "e.g. --from 0 --to 4 --frames 60 --curve easeInOut")
        }
        let frameCount = try count(frames, flag: "--frames", minimum: 1)
        guard frameCount <= Scene.maximumFrames else {
            throw FlagError("--frames \(frames) is more than \(Scene.maximumFrames)", fix: "use fewer frames")
        }
        return .sweep(from: try number(from, flag: "--from", example: "0"), to: try number(to, flag: "--to", example: "4"),
                      frames: frameCount, curve: try curve.map { text throws(FlagError) in try Self.curve(text) } ?? .linear)
    }

    /// `png`, `svg`, `gif`, `webp`, `apng` or `mp4`, any case.
    static func format(_ text: String) throws(FlagError) -> OutputOptions.Format {
        // render's one animated SVG file: SVG drawing, which `RenderCommand` writes as one file.
        if text.lowercased() == "svg-animated" { return .svg }
        guard let format = OutputOptions.Format(rawValue: text.lowercased()) else {
            throw FlagError("--format \(text) is not an output format", fix: "use --format png or svg (frames), or gif, webp, apng or mp4 (render: one animated file)")
        }
        return format
    }

    /// `fast`, `default` or `small`, any case.
    static func pngLevel(_ text: String) throws(FlagError) -> OutputOptions.PNGLevel {
        guard let level = OutputOptions.PNGLevel(rawValue: text.lowercased()) else {
            throw FlagError("--png-level \(text) is not a PNG level", fix: "use --png-level fast, default or small")
        }
        return level
    }

    /// The flags of `values` that were given (not nil).
    static func given(_ values: [String: String?]) -> Set<String> {
        Set(values.compactMap { $0.value == nil ? nil : $0.key })
    }

    /// Without leading and trailing spaces and tabs.
    private static func trimmed(_ text: some StringProtocol) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }
}
