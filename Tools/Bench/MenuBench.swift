// The Parchment menu model per frame: 8 titles against 10⁹ fixed-width titles, and the menu's
// share of a rendered frame.
import Dispatch
import Foundation
import Render
import SceneModel
import Transforms

/// `flipbook-bench menu`: `MenuLayout.frame(offset:)` for 8 self-sized and 8 sizeToFit titles and for
/// 10⁹ fixed-width titles (closed form: the cost must not grow with the item count; target ≤ 2×
/// the 8-title figure), then a 375×340 frame with the menu against the same pages without it.
func menuBench() throws {
    let titles = ["Oslo", "Stockholm", "Tokyo", "Barcelona", "Vancouver", "Berlin", "Shanghai", "Rio de Janeiro"]
    let widths = titles.map { MenuTitleWidth(width: Double($0.count) * 8.5) }
    var selfSizing = PagingOptions()
    selfSizing.menuItemSize = .selfSizing(estimatedWidth: 100, height: 40)
    var fixed = PagingOptions()
    fixed.menuItemSize = .fixed(width: 120, height: 40)
    let menus: [(String, MenuLayout, Double)] = [
        ("8 titles, sizeToFit", MenuLayout(options: PagingOptions(), menuWidth: 375, titleWidths: widths), 7),
        ("8 titles, selfSizing", MenuLayout(options: selfSizing, menuWidth: 375, titleWidths: widths), 7),
        ("10^9 titles, fixed", MenuLayout(options: fixed, menuWidth: 375, itemCount: 1_000_000_000) { _ in MenuTitleWidth(width: 60) },
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

/// Seconds per call of `body`, over `count` calls after one warm-up call.
private func seconds(_ count: Int, _ body: () throws -> Void) throws -> Double {
    try body()
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<count { try body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count)
}
