// The page dots' options, described once (see `OptionDescription`): UIKit's `UIPageControl`
// properties under their names, then Flipbook's own geometry, which UIKit does not document.

extension PageControlOptions.BackgroundStyle: OptionChoice {}
extension PageControlOptions.Direction: OptionChoice {}
extension PageControlOptions.Updates: OptionChoice {}
extension PageControlOptions.Placement: OptionChoice {}

extension PageControlOptions: OptionCatalog {
    /// The most pages a scene has (`Scene.itemCountRange`): the dot counts' limit.
    package static let maxPages = 1_000_000_000

    /// `UIPageControl`.
    package static var swiftTypeName: String { "UIPageControl" }

    /// UIKit's defaults where it has them, Flipbook's geometry otherwise: `PageControlOptions()`.
    package static var upstreamDefaults: Self { Self() }

    /// Every option: UIKit's properties in the order its documentation lists them, then Flipbook's.
    package static var options: [OptionDescription<Self>] {
        let pages = Double(maxPages)
        return [
            .init("numberOfPages", \.numberOfPages, range: .between(0, pages), swift: .property,
                  "Dots; null (default) for one per page position."),
            .init("currentPage", \.currentPage, range: .between(-pages, pages), swift: .property,
                  "A fixed current page, pinned to 0…numberOfPages − 1; null (default) follows the timeline per `updates`."),
            .init("hidesForSinglePage", \.hidesForSinglePage, swift: .property, "Hide the dots when there is one page (default false)."),
            .init("pageIndicatorTintColor", \.pageIndicatorTintColor, swift: .property,
                  "The other dots (default #FFFFFF80, UIKit's translucent white)."),
            .init("currentPageIndicatorTintColor", \.currentPageIndicatorTintColor, swift: .property, "The current dot (default #FFFFFF)."),
            .init("backgroundStyle", \.backgroundStyle, swift: .property,
                  "automatic (default; no platter without a touch), prominent (a capsule platter behind the dots) or minimal."),
            .init("backgroundColor", \.backgroundColor, swift: .property,
                  "The control's own background (UIView.backgroundColor), filling its band across the page; default clear."),
            .init("direction", \.direction, swift: .property, available: "iOS 16.0",
                  "natural (default: the scene's layoutDirection), leftToRight, rightToLeft, topToBottom or bottomToTop (a column at the right edge)."),
            .init("updates", \.updates, swift: .flipbookOnly,
                  "How the current dot follows a scroll: onTransitionEnd (default, as UIPageViewController), nearest (rounded offset) or progress (the colour slides)."),
            .init("maxVisibleDots", \.maxVisibleDots, range: .between(1, 1000), swift: .flipbookOnly,
                  "Past this many pages the outer dots shrink and the row slides with the current page (default 10)."),
            .init("dotSize", \.dotSize, unit: .points, range: .positive, swift: .flipbookOnly, "Dot diameter in points (default 7)."),
            .init("dotSpacing", \.dotSpacing, unit: .points, range: .nonNegative, swift: .flipbookOnly, "Gap between dots in points (default 9)."),
            .init("controlHeight", \.controlHeight, unit: .points, range: .positive, swift: .flipbookOnly,
                  "The control's height in points (default 26)."),
            .init("bottomInset", \.bottomInset, unit: .points, range: .nonNegative, swift: .flipbookOnly,
                  "Points between the control and the viewport's bottom (default 0)."),
            .init("placement", \.placement, swift: .flipbookOnly,
                  "below (default, as UIPageViewController: the pages end above the control) or overlay (drawn over the pages)."),
            .init("platterColor", \.platterColor, swift: .flipbookOnly, "The prominent platter's fill (default #00000040)."),
        ]
    }
}
