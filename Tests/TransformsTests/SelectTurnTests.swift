import Testing
@testable import Transforms

/// Parchment's one-page turn to a selected item (`SelectTurn`).
@Suite("Select turn")
struct SelectTurnTests {
    static let layout = PagingLayout(itemCount: 8, pageSize: Size(width: 300, height: 200), effect: .scale(ScaleTransformViewOptions()))

    @Test func forwardTurnPutsTheTargetNextToTheCurrentPage() {
        let turn = SelectTurn(from: 1, to: 6, fraction: 0.25)
        #expect(turn.shownOffset == 1.25 && turn.skipped == 4)
        #expect((0...3).map(turn.item(inSlot:)) == [0, 1, 6, 7])
        #expect(turn.offset(forItem: 1) == 1.25 && turn.offset(forItem: 6) == 5.25)
    }

    @Test func backwardTurnPutsTheTargetBeforeTheCurrentPage() {
        let turn = SelectTurn(from: 6, to: 1, fraction: 0.5)
        #expect(turn.shownOffset == 5.5 && turn.skipped == -4)
        #expect((4...7).map(turn.item(inSlot:)) == [0, 1, 6, 7])
        #expect(turn.offset(forItem: 1) == 1.5 && turn.offset(forItem: 7) == 5.5)
    }

    @Test func onlyAnAnimatedSelectAcrossPagesTurns() {
        let select = ProgrammaticScroll(step: 0, from: 1, to: 6, selectedItem: 6)
        #expect(SelectTurn(programmatic: select, offset: 3.5, count: 8) == SelectTurn(from: 1, to: 6, fraction: 0.5))
        #expect(SelectTurn(programmatic: ProgrammaticScroll(step: 0, from: 1, to: 6), offset: 3.5, count: 8) == nil)
        #expect(SelectTurn(programmatic: ProgrammaticScroll(step: 0, from: 1, to: 2, selectedItem: 2), offset: 1.5, count: 8) == nil)
        #expect(SelectTurn(programmatic: nil, offset: 1.5, count: 8) == nil)
    }

    @Test func theLayoutDrawsTheTurnAndNoPageBetween() {
        let turn = SelectTurn(from: 1, to: 6, fraction: 0.5)
        let frame = Self.layout.frame(offset: 3.5, card: Size(width: 200, height: 150), turn: turn)
        let plain = Self.layout.frame(offset: 1.5, card: Size(width: 200, height: 150))
        #expect(frame.offset == 3.5 && frame.items.map(\.index).sorted() == [0, 1, 6, 7])
        // Item 6 is where item 2 is in a plain turn from 1 to 2, with the same state.
        #expect(frame.items.first { $0.index == 6 }?.state == plain.items.first { $0.index == 2 }?.state)
        #expect(frame.items.first { $0.index == 6 }?.progress == 0.5)
    }
}
