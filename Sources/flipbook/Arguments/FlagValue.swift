import ArgumentParser
import FileFormats
import FlipbookCLI
import Foundation
import Golden
import ImageDiff
import Problems
import SceneModel
import Transforms

// The readers of the scene, timeline, image and golden flags (FlipbookCLI has the core and `--port`).
extension FlagValue {
    /// `WxH` in points, e.g. `300x400` (also `300×400` or `300X400`), both sides positive and finite.
    @_optimize(none)
    static func size(flag: FlagName) -> Reader<Size> {
        reader { text throws(Problem) in
            let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
            guard parts.count == 2,
                  let width = Double(trimmed(parts[0])), let height = Double(trimmed(parts[1])),
                  width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw Problem.wrongType("\(flag)", text, isNot: "a size", fix: "write width x height in points, e.g. \(flag) 300x400")
            }
            return Size(width: width, height: height)
        }
    }

    /// A whole number at least `minimum`, and at most `maximum` when given (`--frames 200000 is
    /// more than 100000 — use fewer frames`, the fix being `beyond`).
    @_optimize(none)
    static func count(flag: FlagName, minimum: Int, maximum: Int? = nil, beyond: Wording = "") -> Reader<Int> {
        let read = count(flag: flag, range: minimum...Int.max)
        return reader { text throws(Problem) in
            let value = try read(text)
            if let maximum, value > maximum { throw Problem(.outOfRange, "\(flag) \(text) is more than \(maximum)", fix: beyond) }
            return value
        }
    }

    /// A whole number in `range`: the same range the config key has, so a flag and its key accept
    /// the same values. The message says the range and what was given: `--items must be a whole
    /// number ≥ 1 (got -1)`.
    @_optimize(none)
    static func count(flag: FlagName, range: ClosedRange<Int>) -> Reader<Int> {
        reader { text throws(Problem) in
            guard let value = Int(trimmed(text)), range.contains(value) else {
                let bounds = range.upperBound == Int.max ? "≥ \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound)"
                throw Problem(.outOfRange, "\(flag) must be a whole number \(bounds) (got \(text))",
                                fix: "e.g. \(flag) \(Swift.min(Swift.max(range.lowerBound, 5), range.upperBound))")
            }
            return value
        }
    }

    /// A finite number.
    @_optimize(none)
    static func number(flag: FlagName, example: String) -> Reader<Double> {
        reader { text throws(Problem) in
            guard let value = Double(trimmed(text)), value.isFinite else {
                throw Problem.wrongType("\(flag)", text, isNot: "a number", fix: "e.g. \(flag) \(example)")
            }
            return value
        }
    }

    /// A finite number that `isAllowed`, said as `bounds` when it is not: `--quality 101 is
    /// outside 0…100`, the fix being `fix`.
    @_optimize(none)
    static func number(flag: FlagName, example: String, bounds: String, fix: Wording,
                       isAllowed: @escaping @Sendable (Double) -> Bool) -> Reader<Double> {
        let read = number(flag: flag, example: example)
        return reader { text throws(Problem) in
            let value = try read(text)
            guard isAllowed(value) else { throw Problem.outOfRange("\(flag)", value: text, allowed: bounds, fix: fix) }
            return value
        }
    }

    /// `o1,o2,…`: scroll offsets in pages, each a finite number; at least one.
    static let offsets: Reader<[Double]> = reader { text throws(Problem) in
        var offsets: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = trimmed(part)
            guard let value = Double(item), value.isFinite else {
                throw Problem.wrongType("\(FlagName.offsets) \(text):", "'\(item)'", isNot: "a number", fix: "list offsets in pages separated by commas, e.g. \(FlagName.offsets) 0,0.5,1")
            }
            offsets.append(value)
        }
        return offsets
    }

    /// `#RRGGBB` (or `#RRGGBBAA`), case-insensitive, `#` optional.
    @_optimize(none)
    static func colour(flag: FlagName) -> Reader<Color> {
        reader { text throws(Problem) in
            guard let colour = Color(hex: trimmed(text)) else {
                throw Problem.wrongType("\(flag)", text, isNot: "a colour", fix: "write it as '#RRGGBB', e.g. \(flag) '#F2F2F7'")
            }
            return colour
        }
    }

    /// A timing curve as `TimingCurve.parse` reads it: one of PVView's 29 names (also `ease-in-out`,
    /// any case), `x1,y1,x2,y2` or `cubic-bezier(x1,y1,x2,y2)` with x1 and x2 in 0…1, or
    /// `spring:RESPONSE,DAMPING_FRACTION` (or `spring:MASS,STIFFNESS,DAMPING,VELOCITY`).
    static let curve: Reader<TimingCurve> = reader { text throws(Problem) in
        switch TimingCurve.parse(text) {
        case let .success(curve):
            return curve
        case let .failure(error):
            if !error.fix.isEmpty { throw Problem(error.kind, "\(FlagName.curve) \(text): \(error.what)", fix: error.fix) }
            let suggestion = error.kind == .unknownKey ? TimingCurve.closestName(to: text) : nil
            let fix = suggestion.map { "did you mean \(FlagName.curve) \($0)? Otherwise use " } ?? "use "
            throw Problem(error.kind, "\(FlagName.curve) \(text) is not a timing curve: \(error.what)", fix: "\(fix)\(TimingCurve.spellings)")
        }
    }

    /// `i/n` with 1 ≤ i ≤ n, a share of a golden suite (`check --shard`).
    static let shard: Reader<Shard> = reader { text throws(Problem) in
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(trimmed(parts[0])), let count = Int(trimmed(parts[1])) else {
            throw Problem.wrongType("\(FlagName.shard)", text, isNot: "a shard", fix: "write i/n, e.g. \(FlagName.shard) 2/4 for the second of four")
        }
        do throws(Problem) {
            return try Shard(index: index, count: count)
        } catch {
            throw Problem(error.kind, "\(FlagName.shard) \(text): \(error.what)", fix: error.fix)
        }
    }

    /// `R,G,B` with each from 0 to 255, a colour of `compare`'s diff image.
    @_optimize(none)
    static func diffColour(flag: FlagName, example: String) -> Reader<DiffColor> {
        reader { text throws(Problem) in
            guard let color = DiffColor(parsing: text) else {
                throw Problem.wrongType("\(flag)", text, isNot: "a colour", fix: "write R,G,B with each from 0 to 255, e.g. \(example)")
            }
            return color
        }
    }

    /// `--max-diff-pixels` of compare and check: how many pixels may differ, 0 or more.
    static let maxDiffPixels: Reader<Int> = count(flag: .maxDiffPixels, minimum: 0)

    /// `--max-diff-ratio` of compare and check: the share of the pixels that may differ, 0…1.
    static let maxDiffRatio: Reader<Double> =
        number(flag: .maxDiffRatio, example: "0.001", bounds: "0…1", fix: "use a number from 0 to 1, e.g. \(FlagName.maxDiffRatio) 0.001") {
            (0...1).contains($0)
        }

    /// A layout tolerance of check (`--tolerance-points` …): a finite number, 0 or more.
    @_optimize(none)
    static func layoutTolerance(flag: FlagName, example: String) -> Reader<Double> {
        number(flag: flag, example: example, bounds: "0 or more", fix: "use 0 or a small positive number, e.g. \(flag) \(example)") { $0 >= 0 }
    }

    /// `6` or `7`: the pixelmatch release whose rules `compare` and `check` count with.
    static let pixelmatchVersion: Reader<PixelmatchVersion> =
        choice(flag: .pixelmatchVersion, noun: "a pixelmatch release Flipbook follows", fix: "use 6 or 7")

    /// One of the values `Value` spells itself as (`ExpressibleByArgument.init(argument:)`): its
    /// `allValueStrings` are also what help and shell completion offer. The message says the flag
    /// is not `noun` (`--png-level huge is not a PNG level`), the fix being `fix`.
    @_optimize(none)
    static func choice<Value: ExpressibleByArgument>(flag: FlagName, noun: String, fix: Wording) -> Reader<Value> {
        reader { text throws(Problem) in
            guard let value = Value(argument: text) else { throw Problem.wrongType("\(flag)", text, isNot: noun, fix: fix) }
            return value
        }
    }

    /// The timeline from `--offsets`, or from `--from/--to/--frames` (and `--curve`, default
    /// linear); `nil` when none is given. The two ways exclude each other.
    @_optimize(none)
    static func timeline(offsets: [Double]?, from: Double?, to: Double?, frames: Int?, curve: TimingCurve?) throws(Problem) -> Timeline? {
        let sweepGiven = from != nil || to != nil || frames != nil || curve != nil
        if let offsets {
            guard !sweepGiven else {
                throw Problem.exclusive("\(FlagName.offsets)", "\(sweepFlags)", bothChoose: "offsets")
            }
            return .offsets(offsets)
        }
        guard sweepGiven else { return nil }
        guard let from, let to, let frames else {
            throw Problem(.missing, "a sweep needs \(FlagName.from), \(FlagName.to) and \(FlagName.frames) together",
                            fix: "e.g. \(FlagName.from) 0 \(FlagName.to) 4 \(FlagName.frames) 60 \(FlagName.curve) easeInOut")
        }
        return .sweep(from: from, to: to, frames: frames, curve: curve ?? .linear)
    }

    /// The sweep's flags as messages list them: `--from/--to/--frames/--curve`.
    static let sweepFlags = [FlagName.from, .to, .frames, .curve].map(\.description).joined(separator: "/")

    /// `png`, `svg`, `gif`, `webp`, `apng`, `mp4` or `svg-animated`, any case.
    static let format: Reader<FormatChoice> =
        choice(flag: .format, noun: "an output format", fix: "use \(FlagName.format) png or svg (frames), or gif, webp, apng or mp4 (render: one animated file)")

    /// `fast`, `default` or `small`, any case.
    static let pngLevel: Reader<PNGLevel> = choice(flag: .pngLevel, noun: "a PNG level", fix: "use \(FlagName.pngLevel) fast, default or small")

    /// `shared` or `per-frame`, any case: GIF colour tables.
    static let palette: Reader<GIFOptions.Palette> =
        choice(flag: .palette, noun: "a palette choice", fix: "use \(FlagName.palette) shared or \(FlagName.palette) per-frame")

    /// The flags of `flags` that were given.
    @_optimize(none)
    static func given(_ flags: KeyValuePairs<FlagName, Bool>) -> Set<FlagName> {
        Set(flags.compactMap { $0.value ? $0.key : nil })
    }
}
