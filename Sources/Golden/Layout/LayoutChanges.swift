import Foundation

/// The differences found in one part of a frame, each worded `name was → now unit`.
struct Changes {
    var tolerance: LayoutTolerance
    var list: [String] = []

    /// What a number measures: its tolerance, its unit and the fewest decimals it is shown with.
    enum Unit {
        case points, degrees, alpha, scale, unitless, perspective, seconds

        @_optimize(none)
        func allowed(_ tolerance: LayoutTolerance) -> Double {
            switch self {
            case .points: return tolerance.points
            case .degrees: return tolerance.degrees
            case .alpha: return tolerance.alpha
            case .scale, .unitless, .seconds: return tolerance.scale
            case .perspective: return tolerance.perspective
            }
        }

        var suffix: String {
            switch self {
            case .points: return " pt"
            case .degrees: return "°"
            case .seconds: return " s"
            case .alpha, .scale, .unitless, .perspective: return ""
            }
        }

        var minimumDecimals: Int {
            switch self {
            case .points, .degrees: return 1
            case .alpha, .scale, .unitless, .seconds: return 2
            case .perspective: return 5
            }
        }
    }

    /// `name was → now unit` when they differ by more than the unit's tolerance.
    @_optimize(none)
    mutating func number(_ name: String, _ was: Double, _ now: Double, unit: Unit) {
        guard abs(was - now) > unit.allowed(tolerance) else { return }
        let (a, b) = Self.shown(was, now, decimals: unit.minimumDecimals)
        list.append("\(name) \(a) → \(b)\(unit.suffix)")
    }

    /// `name was → now` when they are not equal.
    @_optimize(none)
    mutating func exact<Value: Equatable & CustomStringConvertible>(_ name: String, _ was: Value, _ now: Value) {
        if was != now { list.append("\(name) \(was) → \(now)") }
    }

    /// A rectangle `[x, y, width, height]` in points, each side that moved named.
    @_optimize(none)
    mutating func rect(_ name: String, _ was: [Double], _ now: [Double]) {
        for (index, side) in ["x", "y", "width", "height"].enumerated() where index < was.count && index < now.count {
            number("\(name) \(side)", was[index], now[index], unit: .points)
        }
    }

    /// A rectangle that may be absent (a menu's indicator).
    @_optimize(none)
    mutating func optionalRect(_ name: String, _ was: [Double]?, _ now: [Double]?) {
        switch (was, now) {
        case let (was?, now?): rect(name, was, now)
        case (nil, _?): list.append("\(name) now shown")
        case (_?, nil): list.append("\(name) no longer shown")
        case (nil, nil): break
        }
    }

    /// An `[x, y]` pair in points.
    @_optimize(none)
    mutating func pair(_ name: String, _ was: [Double], _ now: [Double]) {
        for (index, axis) in ["x", "y"].enumerated() where index < was.count && index < now.count {
            number("\(name) \(axis)", was[index], now[index], unit: .points)
        }
    }

    /// A 4×4 transform (row-major, row vectors) as translation, scale, rotation and perspective;
    /// see `LayoutComparison`.
    @_optimize(none)
    mutating func transform(_ was: [Double], _ now: [Double]) {
        guard was.count == 16, now.count == 16 else { return }
        let before = list.count
        let a = Decomposed(was), b = Decomposed(now)
        for (axis, index) in [("x", 12), ("y", 13), ("z", 14)] {
            number("translation \(axis)", was[index], now[index], unit: .points)
        }
        let allowedScale = tolerance.scale
        let scalesMoved = (0..<3).map { abs(a.scales[$0] - b.scales[$0]) > allowedScale }
        if scalesMoved[0] && scalesMoved[1] && abs(a.scales[0] - a.scales[1]) <= allowedScale && abs(b.scales[0] - b.scales[1]) <= allowedScale {
            number("scale", a.scales[0], b.scales[0], unit: .scale)
        } else {
            number("scale x", a.scales[0], b.scales[0], unit: .scale)
            number("scale y", a.scales[1], b.scales[1], unit: .scale)
        }
        number("scale z", a.scales[2], b.scales[2], unit: .scale)
        for (axis, index) in [("x", 0), ("y", 1), ("z", 2)] {
            number("rotation \(axis)", a.degrees[index], b.degrees[index], unit: .degrees)
        }
        // A turn or a move in depth changes the perspective column too (`m14 = m13 · m34`, …): it is
        // named only when nothing above explains the change (the eye distance itself changed).
        var perspective = Changes(tolerance: tolerance)
        for (name, index) in [("m14", 3), ("m24", 7), ("m34", 11), ("m44", 15)] {
            perspective.number("perspective \(name)", was[index], now[index], unit: .perspective)
        }
        // Whatever the named parts do not explain (a skew, turns on several axes).
        if !a.fits || !b.fits {
            for row in 0..<3 {
                for column in 0..<3 {
                    number("m\(row + 1)\(column + 1)", was[row * 4 + column], now[row * 4 + column], unit: .scale)
                }
            }
        }
        if list.count == before { list += perspective.list }
    }

    /// The two values with the fewest decimals (at least `decimals`, at most 6) that tell them apart.
    @_optimize(none)
    static func shown(_ was: Double, _ now: Double, decimals: Int) -> (String, String) {
        var places = decimals
        while true {
            let a = String(format: "%.\(places)f", was), b = String(format: "%.\(places)f", now)
            if a != b || places >= 6 { return (unsigned(a), unsigned(b)) }
            places += 1
        }
    }

    /// `-0.00` as `0.00`: a sign on a shown zero only distracts.
    @_optimize(none)
    private static func unsigned(_ text: String) -> String {
        text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." } ? String(text.dropFirst()) : text
    }
}

/// A transform's 3×3 part as scale factors and rotations about x, y and z (degrees): a rotation
/// `R = Rx · Ry · Rz` (row vectors, Core Animation's matrices) with the scale applied after it
/// (`R · S`, each column scaled: what `CATransform3DRotate` on a scaled transform makes) or before it
/// (`S · R`, each row scaled), whichever rebuilds the matrix; `fits` is false when neither does
/// (a skew, or a scale along a turned axis).
struct Decomposed {
    var scales: [Double]
    var degrees: [Double]
    var fits: Bool

    init(_ m: [Double]) {
        let linear = (0..<3).map { row in (0..<3).map { column in m[row * 4 + column] } }
        let columnScaled = Self.decompose(linear, scalesColumns: true)
        if columnScaled.fits {
            self = columnScaled
        } else {
            let rowScaled = Self.decompose(linear, scalesColumns: false)
            self = rowScaled.fits ? rowScaled : columnScaled
        }
    }

    private init(scales: [Double], degrees: [Double], fits: Bool) {
        self.scales = scales
        self.degrees = degrees
        self.fits = fits
    }

    @_optimize(none)
    private static func decompose(_ l: [[Double]], scalesColumns: Bool) -> Decomposed {
        @_optimize(none)
        func norm(_ v: [Double]) -> Double { v.reduce(0) { $0 + $1 * $1 }.squareRoot() }
        let scales = scalesColumns ? (0..<3).map { j in norm((0..<3).map { l[$0][j] }) } : (0..<3).map { norm(l[$0]) }
        let safe = scales.map { $0 == 0 ? 1 : $0 }
        let r = (0..<3).map { i in (0..<3).map { j in l[i][j] / (scalesColumns ? safe[j] : safe[i]) } }
        let y = asin(max(-1, min(1, -r[0][2])))
        let z = atan2(r[0][1], r[0][0])
        let x = atan2(r[1][2], r[2][2])
        let rotation = Self.rotation(x: x, y: y, z: z)
        var fits = true
        for i in 0..<3 {
            for j in 0..<3 where abs(rotation[i][j] * (scalesColumns ? scales[j] : scales[i]) - l[i][j]) > 1e-3 {
                fits = false
            }
        }
        let toDegrees = 180 / Double.pi
        return Decomposed(scales: scales, degrees: [x, y, z].map { $0 * toDegrees + 0.0 }, fits: fits)
    }

    /// `Rx · Ry · Rz` for row vectors.
    @_optimize(none)
    private static func rotation(x: Double, y: Double, z: Double) -> [[Double]] {
        let (cx, sx) = (cos(x), sin(x)), (cy, sy) = (cos(y), sin(y)), (cz, sz) = (cos(z), sin(z))
        let rx = [[1, 0, 0], [0, cx, sx], [0, -sx, cx]]
        let ry = [[cy, 0, -sy], [0, 1, 0], [sy, 0, cy]]
        let rz = [[cz, sz, 0], [-sz, cz, 0], [0, 0, 1]]
        @_optimize(none)
        func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
            (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        }
        return multiply(multiply(rx, ry), rz)
    }
}
