import Testing
@testable import Transforms

@Suite("Custom effects from keyframes")
struct CustomEffectTests {
    @Test func aTrackHoldsItsEndsAndBlendsBetweenKeyframesThroughItsCurve() {
        let linear = KeyframeTrack([(1, 10), (-1, -10), (0, 0)])
        #expect(linear.value(at: -3) == -10 && linear.value(at: 5) == 10)
        #expect(linear.value(at: -0.5) == -5 && linear.value(at: 0.25) == 2.5 && linear.value(at: 0) == 0)
        let eased = KeyframeTrack([(0, 0), (1, 2)], curve: .easeIn)
        #expect(abs(eased.value(at: 0.5) - 2 * TimingCurve.easeIn.value(at: 0.5, solver: .exact)) < 1e-12)
        // Two keyframes at one progress jump there.
        let jump = KeyframeTrack([(0, 0), (0, 1), (1, 1)])
        #expect(jump.value(at: -0.1) == 0 && jump.value(at: 0.1) == 1)
        #expect(KeyframeTrack([(0.5, 7)]).value(at: -1) == 7)
    }

    @Test func tracksComposeScaleRotationThenTranslationAboutTheCentre() throws {
        let card = Size(width: 200, height: 300)
        let effect = CustomEffect(translateX: KeyframeTrack([(-1, -1), (1, 1)]), translateY: KeyframeTrack([(0, 0), (1, 0.1)]),
                                  scale: KeyframeTrack([(0, 1), (1, 0.5)]), rotation: KeyframeTrack([(0, 0), (1, Double.pi / 2)]),
                                  alpha: KeyframeTrack([(-1, 0.2), (0, 1), (1, 0.2)]), zPosition: KeyframeTrack([(-1, -5), (1, 5)]))
        let state = effect.state(progress: 1, card: card)
        // The card's right-middle point (100, 0): scaled to 50, turned a quarter to (0, 50), moved by (200, 30).
        let point = try #require(state.transform.project(Point(x: 100, y: 0)))
        #expect(abs(point.x - 200) < 1e-9 && abs(point.y - 80) < 1e-9)
        #expect(abs(state.alpha - 0.2) < 1e-12 && state.zIndex == 5)
        let rest = effect.state(progress: 0, card: card)
        #expect(rest.transform == .identity && rest.alpha == 1 && rest.zIndex == 0)
    }

    @Test func overABaseTheTracksActAfterItAndReplaceAlpha() throws {
        let base = try #require(NamedLayout(name: "scale.coverFlow")?.effect)
        let card = Size(width: 200, height: 300)
        let effect = CustomEffect(base: base, translateY: KeyframeTrack([(-1, 0.1), (0, 0), (1, 0.1)]), alpha: KeyframeTrack([(0, 1), (1, 0.5)]))
        for progress in [-1.0, -0.4, 0, 0.3, 1] {
            let plain = base.state(progress: progress, card: card), custom = effect.state(progress: progress, card: card)
            let dy = 0.1 * abs(progress) * 300
            var moved = Transform3D.identity
            moved.m42 = dy
            #expect(custom.transform == plain.transform.concatenating(moved))
            #expect(custom.zIndex == plain.zIndex && custom.shadow == plain.shadow)
            #expect(custom.alpha == (progress <= 0 ? 1 : 1 - 0.5 * progress))
        }
    }

    @Test func translateZComesTowardTheEyeThroughM34() throws {
        let effect = CustomEffect(translateZ: KeyframeTrack([(0, 0), (1, 1)]), m34: -1.0 / 500)
        let card = Size(width: 100, height: 100)
        let near = try #require(effect.state(progress: 0.5, card: card).transform.project(Point(x: 50, y: 0)))
        // z = 50 pt toward the eye: W = 1 − 50/500 = 0.9, so x = 50 / 0.9.
        #expect(abs(near.x - 50 / 0.9) < 1e-9)
    }
}
