import Problems
import SceneModel
import Transforms

/// Swift for Parchment (https://github.com/rechsteiner/Parchment) that gives a scene's menu:
/// `PagingOptions` with every option that differs from Parchment's default, in Parchment's spelling.
/// Flipbook's own options (no Parchment equivalent) are listed as a comment.
enum MenuSwiftCode {
    /// Flipbook's own menu options (no Parchment equivalent) whose value in `options` differs from
    /// `defaults`, in catalog order. The badge colours are not among them: both flavours list them
    /// with the badges.
    @_optimize(none)
    static func flipbookOnlyOptions(in options: PagingOptions, against defaults: PagingOptions) -> [OptionDescription<PagingOptions>] {
        let badgeColors: [PartialKeyPath<PagingOptions>] = [\.badgeColor, \.badgeTextColor]
        return PagingOptions.options.filter { option in
            option.swiftPlacement == .flipbookOnly && !badgeColors.contains(option.keyPath) && !option.isEqual(in: options, and: defaults)
        }
    }

    /// `makePagingOptions()` and, when the config lists titles, `menuTitles`.
    @_optimize(none)
    static func source(for menu: SceneMenu) -> String {
        let o = menu.options, d = PagingOptions()
        let lines = SwiftCode.assignments(o, to: "options").map { "    " + $0 }
        // Flipbook's own options need a custom indicator or cell; the badge colours are listed with the badges.
        var extras = flipbookOnlyOptions(in: o, against: d).map { "\($0.key): \(OptionText.yaml($0, in: o))" }
        if menu.list?.contains(where: { $0.badge != nil }) == true {
            extras.append("badges (badgeColor \(o.badgeColor.hexRGBA), badgeTextColor \(o.badgeTextColor.hexRGBA))")
        }

        var out = "\n/// The paging menu's options: `PagingViewController(options: makePagingOptions(), viewControllers: …)`.\n"
        if !extras.isEmpty {
            out += "/// Flipbook options with no Parchment equivalent (need a custom indicator or cell): \(extras.joined(separator: ", ")).\n"
        }
        out += "func makePagingOptions() -> PagingOptions {\n    var options = PagingOptions()\n"
        out += lines.map { $0 + "\n" }.joined()
        out += "    return options\n}\n"
        switch menu.items {
        case let .list(list)?:
            if list.allSatisfy({ $0.title != nil }) {
                out += "\n/// The menu's titles, one per page (`PagingIndexItem(index: i, title: menuTitles[i])`).\n"
                out += "let menuTitles = [" + list.map { quoted($0.title ?? "") }.joined(separator: ", ") + "]\n"
            }
            if list.contains(where: { $0.image != nil }) {
                out += "\n/// The items' images, one per page (nil: none): a custom `PagingCell` with an image above the title,\n"
                out += "/// as Parchment's Icons example does (file names as the config gives them; add them to your asset catalog).\n"
                out += "let menuImages: [String?] = [" + list.map { $0.image.map { quoted(fileName($0)) } ?? "nil" }.joined(separator: ", ") + "]\n"
            }
            if list.contains(where: { $0.badge != nil }) {
                out += "\n/// The items' badges, one per page (nil: none), for a custom `PagingCell` that draws them.\n"
                out += "let menuBadges: [String?] = [" + list.map { $0.badge.map(quoted) ?? "nil" }.joined(separator: ", ") + "]\n"
            }
            let widths = menu.itemWidths
            if !widths.isEmpty {
                let fallback = o.menuItemSize.estimatedItemWidth
                out += "\n/// Parchment's size delegate: each item's width and selected width (keep one, `let menuSizes = MenuSizes()`,\n"
                out += "/// and set `pagingViewController.sizeDelegate = menuSizes`; Parchment holds it weakly). Parchment asks it for\n"
                if case .selfSizing = o.menuItemSize {
                    out += "/// every item: those without a width of their own get \(SwiftCode.number(fallback)) here (`estimatedWidth`), where Flipbook\n"
                    out += "/// draws them as wide as their title plus `menuItemLabelSpacing` on each side; measure yours likewise.\n"
                } else {
                    out += "/// every item: those without a width of their own get `menuItemSize`'s, \(SwiftCode.number(fallback)).\n"
                }
                out += "final class MenuSizes: PagingViewControllerSizeDelegate {\n"
                out += "    let widths: [(width: CGFloat, selectedWidth: CGFloat)] = ["
                out += widths.map { w in "(\(SwiftCode.number(w?.width ?? fallback)), \(SwiftCode.number(w?.selectedWidth ?? fallback)))" }
                    .joined(separator: ", ")
                out += "]\n\n"
                out += "    func pagingViewController(_: PagingViewController, widthForPagingItem pagingItem: PagingItem, isSelected: Bool) -> CGFloat {\n"
                out += "        guard let item = pagingItem as? PagingIndexItem, widths.indices.contains(item.index) else { return \(SwiftCode.number(fallback)) }\n"
                out += "        return isSelected ? widths[item.index].selectedWidth : widths[item.index].width\n"
                out += "    }\n}\n"
            }
        case let .range(from, to, title, titles)?:
            let template = rangeTitle(title, titles: titles)
            out += "\n/// The menu's items \(from)…\(to), Parchment's infinite data source: keep one (`let menuItems = MenuItems()`),\n"
            out += "/// set `pagingViewController.infiniteDataSource = menuItems` (held weakly), then\n"
            out += "/// `pagingViewController.select(pagingItem: MenuItems.item(\(from)))`.\n"
            out += "final class MenuItems: PagingViewControllerInfiniteDataSource {\n"
            out += "    static func item(_ index: Int) -> PagingIndexItem { PagingIndexItem(index: index, title: \(template)) }\n\n"
            out += "    func pagingViewController(_: PagingViewController, viewControllerFor pagingItem: PagingItem) -> UIViewController {\n"
            out += "        let page = UIViewController()\n"
            out += "        page.title = (pagingItem as? PagingIndexItem)?.title\n"
            out += "        return page\n    }\n\n"
            out += "    func pagingViewController(_: PagingViewController, itemBefore pagingItem: PagingItem) -> PagingItem? {\n"
            out += "        guard let item = pagingItem as? PagingIndexItem, item.index > \(from) else { return nil }\n"
            out += "        return Self.item(item.index - 1)\n    }\n\n"
            out += "    func pagingViewController(_: PagingViewController, itemAfter pagingItem: PagingItem) -> PagingItem? {\n"
            out += "        guard let item = pagingItem as? PagingIndexItem, item.index < \(to) else { return nil }\n"
            out += "        return Self.item(item.index + 1)\n    }\n}\n"
        case nil: break
        }
        return out
    }

    /// A range item's title as a Swift expression of `index`: the template with `{index}` and
    /// `{number}` interpolated, or the repeating `titles` (item k shows titles[k mod count]).
    @_optimize(none)
    static func rangeTitle(_ title: String, titles: [String]) -> String {
        let interpolated = { (template: String) in
            quoted(template).replacingOccurrences(of: "{index}", with: "\\(index)").replacingOccurrences(of: "{number}", with: "\\(index + 1)")
        }
        guard titles.isEmpty else {
            return "[" + titles.map(interpolated).joined(separator: ", ") + "][((index % \(titles.count)) + \(titles.count)) % \(titles.count)]"
        }
        return interpolated(title)
    }

    /// The last component of a path.
    @_optimize(none)
    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped.
    @_optimize(none)
    static func quoted(_ text: String) -> String {
        JSONText.quoted(text) { "\\u{" + String($0, radix: 16) + "}" }
    }
}
