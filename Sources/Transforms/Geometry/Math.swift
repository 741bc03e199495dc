#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

@usableFromInline func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline func _log10(_ x: Double) -> Double { log10(x) }

extension Double {
    /// Clamps to `0…1`; NaN becomes 0.
    @inlinable
    var clampedToUnit: Double {
        guard self > 0 else { return 0 }
        return self < 1 ? self : 1
    }

    /// Upstream's `CGFloat.interpolate(in:out:)`: clamps `self` into `input`, takes the fraction
    /// of the way from `input.lower` (measured with `abs`), and maps it onto
    /// `output.lower + fraction · |output.upper − output.lower|` — always upward from `lower`.
    @inlinable
    func interpolate(in input: (lower: Double, upper: Double) = (0, 1),
                     out output: (lower: Double, upper: Double) = (0, 1)) -> Double {
        var current = self
        if current > input.upper { current = input.upper }
        if current < input.lower { current = input.lower }
        let fraction = Swift.abs(current - input.lower) / Swift.abs(input.upper - input.lower)
        return output.lower + fraction * Swift.abs(output.upper - output.lower)
    }
}

/// `Int(x)` for an already-rounded `x`, without trapping: values beyond `±Int.max` saturate
/// (symmetrically, so the result can always be negated) and NaN gives 0.
@inlinable
package func saturatingInt(_ x: Double) -> Int {
    guard !x.isNaN else { return 0 }
    // 2^63 is the first Double beyond Int.max; Int(x) is exact below it.
    if x >= 9_223_372_036_854_775_808.0 { return Int.max }
    if x <= -9_223_372_036_854_775_808.0 { return -Int.max }
    return Int(x)
}

extension Point {
    /// Upstream's clamp of a translation by optional ratio bounds (`ScaleTransformView`'s
    /// `minTranslationRatio`/`maxTranslationRatio`, `SnapshotTransformView`'s container and piece
    /// bounds): each component raised to at least `size · lower`, then lowered to at most
    /// `size · upper`, so `upper` wins where the bounds cross; a `nil` bound does not clamp.
    @inlinable
    func clamped(lower: Point?, upper: Point?, scaledBy size: Size) -> Point {
        var x = self.x, y = self.y
        if let lower {
            x = Swift.max(x, size.width * lower.x)
            y = Swift.max(y, size.height * lower.y)
        }
        if let upper {
            x = Swift.min(x, size.width * upper.x)
            y = Swift.min(y, size.height * upper.y)
        }
        return Point(x: x, y: y)
    }
}
