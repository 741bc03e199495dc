/// An unevaluated sum `high + low` of two doubles (about 106 significant bits), for the few
/// residuals the exact Bézier solver must get right where `x(s)` is nearly flat.
///
/// Built from the error-free transformations TwoSum and TwoProduct (with a fused multiply-add);
/// see Shewchuk 1997 and Hida, Li & Bailey's QD library. Only what the solver needs.
struct DoubleDouble {
    var high: Double
    var low: Double

    init(_ high: Double, _ low: Double = 0) {
        self.high = high
        self.low = low
    }

    /// The exact product `a · b` as a double-double.
    static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        return DoubleDouble(p, a.fusedError(b, p))
    }

    /// `self + other`, with a relative error of about 2⁻¹⁰⁴.
    static func + (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble {
        let (s, e) = twoSum(lhs.high, rhs.high)
        let (t, f) = twoSum(lhs.low, rhs.low)
        let (s2, e2) = quickTwoSum(s, e + t)
        return DoubleDouble(quickTwoSum(s2, e2 + f))
    }

    static prefix func - (value: DoubleDouble) -> DoubleDouble {
        DoubleDouble(-value.high, -value.low)
    }

    static func - (lhs: DoubleDouble, rhs: DoubleDouble) -> DoubleDouble { lhs + -rhs }

    /// `self · b` for a double `b`.
    static func * (lhs: DoubleDouble, b: Double) -> DoubleDouble {
        let p = product(lhs.high, b)
        return DoubleDouble(quickTwoSum(p.high, p.low + lhs.low * b))
    }

    /// The nearest double.
    var value: Double { high + low }

    private init(_ pair: (Double, Double)) {
        self.init(pair.0, pair.1)
    }

    private static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a + b
        let bb = s - a
        return (s, (a - (s - bb)) + (b - bb))
    }

    /// TwoSum for `|a| ≥ |b|`.
    private static func quickTwoSum(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a + b
        return (s, b - (s - a))
    }
}

private extension Double {
    /// The rounding error of `self · b` given its rounded value `p`: `fma(self, b, −p)`.
    func fusedError(_ b: Double, _ p: Double) -> Double {
        (-p).addingProduct(self, b)
    }
}
