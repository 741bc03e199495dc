import CairoKit
import Foundation
import SceneModel
import Transforms

extension Scene {
    /// The menu model for `menu` in this scene, its titles measured in `fonts`' faces (those the
    /// renderer draws them in), the items' images' sizes from `images` (one pixel a point): what
    /// the renderer draws and `inspect` reports.
    package func measuredMenuLayout(_ menu: SceneMenu, images: [String: ImageSurface], fonts: SceneFonts) throws -> MenuLayout {
        var options = menu.options
        // A scene that reads right to left mirrors its menu too.
        if readsRightToLeft { options.layoutDirection = .rightToLeft }
        let measure = try TitleMeasurer(options: options, fonts: fonts)
        let card = self.card
        var accessories: (@Sendable (Int) -> MenuItemAccessories)?
        if let list = menu.list, list.contains(where: { $0.image != nil || $0.badge != nil }) {
            let sizes = list.map { item in item.image.flatMap { images[$0] }.map { Size(width: Double($0.width), height: Double($0.height)) } }
            let badges = list.map { item in item.badge.map { measure.badgeWidth(of: $0) } }
            accessories = { index in
                guard index < sizes.count else { return .none }
                return MenuItemAccessories(imageSize: sizes[index], badgeTextWidth: badges[index])
            }
        }
        return MenuLayout(options: options, menuWidth: viewport.width, itemCount: itemCount,
                          itemWidths: menu.itemWidths, windowed: menu.isRange, accessories: accessories) { index in
            measure.widths(ofItem: index) { menu.title(of: index, card: card) }
        }
    }

    /// `measuredMenuLayout(_:images:fonts:)` with the scene's own images and fonts, loaded for it.
    package func measuredMenuLayout(_ menu: SceneMenu) throws -> MenuLayout {
        try measuredMenuLayout(menu, images: SceneImages.load(of: self), fonts: SceneFonts(scene: self))
    }
}

/// Measures title advances for the model, thread-safely (one private Cairo context behind a lock),
/// remembering the last few thousand titles (a windowed menu asks for the same ones frame after frame).
package final class TitleMeasurer: @unchecked Sendable {
    private let lock = NSLock()
    private let context: Context
    private let font: TextFont, selectedFont: TextFont
    /// The most lines a title shows (`titleNumberOfLines`; 0: no limit here, the cell's height decides when drawn).
    private let numberOfLines: Int
    private let fonts: SceneFonts
    private var measured: [String: MenuWidths] = [:]
    /// Widths by item index: a range's window asks for the same items frame after frame, and
    /// expanding their title templates costs more than the lookup.
    private var items: [Int: MenuWidths] = [:]
    /// The most titles (and items) remembered; past it the memory starts again.
    private static let capacity = 4096

    /// A badge's text: the system font, semibold.
    package static let badgeFont = TextFont(size: MenuItemAccessories.badgeFontSize, weight: .semibold)

    /// A measurer of `options`' title fonts (and the badge font) in `fonts`' faces.
    package init(options: PagingOptions, fonts: SceneFonts) throws {
        let surface = try cairo("measuring the menu titles") { try ImageSurface(width: 1, height: 1) }
        context = try cairo("measuring the menu titles") { try Context(surface) }
        font = options.font
        selectedFont = options.selectedFont
        numberOfLines = options.titleNumberOfLines
        self.fonts = fonts
    }

    /// A title's advance in the current font: its widest line when it has line breaks (a label's
    /// fitting width, UILabel's `sizeThatFits` with no width limit), else the whole title's.
    private func advance(of title: String) -> Double {
        guard title.contains(where: \.isNewline) else { return context.textExtents(title).xAdvance }
        let lines = LineBreaker.lines(title, width: .infinity, maximumLines: numberOfLines == 0 ? Int.max : numberOfLines) {
            self.context.textExtents($0).xAdvance
        }
        return lines.map { context.textExtents($0).xAdvance }.max() ?? 0
    }

    /// `title`'s advance in `font` and in `selectedFont`, points.
    func widths(of title: String) -> MenuWidths {
        lock.withLock {
            if let known = measured[title] { return known }
            fonts.select(font, in: context)
            let width = advance(of: title)
            fonts.select(selectedFont, in: context)
            let widths = MenuWidths(width: width, selectedWidth: advance(of: title))
            if measured.count >= Self.capacity { measured.removeAll(keepingCapacity: true) }
            measured[title] = widths
            return widths
        }
    }

    /// Item `index`'s title widths, `title()` giving its title the first time.
    func widths(ofItem index: Int, title: () -> String) -> MenuWidths {
        if let known = lock.withLock({ items[index] }) { return known }
        let widths = widths(of: title())
        lock.withLock {
            if items.count >= Self.capacity { items.removeAll(keepingCapacity: true) }
            items[index] = widths
        }
        return widths
    }

    /// A badge text's advance in the badge font, points.
    func badgeWidth(of text: String) -> Double {
        lock.withLock {
            fonts.select(Self.badgeFont, in: context)
            return context.textExtents(text).xAdvance
        }
    }
}

