/// Parchment's `PageViewManager.didScroll(progress:)` as a function of frames: with `selected` the
/// selected item and `p = offset − selected`,
/// - `p` leaving 0 starts a transition toward `selected ± 1` (`willScrollToItem`), if that item
///   exists; past either end the rubber band has no destination, and each frame of it reports
///   `isScrollingFromItem(selected, to: nil, p)` (Parchment's `onScroll` with no next page);
/// - every frame of a transition reports `isScrollingFromItem(selected, to, p)`;
/// - `|p|` reaching 1 finishes it (`didScrollToItem(to, true)`, the destination becomes selected),
///   `p` back at exactly 0 cancels it (`didScrollToItem(to, false)`), and `p` changing sign
///   cancels it and starts one the other way;
/// - a programmatic animation (Parchment's `select(index:animated:)`) is one transition straight
///   to its target, however many items lie between: progress `(offset − from)/(to − from)`, signed
///   by the direction, finished when the animation ends. A tapped item (a `select` step) is
///   reported as `didSelectItem` first;
/// - a page set without animation (`EventFrame.jumps`) selects its item with no call.
struct ParchmentTransitions {
    var pageCount: Int
    private var selected = 0
    private var destination: Int?
    private var animation: ProgrammaticScroll?

    init(pageCount: Int) { self.pageCount = pageCount }

    mutating func next(_ frame: EventFrame, first: Bool) -> [DelegateEvent] {
        if first { selected = roundedPage(frame.programmatic?.from ?? frame.offset, pageCount) }
        var calls: [DelegateEvent] = []
        var ended = false
        if let running = animation, running.step != frame.programmatic?.step {
            if let destination {
                calls.append(.didScrollToItem(index: destination, transitionSuccessful: true))
                selected = destination
            }
            destination = nil
            animation = nil
            ended = true
        }
        // A page set without animation (`select(index:animated: false)`, `setCurrentPage`) reloads
        // the pages around it (`PageViewManager.selectViewController`): no delegate call, the
        // item is selected.
        if let last = frame.jumps.last {
            if let going = destination { calls.append(.didScrollToItem(index: going, transitionSuccessful: false)) }
            destination = nil
            selected = roundedPage(Double(last), pageCount)
        } else if ended, frame.programmatic == nil {
            return calls
        }
        if let program = frame.programmatic {
            let target = roundedPage(program.to, pageCount)
            if animation == nil {
                animation = program
                if let item = program.selectedItem, !program.bySwipe { calls.append(.didSelectItem(index: item)) }
                if target != selected {
                    destination = target
                    calls.append(.willScrollToItem(index: target))
                }
            }
            if let destination, program.to != program.from {
                let fraction = (frame.offset - program.from) / (program.to - program.from)
                calls.append(.isScrollingFromItem(index: selected, to: destination, progress: destination > selected ? fraction : -fraction))
            }
            return calls
        }
        return calls + userScroll(to: frame.offset)
    }

    private mutating func userScroll(to offset: Double) -> [DelegateEvent] {
        var calls: [DelegateEvent] = []
        // Each pass finishes at most one item; a frame that jumps several pages finishes each.
        for _ in 0...pageCount {
            let p = offset - Double(selected)
            let direction = p > 0 ? 1 : (p < 0 ? -1 : 0)
            if let going = destination, direction != 0, (going - selected).signum() != direction {
                calls.append(.didScrollToItem(index: going, transitionSuccessful: false))
                destination = nil
            }
            if destination == nil, direction != 0 {
                let item = selected + direction
                guard (0..<pageCount).contains(item) else {
                    // Past an end Parchment starts no transition but still reports the scroll.
                    calls.append(.isScrollingFromItem(index: selected, to: nil, progress: p))
                    break
                }
                destination = item
                calls.append(.willScrollToItem(index: item))
            }
            guard let going = destination else { break }
            if direction == 0 {
                calls.append(.didScrollToItem(index: going, transitionSuccessful: false))
                destination = nil
                break
            }
            guard Swift.abs(p) >= 1 else {
                calls.append(.isScrollingFromItem(index: selected, to: going, progress: p))
                break
            }
            calls.append(.isScrollingFromItem(index: selected, to: going, progress: Double(direction)))
            calls.append(.didScrollToItem(index: going, transitionSuccessful: true))
            selected = going
            destination = nil
            if Swift.abs(p) == 1 { break }
        }
        return calls
    }
}

/// ElegantPages' `onPageChanged`: called whenever `currentPage` is set to a new value (the page
/// the paging model holds, which changes when a turn is decided, not when it arrives), dropping
/// the first value as ElegantPages does. Without a paging model's page, `round(offset)`.
struct ElegantPagesChanges {
    var pageCount: Int
    private var page = 0

    init(pageCount: Int) { self.pageCount = pageCount }

    /// The pages `currentPage` is set to at `frame`: each jump, then the model's page.
    mutating func next(_ frame: EventFrame, first: Bool) -> [Int] {
        let now = frame.page ?? roundedPage(frame.offset, pageCount)
        if first {
            page = now
            return []
        }
        var calls: [Int] = []
        for next in frame.jumps + [now] where next != page {
            page = next
            calls.append(next)
        }
        return calls
    }
}

/// UIPageViewController's gesture delegate (scroll and page-curl styles alike); programmatic
/// `setViewControllers` calls no delegate method, it only moves the resting page. With `resting`
/// the page shown at rest and `d = offset − resting`:
/// - a finger or its settle moving `d` off 0 toward an existing page `j = resting ± 1` calls
///   `willTransitionTo([j])`;
/// - the scroll coming to rest on a whole page with no finger down (or reaching `j` itself) calls
///   `didFinishAnimating(finished: true, previousPages: [resting], transitionCompleted: page ≠ resting)`;
/// - `d` changing sign mid-transition ends it unfinished (`finished: false`, not completed) and
///   starts one toward the other neighbour. (Apple documents none of this timing; this is our reading.)
struct PageViewControllerTransitions {
    var pageCount: Int
    /// The page the controller holds (its first view controller): the page control's index.
    private(set) var resting = 0
    private var pending: Int?

    init(pageCount: Int) { self.pageCount = pageCount }

    mutating func next(_ frame: EventFrame, first: Bool) -> [DelegateEvent] {
        if first { resting = roundedPage(frame.programmatic?.from ?? frame.offset, pageCount) }
        if let program = frame.programmatic {
            pending = nil
            resting = roundedPage(program.to, pageCount)
            return []
        }
        if first { return [] }
        // `setViewControllers(_:direction:animated: false)` calls no delegate: it only moves the resting page.
        if let last = frame.jumps.last {
            pending = nil
            resting = roundedPage(Double(last), pageCount)
        }
        var calls: [DelegateEvent] = []
        let offset = frame.offset
        let atRest = frame.phase != .dragging && offset == offset.rounded()
        for _ in 0...pageCount {
            let d = offset - Double(resting)
            let direction = d > 0 ? 1 : (d < 0 ? -1 : 0)
            if let page = pending, direction != 0, (page - resting).signum() != direction {
                calls.append(.didFinishAnimating(finished: false, previousPages: [resting], transitionCompleted: false))
                pending = nil
            }
            if pending == nil, direction != 0, !atRest || Swift.abs(d) >= 1 {
                let page = resting + direction
                guard (0..<pageCount).contains(page) else { break }
                pending = page
                calls.append(.willTransitionTo(pages: [page]))
            }
            guard let page = pending else { break }
            if Swift.abs(d) >= 1 {
                calls.append(.didFinishAnimating(finished: true, previousPages: [resting], transitionCompleted: true))
                resting = page
                pending = nil
                continue
            }
            if atRest {
                calls.append(.didFinishAnimating(finished: true, previousPages: [resting], transitionCompleted: false))
                pending = nil
            }
            break
        }
        return calls
    }
}

/// PVView's `update(_:)` transitions: the page is `clamp(Int(|offset|), 0, n − 1)`, and every
/// change calls `willBeginTransitionTo(new)` then `didEndTransitionFrom(old)`. A scroll crosses
/// each page between two frames in turn; the first frame starts with `reload()`, whose update
/// at offset 0 calls `willBeginTransitionTo(0)` and `didEndTransitionFrom(nil)`.
struct PVViewTransitions {
    let pageCount: Int
    private var current: Int?

    init(pageCount: Int) { self.pageCount = pageCount }

    mutating func next(_ frame: EventFrame) -> [DelegateEvent] {
        guard pageCount > 0, frame.offset.isFinite else { return [] }
        var calls: [DelegateEvent] = []
        if current == nil {
            calls += [.willBeginTransitionTo(page: 0), .didEndTransitionFrom(previousPage: nil)]
            current = 0
        }
        let magnitude = Swift.abs(frame.offset)
        let target = magnitude >= Double(pageCount) ? pageCount - 1 : Swift.min(Int(magnitude), pageCount - 1)
        while var page = current, page != target {
            let previous = page
            page += target > page ? 1 : -1
            calls += [.willBeginTransitionTo(page: page), .didEndTransitionFrom(previousPage: previous)]
            current = page
        }
        return calls
    }
}
