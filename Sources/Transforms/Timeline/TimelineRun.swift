import Problems

/// The state machine behind `TimelineSampler`: it performs the steps in order and records, for
/// each stretch of time, the phase and the formula of the offset.
struct TimelineRun {
    let sampler: TimelineSampler
    /// When the next step starts.
    var end = 0.0
    private(set) var pieces: [TimelinePiece] = []

    /// The page the view is on (UIScrollView: the page a gesture starts from; ElegantPages: `currentPage`).
    var page: Int
    /// The offset once `animation` is over.
    var rest: Double
    /// An animation under way, if any.
    var animation: OffsetAnimation?
    /// A finger that is down.
    var gesture: Gesture?
    /// ElegantPages' stored `translation` (points); it outlives a gesture whose end is skipped.
    var storedTranslation = 0.0
    /// The last drag's finger velocity at its end, points/s.
    var lastVelocity = 0.0
    /// The step being performed, from 0.
    var step = 0
    /// Who started `animation`: a program (`scroll`, `setCurrentPage`, …), or `nil` for a finger's release or turn.
    var programmatic: ProgrammaticScroll?
    /// Pages set without animation, and when (`TimelineSample.jumps`).
    var jumps: [(time: Double, page: Int)] = []
    /// The touches of a finger on the menu, in order (`menuDrag`, `menuRelease`).
    var menuTouches: [MenuTouch] = []
    /// The last menu drag's finger velocity at its end, points/s as written.
    var menuLastVelocity = 0.0
    /// The first of `TimelineSampler.menuSelections` not yet made.
    var nextMenuSelection = 0
    /// The pages there are now: the sampler's, until a `reload` step changes them.
    var pageCount: Int
    /// The items' titles now (`TimelineSampler.itemTitles`, then each `reload`'s), for
    /// `reloadData()`'s rule that keeps an item equal to the selected one.
    var titles: [String]
    /// The `reload` steps run so far (`TimelineSample.epoch`).
    var epoch = 0
    /// The offset the pages rested at when each reload ran (`TimelineSample.reloadedFrom`).
    var reloadOrigins: [Double] = []

    struct Gesture {
        /// Finger translation so far, points.
        var translation = 0.0
        /// UIScrollView: the unconstrained offset at touch-down.
        var origin: Double
        /// The page at touch-down.
        var startPage: Int
        /// ElegantPages: the finger has moved SwiftUI's minimum distance, so changes arrive.
        var recognized = false
        /// ElegantPages' `isDragging`: a change passed `minDragDistance`, so the end will be handled.
        var isDragging = false
        /// ElegantPages' `isTurningPage`.
        var isTurningPage = false
    }

    init(sampler: TimelineSampler) {
        self.sampler = sampler
        rest = sampler.script.start
        pageCount = sampler.pageCount
        titles = sampler.itemTitles
        page = Self.clampedPage(sampler.script.start, sampler.pageCount)
        record(phase: .idle)
    }

    var pageLength: Double { sampler.pageLength }
    var lastPage: Int { pageCount - 1 }

    static func clampedPage(_ offset: Double, _ count: Int) -> Int {
        Int(Swift.min(Swift.max(offset.rounded(), 0), Double(count - 1)))
    }

    // MARK: Offsets

    /// The offset shown at `time` when no finger is moving it.
    func shown(at time: Double) -> Double {
        if let animation, time < animation.endTime { return animation.offset(at: time) }
        return rest
    }

    /// Starts a new piece at `end` showing the resting state (animation, then `rest`).
    mutating func record(phase: TimelinePhase, at time: Double? = nil) {
        let animation = self.animation, rest = self.rest
        let start = time ?? end
        if let animation, animation.endTime > start {
            record(TimelinePiece(start: start, phase: phase) { t in t < animation.endTime ? animation.offset(at: t) : rest })
        } else {
            record(TimelinePiece(start: start, phase: phase) { _ in rest })
        }
    }

    mutating func record(_ piece: TimelinePiece) {
        var piece = piece
        piece.page = page
        piece.epoch = epoch
        piece.pageCount = pageCount
        if let programmatic, let animation, animation.endTime > piece.start, gesture == nil {
            piece.programmatic = (programmatic, animation.endTime)
        }
        if let last = pieces.last, last.start >= piece.start { pieces.removeLast() }
        pieces.append(piece)
    }

    /// The phase after `end` with no finger: settling while an animation runs, else idle.
    var restingPhase: TimelinePhase {
        if gesture != nil { return .dragging }
        if let animation, animation.endTime > end { return .settling }
        return .idle
    }

    // MARK: Steps

    mutating func perform(_ step: TimelineStep) throws(Problem) {
        switch step {
        case let .wait(seconds):
            guard seconds >= 0, seconds.isFinite else { throw Problem.needs("wait", "seconds ≥ 0", got: "\(seconds)") }
            record(phase: gesture == nil ? restingPhase : .dragging)
            end += seconds
        case let .drag(path):
            try drag(path)
        case let .release(velocity):
            guard gesture != nil else { throw Problem(.conflict, "there is no finger to release — put a drag before it") }
            if let velocity, !velocity.isFinite { throw Problem.notANumber("the release velocity") }
            release(velocity: velocity.map { sampler.isRightToLeft ? -$0 : $0 } ?? lastVelocity)
        case let .scroll(to, duration, curve):
            try requireNoFinger("scroll")
            try scroll(to: to, duration: duration, curve: curve)
        case let .setCurrentPage(target, animated, duration, curve):
            try requireNoFinger("setCurrentPage")
            if let duration, !(duration >= 0 && duration.isFinite) {
                throw Problem.needs("setCurrentPage", "a duration ≥ 0 s", got: "\(duration)")
            }
            if case .elegantPages = sampler.paging, duration != nil || curve != nil {
                throw Problem(.conflict, "ElegantPages animates a page change with its `pageTurnAnimation` — "
                                    + "remove `duration` and `curve` from setCurrentPage, or use `paging: scrollView`")
            }
            // Upstream clamps the offset to the content: a page past either end goes to that end.
            setCurrentPage(Swift.min(Swift.max(target, 0), lastPage), animated: animated,
                           animator: PageAnimation(from: 0, to: 0, duration: duration ?? PageAnimation.defaultDuration,
                                                   curve: curve ?? PageAnimation.defaultCurve))
        case let .select(item, animated):
            try requireNoFinger("select")
            // A tap lands on an item that is there: Parchment has no item to select past either end.
            guard (0...lastPage).contains(item) else {
                throw Problem(.outOfRange, "select \(item) is not one of the \(pageCount) items (0…\(lastPage))",
                              fix: "select an index from 0 to \(lastPage), or raise `itemCount`")
            }
            setCurrentPage(item, animated: animated, selectedItem: item)
        case .next:
            try requireNoFinger("next")
            if page < lastPage { setCurrentPage(page + 1, animated: true) }
        case .previous:
            try requireNoFinger("previous")
            if page > 0 { setCurrentPage(page - 1, animated: true) }
        case let .autoplay(interval, count, duration, curve):
            try autoplay(interval: interval, count: count, duration: duration, curve: curve)
        case let .menuDrag(path):
            try menuDrag(path)
        case let .menuRelease(velocity):
            try menuRelease(velocity: velocity)
        case let .reload(reload):
            try self.reload(reload)
        }
    }

    /// `TimelineStep.autoplay`: the timer fires at `start + k · interval`, k = 1…count.
    private mutating func autoplay(interval: Double, count: Int, duration: Double?, curve: AnimatorCurve?) throws(Problem) {
        try requireNoFinger("autoplay")
        guard interval > 0, interval.isFinite else { throw Problem.needs("autoplay", "an interval > 0 s", got: "\(interval)") }
        guard (1...100_000).contains(count) else { throw Problem.needs("autoplay", "a count from 1 to 100000", got: "\(count)") }
        let seconds = duration ?? PageAnimation.defaultDuration
        guard seconds >= 0, seconds <= interval else {
            throw Problem(.outOfRange, "autoplay's animation of \(seconds.shortestDescription) s is longer than its interval of \(interval.shortestDescription) s",
                          fix: "shorten `duration` or lengthen `interval`: a timer's next page starts before the last arrives")
        }
        if case .elegantPages = sampler.paging, duration != nil || curve != nil {
            throw Problem(.conflict, "ElegantPages animates a page change with its `pageTurnAnimation` — "
                                + "remove `duration` and `curve` from autoplay, or use `paging: scrollView`")
        }
        let start = end
        for fire in 1...count {
            record(phase: restingPhase)
            end = start + Double(fire) * interval
            let next = sampler.loops || page < lastPage ? page + 1 : 0
            setCurrentPage(Swift.min(next, lastPage), animated: true,
                           animator: PageAnimation(from: 0, to: 0, duration: seconds, curve: curve ?? PageAnimation.defaultCurve))
        }
    }

    func requireNoFinger(_ step: String) throws(Problem) {
        if gesture != nil { throw Problem(.conflict, "\(step) while a finger is down — add `release` before it") }
    }

    /// Lets the last animation play out; the sampler's end is the end of the last step.
    mutating func finish() {
        record(phase: restingPhase)
    }

    /// The step lasts until the animation ends.
    mutating func settle() {
        record(phase: .settling)
        if let animation { end = Swift.max(end, animation.endTime) }
        record(phase: .idle)
    }

    // MARK: Programmatic scrolling

    private mutating func scroll(to target: Double, duration: Double?, curve: TimingCurve) throws(Problem) {
        guard target.isFinite else { throw Problem(.outOfRange, "scroll needs an offset to go to") }
        guard curve.isValid else { throw Problem(.outOfRange, "the scroll's curve \(curve.spelling) is not a valid curve") }
        if case let .spring(spring) = curve, let slow = spring.slowSettleProblem { throw slow }
        if let duration, !(duration > 0 && duration.isFinite) {
            throw Problem.needs("scroll", "a duration > 0 s", got: "\(duration)")
        }
        let from = shown(at: end)
        let motion: OffsetAnimation
        if case let .spring(spring) = curve {
            motion = .spring(from: from, to: target, at: end, spring: spring, velocity: 0,
                             tolerance: Spring.settleTolerance * Swift.abs(target - from), duration: duration)
        } else {
            guard let duration else { throw Problem(.outOfRange, "scroll with \(curve.spelling) needs a duration in seconds") }
            motion = .curve(from: from, to: target, at: end, duration: duration, curve: curve, solver: sampler.script.curveSolver)
        }
        animation = motion
        programmatic = ProgrammaticScroll(step: step, from: from, to: motion.offset(at: motion.endTime))
        rest = motion.offset(at: motion.endTime)
        page = Self.clampedPage(rest, pageCount)
        // ElegantPages keeps what is not a whole page as its translation.
        storedTranslation = (Double(page) - rest) * pageLength
        settle()
    }

    mutating func setCurrentPage(_ target: Int, animated: Bool, animator: PageAnimation = PageAnimation(from: 0, to: 0),
                                 selectedItem: Int? = nil, bySwipe: Bool = false) {
        let from = shown(at: end)
        switch sampler.paging {
        case .scrollView:
            page = target
            rest = Double(target)
            var motion = animator
            motion.from = from
            motion.to = rest
            animation = animated ? .animator(motion, at: end) : nil
        case let .elegantPages(model):
            page = target
            rest = Double(target) - model.visibleTranslation(storedTranslation, page: target, pageCount: pageCount) / pageLength
            animation = animated ? elegantAnimation(model, from: from, to: rest) : nil
        }
        programmatic = animation.map { _ in ProgrammaticScroll(step: step, from: from, to: rest, selectedItem: selectedItem, bySwipe: bySwipe) }
        if !animated { jumps.append((end, target)) }
        // A swipe on the menu turns the page while the finger is still on the menu: the step goes on.
        if bySwipe { record(phase: restingPhase) } else { settle() }
    }

    /// SwiftUI's `withAnimation(pageTurnAnimation)` from the shown offset to `to`.
    func elegantAnimation(_ model: ElegantPagesPaging, from: Double, to: Double) -> OffsetAnimation {
        if case let .spring(spring) = model.animation {
            return .spring(from: from, to: to, at: end, spring: spring, velocity: 0, tolerance: Spring.settleTolerance * Swift.abs(to - from))
        }
        return .curve(from: from, to: to, at: end, duration: ElegantPagesPaging.easeInOutDuration, curve: model.animation, solver: .exact)
    }
}
