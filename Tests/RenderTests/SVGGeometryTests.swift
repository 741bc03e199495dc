import CairoKit
@testable import Render
import Testing
import TestSupport
import Transforms

/// The geometry SVG frames rest on: paths mapped through a homography stay within
/// `Homography.pathTolerance` of the exact image, gradients under perspective are fitted with a
/// measured error, and numbers are written as SVG expects them.
@Suite struct SVGGeometryTests {
    /// A 240×320 pt card turned about its vertical axis by `angle` with perspective −1/500,
    /// centred at (600, 400) in a frame drawn at `scale` px per pt.
    static func cardToDevice(angle: Double, scale: Double) -> Homography {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turned = Transform3D.makeRotation(angle: angle, x: 0, y: 1, z: 0).concatenating(perspective)
        return Homography(Matrix.translation(-120, -160)).then(Homography(turned))
            .then(Homography(Matrix(xx: scale, yx: 0, xy: 0, yy: scale, x0: 600, y0: 400)))
    }

    /// The exact image of `cubic` at parameter `t`.
    static func exact(_ map: Homography, _ cubic: Homography.Cubic, _ t: Double) -> (x: Double, y: Double)? {
        let p = cubic.point(at: t)
        return map.project(p.x, p.y)
    }

    @Test("a projected quarter circle, a glyph-like curve and an S curve stay within 0.0125 px of their exact image",
          arguments: [-1.2, -0.7, -0.3, 0.4, 0.9, 1.3])
    func projectedCurvesStayWithinTolerance(angle: Double) throws {
        let map = Self.cardToDevice(angle: angle, scale: 3)
        let k = 0.552_284_749_831
        let cubics = [
            Homography.Cubic(p0: (224, 0), p1: (224 + 16 * k, 0), p2: (240, 16 - 16 * k), p3: (240, 16)),   // a corner
            Homography.Cubic(p0: (100, 150), p1: (104, 130), p2: (130, 128), p3: (140, 160)),                // a glyph bowl
            Homography.Cubic(p0: (0, 320), p1: (200, 0), p2: (40, 0), p3: (240, 320)),                       // an S
        ]
        for cubic in cubics {
            var path = VectorPath()
            path.operations = [.move, .curve]
            path.coordinates = [cubic.p0.x, cubic.p0.y, cubic.p1.x, cubic.p1.y, cubic.p2.x, cubic.p2.y, cubic.p3.x, cubic.p3.y]
            let mapped = try #require(map.mapped(path))
            // Dense points of the fitted path.
            var fitted: [(x: Double, y: Double)] = []
            var current = (x: mapped.coordinates[0], y: mapped.coordinates[1])
            var i = 2
            for operation in mapped.operations.dropFirst() {
                #expect(operation == .curve)
                let c = mapped.coordinates
                let piece = Homography.Cubic(p0: current, p1: (c[i], c[i + 1]), p2: (c[i + 2], c[i + 3]), p3: (c[i + 4], c[i + 5]))
                for step in 0...400 { fitted.append(piece.point(at: Double(step) / 400)) }
                current = piece.p3
                i += 6
            }
            var worst = 0.0
            for step in 0...500 {
                let e = try #require(Self.exact(map, cubic, Double(step) / 500))
                // Distance to the fitted path, as a polyline of 400 chords a piece.
                var nearest = Double.infinity
                for k in 1..<fitted.count {
                    let a = fitted[k - 1], b = fitted[k]
                    let dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy
                    let u = length2 > 0 ? max(0, min(1, ((e.x - a.x) * dx + (e.y - a.y) * dy) / length2)) : 0
                    let px = a.x + u * dx - e.x, py = a.y + u * dy - e.y
                    nearest = min(nearest, (px * px + py * py).squareRoot())
                }
                worst = max(worst, nearest)
            }
            #expect(worst <= Homography.pathTolerance, "angle \(angle): \(worst) px from the exact curve")
        }
    }

    @Test("straight edges map to straight edges: the corners of a projected rectangle are the exact images")
    func linesStayExact() throws {
        let map = Self.cardToDevice(angle: 0.8, scale: 2)
        let mapped = try #require(map.mapped(VectorPath.rectangle(x: 0, y: 0, width: 240, height: 320)))
        #expect(mapped.operations == [.move, .line, .line, .line, .close])
        let corner = try #require(map.project(240, 320))
        #expect(abs(mapped.coordinates[4] - corner.x) < 1e-9 && abs(mapped.coordinates[5] - corner.y) < 1e-9)
    }

    @Test("a path crossing behind the eye is refused rather than drawn wrapped around")
    func behindTheEyeIsNotDrawn() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 100
        let map = Homography(Transform3D.makeRotation(angle: 1.5, x: 0, y: 1, z: 0).concatenating(perspective))
        #expect(map.mapped(VectorPath.rectangle(x: -500, y: -10, width: 1000, height: 20)) == nil)
    }

    @Test("a gradient under perspective is a mesh of locally fitted cells within half a colour level (measured: 8×8 cells, 0.05–0.15 %; one axis for the card: 3–8 %)",
          arguments: [-0.9, -0.5, 0.3, 0.7])
    func gradientUnderPerspective(angle: Double) throws {
        let map = Self.cardToDevice(angle: angle, scale: 1)
        let card = VectorPath.rectangle(x: 0, y: 0, width: 240, height: 320)
        let single = try #require(SVGDocument.fittedAxis(start: (0, 0), end: (240, 320), toPlane: .identity, projection: map, over: card))
        let mesh = try #require(SVGDocument.gradientMesh(start: (0, 0), end: (240, 320), toPlane: .identity, projection: map, over: card))
        #expect(single.error < 0.1, "angle \(angle): one fitted axis is \(single.error) of the gradient's length off")
        #expect(mesh.error <= SVGDocument.gradientTolerance && mesh.error < single.error / 10,
                "angle \(angle): the mesh is \(mesh.error) of the gradient's length off")
        #expect(mesh.cells.count <= 64, "angle \(angle): \(mesh.cells.count) cells")
    }

    @Test("numbers: at most three decimals, no trailing zeros, no negative zero", arguments: [
        (0.0, "0"), (-0.0004, "0"), (1.5, "1.5"), (12.3456, "12.346"), (-3, "-3"), (0.05, "0.05"), (1200, "1200"), (-0.0006, "-0.001"),
    ])
    func numbers(value: Double, text: String) {
        var svg = SVGText()
        svg.number(value)
        #expect(String(decoding: svg.bytes, as: UTF8.self) == text)
    }
}
