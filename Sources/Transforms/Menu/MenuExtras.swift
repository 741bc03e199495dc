// Options Parchment's users asked for and never got. Each defaults to Parchment's
// own behaviour, so `PagingOptions()` stays exact.

/// How wide the indicator is.
public enum IndicatorWidth: Hashable, Sendable {
    /// The item's width less `spacing` and the end `insets` (Parchment).
    case cell
    /// The selected title's text width in `selectedFont`, centred on the item, less `spacing`
    /// (end insets are not applied: the text never reaches the menu's edge). Parchment issue #651.
    case text
    /// This many points, centred on the item whatever its width (`spacing` and end insets are not
    /// applied), sliding between items as Parchment's does. Parchment issues #520, #687.
    case fixed(Double)

    /// The case's name as configs spell it: `cell`, `text` or `fixed`.
    package var name: String {
        switch self {
        case .cell: return "cell"
        case .text: return "text"
        case .fixed: return "fixed"
        }
    }
}

/// What the indicator looks like.
public enum IndicatorStyle: String, CaseIterable, Hashable, Sendable {
    /// A line `height` tall placed as Parchment places it (the default).
    case line
    /// A capsule behind the title: the item's height less `insets.top` and `insets.bottom`,
    /// corner radius half its height, drawn above the item backgrounds and below the titles
    /// whatever its zIndex. Parchment issues #232, #377.
    case pill
}

/// How an item's font changes between `font` and `selectedFont`.
public enum FontTransition: String, CaseIterable, Hashable, Sendable {
    /// Parchment: the current page's item uses `selectedFont`, every other item `font`; the switch
    /// happens when a page arrives.
    case `switch`
    /// Size and weight blend linearly with the item's progress (Parchment issues #353, #320).
    case interpolate
}
