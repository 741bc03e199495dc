#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// One frame of a page turn: the pages involved and, for every screen point, what it shows.
/// The renderer draws three flat pictures — the current position, the revealed (next)
/// position and, for double-sided min/max spines, the back page — and composites them per
/// output pixel with `sample(at:pixelsPerPoint:)`; all the geometry and shading lives here.
///
/// Shading (Flipbook's, lit from the viewer): the front on the cylinder is multiplied by
/// `0.55 + 0.45·cos θ` (1 where it leaves the flat part, darkest edge-on); the back by
/// `0.7 + 0.3·|cos θ|` on the cylinder and 1 once upside down. A single-sided back shows the
/// page's own content (mirrored, as seen through paper) blended toward white by `backFade`.
/// The curl casts a shadow on the revealed page only: the curled layers' coverage blurred with
/// σ = `shadowRadius / 2`, at `shadowOpacity`, which fades out over the last quarter of the turn.
package struct CurlFrame: Hashable, Sendable {
    /// Where the back of the turning leaf takes its picture from.
    package enum BackSource: Hashable, Sendable {
        /// Single-sided: the current picture at the same sheet point.
        case sameSide
        /// Double-sided, min/max spine: the back page's picture (drawn in the page area) at the
        /// sheet point mirrored across the leaf's middle, `(w − x, y)`.
        case leafMirror
        /// Middle spine: the revealed picture (the next spread) at the sheet point mirrored across
        /// the spine, `(−x, y)` — where that point lands when the turn ends.
        case spineMirror
    }

    /// Which picture a layer or the base is sampled from.
    package enum Picture: Hashable, Sendable {
        /// The pages at rest at this position.
        case current
        /// The back page (double-sided min/max).
        case back
        /// The pages at the next position.
        case revealed
    }

    /// The position being turned from.
    package var position: Int
    /// The turn's progress, `0…1` (0: flat).
    package var progress: Double
    /// Pages at rest at `position`.
    package var current: [PageCurlLayout.RestingPage]
    /// Pages at `position + 1` (empty when flat).
    package var revealed: [PageCurlLayout.RestingPage]
    /// The back page (double-sided min/max, while turning).
    package var back: PageCurlLayout.RestingPage?
    /// Where the back's picture comes from.
    package var backSource: BackSource
    /// The curl, or `nil` when the frame is flat.
    package var cylinder: CurlCylinder?
    /// The leaf's sheet frame → viewport points.
    package var sheetToView: AffineTransform
    /// The turning leaf's frame in viewport points.
    package var leafFrame: Rect
    /// Blend of a single-sided back toward white, `0…1` (0 for double-sided pages).
    package var backFade: Double
    /// The shadow's opacity on the revealed page at this progress.
    package var shadowOpacity: Double
    /// The shadow's `shadowRadius` in points.
    package var shadowRadius: Double

    /// One curled layer at a screen point.
    package struct Paint: Hashable, Sendable {
        /// The picture sampled.
        package var picture: Picture
        /// Where to sample it, in viewport points.
        package var point: Point
        /// Multiplier on the colour, `0…1`.
        package var shade: Double
        /// Blend toward white before shading, `0…1`.
        package var whiten: Double
        /// How much of the pixel the layer covers, `0…1` (antialiased edges and silhouette).
        package var coverage: Double

        /// A layer sampling `picture` at `point`.
        @inlinable
        package init(picture: Picture, point: Point, shade: Double, whiten: Double, coverage: Double) {
            self.picture = picture
            self.point = point
            self.shade = shade
            self.whiten = whiten
            self.coverage = coverage
        }
    }

    /// What one pixel shows: `upper` over `lower` over `base`, each curled layer at its coverage.
    package struct Pixel: Hashable, Sendable {
        /// The flat picture under the curl, sampled at the pixel itself: `current` on the spine
        /// side of the axis, `revealed` past it.
        package var base: Picture
        /// The highest curled layer (the back), or `nil`.
        package var upper: Paint?
        /// The front on the cylinder under it, or `nil`.
        package var lower: Paint?

        /// A pixel showing `upper` over `lower` over `base`.
        @inlinable
        package init(base: Picture, upper: Paint?, lower: Paint?) {
            self.base = base
            self.upper = upper
            self.lower = lower
        }
    }

    /// `s` of a viewport point: its signed distance (points) from the line under the axis,
    /// positive on the curled side; `(a, b, c)` with `s = a·x + b·y + c`. Zero function when flat.
    package var axisDistance: (a: Double, b: Double, c: Double) {
        guard let cylinder else { return (0, 0, -1) }
        // s = (P − A)·n with P = viewToSheet(V); the map is an isometry, so its inverse is its transpose.
        let m = sheetToView, n = cylinder.normal
        // V = P·M + t  ⇒  P = (V − t)·Mᵀ;  P.x = (V−t)·(a, b), P.y = (V−t)·(c, d).
        let ax = m.a * n.x + m.c * n.y, bx = m.b * n.x + m.d * n.y
        let c0 = -(m.tx * ax + m.ty * bx) - (cylinder.axisPoint.x * n.x + cylinder.axisPoint.y * n.y)
        return (ax, bx, c0)
    }

    /// How far (points) the upside-down part reaches back past the axis line toward the spine:
    /// pixels with `s < −reach − 1 px` show the current picture untouched.
    package var reach: Double {
        guard let cylinder else { return 0 }
        let w = cylinder.sheet.width, h = cylinder.sheet.height
        var far = 0.0
        for (x, y) in [(0.0, 0.0), (w, 0), (0, h), (w, h)] {
            far = Swift.max(far, cylinder.across(Point(x: x, y: y)) - Double.pi * cylinder.radius)
        }
        return far
    }

    /// Viewport point → the leaf's sheet frame.
    @inlinable
    package func viewToSheet(_ v: Point) -> Point {
        let m = sheetToView, x = v.x - m.tx, y = v.y - m.ty
        return Point(x: x * m.a + y * m.b, y: x * m.c + y * m.d)
    }

    /// What viewport point `v` shows (see `Pixel`), with edges antialiased over one pixel of
    /// `pixelsPerPoint` (`CurlSampler` holds the rule; a renderer keeps one sampler per frame).
    package func sample(at v: Point, pixelsPerPoint k: Double) -> Pixel {
        guard let sampler = CurlSampler(frame: self, pixelsPerPoint: k) else { return Pixel(base: .current, upper: nil, lower: nil) }
        return sampler.sample(at: v)
    }

    /// The surface whose centre-point sample shows at `v` (`CurlCylinder.surface`); the flat
    /// frame is `.flat` everywhere in the leaf and outside it on the spine side.
    package func surface(at v: Point) -> CurlCylinder.Surface {
        guard let cylinder else { return .flat }
        let p = viewToSheet(v)
        let surface = cylinder.surface(at: p)
        // Outside the leaf on the spine side (the left page of a middle spine) is the flat spread.
        if surface == .revealed {
            if cylinder.across(p) <= 0 { return .flat }
        }
        return surface
    }

    /// The line under the axis where it crosses the leaf, as two viewport points (`curl.axis` in
    /// `flipbook inspect`'s JSON); `nil` when flat or when the line misses the leaf.
    package var axisSegment: (Point, Point)? {
        guard let cylinder else { return nil }
        let a = cylinder.axisPoint, t = cylinder.tangent, w = cylinder.sheet.width, h = cylinder.sheet.height
        // Clip {a + λ·t} to [0, w] × [0, h] (Liang–Barsky).
        var low = -Double.infinity, high = Double.infinity
        for (origin, direction, limit) in [(a.x, t.x, w), (a.y, t.y, h)] {
            if direction == 0 {
                if origin < 0 || origin > limit { return nil }
                continue
            }
            let l0 = (0 - origin) / direction, l1 = (limit - origin) / direction
            low = Swift.max(low, Swift.min(l0, l1))
            high = Swift.min(high, Swift.max(l0, l1))
        }
        guard low <= high else { return nil }
        let first = Point(x: a.x + low * t.x, y: a.y + low * t.y), second = Point(x: a.x + high * t.x, y: a.y + high * t.y)
        return (sheetToView.apply(to: first), sheetToView.apply(to: second))
    }
}
