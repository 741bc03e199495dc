import CairoKit
import Problems
import Foundation
import SceneModel
import Transforms

extension FrameRenderer {
    /// Decodes every PNG the scene's layers name (the card image included), once per path, or
    /// takes it from `cache` when the file has not changed since it was decoded there.
    /// Errors name the file and the fix.
    static func loadImages(of scene: Scene, cache: DecodedImages? = nil) throws -> [String: ImageSurface] {
        var paths: [String] = []
        for layer in scene.card.cardLayers(size: scene.cardFrame.size) + (scene.overlay?.pages.flatMap { $0 } ?? []) {
            if case let .image(image) = layer.content, !paths.contains(image.path) { paths.append(image.path) }
        }
        for path in scene.menu?.list?.compactMap(\.image) ?? [] where !paths.contains(path) { paths.append(path) }
        var images: [String: ImageSurface] = [:]
        for path in paths {
            let what = path == scene.card.imagePath ? "the card image"
                : scene.menu?.list?.contains { $0.image == path } == true ? "the menu item image" : "the layer image"
            guard FileManager.default.fileExists(atPath: path) else {
                throw RenderError("\(what) \(path) does not exist", fix: "check the path (relative paths start in the current folder) or remove the image")
            }
            do {
                images[path] = try cache?.image(at: path) ?? ImageSurface(contentsOfPNG: path)
            } catch var problem as Problem {
                // The codec says what is wrong with the bytes (and its kind); the fix is the scene's to give.
                problem.problem = "\(what) \(path) could not be read: \(problem.problem)"
                problem.fix = "give a PNG file that opens in an image viewer"
                problem.value = path
                throw problem
            }
        }
        return images
    }

    /// Item `index`'s card layers at scroll `offset`, after their actions (`Transforms` resolves them).
    func resolvedLayers(of index: Int, offset: Double) -> [ResolvedLayer] {
        cardLayers.map { $0.resolved(offset: offset, index: index, card: card.size, perspective: scene.layerPerspective) }
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
