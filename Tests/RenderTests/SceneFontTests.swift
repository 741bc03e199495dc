import CairoKit
import Foundation
import Problems
import Testing
import Transforms
@testable import Render
import SceneResources
@testable import SceneModel

/// The fonts a scene draws in, and the warnings for families that are not there.
@Suite struct SceneFontTests {
    @Test func familiesThatAreNowhereAreReportedWithTheSettingThatNamesThem() throws {
        var scene = Scene(effect: .scale(.layout(.linear)))
        #expect(try scene.fontFallbacks().isEmpty)
        scene.card.titleFont.family = "Inter"
        scene.card.subtitleFont.family = "Missing Grotesk"
        scene.card.layers = [Layer(id: "t", content: .text(TextContent(text: "x", font: TextFont(family: "missing grotesk", size: 9))))]
        scene.menu = SceneMenu()
        scene.menu?.options.selectedFont.family = "Nope Serif"
        let problems = try scene.fontFallbacks()
        // One problem per family (names compare ignoring case), at its first setting.
        #expect(problems.map(\.setting) == ["card.subtitleFont.family", "menu.selectedFont.family"])
        #expect(problems[0].message.hasPrefix("font family Missing Grotesk (`card.subtitleFont.family`) is neither installed nor in a file of `fonts`: its text is drawn in DejaVu Sans"))
    }

    @Test func aFontFileThatIsNotAFontStopsTheRendererNamingItsPlace() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(UUID().uuidString).otf")
        try Data("no font here".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var scene = Scene(effect: .scale(.layout(.linear)))
        scene.fonts = [file.path]
        #expect { try FrameRenderer(scene: scene) } throws: { error in
            (error as? Problem)?.setting == "fonts[0]" && "\(error)".contains("holds no font fontconfig can read")
        }
    }

    @Test func theSameSceneDrawsTheSameBytes() throws {
        var scene = Scene(effect: .scale(.layout(.linear)))
        scene.card.subtitle = "Weight {number}00"
        scene.card.subtitleFont = CaptionFont(weight: .light, size: 14)
        scene.menu = SceneMenu()
        let first = try FrameRenderer(scene: scene).pngData(offset: 0.5)
        #expect(try FrameRenderer(scene: scene).pngData(offset: 0.5) == first)
    }
}

/// A self-sized menu label is its title's advance up to the rounding of `cell − 2 × spacing`.
@Suite struct MenuTitleFitTests {
    @Test func aTitleAsWideAsItsBoxUpToRoundingIsNotTruncated() throws {
        let context = try CairoKit.Context(try CairoKit.ImageSurface(width: 1, height: 1))
        SceneFonts.system.select(TextFont.parchmentDefault, in: context)
        let advance = context.textExtents("Rio de Janeiro").xAdvance
        let box = (advance + 2 * 20) - 2 * 20
        #expect(MenuPainter.truncated("Rio de Janeiro", toFit: box.nextDown, in: context) == "Rio de Janeiro")
        #expect(MenuPainter.truncated("Rio de Janeiro", toFit: advance - 0.5, in: context).hasSuffix("…"))
    }
}
