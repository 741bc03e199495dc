#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif
import Problems

/// A damped spring moving a value from 0 to 1, in closed form, as SwiftUI's `Animation.spring`
/// and UIKit's `UISpringTimingParameters` define it.
///
/// The displacement `y = x − 1` obeys `m·y″ + c·y′ + k·y = 0` with `y(0) = −1`, `y′(0) = v₀`.
/// With `α = c / 2m`, `ω₀ = √(k/m)`, `ζ = α / ω₀`:
/// - under-damped (ζ < 1), `ω = ω₀·√(1 − ζ²)`: `y = e^(−αt)·(−cos ωt + (v₀ − α)·sin(ωt)/ω)`;
/// - critically damped (ζ = 1): `y = e^(−αt)·(−1 + (v₀ − α)·t)`;
/// - over-damped (ζ > 1), `β = ω₀·√(ζ² − 1)`: `y = e^(−αt)·(−cosh βt + (v₀ − α)·sinh(βt)/β)`.
/// For v₀ = 0 the under-damped case is `1 − e^(−ζω₀t)(cos ωt + (ζω₀/ω) sin ωt)`.
public struct Spring: Hashable, Sendable {
    /// Mass, > 0 (SwiftUI's `response`/`dampingFraction` springs have mass 1).
    public var mass: Double
    /// Stiffness `k` (N/m in UIKit's words), > 0.
    public var stiffness: Double
    /// Damping coefficient `c`, ≥ 0 (0 never settles and is refused by `isValid`).
    public var damping: Double
    /// Initial velocity in distances per second: 1 means the whole distance per second, toward the
    /// target when positive (UIKit's `initialVelocity` convention).
    public var initialVelocity: Double

    /// A spring from physical parameters, as `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI's `spring(response:dampingFraction:)`: mass 1, `k = (2π / response)²`,
    /// `c = 4π·dampingFraction / response`. `response` is the undamped period in seconds.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingFraction * omega, initialVelocity: initialVelocity)
    }

    /// Whether the spring moves and comes to rest: all numbers finite, mass and stiffness > 0, damping > 0.
    package var isValid: Bool {
        [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite) && mass > 0 && stiffness > 0 && damping > 0
    }

    /// The undamped angular frequency `ω₀ = √(k/m)`, rad/s.
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio `ζ = c / (2·√(k·m))`: below 1 it overshoots, 1 is critical, above 1 it creeps.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped period `2π/ω₀` in seconds (SwiftUI's `response`).
    package var response: Double { 2 * Double.pi / naturalFrequency }

    /// Progress (0 at rest at the start, 1 at the target) `time` seconds after the start; 0 before it.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 + displacement(at: time)
    }

    /// Progress per second at `time` (the derivative of `value(at:)`); `initialVelocity` at 0.
    public func velocity(at time: Double) -> Double {
        velocity(from: -1, velocity: initialVelocity, at: time)
    }

    /// `y(t) = x(t) − 1`, the signed distance still to go.
    func displacement(at t: Double) -> Double {
        displacement(from: -1, velocity: initialVelocity, at: t)
    }

    /// The displacement from the rest point `t` seconds after starting at displacement `y0` with
    /// velocity `v0` (any units): `y = e^(−αt)·(y0·C(t) + (v0 + α·y0)·S(t))`. This is the spring of
    /// a motion from any offset and speed toward a target (a settle after a release).
    package func displacement(from y0: Double, velocity v0: Double, at t: Double) -> Double {
        let t = Swift.max(t, 0)
        let alpha = damping / (2 * mass)
        let (c, s, decay) = basis(at: t)
        return decay * (y0 * c + (v0 + alpha * y0) * s)
    }

    /// The derivative of `displacement(from:velocity:at:)`:
    /// `e^(−αt)·(v0·C − (λ·y0 + α·(v0 + α·y0))·S)`, from `C′ = −λS`, `S′ = C`.
    public func velocity(from y0: Double, velocity v0: Double, at t: Double) -> Double {
        let t = Swift.max(t, 0)
        let alpha = damping / (2 * mass)
        let lambda = stiffness / mass - alpha * alpha
        let (c, s, decay) = basis(at: t)
        return decay * (v0 * c - (lambda * y0 + alpha * (v0 + alpha * y0)) * s)
    }

    /// `(C(t), S(t), e^(−αt))` with `C = cos ωt, S = sin(ωt)/ω` (under-damped), `C = 1, S = t`
    /// (critical), `C = cosh βt, S = sinh(βt)/β` (over-damped). For the over-damped case the decay
    /// is folded into C and S (returned decay 1) so that large `t` cannot overflow `cosh`.
    private func basis(at t: Double) -> (Double, Double, Double) {
        let alpha = damping / (2 * mass)
        let lambda = stiffness / mass - alpha * alpha   // ω² when positive, −β² when negative
        if lambda > 0 {
            let omega = lambda.squareRoot()
            let phase = omega * t
            return (cos(phase), phase == 0 ? t : sin(phase) / omega, exp(-alpha * t))
        }
        if lambda == 0 { return (1, t, exp(-alpha * t)) }
        let beta = (-lambda).squareRoot()
        let x = beta * t
        if x < 1 {
            // Small βt: sinh(x)/x by its series keeps precision near critical damping.
            let sinhc = x == 0 ? 1 : sinh(x) / x
            return (cosh(x), t * sinhc, exp(-alpha * t))
        }
        // β − α written as −(k/m)/(α + β): the same number without the cancellation that made a
        // heavily over-damped spring (α ≈ β ≈ 5e17) never move (`spring:1e-9,1e9,1e9,0` swept 0, 0, 0, 0, 1).
        let slow = exp(-(stiffness / mass) / (alpha + beta) * t), fast = exp(-(alpha + beta) * t)
        return ((slow + fast) / 2, (slow - fast) / (2 * beta), 1)
    }
}

extension Spring {
    /// The tolerance of "settled": within 0.1 % of the distance.
    public static let settleTolerance = 0.001

    /// The longest a spring may take to settle, in seconds (10 minutes). A slower spring (a
    /// response of hours, a damping fraction of 1e-4) is a mistake: no animation lasts that long,
    /// and sampling it would take a frame count no scene allows. Readers refuse such springs
    /// (`settlesInTime`) with this limit named.
    package static let maximumSettleDuration = 600.0

    /// Whether the spring's own motion (0 to 1 from `initialVelocity`) settles within
    /// `maximumSettleDuration` seconds. Requires `isValid`.
    package var settlesInTime: Bool { settleDuration() <= Self.maximumSettleDuration }

    /// Why the spring is refused (it settles after `settleDuration()` seconds, more than
    /// `maximumSettleDuration`), and what to change; `nil` when it settles in time. Requires `isValid`.
    package var slowSettleProblem: Problem? {
        let settle = settleDuration()
        guard settle > Self.maximumSettleDuration else { return nil }
        let shown = settle.isFinite && settle < 1e15 ? "\(Int(settle.rounded())) s" : "for ever"
        return Problem(.outOfRange, "the spring \(TimingCurve.spring(self).spelling) takes \(shown) to settle; springs must settle within \(Int(Self.maximumSettleDuration)) s",
                       fix: "raise the damping fraction (0.5 to 1 is usual) or shorten the response (0.2 to 1 s)", value: shown)
    }

    /// Seconds until the spring is settled: the earliest `T` after which `|value − 1| ≤ tolerance`
    /// for ever (it has come to rest in the band, not merely crossed it). Requires `isValid`.
    ///
    /// Found from a decaying bound on `|y|` (e^(−αt)·√(1 + ((v₀−α)/ω)²) under-damped,
    /// e^(−αt)·(1 + |v₀−α|·t) critical, e^((β−α)t)·(1 + |v₀−α|/β) over-damped), then a backward
    /// scan for the last excursion outside the band (at most a million samples) and bisection of
    /// its crossing to 1e-12 s (or the doubles' own spacing, for long settles).
    /// Spring(response: 0.4, dampingFraction: 0.95) settles after ≈ 0.49 s.
    public func settleDuration(tolerance: Double = settleTolerance) -> Double {
        settleDuration(from: -1, velocity: initialVelocity, tolerance: tolerance)
    }

    /// Seconds until a motion starting at displacement `y0` with velocity `v0` stays within
    /// `tolerance` (same units) of the rest point for good; 0 when it already is and at rest.
    public func settleDuration(from y0: Double, velocity v0: Double, tolerance: Double) -> Double {
        guard tolerance > 0 else { return y0 == 0 && v0 == 0 ? 0 : .infinity }
        if y0 == 0 && v0 == 0 { return 0 }
        let alpha = damping / (2 * mass)
        let lambda = stiffness / mass - alpha * alpha
        let k1 = Swift.abs(v0 + alpha * y0), a0 = Swift.abs(y0)
        func bound(_ t: Double) -> Double {
            if lambda > 0 { return exp(-alpha * t) * (a0 * a0 + k1 * k1 / lambda).squareRoot() }
            if lambda == 0 { return exp(-alpha * t) * (a0 + k1 * t) }
            let beta = (-lambda).squareRoot()
            return exp((beta - alpha) * t) * (a0 + k1 / beta)
        }
        func outside(_ t: Double) -> Bool { Swift.abs(displacement(from: y0, velocity: v0, at: t)) > tolerance }
        var end = 1 / alpha
        var doublings = 0
        while bound(end) > tolerance && doublings < 1100 {
            end *= 2
            doublings += 1
        }
        var step = end / 2048
        if lambda > 0 { step = Swift.min(step, Double.pi / lambda.squareRoot() / 8) }
        // A budget of a million samples: only springs far slower than `maximumSettleDuration`
        // (refused anyway) need more, and for them a coarser scan still bounds the settle.
        step = Swift.max(step, end / 1_000_000)
        var t = end
        while t > 0 && !outside(t) { t = Swift.max(t - step, 0) }
        if !outside(t) { return 0 }
        var low = t, high = Swift.min(t + step, end)
        // Past ~8192 s two doubles 1e-12 apart do not exist: stop when the midpoint is an end.
        while high - low > 1e-12 {
            let middle = (low + high) / 2
            guard middle > low && middle < high else { break }
            if outside(middle) { low = middle } else { high = middle }
        }
        return high
    }
}
