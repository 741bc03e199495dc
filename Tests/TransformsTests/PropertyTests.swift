import PropertyBased
import Testing
@testable import Transforms

/// Card sizes from a sliver to a tablet, in points.
let cardSizes = Gen.double(in: 1...2000).map { Size(width: $0, height: $0 * 1.5) }

/// Mirroring in x: `S · M · S` with `S = diag(−1, 1, 1, 1)` negates the elements with exactly one x index.
func mirrored(_ t: Transform3D) -> Transform3D {
    var m = t
    m.m12 = -m.m12; m.m13 = -m.m13; m.m14 = -m.m14
    m.m21 = -m.m21; m.m31 = -m.m31; m.m41 = -m.m41
    return m
}

@Suite("Invariants")
struct PropertyTests {
    @Test func scaleAtProgressZeroWithDefaultOptionsIsTheIdentity() async {
        await propertyCheck(input: cardSizes) { size in
            let state = ScaleTransformViewOptions().state(progress: 0, card: size)
            #expect(state.transform == .identity)
            #expect(state.alpha == 1 && state.zIndex == 0 && !state.isHidden && state.blur == 0)
        }
    }

    /// Layouts whose options are symmetric in x: rotation axes in the y–z plane, x clamps of equal size
    /// on both sides (`linear` and `blur` clamp x at −5 and +2 card widths, which `|p| ≤ 2.5` never reaches).
    static let symmetricScaleOptions: [ScaleTransformViewOptions] =
        [ScaleTransformViewOptions()] + ScaleTransformViewOptions.Layout.allCases.map(ScaleTransformViewOptions.layout)

    @Test func scaleIsMirrorSymmetricInProgress() async {
        await propertyCheck(input: Gen.double(in: -2.5...2.5), cardSizes, Gen.int(in: 0...(Self.symmetricScaleOptions.count - 1))) { progress, size, which in
            let options = Self.symmetricScaleOptions[which]
            let right = options.state(progress: progress, card: size)
            let left = options.state(progress: -progress, card: size)
            #expect(isClose(left.transform, mirrored(right.transform), 1e-12), "layout \(which) at \(progress)")
            #expect(left.zIndex == right.zIndex && left.isHidden == right.isHidden)
            #expect(left.alpha == right.alpha && left.blur == right.blur && left.shadow == right.shadow)
        }
    }

    @Test func cullingReturnsConsecutiveItemsAroundTheCurrentPage() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...40), Gen.int(in: 0...12).optional, Gen.double(in: -10...60)) { count, visible, offset in
            let layout = PagingLayout(itemCount: count, numberOfVisibleItems: visible, pageSize: card, effect: .stack(.init()))
            let range = layout.visibleRange(offset: offset)
            #expect(range.count == min(count, visible ?? count))
            #expect(range.lowerBound >= 0 && range.upperBound <= count)
            if !range.isEmpty {
                #expect(range.contains(layout.currentPage(offset: offset)))
            }
            #expect(Array(range) == Array(upstreamWindow(count: count, visible: visible, offset: offset)))
            let frame = layout.frame(offset: offset, card: card)
            #expect(frame.items.map(\.index).sorted() == Array(range))
        }
    }

    @Test func cullingHoldsForHugeCounts() async {
        await propertyCheck(input: Gen.int(in: 0...Int.max), Gen.int(in: 0...64), Gen.double(in: -1e20...1e20)) { count, visible, offset in
            let layout = PagingLayout(itemCount: count, numberOfVisibleItems: visible, pageSize: card, effect: .stack(.init()))
            let range = layout.visibleRange(offset: offset)
            #expect(range.count == min(count, visible))
            if !range.isEmpty {
                #expect(range.contains(layout.currentPage(offset: offset)))
            }
        }
    }

    @Test func alphaAndBlurStayWithinZeroAndOne() async {
        await propertyCheck(count: 300, input: Gen<NamedLayout>.case, Gen.double(in: -12...12), cardSizes) { layout, progress, size in
            let state = layout.effect.state(progress: progress, card: size)
            #expect((0...1).contains(state.alpha), "\(layout) at \(progress)")
            #expect((0...1).contains(state.blur), "\(layout) at \(progress)")
            #expect(state.shadow.map { (0...1).contains($0.opacity) } ?? true)
            #expect((state.pieces ?? []).allSatisfy { (0...1).contains($0.alpha) })
        }
    }

    @Test func everyNumberIsFinite() async {
        let progresses = Gen.double(in: -1e6...1e6)
        await propertyCheck(count: 300, input: Gen<NamedLayout>.case, progresses, cardSizes) { layout, progress, size in
            #expect(layout.effect.state(progress: progress, card: size).isFinite, "\(layout) at \(progress)")
        }
    }

    @Test func everyNumberIsFiniteEvenAtExtremeProgress() {
        for layout in NamedLayout.allCases {
            for progress in [1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300] {
                let state = layout.effect.state(progress: progress, card: card)
                #expect(state.isFinite, "\(layout) at \(progress)")
            }
        }
    }
}
