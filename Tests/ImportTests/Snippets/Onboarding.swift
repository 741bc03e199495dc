import PVView
import UIKit

/// An onboarding screen: a PVView above the pages, its delegate returning these actions.
final class OnboardingViewController: UIViewController {
    let pages: [[(id: String, actions: [PVActionType])]] = [
        [
            ("logo", [
                PVActionFade(from: 1, to: 0, parameters: PVParameters(stopOffset: 0.5)),
                PVActionRotate(fromZ: 0, toZ: .pi / 4),
            ]),
            ("title", [
                PVActionMove(fromPosition: PVPoint(x: 0.5, y: 0.2, isRelative: true), toPosition: PVPoint(x: -0.5, y: 0.2, isRelative: true),
                             parameters: PVParameters(timingFunction: PVTimingFunction(controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.7, y: 1)))),
            ]),
        ],
        [
            ("logo", [
                PVActionGroup(actions: [
                    PVActionScale(fromX: 1, toX: 2),
                    PVActionSize(from: PVSize(width: 80, height: 80), to: PVSize(width: 40, height: 40)),
                ], parameters: PVParameters(startOffset: 0.2, timingFunction: PVTimingFunction(name: .easeInOutBack))),
                PVActionFrame(fromFrame: CGRect(x: 0, y: 0, width: 100, height: 50), toFrame: CGRect(x: 20, y: 10, width: 60, height: 30)),
            ]),
        ],
        [],
    ]
}
