import CairoKit
import Foundation
@testable import Render
import SceneModel
import Testing
import Transforms

/// Card layers land in pixels where `Transforms` resolves them: a translated blue square inside
/// a red card, checked pixel by pixel (edges excepted, within 1.2 px at 2×).
@Suite struct LayerDrawingTests {
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// One red card of `smallScene` (120×160 page) whose state is `state` at every progress, with
    /// a 20×20 blue square at (10, 10) moved by a translation action and, optionally, turned.
    func scene(_ state: ItemState, layerActions extra: [LayerAction] = []) -> Scene {
        var scene = smallScene(effect: .custom(EffectFunction { _, _ in state }), scale: 2, items: 1)
        scene.background = .white
        scene.card = CardStyle(fill: .solid(Color(red: 1, green: 0, blue: 0)), cornerRadius: 0, title: nil)
        scene.card.layers = [Layer(id: "square", content: .rect(ShapeContent(fill: Self.blue)),
                                   frame: LayerFrame(x: 10, y: 10, width: 20, height: 20),
                                   actions: [LayerAction(.move(.translation, from: .zero, to: LayerPoint(x: 60, y: 80)))] + extra)]
        return scene
    }

    /// The square's outline in device pixels: its resolved layer transform, then the card's.
    func outline(of scene: Scene, offset: Double, renderer: FrameRenderer) -> [(x: Double, y: Double)] {
        let item = renderer.frame(at: offset).items[0]
        let layer = scene.card.cardLayers(size: renderer.card.size)[0]
            .resolved(offset: offset, index: item.index, card: renderer.card.size, perspective: scene.layerPerspective)
        let card = renderer.card
        // The card flattens its layers into its plane (as a CALayer that is not a CATransformLayer):
        // project into card coordinates first, then through the card's transform.
        let w = layer.frame.width, h = layer.frame.height
        return [(0.0, 0.0), (w, 0), (w, h), (0, h)].map { x, y in
            let inCard = layer.toContainer.project(Point(x: x, y: y))!
            let p = item.state.transform.project(Point(x: inCard.x - card.width / 2, y: inCard.y - card.height / 2))!
            return ((card.midX + p.x) * 2, (card.midY + p.y) * 2)
        }
    }

    /// Counts pixels away from the outline that are blue outside it or not blue inside it.
    func misplaced(_ scene: Scene, offset: Double) throws -> (inside: Int, outside: Int, checked: Int) {
        let renderer = try FrameRenderer(scene: scene)
        let image = Pixels(try renderer.image(offset: offset))
        let expected = ExpectedCoverage(polygons: [outline(of: scene, offset: offset, renderer: renderer)], width: image.width, height: image.height)
        var wrongInside = 0, wrongOutside = 0, checked = 0
        for y in 0..<image.height {
            for x in 0..<image.width where !expected.nearEdge(x, y) {
                let pixel = image.rgb(x, y)
                let isBlue = pixel.b > 200 && pixel.r < 60
                if expected.inside(x, y) {
                    checked += 1
                    if !isBlue { wrongInside += 1 }
                } else if isBlue {
                    wrongOutside += 1
                }
            }
        }
        return (wrongInside, wrongOutside, checked)
    }

    @Test("a translated layer lands where its resolved frame and transform say")
    func translatedLayerInAFlatCard() throws {
        let result = try misplaced(scene(ItemState()), offset: 0.5)
        // Halfway: translated by (30, 40) — the square's 40×40 px at 2× minus its edges.
        #expect(result.checked > 900)
        #expect(result.inside == 0 && result.outside == 0, "\(result)")
    }

    @Test("inside a card turned in 3-D the layer follows the card's perspective")
    func translatedLayerInARotatedCard() throws {
        var turned = Transform3D.identity
        turned.m34 = -1.0 / 300
        turned = turned.rotated(by: 0.6, x: 0, y: 1, z: 0)
        let result = try misplaced(scene(ItemState(transform: turned)), offset: 0.75)
        #expect(result.checked > 500)
        #expect(result.inside == 0 && result.outside == 0, "\(result)")
    }

    @Test("a layer turned out of the card's plane is drawn through its projection")
    func layerTurnedInThreeDimensions() throws {
        let tilt = [LayerAction(.rotate(.x, from: 0, to: 0.9)), LayerAction(.rotate(.z, from: 0, to: 0.4))]
        let flat = try misplaced(scene(ItemState(), layerActions: tilt), offset: 0.5)
        #expect(flat.checked > 400)
        #expect(flat.inside == 0 && flat.outside == 0, "\(flat)")
        var turned = Transform3D.identity
        turned.m34 = -1.0 / 400
        turned = turned.rotated(by: -0.5, x: 0, y: 1, z: 0)
        let both = try misplaced(scene(ItemState(transform: turned), layerActions: tilt), offset: 0.5)
        #expect(both.checked > 300)
        #expect(both.inside == 0 && both.outside == 0, "\(both)")
    }

    @Test("layers are clipped to the card")
    func clippedToTheCard() throws {
        // At offset 1 the square is translated by (60, 80): from (70, 90), past the card's right edge (76.8 wide).
        let renderer = try FrameRenderer(scene: scene(ItemState()))
        let image = Pixels(try renderer.image(offset: 1))
        let rightOfCard = Int((renderer.card.x + renderer.card.width) * 2) + 2
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in rightOfCard..<image.width {
                let pixel = image.rgb(x, y)
                #expect(!(pixel.b > 200 && pixel.r < 60), "blue at \(x), \(y) outside the card")
            }
        }
    }

    @Test("page overlays are drawn above the cards in page points, at their page progress")
    func overlayAboveTheCards() throws {
        var scene = scene(ItemState())
        scene.card.layers = []
        scene.overlay = PageOverlay(pages: [
            [Layer(id: "badge", content: .rect(ShapeContent(fill: Self.blue)), frame: LayerFrame(x: 40, y: 60, width: 40, height: 40),
                   actions: [LayerAction(.fade(from: 1, to: 0))])],
            [],
        ])
        let renderer = try FrameRenderer(scene: scene)
        // Over the red card at (60, 80) pt → (120, 160) px: opaque at offset 0, half faded at 0.5.
        let start = Pixels(try renderer.image(offset: 0)).rgb(120, 160)
        #expect(start.r == 0 && start.b == 255)
        let half = Pixels(try renderer.image(offset: 0.5)).rgb(120, 160)
        #expect(abs(half.r - 128) <= 2 && abs(half.b - 127) <= 2)
        // Outside the badge the card shows.
        #expect(Pixels(try renderer.image(offset: 0)).rgb(120, 100) == (255, 0, 0))
    }

    @Test("a timeline's frames draw the overlay its earlier frames left, in sequences and strips alike")
    func overlayStateCarriesThroughATimeline() throws {
        var scene = scene(ItemState())
        scene.card.layers = []
        scene.itemCount = 3
        scene.overlay = PageOverlay(pages: [
            [],
            [Layer(id: "badge", content: .rect(ShapeContent(fill: Self.blue)), frame: LayerFrame(x: 40, y: 60, width: 40, height: 40),
                   actions: [LayerAction(.fade(from: 1, to: 0))])],
            [],
        ])
        scene.timeline = .offsets([0, 1.5, 0.25])
        let renderer = try FrameRenderer(scene: scene)
        let inputs = FrameRenderer.FrameInputs(renderer, offsets: [0, 1.5, 0.25])
        // Back on page 0 after page 1: the badge stays, snapped to its start (opaque); a fresh
        // scroll to 0.25 never loaded it.
        let carried = Pixels(try renderer.image(frame: 2, of: inputs))
        #expect(carried.rgb(120, 160) == (0, 0, 255))
        #expect(Pixels(try renderer.image(offset: 0.25)).rgb(120, 160) != (0, 0, 255))
        // The strip's third cell is that same frame.
        let layout = try renderer.stripLayout(columns: 3)
        let strip = Pixels(try renderer.stripImage(columns: 3))
        let origin = layout.cellOrigin(2)
        #expect(strip.rgb(origin.x + 120, origin.y + 160) == (0, 0, 255))
    }
}
