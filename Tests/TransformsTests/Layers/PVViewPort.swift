/// An independent port of PVView 1.0.4's progress mapping and `PVTimingFunction` (WebKit's
/// `UnitBezier` with ε = 1/200), written from `PVActionType.swift` and `PVTimingFunction.swift`
/// for the property tests: the library's code must agree with it.
enum PVViewPort {
    /// `PVActionBasicType.update`'s mapping, then the timing function.
    static func update(_ progress: Double, start: Double, stop: Double, timing: ((Double) -> Double)?) -> Double {
        let offset = start == 0 ? progress : max(progress - start, 0)
        let speed = 1 / (stop - start)
        let inRange = stop == 1 ? offset * speed : min(offset * speed, 1)
        return timing?(inRange) ?? inRange
    }

    /// `PVTimingFunction(controlPoint1:controlPoint2:)` evaluated with duration 1.
    struct Bezier {
        let ax, bx, cx, ay, by, cy: Double
        init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
            cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
            cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
        }
        func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
        func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        func solveX(_ x: Double, epsilon: Double) -> Double {
            var t2 = x
            for _ in 0..<8 {
                let x2 = sampleX(t2) - x
                if abs(x2) < epsilon { return t2 }
                let d2 = derivativeX(t2)
                if abs(d2) < 1e-6 { break }
                t2 -= x2 / d2
            }
            var t0 = 0.0, t1 = 1.0
            t2 = x
            if t2 < t0 { return t0 }
            if t2 > t1 { return t1 }
            while t0 < t1 {
                let x2 = sampleX(t2)
                if abs(x2 - x) < epsilon { return t2 }
                if x > x2 { t0 = t2 } else { t1 = t2 }
                t2 = (t1 - t0) * 0.5 + t0
            }
            return t2
        }
        func evaluate(_ x: Double) -> Double { sampleY(solveX(x, epsilon: 1 / 200)) }
    }
}
