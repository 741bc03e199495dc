/// Parchment's `PagingIndicatorOptions`: the line under the selected item, or none.
///
/// `visible`: `height` points tall; drawn above the items when `zIndex > 0` (items are at 0);
/// `spacing` narrows the line on every item (`x += spacing.left`, `w −= spacing.left + spacing.right`);
/// `insets.left` / `insets.right` narrow it only on the first / last item (the larger of the inset and
/// the spacing wins there), and `insets.top − insets.bottom` moves it down. The case's own defaults
/// are zIndex 1 and zero spacing and insets; `PagingOptions()` uses zIndex `Int.max` and insets 8 left and right.
public enum PagingIndicatorOptions: Hashable, Sendable {
    /// No indicator.
    case hidden
    /// An indicator line; see the type's comment for each value.
    case visible(height: Double, zIndex: Int = 1, spacing: EdgeInsets = .zero, insets: EdgeInsets = .zero)
}

/// Parchment's `PagingBorderOptions`: a line across the whole menu content, at the menu's bottom
/// (menu on top) or top (menu at the bottom), or none.
///
/// `visible`: `height` points tall, `x = insets.left`, `width = max(W, contentWidth) − insets.left − insets.right`;
/// it lies in content coordinates and scrolls with the items. The case's defaults are zIndex 0 and zero
/// insets; `PagingOptions()` uses zIndex `Int.max − 1` and insets 8 left and right.
public enum PagingBorderOptions: Hashable, Sendable {
    /// No border.
    case hidden
    /// A border line; see the type's comment for each value.
    case visible(height: Double, zIndex: Int = 0, insets: EdgeInsets = .zero)
}
