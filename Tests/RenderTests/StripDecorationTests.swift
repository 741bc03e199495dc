import CairoKit
import ImageCodecs
@testable import Render
import SceneModel
import Testing
import Transforms

/// A strip's hairlines and labels drawn by each cell's thread land on exactly the pixels they
/// would drawn after all the cells, and only where they stay in their cell's own box.
@Suite struct StripDecorationTests {
    private func renderer(viewport: Size = Size(width: 1280, height: 720), card: Size = Size(width: 360, height: 480),
                          scale: Double, from: Double = 0, to: Double = 4, frames: Int = 24) throws -> FrameRenderer {
        var scene = Scene(name: "scale.linear", viewport: viewport, cardPlacement: .size(card), itemCount: 5,
                          effect: .scale(.layout(.linear)))
        scene.output.scale = scale
        scene.timeline = .sweep(from: from, to: to, frames: frames, curve: .linear)
        return try FrameRenderer(scene: scene)
    }

    private func decorateThemselves(_ renderer: FrameRenderer, columns: Int? = nil) throws -> Bool {
        let layout = try renderer.stripLayout(columns: columns)
        let surface = try ImageSurface(width: 8, height: 8)
        return StripDecorations(layout, title: renderer.scene.name).cellsCanDecorateThemselves(measuringWith: try Context(surface))
    }

    @Test("cells that draw their own hairline and label give the same pixels as decorations drawn after the cells",
          arguments: [(0.25, nil), (1, 5), (2, nil), (3, 4)] as [(Double, Int?)])
    func sameStripEitherWay(scale: Double, columns: Int?) throws {
        let renderer = try renderer(viewport: Size(width: 320, height: 240), card: Size(width: 120, height: 160),
                                    scale: scale, from: -1, to: 2.5, frames: 11)
        #expect(try decorateThemselves(renderer, columns: columns))
        let after = try renderer.stripImage(columns: columns, concurrency: 1, cellsDecorate: false).straightPixels()
        for threads in [1, 2, 3] {
            #expect(try renderer.stripImage(columns: columns, concurrency: threads, cellsDecorate: true).straightPixels() == after)
        }
    }

    @Test("the benchmark's strip (24 cells of 320×180 px) takes the parallel path")
    func benchStripDecoratesInParallel() throws {
        let renderer = try renderer(scale: 0.25)
        #expect(try decorateThemselves(renderer))
        #expect(try renderer.stripImage(columns: nil, concurrency: 2, cellsDecorate: true).straightPixels()
            == renderer.stripImage(columns: nil, concurrency: 2, cellsDecorate: false).straightPixels())
    }

    @Test("labels wider than their cells are drawn on the page after the cells, as before")
    func wideLabelsFallBack() throws {
        let renderer = try renderer(viewport: Size(width: 30, height: 60), card: Size(width: 20, height: 40), scale: 1,
                                    from: 0, to: 1, frames: 4)
        #expect(try !decorateThemselves(renderer))
        #expect(try renderer.stripImage(concurrency: 2).straightPixels()
            == renderer.stripImage(columns: nil, concurrency: 1, cellsDecorate: false).straightPixels())
    }

    @Test("frame boxes do not overlap, hold their cells, and with the page's boxes tile the strip exactly once")
    func frameBoxesTileThePage() {
        for count in [1, 2, 7, 13] {
            for columns in [1, 3, 8] {
                for scale in [0.25, 1, 2.5] {
                    let layout = StripLayout(offsets: (0..<count).map(Double.init), cellWidth: 29 + count, cellHeight: 17,
                                             scale: scale, columns: columns)
                    let decorations = StripDecorations(layout, title: "t")
                    let frames = layout.offsets.indices.map(decorations.frameBox)
                    var covered = [Int](repeating: 0, count: layout.width * layout.height)
                    for box in frames + layout.boxesAround(frames) {
                        for y in box.y..<box.maxY { for x in box.x..<box.maxX { covered[y * layout.width + x] += 1 } }
                    }
                    #expect(covered.allSatisfy { $0 == 1 }, "\(count) cells, \(columns) columns, scale \(scale)")
                    for (cell, frame) in zip(layout.cellBoxes, frames) {
                        #expect(frame.x < cell.x && frame.y < cell.y && frame.maxX > cell.maxX && frame.maxY >= cell.maxY + layout.labelHeight)
                    }
                }
            }
        }
    }
}
