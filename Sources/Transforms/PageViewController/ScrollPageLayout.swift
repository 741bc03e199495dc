/// The scroll style of `UIPageViewController`: pages side by side in a paging scroll view.
///
/// UIKit makes room for `interPageSpacing` by widening the scroll view by the spacing, so each
/// scroll page is `pageLength + spacing` long and the gap travels with the pages. At scroll
/// offset `o` (in pages), page `i` starts at `(i − o) · (pageLength + spacing)` along the
/// navigation axis; at an integer offset exactly one page fills the page area and no gap shows.
package struct ScrollPageLayout: Hashable, Sendable {
    /// The area one page fills, in points (the viewport, less the page control when it sits below).
    package var pageArea: Rect
    /// Horizontal: pages side by side; vertical: stacked, scrolling up.
    package var orientation: PageViewControllerOptions.NavigationOrientation
    /// Points of gap between neighbouring pages, ≥ 0.
    package var interPageSpacing: Double
    /// Number of pages.
    package var pageCount: Int
    /// Pages advance right to left (a right-to-left interface; horizontal orientation only): page
    /// `i` starts at `−(i − o) · pitch`, so the next page comes in from the left, as
    /// UIPageViewController lays out its pages under a right-to-left `semanticContentAttribute`.
    package var isRightToLeft: Bool

    /// A layout of `pageCount` pages filling `pageArea`.
    package init(pageArea: Rect, orientation: PageViewControllerOptions.NavigationOrientation = .horizontal,
                interPageSpacing: Double = 0, pageCount: Int, isRightToLeft: Bool = false) {
        self.pageArea = pageArea
        self.orientation = orientation
        self.interPageSpacing = interPageSpacing
        self.pageCount = pageCount
        self.isRightToLeft = isRightToLeft && orientation == .horizontal
    }

    /// The page's length along the navigation axis, in points.
    package var pageLength: Double { orientation == .horizontal ? pageArea.width : pageArea.height }

    /// Distance between the starts of neighbouring pages: `pageLength + interPageSpacing`.
    package var pitch: Double { pageLength + interPageSpacing }

    /// One page's place at an offset.
    package struct Page: Hashable, Sendable {
        /// The page (item) index.
        package var index: Int
        /// Its frame in viewport points; it may stick out of the page area (it is clipped there).
        package var frame: Rect

        /// Page `index` at `frame`.
        package init(index: Int, frame: Rect) {
            self.index = index
            self.frame = frame
        }
    }

    /// The pages that overlap the page area at `offset` (in pages), in index order. Pages
    /// outside `0..<pageCount` do not exist (UIKit's data source returns nil past either end),
    /// so an offset past the ends shows the background beside the first or last page.
    package func pages(offset: Double) -> [Page] {
        let length = pageLength
        guard pageCount > 0, offset.isFinite, length > 0, pitch > 0 else { return [] }
        // Page i overlaps when −length < (i − o)·pitch < length.
        let reach = length / pitch
        let low = Swift.max(0, saturatingInt((offset - reach).rounded(.down)))
        let high = Swift.min(pageCount - 1, saturatingInt((offset + reach).rounded(.up)))
        guard low <= high else { return [] }
        var pages: [Page] = []
        for index in low...high where isVisible(index, offset: offset) {
            pages.append(Page(index: index, frame: frame(of: index, offset: offset)))
        }
        return pages
    }

    /// Page `index`'s frame at `offset`: it starts `(index − offset) · pitch` along the navigation axis.
    package func frame(of index: Int, offset: Double) -> Rect {
        let start = (isRightToLeft ? offset - Double(index) : Double(index) - offset) * pitch
        return orientation == .horizontal
            ? Rect(x: pageArea.x + start, y: pageArea.y, width: pageArea.width, height: pageArea.height)
            : Rect(x: pageArea.x, y: pageArea.y + start, width: pageArea.width, height: pageArea.height)
    }

    /// True when page `index` overlaps the page area at `offset`: `−length < (index − offset)·pitch < length`.
    package func isVisible(_ index: Int, offset: Double) -> Bool {
        let start = (isRightToLeft ? offset - Double(index) : Double(index) - offset) * pitch
        return index >= 0 && index < pageCount && start < pageLength && start + pageLength > 0
    }
}
