import CollectionViewPagingLayout
import UIKit

final class HomeViewController: UIViewController {
    private let layout = CollectionViewPagingLayout()
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    private let pageControl = UIPageControl()
    private let photos = ["dunes", "forest", "harbour", "glacier", "canyon", "meadow"]

    override func viewDidLoad() {
        super.viewDidLoad()
        configureCollectionView()
        configurePageControl()
    }

    private func configureCollectionView() {
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        layout.numberOfVisibleItems = Layout.visibleCards
        layout.scrollDirection = .horizontal
        view.addSubview(collectionView)
    }

    private func configurePageControl() {
        pageControl.numberOfPages = photos.count
        pageControl.currentPageIndicatorTintColor = .appTint
        pageControl.pageIndicatorTintColor = UIColor.appTint.withAlphaComponent(0.3)
        pageControl.backgroundStyle = traitCollection.horizontalSizeClass == .compact ? .minimal : .prominent
        view.addSubview(pageControl)
    }
}

extension HomeViewController: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(scrollView.contentOffset.x / scrollView.bounds.width)
    }
}
