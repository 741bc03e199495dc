import Problems
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
    /// The finger on the menu (`TimelineSample.menuFinger`); `nil` for none.
    package var menuFinger: MenuFinger?
    /// The `reload` steps run by this frame (`TimelineSample.epoch`): 0 draws the scene's own items,
    /// `n` those of `Scene.reloaded(n)`.
    package var epoch = 0
    /// The pages there are at this frame when a reload changed them; `nil`: the scene's own.
    package var pageCount: Int?
    /// On the first frame after a reload, the offset the pages rested at when it ran (`TimelineSample.reloadedFrom`).
    package var reloadedFrom: Double?

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
        var frame = EventFrame(offset: offset, phase: phase, page: page, programmatic: programmatic, jumps: jumps)
        frame.pageCount = pageCount
        return frame
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
        sampler.menuReadsRightToLeft = readsRightToLeft
        sampler.loops = loop
        sampler.menuInteraction = menu?.options.menuInteraction
        if let menu, !reloads.isEmpty { sampler.itemTitles = (0..<itemCount).map { menu.title(of: $0, card: card) } }
        return sampler
    }

    /// Whether the timeline puts a finger on the menu (`menuDrag`).
    package var hasMenuFinger: Bool {
        guard case let .script(script) = timeline else { return false }
        return script.steps.contains { if case .menuDrag = $0 { return true } else { return false } }
    }

    /// The menu's model where it does not depend on fonts (item sizes `fixed` or `sizeToFit`, or
    /// every item a width of its own): what a `wheel` menu's finger finds under the centre while the
    /// timeline is sampled, before anything is measured. `nil` when the titles decide the widths.
    package var unmeasuredMenuLayout: MenuLayout? {
        guard let menu else { return nil }
        var options = menu.options
        if readsRightToLeft { options.layoutDirection = .rightToLeft }
        if case .selfSizing = options.menuItemSize {
            let widths = menu.itemWidths
            guard widths.count >= itemCount, widths.prefix(itemCount).allSatisfy({ $0 != nil }) else { return nil }
        }
        return MenuLayout(options: options, menuWidth: viewport.width, itemCount: itemCount, itemWidths: menu.itemWidths) { _ in
            MenuWidths(width: 0)
        }
    }

    /// Checks what a finger on the menu needs (`menuDrag`): a menu laid out whole (not a range's
    /// window), and for `wheel` item widths that do not depend on fonts.
    private func checkMenuFinger() throws(Problem) {
        guard hasMenuFinger, let menu else { return }
        let interaction = menu.options.menuInteraction
        guard interaction == .scrolling || interaction == .wheel else { return }
        if case .selfSizing = menu.options.menuItemSize, menu.isRange, menu.itemWidths.isEmpty {
            throw Problem(.unsupported, "a finger on the menu (menuDrag) needs a menu laid out whole, and a range of items sized to their titles is laid out a window at a time",
                          fix: "give \(setting: "menu.menuItemSize") as fixed or sizeToFit, or list the items", setting: "timeline.steps")
        }
        if interaction == .wheel, unmeasuredMenuLayout == nil {
            throw Problem(.unsupported, "a finger on a `wheel` menu (menuDrag) needs item widths that do not depend on the titles' fonts, which are measured only when drawing",
                          fix: "give \(setting: "menu.menuItemSize") as fixed (Parchment's wheel example: {fixed: {width: 100, height: 60}}) or sizeToFit, or widths to every item",
                          setting: "timeline.steps")
        }
    }

    /// A `wheel` menu's selections under the finger (`TimelineSampler.menuSelections`): the sampler is
    /// run again with the selections found so far until they no longer change (each run settles at
    /// least one more touch, since a selection changes only what comes after it).
    private func wheelSelections(_ script: TimelineScript, layout: MenuLayout) throws(Problem) -> [TimelineSample] {
        // A scene with a menu cannot loop (`loop` refuses one), so the samples' pages are the items.
        var sampler = sampler(for: script)
        let touches = script.steps.filter { if case .menuDrag = $0 { return true } else { return false } }.count
        var samples = try sampler.samples()
        for _ in 0...(touches + 1) {
            let found = MenuFingerTrack(layout: layout, interaction: .wheel)
                .run(frames: samples.map(\.eventFrame), fingers: samples.map(\.menuFinger))
                .selections.map { (time: samples[$0.frame].time, page: $0.item) }
            let known = sampler.menuSelections
            if found.count == known.count, zip(found, known).allSatisfy({ $0.time == $1.time && $0.page == $1.page }) { break }
            sampler.menuSelections = found
            samples = try sampler.samples()
        }
        return samples
    }

    /// The frames to draw, checked: an offset list or sweep as `Timeline.validatedOffsets()` gives
    /// it (sweeps through `curveSolver`), or a script sampled at its fps. Throws a `Problem` (a
    /// script's names its step, `timeline.steps[N]`).
    package func timelineFrames() throws -> [TimelineFrame] {
        switch timeline {
        case let .script(script):
            let base = loopBase, shift = Double(base)
            try checkMenuFinger()
            try checkReloads()
            let samples: [TimelineSample]
            if hasMenuFinger, menu?.options.menuInteraction == .wheel, let layout = unmeasuredMenuLayout {
                samples = try wheelSelections(script, layout: layout)
            } else {
                samples = try sampler(for: script).samples()
            }
            let frames = samples.map {
                var frame = TimelineFrame(offset: $0.offset - shift, time: $0.time, phase: $0.phase, page: $0.page - base,
                                          programmatic: $0.programmatic.map { $0.shifted(by: -shift) },
                                          jumps: $0.jumps.map { $0 - base })
                frame.menuFinger = $0.menuFinger
                if $0.epoch > 0 {
                    frame.epoch = $0.epoch
                    frame.pageCount = $0.pageCount
                    frame.reloadedFrom = $0.reloadedFrom.map { $0 - shift }
                }
                return frame
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
    /// Each of the timeline's `frames`' `animateAfter` hold of the menu (`MenuScrollHold.holds`):
    /// empty unless the menu animates after (the menu then holds the offset's own rest position
    /// until a page arrives).
    package func menuHolds(frames: [TimelineFrame]) -> [MenuScrollHold?] {
        guard menu?.options.menuTransition == .animateAfter else { return [] }
        // A reload lays the menu out anew: each epoch's holds start from its own first frame.
        return Scene.epochRanges(frames).flatMap { epoch, range in
            MenuScrollHold.holds(frames: Scene.epochEventFrames(frames[range]), times: frames[range].map { $0.time ?? 0 },
                                 pageCount: Swift.max(reloaded(epoch).itemCount, 1))
        }
    }
}
