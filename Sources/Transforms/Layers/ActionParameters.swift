/// How an action eases its progress (PVView's `timingFunction`): a `TimingCurve` (one of the
/// 29 names, a cubic-bezier, or a spring sampled over the action's range) and how a Bézier is solved.
///
/// PVView evaluates its Bézier with a coarse tolerance and without clamping, so `solver` defaults
/// to `.pvview` (what an app using PVView shows); `.exact` gives the true curve, clamped to `0…1`.
public struct ActionTiming: Hashable, Sendable {
    /// The curve.
    public var curve: TimingCurve
    /// How a Bézier curve is solved.
    public var solver: TimingCurve.Solver

    /// `curve` solved by `solver` (PVView's by default).
    public init(curve: TimingCurve, solver: TimingCurve.Solver = .pvview) {
        self.curve = curve
        self.solver = solver
    }

    /// The eased progress for a linear progress `q`; called with values outside `0…1` while bouncing.
    @inlinable
    public func evaluate(_ q: Double) -> Double {
        curve.value(at: q, solver: solver)
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
public struct ActionParameters: Hashable, Sendable {
    /// Page progress at which the action starts, `0…1`.
    public var startOffset: Double
    /// Page progress at which the action ends, `startOffset < stopOffset ≤ 1`.
    public var stopOffset: Double
    /// The easing; `nil` steps linearly.
    public var timing: ActionTiming?
    /// Clamp the action progress to `0…1` before easing (not in PVView).
    public var clamp: Bool

    /// PVView's `PVParameters(startOffset:stopOffset:timingFunction:)`, plus `clamp`.
    public init(startOffset: Double = 0, stopOffset: Double = 1, timing: ActionTiming? = nil, clamp: Bool = false) {
        self.startOffset = startOffset
        self.stopOffset = stopOffset
        self.timing = timing
        self.clamp = clamp
    }

    /// `PVParameters.default`: the whole page, linear.
    public static let `default` = ActionParameters()

    /// True when PVView's precondition `0 ≤ startOffset < stopOffset ≤ 1` holds.
    public var isValid: Bool {
        startOffset >= 0 && startOffset < stopOffset && stopOffset <= 1
    }

    /// The linear action progress `q` for page progress `p` (before easing): see the type's formula.
    @inlinable
    public func linearProgress(_ p: Double) -> Double {
        let offset = startOffset == 0 ? p : Swift.max(p - startOffset, 0)
        let speed = 1 / (stopOffset - startOffset)
        var q = stopOffset == 1 ? offset * speed : Swift.min(offset * speed, 1)
        if clamp { q = Swift.min(Swift.max(q, 0), 1) }
        return q
    }

    /// The progress the action's change is stepped with: `timing(q)`, or `q` without a timing.
    @inlinable
    public func easedProgress(linear q: Double) -> Double {
        timing?.evaluate(q) ?? q
    }
}
