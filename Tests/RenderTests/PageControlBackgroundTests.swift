import Foundation
@testable import Render
import SceneModel
import Testing
import TestSupport
import Transforms

/// `pageControl.backgroundColor` (UIView's `backgroundColor` on the control): the option the
/// catalog recipe in ARCHITECTURE.md was followed for. It fills the control's band (its trip
/// through `flipbook code` and `flipbook import` is in EndToEndTests' RecipeRoundTripCLITests).
@Suite struct PageControlBackgroundTests {
    @Test func theBackgroundFillsTheControlsBandBehindTheDots() throws {
        var scene = pageScene(PageViewControllerOptions())
        let dark = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
        scene.pageControl = PageControlOptions(backgroundColor: dark)
        let pixels = Pixels(try FrameRenderer(scene: scene).image(offset: 0))
        let band = try #require(scene.pageControlLayout).frame
        // The band's corner (no dot there) is the colour; the pages above it are untouched.
        #expect(pixels.rgb(1, Int(band.y) + 1) == (28, 28, 30))
        #expect(pixels.rgb(Int(band.x + band.width) - 2, Int(band.y + band.height) - 2) == (28, 28, 30))
        #expect(pixels.rgb(60, Int(band.y) - 2) == (255, 0, 0))
        // Clear by default: the band shows the scene's background, as before.
        scene.pageControl = PageControlOptions()
        #expect(Pixels(try FrameRenderer(scene: scene).image(offset: 0)).rgb(1, Int(band.y) + 1) == (242, 242, 247))
        // A hidden control draws no background either.
        scene.pageControl = PageControlOptions(hidesForSinglePage: true, backgroundColor: dark)
        scene.itemCount = 1
        #expect(Pixels(try FrameRenderer(scene: scene).image(offset: 0)).rgb(1, Int(band.y) + 1) == (242, 242, 247))
    }

    @Test func dotsAreJudgedAgainstTheControlsOwnBackground() {
        var scene = pageScene(PageViewControllerOptions())
        scene.background = .white
        scene.pageControl = PageControlOptions()
        #expect(scene.pageControlContrastWarning != nil, "white dots on a white page")
        scene.pageControl?.backgroundColor = .black
        #expect(scene.pageControlContrastWarning == nil, "white dots on the control's black band")
    }
}
