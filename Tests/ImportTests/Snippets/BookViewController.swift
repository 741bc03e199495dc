import UIKit

final class BookViewController: UIPageViewController {
    init() {
        super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                   options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        isDoubleSided = true
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class Container: UIViewController {
    let dots: UIPageControl = {
        let control = UIPageControl()
        control.numberOfPages = 6
        control.currentPageIndicatorTintColor = .systemIndigo
        return control
    }()
}
