import CairoKit
import Transforms

/// Layers inside layers (`Layer.container`): a container and what sits inside it, drawn as UIKit
/// draws a view and its subviews.
extension LayerPainter {
    /// `layer` and the layers inside it. A container below full opacity composites itself and
    /// everything inside it as one group at its opacity, as UIKit composites a view with its
    /// subviews (`allowsGroupOpacity`); at opacity 0 nothing inside it shows; with `clipsToBounds`
    /// the layers inside are clipped to its bounds.
    func drawTree(_ layer: ResolvedLayer, children: [String: [ResolvedLayer]], index: Int, clip container: Container?,
                          in context: Context, depth: Int) throws {
        guard let inside = children[layer.id], !inside.isEmpty, depth < 1_000 else {
            try draw(layer, index: index, clip: container, in: context)
            return
        }
        let alpha = Swift.min(1, Swift.max(0, layer.alpha))
        guard alpha > 0 else { return }
        let grouped = alpha < 1
        if grouped { context.pushGroup() }
        var opaque = layer
        opaque.alpha = 1
        try draw(opaque, index: index, clip: container, in: context)
        context.save()
        if layer.clipsToBounds { clip(to: layer, in: context) }
        for child in inside {
            try drawTree(child, children: children, index: index, clip: container, in: context, depth: depth + 1)
        }
        context.restore()
        if grouped {
            context.popGroupToSource()
            context.paint(alpha: alpha)
        }
    }

    /// Clips to `layer`'s bounds where it is drawn (through its 3-D map: the projected corners),
    /// rounded by a rect's corner radius when the map is affine. Bounds behind the eye clip everything.
    func clip(to layer: ResolvedLayer, in context: Context) {
        let size = layer.frame.size
        let map = layer.toContainer
        let saved = context.matrix
        context.newPath()
        if map.isAffine {
            context.setMatrix(Matrix(xx: map.m11, yx: map.m12, xy: map.m21, yy: map.m22, x0: map.m41, y0: map.m42).then(saved))
            var radius = 0.0
            if case let .rect(shape) = layer.content { radius = shape.cornerRadius }
            context.roundedRectangle(x: 0, y: 0, width: size.width, height: size.height, radius: radius)
            context.setMatrix(saved)
        } else {
            let corners = [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height), Point(x: 0, y: size.height)]
            let projected = corners.compactMap(map.project)
            if projected.count == 4 {
                context.move(to: projected[0].x, projected[0].y)
                for corner in projected.dropFirst() { context.line(to: corner.x, corner.y) }
                context.closePath()
            }
        }
        context.clip()
    }
}
