import Problems
import CCairo

/// A Cairo drawing context (`cairo_t`) on a surface, owned: destroyed when released, and it
/// keeps its surface alive. Drawing calls do not throw (Cairo records the first error and
/// ignores later calls); call `check(_:)` at the end of a unit of work to surface that error.
///
/// A context belongs to one thread at a time; draw frames in parallel with one context each.
package final class Context {
    /// The underlying `cairo_t`.
    package let pointer: OpaquePointer
    private let surface: any Surface
    /// Where drawing goes instead of Cairo's rasteriser, for a context made with
    /// `init(recordingInto:)`: paths are built by Cairo (arcs, glyph outlines, matrices) and
    /// handed over in device space at each fill, stroke, clip or paint.
    package let recorder: (any VectorRecorder)?

    /// A context drawing on `surface`, with Flipbook's deterministic text settings:
    /// no hinting, unhinted metrics and greyscale antialiasing, so PNG and SVG agree.
    package convenience init(_ surface: any Surface) throws {
        try self.init(surface, recorder: nil)
    }

    /// A context whose drawing goes to `recorder` as device-space paths and sources (see
    /// `VectorRecorder`); Cairo only builds paths and keeps the matrix. `drawsVectors` is true.
    package convenience init(recordingInto recorder: any VectorRecorder) throws {
        // An unbounded surface: Cairo drops glyphs outside a bounded surface's extents even from
        // `cairo_text_path`, and nothing is ever drawn on it.
        try self.init(UnboundedSurface(), recorder: recorder)
    }

    private init(_ surface: any Surface, recorder: (any VectorRecorder)?) throws {
        guard let cr = cairo_create(surface.pointer) else { throw Problem.cairo("could not create a drawing context") }
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_destroy(cr)
            throw Problem.cairo(status, while: "creating a drawing context")
        }
        pointer = cr
        self.surface = surface
        self.recorder = recorder
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_set_font_options(cr, options)
            cairo_font_options_destroy(options)
        }
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// True when the context draws into a vector document (SVG) rather than pixels.
    package var drawsVectors: Bool {
        if recorder != nil { return true }
        guard let target = cairo_get_target(pointer) else { return false }
        return cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_SVG
    }

    /// Throws the first error Cairo met on this context or its surface, naming `context`.
    package func check(_ context: @autoclosure () -> String) throws {
        try CairoKit.check(cairo_status(pointer), context())
        try CairoKit.check(cairo_surface_status(surface.pointer), context())
    }

    // MARK: State

    /// Saves the graphics state (matrix, clip, source, operator, font).
    package func save() {
        cairo_save(pointer)
        recorder?.save()
    }
    /// Restores the state saved by the matching `save()`.
    package func restore() {
        cairo_restore(pointer)
        recorder?.restore()
    }

    /// Runs `body` between `save()` and `restore()`.
    package func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        save()
        defer { restore() }
        return try body()
    }

    /// Replaces the current matrix (user space → device space).
    package func setMatrix(_ matrix: Matrix) {
        var m = matrix.cairo
        cairo_set_matrix(pointer, &m)
    }

    /// The current matrix (user space → device space).
    package var matrix: Matrix {
        var m = cairo_matrix_t()
        cairo_get_matrix(pointer, &m)
        return Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
    }

    /// Prepends a translation to the current matrix.
    package func translate(_ x: Double, _ y: Double) { cairo_translate(pointer, x, y) }
    /// Prepends a scale to the current matrix.
    package func scale(_ x: Double, _ y: Double) { cairo_scale(pointer, x, y) }

    /// How new drawing combines with what is there.
    package enum Operator: Sendable {
        /// Source over destination (the default).
        case over
        /// Source replaces destination.
        case source
        /// Source over destination, only where the destination has content.
        case atop
        /// Clears where the source is opaque.
        case destinationOut

        var cairo: cairo_operator_t {
            switch self {
            case .over: return CAIRO_OPERATOR_OVER
            case .source: return CAIRO_OPERATOR_SOURCE
            case .atop: return CAIRO_OPERATOR_ATOP
            case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
            }
        }
    }

    /// Sets the compositing operator.
    package func setOperator(_ op: Operator) {
        cairo_set_operator(pointer, op.cairo)
        recorder?.setOperator(op)
    }

    // MARK: Sources

    /// A solid colour source; components `0…1`, straight (not premultiplied) alpha.
    package func setSource(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        if let recorder {
            recorder.setSource(.colour(red: red, green: green, blue: blue, alpha: alpha))
            return
        }
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
    }

    /// A pattern source.
    package func setSource(_ pattern: Pattern) {
        if let recorder {
            recorder.setSource(vectorSource(pattern))
            return
        }
        cairo_set_source(pointer, pattern.pointer)
    }

    /// An image source whose top-left corner sits at `(x, y)` in user space.
    package func setSource(_ image: ImageSurface, x: Double, y: Double) {
        if let recorder {
            recorder.setSource(.image(image, toDevice: Matrix.translation(x, y).then(matrix)))
            return
        }
        cairo_set_source_surface(pointer, image.pointer, x, y)
    }

    // MARK: Paths

    /// Discards the current path.
    package func newPath() { cairo_new_path(pointer) }
    /// Starts a new sub-path at `(x, y)`.
    package func move(to x: Double, _ y: Double) { cairo_move_to(pointer, x, y) }
    /// Adds a line to `(x, y)`.
    package func line(to x: Double, _ y: Double) { cairo_line_to(pointer, x, y) }
    /// Adds a cubic Bézier curve.
    package func curve(to x: Double, _ y: Double, control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double) {
        cairo_curve_to(pointer, c1x, c1y, c2x, c2y, x, y)
    }
    /// Closes the current sub-path.
    package func closePath() { cairo_close_path(pointer) }
    /// Adds a rectangle.
    package func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }

    /// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side),
    /// as `CALayer.cornerRadius` draws them. A zero radius adds a plain rectangle. A radius past
    /// `largestCornerRadius` device pixels is drawn at that: cairo_arc flattens a circle in steps
    /// it finds by search, which does not end in reasonable time for radii near 10¹⁹ px.
    package func roundedRectangle(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let m = matrix
        let deviceScale = Swift.max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
        let largest = deviceScale > 0 && deviceScale.isFinite ? Self.largestCornerRadius / deviceScale : 0
        let r = Swift.max(0, Swift.min(radius, width / 2, height / 2, largest))
        guard r > 0 else {
            cairo_rectangle(pointer, x, y, width, height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, x + width - r, y + r, r, -half, 0)
        cairo_arc(pointer, x + width - r, y + height - r, r, 0, half)
        cairo_arc(pointer, x + r, y + height - r, r, half, 2 * half)
        cairo_arc(pointer, x + r, y + r, r, 2 * half, 3 * half)
        cairo_close_path(pointer)
    }

    /// The largest corner radius drawn, in device pixels: 600 times the largest frame's side.
    package static let largestCornerRadius = 1e7

    // MARK: Drawing

    /// Fills the current path (non-zero winding) and clears it.
    package func fill() {
        if let recorder {
            recorder.fill(devicePath(), evenOdd: false)
            cairo_new_path(pointer)
            return
        }
        cairo_fill(pointer)
    }
    /// Fills the current path with the even-odd rule (inner sub-paths cut holes) and clears it.
    package func fillEvenOdd() {
        if let recorder {
            recorder.fill(devicePath(), evenOdd: true)
            cairo_new_path(pointer)
            return
        }
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(pointer)
        cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_WINDING)
    }
    /// Fills the current path and keeps it.
    package func fillPreserve() {
        if let recorder {
            recorder.fill(devicePath(), evenOdd: false)
            return
        }
        cairo_fill_preserve(pointer)
    }
    /// Strokes the current path with `width` (user-space units) and clears it.
    package func stroke(width: Double) {
        if let recorder {
            recorder.stroke(devicePath(), width: width, matrix: matrix)
            cairo_new_path(pointer)
            return
        }
        cairo_set_line_width(pointer, width)
        cairo_stroke(pointer)
    }
    /// Intersects the clip with the current path and clears the path.
    package func clip() {
        if let recorder {
            recorder.clip(devicePath())
            cairo_new_path(pointer)
            return
        }
        cairo_clip(pointer)
    }
    /// The current clip's bounds in device pixels `(x0, y0, x1, y1)`. Pixel surfaces only: a
    /// recording context's clips go to its recorder, so its answer means nothing.
    package var deviceClipExtents: (x0: Double, y0: Double, x1: Double, y1: Double) {
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(pointer, &x0, &y0, &x1, &y1)
        cairo_restore(pointer)
        return (x0, y0, x1, y1)
    }
    /// Paints the source everywhere inside the clip.
    package func paint() {
        if let recorder { return recorder.paint(alpha: 1) }
        cairo_paint(pointer)
    }
    /// Paints the source everywhere inside the clip at `alpha`.
    package func paint(alpha: Double) {
        if let recorder { return recorder.paint(alpha: alpha) }
        cairo_paint_with_alpha(pointer, alpha)
    }
    /// Paints the source through the alpha of `mask`, whose top-left corner sits at `(x, y)`.
    package func mask(_ mask: ImageSurface, x: Double, y: Double) {
        if let recorder { return recorder.mask(mask, toDevice: Matrix.translation(x, y).then(matrix)) }
        cairo_mask_surface(pointer, mask.pointer, x, y)
    }

    /// Turns antialiasing of fills on (the default) or off.
    package func setAntialiased(_ on: Bool) {
        cairo_set_antialias(pointer, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Redirects drawing into a temporary group (sized to the current clip).
    package func pushGroup() {
        if let recorder {
            cairo_save(pointer)
            recorder.pushGroup()
            return
        }
        cairo_push_group(pointer)
    }
    /// Ends the group and makes it the source, ready for `paint(alpha:)`.
    package func popGroupToSource() {
        if let recorder {
            cairo_restore(pointer)
            recorder.popGroupToSource()
            return
        }
        cairo_pop_group_to_source(pointer)
    }

    // MARK: Text

    /// The measured box of `text` in the current font (user-space units).
    package struct TextExtents: Sendable {
        /// From the pen position to the left edge of the ink.
        package var xBearing: Double
        /// From the baseline to the top of the ink (negative: up).
        package var yBearing: Double
        /// Ink width.
        package var width: Double
        /// Ink height.
        package var height: Double
        /// How far the pen moves.
        package var xAdvance: Double
    }

    /// Measures `text` in the current font.
    package func textExtents(_ text: String) -> TextExtents {
        let oversize = textOversize
        if oversize > 1 { return largeTextExtents(text, factor: oversize) }
        var e = cairo_text_extents_t()
        cairo_text_extents(pointer, text, &e)
        return TextExtents(xBearing: e.x_bearing, yBearing: e.y_bearing, width: e.width, height: e.height, xAdvance: e.x_advance)
    }

    /// Draws `text` with its baseline starting at `(x, y)`, as filled glyph outlines rather than
    /// Cairo's glyph cache: image surfaces snap cached glyphs to whole pixels, outlines land
    /// exactly where the matrix puts them, so PNG and SVG frames show the same text.
    package func showText(_ text: String, x: Double, y: Double) {
        cairo_new_path(pointer)
        let oversize = textOversize
        if oversize > 1 {
            appendLargeTextPath(text, x: x, y: y, factor: oversize)
        } else {
            cairo_move_to(pointer, x, y)
            cairo_text_path(pointer, text)
        }
        fill()
    }
}

/// A Cairo pattern (`cairo_pattern_t`): a gradient or an image used as a source.
package final class Pattern {
    /// The underlying `cairo_pattern_t`.
    package let pointer: OpaquePointer
    let image: ImageSurface?

    private init(_ pattern: OpaquePointer, image: ImageSurface?, context: String) throws {
        let status = cairo_pattern_status(pattern)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_pattern_destroy(pattern)
            throw Problem.cairo(status, while: context)
        }
        pointer = pattern
        self.image = image
    }

    deinit {
        cairo_pattern_destroy(pointer)
    }

    /// A linear gradient from `(x0, y0)` to `(x1, y1)` through colour stops
    /// `(offset 0…1, red, green, blue, alpha)`.
    package static func linearGradient(
        from x0: Double, _ y0: Double, to x1: Double, _ y1: Double,
        stops: [(offset: Double, red: Double, green: Double, blue: Double, alpha: Double)]
    ) throws -> Pattern {
        guard let p = cairo_pattern_create_linear(x0, y0, x1, y1) else { throw Problem.cairo("could not create a gradient") }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(p, stop.offset, stop.red, stop.green, stop.blue, stop.alpha)
        }
        return try Pattern(p, image: nil, context: "creating a gradient")
    }

    /// An image as a source; it stays alive as long as the pattern.
    package convenience init(image: ImageSurface) throws {
        guard let p = cairo_pattern_create_for_surface(image.pointer) else { throw Problem.cairo("could not create an image pattern") }
        try self.init(p, image: image, context: "creating an image pattern")
    }

    /// How an image is resampled.
    package enum Filter: Sendable {
        /// Nearest pixel.
        case nearest
        /// Bilinear.
        case bilinear
        /// Cairo's "good": bilinear up, box-filtered down.
        case good

        var cairo: cairo_filter_t {
            switch self {
            case .nearest: return CAIRO_FILTER_NEAREST
            case .bilinear: return CAIRO_FILTER_BILINEAR
            case .good: return CAIRO_FILTER_GOOD
            }
        }
    }

    /// Sets how an image pattern is resampled.
    package func setFilter(_ filter: Filter) { cairo_pattern_set_filter(pointer, filter.cairo) }

    /// Sets the pattern matrix: user space → pattern space (Cairo's convention, the inverse of
    /// where the pattern lands).
    package func setMatrix(_ matrix: Matrix) {
        var m = matrix.cairo
        cairo_pattern_set_matrix(pointer, &m)
    }

    /// Makes the pattern repeat its edge pixels outside its bounds (`true`) or be transparent there.
    package func setExtendsEdges(_ extends: Bool) {
        cairo_pattern_set_extend(pointer, extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    }
}
