import ImageCodecs
import CairoKit
import Foundation
import Transforms

/// The mesh a gradient under perspective is painted as (`SVGDocument.meshGradient`): cells of
/// the card's plane, each with the linear gradient that best fits the exact parameter there.
extension SVGDocument {
    /// The largest error `gradientMesh` leaves, as a share of the gradient's length: half of one
    /// of 255 levels of the colour difference between two stops, below what 8-bit colour shows.
    static let gradientTolerance = 0.5 / 255

    /// The cells of a projected gradient over `area`'s bounding box in the plane: 1 × 1, 2 × 2, …
    /// up to 32 × 32 until every cell's fitted axis (`fittedAxis`) is within `gradientTolerance`
    /// of the exact parameter; each cell's quadrilateral is grown by half a pixel so neighbours
    /// overlap instead of leaving seams. Also the largest error left.
    static func gradientMesh(start: (x: Double, y: Double), end: (x: Double, y: Double), toPlane: Matrix, projection: Homography,
                             over area: VectorPath) -> (cells: [(quad: VectorPath, axis: (start: (x: Double, y: Double), end: (x: Double, y: Double)))], error: Double)? {
        guard let bounds = area.bounds else { return nil }
        var n = 1
        while true {
            var cells: [(quad: VectorPath, axis: (start: (x: Double, y: Double), end: (x: Double, y: Double)))] = []
            var error = 0.0
            let w = (bounds.maxX - bounds.minX) / Double(n), h = (bounds.maxY - bounds.minY) / Double(n)
            for j in 0..<n {
                for i in 0..<n {
                    let x = bounds.minX + w * Double(i), y = bounds.minY + h * Double(j)
                    guard let fit = fittedAxis(start: start, end: end, toPlane: toPlane, projection: projection,
                                               over: .rectangle(x: x, y: y, width: w, height: h)) else { continue }
                    error = Swift.max(error, fit.error)
                    var corners: [(x: Double, y: Double)] = []
                    for (u, v) in [(x, y), (x + w, y), (x + w, y + h), (x, y + h)] {
                        guard let p = projection.project(u, v) else { break }
                        corners.append(p)
                    }
                    guard corners.count == 4 else { continue }
                    cells.append((Self.grown(corners, by: 0.5), (fit.start, fit.end)))
                }
            }
            if error <= gradientTolerance || n >= 32 { return (cells, error) }
            n *= 2
        }
    }

    /// The gradient axis in the document whose linear parameter best fits the exact projected
    /// one over `area` (plane coordinates), and the largest parameter error on the fitting grid.
    static func fittedAxis(start: (x: Double, y: Double), end: (x: Double, y: Double), toPlane: Matrix,
                           projection: Homography, over area: VectorPath) -> (start: (x: Double, y: Double), end: (x: Double, y: Double), error: Double)? {
        guard let planeToGradient = toPlane.inverted(), let bounds = area.bounds else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y, length2 = dx * dx + dy * dy
        guard length2 > 0 else { return nil }
        // Least squares t ≈ a·X + b·Y + c over the grid's images (X, Y).
        var samples: [(x: Double, y: Double, t: Double)] = []
        let n = 9
        for j in 0..<n {
            for i in 0..<n {
                let px = bounds.minX + (bounds.maxX - bounds.minX) * Double(i) / Double(n - 1)
                let py = bounds.minY + (bounds.maxY - bounds.minY) * Double(j) / Double(n - 1)
                guard let q = projection.project(px, py) else { continue }
                let g = planeToGradient.apply(px, py)
                samples.append((q.x, q.y, ((g.x - start.x) * dx + (g.y - start.y) * dy) / length2))
            }
        }
        guard samples.count >= 3 else { return nil }
        let cx = samples.map(\.x).reduce(0, +) / Double(samples.count), cy = samples.map(\.y).reduce(0, +) / Double(samples.count)
        let ct = samples.map(\.t).reduce(0, +) / Double(samples.count)
        var sxx = 0.0, sxy = 0.0, syy = 0.0, sxt = 0.0, syt = 0.0
        for s in samples {
            let x = s.x - cx, y = s.y - cy, t = s.t - ct
            sxx += x * x; sxy += x * y; syy += y * y; sxt += x * t; syt += y * t
        }
        let det = sxx * syy - sxy * sxy
        guard det.magnitude > 1e-12 else { return nil }
        let a = (sxt * syy - syt * sxy) / det, b = (syt * sxx - sxt * sxy) / det
        let g2 = a * a + b * b
        guard g2 > 0 else { return nil }
        var error = 0.0
        for s in samples { error = Swift.max(error, abs(ct + a * (s.x - cx) + b * (s.y - cy) - s.t)) }
        // The point of parameter 0 nearest the centroid, and one unit of parameter along the gradient.
        let p0 = (x: cx - ct * a / g2, y: cy - ct * b / g2)
        return (p0, (p0.x + a / g2, p0.y + b / g2), error)
    }
}
