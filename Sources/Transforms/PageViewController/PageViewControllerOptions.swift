import Problems

/// `UIPageViewController`'s configuration, with UIKit's names: the transition style and
/// navigation orientation fixed at init, and the options dictionary
/// (`UIPageViewController.OptionsKey.interPageSpacing` and `.spineLocation`) plus `isDoubleSided`.
///
/// `validated(pageCount:)` refuses the combinations UIKit refuses (it raises
/// `NSInvalidArgumentException` or ignores an option that cannot apply); Flipbook says so in
/// words instead, because an option that silently does nothing is a bug in a config.
public struct PageViewControllerOptions: Hashable, Sendable {
    /// `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: String, CaseIterable, Hashable, Sendable {
        /// Pages turn like paper, curling from the free edge toward the spine (raw value 0 in UIKit).
        case pageCurl
        /// Pages slide side by side in a paging scroll view (raw value 1 in UIKit).
        case scroll
    }

    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: String, CaseIterable, Hashable, Sendable {
        /// Pages turn or scroll left and right.
        case horizontal
        /// Pages turn or scroll up and down.
        case vertical
    }

    /// `UIPageViewController.SpineLocation`: where the pages are bound (page curl only).
    public enum SpineLocation: String, CaseIterable, Hashable, Sendable {
        /// No spine: the scroll style's value. Invalid for page curl.
        case none
        /// The left edge (horizontal) or top edge (vertical); one page shows.
        case min
        /// The middle; two pages show side by side (or one above the other). Needs `isDoubleSided`.
        case mid
        /// The right edge (horizontal) or bottom edge (vertical); one page shows.
        case max
    }

    /// How pages move from one to the next. UIKit's default is `.pageCurl`; Flipbook's configs
    /// default to `.scroll`, the common onboarding screen.
    public var transitionStyle: TransitionStyle
    /// Which way pages move.
    public var navigationOrientation: NavigationOrientation
    /// Points between neighbouring pages (scroll style only). UIKit's default is 0.
    public var interPageSpacing: Double
    /// Where the pages are bound (page curl only); `nil` means UIKit's default: `.min` for page
    /// curl, `.none` for scroll.
    public var spineLocation: SpineLocation?
    /// When true the back of a turning page shows the next page (UIKit then takes view controllers
    /// in pairs: front, back); when false it shows its own content mirrored and faded.
    public var isDoubleSided: Bool
    /// The page view controller's view's `backgroundColor` (UIView's; clear by default): under the
    /// pages, seen in the `interPageSpacing` gaps and where a scroll overshoots either end.
    public var backgroundColor: Color

    /// A configuration; the defaults are the scroll style with no spacing.
    public init(transitionStyle: TransitionStyle = .scroll, navigationOrientation: NavigationOrientation = .horizontal,
                interPageSpacing: Double = 0, spineLocation: SpineLocation? = nil, isDoubleSided: Bool = false,
                backgroundColor: Color = .clear) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.interPageSpacing = interPageSpacing
        self.spineLocation = spineLocation
        self.isDoubleSided = isDoubleSided
        self.backgroundColor = backgroundColor
    }

    /// The spine actually used: the explicit one, or UIKit's default for the style.
    package var effectiveSpineLocation: SpineLocation {
        spineLocation ?? (transitionStyle == .pageCurl ? .min : .none)
    }

    /// Pages shown at rest: two for `.mid`, one otherwise.
    package var pagesPerSpread: Int { transitionStyle == .pageCurl && effectiveSpineLocation == .mid ? 2 : 1 }

    /// Timeline positions for `pageCount` pages: one per page, or one per pair when a page curl
    /// shows two pages (`.mid`) or turns pages in pairs (`isDoubleSided`).
    package func positionCount(pageCount: Int) -> Int {
        let count = Swift.max(0, pageCount)
        return transitionStyle == .pageCurl && (effectiveSpineLocation == .mid || isDoubleSided) ? count / 2 : count
    }

    /// The same options after checking them against UIKit's rules for `pageCount` pages.
    ///
    /// Refused, as UIKit refuses or ignores them:
    /// - `interPageSpacing` negative or not finite, or non-zero with `.pageCurl` (UIKit reads
    ///   the spacing key only for `.scroll`);
    /// - a `spineLocation` other than `none` with `.scroll` (UIKit reads the spine key only for `.pageCurl`);
    /// - `spineLocation: none` with `.pageCurl`;
    /// - `isDoubleSided` with `.scroll` (a scroll view has no back of a page);
    /// - `.mid` without `isDoubleSided` (UIKit raises: a page turned over the spine shows its back);
    /// - `isDoubleSided` or `.mid` with an odd number of pages (UIKit raises: "the number of view
    ///   controllers provided doesn't match the number required" — pages come in pairs).
    package func validated(pageCount: Int) throws(Problem) -> PageViewControllerOptions {
        let spacing = "pageViewController.interPageSpacing", spineKey = "pageViewController.spineLocation"
        let style = "pageViewController.transitionStyle", sides = "pageViewController.isDoubleSided"
        guard interPageSpacing.isFinite, interPageSpacing >= 0 else {
            throw Problem(.outOfRange, "\(setting: spacing) \(interPageSpacing.shortestDescription) is not a distance",
                          fix: "use 0 or more points, e.g. \(setting: spacing, value: "10")",
                          value: interPageSpacing.shortestDescription)
        }
        switch transitionStyle {
        case .scroll:
            if let spine = spineLocation, spine != .none {
                throw Problem.appliesOnly(spineKey, given: spine.rawValue, to: "\(setting: style, value: "pageCurl")",
                                          because: "UIPageViewController ignores it for scroll")
            }
            if isDoubleSided {
                throw Problem.appliesOnly(sides, to: "\(setting: style, value: "pageCurl")", because: "scrolled pages have no back", value: "true")
            }
        case .pageCurl:
            if interPageSpacing != 0 {
                throw Problem.appliesOnly(spacing, given: interPageSpacing.shortestDescription, to: "\(setting: style, value: "scroll")",
                                          because: "UIPageViewController ignores it for pageCurl")
            }
            let spine = effectiveSpineLocation
            if spine == .none {
                throw Problem(.conflict, "\(setting: spineKey, value: "none") is invalid for \(setting: style, value: "pageCurl") (UIPageViewController raises)",
                              fix: "use \(setting: spineKey) min, mid or max", value: "none")
            }
            if spine == .mid && !isDoubleSided {
                throw Problem(.conflict, "\(setting: spineKey, value: "mid") shows two pages and turns each over the spine, so UIPageViewController requires \(setting: sides)",
                              fix: "add \(setting: sides, value: "true") or use \(setting: spineKey, value: "min")", value: "mid")
            }
            if (isDoubleSided || spine == .mid) && pageCount % 2 != 0 {
                let reason: Wording = spine == .mid ? "\(setting: spineKey, value: "mid") shows pages in pairs" : "\(setting: sides) turns pages in pairs (front, back)"
                throw Problem(.conflict, "\(pageCount) pages cannot be shown: \(reason), and UIPageViewController raises when a pair is incomplete",
                              fix: "use an even number of items, e.g. \(setting: "itemCount", value: String(pageCount + 1))",
                              setting: spine == .mid ? spineKey : sides, value: String(pageCount))
            }
        }
        return self
    }
}
