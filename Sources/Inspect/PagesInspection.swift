import Transforms
/// What `flipbook inspect` adds for a page view controller scene, per frame: `"pages"` (a
/// `pageViewController:` scene lists its pages instead of collection-view items), `"pageControl"`
/// (frame, pages, current page, hidden, shown dots with their frames and colours) and, for page
/// curl, `"curl"` (progress, radius, and the axis line where it crosses the leaf, in output-frame
/// points; `null` axis when the frame is flat), as REFERENCE.md "Page control and page curl" fixes.
package struct PagesInspection: Sendable {
    /// The page control, or `nil`.
    package var control: PageControlLayout?
    /// The page-curl layout, or `nil`.
    package var curl: PageCurlLayout?
    /// The scroll style's layout, or `nil`.
    package var scroll: ScrollPageLayout?
    /// The control's displayed position on each frame (`PageControlLayout.positions`).
    package var positions: [Double]
    /// The frames' offsets.
    package var offsets: [Double]
    /// Each frame's one-page turn to a selected page (`SelectTurn`), if any; empty for none.
    package var turns: [SelectTurn?] = []
    /// The page the scroll style's controller holds after each frame (`DelegateCalls.pageViewControllerPages`);
    /// empty: the rounded offset.
    package var heldPages: [Int] = []

    /// An inspection of `offsets` (the whole timeline, in order: `updates: onTransitionEnd` depends on it).
    package init(control: PageControlLayout?, curl: PageCurlLayout?, scroll: ScrollPageLayout? = nil, offsets: [Double]) {
        self.control = control
        self.curl = curl
        self.scroll = scroll
        self.offsets = offsets
        positions = control?.positions(offsets: offsets) ?? offsets.map { _ in 0 }
    }

    /// True for a `pageViewController:` scene: its frames list `"pages"`, and no collection-view items.
    package var listsPages: Bool { scroll != nil || curl != nil }

    /// One page of a frame.
    package struct Page: Hashable, Sendable {
        /// The page (item) index.
        package var index: Int
        /// Its frame in viewport points (it may lie outside the page area).
        package var frame: Rect
        /// Whether any of it is drawn in this frame.
        package var isVisible: Bool
    }

    /// The pages around frame `index`'s offset, in index order. During a `SelectTurn`, the pages
    /// the turn draws. Scroll style: the pages from
    /// `⌊offset⌋ − 1` to `⌈offset⌉ + 1` that exist, each at its frame (`ScrollPageLayout`), visible
    /// when it overlaps the page area. Page curl: the pages resting at the frame's position (visible),
    /// the back page of a double-sided leaf and the pages of the next position (visible while the
    /// leaf turns), at their resting frames.
    package func pages(frame index: Int) -> [Page] {
        guard offsets.indices.contains(index) else { return [] }
        let offset = offsets[index]
        if let scroll, offset.isFinite, index < turns.count, let turn = turns[index] {
            // Parchment's turn to a selected page: the pages drawn, each in its slot.
            return scroll.pages(offset: offset, turn: turn).map { Page(index: $0.index, frame: $0.frame, isVisible: true) }
        }
        if let scroll, offset.isFinite {
            let low = Swift.max(0, saturatingInt(offset.rounded(.down)) - 1)
            let high = Swift.min(scroll.pageCount - 1, saturatingInt(offset.rounded(.up)) + 1)
            guard low <= high else { return [] }
            return (low...high).map { Page(index: $0, frame: scroll.frame(of: $0, offset: offset), isVisible: scroll.isVisible($0, offset: offset)) }
        }
        guard let curl else { return [] }
        let frame = curl.frame(offset: offset)
        let turning = frame.cylinder != nil
        var pages = curl.pages(atPosition: frame.position).map { Page(index: $0.index, frame: $0.frame, isVisible: true) }
        if let back = curl.backPage(atPosition: frame.position) { pages.append(Page(index: back.index, frame: back.frame, isVisible: turning)) }
        pages += curl.pages(atPosition: frame.position + 1).map { Page(index: $0.index, frame: $0.frame, isVisible: turning) }
        return pages.sorted { $0.index < $1.index }
    }

    /// The page `UIPageViewController` calls current on frame `index` (its first view controller):
    /// for the scroll style the page it holds (`heldPages`: it changes when a transition completes),
    /// else the rounded offset; the first page resting at the position being turned
    /// from for page curl; `nil` when the scene has no pages.
    package func currentPage(frame index: Int) -> Int? {
        guard offsets.indices.contains(index), listsPages else { return nil }
        if let curl { return curl.pages(atPosition: curl.frame(offset: offsets[index]).position).first?.index ?? 0 }
        let count = scroll?.pageCount ?? 0
        guard count > 0 else { return 0 }
        if index < heldPages.count { return heldPages[index] }
        return Swift.min(Swift.max(saturatingInt(offsets[index].rounded(.toNearestOrAwayFromZero)), 0), count - 1)
    }

    /// `,\n   "pages": […]`, `,\n   "pageControl": {…}` and `,\n   "curl": {…}` for frame `index`, or "" for none.
    package func json(frame index: Int) -> String {
        guard offsets.indices.contains(index) else { return "" }
        func number(_ value: Double) -> String { Inspection.number(value) }
        func rect(_ r: Rect) -> String { "[\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))]" }
        var out = ""
        if listsPages {
            out += ",\n   \"pages\": ["
            out += pages(frame: index).map { "{\"index\": \($0.index), \"frame\": \(rect($0.frame)), \"visible\": \($0.isVisible)}" }
                .joined(separator: ", ")
            out += "]"
        }
        if let control {
            let state = control.state(position: positions[index])
            out += ",\n   \"pageControl\": {\"frame\": \(rect(state.frame)), \"numberOfPages\": \(state.numberOfPages), "
            out += "\"currentPage\": \(state.currentPage), \"hidden\": \(state.isHidden), \"dots\": ["
            out += state.dots.map { "{\"index\": \($0.index), \"frame\": \(rect($0.frame)), \"color\": \"\($0.color.hexRGBA)\"}" }
                .joined(separator: ", ")
            out += "]}"
        }
        if let curl {
            let frame = curl.frame(offset: offsets[index])
            let radius = frame.cylinder?.radius ?? curl.curl.radius(leafWidth: curl.sheetSize.width)
            out += ",\n   \"curl\": {\"progress\": \(number(frame.progress)), \"radius\": \(number(radius)), \"axis\": "
            if let (a, b) = frame.axisSegment {
                out += "[[\(number(a.x)), \(number(a.y))], [\(number(b.x)), \(number(b.y))]]}"
            } else {
                out += "null}"
            }
        }
        return out
    }
}
