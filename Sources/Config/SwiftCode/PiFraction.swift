/// An angle that is exactly `±π / d` for a divisor with at most three decimals (`π / 1.65`), so
/// Swift can write it `.pi / 1.65` and a config `pi/1.65`, both computing the same double.
struct PiFraction {
    /// Whether the angle is negative.
    let isNegative: Bool
    /// `d` in `π / d`; 1 for π itself.
    let divisor: Double

    /// The fraction `value` is exactly, or `nil` when it is none (or zero, or not finite).
    @_optimize(none)
    init?(_ value: Double) {
        guard value != 0, value.isFinite else { return nil }
        if abs(value) == .pi {
            self.init(isNegative: value < 0, divisor: 1)
            return
        }
        let divisor = Double.pi / abs(value)
        var scale = 1.0
        for _ in 0...3 {
            let candidate = (divisor * scale).rounded() / scale
            if candidate != 0, Double.pi / candidate == abs(value) {
                self.init(isNegative: value < 0, divisor: candidate)
                return
            }
            scale *= 10
        }
        return nil
    }

    @_optimize(none)
    private init(isNegative: Bool, divisor: Double) {
        self.isNegative = isNegative
        self.divisor = divisor
    }

    /// The config spelling: `pi`, `-pi/3`, `pi/1.65`.
    @_optimize(none)
    var configText: String {
        (isNegative ? "-" : "") + (divisor == 1 ? "pi" : "pi/" + divisor.shortestDescription)
    }
}
