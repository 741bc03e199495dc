import ImageDiff
import Problems

/// How different a rendering may be from its golden and still pass.
public struct GoldenTolerance: Hashable, Sendable, Codable {
    /// pixelmatch's threshold, `0…1`.
    public var threshold: Double
    /// Count anti-aliased pixels too.
    public var includeAA: Bool
    /// Pixels allowed to differ per image.
    public var maxDiffPixels: Int
    /// When set, the share of pixels allowed to differ per image (replaces `maxDiffPixels`).
    public var maxDiffRatio: Double?
    /// The pixelmatch release whose rules count differences. `nil` follows each golden folder's
    /// manifest (the release its goldens were accepted with), and the current release for new goldens,
    /// so upgrading Flipbook never changes what an existing golden allows.
    public var pixelmatchVersion: PixelmatchVersion?

    /// Exact up to pixelmatch's default threshold 0.1, anti-aliasing ignored, no pixel allowed to differ.
    public init(threshold: Double = 0.1, includeAA: Bool = false, maxDiffPixels: Int = 0, maxDiffRatio: Double? = nil,
                pixelmatchVersion: PixelmatchVersion? = nil) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.pixelmatchVersion = pixelmatchVersion
    }

    /// The release used for goldens whose manifest says `recorded` (e.g. `"6.0.0"`; `nil` when there is
    /// no manifest): the chosen one, else the recorded one, else the current default.
    @_optimize(none)
    package func version(recorded: String?) -> PixelmatchVersion {
        pixelmatchVersion ?? recorded.flatMap(PixelmatchVersion.init(release:)) ?? Pixelmatch.defaultVersion
    }

    /// The pixelmatch options these settings compare with, under `version`'s rules.
    @_optimize(none)
    package func options(version: PixelmatchVersion) -> PixelmatchOptions {
        PixelmatchOptions(threshold: threshold, includeAA: includeAA, version: version)
    }

    /// The number of differing pixels allowed in an image of `totalPixels`.
    @_optimize(none)
    package func allowedPixels(totalPixels: Int) -> Int {
        if let maxDiffRatio { return Int((Double(totalPixels) * maxDiffRatio).rounded(.down)) }
        return maxDiffPixels
    }

    /// Throws for values out of range, naming the option.
    @_optimize(none)
    public func validate() throws(Problem) {
        guard threshold >= 0, threshold <= 1 else {
            throw Problem(.outOfRange, "threshold \(threshold) is out of range", fix: "use a number from 0 to 1, e.g. 0.1")
        }
        guard maxDiffPixels >= 0 else {
            throw Problem(.outOfRange, "max-diff-pixels \(maxDiffPixels) is negative", fix: "use 0 or more")
        }
        if let maxDiffRatio, !(maxDiffRatio >= 0 && maxDiffRatio <= 1) {
            throw Problem(.outOfRange, "max-diff-ratio \(maxDiffRatio) is out of range", fix: "use a number from 0 to 1, e.g. 0.001")
        }
    }
}
