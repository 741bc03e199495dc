import CairoKit
import Foundation
@testable import Render
import SceneModel
import Testing
import Transforms

/// A page-view-controller scene whose pages are solid, unlabelled colours (red, green, blue, …),
/// square-cornered, so every pixel's source can be told by its colour.
func pageScene(_ options: PageViewControllerOptions, viewport: Size = Size(width: 120, height: 160), scale: Double = 1,
               items: Int = 4, curl: CurlOptions = CurlOptions(), titles: Bool = false) -> Scene {
    var scene = Scene(name: "pages", viewport: viewport, itemCount: items, effect: .scale(.init()),
                      timeline: .offsets([0]), output: OutputOptions(scale: scale))
    scene.card = CardStyle(palette: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                                     Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 0)],
                           cornerRadius: 0, title: titles ? "{number}" : nil)
    scene.pageViewController = options
    scene.curl = curl
    return scene
}

let curlOptions = PageViewControllerOptions(transitionStyle: .pageCurl)

/// Writes `image` to $FLIPBOOK_PAGES_DUMP/name.png when that variable is set (for looking at).
func dump(_ image: ImageSurface, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["FLIPBOOK_PAGES_DUMP"] else { return }
    try? image.writePNG(to: folder + "/" + name + ".png")
}

@Suite struct ScrollPageRenderingTests {
    @Test func theGapBetweenScrolledPagesShowsTheBackground() throws {
        let scene = pageScene(PageViewControllerOptions(interPageSpacing: 10))
        let pixels = Pixels(try FrameRenderer(scene: scene).image(offset: 0.5))
        // Pages are 120 pt wide, 130 pt apart: at 0.5 page 0 ends at −5 + 60 = 55, page 1 starts at 65.
        #expect(pixels.rgb(50, 80) == (255, 0, 0))
        #expect(pixels.rgb(60, 80) == (242, 242, 247))
        #expect(pixels.rgb(70, 80) == (0, 255, 0))
    }

    @Test func verticalScrollMovesPagesUp() throws {
        let scene = pageScene(PageViewControllerOptions(navigationOrientation: .vertical))
        let pixels = Pixels(try FrameRenderer(scene: scene).image(offset: 0.25))
        #expect(pixels.rgb(60, 110) == (255, 0, 0) && pixels.rgb(60, 130) == (0, 255, 0))
    }
}

@Suite struct PageControlRenderingTests {
    @Test func dotsAreDrawnWhereTheLayoutPutsThem() throws {
        var scene = pageScene(PageViewControllerOptions())
        scene.pageControl = PageControlOptions(pageIndicatorTintColor: Color(red: 0.5, green: 0.5, blue: 0.5),
                                               currentPageIndicatorTintColor: .black, backgroundStyle: .prominent)
        let renderer = try FrameRenderer(scene: scene)
        let image = try renderer.image(offset: 1)
        dump(image, "dots")
        let pixels = Pixels(image)
        let state = try #require(scene.pageControlLayout).state(position: 1)
        for dot in state.dots {
            let centre = pixels.rgb(Int(dot.frame.midX), Int(dot.frame.midY))
            #expect(centre == (dot.index == 1 ? (0, 0, 0) : (128, 128, 128)), "dot \(dot.index)")
        }
        // Below the pages: the page area ends where the control begins.
        #expect(pixels.rgb(60, 130) == (0, 255, 0) && pixels.rgb(2, 150) != (0, 255, 0))
        let hidden = Pixels(try FrameRenderer(scene: { var s = scene; s.pageControl?.hidesForSinglePage = true; s.itemCount = 1; return s }()).image(offset: 0))
        #expect(hidden.rgb(60, 147) == (242, 242, 247))
    }

    @Test func aSequenceMovesTheDotOnlyWhenThePageComesToRest() throws {
        var scene = pageScene(PageViewControllerOptions())
        scene.pageControl = PageControlOptions(pageIndicatorTintColor: .white, currentPageIndicatorTintColor: .black)
        scene.timeline = .offsets([0, 0.6, 1, 0.4])
        let renderer = try FrameRenderer(scene: scene)
        let positions = scene.pageControlPositions(offsets: [0, 0.6, 1, 0.4])
        #expect(positions == [0, 0, 1, 1])
        let state = try #require(scene.pageControlLayout).state(position: 0)
        let second = state.dots[1].frame
        let onTheWay = Pixels(try renderer.image(offset: 0.6, controlPosition: positions[1]))
        let back = Pixels(try renderer.image(offset: 0.4, controlPosition: positions[3]))
        #expect(onTheWay.rgb(Int(second.midX), Int(second.midY)) == (255, 255, 255))
        #expect(back.rgb(Int(second.midX), Int(second.midY)) == (0, 0, 0))
    }
}
