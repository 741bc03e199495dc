#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Flipbook's model of a `UIScrollView` with `isPagingEnabled`. Apple does not document the rule;
/// this one is our choice, stated so it can be checked:
/// - dragging moves the offset 1:1 (`−translation / pageLength` pages), and past the first or last
///   page the overscroll `x` (points) shows as the classic rubber band `(1 − 1/(x·c/d + 1))·d`,
///   c = 0.55, d = the page length;
/// - on release the offset is projected by UIKit's normal deceleration rate (0.998 per ms:
///   `velocity · 0.499 s`, the projection of Apple's "Designing Fluid Interfaces"), rounded to a
///   page and kept within one page of the page the gesture started on (and within the content);
/// - the settle is a critically damped spring (response 0.3 s) from the released offset and the
///   part of the velocity that points at the target (a paging scroll view does not carry on away
///   from the page it chose), ended when within 0.001 page of the target for good, or when it
///   reaches the target, where a hard flick would otherwise carry it past: a paging scroll view
///   stops at the page. So the settle moves monotonically and never passes its target.
package enum ScrollViewPaging {
    /// The rubber band's constant `c`.
    package static let rubberBandConstant = 0.55
    /// UIKit's `UIScrollView.DecelerationRate.normal`, per millisecond.
    package static let decelerationRate = 0.998
    /// The settle spring.
    package static let settleSpring = Spring(response: 0.3, dampingFraction: 1)
    /// A settle ends within this many pages of its target.
    package static let settleTolerance = 0.001

    /// The rubber band: `(1 − 1/(x·c/d + 1))·d` for an overscroll of `x ≥ 0` points and a page of `d` points.
    package static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        (1 - 1 / (x * rubberBandConstant / d + 1)) * d
    }

    /// The rubber band's slope at `x`: `c / (x·c/d + 1)²`.
    package static func rubberBandSlope(_ x: Double, dimension d: Double) -> Double {
        let q = x * rubberBandConstant / d + 1
        return rubberBandConstant / (q * q)
    }

    /// The shown offset (pages) for an unconstrained offset `raw`: itself within `0…last`, rubber-banded past either end.
    package static func shownOffset(_ raw: Double, pageLength: Double, pageCount: Int) -> Double {
        let last = Double(Swift.max(pageCount - 1, 0))
        if raw < 0 { return -rubberBand(-raw * pageLength, dimension: pageLength) / pageLength }
        if raw > last { return last + rubberBand((raw - last) * pageLength, dimension: pageLength) / pageLength }
        return raw
    }

    /// How fast the shown offset moves (pages/s) when the unconstrained one moves at `rawVelocity`.
    package static func shownVelocity(_ rawVelocity: Double, raw: Double, pageLength: Double, pageCount: Int) -> Double {
        let last = Double(Swift.max(pageCount - 1, 0))
        if raw < 0 { return rawVelocity * rubberBandSlope(-raw * pageLength, dimension: pageLength) }
        if raw > last { return rawVelocity * rubberBandSlope((raw - last) * pageLength, dimension: pageLength) }
        return rawVelocity
    }

    /// The settle after a release from `from` (pages, moving at `velocity` pages/s) to the page
    /// `to`, started at `startTime`: see the type for the rule.
    static func settle(from: Double, to: Double, velocity: Double, at startTime: Double) -> OffsetAnimation {
        let velocity = (to - from) * velocity > 0 ? velocity : 0
        let y0 = from - to
        let full = settleSpring.settleDuration(from: y0, velocity: velocity, tolerance: settleTolerance)
        // A fast release toward the page swings the spring past it once: stop at the crossing.
        let crossing = y0 == 0 ? nil : TimelineRun.firstInterval(in: 0, full) { time in
            settleSpring.displacement(from: y0, velocity: velocity, at: time) * y0 <= 0
        }
        return .spring(from: from, to: to, at: startTime, spring: settleSpring, velocity: velocity, tolerance: settleTolerance,
                       duration: crossing.map { $0.1 }, endsAtTarget: true)
    }

    /// Seconds of travel UIKit's deceleration projects a velocity by: `rate / (1 − rate) / 1000` (0.499 s).
    package static var projectionTime: Double { decelerationRate / (1 - decelerationRate) / 1000 }

    /// The page a release settles on: `round(offset + velocity · projectionTime)`, kept within one
    /// page of `startPage` and within `0…pageCount − 1`. `velocity` is in pages/s.
    package static func targetPage(offset: Double, velocity: Double, startPage: Int, pageCount: Int) -> Int {
        let projected = (offset + velocity * projectionTime).rounded()
        let low = Swift.max(startPage - 1, 0), high = Swift.min(startPage + 1, pageCount - 1)
        guard projected.isFinite else { return Swift.min(Swift.max(startPage, low), high) }
        return Int(Swift.min(Swift.max(projected, Double(low)), Double(Swift.max(high, low))))
    }
}
