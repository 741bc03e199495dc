import Parchment
import UIKit

struct CalendarItem: PagingItem, Hashable, Comparable {
    let date: Date
    static func < (lhs: CalendarItem, rhs: CalendarItem) -> Bool { lhs.date < rhs.date }
}

/// Parchment 1.x's generic view controller, its options built in a helper and passed on.
final class CalendarViewController: UIViewController {
    private var pagingViewController: PagingViewController<CalendarItem>!

    override func viewDidLoad() {
        super.viewDidLoad()
        pagingViewController = PagingViewController<CalendarItem>(options: makeOptions())
        pagingViewController.menuInteraction = .swipe
        addChild(pagingViewController)
    }

    private func makeOptions() -> PagingOptions {
        let options = PagingOptions()
        options.menuItemSize = .fixed(width: MenuMetrics.itemWidth.rawValue, height: 64)
        options.menuHorizontalAlignment = .center
        options.indicatorColor = UIColor(red: 1, green: 0.3, blue: 0.3, alpha: 1)
        options.selectedScrollPosition = .center
        return options
    }
}
