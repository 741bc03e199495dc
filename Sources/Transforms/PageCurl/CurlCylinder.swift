#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A sheet of paper curled around a cylinder lying on it: the page-curl model.
///
/// Coordinates are the leaf's own ("sheet") frame, in points: `x` runs from the spine (`x = 0`)
/// to the free edge (`x = width`), `y` along the spine (`0…height`). The sheet lies in the plane
/// `z = 0` with its front facing the viewer (`+z`), who looks straight down (orthographic).
///
/// The cylinder has radius `r` and its axis lies at height `r` above the line `{A + t·T}` of the
/// sheet, where `n` is the unit normal pointing to the free side and `T = (−n.y, n.x)`. A sheet
/// point `P` at signed distance `d = (P − A)·n` from that line and `t = (P − A)·T` along it:
/// - `d ≤ 0` stays flat: seen at `P`, height 0, front up;
/// - `0 < d < πr` wraps around the cylinder at angle `θ = d / r`: seen at `A + t·T + r·sin θ·n`,
///   height `r·(1 − cos θ)`; the front faces the viewer while `θ < π/2`, the back after;
/// - `d ≥ πr` has gone over the top and lies flat again, upside down, heading back toward the
///   spine: seen at `A + t·T + (πr − d)·n`, height `2r`, back up.
/// Paper does not stretch: lengths along the sheet are arc lengths on the cylinder.
///
/// A screen point `V` with `s = (V − A)·n` can show (highest first): the upside-down part
/// (`s ≤ 0`, `d = πr − s`), the back on the cylinder (`0 ≤ s ≤ r`, `θ = π − asin(s/r)`), the front
/// on the cylinder (`0 ≤ s ≤ r`, `θ = asin(s/r)`), the flat part (`s ≤ 0`, `d = s`) — each only
/// where that sheet point exists (lies inside the sheet). What shows is the highest that exists;
/// where none does, the page underneath is revealed. The outline of the curled part on screen
/// (its silhouette) is the fold line `s = r` where the sheet exists on the cylinder, plus the
/// images of the sheet's edges.
package struct CurlCylinder: Hashable, Sendable {
    /// The sheet's size in points (`x` from the spine, `y` along it).
    package var sheet: Size
    /// A point of the line under the cylinder's axis, in sheet coordinates.
    package var axisPoint: Point
    /// Unit normal of that line, pointing to the free (curled) side.
    package var normal: Point
    /// The cylinder's radius in points, ≥ 0 (0 folds the sheet flat over the line).
    package var radius: Double

    /// A cylinder on `sheet` along the line through `axisPoint` with unit `normal`.
    package init(sheet: Size, axisPoint: Point, normal: Point, radius: Double) {
        self.sheet = sheet
        self.axisPoint = axisPoint
        self.normal = normal
        self.radius = Swift.max(0, radius)
    }

    /// The axis direction `T = (−n.y, n.x)`.
    @inlinable package var tangent: Point { Point(x: -normal.y, y: normal.x) }

    /// `s = (p − A)·n`: how far `p` lies from the axis line toward the free side (negative on the
    /// spine's side), in points.
    @inlinable
    package func across(_ p: Point) -> Double {
        (p.x - axisPoint.x) * normal.x + (p.y - axisPoint.y) * normal.y
    }

    /// `t = (p − A)·T`: how far `p` lies along the axis line from `A`, in points.
    @inlinable
    package func along(_ p: Point) -> Double {
        (p.x - axisPoint.x) * tangent.x + (p.y - axisPoint.y) * tangent.y
    }

    /// `A + t·T + s·n`: the point `along` points along the axis line and `across` points from it
    /// (the inverse of `along(_:)` and `across(_:)`).
    @inlinable
    package func point(along t: Double, across s: Double) -> Point {
        Point(x: axisPoint.x + t * tangent.x + s * normal.x, y: axisPoint.y + t * tangent.y + s * normal.y)
    }

    /// Which side of the paper faces the viewer.
    package enum Face: Hashable, Sendable {
        case front, back
    }

    /// Where a sheet point is seen: the screen position (sheet frame, orthographic), its height
    /// above the sheet's plane and the face turned toward the viewer.
    package struct Placement: Hashable, Sendable {
        /// Screen position in sheet coordinates.
        package var point: Point
        /// Height above the plane, `0…2r`.
        package var height: Double
        /// The face the viewer sees there.
        package var face: Face
        /// The cylinder angle `θ = d/r` (0 on the flat part, π on the upside-down part).
        package var angle: Double
    }

    /// The forward map: where sheet point `p` is seen (see the type's rule).
    package func place(_ p: Point) -> Placement {
        let d = across(p), t = along(p)
        let r = radius
        func at(_ s: Double) -> Point { point(along: t, across: s) }
        if d <= 0 { return Placement(point: p, height: 0, face: .front, angle: 0) }
        if d < Double.pi * r {
            let theta = d / r
            return Placement(point: at(r * sin(theta)), height: r * (1 - cos(theta)), face: theta < Double.pi / 2 ? .front : .back, angle: theta)
        }
        return Placement(point: at(Double.pi * r - d), height: 2 * r, face: .back, angle: Double.pi)
    }

    /// True when `p` lies in the sheet `[0, width] × [0, height]`.
    @inlinable
    package func contains(_ p: Point) -> Bool {
        p.x >= 0 && p.x <= sheet.width && p.y >= 0 && p.y <= sheet.height
    }

    /// What the viewer sees at one screen point.
    package enum Surface: Hashable, Sendable {
        /// The flat (uncurled) part of the sheet.
        case flat
        /// The front of the sheet on the cylinder.
        case front
        /// The back of the sheet: on the cylinder or upside down past it.
        case back
        /// No sheet: the page underneath.
        case revealed
    }

    /// One sheet layer over a screen point.
    package struct Hit: Hashable, Sendable {
        /// The sheet point seen there.
        package var sheetPoint: Point
        /// Front or back.
        package var face: Face
        /// The cylinder angle (0 flat, π upside down).
        package var angle: Double
        /// `|ds/dd|`: how much the sheet is foreshortened across the axis there (`|cos θ|` on the
        /// cylinder, 1 on the flat parts); lengths along the axis are kept.
        package var foreshortening: Double

        /// A layer showing `sheetPoint`.
        @inlinable
        package init(sheetPoint: Point, face: Face, angle: Double, foreshortening: Double) {
            self.sheetPoint = sheetPoint
            self.face = face
            self.angle = angle
            self.foreshortening = foreshortening
        }
    }

    /// The curled layers over screen point `v`, highest first: at most the upside-down part or
    /// the back on the cylinder, then the front on the cylinder. Sheet points outside the sheet
    /// are included (the caller decides coverage from their distance to the edge); `nil` where
    /// the layer does not exist at all. The flat part (`s ≤ 0`, the point itself) is not listed.
    @inlinable
    package func curledLayers(at v: Point) -> (upper: Hit?, lower: Hit?) {
        let s = across(v), t = along(v)
        let r = radius
        func sheetPoint(_ d: Double) -> Point { point(along: t, across: d) }
        if s <= 0 {
            return (Hit(sheetPoint: sheetPoint(Double.pi * r - s), face: .back, angle: Double.pi, foreshortening: 1), nil)
        }
        guard s <= r else { return (nil, nil) }
        let low = asin(s / r)
        let back = Hit(sheetPoint: sheetPoint(r * (Double.pi - low)), face: .back, angle: Double.pi - low, foreshortening: cos(low))
        let front = Hit(sheetPoint: sheetPoint(r * low), face: .front, angle: low, foreshortening: cos(low))
        return (back, front)
    }

    /// The surface seen at screen point `v` (sheet coordinates), by the rule in the type's comment.
    package func surface(at v: Point) -> Surface {
        let layers = curledLayers(at: v)
        if let upper = layers.upper, contains(upper.sheetPoint) { return .back }
        if let lower = layers.lower, contains(lower.sheetPoint) { return .front }
        return across(v) <= 0 && contains(v) ? .flat : .revealed
    }

    /// Distance (points, on screen) from a curled layer's sheet point to the sheet's nearest edge,
    /// positive inside: each edge's sheet distance divided by the length of its screen gradient,
    /// `√((m·T)² + (m·n / c)²)` for the edge's inward normal `m` and foreshortening `c`. Exact along
    /// the axis and on the flat parts; first order on the cylinder, where `c` is floored at 0.1 so
    /// that near the fold (c → 0) the estimate does not shrink to zero and smear an edge sideways.
    @inlinable
    package func edgeDistance(_ hit: Hit) -> Double {
        let p = hit.sheetPoint
        let c = Swift.max(hit.foreshortening, 0.1)
        // Inward normals (1,0), (−1,0), (0,1), (0,−1): m·T and m·n are ±T.x, ±n.x, ±T.y, ±n.y.
        let alongX = (tangent.x * tangent.x + normal.x * normal.x / (c * c)).squareRoot()
        let alongY = (tangent.y * tangent.y + normal.y * normal.y / (c * c)).squareRoot()
        let dx = Swift.min(p.x, sheet.width - p.x) / alongX
        let dy = Swift.min(p.y, sheet.height - p.y) / alongY
        return Swift.min(dx, dy)
    }
}
