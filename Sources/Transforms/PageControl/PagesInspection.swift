/// What `flipbook inspect` adds for a page view controller scene, per frame: `"pageControl"`
/// (frame, pages, current page, hidden, shown dots with their frames and colours) and, for page
/// curl, `"curl"` (progress, radius, and the axis line where it crosses the leaf, in output-frame
/// points; `null` axis when the frame is flat), as REFERENCE.md "Page control and page curl" fixes.
public struct PagesInspection: Sendable {
    /// The page control, or `nil`.
    public var control: PageControlLayout?
    /// The page-curl layout, or `nil`.
    public var curl: PageCurlLayout?
    /// The control's displayed position on each frame (`PageControlLayout.positions`).
    public var positions: [Double]
    /// The frames' offsets.
    public var offsets: [Double]

    /// An inspection of `offsets` (the whole timeline, in order: `updates: onTransitionEnd` depends on it).
    public init(control: PageControlLayout?, curl: PageCurlLayout?, offsets: [Double]) {
        self.control = control
        self.curl = curl
        self.offsets = offsets
        positions = control?.positions(offsets: offsets) ?? offsets.map { _ in 0 }
    }

    /// `,\n   "pageControl": {…}` and `,\n   "curl": {…}` for frame `index`, or "" for neither.
    public func json(frame index: Int) -> String {
        guard offsets.indices.contains(index) else { return "" }
        func number(_ value: Double) -> String { Inspection.number(value) }
        func rect(_ r: Rect) -> String { "[\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))]" }
        var out = ""
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
