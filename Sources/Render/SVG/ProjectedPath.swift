import CairoKit

/// Paths seen through a homography, as SVG paths (which have no projective transform).
///
/// A projective map sends lines to lines, so `move` and `line` elements map point by point and
/// stay exact. The image of a cubic Bézier is a rational curve; it is re-fitted by a cubic whose
/// end points are the mapped end points and whose end tangents are the exact projected tangents
/// (control points `H(P0) + J(P0)·(P1 − P0)` and `H(P3) − J(P3)·(P3 − P2)`, `J` the Jacobian of
/// the map). The fit is compared with the exact image at five parameters; while it is further
/// than `tolerance` from it, the source cubic is split in half (de Casteljau) and each half
/// fitted the same way. The distance at equal parameters bounds the distance between the two
/// curves, so the drawn path stays within `tolerance` of the exact image.
extension Homography {
    /// The largest distance, in device units, a re-fitted curve may stray from the exact
    /// projected curve: 0.05 px at 4× zoom.
    static let pathTolerance = 0.0125

    /// `path` mapped through the homography, curves re-fitted within `tolerance`; `nil` when a
    /// point falls behind the eye (`W ≤ 0`), where the image is not a bounded shape.
    func mapped(_ path: VectorPath, tolerance: Double = Homography.pathTolerance) -> VectorPath? {
        var out = VectorPath()
        out.operations.reserveCapacity(path.operations.count)
        out.coordinates.reserveCapacity(path.coordinates.count)
        let c = path.coordinates
        var i = 0
        var current = (x: 0.0, y: 0.0)
        for operation in path.operations {
            switch operation {
            case .move, .line:
                guard let p = project(c[i], c[i + 1]) else { return nil }
                out.operations.append(operation)
                out.coordinates.append(p.x); out.coordinates.append(p.y)
                current = (c[i], c[i + 1])
                i += 2
            case .curve:
                let cubic = Cubic(p0: current, p1: (c[i], c[i + 1]), p2: (c[i + 2], c[i + 3]), p3: (c[i + 4], c[i + 5]))
                guard appendFitted(cubic, to: &out, tolerance: tolerance, depth: 0) else { return nil }
                current = cubic.p3
                i += 6
            case .close:
                out.operations.append(.close)
            }
        }
        return out
    }

    /// A cubic Bézier in the source plane.
    struct Cubic {
        var p0: (x: Double, y: Double), p1: (x: Double, y: Double), p2: (x: Double, y: Double), p3: (x: Double, y: Double)

        func point(at t: Double) -> (x: Double, y: Double) {
            let s = 1 - t
            let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
            return (a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }

        /// The two halves (de Casteljau at t = ½).
        func halves() -> (Cubic, Cubic) {
            func mid(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> (x: Double, y: Double) { ((a.x + b.x) / 2, (a.y + b.y) / 2) }
            let a = mid(p0, p1), b = mid(p1, p2), c = mid(p2, p3)
            let d = mid(a, b), e = mid(b, c), m = mid(d, e)
            return (Cubic(p0: p0, p1: a, p2: d, p3: m), Cubic(p0: m, p1: e, p2: c, p3: p3))
        }
    }

    /// The Jacobian of the map at `(x, y)` applied to the vector `(dx, dy)`.
    func pushForward(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double) -> (x: Double, y: Double)? {
        let h = homogeneous(x, y)
        guard h.w > 0 else { return nil }
        let w2 = h.w * h.w
        let a = (h11 * h.w - h.x * h13) / w2, b = (h21 * h.w - h.x * h23) / w2
        let c = (h12 * h.w - h.y * h13) / w2, d = (h22 * h.w - h.y * h23) / w2
        return (a * dx + b * dy, c * dx + d * dy)
    }

    /// Appends the image of `cubic` as one or more cubics (the sub-path's current point is its start).
    private func appendFitted(_ cubic: Cubic, to out: inout VectorPath, tolerance: Double, depth: Int) -> Bool {
        guard let q0 = project(cubic.p0.x, cubic.p0.y), let q3 = project(cubic.p3.x, cubic.p3.y),
              let t0 = pushForward(cubic.p0.x, cubic.p0.y, cubic.p1.x - cubic.p0.x, cubic.p1.y - cubic.p0.y),
              let t3 = pushForward(cubic.p3.x, cubic.p3.y, cubic.p3.x - cubic.p2.x, cubic.p3.y - cubic.p2.y) else { return false }
        let fit = Cubic(p0: q0, p1: (q0.x + t0.x, q0.y + t0.y), p2: (q3.x - t3.x, q3.y - t3.y), p3: q3)
        var error = 0.0
        for t in [0.125, 0.3, 0.5, 0.7, 0.875] {
            let source = cubic.point(at: t)
            guard let exact = project(source.x, source.y) else { return false }
            let fitted = fit.point(at: t)
            error = Swift.max(error, ((exact.x - fitted.x) * (exact.x - fitted.x) + (exact.y - fitted.y) * (exact.y - fitted.y)).squareRoot())
        }
        if error > tolerance && depth < 12 {
            let (a, b) = cubic.halves()
            return appendFitted(a, to: &out, tolerance: tolerance, depth: depth + 1)
                && appendFitted(b, to: &out, tolerance: tolerance, depth: depth + 1)
        }
        out.operations.append(.curve)
        out.coordinates.append(contentsOf: [fit.p1.x, fit.p1.y, fit.p2.x, fit.p2.y, fit.p3.x, fit.p3.y])
        return true
    }
}
