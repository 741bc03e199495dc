import CairoKit
import Transforms

/// Plane geometry the recorder needs: a polygon grown outward (a card's shadow silhouette) and
/// the affine map of three points (an image triangle of the perspective mesh).
extension SVGDocument {
    /// The closed quadrilateral through `corners`, each moved `distance` px away from their
    /// centroid along x and along y, so neighbouring cells of a mesh overlap by about twice
    /// `distance` even when thin (moving a corner along its diagonal barely grows a thin cell
    /// across). Not for triangles: a corner moved that way can slide along the long edge.
    static func grown(_ corners: [(x: Double, y: Double)], by distance: Double) -> VectorPath {
        let cx = corners.map(\.x).reduce(0, +) / Double(corners.count), cy = corners.map(\.y).reduce(0, +) / Double(corners.count)
        var polygon = VectorPath()
        for (k, p) in corners.enumerated() {
            let dx = p.x > cx ? distance : p.x < cx ? -distance : 0, dy = p.y > cy ? distance : p.y < cy ? -distance : 0
            polygon.operations.append(k == 0 ? .move : .line)
            polygon.coordinates.append(p.x + dx); polygon.coordinates.append(p.y + dy)
        }
        polygon.operations.append(.close)
        return polygon
    }

    /// The affine map sending the three `from` points to the three `to` points.
    static func affine(from: [(Double, Double)], to: [(x: Double, y: Double)]) -> Matrix? {
        let (x0, y0) = from[0], (x1, y1) = from[1], (x2, y2) = from[2]
        let ux = x1 - x0, uy = y1 - y0, vx = x2 - x0, vy = y2 - y0
        let det = ux * vy - uy * vx
        guard det != 0 else { return nil }
        // Source basis → destination basis.
        let ax = to[1].x - to[0].x, ay = to[1].y - to[0].y, bx = to[2].x - to[0].x, by = to[2].y - to[0].y
        let xx = (ax * vy - bx * uy) / det, xy = (bx * ux - ax * vx) / det
        let yx = (ay * vy - by * uy) / det, yy = (by * ux - ay * vx) / det
        return Matrix(xx: xx, yx: yx, xy: xy, yy: yy, x0: to[0].x - xx * x0 - xy * y0, y0: to[0].y - yx * x0 - yy * y0)
    }
}
