import SceneModel
import Transforms

/// Key cases for the scene's `layoutDirection`, a menu range's `titles`, and SwiftUI's spring keys (`blendDuration`,
/// `interactiveSpring`), in both places a curve is written (a sweep and ElegantPages' turn).
enum DirectionAndSpringKeyCases {
    typealias KeyCase = KeyCoverageTests.KeyCase

    static func sweep(_ spring: Spring) -> Timeline { .sweep(from: 0, to: 1, frames: 5, curve: .spring(spring)) }
    static func turn(_ spring: Spring) -> PagingModel {
        .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .spring(spring))))
    }

    static let cases: [KeyCase] = [
        KeyCase("menu.items.titles", "itemCount: 3\nmenu: {items: {from: 0, to: 2, titles: [A, B]}}",
                { $0.menu?.items == .range(from: 0, to: 2, title: "{index}", titles: ["A", "B"]) }),
        KeyCase("layoutDirection", "layoutDirection: rightToLeft", { $0.layoutDirection == .rightToLeft && $0.isRightToLeft }),
        // blendDuration is accepted and changes nothing: a timeline never interrupts an animation.
        KeyCase("timeline.curve.spring.blendDuration", "timeline: {curve: {spring: {response: 0.4, blendDuration: 0.5}}}",
                { $0.timeline == sweep(Spring(response: 0.4, dampingFraction: 0.825)) }),
        KeyCase("timeline.curve.interactiveSpring.response", "timeline: {curve: {interactiveSpring: {response: 0.2}}}",
                { $0.timeline == sweep(Spring(response: 0.2, dampingFraction: 0.86)) }),
        KeyCase("timeline.curve.interactiveSpring.dampingFraction", "timeline: {curve: {interactiveSpring: {dampingFraction: 1}}}",
                { $0.timeline == sweep(Spring(response: 0.15, dampingFraction: 1)) }),
        KeyCase("timeline.curve.interactiveSpring.blendDuration", "timeline: {curve: {interactiveSpring: {blendDuration: 0}}}",
                { $0.timeline == sweep(Spring(response: 0.15, dampingFraction: 0.86)) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.spring.blendDuration",
                "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {spring: {blendDuration: 1}}}}}",
                { $0.paging == turn(Spring(response: 0.55, dampingFraction: 0.825)) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.interactiveSpring.response",
                "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {interactiveSpring: {response: 0.3}}}}}",
                { $0.paging == turn(Spring(response: 0.3, dampingFraction: 0.86)) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.interactiveSpring.dampingFraction",
                "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {interactiveSpring: {dampingFraction: 0.9}}}}}",
                { $0.paging == turn(Spring(response: 0.15, dampingFraction: 0.9)) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.interactiveSpring.blendDuration",
                "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {interactiveSpring: {blendDuration: 0.1}}}}}",
                { $0.paging == turn(Spring(response: 0.15, dampingFraction: 0.86)) }),
    ]
}
