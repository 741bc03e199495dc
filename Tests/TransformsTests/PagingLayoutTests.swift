import Testing
@testable import Transforms

/// Upstream's `layoutAttributesForElements(in:)` window, transcribed line by line (Int arithmetic),
/// to compare `visibleRange` against where it cannot overflow.
func upstreamWindow(count numberOfItems: Int, visible: Int?, offset: Double) -> Range<Int> {
    let attributesCount = visible ?? numberOfItems
    let visibleRangeMid = attributesCount / 2
    let currentPageIndex = Int(offset.rounded())
    var initialStartIndex = currentPageIndex - visibleRangeMid
    var initialEndIndex = currentPageIndex + visibleRangeMid
    if attributesCount % 2 != 0 {
        if currentPageIndex < visibleRangeMid {
            initialStartIndex -= 1
        } else {
            initialEndIndex += 1
        }
    }
    let startIndexOutOfBounds = max(0, -initialStartIndex)
    let endIndexOutOfBounds = max(0, initialEndIndex - numberOfItems)
    let startIndex = max(0, initialStartIndex - endIndexOutOfBounds)
    let endIndex = min(numberOfItems, initialEndIndex + startIndexOutOfBounds)
    return startIndex..<endIndex
}

func layout(items: Int, visible: Int?, effect: Effect = .scale(ScaleTransformViewOptions())) -> PagingLayout {
    PagingLayout(itemCount: items, numberOfVisibleItems: visible, pageSize: card, effect: effect)
}

@Suite("Culling, current page and page control")
struct PagingLayoutTests {
    @Test func rightToLeftPagesAdvanceLeftwardWithTheirContentUnmirrored() throws {
        for name in ["scale.coverFlow", "stack.vortex", "snapshot.grid"] {
            let effect = try #require(NamedLayout(name: name)?.effect)
            var rtl = layout(items: 5, visible: nil, effect: effect)
            let ltr = rtl
            rtl.isRightToLeft = true
            for offset in [0, 0.3, 1.5] {
                let mirrored = rtl.frame(offset: offset, card: card), plain = ltr.frame(offset: offset, card: card)
                #expect(mirrored.items.map(\.index) == plain.items.map(\.index))
                for (m, p) in zip(mirrored.items, plain.items) {
                    // The card's right edge in RTL is where its left edge is, mirrored, in LTR.
                    let right = m.state.transform.project(Point(x: card.width / 2, y: 10))
                    let left = p.state.transform.project(Point(x: -card.width / 2, y: 10))
                    if let right, let left { #expect(abs(right.x + left.x) < 1e-9 && abs(right.y - left.y) < 1e-9, "\(name) \(offset)") }
                    #expect(m.state.transform.mirroredHorizontally == p.state.transform)
                    #expect(m.state.alpha == p.state.alpha && m.state.zIndex == p.state.zIndex)
                }
            }
            // The next page comes in from the left: item 1 at offset 0.5 sits left of centre.
            let next = try #require(rtl.frame(offset: 0.5, card: card).items.first { $0.index == 1 })
            let centre = try #require(next.state.transform.project(Point(x: 0, y: 0)))
            #expect(centre.x <= 0, "\(name)")
            #expect(rtl.frame(offset: 0, card: card).items.first { $0.index == 0 }?.state.transform
                    == ltr.frame(offset: 0, card: card).items.first { $0.index == 0 }?.state.transform)
        }
        // A finger moving right turns to later pages.
        var sampler = TimelineSampler(script: TimelineScript(fps: 10, steps: [.drag(.curve(by: 150, duration: 0.2, curve: .linear)), .release(velocity: nil)]),
                                      pageLength: 375, pageCount: 5)
        sampler.isRightToLeft = true
        let samples = try sampler.samples()
        #expect(abs(samples[2].offset - 0.4) < 1e-12 && samples.last?.offset == 1)
    }

    @Test func oddWindowTakesTheExtraItemOnTheSideWithRoom() {
        let l = layout(items: 10, visible: 3)
        // Page 0: middle 1, 0 < 1 → start −2, end 1; 2 before the start → shifted to 0..<3.
        #expect(l.visibleRange(offset: 0) == 0..<3)
        // Page 5: 4 … 6, odd and 5 ≥ 1 → end 7: 4..<7.
        #expect(l.visibleRange(offset: 5) == 4..<7)
        // Page 9: 8..<11 runs 1 past the end → 7..<10.
        #expect(l.visibleRange(offset: 9) == 7..<10)
        // Offsets round half away from zero: 4.5 → page 5.
        #expect(l.visibleRange(offset: 4.5) == 4..<7)
        #expect(l.visibleRange(offset: 4.49) == 3..<6)
    }

    @Test func evenWindowIsCentredOnThePage() {
        let l = layout(items: 10, visible: 4)
        #expect(l.visibleRange(offset: 5) == 3..<7)   // 5 − 2 ..< 5 + 2
        #expect(l.visibleRange(offset: 5.5) == 4..<8) // page 6
        #expect(l.visibleRange(offset: 0) == 0..<4)   // −2..<2 shifted by 2
        #expect(l.visibleRange(offset: 9) == 6..<10)  // 7..<11 shifted back by 1
    }

    @Test func offsetsBeyondEitherEndKeepTheWindowInside() {
        let l = layout(items: 10, visible: 5)
        #expect(l.visibleRange(offset: -3) == 0..<5)
        #expect(l.visibleRange(offset: -1e300) == 0..<5)
        #expect(l.visibleRange(offset: 42) == 5..<10)
        #expect(l.visibleRange(offset: 1e300) == 5..<10)
    }

    @Test func noLimitOrALargerLimitLaysOutEveryItem() {
        #expect(layout(items: 7, visible: nil).visibleRange(offset: 3) == 0..<7)
        #expect(layout(items: 7, visible: 100).visibleRange(offset: 3) == 0..<7)
        #expect(layout(items: 7, visible: Int.max).visibleRange(offset: -1e30) == 0..<7)
        #expect(layout(items: 0, visible: 3).visibleRange(offset: 0).isEmpty)
        #expect(layout(items: 5, visible: 0).visibleRange(offset: 2).isEmpty)
    }

    @Test func aBillionItemsOnlyLayOutTheWindow() {
        let l = layout(items: 1_000_000_000, visible: 5)
        #expect(l.visibleRange(offset: 500_000_000.4) == 499_999_998..<500_000_003)
        #expect(l.visibleRange(offset: 999_999_999) == 999_999_995..<1_000_000_000)
        let frame = l.frame(offset: 999_999_998.5, card: card)
        #expect(frame.items.count == 5)
        #expect(frame.currentPage == 999_999_999)
        #expect(Set(frame.items.map(\.index)) == Set(999_999_995..<1_000_000_000))
        #expect(frame.items.allSatisfy { $0.progress == Double($0.index) - 999_999_998.5 })
    }

    @Test func hugeItemCountsAndOffsetsDoNotOverflow() {
        let l = layout(items: Int.max, visible: 5)
        #expect(l.visibleRange(offset: 1e30) == (Int.max - 5)..<Int.max)
        #expect(l.visibleRange(offset: 3e18) == 2_999_999_999_999_999_998..<3_000_000_000_000_000_003)
        #expect(layout(items: Int.max, visible: Int.max).visibleRange(offset: 1e300) == 0..<Int.max)
    }

    @Test func windowMatchesUpstreamsTranscription() {
        for count in 0...12 {
            for visible in [nil] + Array(0...14) {
                for tenths in -40...160 {
                    let offset = Double(tenths) / 10
                    let l = layout(items: count, visible: visible)
                    let expected = upstreamWindow(count: count, visible: visible, offset: offset)
                    #expect(Array(l.visibleRange(offset: offset)) == Array(expected), "count \(count), visible \(String(describing: visible)), offset \(offset)")
                }
            }
        }
    }

    @Test func currentPageRoundsHalfAwayFromZeroAndClamps() {
        let l = layout(items: 4, visible: nil)
        #expect(l.currentPage(offset: 0.5) == 1)
        #expect(l.currentPage(offset: 1.49) == 1)
        #expect(l.currentPage(offset: -0.5) == 0)
        #expect(l.currentPage(offset: 3.7) == 3)
        #expect(l.currentPage(offset: 1e300) == 3)
        #expect(layout(items: 0, visible: nil).currentPage(offset: 2) == 0)
    }

    @Test func frameListsItemsBackToFrontWithTiesInIndexOrder() {
        let frame = layout(items: 5, visible: nil).frame(offset: 1.5, card: card)
        // Progress −1.5, −0.5, 0.5, 1.5, 2.5 → zIndex −2, −1, −1, −2, −3.
        #expect(frame.items.map(\.index) == [4, 0, 3, 1, 2])
        #expect(frame.items.map(\.state.zIndex) == [-3, -2, -2, -1, -1])
        #expect(frame.currentPage == 2)
        #expect(frame.offset == 1.5)
    }

    @Test func setCurrentPageClampsLikeUpstream() {
        let l = layout(items: 4, visible: nil)
        #expect(l.offset(forPage: 2) == 2)
        #expect(l.offset(forPage: -3) == 0)
        #expect(l.offset(forPage: 9) == 3)
        #expect(l.nextPageOffset(from: 2.6) == 3)      // page 3 + 1 → clamped to 3
        #expect(l.previousPageOffset(from: 2.4) == 1)
        #expect(l.nextPageOffset(from: 0.4) == 1)
        // No items: upstream's max offset is contentSize − pageSize = −1 page.
        #expect(layout(items: 0, visible: nil).offset(forPage: 0) == -1)
    }

    @Test func pageAnimationFollowsItsCurve() {
        let animation = PageAnimation(from: 1, to: 3, duration: 0.4, curve: .easeInOut)
        #expect(animation.offset(at: 0) == 1)
        // t = 0.1 → p = 0.25 → 2 · 0.25² = 0.125 → 1 + 2 · 0.125 = 1.25.
        #expect(isClose(animation.offset(at: 0.1), 1.25))
        // t = 0.3 → p = 0.75 → −2 · 0.5625 + 3 − 1 = 0.875 → 2.75.
        #expect(isClose(animation.offset(at: 0.3), 2.75))
        #expect(animation.offset(at: 1) == 3)
        #expect(!animation.isFinished(at: 0.4) && animation.isFinished(at: 0.41))
        #expect(PageAnimation(from: 0, to: 2, duration: 0).offset(at: 0) == 2)
        #expect(PageAnimation.defaultDuration == 0.3 && PageAnimation.defaultCurve == .easeInOut)
    }

    @Test func animatorCurvesUseUpstreamsFormulas() {
        #expect(AnimatorCurve.linear.fromLinear(progress: 0.3) == 0.3)
        #expect(isClose(AnimatorCurve.easeIn.fromLinear(progress: 0.5), 0.75))   // −p(p − 2)
        #expect(isClose(AnimatorCurve.easeOut.fromLinear(progress: 0.5), 0.25))  // p²
        #expect(isClose(AnimatorCurve.parametric.fromLinear(progress: 0.25), 0.0625 / (2 * (0.0625 - 0.25) + 1)))
        #expect(AnimatorCurve.easeInOut.fromLinear(progress: 2) == 1)
    }
}
