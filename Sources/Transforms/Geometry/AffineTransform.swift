/// A 2-D affine transform with Core Graphics' conventions: points are row vectors,
/// `p' = [x y 1] · [a b 0; c d 0; tx ty 1]`.
public struct AffineTransform: Hashable, Sendable {
    /// The matrix `[a b 0; c d 0; tx ty 1]`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The matrix `[a b 0; c d 0; tx ty 1]`.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `self` followed by `other`: `p · self · other`.
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// `translation · self`: the translation acts first, in the transformed coordinates.
    @inlinable
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y).concatenating(self)
    }

    /// `scale · self`.
    @inlinable
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0).concatenating(self)
    }

    /// `rotation · self`; positive angles (radians) turn x toward y (clockwise on a y-down screen).
    @inlinable
    public func rotated(by angle: Double) -> AffineTransform {
        // Most cards are not turned; a zero angle is exactly the identity, so skip the trigonometry.
        guard angle != 0 else { return self }
        let cosine = _cos(angle), sine = _sin(angle)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0).concatenating(self)
    }

    /// The inverse, or `nil` when the determinant is zero or not finite.
    public func inverted() -> AffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return AffineTransform(
            a: d / determinant, b: -b / determinant,
            c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }

    /// Maps a point.
    @inlinable
    public func apply(to point: Point) -> Point {
        Point(x: point.x * a + point.y * c + tx, y: point.x * b + point.y * d + ty)
    }
}
