import UIKit

/// Pages of view controllers (not PVView pages), a page curl set up in `init`, and page dots.
final class OnboardingViewController: UIPageViewController {
    private var pages: [UIViewController] = [WelcomeViewController(), PermissionsViewController(), DoneViewController()]
    private let dots = UIPageControl()

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: Layout.spacing])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        dots.numberOfPages = pages.count
        dots.hidesForSinglePage = true
        dots.currentPageIndicatorTintColor = .black
        dots.pageIndicatorTintColor = .lightGray
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }
}
