import Foundation
import Problems

/// An opaque colour used to paint the diff image.
public struct DiffColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8

    /// A colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `[255, 0, 0]`: pixelmatch's default for differing pixels.
    public static let red = DiffColor(red: 255, green: 0, blue: 0)
    /// `[255, 255, 0]`: pixelmatch's default for anti-aliased pixels.
    public static let yellow = DiffColor(red: 255, green: 255, blue: 0)
    /// `[0, 255, 0]`: a common choice for `diffColorAlt`.
    package static let green = DiffColor(red: 0, green: 255, blue: 0)

    /// Parses `R,G,B` with each part in `0…255`; `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { UInt8($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
        self.init(red: r, green: g, blue: b)
    }

    /// `R,G,B`, the form `init(parsing:)` reads.
    public var description: String { "\(red),\(green),\(blue)" }
}

/// A pixelmatch release whose counting rules a comparison follows.
///
/// - `v6` (6.0.0, and 5.x): each pixel is blended onto white, converted to YIQ, and the two
///   conversions are subtracted.
/// - `v7` (7.2.0, the current release): the channel differences are converted to YIQ, and pixels
///   that are not opaque are composited onto a fixed pattern of 48/207 per channel (or white
///   with `checkerboard: false`), so a transparent change no longer hides on white. Opaque
///   images count the same in both but for last-bit rounding at the threshold.
public enum PixelmatchVersion: Int, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case v6 = 6
    case v7 = 7

    /// The release whose source these rules were read from, recorded in golden manifests.
    package var release: String {
        switch self {
        case .v6: "6.0.0"
        case .v7: "7.2.0"
        }
    }

    /// The version for a manifest's recorded release string (`"6.0.0"`, `"7.2.0"`, any `6.x`/`7.x`).
    public init?(release: String) {
        guard let major = release.split(separator: ".").first.flatMap({ Int($0) }) else { return nil }
        self.init(rawValue: major)
    }

    /// `6` or `7`.
    public var description: String { "\(rawValue)" }
}

/// pixelmatch's options, with its defaults (identical in v5.3.0, v6.0.0 and v7.x), plus which
/// release's rules to follow.
public struct PixelmatchOptions: Hashable, Sendable {
    /// Matching threshold in `0…1`: the largest YIQ colour distance counted as equal is
    /// `35215 × threshold²`. Smaller is more sensitive; 0 counts every changed pixel.
    public var threshold: Double
    /// When true, anti-aliased pixels are counted like any other; when false (the default) pixels that
    /// look like anti-aliasing in either image are painted `aaColor` and not counted.
    public var includeAA: Bool
    /// Opacity (`0…1`) of the faded grey copy of the first image under the diff image's markings.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor: DiffColor
    /// Colour of differing pixels in the diff image.
    public var diffColor: DiffColor
    /// When set, colour of differing pixels where the second image is darker than the first.
    public var diffColorAlt: DiffColor?
    /// Paints only the markings on a transparent background, without the grey copy.
    public var diffMask: Bool
    /// The release whose rules count the pixels (default: 7, the current one).
    public var version: PixelmatchVersion
    /// pixelmatch 7's `checkerboard`: composite semi-transparent pixels onto its pattern (true, the
    /// default) or onto white (false). Version 6 always uses white.
    public var checkerboard: Bool

    /// Options with pixelmatch's defaults for everything not given.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: DiffColor = .yellow, diffColor: DiffColor = .red, diffColorAlt: DiffColor? = nil,
                diffMask: Bool = false, version: PixelmatchVersion = Pixelmatch.defaultVersion,
                checkerboard: Bool = true) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.version = version
        self.checkerboard = checkerboard
    }

    /// Throws when `threshold` or `alpha` is outside `0…1` (or not a number).
    public func validate() throws(Problem) {
        guard threshold >= 0, threshold <= 1 else {
            throw Problem.invalidOption(name: "threshold", value: "\(threshold)", allowed: "a number from 0 to 1, e.g. 0.1")
        }
        guard alpha >= 0, alpha <= 1 else {
            throw Problem.invalidOption(name: "alpha", value: "\(alpha)", allowed: "a number from 0 to 1, e.g. 0.1")
        }
    }

    /// The largest YIQ squared distance that still counts as the same colour.
    package var maxDelta: Double { 35215 * threshold * threshold }
}
