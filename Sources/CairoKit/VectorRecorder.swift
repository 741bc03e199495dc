import Problems
import CCairo

/// A path in device space as Cairo built it (arcs and glyph outlines already cubic Béziers):
/// one opcode per element and its points' coordinates, flat, in order.
package struct VectorPath: Sendable {
    /// One element of a path.
    package enum Operation: UInt8, Sendable {
        /// Starts a sub-path at one point.
        case move
        /// A straight line to one point.
        case line
        /// A cubic Bézier through two control points to an end point (three points).
        case curve
        /// Closes the sub-path (no point).
        case close
    }

    /// The elements in order.
    package var operations: [Operation] = []
    /// `x, y` pairs: one for `move` and `line`, three for `curve`, none for `close`.
    package var coordinates: [Double] = []

    /// An empty path.
    package init() {}

    /// True when the path has no element.
    package var isEmpty: Bool { operations.isEmpty }
}

/// A drawing source as a vector document needs it, every position in device space.
package enum VectorSource {
    /// A solid colour, straight alpha, components `0…1`.
    case colour(red: Double, green: Double, blue: Double, alpha: Double)
    /// A linear gradient from `start` to `end` (gradient space) through `stops`; `toDevice` maps
    /// gradient space to device space. `extendsEdges`: pad beyond the ends (Cairo's default).
    case linearGradient(start: (x: Double, y: Double), end: (x: Double, y: Double),
                        stops: [(offset: Double, red: Double, green: Double, blue: Double, alpha: Double)], toDevice: Matrix)
    /// An image whose pixel `(i, j)` covers `[i, i+1] × [j, j+1]` mapped by `toDevice`;
    /// transparent outside it.
    case image(ImageSurface, toDevice: Matrix)
    /// The group just ended with `popGroupToSource()`.
    case group
}

/// Receives what a recording `Context` draws, as paths and sources in device space, instead of
/// Cairo rasterising it: how an SVG document is written without Cairo's SVG surface, which has
/// no filters (shadows, blur) and no way to map a path through a projective transform.
///
/// Calls mirror Cairo's state machine: `save`/`restore` nest, a clip lasts until the `restore`
/// of the level it was set in, `pushGroup` saves and `popGroupToSource` restores.
package protocol VectorRecorder: AnyObject {
    /// Saves the clip, source and operator.
    func save()
    /// Restores the state saved by the matching `save()`, ending clips set since.
    func restore()
    /// Sets the source for later fills, strokes and paints.
    func setSource(_ source: VectorSource)
    /// Sets the compositing operator.
    func setOperator(_ op: Context.Operator)
    /// Fills `path` (device space) with the source.
    func fill(_ path: VectorPath, evenOdd: Bool)
    /// Strokes `path` (device space) `width` user units wide, user space being mapped to device
    /// space by `matrix`.
    func stroke(_ path: VectorPath, width: Double, matrix: Matrix)
    /// Intersects the clip with `path` (device space, non-zero winding).
    func clip(_ path: VectorPath)
    /// Paints the source inside the clip at `alpha`.
    func paint(alpha: Double)
    /// Paints the source through the alpha of `mask`, whose pixels map to device space by `toDevice`.
    func mask(_ mask: ImageSurface, toDevice: Matrix)
    /// Starts a group (and saves the state).
    func pushGroup()
    /// Ends the group, restores the state and makes the group the source.
    func popGroupToSource()
}

extension Context {
    /// The current path in device space, leaving the path and the matrix as they were.
    func devicePath() -> VectorPath {
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        let copied = cairo_copy_path(pointer)
        cairo_restore(pointer)
        var path = VectorPath()
        guard let copied else { return path }
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS, let data = copied.pointee.data else { return path }
        let count = Int(copied.pointee.num_data)
        path.operations.reserveCapacity(count / 2)
        path.coordinates.reserveCapacity(count * 2)
        var i = 0
        while i < count {
            let header = data[i].header
            let length = Int(header.length)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                path.operations.append(.move)
                path.coordinates.append(data[i + 1].point.x); path.coordinates.append(data[i + 1].point.y)
            case CAIRO_PATH_LINE_TO:
                path.operations.append(.line)
                path.coordinates.append(data[i + 1].point.x); path.coordinates.append(data[i + 1].point.y)
            case CAIRO_PATH_CURVE_TO:
                path.operations.append(.curve)
                for k in 1...3 {
                    path.coordinates.append(data[i + k].point.x); path.coordinates.append(data[i + k].point.y)
                }
            default:
                path.operations.append(.close)
            }
            i += Swift.max(1, length)
        }
        return path
    }

    /// `pattern` as a device-space source, the pattern locked to the current user space as
    /// `cairo_set_source` locks it.
    func vectorSource(_ pattern: Pattern) -> VectorSource {
        var inverse = cairo_matrix_t()
        cairo_pattern_get_matrix(pattern.pointer, &inverse)
        let userToPattern = Matrix(xx: inverse.xx, yx: inverse.yx, xy: inverse.xy, yy: inverse.yy, x0: inverse.x0, y0: inverse.y0)
        let patternToDevice = (userToPattern.inverted() ?? .identity).then(matrix)
        switch cairo_pattern_get_type(pattern.pointer) {
        case CAIRO_PATTERN_TYPE_LINEAR:
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_pattern_get_linear_points(pattern.pointer, &x0, &y0, &x1, &y1)
            var count: Int32 = 0
            cairo_pattern_get_color_stop_count(pattern.pointer, &count)
            var stops: [(offset: Double, red: Double, green: Double, blue: Double, alpha: Double)] = []
            for index in 0..<count {
                var offset = 0.0, red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
                cairo_pattern_get_color_stop_rgba(pattern.pointer, index, &offset, &red, &green, &blue, &alpha)
                stops.append((offset, red, green, blue, alpha))
            }
            return .linearGradient(start: (x0, y0), end: (x1, y1), stops: stops, toDevice: patternToDevice)
        case CAIRO_PATTERN_TYPE_SURFACE:
            if let image = pattern.image { return .image(image, toDevice: patternToDevice) }
            return .colour(red: 0, green: 0, blue: 0, alpha: 0)
        default:
            var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
            cairo_pattern_get_rgba(pattern.pointer, &red, &green, &blue, &alpha)
            return .colour(red: red, green: green, blue: blue, alpha: alpha)
        }
    }
}

extension Matrix {
    /// The inverse map, or `nil` when the matrix cannot be inverted.
    package func inverted() -> Matrix? {
        guard isInvertible else { return nil }
        let d = determinant
        return Matrix(xx: yy / d, yx: -yx / d, xy: -xy / d, yy: xx / d,
                      x0: (xy * y0 - yy * x0) / d, y0: (yx * x0 - xx * y0) / d)
    }
}

/// An unbounded, empty Cairo recording surface: the target of a recording `Context`, which only
/// builds paths on it.
final class UnboundedSurface: Surface {
    let pointer: OpaquePointer

    init() throws {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
            throw Problem.cairo("could not create a recording surface")
        }
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            throw Problem.cairo(status, while: "creating a recording surface")
        }
        pointer = surface
    }

    deinit {
        cairo_surface_destroy(pointer)
    }
}
