import FileFormats
import ImageCodecs
@testable import Render
import SceneModel
import Testing
import Transforms

/// Animated files place the page dots from the whole timeline, as PNG sequences and strips do:
/// with `updates: onTransitionEnd` the dot moves only when the page comes to rest.
@Suite struct AnimatedPageControlTests {
    @Test("an animated file moves the dot when the page comes to rest, not half-way through the swipe",
          arguments: [AnimationFormat.gif, .webp])
    func theDotMovesWhenThePageComesToRest(format: AnimationFormat) throws {
        var scene = pageScene(PageViewControllerOptions(), viewport: Size(width: 120, height: 160), items: 3)
        let black = Color(red: 0, green: 0, blue: 0)
        scene.pageControl = PageControlOptions(pageIndicatorTintColor: black, currentPageIndicatorTintColor: .white,
                                               updates: .onTransitionEnd, dotSize: 9, dotSpacing: 9)
        let renderer = try FrameRenderer(scene: scene)
        let offsets = [0, 0.5, 0.75, 1]
        let bytes = try renderer.animationData(AnimationPlan(offsets: offsets, sourceFPS: 30, settings: AnimationSettings(framesPerSecond: 30)), format: format, concurrency: 2)
        let file = try AnimationFile.decode(bytes)
        try #require(file.frames.count == offsets.count)
        let layout = try #require(scene.pageControlLayout)
        // `nearest` would light dot 1 at offset 0.5; UIPageViewController's control waits for offset 1.
        for (frame, current) in zip(file.frames, [0, 0, 0, 1]) {
            for dot in layout.state(position: 0).dots {
                let x = Int(dot.frame.midX), y = Int(dot.frame.midY)
                let red = Int(frame.bytes[(y * frame.width + x) * 4])
                if dot.index == current {
                    #expect(red > 200, "dot \(dot.index) should be the current page's (white): red \(red)")
                } else {
                    #expect(red < 60, "dot \(dot.index) should be another page's (black): red \(red)")
                }
            }
        }
    }
}
