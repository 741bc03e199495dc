/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing curve: the Bézier from (0, 0) to (1, 1) with control
/// points (x1, y1) and (x2, y2), read as progress `y` against time fraction `x`.
///
/// `x(s) = 3·x1·s(1−s)² + 3·x2·s²(1−s) + s³` and likewise `y(s)`, for the curve parameter `s` in `0…1`.
/// With x1 and x2 in `0…1` (`isValid`), `x(s)` never decreases, so each time fraction has one value;
/// y1 and y2 are unbounded (a `Back` curve overshoots).
package struct CubicBezier: Hashable, Sendable {
    /// First control point, x (time); `0…1`.
    package var x1: Double
    /// First control point, y (progress); any finite number.
    package var y1: Double
    /// Second control point, x (time); `0…1`.
    package var x2: Double
    /// Second control point, y (progress); any finite number.
    package var y2: Double

    /// The curve `cubic-bezier(x1, y1, x2, y2)`.
    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Whether all four numbers are finite and x1, x2 lie in `0…1`, as CSS requires.
    package var isValid: Bool {
        [x1, y1, x2, y2].allSatisfy(\.isFinite) && (0...1).contains(x1) && (0...1).contains(x2)
    }

    /// Whether the curve is the identity: `x1 == y1` and `x2 == y2` make `y(s) = x(s)` for every `s`.
    package var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// `y(s)`: progress at curve parameter `s`, in the Bernstein form above.
    @inlinable
    package func y(atParameter s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s
    }

    /// `x(s)`: time fraction at curve parameter `s`.
    @inlinable
    package func x(atParameter s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s
    }
}
