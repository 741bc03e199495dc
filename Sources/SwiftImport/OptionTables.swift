import Config
import Transforms

/// The option types `flipbook import` reads, in upstream's, Parchment's and UIKit's spellings.
enum OptionTables {
    /// CollectionViewPagingLayout's `ScaleTransformViewOptions`, from its catalog.
    static let scale = OptionTable(catalog: ScaleTransformViewOptions.self)

    /// `StackTransformViewOptions`, from its catalog (upstream's `stackRotateAngel` reads into `stackRotateAngle`).
    static let stack = OptionTable(catalog: StackTransformViewOptions.self)

    /// `SnapshotTransformViewOptions`, from its catalog.
    static let snapshot = OptionTable(catalog: SnapshotTransformViewOptions.self)

    /// Parchment's `PagingOptions` (its property names are the config's `menu` keys), from its catalog.
    static let menu = OptionTable(catalog: PagingOptions.self)

    /// `UIPageControl`'s properties (the config's `pageControl` keys), from their catalog.
    static let pageControl = OptionTable(catalog: PageControlOptions.self)

    /// `UIPageViewController(transitionStyle:navigationOrientation:options:)` and `isDoubleSided`,
    /// from their catalog; the options dictionary is read by `SiteReading`.
    static let pageViewController = OptionTable(catalog: PageViewControllerOptions.self)

    /// `CollectionViewPagingLayout`'s settings, top-level keys of the config.
    static let pagingLayout = OptionTable(["CollectionViewPagingLayout"], [
        ("numberOfVisibleItems", .optional(.integer)), ("scrollDirection", .word),
    ])
}
