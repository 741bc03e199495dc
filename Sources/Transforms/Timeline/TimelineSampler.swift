import Problems

/// Turns a `TimelineScript` into scroll offsets over time under a `PagingModel`: a pure function
/// of the script, the model, the page length and the page count.
///
/// Frames are sampled at `t = k / fps`, k = 0, 1, …, up to and including the first sample at or
/// after the end of the last step (less 1 ns, so sums of durations that round up add no frame) (a release or scroll lasts until its animation settles).
/// Gesture events (the 10-pt SwiftUI minimum, ElegantPages' cut-off) happen at the exact time the
/// finger crosses the distance, found by a 1024-step scan of the drag and bisection to 1e-12 s.
package struct TimelineSampler: Sendable {
    /// The script.
    package var script: TimelineScript
    /// Who decides where a release goes.
    package var paging: PagingModel
    /// A page's length along the scroll axis, points (the viewport's width or height).
    package var pageLength: Double
    /// How many pages there are (the scene's items).
    package var pageCount: Int
    /// Pages advance right to left: a finger moving right (positive translations and velocities)
    /// goes toward later pages.
    package var isRightToLeft = false
    /// The pages are a looping app's cells (`Scene.loop`): autoplay always goes to the next page
    /// instead of back to the first after the last.
    package var loops = false
    /// The menu reads right to left (it is mirrored): a finger moving right scrolls it toward later items.
    package var menuReadsRightToLeft = false
    /// The scene's menu's `menuInteraction`; `nil` for a scene without a menu, which refuses `menuDrag`.
    package var menuInteraction: PagingMenuInteraction?
    /// The items a `wheel` menu selects under a dragging finger, and when (seconds): found by
    /// `MenuFingerTrack` from the samples, made here as pages set without animation.
    package var menuSelections: [(time: Double, page: Int)] = []
    /// The items' titles (Parchment's `PagingIndexItem`s are equal when index and title are): what a
    /// `reload` step compares the selected item with. Empty: every item counts as changed.
    package var itemTitles: [String] = []

    /// A sampler.
    package init(script: TimelineScript, paging: PagingModel = .scrollView, pageLength: Double, pageCount: Int) {
        self.script = script
        self.paging = paging
        self.pageLength = pageLength
        self.pageCount = pageCount
    }

    /// Seconds from the start to the end of the last step.
    package func duration() throws(Problem) -> Double {
        try run().end
    }

    /// The number of samples, without computing them; fails above `TimelineScript.maximumFrames`.
    package func frameCount() throws(Problem) -> Int {
        try frameCount(end: run().end)
    }

    /// Every sample, in time order.
    package func samples() throws(Problem) -> [TimelineSample] {
        let run = try run()
        let count = try frameCount(end: run.end)
        var samples: [TimelineSample] = []
        samples.reserveCapacity(count)
        var index = 0, jump = 0
        let pieces = run.pieces, jumps = run.jumps
        for k in 0..<count {
            let time = Double(k) / Double(script.fps)
            while index + 1 < pieces.count && pieces[index + 1].start <= time { index += 1 }
            let piece = pieces[index]
            let programmatic = piece.programmatic.flatMap { time < $0.until ? $0.scroll : nil }
            // A jump at a sample's time is shown by that sample; the first sample is the initial state.
            var between: [Int] = []
            while jump < jumps.count && jumps[jump].time <= time {
                if k > 0 { between.append(jumps[jump].page) }
                jump += 1
            }
            var sample = TimelineSample(time: time, offset: piece.offset(time), phase: piece.phase, page: piece.page,
                                        programmatic: programmatic, jumps: between)
            sample.epoch = piece.epoch
            sample.pageCount = piece.pageCount
            if piece.epoch > 0, piece.epoch != samples.last?.epoch ?? 0, piece.epoch <= run.reloadOrigins.count {
                sample.reloadedFrom = run.reloadOrigins[piece.epoch - 1]
            }
            if !run.menuTouches.isEmpty { sample.menuFinger = run.menuFinger(at: time) }
            samples.append(sample)
        }
        return samples
    }

    private func frameCount(end: Double) throws(Problem) -> Int {
        let fps = Double(script.fps)
        let limit = Double(TimelineScript.maximumFrames)
        guard end * fps < limit else {
            throw Problem(.outOfRange, "the timeline lasts \(end.shortestDescription) s, which is more than \(TimelineScript.maximumFrames) frames at \(script.fps) fps",
                          fix: "shorten it or lower \(setting: "timeline.fps")", setting: "timeline.fps", value: "\(script.fps)")
        }
        // Times add up in binary (0.1 + 0.2 > 0.3): a sample within a nanosecond of the end counts as at it.
        let end = end - 1e-9
        var last = Swift.max(Int((end * fps).rounded(.up)), 0)
        while last > 0 && Double(last - 1) / fps >= end { last -= 1 }
        while Double(last) / fps < end { last += 1 }
        guard last + 1 <= TimelineScript.maximumFrames else {
            throw Problem(.outOfRange, "the timeline needs \(last + 1) frames, more than \(TimelineScript.maximumFrames)",
                          fix: "shorten it or lower \(setting: "timeline.fps")", setting: "timeline.fps", value: "\(script.fps)")
        }
        return last + 1
    }

    private func run() throws(Problem) -> TimelineRun {
        guard TimelineScript.fpsRange.contains(script.fps) else {
            throw Problem.outOfRange("\(setting: "timeline.fps")", value: "\(script.fps)", allowed: "1…240",
                                     fix: "use e.g. \(setting: "timeline.fps", value: "60")")
        }
        guard script.start.isFinite else { throw Problem.notANumber("the start offset") }
        guard pageLength > 0, pageLength.isFinite, pageCount >= 1 else {
            throw Problem(.outOfRange, "a timeline needs a page longer than 0 pt and at least one page")
        }
        var run = TimelineRun(sampler: self)
        for (index, step) in script.steps.enumerated() {
            run.step = index
            do {
                try run.perform(step)
            } catch {
                throw error.inStep(index)
            }
        }
        run.finish()
        return run
    }
}

/// A stretch of time over which one formula gives the offset.
struct TimelinePiece {
    var start: Double
    var phase: TimelinePhase
    var offset: @Sendable (Double) -> Double
    /// The paging model's page over the piece (filled in by `TimelineRun.record`).
    var page = 0
    /// The programmatic animation shown, and when it ends (filled in by `TimelineRun.record`).
    var programmatic: (scroll: ProgrammaticScroll, until: Double)?
    /// The reloads run, and the pages there are, over the piece (filled in by `TimelineRun.record`).
    var epoch = 0, pageCount = 0

    init(start: Double, phase: TimelinePhase, offset: @escaping @Sendable (Double) -> Double) {
        self.start = start
        self.phase = phase
        self.offset = offset
    }
}
