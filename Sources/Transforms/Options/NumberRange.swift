/// A range of allowed numbers: what an option accepts. The config reader checks values against it
/// and publishes it as JSON Schema's `minimum`/`maximum`; the docs' option tables print it.
///
/// Every range is bounded on both sides: a bound left out is `±settingLimit`. A setting with no
/// upper bound let `1e300` through the reader to an integer conversion or a Cairo coordinate
/// that cannot hold it (a crash, or Cairo's "invalid matrix" said as a bug); with one, `validate`
/// refuses what a drawing could not take, and the schema tells an editor the same.
package struct NumberRange: Hashable, Sendable {
    /// The lowest value allowed.
    package var lower: Double?
    /// Whether `lower` itself is allowed.
    package var lowerInclusive = true
    /// The highest value allowed.
    package var upper: Double?
    /// Whether `upper` itself is allowed.
    package var upperInclusive = true

    /// The widest any setting goes, either way: a million. A million points is three million
    /// device pixels at 3×, inside Cairo's 24.8 fixed-point coordinates (±8,388,607), and every
    /// product of two settings Flipbook forms (a ratio times a card, points times a scale) stays
    /// far from `Int`'s range; no upstream default or preset comes near it.
    package static let settingLimit: Double = 1_000_000

    /// A range; a bound left out is `-settingLimit` or `settingLimit`.
    package init(lower: Double? = nil, lowerInclusive: Bool = true, upper: Double? = nil, upperInclusive: Bool = true) {
        self.lower = lower ?? -Self.settingLimit
        self.lowerInclusive = lower == nil ? true : lowerInclusive
        self.upper = upper ?? Self.settingLimit
        self.upperInclusive = upper == nil ? true : upperInclusive
    }

    /// Any number a setting can hold: `-settingLimit…settingLimit`.
    package static let finite = NumberRange()
    /// `0…settingLimit`.
    package static let nonNegative = NumberRange(lower: 0)
    /// `> 0` and `≤ settingLimit`.
    package static let positive = NumberRange(lower: 0, lowerInclusive: false)
    /// `0…1`.
    package static let unit = NumberRange(lower: 0, upper: 1)

    /// `lower…upper`, both included.
    package static func between(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper)
    }

    /// Whether `bound` is the general limit (`±settingLimit`) rather than one the setting states:
    /// the docs' tables leave it out (CONFIG.md states it once for all).
    package static func isGeneralLimit(_ bound: Double?) -> Bool {
        bound.map { abs($0) == settingLimit } ?? true
    }

    /// Whether `value` is finite and in the range.
    package func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }
}
