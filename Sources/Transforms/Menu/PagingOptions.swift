/// Parchment 4.1's `PagingOptions`: every option that shapes the menu's picture, under Parchment's
/// name and with Parchment's default (`PagingOptions.init`), plus Flipbook's extras (off by default).
///
/// Options that only change behaviour a still frame cannot show (`contentInteraction`, the view
/// classes) are left out; `menuInteraction` is kept for `flipbook code` and `flipbook import`. `includeSafeAreaInsets` is moot: a headless menu has no safe area.
public struct PagingOptions: Hashable, Sendable {
    /// Item widths and height. Default `.sizeToFit(minWidth: 150, height: 40)`.
    public var menuItemSize: PagingMenuItemSize = .sizeToFit(minWidth: 150, height: 40)
    /// Points between neighbouring items. Default 0.
    public var menuItemSpacing: Double = 0
    /// Points between a title and each side of its cell (`selfSizing` widths and the label's box). Default 20.
    public var menuItemLabelSpacing: Double = 20
    /// Insets of the items inside the menu; top + bottom add to the menu's height. Default zero.
    public var menuInsets: EdgeInsets = .zero
    /// Where items that fit sit. Default `.left`.
    public var menuHorizontalAlignment: PagingMenuHorizontalAlignment = .left
    /// Menu above or below the pages. Default `.top`.
    public var menuPosition: PagingMenuPosition = .top
    /// How the menu scrolls during a page transition. Default `.scrollAlongside`.
    public var menuTransition: PagingMenuTransition = .scrollAlongside
    /// What a finger does on the menu: drag it (`.scrolling`, the default), swipe to the next or previous
    /// item, or nothing. Changes no frame: Flipbook's timelines drag the pages, never the menu.
    public var menuInteraction: PagingMenuInteraction = .scrolling
    /// Where the selected item is scrolled to. Default `.preferCentered`.
    public var selectedScrollPosition: PagingSelectedScrollPosition = .preferCentered
    /// The indicator line. Default `.visible(height: 4, zIndex: Int.max, spacing: .zero, insets: {left 8, right 8})`.
    public var indicatorOptions: PagingIndicatorOptions =
        .visible(height: 4, zIndex: Int.max, spacing: .zero, insets: EdgeInsets(left: 8, right: 8))
    /// The indicator's colour. Default RGB(3, 125, 233), `#037DE9`.
    public var indicatorColor: Color = PagingOptions.parchmentBlue
    /// The border line. Default `.visible(height: 1, zIndex: Int.max − 1, insets: {left 8, right 8})`.
    public var borderOptions: PagingBorderOptions =
        .visible(height: 1, zIndex: Int.max - 1, insets: EdgeInsets(left: 8, right: 8))
    /// The border's colour. Default `UIColor(white: 0.9)`, which prints as `#E6E6E6`.
    public var borderColor: Color = Color(red: 0.9, green: 0.9, blue: 0.9)
    /// Titles of items that are not selected. Default 15 pt medium.
    public var font: TextFont = .parchmentDefault
    /// The selected item's title. Default 15 pt medium.
    public var selectedFont: TextFont = .parchmentDefault
    /// Title colour at item progress 0. Default black.
    public var textColor: Color = .black
    /// Title colour at item progress 1. Default `#037DE9`.
    public var selectedTextColor: Color = PagingOptions.parchmentBlue
    /// Item background at progress 0. Default clear.
    public var backgroundColor: Color = .clear
    /// Item background at progress 1. Default clear.
    public var selectedBackgroundColor: Color = .clear
    /// The menu's background. Default white.
    public var menuBackgroundColor: Color = .white
    /// Behind the pages. Default white.
    public var pagingContentBackgroundColor: Color = .white
    /// The pages' scroll direction. Default `.horizontal`.
    public var contentNavigationOrientation: PagingNavigationOrientation = .horizontal

    // Flipbook's extras; each default is Parchment's behaviour.

    /// Indicator as wide as the cell (default), as the selected title's text, or a fixed width.
    public var indicatorWidth: IndicatorWidth = .cell
    /// Indicator corner radius in points (default 0); a `pill` uses half its height instead.
    public var indicatorCornerRadius: Double = 0
    /// A line (default) or a pill behind the title.
    public var indicatorStyle: IndicatorStyle = .line
    /// Font switch at the end of the transition (default) or a blend with the progress.
    public var fontTransition: FontTransition = .switch
    /// Left to right (default) or mirrored.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// An item badge's capsule. Default `#FF3B30` (UIKit's `systemRed`).
    public var badgeColor: Color = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    /// An item badge's text. Default white.
    public var badgeTextColor: Color = .white
    /// The most lines of a title (the label's `numberOfLines`): default 1, as Parchment's
    /// `PagingTitleCell`; `0` as many as fit in the cell. A title wraps as a card title does
    /// (`TextWrapping`), at spaces and at each `\n`.
    public var titleNumberOfLines: Int = 1
    /// Extra points between a title's lines (`NSParagraphStyle.lineSpacing`), default 0.
    public var titleLineSpacing: Double = 0

    /// Parchment's defaults.
    public init() {}

    /// `#037DE9`, Parchment's indicator and selected-text colour: RGB(3, 125, 233) / 255.
    package static let parchmentBlue = Color(red: 3.0 / 255, green: 125.0 / 255, blue: 233.0 / 255)

    /// How a title runs over lines: `titleNumberOfLines` and `titleLineSpacing`.
    package var titleWrapping: TextWrapping {
        TextWrapping(numberOfLines: titleNumberOfLines, lineSpacing: titleLineSpacing)
    }

    /// Parchment's `menuHeight`: `menuItemSize.height + menuInsets.top + menuInsets.bottom`.
    @inlinable
    package var menuHeight: Double { menuItemSize.height + menuInsets.top + menuInsets.bottom }
}
