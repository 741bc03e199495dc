import Problems

/// A time-based timeline: a finger and a program acting on a paging view, step after step,
/// sampled every `1/fps` s. docs/MOTION.md states the rules.
///
/// Times are seconds from the start; offsets are in pages (0 = first page at rest); finger
/// translations are points along the scroll axis, negative toward later pages (finger left or up).
public struct TimelineScript: Hashable, Sendable {
    /// Samples per second, 1…240.
    public var fps: Int
    /// The scroll offset (pages) at time 0.
    public var start: Double
    /// What happens, in order.
    public var steps: [TimelineStep]
    /// How the Bézier curves written in `drag` and `scroll` steps are solved (`timeline.curveSolver`).
    /// The paging models' own animations (SwiftUI's, UIKit's) are always exact.
    public var curveSolver: TimingCurve.Solver

    /// The allowed sampling rates.
    package static let fpsRange = 1...240
    /// The most samples a timeline may produce.
    package static let maximumFrames = 100_000

    /// A script; 60 fps from offset 0 by default.
    public init(fps: Int = 60, start: Double = 0, steps: [TimelineStep], curveSolver: TimingCurve.Solver = .exact) {
        self.fps = fps
        self.start = start
        self.steps = steps
        self.curveSolver = curveSolver
    }
}

/// One step of a `TimelineScript`.
public enum TimelineStep: Hashable, Sendable {
    /// Nothing new for this many seconds (≥ 0); a finger that is down stays where it is.
    case wait(Double)
    /// The finger moves (putting it down first if it is up).
    case drag(DragPath)
    /// The finger lifts with this velocity (points/s along the axis; `nil`: the last drag's velocity
    /// at its end) and the paging model decides where the scroll goes.
    case release(velocity: Double?)
    /// Scroll programmatically to `offset` (pages) through `curve`. A Bézier needs `duration`
    /// (seconds, > 0); a spring runs until settled (0.1 % of the distance) or for `duration` if given.
    case scroll(to: Double, duration: Double?, curve: TimingCurve)
    /// Upstream's `setCurrentPage(_:animated:animator:)`: the page is clamped to the pages, as
    /// upstream clamps the offset to the content. Under `scrollView` paging an animated change runs
    /// `DefaultViewAnimator(duration, curve)` (`nil`: 0.3 s, easeInOut); ElegantPages animates
    /// with its own `pageTurnAnimation` and takes neither.
    case setCurrentPage(Int, animated: Bool, duration: Double? = nil, curve: AnimatorCurve? = nil)
    /// Parchment's `select` of an item that is there (0…itemCount − 1; others are refused). Animated (default): a tap on menu item
    /// `index` (`collectionView(_:didSelectItemAt:)`, which selects with animation and calls
    /// `didSelectItem`): Parchment's page view controller puts the target next to the current page
    /// and turns one page with the default animator (`SelectTurn`). Not animated:
    /// `select(index:animated: false)`, a jump to the page with no delegate call.
    case select(Int, animated: Bool = true)
    /// Upstream's `goToNextPage()`: the next page, animated; nothing on the last page.
    case next
    /// Upstream's `goToPreviousPage()`: the previous page, animated; nothing on the first page.
    case previous
    /// An app's autoplay: a repeating `Timer` of `interval` seconds (> 0) that fires `count` times,
    /// each time `setCurrentPage(page + 1, animated: true, animator: DefaultViewAnimator(duration, curve))`
    /// (`nil`: 0.3 s, easeInOut; at most `interval`). Timer fires are `interval` apart from the step's
    /// start, whatever the animation's length. After the last page the next is the first, as apps'
    /// `(page + 1) % count`, unless the scene loops (then always the next).
    case autoplay(interval: Double, count: Int, duration: Double? = nil, curve: AnimatorCurve? = nil)
    /// A finger on Parchment's menu moves (putting it down first if it is up): what it does is the
    /// menu's `menuInteraction` (`MenuFingerTrack`): `scrolling` scrolls the menu alone, `wheel` also
    /// selects the item under the menu's centre, `swipe` turns a page, `none` nothing. Translations
    /// are points along the menu, negative = finger left. Only a scene with a menu takes it, and not
    /// while a finger is on the pages.
    case menuDrag(DragPath)
    /// The finger on the menu lifts with this velocity (points/s; `nil`: the last menu drag's velocity at
    /// its end), and the menu decelerates as a `UIScrollView` does (`MenuFingerTrack`).
    case menuRelease(velocity: Double?)
    /// Parchment's `reloadData()`, `reloadData(around:)` or `reloadMenu()` with a new list of items
    /// (`MenuReload`): the menu and the pages show the new items from this step on. No delegate
    /// call, no animation; the step takes no time. Only a scene with a menu takes it, and not while a
    /// finger is down.
    case reload(MenuReload)
}

/// What a `reload` step gives Parchment's data source, and which of its reloads it calls.
///
/// The items are `PagingIndexItem`s: equal when index and title are. `reloadData()` keeps the
/// selected item when the new list holds one equal to it (the same title at the same index), else
/// selects the first; the pages are removed and the selected item's page shown without animation
/// (an animation under way stops). `reloadData(around:)` selects `around` instead. `reloadMenu()`
/// reloads the menu alone: the pages keep the page they show.
public struct MenuReload: Hashable, Sendable {
    /// The new items' titles, one per page (at least one).
    public var titles: [String]
    /// `reloadData(around:)`: the item to select, 0…titles.count − 1; `nil`: `reloadData()`.
    public var around: Int?
    /// `reloadMenu()`: the menu alone; the pages keep their page.
    public var menuOnly: Bool

    /// A reload to `titles`.
    public init(titles: [String], around: Int? = nil, menuOnly: Bool = false) {
        self.titles = titles
        self.around = around
        self.menuOnly = menuOnly
    }
}

/// How the finger moves during a `drag` step.
public enum DragPath: Hashable, Sendable {
    /// `translation(τ) = by · curve(τ / duration)` points over `duration` seconds (> 0).
    case curve(by: Double, duration: Double, curve: TimingCurve)
    /// Translations (points, from where the step starts) at every `1/fps` s, linear in between;
    /// the step lasts `(count − 1)/fps` s.
    case samples([Double])
}

/// What is happening at a sample, as `inspect` reports it.
public enum TimelinePhase: String, CaseIterable, Hashable, Sendable {
    /// No finger and no animation.
    case idle
    /// A finger is down (it may be still, and an early-cutoff turn may be animating under it).
    case dragging
    /// No finger; an animation (a settle after release, a scroll, a page change) is running.
    case settling
}

/// The scroll offset at one sampled time.
package struct TimelineSample: Hashable, Sendable {
    /// Seconds from the timeline's start (`k / fps`).
    package var time: Double
    /// Scroll offset in pages.
    package var offset: Double
    /// What is happening.
    package var phase: TimelinePhase
    /// The page the paging model holds (UIScrollView: the page the last gesture or program chose;
    /// ElegantPages: its `currentPage`).
    package var page: Int
    /// The programmatic animation running at this sample (upstream's `isAnimating`), if any.
    package var programmatic: ProgrammaticScroll?
    /// The pages set without animation (`setCurrentPage {animated: false}`, `select {animated: false}`)
    /// after the previous sample, up to and including this one, in order; empty on the first sample.
    package var jumps: [Int]
    /// The finger on the menu (`menuDrag`) at this sample, down or lifted; `nil` before the first.
    package var menuFinger: MenuFinger?
    /// How many `reload` steps have run by this sample: 0 shows the scene's own items, `n` the
    /// items of the script's `n`-th reload.
    package var epoch = 0
    /// The pages there are at this sample (after the reloads up to it).
    package var pageCount = 0
    /// On the first sample after a reload: the offset the pages rested at when it ran (the menu,
    /// laid out anew, stays where that offset had put it).
    package var reloadedFrom: Double?

    /// A sample.
    package init(time: Double, offset: Double, phase: TimelinePhase, page: Int = 0, programmatic: ProgrammaticScroll? = nil,
                jumps: [Int] = []) {
        self.time = time
        self.offset = offset
        self.phase = phase
        self.page = page
        self.programmatic = programmatic
        self.jumps = jumps
    }
}

/// An animated scroll a program started (`scroll`, `setCurrentPage`, `next`, `previous`), as
/// opposed to one a finger started: the component's delegates treat the two apart.
package struct ProgrammaticScroll: Hashable, Sendable {
    /// The index of the step that started it, in `TimelineScript.steps`.
    package var step: Int
    /// The offset (pages) it started from.
    package var from: Double
    /// The offset (pages) it ends on.
    package var to: Double
    /// The menu item a `select` step tapped (or a swipe on the menu selected); `nil` for the other steps.
    package var selectedItem: Int?
    /// The item was selected by a swipe on the menu (`menuInteraction: swipe`), which Parchment
    /// selects as a tap does but without `didSelectItem`.
    package var bySwipe: Bool

    /// An animation of step `step` from `from` to `to`.
    package init(step: Int, from: Double, to: Double, selectedItem: Int? = nil, bySwipe: Bool = false) {
        self.step = step
        self.from = from
        self.to = to
        self.selectedItem = selectedItem
        self.bySwipe = bySwipe
    }

    /// The same animation with its offsets moved by `shift` pages.
    package func shifted(by shift: Double) -> ProgrammaticScroll {
        ProgrammaticScroll(step: step, from: from + shift, to: to + shift, selectedItem: selectedItem, bySwipe: bySwipe)
    }
}

extension Problem {
    /// The problem as one of step `index` (from 0) of the script: its setting is
    /// `timeline.steps[index]`, named at the start of the problem.
    package func inStep(_ index: Int) -> Problem {
        let key = "timeline.steps[\(index)]"
        var located = within("\(setting: key)")
        located.setting = key
        return located
    }
}

extension TimelineSample {
    /// What the delegate models read from it.
    package var eventFrame: EventFrame {
        var frame = EventFrame(offset: offset, phase: phase, page: page, programmatic: programmatic, jumps: jumps)
        if epoch > 0 { frame.pageCount = pageCount }
        return frame
    }
}
