import Foundation
import Testing
@testable import Transforms

/// Item widths of their own (Parchment's size delegate), the fixed-width indicator, item accessories,
/// a windowed (range) menu and `animateAfter`'s holds, each against hand-worked numbers.
@Suite("Menu: rich items, windows and holds")
struct MenuItemsTests {
    /// Three items of own widths (50 → 100, 60, 70 → 140) in a 375 pt menu: they fit, so they sit at the left.
    func sized() -> MenuLayout {
        var options = PagingOptions()
        options.menuItemSize = .fixed(width: 80, height: 40)
        return MenuLayout(options: options, menuWidth: 375, titleWidths: anyTitles(3),
                          itemWidths: [MenuWidths(width: 50, selectedWidth: 100), nil, MenuWidths(width: 70, selectedWidth: 140)])
    }

    func frames(_ frame: MenuFrame) -> [[Double]] { frame.items.map { [$0.frame.x, $0.frame.width] } }

    @Test func ownWidthsTweenWithTheItemsProgress() {
        let m = sized()
        // At rest on item 0 it is selected (100); item 1 has no width of its own and takes menuItemSize's 80.
        #expect(frames(m.frame(offset: 0)) == [[0, 100], [100, 80], [180, 70]])
        // Halfway to item 1: item 0 at 50 + 50·0.5; item 1 has no selected width of its own.
        #expect(frames(m.frame(offset: 0.5)) == [[0, 75], [75, 80], [155, 70]])
        // Halfway from item 1 to item 2: item 2 is 70 + 70·0.5 wide.
        #expect(frames(m.frame(offset: 1.5)) == [[0, 50], [50, 80], [130, 105]])
        #expect(frames(m.frame(offset: 2)) == [[0, 50], [50, 80], [130, 140]])
        // The indicator follows the tweened frames (insets 8 at both ends).
        #expect(pair(m.frame(offset: 0).indicator?.frame) == [8, 92])
        #expect(pair(m.frame(offset: 2).indicator?.frame) == [130, 132])
    }

    @Test func ownWidthsStopSizeToFitFromSharingTheMenu() {
        var options = PagingOptions()   // sizeToFit(minWidth: 150)
        options.menuHorizontalAlignment = .center
        let m = MenuLayout(options: options, menuWidth: 375, titleWidths: anyTitles(2), itemWidths: [MenuWidths(width: 60), nil])
        // 60 + 150 = 210 fits: centred by (375 − 210)/2 = 82.5, not stretched to 187.5 each.
        #expect(frames(m.frame(offset: 0)) == [[82.5, 60], [142.5, 150]])
    }

    @Test func restingOffsetsUseTheSelectedWidth() {
        var options = PagingOptions()
        options.menuItemSize = .fixed(width: 100, height: 40)
        let widths = (0..<6).map { _ in Optional(MenuWidths(width: 100, selectedWidth: 200)) }
        let m = MenuLayout(options: options, menuWidth: 375, titleWidths: anyTitles(6), itemWidths: widths)
        // Item 2 selected: x = 200, width 200, mid 300 → S(2) = 300 − 187.5; content 700 → at most 325.
        #expect(m.restingOffset(2) == 112.5)
        #expect(m.restingOffset(5) == 325)
        #expect(m.frame(offset: 2).contentOffset == 112.5)
    }

    @Test func aFixedIndicatorIsCentredOnItsItems() {
        let m = menu(3) {
            $0.menuItemSize = .fixed(width: 100, height: 40)
            $0.indicatorWidth = .fixed(24)
        }
        #expect(pair(m.frame(offset: 0).indicator?.frame) == [38, 24])
        #expect(pair(m.frame(offset: 0.5).indicator?.frame) == [88, 24])
        #expect(pair(m.frame(offset: 2).indicator?.frame) == [238, 24])
        // Past the last item it slides on into the virtual slot, still 24 wide.
        #expect(pair(m.frame(offset: 2.5).indicator?.frame) == [288, 24])
    }

    @Test func accessoriesPlaceTheImageAboveTheTitleAndTheBadgeAtTheCorner() {
        let cell = Rect(x: 100, y: 0, width: 80, height: 50), label = Rect(x: 110, y: 0, width: 60, height: 50)
        let placed = MenuItemAccessories(imageSize: Size(width: 48, height: 48), badgeTextWidth: 7).layout(frame: cell, label: label, hasTitle: true)
        // Box 60 × 25 from y = 5: the 48 px image scaled to 25, centred on x = 140.
        #expect(placed.image == Rect(x: 127.5, y: 5, width: 25, height: 25))
        #expect(placed.label == Rect(x: 110, y: 30, width: 60, height: 20))
        // Badge: 18 tall, max(18, 7 + 12) = 19 wide, 2 pt in from the top-right corner.
        #expect(placed.badge == Rect(x: 159, y: 2, width: 19, height: 18))
        // Without a title the image fills the label box less 4 pt top and bottom, never enlarged.
        let alone = MenuItemAccessories(imageSize: Size(width: 20, height: 10)).layout(frame: cell, label: label, hasTitle: false)
        #expect(alone.image == Rect(x: 130, y: 20, width: 20, height: 10) && alone.badge == nil && alone.label == label)
    }

    @Test func theWindowFillsAMenuWidthEachSideAsParchmentsGenerateItems() {
        let fifty: (Int) -> Double = { _ in 50 }
        #expect(MenuLayout.window(around: 100, count: 1000, menuWidth: 200, spacing: 0, cellWidth: fifty) == 96...104)
        // At the first item nothing lies before, so the items after fill both menu widths.
        #expect(MenuLayout.window(around: 0, count: 1000, menuWidth: 200, spacing: 0, cellWidth: fifty) == 0...8)
        // At the last, the items before take the remainder.
        #expect(MenuLayout.window(around: 999, count: 1000, menuWidth: 200, spacing: 0, cellWidth: fifty) == 991...999)
        #expect(MenuLayout.window(around: 3, count: 5, menuWidth: 200, spacing: 0, cellWidth: fifty) == 0...4)
    }

    /// Widths that vary by item, as self-sized titles do.
    static func title(_ i: Int) -> MenuWidths { MenuWidths(width: Double(20 + (i % 7) * 9)) }

    func windowed(_ count: Int, calls: Counter? = nil, _ configure: (inout PagingOptions) -> Void = { _ in }) -> MenuLayout {
        var options = PagingOptions()
        options.menuItemSize = .selfSizing(estimatedWidth: 80, height: 40)
        configure(&options)
        return MenuLayout(options: options, menuWidth: 375, itemCount: count, windowed: true) { i in
            calls?.add()
            return Self.title(i)
        }
    }

    func full(_ count: Int, _ configure: (inout PagingOptions) -> Void = { _ in }) -> MenuLayout {
        var options = PagingOptions()
        options.menuItemSize = .selfSizing(estimatedWidth: 80, height: 40)
        configure(&options)
        return MenuLayout(options: options, menuWidth: 375, titleWidths: (0..<count).map(Self.title))
    }

    /// Items as the menu shows them: index, x on screen, width, progress.
    func onScreen(_ frame: MenuFrame) -> [[Double]] {
        frame.items.map { [Double($0.index), ($0.frame.x - frame.contentOffset) * 1e6 .rounded() / 1e6, $0.frame.width, $0.progress] }
    }

    @Test func aWindowShowsWhatTheWholeListShows() {
        for position in [PagingSelectedScrollPosition.preferCentered, .left, .right, .center] {
            let set: (inout PagingOptions) -> Void = { $0.selectedScrollPosition = position }
            let big = windowed(200_001, set), whole = full(200_001, set)
            // Mid-list, at both ends (where the window holds the end, so the clamp is the whole list's) and between.
            for offset in [0, 0.5, 3.25, 100_000, 100_000.25, 100_000.5, 100_001.75, 199_996.5, 199_999.5, 200_000] {
                let a = big.frame(offset: offset), b = whole.frame(offset: offset)
                #expect(onScreen(a) == onScreen(b), "\(position) at \(offset)")
                #expect(a.indicator.map { $0.frame.x - a.contentOffset } == b.indicator.map { $0.frame.x - b.contentOffset },
                        "\(position) at \(offset)")
            }
        }
    }

    @Test func aWindowMeasuresOnlyTheItemsNearTheSelection() {
        let calls = Counter()
        let m = windowed(200_001, calls: calls)
        let built = calls.value
        let frame = m.frame(offset: 100_000.5)
        #expect(!frame.items.isEmpty && frame.items.allSatisfy { (99_990...100_010).contains($0.index) })
        #expect(built < 100 && calls.value - built < 200, "measured \(built) + \(calls.value - built) titles")
    }

    @Test func aSmallRangeLaysOutLikeAList() {
        let big = windowed(6), small = full(6)
        for offset in [0.0, 1.5, 5.0] {
            #expect(frames(big.frame(offset: offset)) == frames(small.frame(offset: offset)))
            #expect(big.frame(offset: offset).contentWidth == small.frame(offset: offset).contentWidth)
        }
    }

    @Test func animateAfterHoldsTheMenuThenMovesItOnceThePageArrives() {
        // A finger's scroll from page 2 to 3 over 0.2 s, then rest; frames every 0.1 s.
        let offsets = [2, 2.5, 3, 3, 3, 3, 3.5]
        let times = offsets.indices.map { Double($0) / 10 }
        let holds = MenuScrollHold.holds(frames: offsets.map { EventFrame(offset: $0, phase: .dragging) }, times: times, pageCount: 8)
        #expect(holds.map(\.from) == [2, 2, 2, 2, 2, 3, 3])
        #expect(holds.map(\.to) == [2, 2, 3, 3, 3, 3, 3])
        // Arrival at t = 0.2 (didScrollToItem): 0 then eased over 0.3 s, then at rest; the next scroll keeps it at S(3).
        let curve = TimingCurve.easeInOut
        let expected = [1, 1, 0, curve.value(at: 1.0 / 3), curve.value(at: 2.0 / 3), 1, 1]
        #expect(zip(holds.map(\.fraction), expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(holds.map(\.fraction))")
    }

    @Test func aHoldFromAFarItemOfARangeStartsWhereThatItemRested() {
        let m = windowed(200_001)
        let atRest = m.frame(offset: 10)
        let selected = atRest.items.first { $0.index == 10 }
        // At 150,000 after a jump from 10, the move's first frame still shows item 10 where it rested.
        let moving = m.frame(MenuTransitionState(offset: 150_000, count: 200_001), hold: MenuScrollHold(from: 10, to: 150_000, fraction: 0))
        let same = moving.items.first { $0.index == 10 }
        #expect(same != nil && selected != nil)
        if let same, let selected { #expect(same.frame.x - moving.contentOffset == selected.frame.x - atRest.contentOffset) }
        // And the move's end shows item 150,000 where it rests.
        let end = m.frame(MenuTransitionState(offset: 150_000, count: 200_001), hold: MenuScrollHold(from: 10, to: 150_000, fraction: 1))
        #expect(onScreen(end) == onScreen(m.frame(offset: 150_000)))
    }

    @Test func aHoldSetsTheContentOffset() {
        let m = menu(8) { $0.menuItemSize = .fixed(width: 100, height: 40); $0.menuTransition = .animateAfter }
        let s2 = m.restingOffset(2), s3 = m.restingOffset(3)
        let frame = m.frame(MenuTransitionState(offset: 3, count: 8), hold: MenuScrollHold(from: 2, to: 3, fraction: 0.25))
        #expect(frame.contentOffset == s2 + (s3 - s2) * 0.25)
        // A backward scroll under animateAfter stays where the menu was (item 3) with a hold; without one the
        // offset's own rest is item 2's.
        #expect(m.frame(MenuTransitionState(offset: 2.5, count: 8), hold: MenuScrollHold(from: 3, to: 3, fraction: 1)).contentOffset == s3)
    }
}

/// A thread-safe call counter for `@Sendable` closures.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
