/// Upstream's `TransformCurve`: maps a linear progress (normally `0…1`) to a curved one.
public enum TransformCurve: String, CaseIterable, Hashable, Sendable {
    case linear
    case easeIn
    case easeOut

    /// `linear`: `p`; `easeIn`: `log10(1 + 9p)`; `easeOut`: `1 − log10(1 + (9 − 9p))`.
    ///
    /// Side items pass `|progress| > 1`. `easeOut`'s logarithm has no real value from
    /// `p ≥ 10/9` on, where upstream produces NaN; Flipbook uses the limit there, `+∞`,
    /// which the callers' clamps then bound.
    @inlinable
    package func computeFromLinear(progress: Double) -> Double {
        switch self {
        case .linear:
            return progress
        case .easeIn:
            return _log10(1 + progress * 9)
        case .easeOut:
            let argument = 1 + (9 - progress * 9)
            guard argument > 0 else { return .infinity }
            return 1 - _log10(argument)
        }
    }
}
