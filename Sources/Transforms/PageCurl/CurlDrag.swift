#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// How a finger turns a page: where it holds the sheet, where it is at each moment of the turn,
/// and the cylinder (`CurlCylinder`) that follows from that.
///
/// All in the leaf's sheet frame (points; `x` from the spine, `y` along it; width `w`, height `h`):
/// - **Grab point** `G = (w, grab·h)`: the finger holds the free edge at fraction `grab`
///   along it (1 = the far corner, 0.5 = the middle).
/// - **Finger path**: at progress `p` the finger is at
///   `F(p) = (w − 2w·p, grab·h + lift·h·sin(πp)·σ)` with `σ = 1 − 2·grab`, which points from the
///   grab point toward the middle of the edge (−1 at the far corner, +1 at the near one, 0 at the
///   middle). The finger ends at `G`'s mirror
///   image across the spine: the page has turned over. `lift > 0` makes the drag diagonal, so a
///   page held near a corner curls that corner first.
/// - **Axis**: as when folding paper, the line under the axis is perpendicular to `G − F`:
///   `n = (G − F) / |G − F|`. The grabbed point is carried exactly to the finger: its distance `d`
///   from the line solves `g(d) = |G − F|` with `g(d) = d − r·sin(d/r)` while it is on the cylinder
///   (`d < πr`) and `g(d) = 2d − πr` past it (`g` increases, so there is one solution; bisection).
///   Then `A = G − d·n`.
/// - **Radius** `r(p) = radius · (1 − p)`: the curl tightens as the turn ends, so at `p = 1` the
///   page lies flat, mirrored across the spine.
/// - **Spine**: the bound edge never lifts. If the line would cross the spine inside the sheet,
///   it is moved along `n` until the spine's nearer end touches it (the finger slips).
/// At `p ≤ 0` there is no curl (the page is flat); `p` is clamped to `0…1`.
package struct CurlDrag: Hashable, Sendable {
    /// The leaf's size in points.
    package var sheet: Size
    /// Fraction along the free edge where the finger holds the page, `0…1`.
    package var grab: Double
    /// How far the finger's path bows toward the middle of the edge, as a fraction of the height.
    package var lift: Double
    /// The cylinder's radius at the start of the turn, points.
    package var radius: Double

    /// A drag on a sheet of `sheet` size.
    package init(sheet: Size, grab: Double, lift: Double, radius: Double) {
        self.sheet = sheet
        self.grab = grab
        self.lift = lift
        self.radius = radius
    }

    /// The grab point `G`.
    package var grabPoint: Point { Point(x: sheet.width, y: grab * sheet.height) }

    /// The finger `F(p)`.
    package func finger(progress: Double) -> Point {
        let p = progress.clampedToUnit
        let g = grabPoint
        let toward = 1 - 2 * grab
        return Point(x: sheet.width - 2 * sheet.width * p, y: g.y + lift * sheet.height * sin(Double.pi * p) * toward)
    }

    /// The cylinder at progress `p`, or `nil` when the page is flat (`p ≤ 0`, or the finger has not moved).
    package func cylinder(progress: Double) -> CurlCylinder? {
        let p = progress.clampedToUnit
        guard p > 0 else { return nil }
        let g = grabPoint, f = finger(progress: p)
        let dx = g.x - f.x, dy = g.y - f.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0, distance.isFinite else { return nil }
        let n = Point(x: dx / distance, y: dy / distance)
        let r = Swift.max(0, radius) * (1 - p)
        let d = Self.depth(carrying: distance, radius: r)
        var a = Point(x: g.x - d * n.x, y: g.y - d * n.y)
        // The spine (x = 0, y in 0…h) must stay on the flat side: (S − A)·n ≤ 0 at both ends.
        let overshoot = Swift.max((0 - a.x) * n.x + (0 - a.y) * n.y, (0 - a.x) * n.x + (sheet.height - a.y) * n.y)
        if overshoot > 0 { a = Point(x: a.x + overshoot * n.x, y: a.y + overshoot * n.y) }
        return CurlCylinder(sheet: sheet, axisPoint: a, normal: n, radius: r)
    }

    /// The distance `d` from the axis line at which a sheet point is seen `distance` closer to the
    /// spine than where it lies: the solution of `g(d) = distance` (see the type's comment).
    package static func depth(carrying distance: Double, radius r: Double) -> Double {
        guard distance > 0 else { return 0 }
        let halfTurn = Double.pi * r
        // g(πr) = πr: beyond it the closed form 2d − πr = distance.
        if distance >= halfTurn { return (distance + halfTurn) / 2 }
        var low = 0.0, high = halfTurn
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if mid - r * sin(mid / r) < distance { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
