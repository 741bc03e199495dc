import Problems
import SceneModel
import Transforms

extension MenuSwiftCode {
    /// The options Parchment 4.1's SwiftUI `PageView` starts from (`PageView.defaultOptions()`),
    /// which its modifiers change: they differ from `PagingOptions()` in the item size, insets,
    /// indicator and colours. `textColor` (`.label`) and `borderColor` (`.separator`) are dynamic
    /// colours there, which this value cannot hold, so the code states them (`writesModifier`).
    @_optimize(none)
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

    /// Whether the code sets `option` (one with a `PageView` modifier): the dynamic colours of
    /// `pageViewDefaults` always, the border's only while there is a border; every other option
    /// where it differs from `pageViewDefaults`.
    @_optimize(none)
    private static func writesModifier(for option: OptionDescription<PagingOptions>, in options: PagingOptions) -> Bool {
        switch option.keyPath {
        case \PagingOptions.textColor: return true
        case \PagingOptions.borderColor: return options.borderOptions != .hidden
        default: return !option.isEqual(in: options, and: pageViewDefaults)
        }
    }

    /// A value as `PageView`'s modifiers take it, by its kind: a colour as SwiftUI's `Color`, insets
    /// as SwiftUI's `EdgeInsets` (one number when the four sides agree), anything else as the
    /// UIKit flavour writes it (`.animateAfter`, `.sizeToFit(minWidth: 150, height: 40)`).
    @_optimize(none)
    private static func swiftUILiteral(_ value: Any, _ kind: OptionKind, unit: OptionUnit) -> String {
        switch (kind, value) {
        case let (.color, color as Color):
            return SwiftCode.swiftUIColor(color)
        case let (.insets, e as EdgeInsets):
            let number = SwiftCode.number
            return Set([e.top, e.left, e.bottom, e.right]).count == 1 ? number(e.top)
                : "EdgeInsets(top: \(number(e.top)), leading: \(number(e.left)), bottom: \(number(e.bottom)), trailing: \(number(e.right)))"
        default:
            return SwiftCode.literal(value, kind, unit: unit)
        }
    }

    /// The SwiftUI flavour of a menu scene: Parchment's `PageView` over the menu's items (a page
    /// per title, `PageView(_:id:content:)`), with a modifier (the catalog's `swiftUIModifier`)
    /// for each `PagingOptions` value that differs from `PageView`'s own defaults. What `PageView`
    /// has no modifier for (fonts) and what needs UIKit code (item widths, images, badges,
    /// Flipbook's own options) is listed in a comment; the page control and layers are in the
    /// UIKit flavour.
    @_optimize(none)
    static func pageViewSource(for scene: Scene, menu: SceneMenu) -> String {
        let o = menu.options, d = pageViewDefaults
        var modifiers: [String] = []
        var uikitOnly: [String] = []
        for option in PagingOptions.options where option.swiftPlacement != .flipbookOnly {
            let value = o[keyPath: option.keyPath]
            if let modifier = option.swiftUIModifier {
                guard writesModifier(for: option, in: o) else { continue }
                modifiers.append(".\(modifier)(\(swiftUILiteral(value, option.kind, unit: option.unit)))")
            } else if !option.isEqual(in: o, and: d) {
                uikitOnly.append("\(option.key) \(SwiftCode.literal(value, option.kind, unit: option.unit))")
            }
        }
        if !menu.itemWidths.isEmpty { uikitOnly.append("the items' widths (a size delegate)") }
        if menu.list?.contains(where: { $0.image != nil }) == true { uikitOnly.append("the items' images") }
        if menu.list?.contains(where: { $0.badge != nil }) == true { uikitOnly.append("the items' badges") }
        if !flipbookOnlyOptions(in: o, against: d).isEmpty {
            uikitOnly.append("Flipbook's own menu options (see the UIKit flavour's comment)")
        }
        if scene.pageControl != nil { uikitOnly.append("the page control") }
        if !scene.card.layers.isEmpty || scene.overlay != nil { uikitOnly.append("the layers") }
        if !menu.cellLayers.isEmpty { uikitOnly.append("the custom cell (menu.cellLayers; a `Page { state in … }` item view in SwiftUI)") }
        if !menu.indicatorLayers.isEmpty { uikitOnly.append("the custom indicator (menu.indicatorLayers)") }

        let (data, titles, title) = pages(of: menu, scene: scene)
        var out = """
        // Generated by `flipbook code --swiftui` from \(scene.name).
        // Parchment 4.1's SwiftUI PageView (https://github.com/rechsteiner/Parchment): the menu's options as
        // its modifiers, each page a SwiftUI view of yours; Parchment pages them flat, as a page view controller does.\(SwiftCode.pagingNote(scene.paging))

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
    @_optimize(none)
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
