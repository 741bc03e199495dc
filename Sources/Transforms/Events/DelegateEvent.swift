/// One delegate call a real component would make, named after the upstream delegate method
/// (docs/MOTION.md); `inspect` lists them per frame as `{"kind": NAME, …fields}`.
package enum DelegateEvent: Hashable, Sendable {
    /// CollectionViewPagingLayout's `onCurrentPageChanged(layout:currentPage:)`.
    case currentPageChanged(page: Int)
    /// Parchment's `pagingViewController(_:willScrollToItem:startingViewController:destinationViewController:)`.
    case willScrollToItem(index: Int)
    /// Parchment's `pagingViewController(_:isScrollingFromItem:toItem:…:progress:)`; `progress` is
    /// signed: positive toward a later item. `to` is `nil` past either end (an overshoot: Parchment's
    /// `state.upcomingPagingItem` is nil there, and it still calls).
    case isScrollingFromItem(index: Int, to: Int?, progress: Double)
    /// Parchment's `pagingViewController(_:didScrollToItem:…:transitionSuccessful:)`: the
    /// destination, also when the transition was cancelled.
    case didScrollToItem(index: Int, transitionSuccessful: Bool)
    /// Parchment's `pagingViewController(_:didSelectItem:)` (a tap on a menu item).
    case didSelectItem(index: Int)
    /// ElegantPages' `onPageChanged(_:)`.
    case pageChanged(page: Int)
    /// UIPageViewController's `pageViewController(_:willTransitionTo:)`.
    case willTransitionTo(pages: [Int])
    /// UIPageViewController's `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
    case didFinishAnimating(finished: Bool, previousPages: [Int], transitionCompleted: Bool)
    /// PVView's `parallaxView(_:willBeginTransitionTo:)`.
    case willBeginTransitionTo(page: Int)
    /// PVView's `parallaxView(_:didEndTransitionFrom:)`; `nil` on the first load.
    case didEndTransitionFrom(previousPage: Int?)

    /// The delegate method's name, as `"kind"` says it.
    package var kind: String {
        switch self {
        case .currentPageChanged: return "currentPageChanged"
        case .willScrollToItem: return "willScrollToItem"
        case .isScrollingFromItem: return "isScrollingFromItem"
        case .didScrollToItem: return "didScrollToItem"
        case .didSelectItem: return "didSelectItem"
        case .pageChanged: return "pageChanged"
        case .willTransitionTo: return "willTransitionTo"
        case .didFinishAnimating: return "didFinishAnimating"
        case .willBeginTransitionTo: return "willBeginTransitionTo"
        case .didEndTransitionFrom: return "didEndTransitionFrom"
        }
    }
}
