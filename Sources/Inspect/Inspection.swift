import Problems
import Transforms
/// What `flipbook inspect` reports: the frames of a paging layout at a list of scroll offsets,
/// written as JSON for machines (the contract in REFERENCE.md) or as a table for people.
///
/// Pure values in, text out: no I/O, so the output is byte-identical for the same input.
package struct Inspection: Sendable {
    /// The preset or scene name, shown in the table's heading.
    package var name: String
    /// The card size in points.
    package var card: Size
    /// The layout inspected.
    package var layout: PagingLayout
    /// One frame per offset, in the order given.
    package var frames: [LayoutFrame]
    /// The scene's Parchment menu, reported per frame as `"menu"` in the JSON; `nil` for none.
    package var menu: MenuInspection? = nil
    /// The menu after each of the timeline's `reload` steps (`Scene.reloaded(_:)`), and each frame's
    /// epoch (`TimelineFrame.epoch`): frame `i` reports `reloadedMenus[epochs[i] − 1]` when its epoch
    /// is above 0. Both empty without reloads.
    package var reloadedMenus: [MenuInspection] = [], epochs: [Int] = []
    /// The page view controller's pages and the page control after each reload, as `reloadedMenus`.
    package var reloadedPages: [PagesInspection] = []
    /// For a time-based timeline, each frame's time (seconds) and phase, reported as `"time"` and
    /// `"phase"`; `nil` (both `null`) for offset lists and sweeps.
    package var timing: [(time: Double, phase: TimelinePhase)]? = nil
    /// Card layers to resolve for every item (`"layers"` in JSON); none by default.
    package var layers = LayersInspection()
    /// The page control and page curl, reported per frame as `"pageControl"` and `"curl"`; `nil` for neither.
    package var pages: PagesInspection? = nil
    /// The delegate calls of each frame (`"events"`) and the collection view's `currentPage`
    /// under upstream's rule; `nil`: no calls, and `currentPage` is `round(offset)`.
    package var calls: DelegateCalls? = nil
    /// Each frame's programmatic scroll (a time-based timeline's), for the menu's straight jumps; `nil` for none.
    package var programmatic: [ProgrammaticScroll?]? = nil
    /// Each frame's `animateAfter` hold of the menu (`Scene.menuHolds`); `nil` or empty for none.
    package var menuHolds: [MenuScrollHold?]? = nil
    /// The collection view's sections: each item then reports its `"section"` and `"item"` (its
    /// index path); `nil` for one section, whose items report neither.
    package var sections: ItemSections? = nil

    /// The most item states one inspection lays out, over all its frames.
    package static let maximumItemStates = 1_000_000

    /// Lays out `itemCount` cards of `card` size with `effect` at each offset.
    /// Throws when an argument is out of range, with the fix in the message.
    package init(name: String, effect: Effect, card: Size, itemCount: Int, numberOfVisibleItems: Int? = nil,
                offsets: [Double], isRightToLeft: Bool = false, loops: Bool = false) throws(Problem) {
        guard card.width.isFinite, card.height.isFinite, card.width > 0, card.height > 0 else {
            throw .invalidCard("\(card.width.shortestDescription)x\(card.height.shortestDescription)")
        }
        guard itemCount >= 0 else { throw .negativeItemCount(itemCount) }
        if let visible = numberOfVisibleItems, visible < 0 { throw .negativeVisibleCount(visible) }
        guard !offsets.isEmpty else { throw .noOffsets }
        if let bad = offsets.firstIndex(where: { !$0.isFinite }) {
            throw .nonFiniteOffset(position: bad + 1, text: offsets[bad].shortestDescription)
        }
        // Every laid-out item of every frame is held and printed: refuse, with the fix, what would
        // otherwise exhaust memory (10⁹ items and no numberOfVisibleItems).
        let perFrame = Swift.min(itemCount, numberOfVisibleItems ?? itemCount)
        guard perFrame <= Self.maximumItemStates / offsets.count else {
            throw .tooManyItemStates(perFrame: perFrame, frames: offsets.count)
        }
        self.name = name
        self.card = card
        var layout = PagingLayout(itemCount: itemCount, numberOfVisibleItems: numberOfVisibleItems,
                                  pageSize: card, effect: effect, isRightToLeft: isRightToLeft)
        layout.loops = loops
        self.layout = layout
        frames = offsets.map { layout.frame(offset: $0, card: card) }
    }

    // MARK: JSON

    /// The REFERENCE contract: `{"frames": [{"offset", "currentPage", "items": [...]}]}`, items back
    /// to front, 16-number transforms in row-major order, `pieces` for Snapshot only. Numbers are
    /// plain JSON numbers in the shortest form that reads back to the same `Double`.
    package func json() -> String {
        var out = "{\"frames\": ["
        let overlays = layers.overlayFrames(offsets: frames.map(\.offset))
        for (frameIndex, frame) in frames.enumerated() {
            out += frameIndex == 0 ? "\n" : ",\n"
            let timing = self.timing.flatMap { frameIndex < $0.count ? $0[frameIndex] : nil }
            out += "  {\"offset\": \(Self.number(frame.offset)), \"time\": \(timing.map { Self.number($0.time) } ?? "null"), "
            out += "\"phase\": \(timing.map { "\"\($0.phase.rawValue)\"" } ?? "null"), "
            // A page view controller scene draws pages, listed by `pages`, not collection-view items.
            let items = pages?.listsPages == true ? [] : frame.items
            out += "\"currentPage\": \(currentPage(frame: frameIndex)), \"events\": \(eventsJSON(frame: frameIndex)), \"items\": ["
            for (itemIndex, item) in items.enumerated() {
                out += itemIndex == 0 ? "\n" : ",\n"
                out += "    " + Self.json(item, indexPath: sections?.indexPath(ofPage: item.index),
                                          layers: layers.cardJSON(index: item.index, offset: frame.offset(forItem: item.index), card: card))
            }
            out += items.isEmpty ? "]" : "\n  ]"
            if let menu = menu(frame: frameIndex) { out += ",\n   \"menu\": " + menu.json(offset: frame.offset, programmatic: programmatic(frame: frameIndex),
                                                          hold: menuHolds.flatMap { frameIndex < $0.count ? $0[frameIndex] : nil }) }
            if let pages = pages(frame: frameIndex) { out += pages.json(frame: frameIndex) }
            out += LayersInspection.overlayJSON(frameIndex < overlays.count ? overlays[frameIndex] : nil) + "}"
        }
        out += frames.isEmpty ? "]}\n" : "\n]}\n"
        return out
    }

    /// The frame's current page: the page control's in a page view controller scene, else the
    /// collection view's (`DelegateCalls.currentPages`, `round(offset)` without calls).
    package func currentPage(frame index: Int) -> Int {
        if let page = pages(frame: index)?.currentPage(frame: index) { return page }
        if let calls, index < calls.currentPages.count { return calls.currentPages[index] }
        return frames[index].currentPage
    }

    /// The menu frame `index` shows: the scene's, or a reload's.
    package func menu(frame index: Int) -> MenuInspection? {
        let epoch = index < epochs.count ? epochs[index] : 0
        return epoch > 0 && epoch <= reloadedMenus.count ? reloadedMenus[epoch - 1] : menu
    }

    /// The pages and page control frame `index` shows: the scene's, or a reload's.
    package func pages(frame index: Int) -> PagesInspection? {
        let epoch = index < epochs.count ? epochs[index] : 0
        return epoch > 0 && epoch <= reloadedPages.count ? reloadedPages[epoch - 1] : pages
    }

    /// The programmatic scroll under way at frame `index`, if any.
    func programmatic(frame index: Int) -> ProgrammaticScroll? {
        guard let programmatic, index < programmatic.count else { return nil }
        return programmatic[index]
    }

    func events(frame index: Int) -> [DelegateEvent] {
        guard let calls, index < calls.events.count else { return [] }
        return calls.events[index]
    }

    private func eventsJSON(frame index: Int) -> String {
        "[" + events(frame: index).map(\.json).joined(separator: ", ") + "]"
    }

    private static func json(_ item: LaidOutItem, indexPath: (section: Int, item: Int)?, layers: String) -> String {
        let state = item.state
        var out = "{\"index\": \(item.index)"
        if let indexPath { out += ", \"section\": \(indexPath.section), \"item\": \(indexPath.item)" }
        out += ", \"progress\": \(number(item.progress)), \"zIndex\": \(state.zIndex)"
        out += ", \"alpha\": \(number(state.alpha)), \"hidden\": \(state.isHidden), \"blur\": \(number(state.blur))"
        out += ", \"transform\": \(numbers(state.transform.elements))"
        if let shadow = state.shadow {
            out += ", \"shadow\": {\"opacity\": \(number(shadow.opacity)), \"radius\": \(number(shadow.radius))"
            out += ", \"offset\": \(numbers([shadow.offset.width, shadow.offset.height]))}"
        } else {
            out += ", \"shadow\": null"
        }
        if let pieces = state.pieces {
            out += ", \"pieces\": ["
            for (index, piece) in pieces.enumerated() {
                if index > 0 { out += ", " }
                out += "{\"frame\": \(numbers([piece.frame.x, piece.frame.y, piece.frame.width, piece.frame.height]))"
                out += ", \"transform\": \(numbers(piece.transform.elements))"
                out += ", \"alpha\": \(number(piece.alpha)), \"cornerRadius\": \(number(piece.cornerRadius))}"
            }
            out += "]"
        }
        return out + layers + "}"
    }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// A JSON number: the shortest decimal that reads back as `value`, without a trailing `.0`,
    /// and `0` for negative zero. Item states are sanitised and offsets validated, so a value
    /// that is not finite cannot reach here; should one, it is written as `null`, never `NaN`.
    static func number(_ value: Double) -> String {
        value.isFinite ? value.shortestDescription : "null"
    }

    // MARK: Table

    /// A readable table per frame. `rect` is where the card lands on screen, in points relative to
    /// the resting card's top-left corner (the bounding box of its projected corners; `behind` when
    /// a corner is behind the eye). `scale` and `angle` are read from the transform's 2-D part.
    package func table() -> String {
        var out: String
        if let pages, pages.listsPages {
            // A page view controller scene has pages, not collection-view cards.
            out = "\(name): \(layout.itemCount) page\(layout.itemCount == 1 ? "" : "s") in a page view controller\n"
        } else {
            out = "\(name): card \(Self.decimal(card.width))×\(Self.decimal(card.height)) pt, "
            out += "\(layout.itemCount) item\(layout.itemCount == 1 ? "" : "s"), "
            out += layout.numberOfVisibleItems.map { "\($0) visible" } ?? "all visible"
            out += "\n"
        }
        let headers = ["index", "progress", "zIndex", "alpha", "blur", "hidden", "rect (x, y, w, h)", "3-D", "shadow (opacity, radius, dx, dy)", "pieces"]
        for (frameIndex, frame) in frames.enumerated() {
            if let pages = pages(frame: frameIndex), pages.listsPages {
                out += pages.table(frame: frameIndex)
                out += eventsLine(frame: frameIndex)
                continue
            }
            out += "\noffset \(Self.decimal(frame.offset)), current page \(currentPage(frame: frameIndex)), "
            out += "\(frame.items.count) item\(frame.items.count == 1 ? "" : "s") back to front\n"
            out += eventsLine(frame: frameIndex)
            let rows = frame.items.map(row)
            out += Self.render(headers: headers, rows: rows)
        }
        return out
    }

    /// `events: kind field value; …` when the frame has calls, else nothing.
    private func eventsLine(frame index: Int) -> String {
        let calls = events(frame: index)
        return calls.isEmpty ? "" : "events: " + calls.map(\.text).joined(separator: "; ") + "\n"
    }

    private func row(_ item: LaidOutItem) -> [String] {
        let state = item.state
        let transform = state.transform
        let rect = Self.projectedBounds(transform, card: card).map {
            "\(Self.decimal($0.x)), \(Self.decimal($0.y)), \(Self.decimal($0.width)), \(Self.decimal($0.height))"
        } ?? "behind"
        let shadow = state.shadow.map {
            "\(Self.decimal($0.opacity)), \(Self.decimal($0.radius)), \(Self.decimal($0.offset.width)), \(Self.decimal($0.offset.height))"
        } ?? "none"
        return [
            String(item.index), Self.decimal(item.progress), String(state.zIndex),
            Self.decimal(state.alpha), Self.decimal(state.blur), state.isHidden ? "yes" : "no",
            rect, transform.isAffine ? "no" : "yes", shadow,
            state.pieces.map { String($0.count) } ?? "-",
        ]
    }

    /// The bounding box of the card's projected corners, relative to the resting card's top-left.
    static func projectedBounds(_ transform: Transform3D, card: Size) -> Rect? {
        let halfWidth = card.width / 2, halfHeight = card.height / 2
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight)] {
            guard let point = transform.project(Point(x: x, y: y)) else { return nil }
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        return Rect(x: minX + halfWidth, y: minY + halfHeight, width: maxX - minX, height: maxY - minY)
    }

    /// Columns padded to their widest cell: text left-aligned, numbers right-aligned.
    static func render(headers: [String], rows: [[String]]) -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let numeric = headers.indices.map { column in
            rows.allSatisfy { Double($0[column]) != nil }
        }
        var out = ""
        for cells in all {
            var line = ""
            for (column, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += numeric[column] ? padding + cell : cell + padding
            }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    /// At most three decimals, trailing zeros dropped, `-0` shown as `0`.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard Swift.abs(thousandths) < 1e15 else { return value.shortestDescription }
        return (thousandths / 1000).shortestDescription
    }
}

extension Problem {
    /// The card is not a positive, finite size.
    package static func invalidCard(_ text: String) -> Problem {
        Problem(.outOfRange, "invalid card size `\(text)`", fix: "the width and height must be positive, finite numbers of points",
                setting: "card.size", value: text)
    }

    /// The item count is negative.
    package static func negativeItemCount(_ count: Int) -> Problem {
        Problem(.outOfRange, "invalid item count \(count)", fix: "\(setting: "itemCount") must be 0 or more, e.g. 5", value: String(count))
    }

    /// `numberOfVisibleItems` is negative.
    package static func negativeVisibleCount(_ count: Int) -> Problem {
        Problem(.outOfRange, "invalid visible item count \(count)",
                fix: "\(setting: "numberOfVisibleItems") must be 0 or more (leave it out to lay out every item), e.g. 3", value: String(count))
    }

    /// There are no offsets.
    package static var noOffsets: Problem {
        Problem.nothing("scroll offsets given", fix: "an inspection needs at least one offset in pages", setting: "timeline")
    }

    /// An offset is NaN or infinite (`position` counts from 1).
    package static func nonFiniteOffset(position: Int, text: String) -> Problem {
        Problem(.outOfRange, "offset \(position) `\(text)` is not finite", fix: "offsets must be ordinary numbers of pages", setting: "timeline", value: text)
    }

    /// The frames would lay out more than `Inspection.maximumItemStates` items in all.
    package static func tooManyItemStates(perFrame: Int, frames: Int) -> Problem {
        Problem(.tooLarge, "\(perFrame) items at each of \(frames) offsets is more than \(Inspection.maximumItemStates) item states",
                fix: "set \(setting: "numberOfVisibleItems", value: "5") (upstream's numberOfVisibleItems) or inspect fewer offsets")
    }
}
