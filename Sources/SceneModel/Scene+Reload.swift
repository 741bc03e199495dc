import Problems
import Transforms

/// A timeline's `reload` steps (Parchment's `reloadData`, `reloadData(around:)`, `reloadMenu`):
/// after the `n`-th, frames draw `reloaded(n)`, the scene with that reload's items. docs/MENU.md
/// states the rules.
extension Scene {
    /// The timeline's `reload` steps, in order; empty for offset lists and sweeps.
    package var reloads: [MenuReload] {
        guard case let .script(script) = timeline else { return [] }
        return script.steps.compactMap { step in
            if case let .reload(reload) = step { return reload }
            return nil
        }
    }

    /// The scene after the timeline's `epoch`-th `reload` (1 for the first): the reload's titles are
    /// the menu's items, one page each, and its timeline is one frame at offset 0 (the frames are the
    /// scene's, sampled once); everything else is the scene's. 0 (and any epoch without a reload) is
    /// the scene itself.
    package func reloaded(_ epoch: Int) -> Scene {
        let reloads = self.reloads
        guard epoch > 0, epoch <= reloads.count else { return self }
        var scene = self
        scene.itemCount = reloads[epoch - 1].titles.count
        scene.menu?.items = .list(reloads[epoch - 1].titles.map { MenuItem(title: $0) })
        scene.timeline = .offsets([0])
        return scene
    }

    /// Each epoch of `frames` that has frames, and where its frames are, in order.
    package static func epochRanges(_ frames: [TimelineFrame]) -> [(epoch: Int, range: Range<Int>)] {
        var ranges: [(epoch: Int, range: Range<Int>)] = []
        var start = 0
        for index in frames.indices where index == frames.count - 1 || frames[index + 1].epoch != frames[index].epoch {
            ranges.append((frames[index].epoch, start..<(index + 1)))
            start = index + 1
        }
        return ranges
    }

    /// The delegate models' frames of one epoch's `frames`, as a menu laid out anew sees them: the
    /// reload's own page change on the first frame is no `select` (a reload scrolls no menu).
    package static func epochEventFrames(_ frames: ArraySlice<TimelineFrame>) -> [EventFrame] {
        var events = frames.map(\.eventFrame)
        if let first = frames.first, first.epoch > 0, !events.isEmpty { events[0].jumps = [] }
        return events
    }

    /// Checks what `reload` steps need: a menu of listed items (a range is an infinite data source,
    /// which Parchment's `reloadData()` empties) in one section, one page per timeline position (no
    /// two-page spreads), a finger on the menu that is not a wheel's, and each reload's items
    /// drawable as the menu's.
    func checkReloads() throws(Problem) {
        let reloads = self.reloads
        guard !reloads.isEmpty, let menu else { return }
        let where_ = "timeline.steps"
        if menu.isRange {
            throw Problem(.unsupported, "a reload with a menu range: a range is Parchment's infinite data source, whose reloadData() empties the menu and whose reloadData(around:) Flipbook does not draw",
                          fix: "list the items in \(setting: "menu.items"), or remove the reload", setting: where_)
        }
        if sections != nil {
            throw Problem(.unsupported, "a reload in a scene of several sections: the reload's items are one list",
                          fix: "remove \(setting: "sections"), or the reload", setting: where_)
        }
        if timelinePositionCount != itemCount {
            throw Problem(.unsupported, "a reload where two pages show at once: the timeline moves through spreads, a reload's `around` through items",
                          fix: "show one page at a time (\(setting: "pageViewController.spineLocation")), or remove the reload", setting: where_)
        }
        if hasMenuFinger, menu.options.menuInteraction == .wheel {
            throw Problem(.unsupported, "a reload with a finger on a `wheel` menu: the wheel's selections are found over one list of items",
                          fix: "use menuInteraction scrolling, swipe or none with the reload, or drop the menuDrag steps", setting: where_)
        }
        guard case let .script(script) = timeline else { return }
        var epoch = 0
        for (index, step) in script.steps.enumerated() {
            guard case let .reload(reload) = step else { continue }
            epoch += 1
            // No items is the run's to explain (Parchment's removeAll).
            guard !reload.titles.isEmpty else { continue }
            do {
                try reloaded(epoch).menu?.validate(itemCount: reload.titles.count, scrollDirection: scrollDirection)
            } catch let problem as Problem {
                throw problem.within("the reload's items").inStep(index)
            } catch {
                throw Problem(.unsupported, "the reload's items cannot be drawn: \(error)").inStep(index)
            }
        }
    }
}
