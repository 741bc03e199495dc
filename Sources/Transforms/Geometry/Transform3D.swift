/// A 4×4 transform with Core Animation's conventions (`CATransform3D`): points are row
/// vectors `[x y z 1] · M`, and a projected point is `(X/W, Y/W)`.
public struct Transform3D: Hashable, Sendable {
    /// Row 1: where the x axis goes (and, in `m14`, perspective along x).
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: where the y axis goes.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: where the z axis goes; `m34` is the perspective, `−1/eye distance`.
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation, with `m44` the homogeneous weight.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A matrix from its 16 elements, row by row.
    @inlinable
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The 16 elements in row-major order `m11, m12, …, m44`.
    public init?(elements e: [Double]) {
        guard e.count == 16 else { return nil }
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3],
                  m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11],
                  m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// Leaves every point where it is.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    /// `CATransform3DMakeAffineTransform`: `m11=a, m12=b, m21=c, m22=d, m41=tx, m42=ty`.
    @inlinable
    public init(_ affine: AffineTransform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m14: 0,
                  m21: affine.c, m22: affine.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
    }

    /// The 16 elements in row-major order `m11, m12, …, m44`.
    public var elements: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// `CATransform3DMakeTranslation`.
    @inlinable
    public static func makeTranslation(x: Double, y: Double, z: Double) -> Transform3D {
        var t = identity
        t.m41 = x; t.m42 = y; t.m43 = z
        return t
    }

    /// `CATransform3DMakeScale`.
    @inlinable
    public static func makeScale(x: Double, y: Double, z: Double) -> Transform3D {
        var t = identity
        t.m11 = x; t.m22 = y; t.m33 = z
        return t
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: a rotation by `angle` radians about the
    /// axis `(x, y, z)`, which is normalised first. A zero axis gives the identity, as in Core Animation.
    @inlinable @inline(__always)
    public static func makeRotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return identity }
        let x = x / length, y = y / length, z = z / length
        let c = _cos(angle), s = _sin(angle), k = 1 - c
        // `c + k·a²` is exactly 1 for a unit axis component a² = 1, but `c + (1 − c)` can round:
        // keep it exact so a rotation about z stays affine, equal to the 2-D rotation.
        func diagonal(_ squared: Double) -> Double { squared == 1 ? 1 : c + k * squared }
        return Transform3D(
            m11: diagonal(x * x), m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
            m21: k * x * y - s * z, m22: diagonal(y * y), m23: k * y * z + s * x, m24: 0,
            m31: k * x * z + s * y, m32: k * y * z - s * x, m33: diagonal(z * z), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// `self · other` (`CATransform3DConcat(self, other)`): `self` acts first.
    @inlinable
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44
        )
    }

    /// `CATransform3DTranslate(self, x, y, z)` = `translation · self`. Only the fourth row changes,
    /// to `x·row1 + y·row2 + z·row3 + row4` (the same sums, in the same order, as the full product).
    @inlinable @inline(__always)
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        var t = self
        t.m41 = x * m11 + y * m21 + z * m31 + m41
        t.m42 = x * m12 + y * m22 + z * m32 + m42
        t.m43 = x * m13 + y * m23 + z * m33 + m43
        t.m44 = x * m14 + y * m24 + z * m34 + m44
        return t
    }

    /// `CATransform3DScale(self, x, y, z)` = `scale · self`: the first three rows scaled by x, y, z.
    @inlinable
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        var t = self
        t.m11 *= x; t.m12 *= x; t.m13 *= x; t.m14 *= x
        t.m21 *= y; t.m22 *= y; t.m23 *= y; t.m24 *= y
        t.m31 *= z; t.m32 *= z; t.m33 *= z; t.m34 *= z
        return t
    }

    /// `CATransform3DRotate(self, angle, x, y, z)` = `rotation · self`. The rotation has no
    /// translation or perspective part, so the fourth row stays and only the first three are mixed.
    @inlinable @inline(__always)
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        // A zero angle is exactly the identity (cos 0 = 1, sin 0 = 0): skip the trigonometry.
        guard angle != 0 else { return self }
        let r = Transform3D.makeRotation(angle: angle, x: x, y: y, z: z)
        var t = self
        t.m11 = r.m11 * m11 + r.m12 * m21 + r.m13 * m31
        t.m12 = r.m11 * m12 + r.m12 * m22 + r.m13 * m32
        t.m13 = r.m11 * m13 + r.m12 * m23 + r.m13 * m33
        t.m14 = r.m11 * m14 + r.m12 * m24 + r.m13 * m34
        t.m21 = r.m21 * m11 + r.m22 * m21 + r.m23 * m31
        t.m22 = r.m21 * m12 + r.m22 * m22 + r.m23 * m32
        t.m23 = r.m21 * m13 + r.m22 * m23 + r.m23 * m33
        t.m24 = r.m21 * m14 + r.m22 * m24 + r.m23 * m34
        t.m31 = r.m31 * m11 + r.m32 * m21 + r.m33 * m31
        t.m32 = r.m31 * m12 + r.m32 * m22 + r.m33 * m32
        t.m33 = r.m31 * m13 + r.m32 * m23 + r.m33 * m33
        t.m34 = r.m31 * m14 + r.m32 * m24 + r.m33 * m34
        return t
    }

    /// True when the matrix is a 2-D affine transform (`CATransform3DIsAffine`):
    /// the third row and column are those of the identity and `m14 = m24 = 0`, `m44 = 1`.
    @inlinable
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The 2-D part (`CATransform3DGetAffineTransform`); exact only when `isAffine`.
    @inlinable
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `[x y z 1] · M` as homogeneous `(X, Y, Z, W)`.
    @inlinable
    public func homogeneous(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    /// Projects a point of the layer plane (z = 0, relative to the anchor) to `(X/W, Y/W)`;
    /// `nil` when it falls behind the eye (`W ≤ 0`).
    @inlinable
    public func project(_ point: Point) -> Point? {
        let h = homogeneous(x: point.x, y: point.y)
        guard h.w > 0 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The inverse by cofactor expansion, or `nil` when the matrix is singular or not finite.
    public func inverted() -> Transform3D? {
        let m = elements
        var inv = [Double](repeating: 0, count: 16)
        inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let determinant = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard determinant != 0, determinant.isFinite else { return nil }
        return Transform3D(elements: inv.map { $0 / determinant })
    }

    /// True when every element is finite. (Checked element by element: this runs for every item state.)
    @inlinable
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
