import CollectionViewPagingLayout
import UIKit

final class PhotoCell: UICollectionViewCell, ScaleTransformView {
    var scaleOptions: ScaleTransformViewOptions {
        var options = ScaleTransformViewOptions.layout(.coverFlow)
        options.shadowEnabled = false
        options.rotation3d?.angle = .pi / 4
        options.shadowColor = UIColor(red: 10 / 255, green: 20 / 255, blue: 30 / 255, alpha: 1)
        options.translation3d = ScaleTransformViewOptions.Translation3dOptions(
            translateRatios: (0.1, 0, -0.7), minTranslateRatios: (-0.1, 0, -3), maxTranslateRatios: (0.1, 0, 0))
        return options
    }
}

final class GalleryViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewPagingLayout()
        layout.numberOfVisibleItems = 5
        collectionView.collectionViewLayout = layout
        collectionView.isPagingEnabled = true
    }
}
