import Foundation
import ImageDiff
import Problems

/// What a golden check found for one image, as data. The check decides it; each front end words
/// it (`wording` marks every setting, so the CLI says `--record all`, a Swift test
/// `record: .all`, a report the key), and a report or a review reads its numbers without parsing a
/// sentence.
public enum GoldenFinding: Hashable, Sendable {
    /// Within the tolerance (`differing` of at most `allowed` pixels).
    case matches(ImageDifference, allowed: Int)
    /// The frame's layout is within the layout tolerance of its golden.
    case layoutMatches
    /// Outside the tolerance, a different size, or a golden that could not be read.
    case mismatch(Mismatch)
    /// No golden at `golden` and record mode `never`.
    case noGolden(golden: String)
    /// A golden was written at `golden` for `reason`; for `failed`, `replacing` says what the old one did.
    case recorded(golden: String, reason: FrameOutcome.RecordReason, replacing: Mismatch? = nil)
    /// The scene's goldens could not be checked at all (its manifest is a pipe or a device).
    case cannotCheck(scene: String, Problem)
    /// The scene (`image` nil) or one of its images could not be drawn.
    case cannotRender(scene: String, image: String?, Problem)
    /// The drawn image could not be encoded as PNG.
    case cannotEncode(scene: String, image: String, Problem)
    /// The comparison itself failed (the images are too large to compare).
    case cannotCompare(Problem)
    /// A golden to record could not be written.
    case cannotRecord(golden: String, Problem)
    /// Read back from a shard's part: the sentence the shard's front end wrote.
    case reported(Wording)

    /// How the golden and the rendering differ.
    public enum Mismatch: Hashable, Sendable {
        /// The golden is `expected` but the rendering is `actual`.
        case size(expected: PixelSize, actual: PixelSize)
        /// More than `allowed` pixels differ.
        case pixels(ImageDifference, allowed: Int)
        /// The golden at `golden` could not be read.
        case unreadable(golden: String, Problem)
        /// Frame `frame` (from 1, at `offset` and, on a time-based timeline, `time` seconds) is laid
        /// out differently: one entry per part that moved, in the effect's words (`card 2: scale 0.80 → 0.75`).
        case layout(frame: Int, offset: Double, time: Double?, differences: [String])
        /// The goldens hold `expected` frames but the timeline now has `actual`.
        case frameCount(expected: Int, actual: Int)
        /// The goldens were recorded at `expected` frames per second but the timeline now runs at
        /// `actual` (`nil`: not time-based).
        case frameRate(expected: Double?, actual: Double?)
    }

    /// One sentence on what happened and what to do, its settings marked.
    package var wording: Wording {
        switch self {
        case let .matches(difference, allowed):
            if difference.diffPixels > 0 { return "\(difference.diffPixels) pixels differ, within the limit of \(allowed)" }
            if difference.isIdentical { return "matches exactly" }
            return "matches (every change is below the threshold or anti-aliasing; max channel error \(difference.maxChannelError))"
        case .layoutMatches:
            return "the layout matches within the tolerance"
        case let .mismatch(.unreadable(_, problem)):
            // The reader's own fix ("re-create the file") is for an input; a golden's fix is this one.
            return "\(Self.located(problem)) — restore the golden from version control or re-record it with \(setting: "record", value: "failed")"
        case let .mismatch(mismatch):
            return mismatch.wording
        case let .noGolden(golden):
            return "no golden \(golden) yet — record it with \(setting: "record", value: "missing") (or FLIPBOOK_RECORD=missing) and commit it"
        case let .recorded(golden, .missing, _):
            return "no golden yet: recorded \(golden); check it and commit it — a run that records always fails"
        case let .recorded(golden, .all, _):
            return "recorded \(golden) (\(setting: "record", value: "all"))"
        case let .recorded(golden, .failed, replacing):
            guard let replacing else { return "re-recorded \(golden) (\(setting: "record", value: "failed"))" }
            return "\(replacing.wording); re-recorded \(golden) (\(setting: "record", value: "failed"))"
        case let .cannotCheck(scene, problem):
            return "cannot check \(scene): \(Self.located(problem))"
        case let .cannotRender(scene, image, problem):
            return "cannot render \(scene)\(image.map { " " + $0 } ?? ""): \(Self.located(problem))"
        case let .cannotEncode(scene, image, problem):
            return "cannot encode \(scene) \(image) as PNG: \(Self.located(problem))"
        case let .cannotCompare(problem):
            return Self.located(problem)
        case let .cannotRecord(golden, problem):
            return "cannot record \(golden): \(Self.located(problem))"
        case let .reported(wording):
            return wording
        }
    }

    /// A problem as one wording: its place (`file:line:column: `) when it has one, then the
    /// problem and its fix with their settings still marked.
    @_optimize(none)
    static func located(_ problem: Problem) -> Wording {
        let place = problem.position.map { "\($0): " } ?? ""
        return "\(place)\(problem.wording)"
    }
}

extension GoldenFinding.Mismatch {
    /// One sentence on the difference, its settings marked.
    package var wording: Wording {
        switch self {
        case let .size(expected, actual):
            return "the golden is \(expected.width)×\(expected.height) px but the rendering is \(actual.width)×\(actual.height) px"
        case let .pixels(difference, allowed):
            return Wording(GoldenFinding.describe(difference, allowed: allowed))
        case let .unreadable(_, problem):
            return "the golden was unreadable (\(GoldenFinding.located(problem)))"
        case let .layout(frame, offset, time, differences):
            return Wording("\(GoldenFinding.frameName(frame, offset: offset, time: time)), " + differences.joined(separator: "; "))
        case let .frameCount(expected, actual):
            return "the goldens have \(expected) frame\(expected == 1 ? "" : "s") but the timeline now has \(actual) — if the new timeline is intended, re-record with \(setting: "record", value: "all")"
        case let .frameRate(expected, actual):
            @_optimize(none)
            func rate(_ value: Double?) -> String { value.map { "\($0.shortestDescription) fps" } ?? "no frame rate (not time-based)" }
            return "the goldens were recorded at \(rate(expected)) but the timeline now has \(rate(actual)) — if intended, re-record with \(setting: "record", value: "all")"
        }
    }
}

extension GoldenFinding {
    /// One line on a failed comparison: pixels differing and their share, the limit, where, max
    /// channel error, PSNR and ignored anti-aliasing.
    @_optimize(none)
    package static func describe(_ difference: ImageDifference, allowed: Int) -> String {
        var text = "\(difference.diffPixels) of \(difference.totalPixels) pixels differ"
            + " (\(String(format: "%.3f", difference.diffRatio * 100)) %, limit \(allowed))"
        if let bounds = difference.bounds { text += " within \(bounds)" }
        text += "; max channel error \(difference.maxChannelError), PSNR \(String(format: "%.1f", difference.psnr)) dB"
        if difference.antialiasedPixels > 0 { text += "; \(difference.antialiasedPixels) anti-aliased pixels ignored" }
        return text
    }
}

extension GoldenFinding {
    /// `frame 7 (offset 1.35)`, or `frame 7 (offset 1.35, 0.233 s)` on a time-based timeline.
    @_optimize(none)
    package static func frameName(_ frame: Int, offset: Double?, time: Double?) -> String {
        var place: [String] = []
        // Three decimals at most: enough to find the frame, short enough to read.
        if let offset { place.append("offset \(((offset * 1000).rounded() / 1000 + 0.0).shortestDescription)") }
        if let time { place.append(String(format: "%.3f s", time)) }
        return "frame \(frame)" + (place.isEmpty ? "" : " (" + place.joined(separator: ", ") + ")")
    }
}
