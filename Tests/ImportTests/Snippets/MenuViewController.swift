import Parchment
import UIKit

final class MenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var options = PagingOptions()
        options.menuItemSize = .fixed(width: 120, height: 48)
        options.indicatorColor = .systemRed
        options.indicatorOptions = .visible(height: 3, zIndex: Int.max, spacing: .zero, insets: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12))
        options.textColor = UIColor(white: 0.4, alpha: 1)
        options.selectedTextColor = .black
        options.font = .systemFont(ofSize: 14, weight: .semibold)
        options.menuInteraction = .swipe
        options.contentInteraction = .none
        options.menuHorizontalAlignment = .center

        let pagingViewController = PagingViewController(options: options, viewControllers: [
            PagingIndexItem(index: 0, title: "News"),
        ].map { _ in UIViewController() })
        addChild(pagingViewController)
    }

    let items = [PagingIndexItem(index: 0, title: "News"), PagingIndexItem(index: 1, title: "Sport"), PagingIndexItem(index: 2, title: "Weather")]
}
