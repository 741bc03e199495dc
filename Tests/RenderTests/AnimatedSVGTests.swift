import CairoKit
import Foundation
@testable import Render
import SceneModel
import Testing
import Transforms

/// The animated SVG: cards under affine maps are drawn once per run of frames and their maps
/// animated; other frames stay groups of their own. (Chromium plays it in Tests/Browser/svg_test.py.)
@Suite struct AnimatedSVGTests {
    func animated(_ effect: Effect, frames: Int = 9) throws -> (text: String, summary: RenderSummary) {
        var scene = smallScene(effect: effect)
        scene.timeline = .sweep(from: 0, to: 2, frames: frames, curve: .linear)
        let rendered = try FrameRenderer(scene: scene).render(.animatedSVG, concurrency: 2)
        return (String(decoding: rendered.bytes, as: UTF8.self), rendered.summary)
    }

    @Test("a stack whose cards only move, turn and fade is one group: each card drawn once, its map and opacity animated")
    func affineCardsAreAnimated() throws {
        let (text, summary) = try animated(.stack(.layout(.vortex)))
        #expect(summary.frameCount == 9 && summary.groupCount == 1)
        #expect(text.contains("<animateTransform attributeName=\"transform\" calcMode=\"discrete\""))
        #expect(!text.contains("attributeName=\"display\""), "one group: nothing to show in turn")
        // Each of the 5 cards' titles once, not once per frame.
        #expect(text.components(separatedBy: "<g transform=\"matrix(").count - 1 <= 5)
        // The same bytes whatever the number of threads.
        var scene = smallScene(effect: .stack(.layout(.vortex)))
        scene.timeline = .sweep(from: 0, to: 2, frames: 9, curve: .linear)
        #expect(try FrameRenderer(scene: scene).render(.animatedSVG, concurrency: 1).bytes == Array(text.utf8))
    }

    @Test("written to a file as it is made, an animated SVG (or .svgz) has the bytes of the one made in memory",
          arguments: [Effect.stack(.layout(.vortex)), .scale(.layout(.coverFlow))], ["a.svg", "a.svgz"])
    func writtenAsItIsMadeIsTheSame(effect: Effect, name: String) throws {
        var scene = smallScene(effect: effect)
        scene.timeline = .sweep(from: 0, to: 2, frames: 9, curve: .linear)
        let renderer = try FrameRenderer(scene: scene)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animated-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        let summary = try FrameFiles(renderer).write(.animatedSVG, to: path, concurrency: 2)
        let rendered = try renderer.render(.animatedSVG, concurrency: 2)
        let (bytes, inMemory) = (rendered.bytes, rendered.summary)
        let expected = try SVGZ.encoded(bytes, for: name)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
        #expect(summary.byteCount == expected.count && inMemory.byteCount == bytes.count && summary.groupCount == inMemory.groupCount)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    }

    @Test("cards under perspective fall back to a group per distinct frame")
    func perspectiveFallsBackToFrames() throws {
        let (text, summary) = try animated(.scale(.layout(.coverFlow)))
        #expect(summary.groupCount == 9)
        #expect(text.components(separatedBy: "attributeName=\"display\"").count - 1 == 9)
    }

    @Test("translate · rotate · skewX · scale recomposes the map", arguments: [
        Matrix(xx: 0.8, yx: 0, xy: 0, yy: 0.8, x0: 12.5, y0: -3),
        Matrix(xx: 0.5, yx: 0.5, xy: -0.3, yy: 0.7, x0: 100, y0: 40),
        Matrix(xx: -0.2, yx: 0.9, xy: -1.1, yy: -0.1, x0: 0, y0: 0),
        Matrix(xx: 1, yx: 0, xy: 0.4, yy: -1, x0: 5, y0: 5),
    ])
    func decompositionRecomposes(_ m: Matrix) {
        let d = SVGTiming.decomposed(m)
        let angle = d.angle * .pi / 180, skew = d.skew * .pi / 180
        let rotate = Matrix(xx: cos(angle), yx: sin(angle), xy: -sin(angle), yy: cos(angle), x0: 0, y0: 0)
        let skewX = Matrix(xx: 1, yx: 0, xy: tan(skew), yy: 1, x0: 0, y0: 0)
        let scale = Matrix(xx: d.sx, yx: 0, xy: 0, yy: d.sy, x0: 0, y0: 0)
        // SVG's `transform="A B C"` applies C first: scale, then skew, rotate, translate.
        let recomposed = scale.then(skewX).then(rotate).then(.translation(d.tx, d.ty))
        for (a, b) in [(m.xx, recomposed.xx), (m.yx, recomposed.yx), (m.xy, recomposed.xy), (m.yy, recomposed.yy), (m.x0, recomposed.x0), (m.y0, recomposed.y0)] {
            #expect(abs(a - b) < 1e-9, "\(m) → \(d) → \(recomposed)")
        }
    }
}
