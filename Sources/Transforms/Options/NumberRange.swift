/// A range of allowed numbers: what an option accepts. The config reader checks values against it
/// and publishes it as JSON Schema's `minimum`/`maximum`; the docs' option tables print it.
package struct NumberRange: Hashable, Sendable {
    /// The lowest value allowed, or `nil` for no lower bound.
    package var lower: Double?
    /// Whether `lower` itself is allowed.
    package var lowerInclusive = true
    /// The highest value allowed, or `nil` for no upper bound.
    package var upper: Double?
    /// Whether `upper` itself is allowed.
    package var upperInclusive = true

    /// A range; every bound is optional.
    package init(lower: Double? = nil, lowerInclusive: Bool = true, upper: Double? = nil, upperInclusive: Bool = true) {
        self.lower = lower
        self.lowerInclusive = lowerInclusive
        self.upper = upper
        self.upperInclusive = upperInclusive
    }

    /// Any finite number.
    package static let finite = NumberRange()
    /// `≥ 0`.
    package static let nonNegative = NumberRange(lower: 0)
    /// `> 0`.
    package static let positive = NumberRange(lower: 0, lowerInclusive: false)
    /// `0…1`.
    package static let unit = NumberRange(lower: 0, upper: 1)

    /// `lower…upper`, both included.
    package static func between(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper)
    }

    /// Whether `value` is finite and in the range.
    package func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, lowerInclusive ? value < lower : value <= lower { return false }
        if let upper, upperInclusive ? value > upper : value >= upper { return false }
        return true
    }
}
