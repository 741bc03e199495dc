import Problems

/// `UIPageControl`'s settings under its UIKit names, plus the geometry Apple does not document
/// (these numbers are Flipbook's) and how the current
/// dot follows a scroll.
public struct PageControlOptions: Hashable, Sendable {
    /// `UIPageControl.BackgroundStyle` (iOS 14+).
    public enum BackgroundStyle: String, CaseIterable, Hashable, Sendable {
        /// The platter appears only while the user scrubs; a rendered frame has no touch, so no platter.
        case automatic
        /// A rounded platter always sits behind the dots.
        case prominent
        /// Dots only, never a platter.
        case minimal
    }

    /// `UIPageControl.Direction` (iOS 16+): which way the pages run along the row of dots.
    public enum Direction: String, CaseIterable, Hashable, Sendable {
        /// The interface's direction: `.leftToRight`, or `.rightToLeft` in a scene that reads right
        /// to left (`Scene.pageControlLayout` resolves it).
        case natural, leftToRight, rightToLeft
        /// A vertical column of dots at the trailing edge, page 0 at the top (or bottom).
        case topToBottom, bottomToTop

        /// True for the column directions.
        package var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
        /// True when page 0 sits at the right (or bottom) end of the row.
        package var isReversed: Bool { self == .rightToLeft || self == .bottomToTop }
    }

    /// How the current dot follows the scroll offset.
    public enum Updates: String, CaseIterable, Hashable, Sendable {
        /// As inside `UIPageViewController`: the dot moves when a page comes to rest, i.e. only on a
        /// frame whose offset is an integer; the first frame takes the rounded offset.
        case onTransitionEnd
        /// A control fed the offset rounded half away from zero on every frame.
        case nearest
        /// The current colour slides between the two dots around the offset.
        case progress
    }

    /// Where the control sits relative to the pages.
    public enum Placement: String, CaseIterable, Hashable, Sendable {
        /// As inside `UIPageViewController`: the pages use the viewport less the control's band.
        case below
        /// The pages use the whole viewport and the control is drawn over them.
        case overlay
    }

    /// Dots drawn; `nil` means one per item. UIKit's default is 0.
    public var numberOfPages: Int?
    /// A fixed current page (pinned to `0…numberOfPages − 1`); `nil` follows the timeline per `updates`.
    public var currentPage: Int?
    /// Hide the control when there is exactly one page. UIKit's default: false.
    public var hidesForSinglePage: Bool
    /// The other dots' colour. UIKit: "a translucent white"; Flipbook uses white at 50 %.
    public var pageIndicatorTintColor: Color
    /// The current dot's colour. UIKit: "an opaque white".
    public var currentPageIndicatorTintColor: Color
    /// Whether a platter sits behind the dots.
    public var backgroundStyle: BackgroundStyle
    /// The control's own background (`UIView.backgroundColor`), filling its whole band; clear by default.
    public var backgroundColor: Color
    /// Which way the pages run along the dots.
    public var direction: Direction
    /// How the current dot follows the scroll.
    public var updates: Updates
    /// The most dots shown at once (≥ 1); past it, the outer dots shrink and the row slides (`DotWindow`).
    public var maxVisibleDots: Int
    /// Dot diameter in points.
    public var dotSize: Double
    /// Gap between neighbouring dots in points.
    public var dotSpacing: Double
    /// The control's thickness in points (its height for a row of dots).
    public var controlHeight: Double
    /// Points between the control and the viewport's bottom edge (trailing edge for a column).
    public var bottomInset: Double
    /// Below the pages or over them.
    public var placement: Placement
    /// The prominent platter's fill (a dark translucent capsule).
    public var platterColor: Color

    /// Options with the defaults above.
    public init(numberOfPages: Int? = nil, currentPage: Int? = nil, hidesForSinglePage: Bool = false,
                pageIndicatorTintColor: Color = Color(red: 1, green: 1, blue: 1, alpha: 0.5),
                currentPageIndicatorTintColor: Color = .white,
                backgroundStyle: BackgroundStyle = .automatic, backgroundColor: Color = .clear, direction: Direction = .natural,
                updates: Updates = .onTransitionEnd, maxVisibleDots: Int = 10,
                dotSize: Double = 7, dotSpacing: Double = 9, controlHeight: Double = 26, bottomInset: Double = 0,
                placement: Placement = .below, platterColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.25)) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
        self.hidesForSinglePage = hidesForSinglePage
        self.pageIndicatorTintColor = pageIndicatorTintColor
        self.currentPageIndicatorTintColor = currentPageIndicatorTintColor
        self.backgroundStyle = backgroundStyle
        self.backgroundColor = backgroundColor
        self.direction = direction
        self.updates = updates
        self.maxVisibleDots = maxVisibleDots
        self.dotSize = dotSize
        self.dotSpacing = dotSpacing
        self.controlHeight = controlHeight
        self.bottomInset = bottomInset
        self.placement = placement
        self.platterColor = platterColor
    }

    /// The same options after checking every number; the error names the setting and the fix.
    package func validated() throws(Problem) -> PageControlOptions {
        if let n = numberOfPages, n < 0 { throw .negative("pageControl.numberOfPages", Double(n), example: "5") }
        guard maxVisibleDots >= 1 else {
            throw Problem(.outOfRange, "\(setting: "pageControl.maxVisibleDots") \(maxVisibleDots) must be at least 1",
                          fix: "e.g. \(setting: "pageControl.maxVisibleDots", value: "10") (iOS shows about 10 before shrinking the outer dots)",
                          value: String(maxVisibleDots))
        }
        guard dotSize.isFinite, dotSize > 0 else { throw .notPositive("pageControl.dotSize", dotSize, example: "7") }
        guard controlHeight.isFinite, controlHeight > 0 else { throw .notPositive("pageControl.controlHeight", controlHeight, example: "26") }
        guard dotSpacing.isFinite, dotSpacing >= 0 else { throw .negative("pageControl.dotSpacing", dotSpacing, example: "9") }
        guard bottomInset.isFinite, bottomInset >= 0 else { throw .negative("pageControl.bottomInset", bottomInset, example: "20") }
        return self
    }
}

extension Problem {
    /// A count or length below 0 (or not finite) at `key`, e.g. `pageControl.dotSpacing`.
    static func negative(_ key: String, _ value: Double, example: String) -> Problem {
        Problem(.outOfRange, "\(setting: key) \(value.shortestDescription) must be 0 or more", fix: "e.g. \(setting: key, value: example)",
                value: value.shortestDescription)
    }

    /// A length at `key` that must be above 0.
    static func notPositive(_ key: String, _ value: Double, example: String) -> Problem {
        Problem(.outOfRange, "\(setting: key) \(value.shortestDescription) must be more than 0 points", fix: "e.g. \(setting: key, value: example)",
                value: value.shortestDescription)
    }

    /// A fraction at `key` outside `0…1`.
    static func outOfUnit(_ key: String, _ value: Double, example: String) -> Problem {
        Problem(.outOfRange, "\(setting: key) \(value.shortestDescription) must be a fraction from 0 to 1", fix: "e.g. \(setting: key, value: example)",
                value: value.shortestDescription)
    }
}
