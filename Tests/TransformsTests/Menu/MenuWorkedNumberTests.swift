import Testing
@testable import Transforms

/// Titles whose widths do not matter (fixed and sizeToFit items).
func anyTitles(_ count: Int) -> [MenuWidths] { Array(repeating: MenuWidths(width: 40), count: count) }

func menu(_ count: Int, width: Double = 375, _ configure: (inout PagingOptions) -> Void = { _ in }) -> MenuLayout {
    var options = PagingOptions()
    configure(&options)
    return MenuLayout(options: options, menuWidth: width, titleWidths: anyTitles(count))
}

func xs(_ layout: MenuLayout) -> [Double] { (0..<layout.count).map { layout.items.frame(of: $0).x } }

func pair(_ r: Rect?) -> [Double] { r.map { [$0.x, $0.width] } ?? [] }

/// The worked numbers of SEEDS.md §1.2–1.7 (Parchment 4.1, W = 375 unless stated).
@Suite("Menu: SEEDS worked numbers")
struct MenuWorkedNumberTests {
    // MARK: §1.1 defaults

    @Test func defaultsAreParchments() {
        let o = PagingOptions()
        #expect(o.menuItemSize == .sizeToFit(minWidth: 150, height: 40))
        #expect(o.menuItemSpacing == 0 && o.menuItemLabelSpacing == 20 && o.menuInsets == .zero)
        #expect(o.menuHorizontalAlignment == .left && o.menuPosition == .top && o.menuTransition == .scrollAlongside)
        #expect(o.selectedScrollPosition == .preferCentered)
        #expect(o.indicatorOptions == .visible(height: 4, zIndex: Int.max, spacing: .zero, insets: EdgeInsets(left: 8, right: 8)))
        #expect(o.borderOptions == .visible(height: 1, zIndex: Int.max - 1, insets: EdgeInsets(left: 8, right: 8)))
        #expect(o.indicatorColor.hexRGBA == "#037DE9FF" && o.selectedTextColor.hexRGBA == "#037DE9FF")
        #expect(o.borderColor.hexRGBA == "#E6E6E6FF")
        #expect(o.font == TextFont(size: 15, weight: .medium) && o.selectedFont == o.font)
        #expect(o.textColor.hexRGBA == "#000000FF" && o.backgroundColor.hexRGBA == "#00000000")
        #expect(o.selectedBackgroundColor == .clear && o.menuBackgroundColor == .white && o.pagingContentBackgroundColor == .white)
        #expect(o.contentNavigationOrientation == .horizontal && o.menuHeight == 40)
        #expect(o.indicatorWidth == .cell && o.indicatorStyle == .line && o.indicatorCornerRadius == 0)
        #expect(o.fontTransition == .switch && o.layoutDirection == .leftToRight)
    }

    @Test func enumCaseDefaultsAreParchments() {
        #expect(PagingIndicatorOptions.visible(height: 2) == .visible(height: 2, zIndex: 1, spacing: .zero, insets: .zero))
        #expect(PagingBorderOptions.visible(height: 2) == .visible(height: 2, zIndex: 0, insets: .zero))
    }

    // MARK: §1.2 item frames

    @Test func twoSizeToFitItemsShareTheMenu() {
        let m = menu(2)
        #expect(xs(m) == [0, 187.5])
        #expect(m.items.width(of: 0) == 187.5 && m.items.width(of: 1) == 187.5)
        #expect(m.items.contentWidth == 375)
    }

    @Test func threeSizeToFitItemsKeepTheirMinimumAndScroll() {
        let m = menu(3)
        #expect(xs(m) == [0, 150, 300])
        #expect(m.items.contentWidth == 450)
    }

    @Test func fixedItemsThatFitAreCentredIgnoringTheLeftInset() {
        let plain = menu(3) { $0.menuItemSize = .fixed(width: 80, height: 40); $0.menuHorizontalAlignment = .center }
        #expect(xs(plain) == [67.5, 147.5, 227.5])
        let inset = menu(3) {
            $0.menuItemSize = .fixed(width: 80, height: 40); $0.menuHorizontalAlignment = .center
            $0.menuInsets = EdgeInsets(left: 20)
        }
        #expect(xs(inset) == [67.5, 147.5, 227.5])
    }

    @Test func rightAlignmentShiftsByTheSlackLessTheRightInset() {
        let m = menu(3) {
            $0.menuItemSize = .fixed(width: 80, height: 40); $0.menuHorizontalAlignment = .right
            $0.menuInsets = EdgeInsets(right: 15)
        }
        #expect(xs(m) == [120, 200, 280])
    }

    @Test func centerScrollPositionInsetsHalfAMenuAtBothEnds() {
        let m = menu(5) { $0.menuItemSize = .fixed(width: 100, height: 40); $0.selectedScrollPosition = .center }
        #expect(m.items.frame(of: 0).x == 137.5)
        #expect(m.items.contentWidth == 775)
    }

    @Test func selfSizingWidthIsTheTitlePlusLabelSpacingOnEachSide() {
        var options = PagingOptions()
        options.menuItemSize = .selfSizing(estimatedWidth: 100, height: 40)
        options.menuItemSpacing = 5
        let m = MenuLayout(options: options, menuWidth: 375,
                           titleWidths: [30, 100, 55.5, 200].map { MenuWidths(width: $0) })
        #expect((0..<4).map { m.items.width(of: $0) } == [70, 140, 95.5, 240])
        #expect(xs(m) == [0, 75, 220, 320.5])
        #expect(m.items.contentWidth == 560.5)
    }

    // MARK: §1.3 indicator

    @Test func indicatorMetricFromParchmentsTests() {
        let from = IndicatorMetric(frameX: 0, frameWidth: 200, inset: .left(50), spacing: .zero)
        let to = IndicatorMetric(frameX: 200, frameWidth: 100, inset: .right(50), spacing: .zero)
        func at(_ p: Double) -> [Double] {
            [tween(from: from.x, to: to.x, progress: p), tween(from: from.width, to: to.width, progress: p)]
        }
        #expect(at(0) == [50, 150])
        #expect(at(1) == [200, 50])
        #expect(at(0.5) == [125, 100])
    }

    @Test func indicatorTwentyHighInAFortyHighMenuSitsAtTwenty() {
        let m = menu(2) { $0.indicatorOptions = .visible(height: 20, zIndex: 1, spacing: .zero, insets: .zero) }
        #expect(m.frame(offset: 0).indicator?.frame.y == 20)
        let bottom = menu(2) {
            $0.indicatorOptions = .visible(height: 20, zIndex: 1, spacing: .zero, insets: EdgeInsets(bottom: 3))
            $0.menuPosition = .bottom
        }
        #expect(bottom.frame(offset: 0).indicator?.frame.y == 3)
    }

    @Test func defaultIndicatorOverTwoItems() {
        let m = menu(2)
        #expect(pair(m.frame(offset: 0).indicator?.frame) == [8, 179.5])
        #expect(pair(m.frame(offset: 1).indicator?.frame) == [187.5, 179.5])
        #expect(pair(m.frame(offset: 0.5).indicator?.frame) == [97.75, 179.5])
        let frame = m.frame(offset: 0).indicator?.frame
        #expect(frame?.y == 36 && frame?.height == 4)
    }

    @Test func defaultIndicatorOverThreeItems() {
        let m = menu(3)
        #expect(pair(m.frame(offset: 0).indicator?.frame) == [8, 142])
        #expect(pair(m.frame(offset: 1).indicator?.frame) == [150, 150])
        #expect(pair(m.frame(offset: 0.5).indicator?.frame) == [79, 146])
        #expect(pair(m.frame(offset: 2).indicator?.frame) == [300, 142])
    }

    @Test func overscrollSlidesTheIndicatorTowardAVirtualSlot() {
        let m = menu(2)
        // Before the first page: slot −1 is item 0 moved left by its width, with no end inset.
        #expect(pair(m.frame(offset: -1).indicator?.frame) == [-187.5, 187.5])
        #expect(pair(m.frame(offset: -0.5).indicator?.frame) == [-89.75, 183.5])
        #expect(pair(m.frame(offset: -3).indicator?.frame) == [-187.5, 187.5])
        // Past the last: slot 2 is item 1 moved right by its width, with the right inset.
        #expect(pair(m.frame(offset: 2).indicator?.frame) == [375, 179.5])
        #expect(pair(m.frame(offset: 1.5).indicator?.frame) == [281.25, 179.5])
        #expect(IndicatorMetric.inset(for: -1, count: 2, insets: EdgeInsets(left: 8, right: 8)) == .none)
        #expect(IndicatorMetric.inset(for: 2, count: 2, insets: EdgeInsets(left: 8, right: 8)) == .right(8))
        #expect(IndicatorMetric.inset(for: 0, count: 1, insets: EdgeInsets(left: 8, right: 9)) == .both(8, 9))
    }

    @Test func spacingNarrowsEveryItemAndLosesToALargerEndInset() {
        let spacing = EdgeInsets(left: 10, right: 4)
        #expect(IndicatorMetric(frameX: 100, frameWidth: 50, inset: .none, spacing: spacing).x == 110)
        #expect(IndicatorMetric(frameX: 100, frameWidth: 50, inset: .none, spacing: spacing).width == 36)
        #expect(IndicatorMetric(frameX: 0, frameWidth: 50, inset: .left(8), spacing: spacing).x == 10)
        #expect(IndicatorMetric(frameX: 0, frameWidth: 50, inset: .left(12), spacing: spacing).width == 34)
        #expect(IndicatorMetric(frameX: 0, frameWidth: 50, inset: .right(8), spacing: spacing).width == 32)
        #expect(IndicatorMetric(frameX: 0, frameWidth: 50, inset: .both(12, 2), spacing: spacing).width == 34)
    }

    // MARK: §1.4 border

    @Test func defaultBorderSpansTheContentLessItsInsets() {
        let three = menu(3).frame(offset: 0).border?.frame
        #expect(three == Rect(x: 8, y: 39, width: 434, height: 1))
        let two = menu(2).frame(offset: 0).border?.frame
        #expect(two == Rect(x: 8, y: 39, width: 359, height: 1))
        let fitting = menu(2) { $0.menuItemSize = .fixed(width: 50, height: 40) }.frame(offset: 0).border?.frame
        #expect(fitting?.width == 359)
        let bottom = menu(2) { $0.menuPosition = .bottom }.frame(offset: 0).border?.frame
        #expect(bottom?.y == 0)
    }

    // MARK: §1.5 progress, colours, fonts

    @Test func itemProgressIsOneLessPForTheCurrentAndPForTheUpcoming() {
        let frame = menu(3).frame(offset: 0.25)
        #expect(frame.items.map(\.progress) == [0.75, 0.25, 0])
        let overscroll = menu(3).frame(offset: -0.25)
        #expect(overscroll.items.map(\.progress) == [0.75, 0, 0])
    }

    @Test func coloursBlendLinearlyAndRoundHalfUp() {
        let frame = menu(3).frame(offset: 0.5)
        // Black → #037DE9 halfway: 1.5, 62.5, 116.5 round up to 2, 63, 117.
        #expect(frame.items[0].textColor.hexRGBA == "#023F75FF")
        #expect(frame.items[1].textColor.hexRGBA == "#023F75FF")
        #expect(frame.items[2].textColor.hexRGBA == "#000000FF")
        #expect(Color.black.blended(to: .white, fraction: 2).hexRGBA == "#FFFFFFFF")
        #expect(Color.black.blended(to: .white, fraction: -1).hexRGBA == "#000000FF")
        let backgrounds = menu(2) { $0.selectedBackgroundColor = Color(red: 1, green: 0, blue: 0) }.frame(offset: 0.25)
        #expect(backgrounds.items[0].backgroundColor.hexRGBA == "#BF0000BF")
    }

    @Test func fontsSwitchWhenThePageArrivesUnlessInterpolated() {
        let switching = menu(3) { $0.selectedFont = TextFont(size: 20, weight: .bold) }
        #expect(switching.frame(offset: 0.9).items.map(\.font.size) == [20, 15, 15])
        #expect(switching.frame(offset: 1).items.map(\.font.size) == [15, 20, 15])
        let blending = menu(3) {
            $0.selectedFont = TextFont(size: 21, weight: .bold); $0.fontTransition = .interpolate
        }
        let fonts = blending.frame(offset: 0.5).items.map(\.font)
        #expect(fonts[0].size == 18 && fonts[1].size == 18 && fonts[2].size == 15)
        #expect(isClose(fonts[0].weight.rawValue, 0.315))
    }

    // MARK: §1.6–1.7 menu content offset

    @Test func preferCenteredOffsetClampsNearTheEnds() {
        let m = menu(3)
        #expect(m.restingOffset(0) == 0 && m.restingOffset(1) == 37.5 && m.restingOffset(2) == 75)
        #expect(m.frame(offset: 0.5).contentOffset == 18.75)
        #expect(m.frame(offset: 1.5).contentOffset == 56.25)
        #expect(m.frame(offset: 2).contentOffset == 75)
        #expect(m.frame(offset: 2.7).contentOffset == 75)
        #expect(m.frame(offset: -0.7).contentOffset == 0)
    }

    @Test func parchmentsCenteredDistanceTest() {
        // Bounds x = 100, W = 500, upcoming item centred at 450: distance 100.
        let m = menu(10, width: 500) { $0.menuItemSize = .fixed(width: 100, height: 40) }
        #expect(m.restingOffset(3) == 100)
        #expect(m.restingOffset(4) - m.restingOffset(3) == 100)
    }

    @Test func otherScrollPositions() {
        let left = menu(6) { $0.menuItemSize = .fixed(width: 100, height: 40); $0.selectedScrollPosition = .left }
        #expect((0..<6).map(left.restingOffset) == [0, 100, 200, 225, 225, 225])
        let right = menu(6) { $0.menuItemSize = .fixed(width: 100, height: 40); $0.selectedScrollPosition = .right }
        #expect((0..<6).map(right.restingOffset) == [0, 0, 0, 25, 125, 225])
        let center = menu(5) { $0.menuItemSize = .fixed(width: 100, height: 40); $0.selectedScrollPosition = .center }
        #expect((0..<5).map(center.restingOffset) == [0, 100, 200, 300, 400])
    }

    @Test func animateAfterHoldsTheOffsetUntilThePageArrives() {
        let m = menu(3) { $0.menuTransition = .animateAfter }
        #expect(m.frame(offset: 0.99).contentOffset == 0)
        #expect(m.frame(offset: 1).contentOffset == 37.5)
        #expect(m.frame(offset: 1.5).contentOffset == 37.5)
    }

    @Test func aMenuThatFitsNeverScrolls() {
        let m = menu(2) { $0.menuItemSize = .fixed(width: 60, height: 40); $0.menuHorizontalAlignment = .center }
        #expect(m.frame(offset: 0.5).contentOffset == 0 && m.frame(offset: 1).contentOffset == 0)
    }

    // MARK: visible items, scale, mirroring

    @Test func onlyItemsMeetingTheVisibleRangeAreListed() {
        let m = menu(10, width: 500) { $0.menuItemSize = .fixed(width: 100, height: 40) }
        #expect(m.frame(offset: 0).items.map(\.index) == [0, 1, 2, 3, 4])
        #expect(m.frame(offset: 3.5).items.map(\.index) == [1, 2, 3, 4, 5, 6])
    }

    @Test func aBillionFixedItemsCostOnlyTheVisibleOnes() {
        var options = PagingOptions()
        options.menuItemSize = .fixed(width: 120, height: 40)
        let m = MenuLayout(options: options, menuWidth: 375, itemCount: 1_000_000_000) { _ in MenuWidths(width: 50) }
        let frame = m.frame(offset: 500_000_000.5)
        #expect(frame.items.map(\.index) == [499_999_999, 500_000_000, 500_000_001, 500_000_002])
        #expect(frame.contentOffset == 500_000_000.5 * 120 + 60 - 187.5)
        #expect(frame.items.count <= 5)
        #expect(m.frame(offset: 999_999_999).contentOffset == 120_000_000_000 - 375)
    }

    @Test func rightToLeftMirrorsFramesAndOffset() {
        let ltr = menu(3), rtl = menu(3) { $0.layoutDirection = .rightToLeft }
        let a = ltr.frame(offset: 0.5), b = rtl.frame(offset: 0.5)
        #expect(b.contentOffset == 450 - 375 - a.contentOffset)
        #expect(b.items.map(\.index) == [2, 1, 0])
        #expect(b.items.map(\.frame.x) == [0, 150, 300])
        #expect(b.indicator?.frame.x == 450 - a.indicator!.frame.x - a.indicator!.frame.width)
    }

    @Test func textWideIndicatorFollowsTheSelectedTitles() {
        var options = PagingOptions()
        options.indicatorWidth = .text
        let m = MenuLayout(options: options, menuWidth: 375,
                           titleWidths: [MenuWidths(width: 40, selectedWidth: 44), MenuWidths(width: 90, selectedWidth: 100), MenuWidths(width: 10)])
        #expect(pair(m.frame(offset: 0).indicator?.frame) == [53, 44])
        #expect(pair(m.frame(offset: 1).indicator?.frame) == [175, 100])
        #expect(pair(m.frame(offset: 0.5).indicator?.frame) == [114, 72])
    }

    @Test func pillSitsBehindTheTitleWithRoundEnds() {
        let m = menu(3) {
            $0.indicatorStyle = .pill
            $0.indicatorOptions = .visible(height: 4, zIndex: 1, spacing: EdgeInsets(left: 6, right: 6), insets: EdgeInsets(top: 6, bottom: 6))
        }
        let indicator = m.frame(offset: 1).indicator
        #expect(indicator?.frame == Rect(x: 156, y: 6, width: 138, height: 28))
        #expect(indicator?.cornerRadius == 14 && indicator?.isBehindTitles == true)
    }
}
