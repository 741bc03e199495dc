import Problems
import SceneModel
import Transforms

extension MenuSwiftCode {
    /// The options Parchment 4.1's SwiftUI `PageView` starts from (`PageView.defaultOptions()`),
    /// which its modifiers change: they differ from `PagingOptions()` in the item size, insets,
    /// indicator and colours. `textColor` (`.label`) and `borderColor` (`.separator`) are dynamic
    /// colours there, so the code always states them (`dynamicDefaults`).
    static var pageViewDefaults: PagingOptions {
        var options = PagingOptions()
        options.menuItemSize = .selfSizing(estimatedWidth: 50, height: 50)
        options.menuInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        options.indicatorOptions = .visible(height: 4, zIndex: Int.max, spacing: .zero, insets: .zero)
        options.pagingContentBackgroundColor = .clear
        options.menuBackgroundColor = .clear
        options.backgroundColor = .clear
        options.selectedBackgroundColor = .clear
        options.selectedTextColor = PagingOptions.parchmentBlue
        options.indicatorColor = PagingOptions.parchmentBlue
        return options
    }

    /// The SwiftUI flavour of a menu scene: Parchment's `PageView` over the menu's items (a page
    /// per title, `PageView(_:id:content:)`), with a modifier for each `PagingOptions` value that
    /// differs from `PageView`'s own defaults. What `PageView` has no modifier for (fonts) and
    /// what needs UIKit code (item widths, images, badges, Flipbook's own options) is listed in a
    /// comment; the page control and layers are in the UIKit flavour.
    static func pageViewSource(for scene: Scene, menu: SceneMenu) -> String {
        let o = menu.options, d = pageViewDefaults
        var modifiers: [String] = []
        func set<Value: Equatable>(_ name: String, _ keyPath: KeyPath<PagingOptions, Value>, always: Bool = false, _ format: (Value) -> String) {
            if always || o[keyPath: keyPath] != d[keyPath: keyPath] { modifiers.append(".\(name)(\(format(o[keyPath: keyPath])))") }
        }
        let number = SwiftCode.number
        let color = SwiftCode.swiftUIColor
        // The enumerations with values are written as the catalog writes them for UIKit (`.sizeToFit(minWidth:height:)`).
        func literal<Value: OptionValue>(_ value: Value) -> String { SwiftCode.literal(value, Value.optionKind, unit: .none) }
        set("menuItemSize", \.menuItemSize, literal)
        set("menuItemSpacing", \.menuItemSpacing, number)
        set("menuItemLabelSpacing", \.menuItemLabelSpacing, number)
        set("menuInsets", \.menuInsets) { e in
            Set([e.top, e.left, e.bottom, e.right]).count == 1 ? number(e.top)
                : "EdgeInsets(top: \(number(e.top)), leading: \(number(e.left)), bottom: \(number(e.bottom)), trailing: \(number(e.right)))"
        }
        set("menuHorizontalAlignment", \.menuHorizontalAlignment) { "." + $0.rawValue }
        set("menuPosition", \.menuPosition) { "." + $0.rawValue }
        set("menuTransition", \.menuTransition) { "." + $0.rawValue }
        set("selectedScrollPosition", \.selectedScrollPosition) { "." + $0.rawValue }
        set("indicatorOptions", \.indicatorOptions, literal)
        set("indicatorColor", \.indicatorColor, color)
        set("borderOptions", \.borderOptions, literal)
        if o.borderOptions != .hidden { set("borderColor", \.borderColor, always: true, color) }
        set("foregroundColor", \.textColor, always: true, color)
        set("selectedColor", \.selectedTextColor, color)
        set("backgroundColor", \.backgroundColor, color)
        set("selectedBackgroundColor", \.selectedBackgroundColor, color)
        set("menuBackgroundColor", \.menuBackgroundColor, color)
        set("contentBackgroundColor", \.pagingContentBackgroundColor, color)
        set("contentNavigationOrientation", \.contentNavigationOrientation) { "." + $0.rawValue }

        var uikitOnly: [String] = []
        if o.font != d.font { uikitOnly.append("font \(SwiftCode.font(o.font))") }
        if o.selectedFont != d.selectedFont { uikitOnly.append("selectedFont \(SwiftCode.font(o.selectedFont))") }
        if !menu.itemWidths.isEmpty { uikitOnly.append("the items' widths (a size delegate)") }
        if menu.list?.contains(where: { $0.image != nil }) == true { uikitOnly.append("the items' images") }
        if menu.list?.contains(where: { $0.badge != nil }) == true { uikitOnly.append("the items' badges") }
        if o.indicatorWidth != PagingOptions().indicatorWidth || o.indicatorCornerRadius != 0 || o.indicatorStyle != PagingOptions().indicatorStyle
            || o.fontTransition != PagingOptions().fontTransition || o.layoutDirection != PagingOptions().layoutDirection {
            uikitOnly.append("Flipbook's own menu options (see the UIKit flavour's comment)")
        }
        if scene.pageControl != nil { uikitOnly.append("the page control") }
        if !scene.card.layers.isEmpty || scene.overlay != nil { uikitOnly.append("the layers") }

        let (data, titles, title) = pages(of: menu, scene: scene)
        var out = """
        // Generated by `flipbook code --swiftui` from \(scene.name).
        // Parchment 4.1's SwiftUI PageView (https://github.com/rechsteiner/Parchment): the menu's options as
        // its modifiers, each page a SwiftUI view of yours; Parchment pages them flat, as a page view controller does.

        """
        if !uikitOnly.isEmpty {
            out += "// Not in PageView (it has no modifier for them; the UIKit flavour, `flipbook code`, has them): "
                + uikitOnly.joined(separator: ", ") + ".\n"
        }
        out += """
        import Parchment
        import SwiftUI
        import UIKit

        struct MenuPagesView: View {\(titles.map { "\n    /// The menu's titles, one page each.\n    let titles = \($0)\n" } ?? "")
            /// The menu item's title of page `index`.
            func title(_ index: Int) -> String {
                \(title)
            }

            var body: some View {
                PageView(\(data), id: \\.self) { index in
                    Page(title(index)) {
                        // Replace with your page's view.
                        Text(title(index))
                    }
                }
        \(modifiers.map { "        " + $0 }.joined(separator: "\n"))
            }
        }

        """
        return out
    }

    /// The pages' indices `PageView` pages over, the titles array (for a list) and each page's
    /// title as an expression of `index`: a list's titles, a range's template, or the cards' titles
    /// when the config gives the menu none.
    private static func pages(of menu: SceneMenu, scene: Scene) -> (data: String, titles: String?, title: String) {
        switch menu.items {
        case let .list(list)?:
            return ("titles.indices", "[" + list.map { quoted($0.title ?? "") }.joined(separator: ", ") + "]", "titles[index]")
        case let .range(from, to, title, titles)?:
            return ("\(from)...\(to)", nil, rangeTitle(title, titles: titles))
        case nil:
            return ("0..<\(max(scene.itemCount, 1))", nil, rangeTitle(scene.card.title ?? "{index}", titles: []))
        }
    }
}
