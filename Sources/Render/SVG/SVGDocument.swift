import ImageCodecs
import CairoKit
import Foundation
import Transforms

/// An SVG document written from what a recording `Context` draws (`VectorRecorder`): every fill,
/// clip and paint becomes a path in absolute device coordinates (the SVG's px), so an SVG frame
/// rasterises to the same pixels as the PNG frame of the same scene.
///
/// Written by hand rather than through Cairo's SVG surface because that surface can express
/// neither of the two things a frame needs beyond plain paths: SVG filters (a shadow is
/// `feGaussianBlur` of the card's silhouette, a blurred card a blur on its group) and
/// projective maps (a perspective card is its paths mapped through the homography and
/// re-fitted, `Homography.mapped`); it embeds a PNG for both. Only bitmaps the scene holds
/// (`card.image`, layer images) become `<image>` elements, each PNG-encoded once per renderer
/// (`SVGImages`) and referenced by `<use>`.
///
/// Clips nest as `<g clip-path>` groups closed by the `restore()` of their level, as Cairo's
/// clip is part of its saved state; groups (`pushGroup`) are written into their own buffer and
/// placed, with their opacity, where they are painted.
final class SVGDocument: VectorRecorder {
    /// The document's size in px.
    let width: Double, height: Double
    /// The map from the recording context's device space to the document, while a surface
    /// turned out of the page plane is drawn (`nil`: the identity). Paths, clips, gradients and
    /// images are mapped through it.
    var projection: Homography?
    /// Embedded bitmaps, shared by every frame of one renderer.
    let images: SVGImages

    private struct State {
        var source: VectorSource = .colour(red: 0, green: 0, blue: 0, alpha: 1)
        /// `<g>` elements opened at this level (clips), closed by `restore()`.
        var openGroups = 0
    }

    /// The drawing written so far (the current group's, while one is being built).
    var text = SVGText()
    private var buffers: [SVGText] = []
    private var state = State()
    private var states: [State] = []
    private var group: SVGText?
    private var nextID = 0
    /// Starts every id, so frames of one animated document do not share ids.
    private let idPrefix: String
    /// Starts the ids written now: `idPrefix`, or inside an item (`beginItem`) the item's own.
    private var currentPrefix: String
    /// Whether cards under an affine map are collected as `Part.item`s (an animated SVG's frames).
    let collectsItems: Bool
    /// What was drawn before the item being drawn, in order (`collectsItems`).
    private var parts: [Part] = []
    /// The ids of the item being drawn start with `itemPrefix`; nil outside an item.
    private(set) var itemPrefix: String?
    private var itemCount = 0, idsBeforeItem = 0
    /// The kept images (`SVGImages`) this document shows, defined once at its top.
    private(set) var keptImages: Set<Int> = []

    /// How much a surface's own plane is magnified while its paths are built (Cairo keeps
    /// coordinates in 24.8 fixed point: 1/256 unit, too coarse for a point seen at 12 px).
    static let planeScale = 16.0

    /// The map from a surface's plane, scaled by `planeScale`, to the document, for a surface
    /// whose plane maps to the recording context's device space by `toDevice`.
    func planeProjection(_ toDevice: Homography) -> Homography {
        Homography(Matrix.scale(1 / Self.planeScale, 1 / Self.planeScale)).then(toDevice).then(projection ?? .identity)
    }

    init(width: Double, height: Double, images: SVGImages, idPrefix: String = "", collectsItems: Bool = false) {
        self.width = width
        self.height = height
        self.images = images
        self.idPrefix = idPrefix
        self.currentPrefix = idPrefix
        self.collectsItems = collectsItems
    }

    func newID(_ prefix: String) -> String {
        nextID += 1
        return currentPrefix + prefix + String(nextID)
    }

    // MARK: Items of an animated SVG

    /// A piece of a frame of an animated SVG: drawing that stays in the frame as it is, or one
    /// card drawn in its reference place (no item transform, fully opaque) with the affine map
    /// and opacity that put it where this frame shows it. Neighbouring frames that differ only in
    /// those maps and opacities share the drawing and animate them (`AnimatedSVG`).
    enum Part {
        case fixed([UInt8])
        /// `body`'s ids start with `idPrefix`; `shows`: some of it is on the page and it is not
        /// transparent.
        case item(body: [UInt8], idPrefix: String, transform: Matrix, alpha: Double, shows: Bool)
    }

    /// Starts collecting one item: false (draw as usual) unless this document collects items and
    /// nothing is open that the item would have to close (a group being built, another item).
    func beginItem() -> Bool {
        guard collectsItems, buffers.isEmpty, itemPrefix == nil else { return false }
        parts.append(.fixed(text.bytes))
        text = SVGText()
        itemCount += 1
        let prefix = idPrefix + "i" + String(itemCount) + "-"
        itemPrefix = prefix
        currentPrefix = prefix
        idsBeforeItem = nextID
        nextID = 0
        return true
    }

    /// Ends the item `beginItem` started: it shows at `transform` with `alpha`; `shows` when
    /// some of it is on the page and it is not transparent.
    func endItem(transform: Matrix, alpha: Double, shows: Bool) {
        guard let prefix = itemPrefix else { return }
        parts.append(.item(body: text.bytes, idPrefix: prefix, transform: transform, alpha: alpha, shows: shows))
        text = SVGText()
        itemPrefix = nil
        currentPrefix = idPrefix
        nextID = idsBeforeItem
    }

    /// The frame as parts, everything closed (`collectsItems`).
    var frameParts: [Part] {
        let rest = body
        return parts + [.fixed(rest)]
    }

    /// What was drawn, as SVG elements (every group and clip closed).
    var body: [UInt8] {
        while !states.isEmpty { restore() }
        closeGroups()
        return text.bytes
    }

    /// The finished document; `extra` (already SVG) goes on top of everything drawn.
    func bytes(adding extra: String = "") -> [UInt8] {
        let body = body
        var document = SVGText()
        Self.appendOpening(width: width, height: height, to: &document)
        images.appendDefinitions(of: keptImages, to: &document)
        document.bytes.append(contentsOf: body)
        document.append(extra)
        document.append("</svg>\n")
        return document.bytes
    }

    /// The XML declaration and the `<svg>` element's opening tag of a `width × height` px document.
    static func appendOpening(width: Double, height: Double, to document: inout SVGText) {
        document.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"")
        document.number(width); document.append("px\" height=\""); document.number(height)
        document.append("px\" viewBox=\"0 0 "); document.number(width); document.append(" "); document.number(height)
        document.append("\">\n")
    }

    // MARK: VectorRecorder

    func save() {
        states.append(state)
        state.openGroups = 0
    }

    func restore() {
        closeGroups()
        if let saved = states.popLast() { state = saved }
    }

    private func closeGroups() {
        for _ in 0..<state.openGroups { text.append("</g>\n") }
        state.openGroups = 0
    }

    func setSource(_ source: VectorSource) { state.source = source }

    /// Only `over` is written: the renderer uses other operators on pixels alone (clearing a
    /// reused picture, tinting a blurred raster), never on a recording context.
    func setOperator(_ op: Context.Operator) {}

    func fill(_ path: VectorPath, evenOdd: Bool) {
        guard let mapped = map(path), !mapped.isEmpty else { return }
        switch state.source {
        case let .colour(red, green, blue, alpha):
            guard alpha > 0 else { return }
            text.append("<path d=\""); text.path(mapped); text.append("\"")
            text.fill(red: red, green: green, blue: blue, alpha: alpha)
            if evenOdd { text.append(" fill-rule=\"evenodd\"") }
            text.append("/>\n")
        case let .linearGradient(start, end, stops, toDevice):
            if projection != nil {
                save()
                clipMapped(mapped, evenOdd: evenOdd)
                meshGradient(start: start, end: end, stops: stops, toDevice: toDevice, over: path, alpha: 1)
                restore()
                return
            }
            guard let id = gradient(start: start, end: end, stops: stops, toDevice: toDevice) else { return }
            text.append("<path d=\""); text.path(mapped); text.append("\" fill=\"url(#"); text.append(id); text.append(")\"")
            if evenOdd { text.append(" fill-rule=\"evenodd\"") }
            text.append("/>\n")
        case .image, .group:
            save()
            clipMapped(mapped, evenOdd: evenOdd)
            paint(alpha: 1)
            restore()
        }
    }

    func stroke(_ path: VectorPath, width: Double, matrix: Matrix) {
        guard case let .colour(red, green, blue, alpha) = state.source, alpha > 0, width > 0 else { return }
        // A stroke under a projection has no SVG form; the renderer fills outlines (borders are
        // rings) wherever a projection can be set, so this only meets affine strokes.
        guard projection == nil, let mapped = map(path) else { return }
        let similarity = abs(matrix.xx - matrix.yy) < 1e-9 && abs(matrix.yx + matrix.xy) < 1e-9
        if similarity {
            text.append("<path d=\""); text.path(mapped); text.append("\" fill=\"none\"")
            text.stroke(red: red, green: green, blue: blue, alpha: alpha, width: width * abs(matrix.determinant).squareRoot())
            text.append("/>\n")
        } else if let inverse = matrix.inverted() {
            // The path in user space, drawn through the matrix, so the pen is transformed too.
            text.append("<path transform=\""); text.matrix(matrix); text.append("\" d=\"")
            text.path(Homography(inverse).mapped(mapped) ?? mapped); text.append("\" fill=\"none\"")
            text.stroke(red: red, green: green, blue: blue, alpha: alpha, width: width)
            text.append("/>\n")
        }
    }

    func clip(_ path: VectorPath) {
        guard let mapped = map(path) else {
            // Behind the eye: nothing of what follows can show.
            clipMapped(VectorPath(), evenOdd: false)
            return
        }
        clipMapped(mapped, evenOdd: false)
    }

    private func clipMapped(_ path: VectorPath, evenOdd: Bool) {
        let id = newID("c")
        text.append("<clipPath id=\""); text.append(id); text.append("\"><path d=\""); text.path(path); text.append("\"")
        if evenOdd { text.append(" clip-rule=\"evenodd\"") }
        text.append("/></clipPath>\n<g clip-path=\"url(#"); text.append(id); text.append(")\">\n")
        state.openGroups += 1
    }

    func paint(alpha: Double) {
        guard alpha > 0 else { return }
        switch state.source {
        case let .colour(red, green, blue, a):
            guard a > 0 else { return }
            text.append("<rect x=\"0\" y=\"0\" width=\""); text.number(width); text.append("\" height=\""); text.number(height); text.append("\"")
            text.fill(red: red, green: green, blue: blue, alpha: a * alpha)
            text.append("/>\n")
        case let .linearGradient(start, end, stops, toDevice):
            let whole = VectorPath.rectangle(x: 0, y: 0, width: width, height: height)
            let plane = projection.flatMap { $0.inverted() }.flatMap { $0.mapped(whole) } ?? whole
            if projection != nil {
                meshGradient(start: start, end: end, stops: stops, toDevice: toDevice, over: plane, alpha: alpha)
                return
            }
            guard let id = gradient(start: start, end: end, stops: stops, toDevice: toDevice) else { return }
            text.append("<rect x=\"0\" y=\"0\" width=\""); text.number(width); text.append("\" height=\""); text.number(height)
            text.append("\" fill=\"url(#"); text.append(id); text.append(")\"")
            if alpha < 1 { text.append(" opacity=\""); text.number(alpha); text.append("\"") }
            text.append("/>\n")
        case let .image(image, toDevice):
            drawImage(image, toDevice: toDevice, alpha: alpha)
        case .group:
            guard let group else { return }
            if alpha < 1 {
                text.append("<g opacity=\""); text.number(alpha); text.append("\">\n")
                text.bytes.append(contentsOf: group.bytes)
                text.append("</g>\n")
            } else {
                text.bytes.append(contentsOf: group.bytes)
            }
        }
    }

    /// Masks are drawn as images of the source colour (a shadow drawn in pixels, which the SVG
    /// path does not produce: shadows there are filters).
    func mask(_ mask: ImageSurface, toDevice: Matrix) {
        guard case let .colour(red, green, blue, alpha) = state.source,
              let image = try? mask.coloured(red: red, green: green, blue: blue, alpha: alpha) else { return }
        drawImage(image, toDevice: toDevice, alpha: 1)
    }

    func pushGroup() {
        save()
        buffers.append(text)
        text = SVGText()
    }

    func popGroupToSource() {
        closeGroups()
        let content = text
        text = buffers.popLast() ?? SVGText()
        if let saved = states.popLast() { state = saved }
        group = content
        state.source = .group
    }

    // MARK: Helpers

    private func map(_ path: VectorPath) -> VectorPath? {
        guard let projection else { return path }
        return projection.mapped(path)
    }

    /// Under a projection, paints a linear gradient over `area` (plane coordinates) as a mesh of
    /// cells (`gradientMesh`): each cell's projected quadrilateral (straight, as a projection keeps
    /// lines straight) filled with the linear gradient that best fits the exact parameter over
    /// that cell, so the error falls with the square of the cell size. The caller clips to the
    /// filled shape.
    private func meshGradient(start: (x: Double, y: Double), end: (x: Double, y: Double),
                              stops: [(offset: Double, red: Double, green: Double, blue: Double, alpha: Double)],
                              toDevice: Matrix, over area: VectorPath, alpha: Double) {
        guard let projection, let mesh = Self.gradientMesh(start: start, end: end, toPlane: toDevice, projection: projection, over: area) else { return }
        if alpha < 1 { text.append("<g opacity=\""); text.number(alpha); text.append("\">\n") }
        for cell in mesh.cells {
            guard let id = gradient(start: cell.axis.start, end: cell.axis.end, stops: stops, toDevice: nil) else { continue }
            text.append("<path d=\""); text.path(cell.quad); text.append("\" fill=\"url(#"); text.append(id); text.append(")\"/>\n")
        }
        if alpha < 1 { text.append("</g>\n") }
    }

    /// Defines a linear gradient from `start` to `end` (mapped by `toDevice`; nil: already in the
    /// document's px) and returns its id.
    private func gradient(start: (x: Double, y: Double), end: (x: Double, y: Double),
                          stops: [(offset: Double, red: Double, green: Double, blue: Double, alpha: Double)],
                          toDevice: Matrix?) -> String? {
        let id = newID("g")
        text.append("<linearGradient id=\""); text.append(id); text.append("\" gradientUnits=\"userSpaceOnUse\"")
        if toDevice == nil {
            text.append(" x1=\""); text.number(start.x); text.append("\" y1=\""); text.number(start.y)
            text.append("\" x2=\""); text.number(end.x); text.append("\" y2=\""); text.number(end.y); text.append("\"")
        } else if let toDevice {
            text.append(" x1=\""); text.number(start.x); text.append("\" y1=\""); text.number(start.y)
            text.append("\" x2=\""); text.number(end.x); text.append("\" y2=\""); text.number(end.y)
            text.append("\" gradientTransform=\""); text.matrix(toDevice); text.append("\"")
        }
        text.append(">")
        for stop in stops {
            text.append("<stop offset=\""); text.number(stop.offset); text.append("\" stop-color=\"")
            text.colour(red: stop.red, green: stop.green, blue: stop.blue); text.append("\"")
            if stop.alpha < 1 { text.append(" stop-opacity=\""); text.number(stop.alpha); text.append("\"") }
            text.append("/>")
        }
        text.append("</linearGradient>\n")
        return id
    }

    /// Draws `image` (pixels → device by `toDevice`) at `alpha`; under a projection, as a mesh
    /// of affine triangles (each an exact affine map of its three corners, clipped to itself and
    /// grown by a third of a pixel so neighbours overlap instead of leaving seams).
    private func drawImage(_ image: ImageSurface, toDevice: Matrix, alpha: Double) {
        guard image.width > 0, image.height > 0, let href = imageID(image) else { return }
        let opacity = alpha < 1 ? alpha : nil
        guard let projection else {
            text.append("<use xlink:href=\"#"); text.append(href); text.append("\" transform=\""); text.matrix(toDevice); text.append("\"")
            if let opacity { text.append(" opacity=\""); text.number(opacity); text.append("\"") }
            text.append("/>\n")
            return
        }
        let map = Homography(toDevice).then(projection)
        let w = Double(image.width), h = Double(image.height)
        // Enough cells that the affine pieces stay within a tenth of a pixel of the exact map at
        // the image's first corner, at most 16 × 16 (an image cropped by its frame may reach far
        // towards the eye plane where nothing of it shows).
        var cells = 1
        while cells < 16 {
            let step = 1 / Double(cells)
            guard let a = map.project(0, 0), let b = map.project(w * step, h * step), let m = map.project(w * step / 2, h * step / 2) else { return }
            if ((a.x + b.x) / 2 - m.x).magnitude + ((a.y + b.y) / 2 - m.y).magnitude < 0.1 { break }
            cells *= 2
        }
        if let opacity { text.append("<g opacity=\""); text.number(opacity); text.append("\">\n") }
        for j in 0..<cells {
            for i in 0..<cells {
                let u0 = w * Double(i) / Double(cells), u1 = w * Double(i + 1) / Double(cells)
                let v0 = h * Double(j) / Double(cells), v1 = h * Double(j + 1) / Double(cells)
                for triangle in [[(u0, v0), (u1, v0), (u1, v1)], [(u0, v0), (u1, v1), (u0, v1)]] {
                    var corners: [(x: Double, y: Double)] = []
                    for (u, v) in triangle {
                        guard let p = map.project(u, v) else { return }
                        corners.append(p)
                    }
                    guard let affine = Self.affine(from: triangle, to: corners) else { continue }
                    let cx = (corners[0].x + corners[1].x + corners[2].x) / 3, cy = (corners[0].y + corners[1].y + corners[2].y) / 3
                    var clipPath = VectorPath()
                    for (k, p) in corners.enumerated() {
                        let dx = p.x - cx, dy = p.y - cy, length = (dx * dx + dy * dy).squareRoot()
                        let grow = length > 0 ? 0.33 / length : 0
                        clipPath.operations.append(k == 0 ? .move : .line)
                        clipPath.coordinates.append(p.x + dx * grow); clipPath.coordinates.append(p.y + dy * grow)
                    }
                    clipPath.operations.append(.close)
                    let id = newID("c")
                    text.append("<clipPath id=\""); text.append(id); text.append("\"><path d=\""); text.path(clipPath)
                    // The clip on a group around the image: on the `<use>` itself it would be
                    // moved by the image's own transform.
                    text.append("\"/></clipPath><g clip-path=\"url(#"); text.append(id); text.append(")\"><use xlink:href=\"#"); text.append(href)
                    text.append("\" transform=\""); text.matrix(affine); text.append("\"/></g>\n")
                }
            }
        }
        if opacity != nil { text.append("</g>\n") }
    }

    /// The id of `image`'s `<image>` definition: a kept image's is defined at the document's top,
    /// any other image's is written here.
    private func imageID(_ image: ImageSurface) -> String? {
        if let kept = images.index(of: image) {
            keptImages.insert(kept)
            return SVGImages.id(kept)
        }
        guard let data = SVGImages.encode(image) else { return nil }
        let id = newID("i")
        text.append("<defs><image id=\""); text.append(id); text.append("\" width=\""); text.number(Double(image.width))
        text.append("\" height=\""); text.number(Double(image.height)); text.append("\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,")
        text.append(data); text.append("\"/></defs>\n")
        return id
    }
}
