import ImageCodecs
import CairoKit
import Foundation
import ImageDiff
@testable import Render
import Testing
import TestSupport
import Transforms

/// SVG frames show what PNG frames show: each layout's SVG, rasterised by an independent
/// renderer (`rsvg-convert` from librsvg2-bin), matches the PNG of the same scene except for
/// antialiasing noise.
@Suite struct SVGTests {
    static let rsvg = executable(named: "rsvg-convert")

    @Test("an SVG frame rasterised by rsvg-convert matches the PNG frame",
          .enabled(if: SVGTests.rsvg != nil, "rsvg-convert is not installed (apt install librsvg2-bin); SVG/PNG agreement not checked"),
          arguments: allLayouts.map(\.name))
    func svgMatchesPNG(layout name: String) throws {
        let effect = try #require(allLayouts.first { $0.name == name }).effect
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for offset in [0.4, 1.7] {
            let renderer = try FrameRenderer(scene: smallScene(name, effect: effect, offsets: [offset]))
            let png = try renderer.image(offset: offset).straightPixels()
            let svgPath = folder + "/frame.svg", rasterPath = folder + "/frame.png"
            try AtomicFile.write(renderer.svgData(offset: offset), to: svgPath)
            try rasterise(svgPath, to: rasterPath)
            let svg = try RGBAPixels(contentsOfPNG: rasterPath)
            #expect(svg.width == png.width && svg.height == png.height)
            guard svg.width == png.width, svg.height == png.height else { return }
            // pixelmatch at threshold 0.1, antialiased pixels not counted: edges and glyphs may
            // be antialiased differently, nothing else may differ on more than 0.2 % of pixels.
            let differing = try Pixelmatch.count(png, svg, options: PixelmatchOptions(threshold: 0.1))
            let ratio = Double(differing) / Double(png.width * png.height)
            // Blurred cards cut by the frame's edge included: rsvg-convert draws a filter's input only
            // inside the document, so the SVG moves such a group inwards and the result back.
            #expect(ratio <= 0.002, "\(name) offset \(offset): \(differing) pixels differ")
        }
    }

    @Test("a misplaced card makes the SVG comparison fail")
    func comparisonDetectsAMovedCard() throws {
        let scene = smallScene(effect: .scale(.layout(.linear)))
        let a = Pixels(try FrameRenderer(scene: scene).image(offset: 0))
        let b = Pixels(try FrameRenderer(scene: scene).image(offset: 0.1))
        var large = 0
        for y in 0..<a.height { for x in 0..<a.width where a.difference(b, x, y) > 32 { large += 1 } }
        #expect(Double(large) / Double(a.width * a.height) >= 0.002)
    }

    @Test("cards, shadows and perspective cards are vector: paths and blur filters, no embedded raster")
    func svgKeepsCardsVector() throws {
        var flat = smallScene(effect: .stack(.layout(.perspective)))
        flat.drawsShadows = false
        let flatText = String(decoding: try FrameRenderer(scene: flat).svgData(offset: 0), as: UTF8.self)
        #expect(flatText.components(separatedBy: "<path").count > 5, "cards and their titles are paths")
        #expect(!flatText.contains("<image"))

        flat.drawsShadows = true
        let shadowed = String(decoding: try FrameRenderer(scene: flat).svgData(offset: 0), as: UTF8.self)
        #expect(shadowed.contains("<feGaussianBlur"))
        #expect(!shadowed.contains("<image"))

        let perspective = smallScene(effect: .scale(.layout(.coverFlow)))
        let projective = String(decoding: try FrameRenderer(scene: perspective).svgData(offset: 0.5), as: UTF8.self)
        #expect(projective.contains("<feGaussianBlur"))
        #expect(!projective.contains("<image"))
    }

    @Test("a blur reaching past the document's edge is drawn moved inside it and moved back by the filter")
    func blurAtTheEdgeIsMovedInside() {
        let page = PixelBox(x: 0, y: 0, width: 300, height: 400)
        // The part of a card left of the page that its blur carries in: moved right by 12 px.
        #expect(SVGDocument.inwardShift(of: PixelBox(x: -12, y: 81, width: 25, height: 241), into: page) == (12, 0))
        #expect(SVGDocument.inwardShift(of: PixelBox(x: 290, y: -5, width: 20, height: 50), into: page) == (-10, 5))
        // Inside already, or wider than the page (no move can help): left where it is.
        #expect(SVGDocument.inwardShift(of: PixelBox(x: 10, y: 10, width: 20, height: 20), into: page) == (0, 0))
        #expect(SVGDocument.inwardShift(of: PixelBox(x: -20, y: 10, width: 340, height: 20), into: page) == (0, 0))

        let document = SVGDocument(width: 300, height: 400, images: SVGImages(keeping: [:]))
        document.beginBlur(sigma: 3, region: PixelBox(x: -132, y: 81, width: 145, height: 241))
        document.endBlur()
        let text = String(decoding: document.body, as: UTF8.self)
        // Reach 10 px: the 23 px of the region that can reach the page are moved inside it.
        #expect(text.contains("<feOffset dx=\"-10\" dy=\"0\"/>"), "\(text)")
        #expect(text.contains("transform=\"translate(10 0)\""), "\(text)")
    }

    func rasterise(_ svg: String, to png: String) throws {
        let run = try runProcess(try #require(Self.rsvg), ["--format", "png", "--output", png, svg])
        try #require(run.status == 0, "rsvg-convert failed on \(svg): \(run.stderr)")
    }
}
