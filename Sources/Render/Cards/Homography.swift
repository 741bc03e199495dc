import CairoKit
import Transforms

/// A plane-to-plane projective map, row-vector convention like `Transform3D`:
/// `[X Y W] = [x y 1] · H`, and the mapped point is `(X/W, Y/W)`.
///
/// A layer's 4×4 transform restricted to its own plane (z = 0) is exactly such a map:
/// rows 1, 2 and 4 and columns 1, 2 and 4 of the 4×4.
struct Homography: Equatable {
    var h11: Double, h12: Double, h13: Double
    var h21: Double, h22: Double, h23: Double
    var h31: Double, h32: Double, h33: Double

    static let identity = Homography(h11: 1, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: 0, h32: 0, h33: 1)

    init(h11: Double, h12: Double, h13: Double, h21: Double, h22: Double, h23: Double, h31: Double, h32: Double, h33: Double) {
        self.h11 = h11; self.h12 = h12; self.h13 = h13
        self.h21 = h21; self.h22 = h22; self.h23 = h23
        self.h31 = h31; self.h32 = h32; self.h33 = h33
    }

    /// The 4×4 transform acting on its layer's plane.
    init(_ t: Transform3D) {
        self.init(h11: t.m11, h12: t.m12, h13: t.m14,
                  h21: t.m21, h22: t.m22, h23: t.m24,
                  h31: t.m41, h32: t.m42, h33: t.m44)
    }

    /// An affine map in Cairo's convention.
    init(_ m: Matrix) {
        self.init(h11: m.xx, h12: m.yx, h13: 0, h21: m.xy, h22: m.yy, h23: 0, h31: m.x0, h32: m.y0, h33: 1)
    }

    /// `self` first, then `o`.
    func then(_ o: Homography) -> Homography {
        Homography(
            h11: h11 * o.h11 + h12 * o.h21 + h13 * o.h31,
            h12: h11 * o.h12 + h12 * o.h22 + h13 * o.h32,
            h13: h11 * o.h13 + h12 * o.h23 + h13 * o.h33,
            h21: h21 * o.h11 + h22 * o.h21 + h23 * o.h31,
            h22: h21 * o.h12 + h22 * o.h22 + h23 * o.h32,
            h23: h21 * o.h13 + h22 * o.h23 + h23 * o.h33,
            h31: h31 * o.h11 + h32 * o.h21 + h33 * o.h31,
            h32: h31 * o.h12 + h32 * o.h22 + h33 * o.h32,
            h33: h31 * o.h13 + h32 * o.h23 + h33 * o.h33)
    }

    /// Homogeneous image of `(x, y)`.
    @inline(__always)
    func homogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * h11 + y * h21 + h31, x * h12 + y * h22 + h32, x * h13 + y * h23 + h33)
    }

    /// The mapped point, or `nil` when it falls behind the eye (`W ≤ 0`).
    func project(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let h = homogeneous(x, y)
        guard h.w > 0 else { return nil }
        return (h.x / h.w, h.y / h.w)
    }

    /// True when the map keeps parallel lines parallel, so Cairo's affine matrix draws it exactly.
    var isAffine: Bool { h13 == 0 && h23 == 0 && h33 > 0 }

    /// The affine map as a Cairo matrix (meaningful when `isAffine`).
    var matrix: Matrix {
        Matrix(xx: h11 / h33, yx: h12 / h33, xy: h21 / h33, yy: h22 / h33, x0: h31 / h33, y0: h32 / h33)
    }

    var isFinite: Bool {
        [h11, h12, h13, h21, h22, h23, h31, h32, h33].allSatisfy(\.isFinite)
    }

    /// The inverse (up to scale), or `nil` when singular.
    func inverted() -> Homography? {
        let c11 = h22 * h33 - h23 * h32, c12 = h13 * h32 - h12 * h33, c13 = h12 * h23 - h13 * h22
        let c21 = h23 * h31 - h21 * h33, c22 = h11 * h33 - h13 * h31, c23 = h13 * h21 - h11 * h23
        let c31 = h21 * h32 - h22 * h31, c32 = h12 * h31 - h11 * h32, c33 = h11 * h22 - h12 * h21
        let determinant = h11 * c11 + h12 * c21 + h13 * c31
        guard determinant != 0, determinant.isFinite else { return nil }
        let f = 1 / determinant
        return Homography(h11: c11 * f, h12: c12 * f, h13: c13 * f,
                          h21: c21 * f, h22: c22 * f, h23: c23 * f,
                          h31: c31 * f, h32: c32 * f, h33: c33 * f)
    }

    /// The largest factor by which the map stretches lengths near `(x, y)`: the larger
    /// singular value of its Jacobian there. Over a convex region in front of the eye it is
    /// largest at a corner (where W is smallest), which is how texture resolutions are chosen.
    func stretch(at x: Double, _ y: Double) -> Double {
        let h = homogeneous(x, y)
        guard h.w > 0 else { return .infinity }
        let w2 = h.w * h.w
        let a = (h11 * h.w - h.x * h13) / w2, b = (h21 * h.w - h.x * h23) / w2
        let c = (h12 * h.w - h.y * h13) / w2, d = (h22 * h.w - h.y * h23) / w2
        // Largest singular value of [[a, b], [c, d]].
        let s1 = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        let root = (Swift.max(0, s1 * s1 - 4 * det * det)).squareRoot()
        return ((s1 + root) / 2).squareRoot()
    }
}
