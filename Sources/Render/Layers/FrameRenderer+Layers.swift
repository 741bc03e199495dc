import CairoKit
import Problems
import Foundation
import SceneModel
import Transforms

extension FrameRenderer {
    /// Item `index`'s card layers at scroll `offset`, after their actions (`Transforms` resolves them).
    func resolvedLayers(of index: Int, offset: Double) -> [ResolvedLayer] {
        cardLayers.resolved(offset: offset, index: index, card: card.size, perspective: scene.layerPerspective)
    }

    /// The page overlay above the cards, in page points: `overlay` (this frame of a timeline,
    /// `Scene.overlayFrames`), or without it the state a scroll from page 0 to `offset` leaves (`Scene.overlayFrame(at:)`).
    func drawOverlay(at offset: Double, overlay given: OverlayFrame?, on canvas: Canvas) throws {
        guard let overlay = given ?? scene.overlayFrame(at: offset), !overlay.layers.isEmpty else { return }
        let context = canvas.context
        context.save()
        context.setMatrix(canvas.pageToDevice.matrix)
        try painter.layers.draw(overlay.layers, index: overlay.page ?? 0, clip: nil, in: context)
        context.restore()
    }
}
