import CollectionViewPagingLayout

extension PhotoCell: ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions { .layout(.rotary) }
}

extension TicketCell: StackTransformView {
    var stackOptions: StackTransformViewOptions {
        StackTransformViewOptions.layout(.vortex)
    }
}
