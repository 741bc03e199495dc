import SceneModel
import Transforms

/// Swift for a scene's `loop: true` and its timeline's `autoplay` steps, written the way apps
/// make them with CollectionViewPagingLayout, which has neither: a ring as a large item count with a
/// modulo, started in the middle copy (`Scene.loopCopies`), and a repeating `Timer` that sets the
/// next page with the step's `DefaultViewAnimator`.
enum LoopSwiftCode {
    /// The functions, or "" for a scene that neither loops nor autoplays.
    @_optimize(none)
    static func source(for scene: Scene) -> String {
        var out = ""
        let count = scene.itemCount
        if scene.loop {
            out += """

            /// `loop: true`: an endless ring of your \(count) items, as apps make one. Return `loopItemCount` from
            /// `collectionView(_:numberOfItemsInSection:)`, show item `itemShown(at: indexPath.item)` in each cell, and
            /// once the collection view is laid out call `startInTheMiddle(of: layout)`: no finger or timer reaches an end.
            let loopCopies = \(Scene.loopCopies)
            let loopItemCount = \(count) * loopCopies

            func itemShown(at index: Int) -> Int {
                index % \(count)
            }

            func startInTheMiddle(of layout: CollectionViewPagingLayout) {
                layout.setCurrentPage(\(count) * (loopCopies / 2), animated: false)
            }

            """
        }
        if let (interval, duration, curve) = autoplay(in: scene) {
            let next = scene.loop ? "layout.currentPage + 1" : "(layout.currentPage + 1) % \(count)"
            out += """

            /// The timeline's `autoplay`: the next page every \(SwiftCode.number(interval)) s, animated over \(SwiftCode.number(duration)) s (\(curve.rawValue))\(scene.loop ? "" : ", the first after the last"),
            /// as apps do with a Timer. Keep the timer, and invalidate it when the screen goes or a finger touches the pages.
            func startAutoplay(_ layout: CollectionViewPagingLayout) -> Timer {
                Timer.scheduledTimer(withTimeInterval: \(SwiftCode.number(interval)), repeats: true) { _ in
                    layout.setCurrentPage(\(next), animated: true, animator: DefaultViewAnimator(\(SwiftCode.number(duration)), curve: .\(curve.rawValue)))
                }
            }

            """
        }
        return out
    }

    /// The first `autoplay` step's interval, animation length and curve (defaults filled in), if any.
    @_optimize(none)
    static func autoplay(in scene: Scene) -> (interval: Double, duration: Double, curve: AnimatorCurve)? {
        guard case let .script(script) = scene.timeline else { return nil }
        for step in script.steps {
            if case let .autoplay(interval, _, duration, curve) = step {
                return (interval, duration ?? PageAnimation.defaultDuration, curve ?? PageAnimation.defaultCurve)
            }
        }
        return nil
    }
}
