import Testing
@testable import Transforms

@Suite("Matrices follow Core Animation's conventions")
struct MatrixTests {
    @Test func concatenationAppliesTheLeftMatrixFirst() {
        // p · (T · S): translate (10, 0), then scale by 2 → (1, 1) goes to ((1 + 10)·2, 1·2) = (22, 2).
        let translate = Transform3D.makeTranslation(x: 10, y: 0, z: 0)
        let scale = Transform3D.makeScale(x: 2, y: 2, z: 1)
        let point = translate.concatenating(scale).project(Point(x: 1, y: 1))
        #expect(point == Point(x: 22, y: 2))
        // The other order: scale first → (1·2 + 10, 1·2) = (12, 2).
        #expect(scale.concatenating(translate).project(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test func affineConcatenationMatchesTheFourByFourOne() {
        let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let b = AffineTransform(a: -1, b: 0.5, c: 2, d: 3, tx: -7, ty: 8)
        #expect(Transform3D(a.concatenating(b)) == Transform3D(a).concatenating(Transform3D(b)))
    }

    @Test func translatedThenScaledActsInTheViewsOwnCoordinates() {
        // REFERENCE §2: identity.translatedBy(tx, ty).scaledBy(s, s) = [s 0; 0 s; tx ty].
        let t = AffineTransform.identity.translatedBy(x: 7, y: -3).scaledBy(x: 0.5, y: 0.5)
        #expect(t == AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 7, ty: -3))
        // Scaling first then translating scales the translation: [2 0; 0 2; 2·7 2·(−3)].
        let u = AffineTransform.identity.scaledBy(x: 2, y: 2).translatedBy(x: 7, y: -3)
        #expect(u == AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 14, ty: -6))
    }

    @Test func fourByFourTranslateScaleAndRotatePrependTheirStep() {
        let base = Transform3D.makeScale(x: 2, y: 3, z: 4)
        #expect(base.translatedBy(x: 1, y: 2, z: 3) == Transform3D.makeTranslation(x: 1, y: 2, z: 3).concatenating(base))
        #expect(base.scaledBy(x: 5, y: 6, z: 7) == Transform3D.makeScale(x: 5, y: 6, z: 7).concatenating(base))
        #expect(base.rotated(by: 0.3, x: 1, y: 2, z: 3)
            == Transform3D.makeRotation(angle: 0.3, x: 1, y: 2, z: 3).concatenating(base))
        // translate then scale: the row [1 2 3 1] · diag(2,3,4,1) = [2 6 12 1].
        let t = base.translatedBy(x: 1, y: 2, z: 3)
        #expect([t.m41, t.m42, t.m43, t.m44] == [2, 6, 12, 1])
    }

    @Test func rotationPositiveAngleTurnsXTowardY() {
        // rotated(by: π/2): (1, 0) → (cos, sin) = (0, 1), clockwise on a y-down screen.
        let p = AffineTransform.identity.rotated(by: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(isClose(p.x, 0) && isClose(p.y, 1))
    }

    @Test func makeRotationFollowsTheReferenceFormula() {
        // Axis (1, 2, 2) has length 3 → (1/3, 2/3, 2/3); angle π/3: c = 1/2, s = √3/2, k = 1/2.
        let t = Transform3D.makeRotation(angle: .pi / 3, x: 1, y: 2, z: 2)
        let x = 1.0 / 3, y = 2.0 / 3, z = 2.0 / 3, c = 0.5, s = 3.0.squareRoot() / 2, k = 0.5
        let expected = matrix([
            [c + k * x * x, k * x * y + s * z, k * x * z - s * y, 0],
            [k * x * y - s * z, c + k * y * y, k * y * z + s * x, 0],
            [k * x * z + s * y, k * y * z - s * x, c + k * z * z, 0],
            [0, 0, 0, 1],
        ])
        #expect(isClose(t, expected))
        // m11 = 1/2 + 1/2 · 1/9 = 5/9; m12 = 1/2 · 2/9 + √3/2 · 2/3 = 1/9 + √3/3.
        #expect(isClose(t.m11, 5.0 / 9))
        #expect(isClose(t.m12, 1.0 / 9 + 3.0.squareRoot() / 3))
    }

    @Test func makeRotationAboutAZeroAxisIsTheIdentity() {
        #expect(Transform3D.makeRotation(angle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    @Test(arguments: [-2.5, -0.7, 0, 0.3, 1, .pi, 4])
    func zRotationEqualsTheTwoDimensionalRotation(angle: Double) {
        let threeD = Transform3D.makeRotation(angle: angle, x: 0, y: 0, z: 1)
        let twoD = Transform3D(AffineTransform.identity.rotated(by: angle))
        #expect(isClose(threeD, twoD, 1e-15))
        #expect(threeD.isAffine)
    }

    @Test func affineInverseUndoesTheTransform() throws {
        let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        let inverse = try #require(t.inverted())
        let product = t.concatenating(inverse)
        #expect(isClose(product.a, 1) && isClose(product.b, 0) && isClose(product.c, 0))
        #expect(isClose(product.d, 1) && isClose(product.tx, 0) && isClose(product.ty, 0))
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func fourByFourInverseUndoesAPerspectiveTransform() throws {
        var t = Transform3D.makeScale(x: 0.7, y: 0.7, z: 1)
        t.m34 = -0.0005
        t = t.rotated(by: 0.9, x: 0, y: -1, z: 0).translatedBy(x: 20, y: 5, z: -140)
        let inverse = try #require(t.inverted())
        #expect(isClose(t.concatenating(inverse), .identity))
        #expect(isClose(inverse.concatenating(t), .identity))
        #expect(Transform3D.makeScale(x: 1, y: 0, z: 1).inverted() == nil)
    }

    @Test func projectionDividesByW() {
        // [x y 0 1] · M with m34 = −0.001 and a z translation of 100:
        // row 4 = [0 0 100 1 − 0.1] → W = 0.9, so (10, 20) lands at (10/0.9, 20/0.9).
        var t = Transform3D.identity
        t.m34 = -0.001
        t = t.translatedBy(x: 0, y: 0, z: 100)
        let p = t.project(Point(x: 10, y: 20))
        #expect(p.map { isClose($0.x, 10 / 0.9) && isClose($0.y, 20 / 0.9) } == true)
    }

    @Test func projectionBehindTheEyeIsNil() {
        var t = Transform3D.identity
        t.m34 = -0.01
        t = t.translatedBy(x: 0, y: 0, z: 200) // W = 1 − 200 · 0.01 = −1
        #expect(t.project(.zero) == nil)
    }

    @Test func isAffineOnlyForTwoDimensionalMatrices() {
        #expect(Transform3D.identity.isAffine)
        #expect(Transform3D(AffineTransform(a: 2, b: 1, c: 3, d: 4, tx: 5, ty: 6)).isAffine)
        var perspective = Transform3D.identity
        perspective.m34 = -0.001
        #expect(!perspective.isAffine)
        #expect(!Transform3D.makeTranslation(x: 0, y: 0, z: 1).isAffine)
        #expect(!Transform3D.makeRotation(angle: 0.1, x: 0, y: 1, z: 0).isAffine)
        #expect(!Transform3D.makeScale(x: 1, y: 1, z: 2).isAffine)
    }

    @Test func elementsAreRowMajor() {
        let values = (1...16).map(Double.init)
        let t = Transform3D(elements: values)
        #expect(t?.m12 == 2 && t?.m21 == 5 && t?.m34 == 12 && t?.m41 == 13)
        #expect(t?.elements == values)
        #expect(Transform3D(elements: [1, 2]) == nil)
    }
}
