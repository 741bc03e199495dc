import CairoKit
import Foundation
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
            let png = Pixels(try renderer.image(offset: offset))
            let svgPath = folder + "/frame.svg", rasterPath = folder + "/frame.png"
            try AtomicFile.write(renderer.svgData(offset: offset), to: svgPath)
            try rasterise(svgPath, to: rasterPath)
            let svg = Pixels(try ImageSurface(contentsOfPNG: rasterPath))
            #expect(svg.width == png.width && svg.height == png.height)
            guard svg.width == png.width, svg.height == png.height else { return }

            var total = 0, large = 0
            for y in 0..<png.height {
                for x in 0..<png.width {
                    let d = png.difference(svg, x, y)
                    total += d
                    if d > 32 { large += 1 }
                }
            }
            let pixels = Double(png.width * png.height)
            let mean = Double(total) / pixels
            // Antialiasing differs along edges and glyphs only: a small mean, few strong differences.
            #expect(mean < 1.0, "\(name) offset \(offset): mean channel difference \(mean)")
            #expect(Double(large) / pixels < 0.002, "\(name) offset \(offset): \(large) pixels differ by more than 32")
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

    @Test("flat cards stay vector paths; shadows and perspective cards are embedded rasters")
    func svgKeepsFlatCardsVector() throws {
        var flat = smallScene(effect: .stack(.layout(.perspective)))
        flat.drawsShadows = false
        let flatText = String(decoding: try FrameRenderer(scene: flat).svgData(offset: 0), as: UTF8.self)
        #expect(flatText.components(separatedBy: "<path").count > 5, "cards and their titles are paths")
        #expect(!flatText.contains("<image"))

        flat.drawsShadows = true
        let shadowed = String(decoding: try FrameRenderer(scene: flat).svgData(offset: 0), as: UTF8.self)
        #expect(shadowed.contains("<image"))

        var perspective = smallScene(effect: .scale(.layout(.coverFlow)))
        perspective.drawsShadows = false
        let projective = String(decoding: try FrameRenderer(scene: perspective).svgData(offset: 0.5), as: UTF8.self)
        #expect(projective.contains("<image"))
    }

    func rasterise(_ svg: String, to png: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.rsvg))
        process.arguments = ["--format", "png", "--output", png, svg]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "rsvg-convert failed on \(svg)")
    }
}
