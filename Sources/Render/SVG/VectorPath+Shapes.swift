import CairoKit
import Transforms

extension VectorPath {
    /// A closed rectangle.
    static func rectangle(x: Double, y: Double, width: Double, height: Double) -> VectorPath {
        var path = VectorPath()
        path.operations = [.move, .line, .line, .line, .close]
        path.coordinates = [x, y, x + width, y, x + width, y + height, x, y + height]
        return path
    }

    /// The box of every point (control points included), or `nil` for an empty path.
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard coordinates.count >= 2 else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var i = 0
        while i + 1 < coordinates.count {
            minX = Swift.min(minX, coordinates[i]); maxX = Swift.max(maxX, coordinates[i])
            minY = Swift.min(minY, coordinates[i + 1]); maxY = Swift.max(maxY, coordinates[i + 1])
            i += 2
        }
        return (minX, minY, maxX, maxY)
    }
}
