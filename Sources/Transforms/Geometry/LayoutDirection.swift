/// Which way a scene reads, UIKit's `UIUserInterfaceLayoutDirection` (what a view's
/// `semanticContentAttribute` resolves to): the scene's `layoutDirection`, or a menu's own.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Item 0 at the left.
    case leftToRight
    /// Mirrored: later pages come in from the left. A menu's content is mirrored as
    /// UICollectionView's `flipsHorizontallyInOppositeLayoutDirection` does
    /// (`x → max(W, contentWidth) − x − width`, and the content offset likewise; Parchment issues
    /// #161, #644), pages and cards as `PagingLayout.isRightToLeft` and `ScrollPageLayout.isRightToLeft` say.
    case rightToLeft
}
