import Testing
@testable import Transforms

/// Layers inside layers (`Layer.container`, PVView's `containerViewForItem`): the container's
/// bounds are the child's coordinates and what its relative values are fractions of, and the
/// child's map continues through the container's.
@Suite struct LayerContainerTests {
    static let square = LayerContent.rect(ShapeContent(fill: .white))

    @Test func aChildIsResolvedInItsContainersBoundsAndCarriedByItsMap() throws {
        // The container grows to 100 × 50 pt as the card leaves and moves 20 pt right; the child is
        // the right half of it, and slides by a quarter of the container's width.
        let layers = [
            Layer(id: "panel", content: Self.square, frame: LayerFrame(x: 10, y: 20, width: 80, height: 40),
                  actions: [LayerAction(.size(from: LayerSize(width: 80, height: 40), to: LayerSize(width: 100, height: 50))),
                            LayerAction(.move(.translation, from: LayerPoint(x: 0, y: 0), to: LayerPoint(x: 20, y: 0)))]),
            Layer(id: "half", content: Self.square, frame: LayerFrame(x: 0.5, y: 0, width: 0.5, height: 1, relative: true),
                  actions: [LayerAction(.move(.translation, from: LayerPoint(x: 0, y: 0), to: LayerPoint(x: 0.25, y: 0, relative: true)))],
                  container: "panel"),
        ]
        let resolved = layers.resolved(offset: 1, index: 0, card: Size(width: 200, height: 300), perspective: 0)
        let panel = resolved[0], half = resolved[1]
        #expect(half.container == "panel" && panel.container == nil)
        // The panel at progress 1: 100 × 50 about its centre (50, 40), so its frame is (0, 15).
        #expect(panel.frame == Rect(x: 0, y: 15, width: 100, height: 50))
        // The child's frame is the container's right half, at its size now.
        #expect(half.frame == Rect(x: 50, y: 0, width: 50, height: 50))
        // Its top-left corner in the card: (50 + 25 slide, 0) in the panel, then the panel's origin and its own 20 pt slide.
        let corner = try #require(half.toContainer.project(Point(x: 0, y: 0)))
        #expect(abs(corner.x - (0 + 20 + 50 + 25)) < 1e-9 && abs(corner.y - 15) < 1e-9, "\(corner)")
    }

    @Test func aLayerWithoutAContainerIsUnchanged() {
        let alone = Layer(id: "a", content: Self.square, frame: LayerFrame(x: 5, y: 6, width: 7, height: 8))
        let listed = [alone].resolved(offset: 0.3, index: 0, card: Size(width: 100, height: 100), perspective: -0.002)
        #expect(listed == [alone.resolved(offset: 0.3, index: 0, card: Size(width: 100, height: 100), perspective: -0.002)])
    }

    @Test func overlayChildrenFollowTheirContainerFromPageToPage() throws {
        // The phone moves right by half the frame on page 0; the screen inside it is the phone's
        // inner 80 %, relative to the phone even as the phone changes size on page 1.
        let phone = Layer(id: "phone", content: Self.square, frame: LayerFrame(x: 0, y: 0, width: 100, height: 200),
                          actions: [LayerAction(.move(.translation, from: LayerPoint(x: 0, y: 0), to: LayerPoint(x: 0.5, y: 0, relative: true)))])
        let screen = Layer(id: "screen", content: Self.square, frame: LayerFrame(x: 0.1, y: 0.1, width: 0.8, height: 0.8, relative: true),
                           container: "phone", clipsToBounds: true)
        var grown = phone
        grown.actions = [LayerAction(.size(from: LayerSize(width: 100, height: 200), to: LayerSize(width: 200, height: 400)))]
        let overlay = PageOverlay(pages: [[phone, screen], [grown], []])
        let frames = overlay.frames(offsets: [1, 2], container: Size(width: 400, height: 800), perspective: 0)
        let atOne = try #require(frames.first?.layers.first { $0.id == "screen" })
        #expect(atOne.container == "phone" && atOne.clipsToBounds)
        #expect(atOne.frame == Rect(x: 10, y: 20, width: 80, height: 160))
        let corner = try #require(atOne.toContainer.project(Point(x: 0, y: 0)))
        #expect(abs(corner.x - 210) < 1e-9 && abs(corner.y - 20) < 1e-9, "moved with the phone's 200 pt slide: \(corner)")
        // Page 1 grows the phone to 200 × 400 about its centre; the screen's frame was set when it
        // loaded, as a subview keeps its frame when its superview's bounds change.
        let atTwo = try #require(frames.last?.layers.first { $0.id == "phone" })
        #expect(atTwo.frame.size == Size(width: 200, height: 400))
    }
}
