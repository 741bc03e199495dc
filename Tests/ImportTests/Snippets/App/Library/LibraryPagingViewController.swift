import Parchment
import UIKit

/// A Parchment menu configured through `self` in a subclass.
final class LibraryPagingViewController: PagingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configure()
    }

    private func configure() {
        menuItemSize = .sizeToFit(minWidth: 50, height: MenuMetrics.itemHeight.rawValue)
        self.indicatorColor = .appTint
        textColor = UIColor(named: "PureBlack")!
        selectedTextColor = .appTint
        font = UIFont(name: "Avenir-Heavy", size: 15)!
        menuBackgroundColor = .appBackground
        indicatorOptions = .visible(height: defaultIndicatorHeight, zIndex: Int.max, spacing: .zero, insets: .zero)
        borderOptions = .hidden
        contentInteraction = .none
    }
}
