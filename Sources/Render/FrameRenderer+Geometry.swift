import ImageCodecs
import CairoKit
import Foundation
import SceneModel
import Transforms

/// Device-pixel boxes of mapped rectangles, and clipping a context to one.
extension FrameRenderer {
    /// Device pixels covered by `rect` mapped through `map`; empty when a corner falls behind
    /// the eye (such a card is not drawn).
    func deviceBox(of rect: Rect, through map: Homography) -> PixelBox {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(rect.x, rect.y), (rect.x + rect.width, rect.y), (rect.x + rect.width, rect.y + rect.height), (rect.x, rect.y + rect.height)] {
            guard let p = map.project(x, y) else { return PixelBox(x: 0, y: 0, width: 0, height: 0) }
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    func clip(_ context: Context, to box: PixelBox) {
        context.setMatrix(.identity)
        context.rectangle(x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height))
        context.clip()
    }
}
