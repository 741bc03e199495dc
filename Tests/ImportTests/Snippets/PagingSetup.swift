import Parchment
import UIKit

final class LibraryViewController: UIViewController {
    private let pagingViewController = PagingViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let paging = PagingViewController(viewControllers: pages)
        paging.menuItemSize = .sizeToFit(minWidth: 90, height: 44)
        paging.menuInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        paging.indicatorOptions = .hidden
        paging.borderOptions = .visible(height: 2, zIndex: Int.max - 1, insets: .zero)
        paging.selectedFont = UIFont.boldSystemFont(ofSize: 16)
        paging.menuBackgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
        addChild(paging)
    }
}
