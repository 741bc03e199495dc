import CCairo

/// Anything Cairo can draw on: an `ImageSurface` in memory or an `SVGSurface` document.
/// The conforming class owns the `cairo_surface_t` and destroys it when released.
package protocol Surface: AnyObject {
    /// The underlying `cairo_surface_t`, valid for the surface's lifetime.
    var pointer: OpaquePointer { get }
}

extension Surface {
    /// Throws when the surface is in an error state (Cairo errors are sticky).
    package func checkStatus(_ context: @autoclosure () -> String) throws {
        try check(cairo_surface_status(pointer), context())
    }
}

/// An affine matrix in Cairo's convention: `x' = xx·x + xy·y + x0`, `y' = yx·x + yy·y + y0`.
///
/// Core Graphics' `(a, b, c, d, tx, ty)` is `Matrix(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)`.
package struct Matrix: Hashable, Sendable {
    /// The coefficients, named as in `cairo_matrix_t`.
    package var xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double

    /// A matrix from its six coefficients.
    @inlinable
    package init(xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
        self.xx = xx; self.yx = yx; self.xy = xy; self.yy = yy; self.x0 = x0; self.y0 = y0
    }

    /// The identity.
    package static let identity = Matrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)

    /// A translation.
    @inlinable
    package static func translation(_ x: Double, _ y: Double) -> Matrix {
        Matrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: x, y0: y)
    }

    /// A scale about the origin.
    @inlinable
    package static func scale(_ x: Double, _ y: Double) -> Matrix {
        Matrix(xx: x, yx: 0, xy: 0, yy: y, x0: 0, y0: 0)
    }

    /// `self` applied first, then `other` (as Core Graphics' `concatenating`).
    @inlinable
    package func then(_ other: Matrix) -> Matrix {
        Matrix(xx: xx * other.xx + yx * other.xy,
               yx: xx * other.yx + yx * other.yy,
               xy: xy * other.xx + yy * other.xy,
               yy: xy * other.yx + yy * other.yy,
               x0: x0 * other.xx + y0 * other.xy + other.x0,
               y0: x0 * other.yx + y0 * other.yy + other.y0)
    }

    /// Maps a point.
    @inlinable
    package func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (xx * x + xy * y + x0, yx * x + yy * y + y0)
    }

    /// The determinant: the factor by which areas grow.
    @inlinable
    package var determinant: Double { xx * yy - yx * xy }

    /// True when every coefficient is finite and the matrix can be inverted (Cairo refuses others).
    @inlinable
    package var isInvertible: Bool {
        let d = determinant
        return d != 0 && d.isFinite && xx.isFinite && yx.isFinite && xy.isFinite && yy.isFinite && x0.isFinite && y0.isFinite
    }

    var cairo: cairo_matrix_t {
        cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
    }
}
