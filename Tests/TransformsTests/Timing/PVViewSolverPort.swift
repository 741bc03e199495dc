/// A straight port of PVView 1.0.4's `ValueBezier.solveCurveX` / `sampleCurveY` (PVTimingFunction.swift,
/// toannt/PVView @ 6d53eb38), kept line for line so `CubicBezier.pvviewValue(at:)` can be checked against it.
struct PVViewSolverPort {
    let ax, bx, cx, ay, by, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3.0 * x1
        bx = 3.0 * (x2 - x1) - cx
        ax = 1.0 - cx - bx
        cy = 3.0 * y1
        by = 3.0 * (y2 - y1) - cy
        ay = 1.0 - cy - by
    }

    func evaluate(_ input: Double) -> Double { sampleCurveY(solveCurveX(input, epsilon: 1.0 / (200.0 * 1.0))) }

    func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleCurveDerivativeX(_ t: Double) -> Double { (3.0 * ax * t + 2.0 * bx) * t + cx }

    func solveCurveX(_ x: Double, epsilon: Double) -> Double {
        var t0, t1, t2, x2, d2: Double
        t2 = x
        for _ in 0..<8 {
            x2 = sampleCurveX(t2) - x
            guard abs(x2) >= epsilon else { return t2 }
            d2 = sampleCurveDerivativeX(t2)
            guard abs(d2) >= 1e-6 else { break }
            t2 = t2 - x2 / d2
        }
        t0 = 0.0
        t1 = 1.0
        t2 = x
        guard t2 >= t0 else { return t0 }
        guard t2 <= t1 else { return t1 }
        while t0 < t1 {
            x2 = sampleCurveX(t2)
            guard abs(x2 - x) >= epsilon else { return t2 }
            if x > x2 { t0 = t2 } else { t1 = t2 }
            t2 = (t1 - t0) * 0.5 + t0
        }
        return t2
    }
}
