import Testing
@testable import Transforms

@Suite("Page overlays follow PVView's page rules")
struct PageOverlayTests {
    static let screen = Size(width: 300, height: 400)

    static func label(_ id: String, _ actions: [LayerAction] = []) -> Layer {
        Layer(id: id, content: .rect(ShapeContent()), frame: LayerFrame(x: 0, y: 0, width: 10, height: 10), actions: actions)
    }

    /// Three pages: `a` fades out over page 0, `b` fades in over page 0 and out over page 1, the last page is bare.
    static let overlay = PageOverlay(pages: [
        [label("a", [LayerAction(.fade(from: 1, to: 0))]), label("b", [LayerAction(.fade(from: 0, to: 1))])],
        [label("b", [LayerAction(.fade(from: 1, to: 0), parameters: ActionParameters(stopOffset: 0.5))]),
         label("c", [LayerAction(.move(.translation, from: .zero, to: LayerPoint(x: 100, y: 0)))])],
        [],
    ])

    func frames(_ offsets: [Double], _ overlay: PageOverlay = overlay) -> [OverlayFrame] {
        overlay.frames(offsets: offsets, container: Self.screen, perspective: 0)
    }

    func alpha(_ id: String, in frame: OverlayFrame) -> Double? { frame.layers.first { $0.id == id }?.alpha }

    @Test func pageZeroPlaysFromZeroToOne() {
        let frame = frames([0.25])[0]
        #expect(frame.page == 0 && frame.progress == 0.25)
        #expect(alpha("a", in: frame) == 0.75 && alpha("b", in: frame) == 0.25)
        #expect(frame.layers.map(\.id) == ["a", "b"])
    }

    @Test func leavingAPageSnapsItToItsEndAndLoadsTheNext() {
        let frame = frames([1.25])[0]
        #expect(frame.page == 1 && frame.progress == 0.25)
        // `a` is not on page 1: snapped to its end (alpha 0) and left there. `b` continues with page 1's fade.
        #expect(alpha("a", in: frame) == 0)
        #expect(alpha("b", in: frame) == 0.5)
        // Page 1's layers come to the front in page order.
        #expect(frame.layers.map(\.id) == ["a", "b", "c"])
    }

    @Test func theIgnoredLastPageKeepsPlayingThePageBefore() {
        let frame = frames([1.5, 2.2])[1]
        #expect(frame.page == 1)
        #expect(isClose(frame.progress!, 1.2))
        // `c`'s move stops at 1, so progress 1.2 passes through: 120 points.
        let c = frame.layers.first { $0.id == "c" }!
        #expect(isClose(c.transform.m41, 120, 1e-9))
    }

    @Test func withoutIgnoreLastPageTheLastPageHasItsOwnProgress() {
        var overlay = Self.overlay
        overlay.ignoreLastPage = false
        let frame = frames([2.2], overlay)[0]
        #expect(frame.page == 2 && isClose(frame.progress!, 0.2))
        // Page 1 was snapped to 1 when page 2 loaded: `c` at its end.
        #expect(frame.layers.first { $0.id == "c" }!.transform.m41 == 100)
    }

    @Test func scrollingBackSnapsTheLeftPageToItsStart() {
        let back = frames([1.5, 0.5])[1]
        #expect(back.page == 0 && back.progress == 0.5)
        // `c` (page 1 only) was snapped to progress 0 on the way back.
        #expect(back.layers.first { $0.id == "c" }!.transform == .identity)
        #expect(alpha("b", in: back) == 0.5)
    }

    @Test func aLeftOverscrollStaysOnPageZeroAndBounces() {
        let frame = frames([-0.2])[0]
        #expect(frame.page == 0 && frame.progress == -0.2)
        #expect(isClose(alpha("a", in: frame)!, 1.2))
    }

    @Test func withoutRunActionsAfterTransitionTheChangingUpdateOnlySnaps() {
        var overlay = Self.overlay
        overlay.runActionsAfterTransition = false
        var playback = OverlayPlayback(overlay: overlay, container: Self.screen, perspective: 0)
        playback.update(offset: 0.5)
        // The first update loads page 0 and stops: nothing played yet.
        #expect(playback.frame.page == nil && playback.frame.layers.allSatisfy { $0.progress == nil })
        playback.update(offset: 0.5)
        #expect(playback.frame.page == 0 && playback.frame.layers.first { $0.id == "a" }!.alpha == 0.5)
    }

    @Test func laterPagesReuseTheLayersFirstDefinition() {
        let moved = PageOverlay(pages: [
            [Layer(id: "x", content: .circle(ShapeContent()), frame: LayerFrame(x: 5, y: 6, width: 7, height: 8))],
            [Layer(id: "x", content: .rect(ShapeContent()), frame: LayerFrame(x: 0, y: 0, width: 1, height: 1))],
            [],
        ])
        let frame = frames([1.5], moved)[0]
        #expect(frame.layers.count == 1)
        #expect(frame.layers[0].frame == Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(frame.layers[0].content == .circle(ShapeContent()))
    }

    @Test func framesAreTheSameForTheSameOffsets() {
        let offsets = [0, 0.4, 1.7, 0.2, 2.5, -0.3]
        #expect(frames(offsets) == frames(offsets))
    }
}
