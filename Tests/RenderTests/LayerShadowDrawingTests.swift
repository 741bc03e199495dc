import CairoKit
import Foundation
@testable import Render
import SceneModel
import Testing
import Transforms

/// Layer shadows (`LayerShadow`) in pixels: CALayer's shadow of the layer's silhouette, moved by
/// the offset and blurred with σ = radius / 2 in the layer's coordinates, under the layer, turning
/// with it, and faded with the layer as one group. A blue 40×40 pt square on an overlay above a
/// red card, drawn at 2×, its shadow black at opacity 0.5 (so over red a full shadow is 128, 0, 0).
@Suite struct LayerShadowDrawingTests {
    static let blue = Color(red: 0, green: 0, blue: 1)

    func image(shadow: LayerShadow, alpha: Double = 1, transform: LayerTransform = .identity) throws -> Pixels {
        var scene = smallScene(effect: .custom(EffectFunction { _, _ in ItemState() }), scale: 2, items: 1)
        scene.background = .white
        scene.card = CardStyle(fill: .solid(Color(red: 1, green: 0, blue: 0)), cornerRadius: 0, title: nil)
        scene.overlay = PageOverlay(pages: [
            [Layer(id: "square", content: .rect(ShapeContent(fill: Self.blue)), frame: LayerFrame(x: 40, y: 60, width: 40, height: 40),
                   alpha: alpha, transform: transform, shadow: shadow)],
            [],
        ])
        return Pixels(try FrameRenderer(scene: scene).image(offset: 0))
    }

    /// Points → the pixel at 2×.
    func red(_ image: Pixels, _ x: Double, _ y: Double) -> Int { image.rgb(Int(x * 2), Int(y * 2)).r }

    @Test("a sharp shadow is the silhouette moved by the offset, under the layer")
    func sharpShadow() throws {
        let image = try image(shadow: LayerShadow(opacity: 0.5, radius: 0, offset: Size(width: 0, height: 10)))
        #expect(image.rgb(120, 160) == (0, 0, 255), "the square covers its own shadow")
        #expect(abs(red(image, 60, 105) - 128) <= 2 && image.rgb(120, 210).g == 0, "below the square: \(image.rgb(120, 210))")
        #expect(red(image, 60, 115) == 255 && red(image, 35, 105) == 255, "outside the moved silhouette the card shows")
        let none = try self.image(shadow: .none)
        #expect(red(none, 60, 105) == 255, "CALayer's default shadow (opacity 0) draws nothing")
    }

    @Test("a blurred shadow's edge follows a Gaussian of σ = radius / 2")
    func blurredEdge() throws {
        // radius 8 pt: σ = 4 pt = 8 px. The shadow's lower edge is at y = 110 pt.
        let image = try image(shadow: LayerShadow(opacity: 0.5, radius: 8, offset: Size(width: 0, height: 10)))
        func darkness(_ y: Double) -> Double { Double(255 - red(image, 60, y)) / 255 }
        #expect(abs(darkness(110) - 0.5 * 0.5) < 0.03, "half the opacity at the edge: \(darkness(110))")
        #expect(abs(darkness(114) - 0.5 * 0.1587) < 0.03, "1 − Φ(1) one σ out: \(darkness(114))")
        #expect(abs(darkness(106) - 0.5 * 0.8413) < 0.03, "Φ(1) one σ in: \(darkness(106))")
        #expect(darkness(124) < 0.01, "nothing past 3σ: \(darkness(124))")
    }

    @Test("the shadow turns with the layer: turned half a turn, an offset down falls up")
    func turnsWithTheLayer() throws {
        let image = try image(shadow: LayerShadow(opacity: 0.5, radius: 0, offset: Size(width: 0, height: 10)),
                              transform: LayerTransform(rotationZ: Double.pi))
        #expect(abs(red(image, 60, 55) - 128) <= 2, "above the square: \(image.rgb(120, 110))")
        #expect(red(image, 60, 105) == 255, "nothing below")
    }

    @Test("the layer's opacity fades layer and shadow as one group")
    func fadedAsAGroup() throws {
        let image = try image(shadow: LayerShadow(opacity: 0.5, radius: 0, offset: Size(width: 0, height: 10)), alpha: 0.5)
        // Inside the square, over its own shadow: half blue over red, the shadow hidden by the square.
        let inside = image.rgb(120, 190)
        #expect(abs(inside.r - 128) <= 2 && abs(inside.b - 127) <= 2, "\(inside)")
        // Below it, the shadow at half its opacity: 0.25 black over red.
        #expect(abs(red(image, 60, 105) - 191) <= 2, "\(image.rgb(120, 210))")
    }

    @Test("a layer turned out of its plane carries its shadow through the same projection")
    func projectiveLayerCarriesItsShadow() throws {
        let turned = LayerTransform(rotationY: 0.5)
        let shadowed = try image(shadow: LayerShadow(opacity: 0.5, radius: 0, offset: Size(width: 0, height: 10)), transform: turned)
        let plain = try image(shadow: .none, transform: turned)
        func shadowPixels(_ image: Pixels) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.rgb(x, y)
                    if abs(p.r - 128) <= 3 && p.g < 8 && p.b < 8 { count += 1 }
                }
            }
            return count
        }
        // The strip below the turned square (10 pt of its ~35 pt projected width, at 2×).
        #expect(shadowPixels(shadowed) > 800, "\(shadowPixels(shadowed))")
        #expect(shadowPixels(plain) == 0)
        #expect(shadowed.rgb(120, 160) == plain.rgb(120, 160), "the layer itself is unchanged")
    }
}
