import CollectionViewPagingLayout

extension TileCell: SnapshotTransformView {
    var snapshotOptions: SnapshotTransformViewOptions {
        SnapshotTransformViewOptions(
            pieceSizeRatio: CGSize(width: 1.0 / 4, height: 1.0 / 6),
            piecesAlphaRatio: .aggregated([.rowBasedMirror(0.2), .static(0.1)], +),
            piecesTranslationRatio: .rowOddEven(CGPoint(x: 0, y: -1), CGPoint(x: -1, y: -1), increasing: true),
            piecesScaleRatio: .columnBased(CGSize(width: 0.5, height: 0.5), reversed: true),
            containerScaleRatio: 0.25
        )
    }
}
