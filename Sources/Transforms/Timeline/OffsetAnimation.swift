/// An animated change of the scroll offset, started at `startTime`.
///
/// A Bézier (or any time-fraction curve) runs for `duration` seconds:
/// `offset = from + (to − from)·curve((t − start)/duration)`. A spring is physical: it starts at
/// `from` with `velocity` (pages/s), heads for `to`, and ends when it stays within `tolerance`
/// pages of it; a `duration` cuts it short. Upstream's `DefaultViewAnimator` curves come as
/// `PageAnimation`.
struct OffsetAnimation {
    enum Kind {
        case curve(TimingCurve, TimingCurve.Solver)
        case spring(Spring, velocity: Double)
        case animator(AnimatorCurve)
    }

    let from: Double
    let to: Double
    let startTime: Double
    let kind: Kind
    /// Seconds from `startTime` to the end.
    let duration: Double
    /// Whether the last value is `to` (false only for a spring cut short by its duration).
    var endsAtTarget = true

    /// A curve over `duration` seconds (a spring curve here is physical, see `spring`).
    static func curve(from: Double, to: Double, at startTime: Double, duration: Double, curve: TimingCurve,
                      solver: TimingCurve.Solver) -> OffsetAnimation {
        if case let .spring(spring) = curve {
            return .spring(from: from, to: to, at: startTime, spring: spring, velocity: 0,
                           tolerance: Spring.settleTolerance * Swift.abs(to - from), duration: duration)
        }
        return OffsetAnimation(from: from, to: to, startTime: startTime, kind: .curve(curve, solver), duration: Swift.max(duration, 0))
    }

    /// A spring from `from` (moving at `velocity` pages/s) to `to`, until within `tolerance` pages
    /// for good, or for `duration` seconds when given; `endsAtTarget` makes a shortened spring end on `to`.
    static func spring(from: Double, to: Double, at startTime: Double, spring: Spring, velocity: Double,
                       tolerance: Double, duration: Double? = nil, endsAtTarget: Bool = false) -> OffsetAnimation {
        let settle = tolerance > 0 ? spring.settleDuration(from: from - to, velocity: velocity, tolerance: tolerance) : 0
        return OffsetAnimation(from: from, to: to, startTime: startTime, kind: .spring(spring, velocity: velocity),
                               duration: duration ?? settle, endsAtTarget: endsAtTarget || (duration ?? settle) >= settle)
    }

    /// Upstream's animator (`PageAnimation`).
    static func animator(_ animation: PageAnimation, at startTime: Double) -> OffsetAnimation {
        OffsetAnimation(from: animation.from, to: animation.to, startTime: startTime, kind: .animator(animation.curve),
                        duration: Swift.max(animation.duration, 0))
    }

    /// When it ends (seconds from the timeline's start).
    var endTime: Double { startTime + duration }

    /// The offset at `time`; `from` before the start, the animation's last value after the end
    /// (`to` except for a spring cut short).
    func offset(at time: Double) -> Double {
        let elapsed = Swift.min(Swift.max(time - startTime, 0), duration)
        switch kind {
        case let .curve(curve, solver):
            guard duration > 0 else { return to }
            if elapsed >= duration { return to }
            return from + (to - from) * curve.value(at: elapsed / duration, solver: solver)
        case let .animator(curve):
            guard duration > 0, elapsed < duration else { return to }
            return from + (to - from) * curve.fromLinear(progress: elapsed / duration)
        case let .spring(spring, velocity):
            if elapsed >= duration && endsAtTarget { return to }
            return to + spring.displacement(from: from - to, velocity: velocity, at: elapsed)
        }
    }
}
