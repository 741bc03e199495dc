import Testing
@testable import Transforms

/// Each delegate kind against a timeline worked out by hand.
@Suite("Delegate calls")
struct DelegateCallsTests {
    static func calls(_ offsets: [Double], pages: Int = 5, systems: EventSystems) -> DelegateCalls {
        DelegateCalls(frames: offsets.map { EventFrame(offset: $0) }, pageCount: pages, systems: systems)
    }

    static func calls(_ steps: [TimelineStep], fps: Int = 10, start: Double = 0, paging: PagingModel = .scrollView,
                      systems: EventSystems) throws -> DelegateCalls {
        let samples = try sample(steps, fps: fps, start: start, paging: paging)
        return DelegateCalls(frames: samples.map(\.eventFrame), pageCount: 5, systems: systems)
    }

    @Test func currentPageChangesOnceOnTheFirstFrameThatShowsItWhileAFingerScrolls() {
        let result = Self.calls([0, 0.25, 0.5, 0.75, 1.5, 2.5, 9, -3], systems: EventSystems())
        // round half away from zero: 0.5 → 1, 1.5 → 2, 2.5 → 3; clamped at both ends.
        #expect(result.currentPages == [0, 0, 1, 1, 2, 3, 4, 0])
        #expect(result.events == [[], [], [.currentPageChanged(page: 1)], [], [.currentPageChanged(page: 2)],
                                  [.currentPageChanged(page: 3)], [.currentPageChanged(page: 4)], [.currentPageChanged(page: 0)]])
    }

    @Test func setCurrentPageFourFromOneReportsFourOnceAtTheEnd() throws {
        // Upstream's default-like animator lasts 0.3 s: frames at 0, 0.1, 0.2 animate (isAnimating),
        // the frame at 0.3 shows the end. The offset passes 2 and 3 without a report.
        let result = try Self.calls([.setCurrentPage(4, animated: true)], start: 1, systems: EventSystems())
        #expect(result.currentPages == [1, 1, 1, 4])
        #expect(result.events == [[], [], [], [.currentPageChanged(page: 4)]])
        // Back to back: the first animation's page is reported where the second starts.
        let twice = try Self.calls([.next, .next], start: 1, systems: EventSystems())
        #expect(twice.currentPages == [1, 1, 1, 2, 2, 2, 3])
        #expect(twice.events[3] == [.currentPageChanged(page: 2)] && twice.events[6] == [.currentPageChanged(page: 3)])
        #expect(twice.events.joined().count == 2)
    }

    @Test func aDragReportsEachPageAsItsOffsetRoundsThere() throws {
        // 375-pt pages: a drag of −225 pt in 0.3 s reaches 0.6 pages; at 10 fps offsets 0, 0.2, 0.4, 0.6.
        let result = try Self.calls([.drag(.curve(by: -225, duration: 0.3, curve: .linear)), .release(velocity: 0)],
                                    systems: EventSystems())
        #expect(Array(result.currentPages.prefix(4)) == [0, 0, 0, 1])
        #expect(result.events[3] == [.currentPageChanged(page: 1)])
        #expect(result.events.joined().count == 1)
    }

    @Test func parchmentWillScrollIsScrollingAndDidScrollFollowTheProgress() {
        let menu = EventSystems(collectionView: false, menu: true)
        let forward = Self.calls([0, 0.25, 0.75, 1, 1.25], systems: menu)
        #expect(forward.events == [
            [],
            [.willScrollToItem(index: 1), .isScrollingFromItem(index: 0, to: 1, progress: 0.25)],
            [.isScrollingFromItem(index: 0, to: 1, progress: 0.75)],
            [.isScrollingFromItem(index: 0, to: 1, progress: 1), .didScrollToItem(index: 1, transitionSuccessful: true)],
            [.willScrollToItem(index: 2), .isScrollingFromItem(index: 1, to: 2, progress: 0.25)],
        ])
        // Back to exactly 0 cancels; a change of sign cancels and turns; no item before the first.
        #expect(Self.calls([0, 0.25, 0], systems: menu).events[2] == [.didScrollToItem(index: 1, transitionSuccessful: false)])
        #expect(Self.calls([1, 1.25, 0.75], systems: menu).events[2] == [
            .didScrollToItem(index: 2, transitionSuccessful: false), .willScrollToItem(index: 0),
            .isScrollingFromItem(index: 1, to: 0, progress: -0.25),
        ])
        // An overshoot before the first item starts no transition; Parchment still reports the scroll, toward nil.
        #expect(Self.calls([0, -0.25, 0], systems: menu).events == [[], [.isScrollingFromItem(index: 0, to: nil, progress: -0.25)], []])
        // A frame that jumps two pages finishes both transitions in order.
        #expect(Self.calls([0, 2], systems: menu).events[1] == [
            .willScrollToItem(index: 1), .isScrollingFromItem(index: 0, to: 1, progress: 1), .didScrollToItem(index: 1, transitionSuccessful: true),
            .willScrollToItem(index: 2), .isScrollingFromItem(index: 1, to: 2, progress: 1), .didScrollToItem(index: 2, transitionSuccessful: true),
        ])
    }

    @Test func parchmentSelectIsOneTransitionStraightToTheTappedItem() throws {
        let result = try Self.calls([.select(4)], start: 1, systems: EventSystems(menu: true))
        // 0.3 s easeInOut from 1 to 4: fractions 0, 2·(1/3)², 1 − 2·(1/3)² at 0, 0.1, 0.2.
        let f1 = AnimatorCurve.easeInOut.fromLinear(progress: 0.1 / 0.3), f2 = AnimatorCurve.easeInOut.fromLinear(progress: 0.2 / 0.3)
        func close(_ event: DelegateEvent, _ progress: Double) -> Bool {
            guard case let .isScrollingFromItem(1, 4, value) = event else { return false }
            return abs(value - progress) < 1e-12
        }
        #expect(Array(result.events[0].prefix(2)) == [.didSelectItem(index: 4), .willScrollToItem(index: 4)])
        #expect(result.events[0].count == 3 && close(result.events[0][2], 0))
        #expect(result.events[1].count == 1 && close(result.events[1][0], f1))
        #expect(result.events[2].count == 1 && close(result.events[2][0], f2))
        #expect(result.events[3] == [.currentPageChanged(page: 4), .didScrollToItem(index: 4, transitionSuccessful: true)])
    }

    @Test func elegantPagesReportsThePageWhenItIsSetNotWhenItArrives() throws {
        // `next` at 0.1 s sets currentPage to 1 at once; the easeInOut turn then takes 0.35 s.
        let result = try Self.calls([.wait(0.1), .next], paging: .elegantPages(.regularDefault),
                                    systems: EventSystems(collectionView: false, elegantPages: true))
        #expect(result.events[1] == [.pageChanged(page: 1)])
        #expect(result.events.joined().count == 1)
    }

    @Test func pageViewControllerCallsWillTransitionThenDidFinish() {
        let pvc = EventSystems(collectionView: false, pageViewController: true)
        #expect(Self.calls([0, 0.25, 0.5, 1], systems: pvc).events == [
            [], [.willTransitionTo(pages: [1])], [],
            [.didFinishAnimating(finished: true, previousPages: [0], transitionCompleted: true)],
        ])
        #expect(Self.calls([2, 1.75, 2], systems: pvc).events == [
            [], [.willTransitionTo(pages: [1])], [.didFinishAnimating(finished: true, previousPages: [2], transitionCompleted: false)],
        ])
        // Programmatic page changes (setViewControllers) call nothing.
        let program = DelegateCalls(frames: [EventFrame(offset: 0, programmatic: ProgrammaticScroll(step: 0, from: 0, to: 2)),
                                             EventFrame(offset: 1, programmatic: ProgrammaticScroll(step: 0, from: 0, to: 2)),
                                             EventFrame(offset: 2)], pageCount: 5, systems: pvc)
        #expect(program.events.joined().isEmpty)
    }

    @Test func pvViewLoadsPageZeroThenCallsEachTransitionOnTheWay() {
        let result = Self.calls([0, 0.5, 2.5, 0.5], systems: EventSystems(collectionView: false, overlayPages: 3))
        #expect(result.events == [
            [.willBeginTransitionTo(page: 0), .didEndTransitionFrom(previousPage: nil)],
            [],
            [.willBeginTransitionTo(page: 1), .didEndTransitionFrom(previousPage: 0),
             .willBeginTransitionTo(page: 2), .didEndTransitionFrom(previousPage: 1)],
            [.willBeginTransitionTo(page: 1), .didEndTransitionFrom(previousPage: 2),
             .willBeginTransitionTo(page: 0), .didEndTransitionFrom(previousPage: 1)],
        ])
    }
}
