import Foundation
@testable import Render
import SceneModel
import Testing
import Transforms

/// A right-to-left scene (`layoutDirection: rightToLeft`, UIKit's `.forceRightToLeft`) binds a
/// horizontal curled book on the right: the geometry is mirrored, the pages' content is not.
@Suite struct PageCurlRightToLeftTests {
    typealias Spine = PageViewControllerOptions.SpineLocation

    func scene(_ spine: Spine, _ orientation: PageViewControllerOptions.NavigationOrientation = .horizontal,
               rightToLeft: Bool, titles: Bool = false) -> Scene {
        var scene = pageScene(PageViewControllerOptions(transitionStyle: .pageCurl, navigationOrientation: orientation,
                                                        spineLocation: spine, isDoubleSided: spine == .mid), titles: titles)
        scene.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        return scene
    }

    /// Right to left, `min` binds the right edge: every frame of the turn is the left-to-right
    /// `max` book's, pixel for pixel (titles included, as the pages are not mirrored); and `max` is `min`'s.
    @Test(arguments: [0, 0.3, 0.6, 0.9, 1.5])
    func theSpineMovesToTheOtherEdge(offset: Double) throws {
        for (spine, twin) in [(Spine.min, Spine.max), (.max, .min)] {
            let mirrored = try FrameRenderer(scene: scene(spine, rightToLeft: true, titles: true)).image(offset: offset)
            let plain = try FrameRenderer(scene: scene(twin, rightToLeft: false, titles: true)).image(offset: offset)
            #expect(Pixels(mirrored).words == Pixels(plain).words, "\(spine) at \(offset)")
        }
    }

    /// A middle spine: at rest page 0 is the right half and page 1 the left, and while the left
    /// half turns the picture is the left-to-right one mirrored (solid pages look the same mirrored).
    @Test(arguments: [0, 0.25, 0.5, 0.75])
    func aMiddleSpineSpreadIsMirrored(offset: Double) throws {
        let mirrored = Pixels(try FrameRenderer(scene: scene(.mid, rightToLeft: true)).image(offset: offset))
        let plain = Pixels(try FrameRenderer(scene: scene(.mid, rightToLeft: false)).image(offset: offset))
        if offset == 0 {
            #expect(mirrored.rgb(100, 80) == (255, 0, 0), "page 0 on the right")
            #expect(mirrored.rgb(20, 80) == (0, 255, 0), "page 1 on the left")
        }
        var different = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let a = plain.rgb(x, y), b = mirrored.rgb(plain.width - 1 - x, y)
                if abs(Int(a.0) - Int(b.0)) > 2 || abs(Int(a.1) - Int(b.1)) > 2 || abs(Int(a.2) - Int(b.2)) > 2 { different += 1 }
            }
        }
        #expect(different == 0, "\(different) pixels differ from the mirror at \(offset)")
    }

    /// Vertical navigation is not mirrored (UIKit does not mirror it).
    @Test func aVerticalBookIsTheSame() throws {
        for offset in [0.4, 1.7] {
            let mirrored = try FrameRenderer(scene: scene(.min, .vertical, rightToLeft: true, titles: true)).image(offset: offset)
            let plain = try FrameRenderer(scene: scene(.min, .vertical, rightToLeft: false, titles: true)).image(offset: offset)
            #expect(Pixels(mirrored).words == Pixels(plain).words)
        }
    }
}

/// In a right-to-left book the finger grabs the left edge and moves right to turn forward.
@Suite struct PageCurlRightToLeftDragTests {
    @Test func aFingerMovingRightTurnsForward() throws {
        for (direction, settles) in [(LayoutDirection.rightToLeft, 1.0), (.leftToRight, 0.0)] {
            var scene = pageScene(PageViewControllerOptions(transitionStyle: .pageCurl))
            scene.layoutDirection = direction
            scene.timeline = .script(TimelineScript(steps: [.drag(.curve(by: 200, duration: 0.3, curve: .linear)), .release(velocity: nil)]))
            let last = try #require(try scene.timelineFrames().last)
            #expect(abs(last.offset - settles) < 1e-6, "\(direction): ends at \(last.offset)")
        }
    }
}
