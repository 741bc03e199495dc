import Foundation
@testable import Render
import SceneModel
import Testing
import TestSupport
import Transforms

/// `pageViewController.backgroundColor` (UIView's `backgroundColor` on the page view controller's
/// view): the option the catalog recipe in ARCHITECTURE.md was followed for a second time. It
/// shows between scrolled pages and past either end (its trip through `flipbook code` and `flipbook
/// import` is in EndToEndTests' RecipeRoundTripCLITests).
@Suite struct PageViewControllerBackgroundTests {
    @Test func theBackgroundShowsInTheGapAndPastTheFirstPage() throws {
        let dark = Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
        var scene = pageScene(PageViewControllerOptions(interPageSpacing: 20, backgroundColor: dark))
        scene.background = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        // Half-way to page 1 of a 120-pt page, page 0 ends at 120 − 70 = 50 and page 1 starts 20 pt later.
        let half = Pixels(try FrameRenderer(scene: scene).image(offset: 0.5))
        #expect(half.rgb(60, 80) == (28, 28, 30))
        #expect(half.rgb(40, 80) == (255, 0, 0))
        #expect(half.rgb(80, 80) == (0, 255, 0))
        // Overshooting the first page uncovers the view at the left, not the scene's background.
        let before = Pixels(try FrameRenderer(scene: scene).image(offset: -0.2))
        #expect(before.rgb(5, 80) == (28, 28, 30))
        // Clear by default: the gap shows the scene's background, as before.
        scene.pageViewController?.backgroundColor = .clear
        #expect(Pixels(try FrameRenderer(scene: scene).image(offset: 0.5)).rgb(60, 80) == (242, 242, 247))
    }
}
