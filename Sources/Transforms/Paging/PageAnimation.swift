/// Upstream's `DefaultViewAnimator.Curve`, with upstream's formulas. Note upstream's naming:
/// its `easeIn` is `−p(p − 2)` (fast start) and its `easeOut` is `p²` (slow start).
public enum AnimatorCurve: String, CaseIterable, Hashable, Sendable {
    case linear, parametric, easeInOut, easeIn, easeOut

    /// Maps elapsed time fraction `p` (clamped to `0…1`) to animation progress, clamped to `0…1`.
    package func fromLinear(progress: Double) -> Double {
        let p = Swift.min(Swift.max(progress, 0), 1)
        let result: Double
        switch self {
        case .linear: result = p
        case .parametric: result = (p * p) / (2.0 * ((p * p) - p) + 1.0)
        case .easeInOut: result = p < 0.5 ? 2 * p * p : (-2 * p * p) + (4 * p) - 1
        case .easeIn: result = -p * (p - 2)
        case .easeOut: result = p * p
        }
        return Swift.min(Swift.max(result, 0), 1)
    }
}

/// A page change animated like upstream's `DefaultViewAnimator(duration, curve:)`:
/// `offset(t) = from + (to − from) · curve(t / duration)`.
package struct PageAnimation: Hashable, Sendable {
    /// Offset (pages) at the start.
    package var from: Double
    /// Offset (pages) at the end.
    package var to: Double
    /// Seconds; 0 or less jumps straight to `to`, as upstream.
    package var duration: Double
    /// How the offset eases from `from` to `to`.
    package var curve: AnimatorCurve

    /// Flipbook's default animator: 0.3 s, `easeInOut`. (Upstream has no default animator and
    /// falls back on UIKit's own scroll animation, which lasts about 0.3 s.)
    package static let defaultDuration = 0.3
    /// See `defaultDuration`.
    package static let defaultCurve = AnimatorCurve.easeInOut

    /// An animation from one offset to another.
    package init(from: Double, to: Double, duration: Double = defaultDuration, curve: AnimatorCurve = defaultCurve) {
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    /// The scroll offset `time` seconds after the start.
    package func offset(at time: Double) -> Double {
        guard duration > 0 else { return to }
        return from + (to - from) * curve.fromLinear(progress: time / duration)
    }

    /// Whether the animation has finished at `time` (upstream finishes on the first tick past the duration).
    package func isFinished(at time: Double) -> Bool { duration <= 0 || time / duration > 1 }
}
