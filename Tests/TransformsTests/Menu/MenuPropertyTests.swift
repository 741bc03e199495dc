import PropertyBased
import Testing
@testable import Transforms

/// SplitMix64: one seed from the property generator becomes a whole random option set.
struct SeededNumbers {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}

/// A random menu: every option that shapes the geometry, sizes and insets non-negative.
func randomMenu(seed: Int) -> MenuLayout {
    var r = SeededNumbers(state: UInt64(bitPattern: Int64(seed)))
    var o = PagingOptions()
    let height = r.double(10...60)
    o.menuItemSize = r.pick([.fixed(width: r.double(1...300), height: height),
                             .sizeToFit(minWidth: r.double(1...300), height: height),
                             .selfSizing(estimatedWidth: 100, height: height)])
    o.menuItemSpacing = r.pick([0, r.double(0...30)])
    o.menuItemLabelSpacing = r.double(0...30)
    o.menuInsets = EdgeInsets(top: r.double(0...10), left: r.pick([0, r.double(0...40)]),
                              bottom: r.double(0...10), right: r.pick([0, r.double(0...40)]))
    o.menuHorizontalAlignment = r.pick(PagingMenuHorizontalAlignment.allCases)
    o.menuPosition = r.pick(PagingMenuPosition.allCases)
    o.menuTransition = r.pick(PagingMenuTransition.allCases)
    o.selectedScrollPosition = r.pick(PagingSelectedScrollPosition.allCases)
    o.indicatorOptions = .visible(height: r.double(1...8), zIndex: r.int(-2...2),
                                  spacing: EdgeInsets(left: r.pick([0, r.double(0...20)]), right: r.pick([0, r.double(0...20)])),
                                  insets: EdgeInsets(top: r.double(0...4), left: r.double(0...20), bottom: r.double(0...4), right: r.double(0...20)))
    o.indicatorWidth = r.pick([IndicatorWidth.cell, .text, .fixed(r.double(1...80))])
    o.indicatorStyle = r.pick(IndicatorStyle.allCases)
    o.layoutDirection = r.pick(LayoutDirection.allCases)
    let count = r.int(1...12)
    let titles = (0..<count).map { _ in
        let width = r.double(5...200)
        return MenuWidths(width: width, selectedWidth: width * r.double(1...1.3))
    }
    return MenuLayout(options: o, menuWidth: r.double(100...800), titleWidths: titles)
}

let seeds = Gen.int(in: 0...Int.max)

@Suite("Menu: invariants over random option sets")
struct MenuPropertyTests {
    @Test func indicatorIsLinearInProgressBetweenRestPositions() async {
        await propertyCheck(count: 3000, input: seeds, Gen.double(in: 0...1)) { seed, p in
            let m = randomMenu(seed: seed)
            // Segments from the slot before the first page to the slot after the last.
            var numbers = SeededNumbers(state: UInt64(seed) ^ 0xA5A5)
            let k = Double(numbers.int(-1...(m.count - 1)))
            let forward = k >= 0
            let start = forward ? k : 0, end = forward ? k + 1 : -1
            let a = m.frame(offset: start).indicator!.frame, b = m.frame(offset: end).indicator!.frame
            let mid = m.frame(offset: start + (end - start) * p).indicator!.frame
            let scale = max(1, abs(a.x), abs(b.x), a.width, b.width)
            #expect(abs(mid.x - tween(from: a.x, to: b.x, progress: p)) <= 1e-9 * scale, "seed \(seed) k \(k) p \(p)")
            #expect(abs(mid.width - tween(from: a.width, to: b.width, progress: p)) <= 1e-9 * scale, "seed \(seed) k \(k) p \(p)")
            #expect(mid.y == a.y && mid.height == a.height)
        }
    }

    @Test func atRestTheIndicatorIsTheSelectedItemsMetric() async {
        await propertyCheck(count: 3000, input: seeds) { seed in
            let m = randomMenu(seed: seed)
            for k in 0..<m.count {
                let metric = m.indicatorMetric(k)
                var frame = m.frame(offset: Double(k)).indicator!.frame
                if m.options.layoutDirection == .rightToLeft {
                    let extent = max(m.menuWidth, m.items.contentWidth)
                    frame.origin.x = extent - frame.x - frame.width
                }
                #expect(isClose(frame.x, metric.x, 1e-9) && isClose(frame.width, metric.width, 1e-9), "seed \(seed) item \(k)")
            }
        }
    }

    @Test func menuOffsetStaysWithinTheContentAndBetweenRestPositions() async {
        await propertyCheck(count: 3000, input: seeds, Gen.double(in: -2...14)) { seed, offset in
            let m = randomMenu(seed: seed)
            let frame = m.frame(offset: offset)
            let upper = max(0, frame.contentWidth - m.menuWidth)
            let x = frame.contentOffset
            if m.options.selectedScrollPosition != .center {
                #expect(x >= 0 && x <= upper + 1e-9 * max(1, upper), "seed \(seed) offset \(offset): \(x) not in 0…\(upper)")
            }
            let state = frame.transition
            let s0 = m.restingOffset(state.current)
            let s1 = state.hasUpcomingItem(count: m.count) ? m.restingOffset(state.upcoming) : s0
            var unmirrored = x
            if m.options.layoutDirection == .rightToLeft { unmirrored = max(m.menuWidth, frame.contentWidth) - m.menuWidth - x }
            #expect(unmirrored >= min(s0, s1) - 1e-9 * max(1, abs(s0)) && unmirrored <= max(s0, s1) + 1e-9 * max(1, abs(s1)),
                    "seed \(seed) offset \(offset)")
        }
    }

    @Test func itemFramesNeverOverlapAndKeepTheirOrder() async {
        await propertyCheck(count: 3000, input: seeds, Gen.double(in: -2...14)) { seed, offset in
            let m = randomMenu(seed: seed)
            for i in 1..<max(1, m.count) {
                let a = m.items.frame(of: i - 1), b = m.items.frame(of: i)
                #expect(b.x >= a.x + a.width - 1e-9 * max(1, abs(b.x)), "seed \(seed) items \(i - 1), \(i)")
            }
            // The listed items are exactly those meeting the visible range, left to right on screen.
            let frame = m.frame(offset: offset)
            let listed = frame.items
            for (a, b) in zip(listed, listed.dropFirst()) { #expect(b.frame.x >= a.frame.x + a.frame.width - 1e-9 * max(1, abs(b.frame.x))) }
            // Compared before mirroring, where the model decides (a mirrored edge can round differently).
            let shown = m.contentOffset(frame.transition)
            let expected = (0..<m.count).filter { i in
                let f = m.items.frame(of: i)
                return f.x < shown + m.menuWidth && f.x + f.width > shown
            }
            #expect(Set(listed.map(\.index)) == Set(expected), "seed \(seed) offset \(offset)")
        }
    }

    @Test func itemProgressesSumToOneAndColoursStayBetweenTheirEnds() async {
        await propertyCheck(count: 2000, input: seeds, Gen.double(in: -2...14)) { seed, offset in
            let m = randomMenu(seed: seed)
            let frame = m.frame(offset: offset)
            let all = (0..<m.count).map { frame.transition.progress(ofItem: $0) }
            let total = all.reduce(0, +)
            let overscrolled = !frame.transition.hasUpcomingItem(count: m.count)
            #expect(overscrolled ? total <= 1 + 1e-12 : isClose(total, 1), "seed \(seed) offset \(offset)")
            #expect(all.allSatisfy { (0...1).contains($0) })
        }
    }

    @Test func aBillionFixedItemsListOnlyWhatMeetsTheMenu() async {
        await propertyCheck(count: 2000, input: Gen.double(in: -1...1e9), Gen.double(in: 1...400), Gen.double(in: 0...40)) { offset, width, spacing in
            var options = PagingOptions()
            options.menuItemSize = .fixed(width: width, height: 40)
            options.menuItemSpacing = spacing
            let m = MenuLayout(options: options, menuWidth: 375, itemCount: 1_000_000_000) { _ in MenuWidths(width: 10) }
            let frame = m.frame(offset: offset)
            let lower = frame.contentOffset, upper = lower + 375
            #expect(!frame.items.isEmpty)
            for item in frame.items { #expect(item.frame.x < upper && item.frame.x + item.frame.width > lower) }
            if let first = frame.items.first?.index, first > 0 {
                let before = m.items.frame(of: first - 1)
                #expect(before.x + before.width <= lower)
            }
            if let last = frame.items.last?.index, last < m.count - 1 {
                #expect(m.items.frame(of: last + 1).x >= upper)
            }
        }
    }
}
