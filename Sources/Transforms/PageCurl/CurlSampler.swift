#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// `CurlFrame.sample(at:pixelsPerPoint:)` for one turning frame at one resolution, with everything
/// that does not change from pixel to pixel worked out once (the cylinder's frame, the edges'
/// gradients on the flat parts, the silhouette's reach). The renderer asks it once per pixel, so
/// its methods are `@inlinable`: they compile into the renderer's loop.
///
/// It also splits a row of pixels into what the curl can touch: `span(y:x0:step:count:)` gives the
/// columns to sample; left of or right of them a pixel shows either the current picture untouched
/// (`s < −reach − 1.5 px`) or the revealed picture with no curled layer (`s > r + 0.5 px`, past the
/// silhouette), where `s` is the point's distance from the line under the axis (`CurlFrame.axisDistance`).
package struct CurlSampler: Sendable {
    @usableFromInline let cylinder: CurlCylinder
    @usableFromInline let sheetToView: AffineTransform
    @usableFromInline let backSource: CurlFrame.BackSource
    @usableFromInline let backFade: Double
    /// Output pixels per viewport point.
    package let pixelsPerPoint: Double
    @usableFromInline let normal: Point, tangent: Point, axisPoint: Point
    @usableFromInline let radius: Double, halfTurn: Double
    @usableFromInline let width: Double, height: Double
    /// `T.x²`, `n.x²`, `T.y²`, `n.y²` and the edges' screen gradients where the sheet lies flat.
    @usableFromInline let tx2: Double, nx2: Double, ty2: Double, ny2: Double
    /// `1 / √(T.x² + n.x²)` and `1 / √(T.y² + n.y²)`: the edges' inverse screen gradients where the sheet lies flat.
    @usableFromInline let flatInverseX: Double, flatInverseY: Double
    /// `s = a·x + b·y + c` for a viewport point `(x, y)`.
    @usableFromInline let axis: (a: Double, b: Double, c: Double)
    /// Below this `s` a pixel shows the current picture untouched; above `silhouetteLimit` the
    /// revealed one with no curled layer.
    package let untouchedLimit: Double, silhouetteLimit: Double

    /// The sampler of `frame` at `pixelsPerPoint`, or `nil` for a flat frame.
    package init?(frame: CurlFrame, pixelsPerPoint k: Double) {
        guard let cylinder = frame.cylinder else { return nil }
        self.cylinder = cylinder
        sheetToView = frame.sheetToView
        backSource = frame.backSource
        backFade = frame.backFade
        pixelsPerPoint = k
        normal = cylinder.normal
        tangent = cylinder.tangent
        axisPoint = cylinder.axisPoint
        radius = cylinder.radius
        halfTurn = Double.pi * cylinder.radius
        width = cylinder.sheet.width
        height = cylinder.sheet.height
        tx2 = tangent.x * tangent.x
        nx2 = normal.x * normal.x
        ty2 = tangent.y * tangent.y
        ny2 = normal.y * normal.y
        flatInverseX = 1 / (tx2 + nx2).squareRoot()
        flatInverseY = 1 / (ty2 + ny2).squareRoot()
        axis = frame.axisDistance
        untouchedLimit = -frame.reach - 1.5 / k
        silhouetteLimit = cylinder.radius + 0.5 / k
    }

    /// The columns `i` in `0..<count` of the pixel row at viewport `y`, whose centres lie at
    /// `x = x0 + i·step`, that the curl may change: every column outside `curl` shows the current
    /// picture untouched, except those in `revealed`, which show the revealed picture with no
    /// curled layer. Conservative by a column and 10⁻⁶ pt on each side (`sample` decides there).
    @inlinable
    package func span(y: Double, x0: Double, step: Double, count: Int) -> (curl: Range<Int>, revealed: Range<Int>) {
        let slope = axis.a * step, start = axis.a * x0 + axis.b * y + axis.c
        let low = untouchedLimit - 1e-6, high = silhouetteLimit + 1e-6
        // Tiny slopes: the row is on one side throughout (within the margins).
        guard Swift.abs(slope) > 1e-9 else {
            if start < low { return (0..<0, 0..<0) }
            if start > high { return (0..<0, 0..<count) }
            return (0..<count, 0..<0)
        }
        // Where a bound is not a number (a curl of absurd size), the whole row is the curl's.
        func column(_ s: Double, unknown: Double) -> Double {
            let c = (s - start) / slope
            return c.isNaN ? unknown : Swift.min(Swift.max(c, -2), Double(count) + 2)
        }
        let whole = Double(count) + 2
        if slope > 0 {
            let first = Swift.min(Swift.max(Int(column(low, unknown: -2).rounded(.down)) - 1, 0), count)
            let end = Swift.min(Swift.max(Int(column(high, unknown: whole).rounded(.up)) + 2, first), count)
            return (first..<end, end..<count)
        }
        let first = Swift.min(Swift.max(Int(column(high, unknown: -2).rounded(.down)) - 1, 0), count)
        let end = Swift.min(Swift.max(Int(column(low, unknown: whole).rounded(.up)) + 2, first), count)
        return (first..<end, 0..<first)
    }

    /// What viewport point `v` shows (`CurlFrame.Pixel`): the rule of `CurlFrame.sample`.
    @inlinable @inline(__always)
    package func sample(at v: Point) -> CurlFrame.Pixel {
        let m = sheetToView, vx = v.x - m.tx, vy = v.y - m.ty
        let px = vx * m.a + vy * m.b, py = vx * m.c + vy * m.d
        let ox = px - axisPoint.x, oy = py - axisPoint.y
        let s = ox * normal.x + oy * normal.y
        let t = ox * tangent.x + oy * tangent.y
        if s <= 0 {
            // Upside down past the half turn: d = πr − s, flat again (foreshortening 1, angle π).
            let d = halfTurn - s
            let p = Point(x: axisPoint.x + t * tangent.x + d * normal.x, y: axisPoint.y + t * tangent.y + d * normal.y)
            let coverage = edgeCoverage(p, inverseX: flatInverseX, inverseY: flatInverseY)
            guard coverage > 0 else { return CurlFrame.Pixel(base: .current, upper: nil, lower: nil) }
            return CurlFrame.Pixel(base: .current, upper: back(p, shade: 1, coverage: coverage), lower: nil)
        }
        let silhouette = Swift.min(1, 0.5 + (radius - s) * pixelsPerPoint)
        guard silhouette > 0 else { return CurlFrame.Pixel(base: .revealed, upper: nil, lower: nil) }
        // Past the fold line the silhouette's antialiased rim samples the sheet on the fold.
        let onFold = Swift.min(s, radius)
        guard onFold <= radius, radius > 0 else { return CurlFrame.Pixel(base: .revealed, upper: nil, lower: nil) }
        // cos(asin t) = √(1 − t²): one libm call per pixel instead of two.
        let ratio = onFold / radius, low = asin(ratio), c = Swift.max(0, 1 - ratio * ratio).squareRoot()
        let inverse = inverseEdgeGradients(foreshortening: c)
        let dBack = radius * (Double.pi - low), dFront = radius * low
        let backPoint = Point(x: axisPoint.x + t * tangent.x + dBack * normal.x, y: axisPoint.y + t * tangent.y + dBack * normal.y)
        let frontPoint = Point(x: axisPoint.x + t * tangent.x + dFront * normal.x, y: axisPoint.y + t * tangent.y + dFront * normal.y)
        let backCoverage = edgeCoverage(backPoint, inverseX: inverse.x, inverseY: inverse.y) * silhouette
        let frontCoverage = edgeCoverage(frontPoint, inverseX: inverse.x, inverseY: inverse.y) * silhouette
        let upper = backCoverage > 0 ? back(backPoint, shade: 0.7 + 0.3 * c, coverage: backCoverage) : nil
        let lower = frontCoverage > 0
            ? CurlFrame.Paint(picture: .current, point: sheetToView.apply(to: frontPoint), shade: 0.55 + 0.45 * c, whiten: 0, coverage: frontCoverage)
            : nil
        return CurlFrame.Pixel(base: .revealed, upper: upper, lower: lower)
    }

    /// The back of the sheet at sheet point `p`, sampled where `backSource` says.
    @inlinable @inline(__always)
    func back(_ p: Point, shade: Double, coverage: Double) -> CurlFrame.Paint {
        let picture: CurlFrame.Picture, point: Point
        switch backSource {
        case .sameSide: (picture, point) = (.current, p)
        case .leafMirror: (picture, point) = (.back, Point(x: width - p.x, y: p.y))
        case .spineMirror: (picture, point) = (.revealed, Point(x: -p.x, y: p.y))
        }
        return CurlFrame.Paint(picture: picture, point: sheetToView.apply(to: point), shade: shade, whiten: backFade, coverage: coverage)
    }

    /// The inverses of the edges' screen gradients `√(T² + n²/c²)` per axis for foreshortening `c`
    /// (floored at 0.1, see `CurlCylinder.edgeDistance`).
    @inlinable @inline(__always)
    func inverseEdgeGradients(foreshortening: Double) -> (x: Double, y: Double) {
        let c = Swift.max(foreshortening, 0.1), c2 = c * c
        return (1 / (tx2 + nx2 / c2).squareRoot(), 1 / (ty2 + ny2 / c2).squareRoot())
    }

    /// A layer's coverage from its sheet point's screen distances to the sheet's edges
    /// (`CurlCylinder.edgeDistance`), antialiased over one pixel per direction: the coverage across
    /// the nearer `x` edge times that across the nearer `y` edge, so a pixel just outside a corner
    /// gets the corner's small share rather than a whole edge's.
    @inlinable @inline(__always)
    func edgeCoverage(_ p: Point, inverseX: Double, inverseY: Double) -> Double {
        let dx = Swift.min(p.x, width - p.x) * inverseX
        let dy = Swift.min(p.y, height - p.y) * inverseY
        let across = Swift.min(1, Swift.max(0, 0.5 + dx * pixelsPerPoint))
        let along = Swift.min(1, Swift.max(0, 0.5 + dy * pixelsPerPoint))
        return across * along
    }
}
