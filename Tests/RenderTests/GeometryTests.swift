import ImageCodecs
import CairoKit
import Foundation
@testable import Render
import SceneModel
import Testing
import Transforms

/// The drawn card covers exactly the polygon its transform projects (REFERENCE §4), for every
/// layout: a solid card with square corners, no shadow, no text, drawn alone at 2×, compared
/// with the polygon this test rasterises itself from `Transform3D.project`.
@Suite struct GeometryTests {
    static let offsets: [Double] = [0, 0.3, 1, 1.5, 2.75]

    @Test("a solid card covers its projected polygon within one pixel", arguments: allLayouts.map(\.name))
    func cardCoversProjectedPolygon(layout name: String) throws {
        let effect = try #require(allLayouts.first { $0.name == name }).effect
        var scene = smallScene(name, effect: effect, scale: 2, items: 5)
        scene.card = CardStyle(fill: .solid(.white), cornerRadius: 0, title: nil)
        scene.drawsShadows = false
        let renderer = try FrameRenderer(scene: scene)
        var checkedItems = 0
        for offset in Self.offsets {
            for var item in renderer.frame(at: offset).items {
                // Opaque, sharp, square pieces so the coverage is the polygon itself.
                item.state.alpha = 1
                item.state.blur = 0
                item.state.shadow = nil
                item.state.pieces = item.state.pieces?.map { piece in
                    var piece = piece
                    piece.alpha = 1
                    piece.cornerRadius = 0
                    return piece
                }
                let image = try ImageSurface(width: renderer.pixelWidth, height: renderer.pixelHeight)
                let context = try Context(image)
                try renderer.draw(item, on: FrameRenderer.Canvas(context: context, scale: 2, originX: 0, originY: 0,
                                                                bounds: PixelBox(x: 0, y: 0, width: image.width, height: image.height)))
                try context.check("drawing")
                let expected = ExpectedCoverage(polygons: polygons(of: item, renderer: renderer, scale: 2),
                                                width: image.width, height: image.height)
                let drawn = Pixels(image)
                var wrongInside = 0, wrongOutside = 0
                for y in 0..<image.height {
                    for x in 0..<image.width where !expected.nearEdge(x, y) {
                        let alpha = drawn.alpha(x, y)
                        if expected.inside(x, y) {
                            if alpha < 250 { wrongInside += 1 }
                        } else if alpha > 5 {
                            wrongOutside += 1
                        }
                    }
                }
                #expect(wrongInside == 0 && wrongOutside == 0,
                        "\(name) offset \(offset) item \(item.index): \(wrongInside) pixels missing inside, \(wrongOutside) drawn outside")
                checkedItems += 1
            }
        }
        #expect(checkedItems > 0)
    }

    /// The polygons an item should cover, in device pixels: one per piece (or the whole card),
    /// each projected with Transforms' own 4×4 maths; none for hidden items or cards that cross
    /// the eye plane.
    func polygons(of item: LaidOutItem, renderer: FrameRenderer, scale: Double) -> [[(x: Double, y: Double)]] {
        let state = item.state
        guard !state.isHidden else { return [] }
        let card = renderer.card
        let centre = (x: card.midX, y: card.midY)
        func project(_ transform: Transform3D, _ points: [(Double, Double)]) -> [(x: Double, y: Double)]? {
            var result: [(x: Double, y: Double)] = []
            for (x, y) in points {
                guard let p = transform.project(Point(x: x, y: y)) else { return nil }
                result.append(((centre.x + p.x) * scale, (centre.y + p.y) * scale))
            }
            return result
        }
        guard let pieces = state.pieces, !pieces.isEmpty else {
            let w = card.width / 2, h = card.height / 2
            return project(state.transform, [(-w, -h), (w, -h), (w, h), (-w, h)]).map { [$0] } ?? []
        }
        return pieces.compactMap { piece in
            let f = piece.frame
            let inCard = piece.transform
                .concatenating(.makeTranslation(x: f.midX - card.width / 2, y: f.midY - card.height / 2, z: 0))
                .concatenating(state.transform)
            let w = f.width / 2, h = f.height / 2
            return project(inCard, [(-w, -h), (w, -h), (w, h), (-w, h)])
        }
    }
}

/// Pixel-centre coverage of a union of polygons, and which pixels lie within about one pixel
/// of an edge (where antialiasing may take any value).
struct ExpectedCoverage {
    let width: Int, height: Int
    private var insideMask: [Bool]
    private var edgeMask: [Bool]

    init(polygons: [[(x: Double, y: Double)]], width: Int, height: Int) {
        self.width = width
        self.height = height
        insideMask = Array(repeating: false, count: width * height)
        edgeMask = Array(repeating: false, count: width * height)
        for polygon in polygons where polygon.count >= 3 {
            fill(polygon)
            markEdges(polygon)
        }
    }

    func inside(_ x: Int, _ y: Int) -> Bool { insideMask[y * width + x] }
    func nearEdge(_ x: Int, _ y: Int) -> Bool { edgeMask[y * width + x] }

    /// Even-odd scanline fill at pixel centres.
    private mutating func fill(_ polygon: [(x: Double, y: Double)]) {
        for row in 0..<height {
            let y = Double(row) + 0.5
            var crossings: [Double] = []
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if (a.y <= y) != (b.y <= y) {
                    crossings.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
                }
            }
            crossings.sort()
            var k = 0
            while k + 1 < crossings.count {
                let from = max(0, Int((crossings[k] - 0.5).rounded(.up))), to = min(width - 1, Int((crossings[k + 1] - 0.5).rounded(.down)))
                if from <= to { for x in from...to { insideMask[row * width + x] = true } }
                k += 2
            }
        }
    }

    /// Marks every pixel whose centre is within 1.2 px of an edge.
    private mutating func markEdges(_ polygon: [(x: Double, y: Double)]) {
        let reach = 1.2
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let steps = max(1, Int(length * 4))
            for s in 0...steps {
                let t = Double(s) / Double(steps)
                let px = a.x + (b.x - a.x) * t, py = a.y + (b.y - a.y) * t
                guard px > -2, py > -2, px < Double(width) + 2, py < Double(height) + 2 else { continue }
                let lowY = max(0, Int(py - reach - 1)), highY = min(height - 1, Int(py + reach + 1))
                let lowX = max(0, Int(px - reach - 1)), highX = min(width - 1, Int(px + reach + 1))
                guard lowY <= highY, lowX <= highX else { continue }
                for y in lowY...highY {
                    for x in lowX...highX {
                        let dx = Double(x) + 0.5 - px, dy = Double(y) + 0.5 - py
                        if dx * dx + dy * dy <= reach * reach { edgeMask[y * width + x] = true }
                    }
                }
            }
        }
    }
}
