import UIKit

final class OnboardingViewController: UIViewController {
    private let pageViewController = UIPageViewController(
        transitionStyle: .scroll,
        navigationOrientation: .vertical,
        options: [UIPageViewController.OptionsKey.interPageSpacing: 16]
    )

    private lazy var pageControl: UIPageControl = {
        let control = UIPageControl()
        control.numberOfPages = 4
        control.hidesForSinglePage = true
        control.pageIndicatorTintColor = UIColor.lightGray.withAlphaComponent(0.5)
        control.currentPageIndicatorTintColor = .white
        if #available(iOS 16.0, *) {
            control.direction = .topToBottom
        }
        return control
    }()
}
