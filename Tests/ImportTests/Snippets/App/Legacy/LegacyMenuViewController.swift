import Parchment
import UIKit

/// Parchment 0.x: options and theme as protocol-conforming structs.
struct NewsTheme: PagingTheme {
    let textColor = UIColor(red: 40 / 255, green: 43 / 255, blue: 53 / 255, alpha: 1)
    let selectedTextColor = UIColor.white
    let indicatorColor = UIColor.white
    let headerBackgroundColor = UIColor(red: 90 / 255, green: 99 / 255, blue: 112 / 255, alpha: 1)
    var font: UIFont { return UIFont.systemFont(ofSize: 13, weight: UIFont.Weight.semibold) }
}

struct NewsOptions: PagingOptions {
    let menuItemSize: PagingMenuItemSize = .Fixed(width: 96, height: 40)
    let indicatorOptions: PagingIndicatorOptions = .Visible(height: 2, zIndex: Int.max, insets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
    var theme: PagingTheme { return NewsTheme() }
}

final class LegacyMenuViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let first = StoryViewController(title: "Top")
        let second = StoryViewController(title: "Local")
        let pagingViewController = FixedPagingViewController(viewControllers: [first, second], options: NewsOptions())
        addChildViewController(pagingViewController)
        view.addSubview(pagingViewController.view)
    }
}
