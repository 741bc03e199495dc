import CollectionViewPagingLayout

extension PosterCell: SnapshotTransformView {
    var snapshotOptions: SnapshotTransformViewOptions {
        var options = SnapshotTransformViewOptions.layout(.grid)
        // Another form than grid's sum of mirrors: the layout's options are written out.
        options.piecesTranslationRatio = .rowBased(CGPoint(x: 0, y: 1))
        options.containerScaleRatio = 0.2
        return options
    }
}
