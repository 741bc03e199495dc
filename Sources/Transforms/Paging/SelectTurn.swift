/// Parchment's animated `select` across several pages, as its page view controller plays it:
/// `PageViewManager.select(viewController:direction:animated: true)` puts the target in place of
/// the neighbour on its side (the next page for a later item, the previous for an earlier one)
/// and the scroll view turns one page (`scrollForward` / `scrollReverse`). The pages between are
/// never drawn; the menu's indicator goes straight from the current item to the target
/// (`MenuTransitionState(from:to:fraction:count:)`).
///
/// With `s = sign(to − from)` and the turn `fraction` done (0…1), the pages are drawn at the shown
/// offset `from + s·fraction`, slot `j` holding item `j` on the near side (`(j − from)·s ≤ 0`)
/// and item `j + (to − from − s)` beyond it: the target and the items after it come along as one
/// block, so an effect that shows neighbours shows the target's. When the turn ends the pages are
/// laid out around the target again (offset `to`), as Parchment reloads them around it.
package struct SelectTurn: Hashable, Sendable {
    /// The page the turn starts from.
    package var from: Int
    /// The tapped item's page.
    package var to: Int
    /// How much of the turn is done, 0…1.
    package var fraction: Double

    /// A turn from page `from` to page `to`, `fraction` of the way (clamped to 0…1).
    package init(from: Int, to: Int, fraction: Double) {
        self.from = from
        self.to = to
        self.fraction = fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
    }

    /// The turn a frame shows at logical offset `offset` (the timeline's, moving from `from` to
    /// `to`) during `programmatic`: only an animated `select` step (`selectedItem` set) whose pages
    /// are more than one apart; `nil` otherwise (a neighbour's turn is the plain scroll).
    package init?(programmatic: ProgrammaticScroll?, offset: Double, count: Int) {
        guard let program = programmatic, program.selectedItem != nil, count > 0, program.to != program.from else { return nil }
        let from = roundedPage(program.from, count), to = roundedPage(program.to, count)
        guard Swift.abs(to - from) > 1 else { return nil }
        self.init(from: from, to: to, fraction: (offset - program.from) / (program.to - program.from))
    }

    /// `sign(to − from)`: 1 forward, −1 backward.
    package var direction: Int { to >= from ? 1 : -1 }

    /// The pages skipped: `to − from − direction`.
    package var skipped: Int { to - from - direction }

    /// The offset the pages are drawn at: `from + direction·fraction`.
    package var shownOffset: Double { Double(from) + Double(direction) * fraction }

    /// The item drawn in slot `slot` (the place item `slot` has in an ordinary layout).
    package func item(inSlot slot: Int) -> Int {
        (slot - from) * direction <= 0 ? slot : slot + skipped
    }

    /// The offset item `index` sees (its progress is `index − offset`): the shown offset moved by
    /// the pages skipped for the items beyond the turn.
    package func offset(forItem index: Int) -> Double {
        (index - from) * direction <= 0 ? shownOffset : shownOffset + Double(skipped)
    }
}

extension PagingLayout {
    /// The frame at logical offset `offset`, during `turn` laid out as Parchment's page view
    /// controller turns one page to the target (`SelectTurn`); `frame(offset:card:)` without one.
    /// The frame keeps `offset`; each item's `progress` is measured from the shown offset.
    package func frame(offset: Double, card: Size, turn: SelectTurn?) -> LayoutFrame {
        guard let turn else { return frame(offset: offset, card: card) }
        var frame = self.frame(offset: turn.shownOffset, card: card)
        frame.offset = offset
        frame.turn = turn
        frame.items = frame.items.compactMap { item in
            var item = item
            item.index = turn.item(inSlot: item.index)
            return item.index >= 0 && item.index < itemCount ? item : nil
        }
        return frame
    }
}

extension ScrollPageLayout {
    /// The pages at logical offset `offset`, during `turn` the shown offset's slots holding the
    /// turn's items (`SelectTurn`); `pages(offset:)` without one.
    package func pages(offset: Double, turn: SelectTurn?) -> [Page] {
        guard let turn else { return pages(offset: offset) }
        return pages(offset: turn.shownOffset).compactMap { page in
            let index = turn.item(inSlot: page.index)
            return index >= 0 && index < pageCount ? Page(index: index, frame: page.frame) : nil
        }
    }
}
