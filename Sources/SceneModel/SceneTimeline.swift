import Transforms

/// One frame of a scene's timeline: the offset to draw and, for a time-based timeline, when and in which phase.
public struct TimelineFrame: Hashable, Sendable {
    /// Scroll offset in pages.
    public var offset: Double
    /// Seconds from the timeline's start; `nil` for offset lists and sweeps.
    public var time: Double?
    /// What is happening; `nil` for offset lists and sweeps.
    public var phase: TimelinePhase?
    /// The paging model's page (ElegantPages' `currentPage`); `nil` for offset lists and sweeps.
    public var page: Int?
    /// The programmatic animation under way; `nil` for none and for offset lists and sweeps.
    package var programmatic: ProgrammaticScroll?
    /// Pages set without animation since the previous frame (`TimelineSample.jumps`).
    package var jumps: [Int]

    /// A frame.
    package init(offset: Double, time: Double? = nil, phase: TimelinePhase? = nil, page: Int? = nil,
                programmatic: ProgrammaticScroll? = nil, jumps: [Int] = []) {
        self.offset = offset
        self.time = time
        self.phase = phase
        self.page = page
        self.programmatic = programmatic
        self.jumps = jumps
    }

    /// What the delegate models read from it.
    package var eventFrame: EventFrame {
        EventFrame(offset: offset, phase: phase, page: page, programmatic: programmatic, jumps: jumps)
    }
}

extension Scene {
    /// How far a finger travels, points along the scroll axis, to move the offset by one: the
    /// viewport's width (horizontal) or height (vertical) for cards; one page and its spacing for a
    /// scrolling page view controller; twice the leaf's width for the page curl, where the finger
    /// carries the grabbed edge from its place to its mirror image across the spine (`CurlDrag`),
    /// so the grabbed point stays under the finger.
    package var pageLength: Double {
        if let curl = pageCurlLayout { return 2 * curl.sheetSize.width }
        if let scroll = scrollPageLayout { return scroll.pitch }
        return scrollDirection == .horizontal ? viewport.width : viewport.height
    }

    /// The number of positions a timeline moves through: the page view controller's positions
    /// (half the pages when two show at once), else the items.
    package var timelinePositionCount: Int {
        Swift.max(pageViewController?.positionCount(pageCount: itemCount) ?? itemCount, 1)
    }

    /// How many copies of the items a looping app's collection view holds (`loop: true`): it starts
    /// in the middle one, so no finger or timer reaches an end (`flipbook code` writes the same).
    package static let loopCopies = 1000

    /// Where a looping scene's ring position 0 sits among the app's cells: the middle copy's first.
    package var loopBase: Int { loop ? itemCount * (Scene.loopCopies / 2) : 0 }

    /// The sampler of a time-based timeline on this scene (its page length, positions, paging model and curve solver).
    /// A looping scene's runs in the app's cells, from the middle copy (`loopBase`): pages that the
    /// steps name are ring positions, moved there, and `timelineFrames()` moves the result back.
    package func sampler(for script: TimelineScript) -> TimelineSampler {
        var script = script
        script.curveSolver = curveSolver
        var pageCount = timelinePositionCount
        if loop {
            let base = loopBase
            pageCount = itemCount * Scene.loopCopies
            script.start += Double(base)
            script.steps = script.steps.map { step in
                switch step {
                case let .scroll(to, duration, curve): return .scroll(to: to + Double(base), duration: duration, curve: curve)
                case let .setCurrentPage(page, animated, duration, curve):
                    return .setCurrentPage(page + base, animated: animated, duration: duration, curve: curve)
                default: return step
                }
            }
        }
        var sampler = TimelineSampler(script: script, paging: paging, pageLength: pageLength, pageCount: pageCount)
        sampler.isRightToLeft = isRightToLeft
        sampler.loops = loop
        return sampler
    }

    /// The frames to draw, checked: an offset list or sweep as `Timeline.validatedOffsets()` gives
    /// it (sweeps through `curveSolver`), or a script sampled at its fps. Throws a `Problem` (a
    /// script's names its step, `timeline.steps[N]`).
    package func timelineFrames() throws -> [TimelineFrame] {
        switch timeline {
        case let .script(script):
            let base = loopBase, shift = Double(base)
            let frames = try sampler(for: script).samples().map {
                TimelineFrame(offset: $0.offset - shift, time: $0.time, phase: $0.phase, page: $0.page - base,
                              programmatic: $0.programmatic.map { ProgrammaticScroll(step: $0.step, from: $0.from - shift, to: $0.to - shift, selectedItem: $0.selectedItem) },
                              jumps: $0.jumps.map { $0 - base })
            }
            // A step's own numbers can be in range and still fling the scroll far away (a spring's
            // huge initialVelocity): the offsets it computes are checked, too.
            if let far = frames.first(where: { !($0.offset.isFinite && Scene.offsetRange.contains($0.offset)) }) {
                throw Scene.offsetOutOfRange(far.offset, setting: "timeline.steps")
            }
            return frames
        case .offsets, .sweep:
            _ = try timeline.validatedOffsets()
            return timeline.offsets(solver: curveSolver).map { TimelineFrame(offset: $0) }
        }
    }

    /// The offsets of `timelineFrames()`.
    public func validatedOffsets() throws -> [Double] {
        try timelineFrames().map(\.offset)
    }

    /// Whether the timeline is time-based (frames carry times).
    package var isTimeBased: Bool {
        if case .script = timeline { return true }
        return false
    }
}

extension Scene {
    /// The frame rate of a time-based timeline; `nil` for offset lists and sweeps (no times).
    package var timelineFPS: Double? {
        if case let .script(script) = timeline { return Double(script.fps) }
        return nil
    }
}

extension Scene {
    /// Each frame's programmatic scroll when `offsets` are this scene's time-based timeline and
    /// it has a menu (which shows those as straight jumps, Parchment's `select`); empty otherwise.
    package func programmaticScrolls(offsets: [Double]) -> [ProgrammaticScroll?] {
        guard menu != nil, isTimeBased, let frames = try? timelineFrames(), frames.map(\.offset) == offsets else { return [] }
        return frames.map(\.programmatic)
    }

    /// Each frame's `animateAfter` hold of the menu (`MenuScrollHold.holds`) when `offsets` are this
    /// scene's time-based timeline and its menu animates after; empty otherwise (the menu then holds
    /// the offset's own rest position until a page arrives).
    package func menuHolds(offsets: [Double]) -> [MenuScrollHold?] {
        guard menu?.options.menuTransition == .animateAfter, isTimeBased, let frames = try? timelineFrames(),
              frames.map(\.offset) == offsets else { return [] }
        return MenuScrollHold.holds(frames: frames.map(\.eventFrame), times: frames.map { $0.time ?? 0 },
                                    pageCount: Swift.max(itemCount, 1))
    }
}
