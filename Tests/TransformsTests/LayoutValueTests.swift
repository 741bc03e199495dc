import Foundation
import Testing
@testable import Transforms

/// Values worked out by hand from upstream's formulas, for a 200 × 300 pt card.
@Suite("Hand-worked layout values")
struct LayoutValueTests {
    @Test func scaleLinearAtHalfAPage() throws {
        let state = ScaleTransformViewOptions.layout(.linear).state(progress: 0.5, card: card)
        // scale = 1 − 0.5 · 0.4 = 0.8, inside minScale 0.6 … maxScale 1.
        // keepHorizontalSpacingEqual: xAdjustment = (1 − 0.8) · 200 / 2 = 20, negated for p > 0 → −20.
        // keepVerticalSpacingEqual:   yAdjustment = (1 − 0.8) · 300 / 2 = 30.
        // translateX = 200 · 0.66 · 0.5 − (−20) = 66 + 20 = 86  (clamp −5·200 … 2·200 keeps it).
        // translateY = 300 · 0.2 · 0.5 − 30 = 0                  (clamp −5·300 … 0·300 keeps it).
        #expect(isClose(state.transform, affine(0.8, 0, 0, 0.8, 86, 0)))
        // Shadow with 1 − |p| = 0.5: opacity max(0.1, 0.5 · 0.1) = 0.1, radius max(2, 0.5 · 13) = 6.5,
        // offset (max(0, 0), max(2, 0.5 · 6)) = (0, 3).
        let shadow = try #require(state.shadow)
        #expect(isClose(shadow.opacity, 0.1) && isClose(shadow.radius, 6.5))
        #expect(shadow.offset == Size(width: 0, height: 3))
        // zIndex = −|round(0.5)| = −1 (half away from zero); no blur, fully opaque, shown.
        #expect(state.zIndex == -1)
        #expect(state.alpha == 1 && state.blur == 0 && state.blurStyle == nil && !state.isHidden)
        #expect(state.pieces == nil)
    }

    @Test func scaleLinearAtMinusTwoPagesHitsTheMinimumScale() {
        let state = ScaleTransformViewOptions.layout(.linear).state(progress: -2, card: card)
        // scale = 1 − 2 · 0.4 = 0.2 → minScale 0.6.
        // xAdjustment = (1 − 0.6) · 200 / 2 = 40 (p < 0: not negated); yAdjustment = 0.4 · 300 / 2 = 60.
        // translateX = 200 · 0.66 · (2 · −1) − 40 = −264 − 40 = −304; translateY = 300 · 0.2 · 2 − 60 = 60 → max 0.
        #expect(isClose(state.transform, affine(0.6, 0, 0, 0.6, -304, 0)))
        #expect(state.zIndex == -2)
        // Shadow: 1 − |p| = −1 → every max picks the minimum: opacity 0.1, radius 2, offset (0, 2).
        #expect(state.shadow?.radius == 2 && state.shadow?.offset == Size(width: 0, height: 2))
    }

    @Test func scaleEaseInUsesTheLogarithmicCurve() {
        let state = ScaleTransformViewOptions.layout(.easeIn).state(progress: 1.0 / 9, card: card)
        // easeIn(1/9) = log10(1 + 9 · 1/9) = log10 2; scale = 1 − 0.4 · log10 2 ≈ 0.879588.
        let scale = 1 - 0.4 * log10(2.0)
        // xAdjustment = −(1 − scale) · 100; translateX = 200 · 0.66 / 9 + (1 − scale) · 100.
        // translateY = 300 · 0.2 / 9 − (1 − scale) · 150 (no max clamp below 5 · 300).
        let tx = 200 * 0.66 / 9 + (1 - scale) * 100
        let ty = 300 * 0.2 / 9 - (1 - scale) * 150
        #expect(isClose(state.transform, affine(scale, 0, 0, scale, tx, ty)))
    }

    @Test func scaleBlurBlursBySideCardDistance() {
        let state = ScaleTransformViewOptions.layout(.blur).state(progress: -1.5, card: card)
        // blur = |−1.5| · 0.2 = 0.3 of the light style.
        #expect(isClose(state.blur, 0.3) && state.blurStyle == .light)
        // Beyond 5 pages the raw 0.2 · |p| passes 1 and is clamped.
        #expect(ScaleTransformViewOptions.layout(.blur).state(progress: 7, card: card).blur == 1)
    }

    @Test func coverFlowCombinesScaleRotationAndTranslationIn3D() {
        let state = ScaleTransformViewOptions.layout(.coverFlow).state(progress: 1, card: card)
        // 2-D: scale = 1 − 1 · 0 = 1 → clamped to 0.7 … 0.7 = 0.7.
        //   xAdjustment = (0.3 · 200) / 2 = 30 → −30, translateX = 0 + 30 = 30 → clamp 0 … 0 = 0;
        //   translateY = 0 − 45 → clamp = 0. So A = diag(0.7, 0.7, 1, 1) with m34 = −0.0005.
        // Rotation: angle = π/1.65 · 1 ≈ 1.904 → maxAngle π/3. Axis (0, −1, 0), c = 1/2, s = √3/2:
        //   R = [1/2 0 √3/2 0; 0 1 0 0; −√3/2 0 1/2 0; 0 0 0 1], and R · A =
        //   [0.35 0 √3/2 −√3/2·0.0005; 0 0.7 0 0; −0.35√3 0 0.5 −0.00025; 0 0 0 1].
        // Translation: x = 0.1 · 1 · 200 = 20 (clamp ±20), y = 0, z = −0.7 · 1 · 200 = −140 (clamp −600 … 0);
        //   row 4 = [20 0 −140 1] · (R · A)
        //         = [20 · 0.35 + 140 · 0.35√3, 0, 20 · √3/2 − 140 · 0.5, 20 · (−√3/2 · 0.0005) + 140 · 0.00025 + 1].
        let r3 = 3.0.squareRoot()
        let expected = matrix([
            [0.35, 0, r3 / 2, -r3 / 2 * 0.0005],
            [0, 0.7, 0, 0],
            [-0.35 * r3, 0, 0.5, -0.00025],
            [20 * 0.35 + 140 * 0.35 * r3, 0, 20 * r3 / 2 - 140 * 0.5, 20 * (-r3 / 2 * 0.0005) + 140 * 0.00025 + 1],
        ])
        #expect(isClose(state.transform, expected))
        // The card faces the viewer: not hidden. Shadow on, with coverFlow's default shadow values.
        #expect(!state.isHidden)
        #expect(state.shadow?.radius == 2)
    }

    @Test func coverFlowAtTheCentreIsOnlyScaledWithPerspective() {
        let state = ScaleTransformViewOptions.layout(.coverFlow).state(progress: 0, card: card)
        // p = 0: angle 0 (R = I), translation 0; scale 0.7 and m34 stays.
        var expected = Transform3D.makeScale(x: 0.7, y: 0.7, z: 1)
        expected.m34 = -0.0005
        #expect(isClose(state.transform, expected))
    }

    @Test func stackRotaryAtOneAndAHalfPages() throws {
        let state = StackTransformViewOptions.layout(.rotary).state(progress: 1.5, card: card)
        // scale = 1 − 1.5 · (−0.03) = 1.045 → min(maxScale 1, ·) = 1.
        // perspectiveRatio 0 → no perspective shift. stackPosition (0, 1):
        //   translateX = 200 · 0.01 · −1.5 · −0 = 0; translateY = 300 · 0.01 · −1.5 · −1 = 4.5;
        //   yAdjustment = ((1 − 1) · 300 / 2 + 0) · −1 = 0, xAdjustment = 0.
        // Rotation: whole 1, fraction 0.5 → −0.5 · 2θ + θ = 0 (θ = π/16); odd → not negated; p ≥ 1 → nothing added.
        #expect(isClose(state.transform, affine(1, 0, 0, 1, 0, 4.5)))
        // Alpha: 1.5 < maxStackSize − 1 = 2 and ≥ 0 → 1 − 1.5 · 0.1 = 0.85.
        #expect(isClose(state.alpha, 0.85))
        // zIndex = −Int(round(1.5)) = −2. Shadow: constant opacity 0.1, radius 8, offset 0.
        #expect(state.zIndex == -2)
        let shadow = try #require(state.shadow)
        #expect(shadow.opacity == 0.1 && shadow.radius == 8 && shadow.offset == .zero)
    }

    @Test func stackRotaryTurnsCardsAlternately() {
        let options = StackTransformViewOptions.layout(.rotary)
        let theta = Double.pi / 16
        // p = 0.5: whole 0, fraction 0.5 → 0, even → −0; p < 1 adds (1 − 0.5) · θ = θ/2.
        // scale = 1 + 0.015 → 1; translateY = 3 · 0.5 = 1.5.
        let half = options.state(progress: 0.5, card: card)
        #expect(isClose(half.transform, Transform3D(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 1.5).rotated(by: theta / 2))))
        // p = 2.25: whole 2, fraction 0.25 → −0.25 · 2θ + θ = θ/2, even → −θ/2.
        // Alpha: p ≥ 2 → 1 − interpolate(2.25 in 2 … 2.9) = 1 − 0.25/0.9; then − 2.25 · 0.1.
        let deep = options.state(progress: 2.25, card: card)
        #expect(isClose(deep.transform, Transform3D(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 3 * 2.25).rotated(by: -theta / 2))))
        #expect(isClose(deep.alpha, 1 - 0.25 / 0.9 - 0.225))
    }

    @Test func stackDefaultPopsTheTopCardAwayToTheLeft() {
        let state = StackTransformViewOptions().state(progress: -0.5, card: card)
        // scale = 1 − (−0.5 · 0.15) = 1.075 → maxScale 1. stackPosition (0, −1), spacing ignores p < 0.
        // xAdjustment = 0 − 200 · (−1.3) · (−0.5) = −130; yAdjustment = 0 − 300 · 0.3 · (−0.5) = 45.
        // Angle: −interpolate(0.5, out 0 … π/7) = −π/14. Alpha: interpolate(−0.5 in −1 … −0.7) = 1.
        let expected = Transform3D(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -130, ty: 45).rotated(by: -.pi / 14))
        #expect(isClose(state.transform, expected))
        #expect(state.alpha == 1)
        // zIndex = −Int(round(−0.5)) = −(−1) = 1: the popping card is in front.
        #expect(state.zIndex == 1)
    }

    @Test func stackPerspectiveShiftsDeeperCardsByTheEaseOutCurve() {
        let state = StackTransformViewOptions.layout(.perspective).state(progress: 3, card: card)
        // scale = 1 − 0.3 = 0.7. stackProgress = 3 / 6 = 0.5; easeOut(0.5) = 1 − log10(1 + 4.5) = 1 − log10 5.5;
        // perspective = that · 0.3. stackPosition (1, 0):
        //   translateX = 200 · 0.08 · −3 · −1 = 48, translateY = 0;
        //   xAdjustment = ((0.7 − 1) · 200 / 2 + perspective · 200) · −1 = 30 − 200 · perspective; yAdjustment = 0.
        let perspective = (1 - log10(5.5)) * 0.3
        #expect(isClose(state.transform, affine(0.7, 0, 0, 0.7, 48 + 30 - 200 * perspective, 0)))
        #expect(state.alpha == 1)
    }

    @Test func stackBlurIsReversedAndBlursDeeperCards() {
        let state = StackTransformViewOptions.layout(.blur).state(progress: -3.5, card: card)
        // reverse: progress 3.5. blur = interpolate(3.5 in 0 … 7) · 0.08 = 0.04.
        #expect(isClose(state.blur, 0.04) && state.blurStyle == .light)
        // zIndex from the raw progress: −Int(round(−3.5)) = 4, negated for reverse → −4.
        #expect(state.zIndex == -4)
    }

    @Test func snapshotGridPieces() throws {
        let state = SnapshotTransformViewOptions.layout(.grid).state(progress: 0.5, card: card)
        // Container: scale = 1 − 0.5 · 0.1 = 0.95; translateX = 0.5 · (200 · 0.95) · 0.7 = 66.5.
        #expect(isClose(state.transform, affine(0.95, 0, 0, 0.95, 66.5, 0)))
        // Pieces 50 × 30 (¼ × ⅒), 4 columns × 10 rows = 40.
        let pieces = try #require(state.pieces)
        #expect(pieces.count == 40)
        // Piece scale = 1 − 0.5 · 0.8 = 0.6 per axis → scaled piece 30 × 18; corner radius 1 · 0.5 · min(18, 30) = 9.
        // Piece 0 (row 0, column 0): rowBasedMirror(0, −1.8) for 10 rows, row 0 → index 5 − 0 = 5 → 4.5, left
        //   half → −: (0, 8.1); columnBasedMirror(−1.8, 0) for 4 columns, column 0 → 2 → 1.5 → −: (2.7, 0).
        //   Sum (2.7, 8.1) · 0.5 = (1.35, 4.05) → translation (1.35 · 30, 4.05 · 18) = (40.5, 72.9).
        #expect(pieces[0].frame == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(isClose(pieces[0].transform, affine(0.6, 0, 0, 0.6, 40.5, 72.9)))
        #expect(isClose(pieces[0].cornerRadius, 9) && pieces[0].alpha == 1)
        // Piece 5 (row 1, column 1): rows → 5 − 1 = 4 → 3.5 → (0, 6.3); columns → 2 − 1 = 1 → 0.5 → (0.9, 0).
        //   (0.9, 6.3) · 0.5 = (0.45, 3.15) → (13.5, 56.7).
        #expect(pieces[5].frame == Rect(x: 50, y: 30, width: 50, height: 30))
        #expect(isClose(pieces[5].transform, affine(0.6, 0, 0, 0.6, 13.5, 56.7)))
        // Piece 39 (row 9, column 3): rows → 9 − 5 + 1 = 5 → 4.5, right half → +: (0, −8.1);
        //   columns → 3 − 2 + 1 = 2 → 1.5 → (−2.7, 0). Mirror image of piece 0: (−40.5, −72.9).
        #expect(pieces[39].frame == Rect(x: 150, y: 270, width: 50, height: 30))
        #expect(isClose(pieces[39].transform, affine(0.6, 0, 0, 0.6, -40.5, -72.9)))
    }

    @Test func snapshotSpaceMultipliesMirroredTranslations() throws {
        let state = SnapshotTransformViewOptions.layout(.space).state(progress: -1, card: card)
        // Pieces ⅓ × ¼: 66.67 × 75; rowCount Int(1/0.25) = 4, columnCount Int(1/⅓) = 3. Three rounded
        // thirds of 200 add up to 199.99999999999997 < 200, so each row ends in a sliver piece: 4 × 4 = 16
        // pieces, as on the phone, while the row/column formulas still count 3 columns.
        let pieces = try #require(state.pieces)
        #expect(pieces.count == 16)
        #expect(pieces[3].frame.x == 199.99999999999997 && pieces[3].frame.width < 1e-13)
        // Piece 0 (row 0, col 0): rowBasedMirror for 4 rows, row 0 → 2 − 0 = 2 → 1.5 → −1.5 · (1, −1) = (−1.5, 1.5);
        //   columnBasedMirror for 3 columns, column 0 → 1 − 0 = 1 → 1 → −1 · (−1, 1) = (1, −1).
        //   Product (−1.5, −1.5) · |p| 1. Scale 1 − 0.5 = 0.5 → scaled piece (200/3 · 0.5, 37.5).
        //   Translation (−1.5 · 100/3, −1.5 · 37.5) = (−50, −56.25).
        #expect(isClose(pieces[0].transform, affine(0.5, 0, 0, 0.5, -50, -56.25)))
        // Alpha = 1 − (rowMirror 0.2 → −0.3, plus columnMirror 0.4 → −0.4) · 1 = 1.7 → clamped to 1.
        #expect(pieces[0].alpha == 1)
        // Piece 4 (row 1, column 1 — the middle column of 3 → 0): alpha = 1 − (0.2 · −0.5 + 0) = 1.1 → 1;
        //   piece 10 (by the formulas row 10 / 3 = 3, column 1, though it sits in the third row):
        //   row 3 → 3 − 2 + 1 = 2 → 1.5 → +0.3; column 1 is the middle → 0; alpha = 1 − 0.3 = 0.7.
        #expect(isClose(pieces[10].alpha, 0.7))
        // Corner radius 0.7 · 1 · min(37.5, 33.33) = 23.33.
        #expect(isClose(pieces[0].cornerRadius, 0.7 * 100.0 / 3))
        // Container: scale 0.9; translateX = −1 · 180 · 0.7 = −126.
        #expect(isClose(state.transform, affine(0.9, 0, 0, 0.9, -126, 0)))
    }

    @Test func snapshotFadeFadesRowsDownTheCard() throws {
        let pieces = try #require(SnapshotTransformViewOptions.layout(.fade).state(progress: 0.5, card: card).pieces)
        // Full-width rows of 30 pt. Alpha = 1 − rowBased(0.1) · 0.5 = 1 − 0.05 · row.
        #expect(pieces.count == 10)
        for (row, piece) in pieces.enumerated() {
            #expect(isClose(piece.alpha, 1 - 0.05 * Double(row)))
        }
        // Row 0: rowBasedMirror(0.05, 0.1) → −4.5 · (0.05, 0.1) · 0.5 → scale (1 + 0.1125, 1 + 0.225);
        //   translation rowBasedMirror(0, 0.1) → (0, −0.45) · 0.5 = −0.225 of the scaled height 30 · 1.225.
        #expect(isClose(pieces[0].transform, affine(1.1125, 0, 0, 1.225, 0, -0.225 * 30 * 1.225)))
    }

    @Test func customEffectsAndTweaksRunThroughTheLayout() {
        let fading = EffectFunction { progress, _ in ItemState(alpha: 1 - abs(progress) / 4) }
        let layout = PagingLayout(itemCount: 3, pageSize: card, effect: .custom(fading))
        // Every state has zIndex 0, so the frame keeps index order: progress 0, 1, 2.
        #expect(layout.frame(offset: 0, card: card).items.map(\.state.alpha) == [1, 0.75, 0.5])
        // A preset plus a tweak: coverFlow with the side cards half transparent.
        let tweaked = Effect.scale(.layout(.coverFlow)).tweaked { progress, _, state in
            if progress != 0 { state.alpha = 0.5 }
        }
        let centre = tweaked.state(progress: 0, card: card), side = tweaked.state(progress: 1, card: card)
        #expect(centre.alpha == 1 && side.alpha == 0.5)
        #expect(side.transform == ScaleTransformViewOptions.layout(.coverFlow).state(progress: 1, card: card).transform)
    }

    @Test func transformCurvesMatchUpstream() {
        #expect(TransformCurve.linear.computeFromLinear(progress: 0.3) == 0.3)
        #expect(isClose(TransformCurve.easeIn.computeFromLinear(progress: 1), 1))       // log10(10)
        #expect(isClose(TransformCurve.easeIn.computeFromLinear(progress: 0.5), log10(5.5)))
        #expect(isClose(TransformCurve.easeOut.computeFromLinear(progress: 0), 0))      // 1 − log10(10)
        #expect(isClose(TransformCurve.easeOut.computeFromLinear(progress: 1), 1))      // 1 − log10(1)
        #expect(TransformCurve.easeOut.computeFromLinear(progress: 2) == .infinity)     // outside the log's domain
    }
}
