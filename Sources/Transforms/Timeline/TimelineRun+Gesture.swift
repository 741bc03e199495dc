import Problems

/// Drags and releases: where the finger puts the offset under each paging model.
extension TimelineRun {
    /// A drag path as the finger's translation over time (points, as written: no right-to-left sign),
    /// how long it lasts, and the finger's velocity at its end (points/s); `step` names it in problems.
    func fingerPath(_ path: DragPath, step name: String) throws(Problem)
        -> (duration: Double, finger: @Sendable (Double) -> Double, velocity: Double) {
        let fps = Double(sampler.script.fps), solver = sampler.script.curveSolver
        switch path {
        case let .curve(by, seconds, curve):
            guard seconds > 0, seconds.isFinite else { throw Problem.needs("\(name)", "a duration > 0 s", got: "\(seconds)") }
            guard by.isFinite else { throw Problem(.outOfRange, "\(name) needs a distance `by` in points") }
            guard curve.isValid else { throw Problem(.outOfRange, "the \(name)'s curve \(curve.spelling) is not a valid curve") }
            if case let .spring(spring) = curve, let slow = spring.slowSettleProblem { throw slow }
            let h = 1e-6
            let velocity = by * (curve.value(at: 1, solver: solver) - curve.value(at: 1 - h, solver: solver)) / (h * seconds)
            return (seconds, { by * curve.value(at: Swift.min(Swift.max($0, 0), seconds) / seconds, solver: solver) }, velocity)
        case let .samples(values):
            guard values.count >= 2 else { throw Problem(.outOfRange, "\(name) samples need at least 2 translations, one per frame") }
            guard values.allSatisfy(\.isFinite) else { throw Problem.notANumber("a \(name) sample") }
            let finger: @Sendable (Double) -> Double = { time in
                let position = Swift.min(Swift.max(time * fps, 0), Double(values.count - 1))
                let index = Swift.min(Int(position), values.count - 2)
                let fraction = position - Double(index)
                return values[index] + (values[index + 1] - values[index]) * fraction
            }
            return (Double(values.count - 1) / fps, finger, (values[values.count - 1] - values[values.count - 2]) * fps)
        }
    }

    mutating func drag(_ path: DragPath) throws(Problem) {
        if isMenuFingerDown {
            throw Problem(.conflict, "drag while a finger is on the menu — add `menuRelease` before it")
        }
        let sign = sampler.isRightToLeft ? -1.0 : 1.0
        let written = try fingerPath(path, step: "drag")
        let duration = written.duration
        let finger: @Sendable (Double) -> Double = { sign * written.finger($0) }
        lastVelocity = sign * written.velocity

        if gesture == nil {
            let here = shown(at: end)
            gesture = Gesture(origin: here, startPage: Self.clampedPage(here, pageCount))
            if case .scrollView = sampler.paging {
                // A touch stops a scroll view where it is.
                rest = here
                animation = nil
            }
            programmatic = nil
        }
        guard var g = gesture else { return }
        let base = g.translation, start = end, length = pageLength, count = pageCount
        let translation: @Sendable (Double) -> Double = { base + finger($0) }

        switch sampler.paging {
        case .scrollView:
            let origin = g.origin
            record(TimelinePiece(start: start, phase: .dragging) { t in
                ScrollViewPaging.shownOffset(origin - translation(t - start) / length, pageLength: length, pageCount: count)
            })
            rest = ScrollViewPaging.shownOffset(origin - translation(duration) / length, pageLength: length, pageCount: count)
        case let .elegantPages(model):
            record(phase: .dragging)
            var from = 0.0, fromTime = start
            if !g.recognized {
                let minimum = ElegantPagesPaging.gestureMinimumDistance
                guard let recognized = firstTime(in: 0, duration, origin: start, where: { Swift.abs(translation($0)) >= minimum }) else {
                    break
                }
                g.recognized = true
                from = recognized.relative
                fromTime = recognized.absolute
            }
            let minimumDrag = model.minimumDragDistance(pageLength: length)
            if firstTime(in: from, duration, origin: start, where: { Swift.abs(translation($0)) > minimumDrag }) != nil { g.isDragging = true }
            guard !g.isTurningPage else { break }

            var turn: (relative: Double, absolute: Double)?
            if case let .earlyCutoff(_, cutoff, _) = model.turn {
                let page = self.page, last = lastPage
                turn = firstTime(in: from, duration, origin: start) { τ in
                    let t = translation(τ)
                    return (t > cutoff && page != 0) || (t < -cutoff && page != last)
                }
            }
            let turnAt = turn?.relative
            let page0 = page
            let offset: @Sendable (Double) -> Double = { τ in
                Double(page0) - model.visibleTranslation(model.translation(forFinger: translation(τ)), page: page0, pageCount: count) / length
            }
            record(TimelinePiece(start: fromTime, phase: .dragging) { t in offset(t - start) })
            animation = nil
            storedTranslation = model.translation(forFinger: translation(turnAt ?? duration))
            rest = offset(turnAt ?? duration)
            if let turnAt {
                page += translation(turnAt) > 0 ? -1 : 1
                g.isTurningPage = true
                storedTranslation = 0
                end = turn?.absolute ?? start + turnAt
                let turnFrom = rest
                rest = Double(page)
                animation = elegantAnimation(model, from: turnFrom, to: rest)
                record(phase: .dragging)
            }
        }
        end = start + duration
        g.translation = translation(duration)
        gesture = g
    }

    mutating func release(velocity: Double) {
        guard let g = gesture else { return }
        let from = shown(at: end)
        gesture = nil
        programmatic = nil
        switch sampler.paging {
        case .scrollView:
            let raw = g.origin - g.translation / pageLength
            let rawVelocity = -velocity / pageLength
            let shownVelocity = ScrollViewPaging.shownVelocity(rawVelocity, raw: raw, pageLength: pageLength, pageCount: pageCount)
            page = ScrollViewPaging.targetPage(offset: from, velocity: rawVelocity, startPage: g.startPage, pageCount: pageCount)
            rest = Double(page)
            animation = ScrollViewPaging.settle(from: from, to: rest, velocity: shownVelocity, at: end)
        case let .elegantPages(model):
            // `onEnded` returns at once unless a change passed minDragDistance: the translation stays.
            guard g.isDragging else { break }
            let before = rest
            storedTranslation = 0
            if case let .regular(delta) = model.turn {
                let dragDelta = g.translation / pageLength
                if Swift.abs(dragDelta) > delta {
                    page = Swift.min(Swift.max(dragDelta > 0 ? page - 1 : page + 1, 0), lastPage)
                }
            }
            rest = Double(page)
            if rest != before { animation = elegantAnimation(model, from: from, to: rest) }
        }
        settle()
    }

    /// The first time in `start…end` at which `condition` holds: a scan in 1024 steps, then
    /// bisection of the first step where it turns true, to 1e-12 s. Times are relative to
    /// `origin` (the step's start); when a frame time `k / fps` falls inside the last bisection
    /// interval and the condition holds there, that frame is the answer, so a crossing exactly on
    /// a frame counts as reached on it.
    /// Returns the time relative to `origin` and as an absolute time (exactly `k / fps` when snapped).
    func firstTime(in start: Double, _ end: Double, origin: Double, where condition: (Double) -> Bool) -> (relative: Double, absolute: Double)? {
        let fps = Double(sampler.script.fps)
        guard let (low, high) = Self.firstInterval(in: start, end, where: condition) else { return nil }
        let frame = ((origin + low) * fps).rounded(.up) / fps
        if frame - origin > low && frame - origin < high && condition(frame - origin) { return (frame - origin, frame) }
        return (high, origin + high)
    }

    /// `(low, high)` with the condition false at `low` (or `low == high == start`) and true at
    /// `high`, `high − low ≤ 1e-12`; nil when it never holds on the scan.
    static func firstInterval(in start: Double, _ end: Double, where condition: (Double) -> Bool) -> (Double, Double)? {
        guard end >= start else { return nil }
        if condition(start) { return (start, start) }
        let steps = 1024
        var previous = start
        for index in 1...steps {
            let time = index == steps ? end : start + (end - start) * Double(index) / Double(steps)
            if condition(time) {
                var low = previous, high = time
                while high - low > 1e-12 {
                    let middle = (low + high) / 2
                    if middle <= low || middle >= high { break }
                    if condition(middle) { high = middle } else { low = middle }
                }
                return (low, high)
            }
            previous = time
        }
        return nil
    }
}
