import Parchment
import UIKit

/// A menu of days around today, served a few at a time by Parchment's infinite data source.
final class DaysViewController: UIViewController, PagingViewControllerInfiniteDataSource {
    private let pagingViewController = PagingViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        pagingViewController.menuItemSize = .fixed(width: 80, height: 40)
        pagingViewController.infiniteDataSource = self
        addChild(pagingViewController)
        view.addSubview(pagingViewController.view)
        pagingViewController.select(pagingItem: item(0))
    }

    private func item(_ index: Int) -> PagingIndexItem {
        PagingIndexItem(index: index, title: "Day \(index + 1)")
    }

    func pagingViewController(_: PagingViewController, viewControllerFor pagingItem: PagingItem) -> UIViewController {
        UIViewController()
    }

    func pagingViewController(_: PagingViewController, itemBefore pagingItem: PagingItem) -> PagingItem? {
        guard let current = pagingItem as? PagingIndexItem, current.index > -14 else { return nil }
        return item(current.index - 1)
    }

    func pagingViewController(_: PagingViewController, itemAfter pagingItem: PagingItem) -> PagingItem? {
        guard let current = pagingItem as? PagingIndexItem, current.index < 14 else { return nil }
        return item(current.index + 1)
    }
}
