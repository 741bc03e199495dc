import CollectionViewPagingLayout

extension PhotoCell: ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions {
        var options = ScaleTransformViewOptions.layout(.linear)
        options.minScale = spacing
        options.shadowColor = theme.shadowColor()
        options.maxScale = isPad ? 1 : 0.9
        options.scaleRatio = 0.3 * 2
        return options
    }
}
