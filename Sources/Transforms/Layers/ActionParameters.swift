/// How an action eases its progress (PVView's `timingFunction`): a `TimingCurve` (one of the
/// 29 names, a cubic-bezier, or a spring sampled over the action's range) and how a Bézier is
/// solved, or a custom function as PVView lets an app write its own `PVTimingFunctionType`: a
/// formula of the input (`TimingExpression`) or points joined by straight lines.
///
/// PVView evaluates its Bézier with a coarse tolerance and without clamping, so `solver` defaults
/// to `.pvview` (what an app using PVView shows); `.exact` gives the true curve, clamped to `0…1`.
package struct ActionTiming: Hashable, Sendable {
    /// The kinds of timing function.
    package enum Function: Hashable, Sendable {
        /// A named curve, a cubic-bezier or a spring.
        case curve(TimingCurve)
        /// PVView's custom `PVTimingFunctionType.evaluate(_ input:)` written as a formula.
        case expression(TimingExpression)
        /// `[x, y]` points joined by straight lines (a linear `KeyframeTrack`): the first point's
        /// `y` before it, the last one's after it.
        case points(KeyframeTrack)
    }

    /// The function.
    package var function: Function
    /// How a Bézier curve is solved (unused by the custom functions).
    package var solver: TimingCurve.Solver

    /// `curve` solved by `solver` (PVView's by default).
    package init(curve: TimingCurve, solver: TimingCurve.Solver = .pvview) {
        self.init(.curve(curve), solver: solver)
    }

    /// `function`, a Bézier solved by `solver` (PVView's by default).
    package init(_ function: Function, solver: TimingCurve.Solver = .pvview) {
        self.function = function
        self.solver = solver
    }

    /// The curve, or `nil` for a custom function.
    package var curve: TimingCurve? {
        if case let .curve(curve) = function { return curve }
        return nil
    }

    /// The eased progress for a linear progress `q`; called with values outside `0…1` while bouncing.
    ///
    /// A formula is checked at load on 257 inputs over `0…1`; where it is still not finite (an
    /// input between those samples, or a bounce outside `0…1`) it is evaluated at `q` clamped to
    /// `0…1`, and if that is not finite either the progress stays linear (`q`), so no NaN or
    /// infinity reaches a layer.
    @inlinable
    package func evaluate(_ q: Double) -> Double {
        switch function {
        case let .curve(curve): return curve.value(at: q, solver: solver)
        case let .expression(expression):
            let value = expression.evaluate(q)
            if value.isFinite { return value }
            let clamped = expression.evaluate(Swift.min(Swift.max(q, 0), 1))
            return clamped.isFinite ? clamped : q
        case let .points(track): return track.value(at: q)
        }
    }
}

/// PVView's `PVParameters`: the part of the page progress an action plays over, and its easing.
///
/// The action progress for a page progress `p` is PVView's `PVActionBasicType.update`:
/// ```
/// off = (startOffset == 0) ? p : max(p − startOffset, 0)
/// q   = (stopOffset == 1) ? off / (stopOffset − startOffset) : min(off / (stopOffset − startOffset), 1)
/// ```
/// so a negative bounce passes through only when the action starts at 0, and a bounce beyond 1
/// only when it stops at 1. With `clamp` (Flipbook's addition) `q` is clamped to `0…1`, so a
/// bounce never runs an action backwards or past its end. The change is then stepped with
/// `timing(q)` (or `q` without a timing).
///
/// PVView requires `0 ≤ startOffset < stopOffset ≤ 1`; configs are checked for it, and the
/// formulas above are applied as written to whatever is given.
package struct ActionParameters: Hashable, Sendable {
    /// Page progress at which the action starts, `0…1`.
    package var startOffset: Double
    /// Page progress at which the action ends, `startOffset < stopOffset ≤ 1`.
    package var stopOffset: Double
    /// The easing; `nil` steps linearly.
    package var timing: ActionTiming?
    /// Clamp the action progress to `0…1` before easing (not in PVView).
    package var clamp: Bool

    /// PVView's `PVParameters(startOffset:stopOffset:timingFunction:)`, plus `clamp`.
    package init(startOffset: Double = 0, stopOffset: Double = 1, timing: ActionTiming? = nil, clamp: Bool = false) {
        self.startOffset = startOffset
        self.stopOffset = stopOffset
        self.timing = timing
        self.clamp = clamp
    }

    /// `PVParameters.default`: the whole page, linear.
    package static let `default` = ActionParameters()

    /// True when PVView's precondition `0 ≤ startOffset < stopOffset ≤ 1` holds.
    package var isValid: Bool {
        startOffset >= 0 && startOffset < stopOffset && stopOffset <= 1
    }

    /// The linear action progress `q` for page progress `p` (before easing): see the type's formula.
    @inlinable
    package func linearProgress(_ p: Double) -> Double {
        let offset = startOffset == 0 ? p : Swift.max(p - startOffset, 0)
        let speed = 1 / (stopOffset - startOffset)
        var q = stopOffset == 1 ? offset * speed : Swift.min(offset * speed, 1)
        if clamp { q = Swift.min(Swift.max(q, 0), 1) }
        return q
    }

    /// The progress the action's change is stepped with: `timing(q)`, or `q` without a timing.
    @inlinable
    package func easedProgress(linear q: Double) -> Double {
        timing?.evaluate(q) ?? q
    }
}
