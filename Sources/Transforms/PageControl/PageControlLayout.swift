/// The page control's geometry and colours in a viewport, as `inspect` reports them and the
/// renderer draws them (docs/PAGES.md).
///
/// A row of dots: the control spans the viewport's width, is `controlHeight` tall and its
/// bottom edge is `bottomInset` above the viewport's bottom. With `k` slots shown (`DotWindow`),
/// slot `u` has its left edge at `x = (W − (k·d + (k − 1)·g)) / 2 + u·(d + g)` and
/// `y = controlY + (h − d) / 2`; a shrunk dot keeps its slot's centre. A column of dots
/// (`topToBottom`, `bottomToTop`) is the same with x and y exchanged: the control spans the
/// viewport's height at the right edge, `bottomInset` from it. Reversed directions put page 0
/// in the last slot.
package struct PageControlLayout: Hashable, Sendable {
    /// The control's options, already validated.
    package var options: PageControlOptions
    /// Number of pages (`options.numberOfPages`, or the item count).
    package var numberOfPages: Int
    /// The viewport in points.
    package var viewport: Size

    /// A control over `itemCount` items (used when `numberOfPages` is not set) in `viewport`.
    package init(options: PageControlOptions, itemCount: Int, viewport: Size) {
        self.options = options
        numberOfPages = Swift.max(0, options.numberOfPages ?? itemCount)
        self.viewport = viewport
    }

    /// The control's frame in viewport points.
    package var frame: Rect {
        let h = options.controlHeight, inset = options.bottomInset
        if options.direction.isVertical {
            return Rect(x: viewport.width - inset - h, y: 0, width: h, height: viewport.height)
        }
        return Rect(x: 0, y: viewport.height - inset - h, width: viewport.width, height: h)
    }

    /// Where the pages go: the viewport less everything from the control's inner edge outward
    /// (`placement: below`), or the whole viewport (`overlay`). Never negative.
    package var pageArea: Rect {
        guard options.placement == .below else { return Rect(x: 0, y: 0, width: viewport.width, height: viewport.height) }
        let control = frame
        if options.direction.isVertical {
            return Rect(x: 0, y: 0, width: Swift.max(0, control.x), height: viewport.height)
        }
        return Rect(x: 0, y: 0, width: viewport.width, height: Swift.max(0, control.y))
    }

    /// True when nothing is shown: no pages, or one page and `hidesForSinglePage`.
    package var isHidden: Bool { numberOfPages == 0 || (numberOfPages == 1 && options.hidesForSinglePage) }

    /// `q` pinned to `0…numberOfPages − 1` (0 when there are no pages; NaN gives 0).
    package func pinned(_ q: Double) -> Double {
        guard numberOfPages > 0, q > 0 else { return 0 }
        return Swift.min(q, Double(numberOfPages - 1))
    }

    /// The displayed position on each frame of a timeline of scroll offsets (in pages):
    /// a fixed `currentPage` when set; otherwise per `updates` — `nearest`: the offset rounded
    /// half away from zero; `onTransitionEnd`: the rounded offset on the first frame, then the
    /// offset on frames where it is an integer, else the previous frame's page; `progress`: the
    /// offset itself. Always pinned to `0…numberOfPages − 1`.
    package func positions(offsets: [Double]) -> [Double] {
        if let page = options.currentPage { return offsets.map { _ in pinned(Double(page)) } }
        switch options.updates {
        case .nearest:
            return offsets.map { pinned($0.rounded(.toNearestOrAwayFromZero)) }
        case .progress:
            return offsets.map { pinned($0) }
        case .onTransitionEnd:
            var shown: Double?
            return offsets.map { offset in
                if shown == nil || offset == offset.rounded() {
                    shown = pinned(offset.rounded(.toNearestOrAwayFromZero))
                }
                return shown ?? 0
            }
        }
    }

    /// One dot as drawn.
    package struct Dot: Hashable, Sendable {
        /// The page it stands for.
        package var index: Int
        /// Its square in viewport points (a circle of this diameter is drawn in it).
        package var frame: Rect
        /// Its fill.
        package var color: Color
    }

    /// The rounded platter behind the dots (`backgroundStyle: prominent`).
    package struct Platter: Hashable, Sendable {
        /// Its rectangle in viewport points.
        package var frame: Rect
        /// Its corner radius: half its thickness, a capsule.
        package var cornerRadius: Double
        /// Its fill.
        package var color: Color
    }

    /// The control at one frame.
    package struct State: Hashable, Sendable {
        /// The control's frame in viewport points.
        package var frame: Rect
        /// Number of pages.
        package var numberOfPages: Int
        /// The current page: the position rounded half away from zero, pinned.
        package var currentPage: Int
        /// True when the control is not drawn (its dots are still listed).
        package var isHidden: Bool
        /// The shown dots in page order.
        package var dots: [Dot]
        /// The platter, or `nil`.
        package var platter: Platter?
    }

    /// The control at displayed position `q` (from `positions(offsets:)`). In `progress` mode
    /// dot `i` takes `pageIndicatorTintColor` blended toward `currentPageIndicatorTintColor` by
    /// `max(0, 1 − |q − i|)`; otherwise only the current page's dot takes the current colour.
    package func state(position: Double) -> State {
        let q = pinned(position)
        let current = numberOfPages > 0 ? Int(q.rounded(.toNearestOrAwayFromZero)) : 0
        let window = DotWindow(pageCount: numberOfPages, maxVisibleDots: options.maxVisibleDots)
        let slots = window.slotCount
        let d = options.dotSize, g = options.dotSpacing, h = options.controlHeight
        let control = frame
        let vertical = options.direction.isVertical
        let along = vertical ? control.height : control.width
        let rowLength = Double(slots) * d + Double(Swift.max(0, slots - 1)) * g
        let rowStart = (along - rowLength) / 2
        let sliding = options.updates == .progress && options.currentPage == nil
        let dots = window.dots(position: sliding ? q : Double(current)).map { dot -> Dot in
            let slot = options.direction.isReversed ? Double(slots - 1) - dot.slot : dot.slot
            let size = d * dot.scale
            let alongOrigin = rowStart + slot * (d + g) + (d - size) / 2
            let acrossOrigin = (h - size) / 2
            let rect = vertical
                ? Rect(x: control.x + acrossOrigin, y: control.y + alongOrigin, width: size, height: size)
                : Rect(x: control.x + alongOrigin, y: control.y + acrossOrigin, width: size, height: size)
            let weight = sliding ? Swift.max(0, 1 - Swift.abs(q - Double(dot.index))) : (dot.index == current ? 1 : 0)
            let color = options.pageIndicatorTintColor.blended(to: options.currentPageIndicatorTintColor, fraction: weight)
            return Dot(index: dot.index, frame: rect, color: color)
        }
        var platter: Platter?
        if options.backgroundStyle == .prominent, slots > 0 {
            let length = rowLength + (h - d)
            let start = (along - length) / 2
            let rect = vertical
                ? Rect(x: control.x, y: control.y + start, width: h, height: length)
                : Rect(x: control.x + start, y: control.y, width: length, height: h)
            platter = Platter(frame: rect, cornerRadius: h / 2, color: options.platterColor)
        }
        return State(frame: control, numberOfPages: numberOfPages, currentPage: current, isHidden: isHidden,
                     dots: dots, platter: platter)
    }
}
