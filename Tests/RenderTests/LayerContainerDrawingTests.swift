import CairoKit
import Foundation
@testable import Render
import SceneModel
import Testing
import Transforms

/// Layers inside layers (`Layer.container`, PVView's `containerViewForItem`) in pixels: placed in
/// the container's coordinates and carried by its transform, clipped to its bounds with
/// `clipsToBounds`, and composited with it as one group at its opacity. Overlay layers on white,
/// drawn at 2×.
@Suite struct LayerContainerDrawingTests {
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)

    func image(_ layers: [Layer]) throws -> Pixels {
        var scene = smallScene(effect: .custom(EffectFunction { _, _ in ItemState() }), scale: 2, items: 1)
        scene.background = .white
        scene.card = CardStyle(fill: .solid(.white), cornerRadius: 0, title: nil)
        scene.overlay = PageOverlay(pages: [layers, []])
        return Pixels(try FrameRenderer(scene: scene).image(offset: 0))
    }

    /// The pixel at point (x, y).
    func at(_ image: Pixels, _ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int) { image.rgb(Int(x * 2), Int(y * 2)) }

    func box(_ id: String, _ colour: Color, _ frame: LayerFrame, alpha: Double = 1, transform: LayerTransform = .identity,
             container: String? = nil, clips: Bool = false) -> Layer {
        Layer(id: id, content: .rect(ShapeContent(fill: colour)), frame: frame, alpha: alpha, transform: transform,
              container: container, clipsToBounds: clips)
    }

    @Test("a layer inside another is placed in its coordinates and turns with it")
    func placedInTheContainer() throws {
        // A 60 pt box at (40, 60), turned half a turn about its centre; inside it, a 10 pt box at
        // its top-left corner, which the turn carries to the bottom-right.
        let image = try image([
            box("outer", Self.blue, LayerFrame(x: 40, y: 60, width: 60, height: 60), transform: LayerTransform(rotationZ: .pi)),
            box("inner", Self.green, LayerFrame(x: 0, y: 0, width: 10, height: 10), container: "outer"),
        ])
        #expect(at(image, 95, 115) == (0, 255, 0), "the inner box turned to the bottom-right")
        #expect(at(image, 45, 65) == (0, 0, 255), "the top-left is the container's")
        // Relative frames are fractions of the container: half its width is 30 pt.
        let relative = try self.image([
            box("outer", Self.blue, LayerFrame(x: 40, y: 60, width: 60, height: 60)),
            box("inner", Self.green, LayerFrame(x: 0.5, y: 0, width: 0.5, height: 0.5, relative: true), container: "outer"),
        ])
        #expect(at(relative, 72, 62) == (0, 255, 0) && at(relative, 98, 88) == (0, 255, 0) && at(relative, 68, 62) == (0, 0, 255))
        #expect(at(relative, 72, 92) == (0, 0, 255), "the inner box is half the container's height")
    }

    @Test("clipsToBounds clips the layers inside to the container's bounds; without it they overhang")
    func clipsToBounds() throws {
        let overhanging = [box("inner", Self.green, LayerFrame(x: -20, y: 10, width: 100, height: 20), container: "outer")]
        let clipped = try image([box("outer", Self.blue, LayerFrame(x: 40, y: 60, width: 60, height: 60), clips: true)] + overhanging)
        #expect(at(clipped, 50, 75) == (0, 255, 0) && at(clipped, 30, 75) == (255, 255, 255) && at(clipped, 110, 75) == (255, 255, 255))
        let open = try image([box("outer", Self.blue, LayerFrame(x: 40, y: 60, width: 60, height: 60))] + overhanging)
        #expect(at(open, 30, 75) == (0, 255, 0) && at(open, 110, 75) == (0, 255, 0))
    }

    @Test("a container's opacity fades it and what is inside as one group")
    func groupOpacity() throws {
        // Half-transparent blue with an opaque green box on it: the green shows at half over white
        // (128, 255, 128 after rounding), not green over half-blue.
        let image = try image([
            box("outer", Self.blue, LayerFrame(x: 40, y: 60, width: 60, height: 60), alpha: 0.5),
            box("inner", Self.green, LayerFrame(x: 10, y: 10, width: 20, height: 20), container: "outer"),
        ])
        let inner = at(image, 60, 80), outer = at(image, 45, 65)
        #expect(abs(inner.r - 128) <= 1 && inner.g == 255 && abs(inner.b - 128) <= 1, "\(inner)")
        #expect(abs(outer.r - 128) <= 1 && abs(outer.g - 128) <= 1 && outer.b == 255, "\(outer)")
        let hidden = try self.image([
            box("outer", Self.blue, LayerFrame(x: 40, y: 60, width: 60, height: 60), alpha: 0),
            box("inner", Self.green, LayerFrame(x: 10, y: 10, width: 20, height: 20), container: "outer"),
        ])
        #expect(at(hidden, 60, 80) == (255, 255, 255), "at opacity 0 nothing inside shows")
    }

    @Test("a clipping container turned in 3-D clips to its projected bounds")
    func clipsInThreeD() throws {
        let image = try image([
            box("outer", Self.blue, LayerFrame(x: 40, y: 60, width: 60, height: 60), transform: LayerTransform(rotationY: 0.6), clips: true),
            box("inner", Self.green, LayerFrame(x: -30, y: 20, width: 120, height: 20), container: "outer"),
        ])
        #expect(at(image, 70, 90) == (0, 255, 0), "the middle of the inner strip shows")
        #expect(at(image, 30, 90) == (255, 255, 255) && at(image, 110, 90) == (255, 255, 255), "beyond the turned container it is clipped")
    }
}
