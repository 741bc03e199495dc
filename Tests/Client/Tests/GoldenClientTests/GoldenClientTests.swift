// Golden tests as a client writes them (Tests/Client/build.sh runs them): two Swift Testing tests
// and an XCTest case draw scenes of one name, and each keeps a golden of its own, keyed by its test.
// CLIENT_BREAK=1 tilts the second test's cards, so that test fails on purpose.
import FlipbookTesting
import Foundation
import SceneModel
import Testing
import Transforms
import XCTest

/// The scene every test draws, under one name; `tilt` turns the side cards further.
func clientScene(tilt: Double = 0) -> Scene {
    var options = ScaleTransformViewOptions.layout(.coverFlow)
    if tilt != 0 { options.rotation3d?.angle = tilt }
    return Scene(name: "cards", viewport: Size(width: 100, height: 140), effect: .scale(options), timeline: .offsets([0, 0.5]))
}

@Test func first() {
    assertGolden(of: clientScene())
}

@Test func second() {
    let broken = ProcessInfo.processInfo.environment["CLIENT_BREAK"] == "1"
    assertGolden(of: clientScene(tilt: broken ? .pi / 3 : 0))
}

final class ThirdTests: XCTestCase {
    func testThird() {
        assertGolden(of: clientScene())
    }
}
