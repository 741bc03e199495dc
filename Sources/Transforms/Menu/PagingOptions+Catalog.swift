// The menu's options, described once (see `OptionDescription`): Parchment's `PagingOptions`
// properties under their names and in their order, then Flipbook's own. The enumerations with
// values (`menuItemSize`, `indicatorOptions`, …) describe their cases in `PagingOptions+Cases.swift`.
// `swiftUI:` names the modifier of Parchment 4.1's SwiftUI `PageView` that sets an option
// (`PageView.swift`'s extension: every Parchment option here but the fonts has one), which
// `flipbook code --swiftui` writes; an option without one is listed there as UIKit-only.

extension PagingMenuHorizontalAlignment: OptionChoice {}
extension PagingMenuPosition: OptionChoice {}
extension PagingMenuTransition: OptionChoice {}
extension PagingMenuInteraction: OptionChoice {}
extension PagingSelectedScrollPosition: OptionChoice {}
extension PagingNavigationOrientation: OptionChoice {}
extension IndicatorStyle: OptionChoice {}
extension FontTransition: OptionChoice {}
extension LayoutDirection: OptionChoice {}

extension NumberRange {
    /// A menu length in points: `> 0` and `≤ 1000000`. A menu of 10⁹ such items still sums to a
    /// width doubles hold exactly; `width: 1e20` made the indicator −8 pt and the content width NaN.
    package static let menuLength = NumberRange(lower: 0, lowerInclusive: false, upper: 1_000_000)
    /// A layer order configs can write: `|zIndex| < 10¹⁵`, where doubles still hold every integer.
    package static let zIndex = NumberRange.between(-1e15 + 1, 1e15 - 1)
}

extension PagingOptions: OptionCatalog {
    /// `PagingOptions`.
    package static var swiftTypeName: String { "PagingOptions" }

    /// Parchment's defaults: `PagingOptions()`.
    package static var upstreamDefaults: Self { Self() }

    /// Every option: Parchment's properties in its declaration order, then Flipbook's.
    package static var options: [OptionDescription<Self>] {
        [
            .init("menuItemSize", \.menuItemSize, swift: .property, swiftUI: .modifier,
                  "{fixed: {width, height}}, {sizeToFit: {minWidth, height}} (default 150, 40) or {selfSizing: {estimatedWidth, height}}."),
            .init("menuItemSpacing", \.menuItemSpacing, unit: .points, range: .nonNegative, swift: .property, swiftUI: .modifier,
                  "Points between items (default 0)."),
            .init("menuItemLabelSpacing", \.menuItemLabelSpacing, unit: .points, range: .nonNegative, swift: .property, swiftUI: .modifier,
                  "Points between a title and each side of its cell (default 20)."),
            .init("menuInsets", \.menuInsets, unit: .points, swift: .property, swiftUI: .modifier,
                  "Insets of the items in the menu; top + bottom add to its height (default 0)."),
            .init("menuHorizontalAlignment", \.menuHorizontalAlignment, swift: .property, swiftUI: .modifier,
                  "Where items that fit sit: left (default), center or right."),
            .init("menuPosition", \.menuPosition, swift: .property, swiftUI: .modifier, "top (default) or bottom of the pages."),
            .init("menuTransition", \.menuTransition, swift: .property, swiftUI: .modifier,
                  "scrollAlongside (default: the menu scrolls with the pages) or animateAfter (it moves when a page arrives)."),
            .init("menuInteraction", \.menuInteraction, swift: .property, swiftUI: .modifier,
                  "What a finger does on the menu in the app: scrolling (default: drags it), swipe (swipes select the next or previous item), wheel (drags it, selecting the item under its centre as it goes) or none; a tap selects in every case. A timeline's menuDrag and menuRelease steps put a finger on the menu (docs/MENU.md)."),
            .init("selectedScrollPosition", \.selectedScrollPosition, swift: .property, swiftUI: .modifier,
                  "Where the menu scrolls the selected item: preferCentered (default), left, right or center."),
            .init("indicatorOptions", \.indicatorOptions, swift: .property, swiftUI: .modifier,
                  "hidden, or {visible: {height, zIndex, spacing, insets}} (Parchment's default: height 4, zIndex max, insets 8 left and right; a new visible map starts from height 4, zIndex 1, zero spacing and insets)."),
            .init("indicatorColor", \.indicatorColor, swift: .property, swiftUI: .modifier, "The indicator's colour (default #037DE9)."),
            .init("borderOptions", \.borderOptions, swift: .property, swiftUI: .modifier,
                  "hidden, or {visible: {height, zIndex, insets}} (Parchment's default: height 1, zIndex max − 1, insets 8 left and right; a new visible map starts from height 1, zIndex 0, zero insets)."),
            .init("borderColor", \.borderColor, swift: .property, swiftUI: .modifier, "The border's colour (default #E6E6E6)."),
            .init("font", \.font, swift: .property,
                  "Titles of items not selected: {family, size, weight} (default the system font, 15, medium; a key left out: system font, 15, regular)."),
            .init("selectedFont", \.selectedFont, swift: .property,
                  "The selected item's title: {family, size, weight} (default the system font, 15, medium)."),
            .init("textColor", \.textColor, swift: .property, swiftUI: .modifier("foregroundColor"),
                  "Title colour at item progress 0 (default black)."),
            .init("selectedTextColor", \.selectedTextColor, swift: .property, swiftUI: .modifier("selectedColor"),
                  "Title colour at item progress 1 (default #037DE9)."),
            .init("backgroundColor", \.backgroundColor, swift: .property, swiftUI: .modifier,
                  "Item background at progress 0 (default clear)."),
            .init("selectedBackgroundColor", \.selectedBackgroundColor, swift: .property, swiftUI: .modifier,
                  "Item background at progress 1 (default clear)."),
            .init("menuBackgroundColor", \.menuBackgroundColor, swift: .property, swiftUI: .modifier,
                  "The menu's background (default white)."),
            .init("pagingContentBackgroundColor", \.pagingContentBackgroundColor, swift: .property,
                  swiftUI: .modifier("contentBackgroundColor"),
                  "Behind the pages; default: the scene's background."),
            .init("contentNavigationOrientation", \.contentNavigationOrientation, swift: .property, swiftUI: .modifier,
                  "The pages' direction, horizontal or vertical; default and only accepted value: the scene's scrollDirection."),
            .init("indicatorWidth", \.indicatorWidth, swift: .flipbookOnly,
                  "Ours: cell (default, Parchment), text (as wide as the selected title) or {fixed: points} (centred on the item)."),
            .init("indicatorCornerRadius", \.indicatorCornerRadius, unit: .points, range: .nonNegative, swift: .flipbookOnly,
                  "Ours: the indicator's corner radius in points (default 0)."),
            .init("indicatorStyle", \.indicatorStyle, swift: .flipbookOnly, "Ours: line (default, Parchment) or pill (a capsule behind the title)."),
            .init("fontTransition", \.fontTransition, swift: .flipbookOnly,
                  "Ours: switch (default, Parchment: selectedFont when the page arrives) or interpolate (size and weight blend with progress)."),
            .init("layoutDirection", \.layoutDirection, swift: .flipbookOnly,
                  "Ours: leftToRight (default) or rightToLeft: the menu mirrored, and the scene with it (as the scene's layoutDirection)."),
            .init("badgeColor", \.badgeColor, swift: .flipbookOnly, "Ours: an item badge's capsule (default #FF3B30)."),
            .init("badgeTextColor", \.badgeTextColor, swift: .flipbookOnly, "Ours: an item badge's text (default white)."),
            .init("titleNumberOfLines", \.titleNumberOfLines, range: .between(0, Double(TextWrapping.maximumLines)), swift: .flipbookOnly,
                  "Ours: a title's most lines (the label's numberOfLines), 0…100: default 1, as Parchment's title cell; 0 as many as fit in the cell. Titles break at spaces and at each \\n, as card titles."),
            .init("titleLineSpacing", \.titleLineSpacing, unit: .points, range: .between(0, TextWrapping.maximumLineSpacing), swift: .flipbookOnly,
                  "Ours: extra points between a title's lines (NSParagraphStyle's lineSpacing), default 0."),
        ]
    }
}
