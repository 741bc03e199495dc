import Testing
@testable import Transforms

/// Parchment's `select(pagingItem:animated:)`: the menu tweens straight from the selected item to
/// the target, however many items lie between.
@Suite("Menu: select tweens straight to its target")
struct MenuSelectTests {
    @Test func aJumpFromOneToFourMovesOnlyThoseTwoItems() {
        let layout = menu(6, width: 375) { $0.menuItemSize = .fixed(width: 100, height: 40) }
        let jump = MenuTransitionState(from: 1, to: 4, fraction: 0.25, count: 6)
        #expect(jump.current == 1 && jump.upcoming == 4 && jump.progress == 0.25)
        let frame = layout.frame(jump)
        // Colours and progress: 0.75 on item 1, 0.25 on item 4, nothing on 2 and 3 in between.
        for item in frame.items {
            #expect(item.progress == [1: 0.75, 4: 0.25][item.index] ?? 0, "item \(item.index)")
        }
        // The indicator a quarter of the way from item 1's metric to item 4's, the offset likewise.
        let from = layout.indicatorMetric(1), to = layout.indicatorMetric(4)
        #expect(abs((frame.indicator?.frame.x ?? 0) - (from.x + (to.x - from.x) * 0.25)) < 1e-9)
        let rest1 = layout.restingOffset(1), rest4 = layout.restingOffset(4)
        #expect(abs(frame.contentOffset - (rest1 + (rest4 - rest1) * 0.25)) < 1e-9)
        // A backward jump has negative progress; the ends are clamped.
        #expect(MenuTransitionState(from: 4, to: 0, fraction: 2, count: 6).progress == -1)
    }

    @Test func aProgrammaticScrollOfTheTimelineIsReadAsAJump() {
        let program = ProgrammaticScroll(step: 0, from: 1, to: 4, selectedItem: 4)
        let state = MenuTransitionState(offset: 2.5, count: 6, programmatic: program)
        #expect(state.current == 1 && state.upcoming == 4 && state.progress == 0.5)
        // Without one, the offset's own state: items 2 and 3, halfway.
        let plain = MenuTransitionState(offset: 2.5, count: 6, programmatic: nil)
        #expect(plain.current == 2 && plain.upcoming == 3 && plain.progress == 0.5)
    }
}
