extension CubicBezier {
    /// PVView's tolerance: `1 / (200 · duration)` with its fixed duration of 1 s.
    package static let pvviewEpsilon = 0.005

    /// Progress at time fraction `x` as PVView 1.0.4's `PVTimingFunction.evaluate` computes it
    /// (WebKit's `UnitBezier` with a coarse tolerance), so a render matches an app frame for frame.
    ///
    /// With `cx = 3·x1`, `bx = 3·(x2 − x1) − cx`, `ax = 1 − cx − bx` (the same for y) and
    /// `X(t) = ((ax·t + bx)·t + cx)·t`: up to 8 Newton steps from `t = x`, stopping as soon as
    /// `|X(t) − x| < ε` (ε = 0.005) and giving up when `|X′(t)| < 1e-6`; then bisection on `0…1`
    /// from `t = x`, stopping at the same ε. The result is `Y(t)`, off the exact curve by up to
    /// ≈ 0.007 (easeInOut) or ≈ 0.024 (easeOutBack); linear is not exact either.
    ///
    /// Outside `0…1` nothing is clamped: Newton usually converges on the cubic's extension
    /// (easeInOut(−0.2) = +0.071), and only when it fails does the bisection return `Y(0) = 0`
    /// below 0 or `Y(1) = 1` above 1.
    package func pvviewValue(at x: Double) -> Double {
        let cx = 3.0 * x1, bx = 3.0 * (x2 - x1) - cx, ax = 1.0 - cx - bx
        let cy = 3.0 * y1, by = 3.0 * (y2 - y1) - cy, ay = 1.0 - cy - by
        func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func slopeX(_ t: Double) -> Double { (3.0 * ax * t + 2.0 * bx) * t + cx }
        func solve() -> Double {
            let epsilon = Self.pvviewEpsilon
            var t = x
            for _ in 0..<8 {
                let error = sampleX(t) - x
                if Swift.abs(error) < epsilon { return t }
                let slope = slopeX(t)
                if Swift.abs(slope) < 1e-6 { break }
                t -= error / slope
            }
            var low = 0.0, high = 1.0
            t = x
            if t < low { return low }
            if t > high { return high }
            while low < high {
                let sample = sampleX(t)
                if Swift.abs(sample - x) < epsilon { return t }
                if x > sample { low = t } else { high = t }
                t = (high - low) * 0.5 + low
            }
            return t
        }
        let t = solve()
        return ((ay * t + by) * t + cy) * t
    }
}
