import PVView
import UIKit

/// PVView actions built in local variables and a `pages` property set in `viewDidLoad`.
final class IntroViewController: UIViewController {
    private var pages: [[(String, [PVActionType])]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let fadeOut = PVActionFade(from: 1, to: 0)
        let slideIn = PVActionMove(fromTranslation: PVPoint(x: 1, y: 0, isRelative: true), toTranslation: PVPoint(x: 0, y: 0, isRelative: true))
        let welcome = [("logo", [fadeOut]), ("title", [slideIn])]
        pages = [welcome, [("title", [PVActionScale(from: 1, to: 1.4)])]]
    }
}
