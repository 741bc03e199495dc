/// How an animation's progress follows time: a cubic Bézier (one of PVView's 29 names or any
/// `cubic-bezier(x1, y1, x2, y2)`) read against the time fraction `0…1`, or a spring that runs in
/// real time until it settles.
///
/// Spellings (configs and the command line): a name (`easeOutBack`, also `ease-out-back`, CSS's
/// `ease`), `x1,y1,x2,y2` or `cubic-bezier(x1,y1,x2,y2)`, `spring:RESPONSE,DAMPING_FRACTION`.
public enum TimingCurve: Hashable, Sendable {
    /// One of PVView's named curves.
    case named(TimingCurveName)
    /// `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 must be in `0…1`.
    case cubicBezier(Double, Double, Double, Double)
    /// A spring from 0 to 1 (see `Spring`).
    case spring(Spring)

    /// How a Bézier's time fraction is solved for.
    public enum Solver: String, CaseIterable, Hashable, Sendable {
        /// To the last bit (within 1e-9 of the true curve, see `CubicBezier.value(at:)`); the default.
        case exact
        /// As PVView does, with its coarse ε = 0.005 (see `CubicBezier.pvviewValue(at:)`).
        case pvview
    }

    /// `linear`.
    public static var linear: TimingCurve { .named(.linear) }
    /// `easeIn`: cubic-bezier(0.42, 0, 1, 1).
    public static var easeIn: TimingCurve { .named(.easeIn) }
    /// `easeOut`: cubic-bezier(0, 0, 0.58, 1).
    public static var easeOut: TimingCurve { .named(.easeOut) }
    /// `easeInOut`: cubic-bezier(0.42, 0, 0.58, 1).
    public static var easeInOut: TimingCurve { .named(.easeInOut) }

    /// The Bézier, or `nil` for a spring.
    package var bezier: CubicBezier? {
        switch self {
        case let .named(name): return name.bezier
        case let .cubicBezier(x1, y1, x2, y2): return CubicBezier(x1, y1, x2, y2)
        case .spring: return nil
        }
    }

    /// Whether the curve can be evaluated: a Bézier with `isValid`, or a spring with `isValid`.
    package var isValid: Bool {
        if case let .spring(spring) = self { return spring.isValid }
        return bezier?.isValid ?? false
    }

    /// Progress at time fraction `fraction` of the whole animation.
    ///
    /// A Bézier: `y` where `x = fraction`, by `solver` (exact clamps `fraction` to `0…1`; pvview
    /// does not, as PVView). A spring: its value at `fraction × settleDuration()` seconds, so a
    /// sweep through a spring ends settled; fraction 1 and beyond give exactly 1.
    public func value(at fraction: Double, solver: Solver = .exact) -> Double {
        switch self {
        case let .spring(spring):
            guard fraction < 1 else { return 1 }
            return spring.value(at: Swift.max(fraction, 0) * spring.settleDuration())
        default:
            guard let bezier else { return fraction }
            switch solver {
            case .exact: return bezier.value(at: fraction)
            case .pvview: return bezier.pvviewValue(at: fraction)
            }
        }
    }
}
