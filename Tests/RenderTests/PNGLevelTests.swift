import CairoKit
import FileFormats
import ImageCodecs
@testable import Render
import SceneModel
import Testing
import Transforms

/// `output.pngLevel`: every level writes the same pixels; only the bytes differ.
@Suite struct PNGLevelTests {
    @Test func everyLevelWritesTheSamePixelsAndSmallIsSmallest() throws {
        var scene = smallScene(effect: .scale(.layout(.coverFlow)), offsets: [0.5])
        var files: [PNGLevel: [UInt8]] = [:]
        for level in PNGLevel.allCases {
            scene.output.pngLevel = level
            files[level] = try FrameRenderer(scene: scene).pngData(offset: 0.5)
        }
        let pixels = try files.mapValues { try PNGDecoder.decode($0) }
        #expect(pixels[.fast] == pixels[.default] && pixels[.default] == pixels[.small])
        let reference = try FrameRenderer(scene: scene).image(offset: 0.5).straightPixels()
        #expect(pixels[.default] == reference)
        let sizes = PNGLevel.allCases.map { files[$0]?.count ?? 0 }
        // libdeflate's level 1 uses its own strategy, which can beat level 4 on a tiny frame;
        // level 9 is never larger than either.
        #expect(sizes[2] <= sizes[1] && sizes[2] <= sizes[0], "\(sizes)")
        #expect(files[.fast] != files[.small])
    }

    @Test func overridesSetTheLevel() {
        var overrides = SceneOverrides()
        overrides.pngLevel = .small
        let scene = overrides.applied(to: smallScene(effect: .scale(.layout(.linear))))
        #expect(scene.output.pngLevel == .small)
        #expect(OutputOptions().pngLevel == .default)
    }
}
