/// The delegate calls of each frame: what the scene's components would call between the previous
/// frame and this one, in order (the collection view, then Parchment, ElegantPages,
/// UIPageViewController and PVView), and the `currentPage` the collection view holds. A pure
/// function of the frames (docs/MOTION.md); the first frame is the components' initial
/// state and calls only what loading calls (PVView's first transition).
package struct DelegateCalls: Hashable, Sendable {
    /// The calls made up to and including each frame, one list per frame.
    package var events: [[DelegateEvent]]
    /// The collection view's `currentPage` at each frame (see `CurrentPageRule`).
    package var currentPages: [Int]
    /// The page a UIPageViewController holds after each frame's calls: it changes with every
    /// completed transition (`didFinishAnimating(transitionCompleted: true)`) and program change,
    /// and is what its page control shows ("the index is updated automatically").
    package var pageViewControllerPages: [Int]

    /// The calls for `frames` of a scene with `pageCount` pages and the components `systems`.
    package init(frames: [EventFrame], pageCount: Int, systems: EventSystems) {
        var currentPage = CurrentPageRule(pageCount: pageCount)
        var menu = ParchmentTransitions(pageCount: pageCount)
        var elegant = ElegantPagesChanges(pageCount: pageCount)
        var pageViewController = PageViewControllerTransitions(pageCount: pageCount)
        var overlay = systems.overlayPages.map { PVViewTransitions(pageCount: $0) }
        events = []
        currentPages = []
        pageViewControllerPages = []
        events.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            if let count = frame.pageCount {
                // A reload changed the items: the components count the new ones from here on.
                currentPage.pageCount = count
                menu.pageCount = count
                elegant.pageCount = count
                pageViewController.pageCount = count
            }
            var calls: [DelegateEvent] = []
            let pages = currentPage.next(frame, first: index == 0)
            if systems.collectionView { calls += pages.map { .currentPageChanged(page: $0) } }
            currentPages.append(currentPage.page)
            if systems.menu { calls += menu.next(frame, first: index == 0) }
            if systems.elegantPages { calls += elegant.next(frame, first: index == 0).map { .pageChanged(page: $0) } }
            if systems.pageViewController { calls += pageViewController.next(frame, first: index == 0) }
            pageViewControllerPages.append(pageViewController.resting)
            if overlay != nil { calls += overlay!.next(frame) }
            events.append(calls)
        }
    }
}

extension DelegateCalls {
    /// The calls of a looping collection view (`PagingLayout.loops`) whose `frames` are in ring
    /// positions: made in the app's cells (`base` added, `pageCount` cells, so no end is reached)
    /// and reported in ring positions again (`base` taken off every page).
    package init(ringFrames frames: [EventFrame], base: Int, pageCount: Int, systems: EventSystems) {
        let shift = Double(base)
        let cells = frames.map { frame in
            EventFrame(offset: frame.offset + shift, phase: frame.phase, page: frame.page.map { $0 + base },
                       programmatic: frame.programmatic.map { $0.shifted(by: shift) },
                       jumps: frame.jumps.map { $0 + base })
        }
        self.init(frames: cells, pageCount: pageCount, systems: systems)
        currentPages = currentPages.map { $0 - base }
        events = events.map { calls in
            calls.map { event in
                switch event {
                case let .currentPageChanged(page): return .currentPageChanged(page: page - base)
                case let .pageChanged(page): return .pageChanged(page: page - base)
                default: return event
                }
            }
        }
    }
}

/// `round(offset)` half away from zero, clamped to `0…pageCount − 1`.
func roundedPage(_ offset: Double, _ pageCount: Int) -> Int {
    let last = Swift.max(pageCount - 1, 0)
    guard offset.isFinite else { return 0 }
    return Int(Swift.min(Swift.max(offset.rounded(.toNearestOrAwayFromZero), 0), Double(last)))
}

/// CollectionViewPagingLayout's `updateCurrentPageIfNeeded`: the page is `round(offset)` (half
/// away from zero, clamped) while a finger drags, releases and the scroll settles, and one change
/// is one `onCurrentPageChanged` on the first frame that shows it. While a programmatic animation
/// runs (`isAnimating`) nothing changes; when it ends the page it reached is reported once, on
/// the first frame at or after its end (or at the frame where the next step's animation starts).
/// A page set without animation (`EventFrame.jumps`) is reported at once, as upstream's
/// non-animated `setContentOffset` lays out before the next step runs; so within one frame the
/// calls follow the steps: the ended animation's page, each jump, then the offset's page when no
/// new animation holds it. The first frame takes the page without a call.
struct CurrentPageRule {
    var pageCount: Int
    private(set) var page = 0
    private var animation: ProgrammaticScroll?

    init(pageCount: Int) { self.pageCount = pageCount }

    /// The pages reported at `frame`, in order (each differs from the one before it).
    mutating func next(_ frame: EventFrame, first: Bool) -> [Int] {
        if first {
            page = roundedPage(frame.programmatic?.from ?? frame.offset, pageCount)
            animation = frame.programmatic
            return []
        }
        var reached: [Int] = []
        if let running = animation, running.step != frame.programmatic?.step {
            // The animation ended before this frame: upstream's completion updates the page.
            reached.append(roundedPage(running.to, pageCount))
        }
        reached += frame.jumps.map { roundedPage(Double($0), pageCount) }
        if frame.programmatic == nil { reached.append(roundedPage(frame.offset, pageCount)) }
        animation = frame.programmatic
        var calls: [Int] = []
        for next in reached where next != page {
            page = next
            calls.append(next)
        }
        return calls
    }
}
