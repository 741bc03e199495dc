// The Parchment menu model per frame: 8 titles against 10⁹ fixed-width titles, the menu's
// share of a rendered frame, and a range of 200,001 self-sized days against a range of 10.
import Dispatch
import Foundation
import Render
import SceneResources
import SceneModel
import Transforms

/// `flipbook-bench menu`: `MenuLayout.frame(offset:)` for 8 self-sized and 8 sizeToFit titles and for
/// 10⁹ fixed-width titles (closed form: the cost must not grow with the item count; target ≤ 2×
/// the 8-title figure), then a 375×340 frame with the menu against the same pages without it, then
/// rendered frames of a 200,001-day range menu (self-sized, laid out a window at a time) against a
/// 10-day one (target ≈ 1×: the cost must not grow with the range).
func menuBench() throws {
    defer { try? rangeBench() }
    let titles = ["Oslo", "Stockholm", "Tokyo", "Barcelona", "Vancouver", "Berlin", "Shanghai", "Rio de Janeiro"]
    let widths = titles.map { MenuWidths(width: Double($0.count) * 8.5) }
    var selfSizing = PagingOptions()
    selfSizing.menuItemSize = .selfSizing(estimatedWidth: 100, height: 40)
    var fixed = PagingOptions()
    fixed.menuItemSize = .fixed(width: 120, height: 40)
    let menus: [(String, MenuLayout, Double)] = [
        ("8 titles, sizeToFit", MenuLayout(options: PagingOptions(), menuWidth: 375, titleWidths: widths), 7),
        ("8 titles, selfSizing", MenuLayout(options: selfSizing, menuWidth: 375, titleWidths: widths), 7),
        ("10^9 titles, fixed", MenuLayout(options: fixed, menuWidth: 375, itemCount: 1_000_000_000) { _ in MenuWidths(width: 60) },
         999_999_999),
    ]
    let frames = 200_000
    var figures: [Double] = []
    for (name, menu, last) in menus {
        var best = Double.infinity, sink = 0.0
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for frame in 0..<frames {
                // Offsets spread over the whole menu, as a swipe from the first page to the last visits them.
                let state = menu.frame(offset: last * Double(frame) / Double(frames - 1))
                sink += state.contentOffset + Double(state.items.count)
            }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(frames))
        }
        figures.append(best)
        print(String(format: "menu model, %@: %.2f µs per frame (%d visible items at offset 0; checksum %.0f)",
                     name, best * 1e6, menu.frame(offset: 0).items.count, sink))
    }
    print(String(format: "ratio 10^9 fixed / 8 sizeToFit: %.2f× (target ≤ 2×: closed form, O(visible))", figures[2] / figures[0]))

    let plain = Scene(name: "menu", viewport: Size(width: 375, height: 300), itemCount: 8, effect: .scale(.layout(.linear)))
    var withMenu = plain
    withMenu.menu = SceneMenu(options: selfSizing, titles: titles)
    let plainRenderer = try FrameRenderer(scene: plain), menuRenderer = try FrameRenderer(scene: withMenu)
    var plainBest = Double.infinity, menuBest = Double.infinity
    for _ in 0..<8 {
        plainBest = min(plainBest, try seconds(20) { _ = try plainRenderer.image(offset: 2.5) })
        menuBest = min(menuBest, try seconds(20) { _ = try menuRenderer.image(offset: 2.5) })
    }
    print(String(format: "rendered frame, pages only (375×300): %.2f ms; with the menu (375×340): %.2f ms; menu adds %.2f ms",
                 plainBest * 1000, menuBest * 1000, (menuBest - plainBest) * 1000))
}

/// Frames of `Day {index}` range menus, self-sized: 10 days against 200,001, both with 3 card pages
/// laid out, each frame at a new offset (the window moves and new titles are measured).
private func rangeBench() throws {
    func scene(_ count: Int) -> Scene {
        var scene = Scene(name: "days", viewport: Size(width: 375, height: 200), itemCount: count, effect: .scale(.layout(.linear)))
        scene.numberOfVisibleItems = 3
        scene.card.title = nil   // page numbers of six digits would cost more to draw than one: not the menu's doing
        var options = PagingOptions()
        options.menuItemSize = .selfSizing(estimatedWidth: 80, height: 40)
        scene.menu = SceneMenu(options: options, items: .range(from: -(count / 2), to: count - 1 - count / 2, title: "Day {index}"))
        return scene
    }
    let counts = [10, 200_001]
    var renderers: [FrameRenderer] = [], layouts: [MenuLayout] = []
    for count in counts {
        let start = DispatchTime.now().uptimeNanoseconds
        renderers.append(try FrameRenderer(scene: scene(count)))
        let setup = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let days = scene(count)
        layouts.append(try days.measuredMenuLayout(days.menu ?? SceneMenu()))
        print(String(format: "range menu of %d days, selfSizing: renderer set up in %.2f ms", count, setup * 1000))
    }
    // The two interleaved round by round, so a busy machine slows both alike; the best round counts.
    var frame = [Double.infinity, .infinity], model = [Double.infinity, .infinity]
    for round in 0..<12 {
        for (which, count) in counts.enumerated() {
            let middle = Double(count / 2)
            var offset = middle - 2 + Double(round) * 0.37
            func next() -> Double {
                offset += 0.21
                if offset > middle + 3 { offset -= 5 }
                return offset
            }
            frame[which] = min(frame[which], try seconds(10) { _ = try renderers[which].image(offset: next()) })
            var sink = 0.0
            model[which] = min(model[which], try seconds(2000) { sink += layouts[which].frame(offset: next()).contentOffset })
            if sink.isNaN { print("") }
        }
    }
    for (which, count) in counts.enumerated() {
        print(String(format: "range menu of %d days: %.2f ms per rendered frame (375×240), %.2f µs per model frame",
                     count, frame[which] * 1000, model[which] * 1e6))
    }
    print(String(format: "ratio 200,001 days / 10 days: %.2f× per rendered frame, %.2f× per model frame (target ≈ 1×: O(visible))",
                 frame[1] / frame[0], model[1] / model[0]))
}

/// Seconds per call of `body`, over `count` calls after one warm-up call.
private func seconds(_ count: Int, _ body: () throws -> Void) throws -> Double {
    try body()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { try body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
}
