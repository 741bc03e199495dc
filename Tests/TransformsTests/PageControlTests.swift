import Problems
import PropertyBased
import Testing
import Transforms

@Suite struct PageControlGeometryTests {
    let viewport = Size(width: 320, height: 480)

    /// REFERENCE: dot i of n shown at x = (W − (n·d + (n − 1)·g)) / 2 + i·(d + g), y = controlY + (h − d)/2.
    func expectedFrame(slot: Int, shown: Int, d: Double = 7, g: Double = 9, h: Double = 26, inset: Double = 0) -> Rect {
        let x = (320 - (Double(shown) * d + Double(shown - 1) * g)) / 2 + Double(slot) * (d + g)
        let controlY = 480 - inset - h
        return Rect(x: x, y: controlY + (h - d) / 2, width: d, height: d)
    }

    @Test(arguments: [1, 2, 7, 10])
    func dotsFollowTheReferenceFormula(pages: Int) {
        let layout = PageControlLayout(options: PageControlOptions(), itemCount: pages, viewport: viewport)
        let state = layout.state(position: 0)
        #expect(state.frame == Rect(x: 0, y: 454, width: 320, height: 26))
        #expect(state.numberOfPages == pages && state.currentPage == 0 && !state.isHidden)
        #expect(state.dots.map(\.index) == Array(0..<pages))
        for dot in state.dots {
            #expect(dot.frame == expectedFrame(slot: dot.index, shown: pages))
            #expect(dot.color == (dot.index == 0 ? Color.white : Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
        }
    }

    @Test func fortyPagesShowTenSlotsWithShrunkEnds() {
        let layout = PageControlLayout(options: PageControlOptions(), itemCount: 40, viewport: viewport)
        let state = layout.state(position: 20)
        #expect(state.dots.map(\.index) == Array(16...25))
        #expect(state.dots.map(\.frame.width) == [3.5, 5.25, 7, 7, 7, 7, 7, 7, 5.25, 3.5])
        for (slot, dot) in state.dots.enumerated() {
            let full = expectedFrame(slot: slot, shown: 10)
            #expect(isClose(dot.frame.midX, full.midX) && isClose(dot.frame.midY, full.midY), "slot \(slot) keeps its centre")
        }
        #expect(state.dots[4].index == 20 && state.dots[4].color == .white)
    }

    @Test func bottomInsetAndControlHeightMoveTheRow() {
        let options = PageControlOptions(dotSize: 8, dotSpacing: 6, controlHeight: 30, bottomInset: 20)
        let state = PageControlLayout(options: options, itemCount: 3, viewport: viewport).state(position: 1)
        #expect(state.frame == Rect(x: 0, y: 430, width: 320, height: 30))
        #expect(state.dots[2].frame == expectedFrame(slot: 2, shown: 3, d: 8, g: 6, h: 30, inset: 20))
        #expect(PageControlLayout(options: options, itemCount: 3, viewport: viewport).pageArea == Rect(x: 0, y: 0, width: 320, height: 430))
        let overlay = PageControlOptions(placement: .overlay)
        #expect(PageControlLayout(options: overlay, itemCount: 3, viewport: viewport).pageArea == Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func hidesForSinglePageHidesAndNoPagesHide() {
        let single = PageControlLayout(options: PageControlOptions(hidesForSinglePage: true), itemCount: 1, viewport: viewport)
        #expect(single.state(position: 0).isHidden)
        #expect(!PageControlLayout(options: PageControlOptions(), itemCount: 1, viewport: viewport).state(position: 0).isHidden)
        #expect(!PageControlLayout(options: PageControlOptions(hidesForSinglePage: true), itemCount: 2, viewport: viewport).state(position: 0).isHidden)
        #expect(PageControlLayout(options: PageControlOptions(), itemCount: 0, viewport: viewport).state(position: 0).isHidden)
    }

    @Test func currentPageIsPinned() {
        for (page, expected) in [(-3, 0), (2, 2), (99, 4)] {
            let layout = PageControlLayout(options: PageControlOptions(currentPage: page), itemCount: 5, viewport: viewport)
            let positions = layout.positions(offsets: [0, 0.5, 3])
            #expect(positions == [Double](repeating: Double(expected), count: 3))
            #expect(layout.state(position: positions[0]).currentPage == expected)
        }
        let layout = PageControlLayout(options: PageControlOptions(), itemCount: 5, viewport: viewport)
        #expect(layout.state(position: -2).currentPage == 0 && layout.state(position: 17).currentPage == 4)
    }

    @Test func numberOfPagesOverridesTheItemCount() {
        let layout = PageControlLayout(options: PageControlOptions(numberOfPages: 3), itemCount: 9, viewport: viewport)
        #expect(layout.state(position: 0).dots.count == 3)
    }

    @Test func rightToLeftPutsPageZeroInTheLastSlot() {
        let layout = PageControlLayout(options: PageControlOptions(direction: .rightToLeft), itemCount: 4, viewport: viewport)
        let dots = layout.state(position: 0).dots
        #expect(dots[0].frame == expectedFrame(slot: 3, shown: 4) && dots[3].frame == expectedFrame(slot: 0, shown: 4))
    }

    @Test func columnsRunDownTheTrailingEdge() {
        let options = PageControlOptions(direction: .topToBottom, bottomInset: 4)
        let layout = PageControlLayout(options: options, itemCount: 3, viewport: viewport)
        let state = layout.state(position: 0)
        #expect(state.frame == Rect(x: 290, y: 0, width: 26, height: 480))
        #expect(layout.pageArea == Rect(x: 0, y: 0, width: 290, height: 480))
        let column = 3 * 7.0 + 2 * 9
        #expect(state.dots[0].frame == Rect(x: 290 + 9.5, y: (480 - column) / 2, width: 7, height: 7))
        #expect(state.dots[1].frame.y == state.dots[0].frame.y + 16)
        let reversed = PageControlLayout(options: PageControlOptions(direction: .bottomToTop), itemCount: 3, viewport: viewport).state(position: 0)
        #expect(reversed.dots[0].frame.y > reversed.dots[2].frame.y)
    }

    @Test func prominentDrawsACapsulePlatterAroundTheRow() throws {
        let options = PageControlOptions(backgroundStyle: .prominent)
        let state = PageControlLayout(options: options, itemCount: 4, viewport: viewport).state(position: 0)
        let row = 4 * 7.0 + 3 * 9
        let platter = try #require(state.platter)
        #expect(platter.frame == Rect(x: (320 - row - 19) / 2, y: 454, width: row + 19, height: 26))
        #expect(platter.cornerRadius == 13)
        for style in [PageControlOptions.BackgroundStyle.automatic, .minimal] {
            #expect(PageControlLayout(options: PageControlOptions(backgroundStyle: style), itemCount: 4, viewport: viewport).state(position: 0).platter == nil)
        }
    }

    @Test func badNumbersAreRefusedWithAnExample() {
        let bad: [(PageControlOptions, String)] = [
            (PageControlOptions(numberOfPages: -1), "pageControl.numberOfPages: 5"),
            (PageControlOptions(maxVisibleDots: 0), "pageControl.maxVisibleDots: 10"),
            (PageControlOptions(dotSize: 0), "pageControl.dotSize: 7"),
            (PageControlOptions(dotSpacing: -2), "pageControl.dotSpacing: 9"),
            (PageControlOptions(controlHeight: .infinity), "pageControl.controlHeight: 26"),
            (PageControlOptions(bottomInset: -1), "pageControl.bottomInset: 20"),
        ]
        for (options, example) in bad {
            #expect { _ = try options.validated() } throws: {
                let problem = $0 as? Problem
                return problem?.description.contains(example) == true && problem?.kind == .outOfRange
                    && problem?.setting == String(example.prefix { $0 != ":" })
            }
        }
    }
}

@Suite struct PageControlUpdatesTests {
    let viewport = Size(width: 320, height: 480)
    /// A swipe from page 0 to 1 and half-way back, sampled as a timeline would.
    let swipe = [0, 0.3, 0.6, 0.9, 1, 1.2, 0.5, 0.4]

    func layout(_ updates: PageControlOptions.Updates, pages: Int = 5) -> PageControlLayout {
        PageControlLayout(options: PageControlOptions(updates: updates), itemCount: pages, viewport: viewport)
    }

    @Test func onTransitionEndMovesTheDotOnlyWhenAPageComesToRest() {
        #expect(layout(.onTransitionEnd).positions(offsets: swipe) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(layout(.onTransitionEnd).positions(offsets: [0.6, 0.7, 2]) == [1, 1, 2])
        #expect(layout(.onTransitionEnd).positions(offsets: [-1, 7]) == [0, 4])
    }

    @Test func nearestRoundsHalfAwayFromZero() {
        #expect(layout(.nearest).positions(offsets: swipe) == [0, 0, 1, 1, 1, 1, 1, 0])
        #expect(layout(.nearest).positions(offsets: [1.5, 2.5, -0.5]) == [2, 3, 0])
    }

    @Test func progressSlidesTheColourBetweenTheTwoDots() {
        let control = layout(.progress)
        let positions = control.positions(offsets: swipe)
        #expect(positions == [0, 0.3, 0.6, 0.9, 1, 1.2, 0.5, 0.4])
        let state = control.state(position: 0.3)
        #expect(state.currentPage == 0)
        let tint = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
        #expect(isClose(state.dots[0].color.alpha, 0.5 + 0.5 * 0.7))
        #expect(isClose(state.dots[1].color.alpha, 0.5 + 0.5 * 0.3))
        #expect(state.dots[2].color == tint)
        #expect(control.state(position: 0.5).currentPage == 1)
    }

    @Test(arguments: [1, 2, 7, 10, 40])
    func everyModeKeepsTheGeometryThroughASwipe(pages: Int) {
        for updates in PageControlOptions.Updates.allCases {
            let control = layout(updates, pages: pages)
            for position in control.positions(offsets: swipe) {
                let state = control.state(position: position)
                #expect(state.dots.count <= 11 && state.dots.count >= min(pages, 10))
                #expect(state.currentPage >= 0 && state.currentPage < pages)
                let ys = Set(state.dots.map(\.frame.midY))
                #expect(ys == [467], "\(updates) \(pages)")
            }
        }
    }
}

@Suite struct DotWindowTests {
    @Test func allDotsShowAtFullSizeWhenTheyFit() {
        let window = DotWindow(pageCount: 10, maxVisibleDots: 10)
        for q in [0.0, 4.5, 9] {
            #expect(window.dots(position: q) == (0..<10).map { DotWindow.Dot(index: $0, slot: Double($0), scale: 1) })
        }
    }

    @Test func theRowSlidesWithTheCurrentDotInTheFifthSlot() {
        let window = DotWindow(pageCount: 40, maxVisibleDots: 10)
        #expect(window.start(position: 0) == 0 && window.start(position: 4) == 0)
        #expect(window.start(position: 5) == 1 && window.start(position: 20) == 16)
        #expect(window.start(position: 36) == 30 && window.start(position: 39) == 30)
    }

    @Test func endsShrinkOnlyOnSidesWithHiddenPages() {
        let window = DotWindow(pageCount: 40, maxVisibleDots: 10)
        func scales(_ q: Double) -> [Double] { window.dots(position: q).map(\.scale) }
        #expect(scales(0) == [1, 1, 1, 1, 1, 1, 1, 1, 0.75, 0.5])
        #expect(scales(20) == [0.5, 0.75, 1, 1, 1, 1, 1, 1, 0.75, 0.5])
        #expect(scales(39) == [0.5, 0.75, 1, 1, 1, 1, 1, 1, 1, 1])
        #expect(window.dots(position: 39).map(\.index) == Array(30...39))
    }

    @Test func slidingHalfAPageShowsAnExtraDotGrowingIn() {
        let window = DotWindow(pageCount: 40, maxVisibleDots: 10)
        let dots = window.dots(position: 4.5) // s = 0.5
        #expect(dots.first?.index == 0 && dots.first?.slot == -0.5)
        #expect(dots.last?.index == 10 && dots.last?.slot == 9.5)
        #expect(dots.count == 11)
    }

    @Test func invariants() async {
        await propertyCheck(input: Gen.int(in: 0...200), Gen.int(in: 1...15), Gen.double(in: -5...210)) { n, m, q in
            let window = DotWindow(pageCount: n, maxVisibleDots: m)
            let dots = window.dots(position: q)
            #expect(dots.count <= min(n, m) + 1)
            #expect(dots.allSatisfy { $0.scale > 0 && $0.scale <= 1 && $0.slot > -1 && $0.slot < Double(m) })
            #expect(zip(dots, dots.dropFirst()).allSatisfy { $0.index + 1 == $1.index && $1.slot - $0.slot == 1 })
            // At rest the current dot is always full size once there are five slots or more.
            if n > 0, m >= 5 {
                let current = min(max(Int(q.rounded(.toNearestOrAwayFromZero)), 0), n - 1)
                let rest = window.dots(position: Double(current))
                #expect(rest.first { $0.index == current }?.scale == 1)
                #expect(rest.count == min(n, m))
            }
        }
    }

    @Test func slidingIsContinuous() async {
        await propertyCheck(input: Gen.int(in: 11...60), Gen.double(in: 0...60)) { n, q in
            let window = DotWindow(pageCount: n, maxVisibleDots: 10)
            let a = window.dots(position: q), b = window.dots(position: q + 1e-6)
            func size(_ dots: [DotWindow.Dot], _ index: Int) -> Double { dots.first { $0.index == index }?.scale ?? 0 }
            for index in Set(a.map(\.index) + b.map(\.index)) {
                #expect(abs(size(a, index) - size(b, index)) < 1e-4, "page \(index) at \(q)")
            }
        }
    }
}
