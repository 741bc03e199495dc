import Testing
@testable import Transforms

@Suite("zIndex (REFERENCE §13)")
struct ZIndexTests {
    @Test(arguments: [(0.0, 0), (0.49, 0), (0.5, -1), (-0.5, -1), (1.5, -2), (-2.5, -3), (2.4, -2)])
    func defaultIsMinusTheRoundedDistance(progress: Double, zIndex: Int) {
        #expect(ItemState.defaultZIndex(progress: progress) == zIndex)
        #expect(ScaleTransformViewOptions().state(progress: progress, card: card).zIndex == zIndex)
        #expect(SnapshotTransformViewOptions().state(progress: progress, card: card).zIndex == zIndex)
    }

    @Test(arguments: [(0.0, 0), (0.5, -1), (-0.5, 1), (1.49, -1), (-2.5, 3), (3, -3)])
    func stackIsMinusTheRoundedProgress(progress: Double, zIndex: Int) {
        #expect(StackTransformViewOptions().state(progress: progress, card: card).zIndex == zIndex)
        // reverse negates it, computed from the progress before reverse flips it.
        #expect(StackTransformViewOptions(reverse: true).state(progress: progress, card: card).zIndex == -zIndex)
    }

    @Test func stackZIndexOfHugeProgressesSaturatesInsteadOfTrapping() {
        #expect(StackTransformViewOptions().zIndex(progress: -1e30) == Int.max)
        #expect(StackTransformViewOptions(reverse: true).zIndex(progress: -1e30) == -Int.max)
        #expect(ItemState.defaultZIndex(progress: 1e30) == -Int.max)
        #expect(ItemState.defaultZIndex(progress: .nan) == 0)
    }
}

@Suite("Back faces (REFERENCE §15)")
struct BackFaceTests {
    @Test func cylinderHidesCardsTurnedMoreThanAQuarter() {
        let cylinder = ScaleTransformViewOptions.layout(.cylinder) // π/4 per page about y, not double-sided
        #expect(!cylinder.state(progress: 0, card: card).isHidden)
        #expect(!cylinder.state(progress: 1, card: card).isHidden)   // 45°
        #expect(!cylinder.state(progress: -1.5, card: card).isHidden) // −67.5°
        // Cards sit 250 pt out on the cylinder, seen in perspective from 1786 pt: the eye looks past
        // the edge of a card before it has turned 90°, here at 85.5° (1.9 pages).
        #expect(cylinder.state(progress: 1.9, card: card).isHidden)
        #expect(cylinder.state(progress: -1.9, card: card).isHidden)
        #expect(cylinder.state(progress: 3, card: card).isHidden)     // 135°: mirrored on screen
        #expect(cylinder.state(progress: -4, card: card).isHidden)    // −180°
    }

    @Test func doubleSidedCardsAreNeverHidden() {
        var cylinder = ScaleTransformViewOptions.layout(.cylinder)
        cylinder.rotation3d?.isDoubleSided = true
        #expect(!cylinder.state(progress: 3, card: card).isHidden)
    }

    @Test func effectsWithoutRotationNeverHideCards() {
        // A 2-D mirror (negative scale) is not a back face: only rotation3d sets isDoubleSided.
        let options = ScaleTransformViewOptions(minScale: -1, maxScale: -1)
        #expect(options.state(progress: 0.5, card: card).transform.m11 == -1)
        #expect(!options.state(progress: 0.5, card: card).isHidden)
    }

    @Test func mirroredProjectionShowsTheBackFace() {
        // Rotating π about y maps (x, y) → (−x, y): the corners turn the other way.
        #expect(Transform3D.makeRotation(angle: .pi, x: 0, y: 1, z: 0).showsBackFace(card: card))
        #expect(!Transform3D.makeRotation(angle: 0.4, x: 0, y: 1, z: 0).showsBackFace(card: card))
        // A z rotation never mirrors.
        #expect(!Transform3D.makeRotation(angle: 3, x: 0, y: 0, z: 1).showsBackFace(card: card))
    }

    @Test func aCornerBehindTheEyeHidesTheCard() {
        var t = Transform3D.identity
        t.m34 = -0.01
        // Tilt about y by 0.5 rad, then move 90 pt toward the eye (d = 100 pt): the left edge
        // (x = −100, z = 100 · sin 0.5 ≈ 48 after tilting) passes behind the eye:
        // W = 1 − 0.01 · (100 sin 0.5 + 90 cos 0.5) ≈ 1 − 1.27 < 0, while the right edge stays in front.
        t = t.rotated(by: 0.5, x: 0, y: 1, z: 0).translatedBy(x: 0, y: 0, z: 90)
        #expect(t.homogeneous(x: -100, y: 0).w < 0 && t.homogeneous(x: 100, y: 0).w > 0)
        #expect(t.showsBackFace(card: card))
    }
}

@Suite("Snapshot pieces (REFERENCE §14)")
struct SnapshotPieceTests {
    @Test func progressZeroShowsThePlainCard() {
        let state = SnapshotTransformViewOptions.layout(.grid).state(progress: 0, card: card)
        #expect(state.transform == .identity && state.pieces == [] && state.alpha == 1)
        #expect(SnapshotTransformViewOptions.layout(.grid).state(progress: -0.0, card: card).pieces == [])
    }

    @Test func nonPositiveRatiosMakeNoSnapshot() {
        let options = SnapshotTransformViewOptions(pieceSizeRatio: Size(width: 0, height: 0.5))
        let state = options.state(progress: 0.5, card: card)
        #expect(state.transform == .identity && state.pieces == [])
        #expect(options.pieceFrames(card: card).isEmpty)
    }

    @Test func ratiosAboveOneGiveOnePieceAcrossInsteadOfDividingByZero() {
        // Int(1 / 1.5) = 0 columns would make `index % columnCount` trap (upstream crashes here).
        let options = SnapshotTransformViewOptions(pieceSizeRatio: Size(width: 1.5, height: 0.5),
                                                   piecesTranslationRatio: .columnBased(Point(x: 1, y: 0)))
        let state = options.state(progress: 0.5, card: Size(width: 100, height: 100))
        // Width clamps to the card: one column of two rows, both in column 0, so no translation.
        #expect(state.pieces?.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 50, width: 100, height: 50)])
        #expect(state.pieces?.allSatisfy { $0.transform.m41 == 0 } == true)
    }

    @Test func piecesAreRowMajorAndClippedAtTheRightAndBottom() {
        let options = SnapshotTransformViewOptions(pieceSizeRatio: Size(width: 0.3, height: 0.4))
        let frames = options.pieceFrames(card: Size(width: 100, height: 100))
        // Width 30: x = 0, 30, 60, 90 (the last one 10 wide); height 40: y = 0, 40, 80 (the last 20 high).
        #expect(frames.count == 12)
        #expect(frames[0] == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(frames[3] == Rect(x: 90, y: 0, width: 10, height: 40))
        #expect(frames[4] == Rect(x: 0, y: 40, width: 30, height: 40))
        #expect(frames[11] == Rect(x: 90, y: 80, width: 10, height: 20))
    }

    @Test func ratiosAboveOneMakeOneFullSizedPiece() {
        let frames = SnapshotTransformViewOptions(pieceSizeRatio: Size(width: 2, height: 1)).pieceFrames(card: card)
        #expect(frames == [Rect(x: 0, y: 0, width: 200, height: 300)])
    }

    @Test func rowAndColumnCountsComeFromTheRatioNotTheFrames() throws {
        // Ratio 0.3 → columnCount Int(1/0.3) = 3, but 4 pieces per row: piece 3 (the narrow one at the
        // end of row 0) is counted as row 1, column 0, exactly as upstream.
        let options = SnapshotTransformViewOptions(pieceSizeRatio: Size(width: 0.3, height: 0.4),
                                                   piecesAlphaRatio: .rowBased(0.5),
                                                   piecesTranslationRatio: .static(.zero),
                                                   piecesScaleRatio: .static(.zero))
        let pieces = try #require(options.state(progress: 1, card: Size(width: 100, height: 100)).pieces)
        #expect(pieces[3].frame.y == 0)
        #expect(pieces[3].alpha == 0.5)  // 1 − 0.5 · row 1
        #expect(pieces[2].alpha == 1)    // row 0
        #expect(pieces[6].alpha == 0)    // row 2: 1 − 0.5 · 2
    }

    @Test func tinyRatiosFloorTheCountsAtOneHundred() {
        // Ratio 0.005 → counted as 0.01 → rowCount 100; the card still gets 200 rows of pieces.
        let options = SnapshotTransformViewOptions(pieceSizeRatio: Size(width: 1, height: 0.005),
                                                   piecesAlphaRatio: .rowBasedCustom([0, 0.25]))
        let state = options.state(progress: 1, card: Size(width: 10, height: 200))
        #expect(state.pieces?.count == 200)
        #expect(state.pieces?[101].alpha == 0.75)
        let position = PiecePosition(index: 150, row: 150, column: 0, rowCount: 100, columnCount: 1)
        // reversed rowBased past the counted rows goes negative, as upstream: 100 − 150 − 1 = −51.
        #expect(PiecesValue<Double>.rowBased(1, reversed: true).ratio(at: position) == -51)
    }

    @Test func absurdlySmallPiecesFallBackToThePlainCard() {
        let options = SnapshotTransformViewOptions(pieceSizeRatio: Size(width: 1e-6, height: 1e-6))
        #expect(options.pieceFrames(card: card).isEmpty)
        #expect(options.state(progress: 1, card: card).pieces == [])
    }

    @Test func containerClampsUseTheScaledSizeAndTheRightAxis() {
        // REFERENCE §8 and §10: y is clamped with translateY and the scaled height.
        let options = SnapshotTransformViewOptions(containerScaleRatio: 0.5,
                                                   containerTranslationRatio: Point(x: 1, y: -1),
                                                   containerMinTranslationRatio: Point(x: -0.1, y: -0.2),
                                                   containerMaxTranslationRatio: Point(x: 0.1, y: 0.2))
        let state = options.state(progress: 1, card: card)
        // scale 0.5 → 100 × 150; x = 1 · 100 = 100 → max 0.1 · 100 = 10; y = −150 → min −0.2 · 150 = −30.
        #expect(isClose(state.transform, affine(0.5, 0, 0, 0.5, 10, -30)))
    }

    @Test func pieceClampsAndCornerRadiusUseTheScaledPiece() throws {
        let options = SnapshotTransformViewOptions(pieceSizeRatio: Size(width: 1, height: 0.5),
                                                   piecesCornerRadiusRatio: .static(0.5),
                                                   piecesTranslationRatio: .static(Point(x: 2, y: -2)),
                                                   minPiecesTranslationRatio: .static(Point(x: -1, y: -0.5)),
                                                   maxPiecesTranslationRatio: .static(Point(x: 1, y: 1)),
                                                   piecesScaleRatio: .static(Size(width: 0.5, height: 0.2)))
        let piece = try #require(options.state(progress: 1, card: card).pieces?.first)
        // Piece 200 × 150 scaled by (0.5, 0.8) → 100 × 120. x = 2 · 100 → max 1 · 100 = 100;
        // y = −2 · 120 → min −0.5 · 120 = −60. Corner radius 0.5 · 1 · min(120, 100) = 50.
        #expect(isClose(piece.transform, affine(0.5, 0, 0, 0.8, 100, -60)))
        #expect(piece.cornerRadius == 50)
    }

    @Test func aggregatedValuesFoldLeftToRight() {
        let position = PiecePosition(index: 5, row: 1, column: 2, rowCount: 4, columnCount: 4)
        let values: [PiecesValue<Double>] = [.rowBased(1), .columnBased(10), .static(100)]  // 1, 20, 100
        #expect(PiecesValue.aggregated(values, .sum).ratio(at: position) == 121)
        #expect(PiecesValue.aggregated(values, .product).ratio(at: position) == 2000)
        // A custom function from Swift: (1 − 20) − 100 folds left.
        #expect(PiecesValue.aggregated(values, .custom("minus") { $0 - $1 }).ratio(at: position) == -119)
        #expect(PiecesValue<Double>.aggregated([], .sum).ratio(at: position) == 0)
    }

    @Test func oddEvenValuesTakeTheOddValueFirst() {
        let odd = PiecePosition(index: 3, row: 0, column: 3, rowCount: 1, columnCount: 4)
        let even = PiecePosition(index: 2, row: 0, column: 2, rowCount: 1, columnCount: 4)
        #expect(PiecesValue.columnOddEven(1.0, 2.0).ratio(at: odd) == 1)
        #expect(PiecesValue.columnOddEven(1.0, 2.0).ratio(at: even) == 2)
        #expect(PiecesValue.columnOddEven(1.0, 2.0, increasing: true).ratio(at: odd) == 3)
    }

    @Test(arguments: [(0, -1.5), (1, -0.5), (2, 0.5), (3, 1.5)])
    func mirrorValuesForAnEvenCount(column: Int, expected: Double) {
        let position = PiecePosition(index: column, row: 0, column: column, rowCount: 1, columnCount: 4)
        #expect(PiecesValue.columnBasedMirror(1.0).ratio(at: position) == expected)
    }

    @Test(arguments: [(0, -2.0), (1, -1.0), (2, 0.0), (3, 1.0), (4, 2.0)])
    func mirrorValuesForAnOddCount(column: Int, expected: Double) {
        let position = PiecePosition(index: column, row: 0, column: column, rowCount: 1, columnCount: 5)
        #expect(PiecesValue.columnBasedMirror(1.0).ratio(at: position) == expected)
        // reversed: index = middle − index → (0, 1, –, 1, 0) with the side's sign.
        let reversed = PiecesValue.columnBasedMirror(1.0, reversed: true).ratio(at: position)
        #expect(reversed == (column == 2 ? 0 : (column < 2 ? -1 : 1) * (2 - abs(expected))))
    }
}
