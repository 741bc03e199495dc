@testable import Golden
@testable import Inspect
import Testing
import Transforms

/// How a layout difference is worded: a transform read as translation, scale and rotation, the
/// perspective column only when nothing else explains it, a skew element by element, and nothing
/// within the tolerance.
@Suite struct LayoutComparisonTests {
    private func frame(_ transform: Transform3D, alpha: Double = 1, zOrder: Int = 0) -> LayoutSnapshot {
        let item = LayoutSnapshot.Item(index: 2, zOrder: zOrder, zIndex: 0, alpha: alpha, blur: 0, hidden: false,
                                       transform: transform.elements, shadow: nil, layers: nil, pieces: nil)
        return LayoutSnapshot(frame: 7, offset: 1.35, time: nil, currentPage: 1, events: [], items: [item])
    }

    private let comparison = LayoutComparison(tolerance: LayoutTolerance())

    @Test func aScaledTurnedAndMovedCardIsWordedAsTheEffectMovesIt() {
        let perspective = Transform3D.identity.with(m34: -1.0 / 500)
        let was = perspective.translatedBy(x: 96, y: 0, z: 0).scaledBy(x: 0.8, y: 0.8, z: 1).rotated(by: .pi / 6, x: 0, y: 1, z: 0)
        let now = perspective.translatedBy(x: 101.5, y: 0, z: 0).scaledBy(x: 0.75, y: 0.75, z: 1).rotated(by: .pi / 4, x: 0, y: 1, z: 0)
        #expect(comparison.differences(golden: frame(was, zOrder: 3), actual: frame(now, zOrder: 2))
            == ["card 2: translation x 96.0 → 101.5 pt, scale 0.80 → 0.75, rotation y 30.0 → 45.0°, z-order 3 → 2"])
    }

    @Test func onlyAChangedEyeDistanceNamesThePerspective() {
        let was = Transform3D.identity.with(m34: -1.0 / 500), now = Transform3D.identity.with(m34: -1.0 / 1000)
        #expect(comparison.differences(golden: frame(was), actual: frame(now)) == ["card 2: perspective m34 -0.00200 → -0.00100"])
    }

    @Test func aSkewIsNamedElementByElement() {
        var skewed = Transform3D.identity
        skewed.m21 = 0.2
        // No rotation and scale make it: the column lengths are said, then each element that moved.
        #expect(comparison.differences(golden: frame(.identity), actual: frame(skewed)) == ["card 2: scale x 1.00 → 1.02, m21 0.00 → 0.20"])
    }

    @Test func differencesWithinTheToleranceAndLibmNoisePass() {
        let was = Transform3D.makeTranslation(x: 10, y: 20, z: 0).rotated(by: 0.3, x: 0, y: 0, z: 1)
        var now = was
        now.m41 += 0.005
        now.m11 += 1e-12
        #expect(comparison.differences(golden: frame(was, alpha: 0.5), actual: frame(now, alpha: 0.5004)).isEmpty)
        let loose = LayoutComparison(tolerance: LayoutTolerance(points: 10))
        var far = was
        far.m41 += 5
        #expect(loose.differences(golden: frame(was), actual: frame(far)).isEmpty)
        #expect(comparison.differences(golden: frame(was), actual: frame(far)) == ["card 2: translation x 10.0 → 15.0 pt"])
    }

    @Test func aFrameNamesItsOffsetAndTime() {
        let mismatch = GoldenFinding.Mismatch.layout(frame: 7, offset: 1.35, time: 0.2333, differences: ["card 2: scale 0.80 → 0.75", "menu: indicator x 1.0 → 2.0 pt"])
        #expect(mismatch.wording.description == "frame 7 (offset 1.35, 0.233 s), card 2: scale 0.80 → 0.75; menu: indicator x 1.0 → 2.0 pt")
    }
}

private extension Transform3D {
    func with(m34: Double) -> Transform3D {
        var copy = self
        copy.m34 = m34
        return copy
    }
}
