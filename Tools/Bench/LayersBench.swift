// Card layers with actions against plain cards: the same 1280×720 frame, 5 cards.
import Dispatch
import Foundation
import Render
import SceneModel
import Transforms

/// `flipbook-bench layers`: a frame of 5 cards each holding 6 layers with actions (text, rect,
/// circle, gradient; moves, fades, scales, turns) against the same frame of plain cards (the
/// default title only). Rounds alternate the two scenes; the best round of each counts. Target: ≤ 1.5×.
func layersBench() throws {
    let plain = Scene(name: "scale.linear", viewport: Size(width: 1280, height: 720),
                      cardPlacement: .size(Size(width: 360, height: 480)), itemCount: 5,
                      effect: .scale(.layout(.linear)))
    var layered = plain
    let slide = ActionParameters(startOffset: 0, stopOffset: 0.6, timing: nil)
    func text(_ id: String, _ template: String, y: Double, size: Double, bold: Bool) -> Layer {
        Layer(id: id, content: .text(TextContent(text: template, font: TextFont(size: size, weight: bold ? .bold : .regular))),
              frame: LayerFrame(x: 0.1, y: y, width: 0.8, height: 0.12, relative: true), driver: .absolute,
              actions: [LayerAction(.move(.translation, from: .zero, to: LayerPoint(x: -80, y: 0)), parameters: slide),
                        LayerAction(.fade(from: 1, to: 0), parameters: slide)])
    }
    layered.card.layers = [
        Layer(id: "backdrop", content: .gradient(GradientContent(colors: [Color(red: 1, green: 1, blue: 1, alpha: 0.3), .clear])),
              frame: LayerFrame(x: -0.1, y: 0, width: 1.2, height: 0.6, relative: true), driver: .item,
              actions: [LayerAction(.move(.translation, from: .zero, to: LayerPoint(x: 0.5, y: 0, relative: true)))]),
        Layer(id: "disc", content: .circle(ShapeContent(fill: Color(red: 1, green: 0.9, blue: 0.3))),
              frame: LayerFrame(x: 0.3, y: 0.12, width: 0.4, height: 0.3, relative: true), driver: .absolute,
              actions: [LayerAction(.scale(.uniform, from: 1, to: 0.4)), LayerAction(.rotate(.z, from: 0, to: 1))]),
        Layer(id: "badge", content: .rect(ShapeContent(fill: Color(red: 0, green: 0, blue: 0, alpha: 0.4), cornerRadius: 8,
                                                         border: LayerBorder(width: 2, color: .white))),
              frame: LayerFrame(x: 20, y: 20, width: 90, height: 32), driver: .absolute,
              actions: [LayerAction(.fade(from: 1, to: 0.2))]),
        text("title", "Card {number}", y: 0.55, size: 44, bold: true),
        text("subtitle", "item {index} of five", y: 0.7, size: 20, bold: false),
        Layer(id: "bar", content: .rect(ShapeContent(fill: .white, cornerRadius: 3)),
              frame: LayerFrame(x: 0.1, y: 0.88, width: 0.8, height: 0.02, relative: true), driver: .absolute,
              actions: [LayerAction(.scale(.x, from: 1, to: 0.1)), LayerAction(.fade(from: 1, to: 0))]),
    ]
    let offset = 1.7
    let plainRenderer = try FrameRenderer(scene: plain), layeredRenderer = try FrameRenderer(scene: layered)
    print("scene: \(plain.name), 1280×720 px, 5 cards, offset \(offset); layered cards: \(layered.card.cardLayers(size: layered.cardFrame.size).count) layers each, all with actions")
    let batch = 10, rounds = 8
    var plainBest = Double.infinity, layeredBest = Double.infinity
    for _ in 0..<rounds {
        plainBest = min(plainBest, try seconds(batch) { _ = try plainRenderer.image(offset: offset) })
        layeredBest = min(layeredBest, try seconds(batch) { _ = try layeredRenderer.image(offset: offset) })
    }
    print(String(format: "plain cards: %.2f ms per frame", plainBest * 1000))
    print(String(format: "5 cards × 6 layers with actions: %.2f ms per frame", layeredBest * 1000))
    print(String(format: "ratio: %.2f× (target ≤ 1.5×)", layeredBest / plainBest))
}

/// Seconds per call of `body`, over `count` calls after one warm-up call.
private func seconds(_ count: Int, _ body: () throws -> Void) throws -> Double {
    try body()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { try body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
}
