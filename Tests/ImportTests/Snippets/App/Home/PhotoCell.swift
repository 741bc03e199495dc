import CollectionViewPagingLayout
import UIKit

final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
}

extension PhotoCell: ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions {
        var options = ScaleTransformViewOptions.layout(.linear)
        options.minScale = Layout.cardScale
        options.shadowColor = .appTint
        options.translationRatio = CGPoint(x: 0.66, y: Layout.spacing / 100)
        return options
    }
}
