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

    private static let menuItemSize: ValueKind = .cases([
        CaseForm(name: "fixed", key: "fixed", arguments: [("width", "width", .number), ("height", "height", .number)]),
        CaseForm(name: "sizeToFit", key: "sizeToFit", arguments: [("minWidth", "minWidth", .number), ("height", "height", .number)]),
        CaseForm(name: "selfSizing", key: "selfSizing", arguments: [("estimatedWidth", "estimatedWidth", .number), ("height", "height", .number)]),
    ])

    private static let edges: ValueKind = .insets
    private static let zeroEdges: JSONValue = .object([.init("top", 0), .init("left", 0), .init("bottom", 0), .init("right", 0)])

    private static let indicator: ValueKind = .cases([
        CaseForm(name: "hidden", key: nil, arguments: []),
        CaseForm(name: "visible", key: "visible", arguments: [
            ("height", "height", .number), ("zIndex", "zIndex", .zIndex), ("spacing", "spacing", edges), ("insets", "insets", edges),
        ], defaults: [.init("zIndex", 1), .init("spacing", zeroEdges), .init("insets", zeroEdges)]),
    ])

    private static let border: ValueKind = .cases([
        CaseForm(name: "hidden", key: nil, arguments: []),
        CaseForm(name: "visible", key: "visible", arguments: [("height", "height", .number), ("zIndex", "zIndex", .zIndex), ("insets", "insets", edges)],
                 defaults: [.init("zIndex", 0), .init("insets", zeroEdges)]),
    ])

    /// `UIFont.systemFont(ofSize:weight:)`, `.systemFont(ofSize:)`, `.boldSystemFont(ofSize:)` → `{size, weight}`.
    private static let font: ValueKind = .cases([
        CaseForm(name: "systemFont", key: nil, arguments: [("ofSize", "size", .number), ("weight", "weight", .cases(weights))],
                 defaults: [.init("weight", "regular")]),
        CaseForm(name: "boldSystemFont", key: nil, arguments: [("ofSize", "size", .number)], implied: [.init("weight", "bold")]),
    ])

    /// `.medium`, or `UIFont.Weight(rawValue: 0.3)` → the number.
    private static let weights: [CaseForm] = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        .map { CaseForm(name: $0, key: nil, arguments: []) }
        + [CaseForm(name: "init", key: nil, arguments: [("rawValue", "", .number)])]

    /// Parchment's `PagingOptions` (its property names are the config's `menu` keys).
    static let menu = OptionTable(["PagingOptions"], [
        ("menuItemSize", menuItemSize), ("menuItemSpacing", .number), ("menuItemLabelSpacing", .number),
        ("menuInsets", .insets), ("menuHorizontalAlignment", .word), ("menuPosition", .word), ("menuTransition", .word),
        ("selectedScrollPosition", .word), ("indicatorOptions", indicator), ("indicatorColor", .color),
        ("borderOptions", border), ("borderColor", .color), ("font", font), ("selectedFont", font),
        ("textColor", .color), ("selectedTextColor", .color), ("backgroundColor", .color), ("selectedBackgroundColor", .color),
        ("menuBackgroundColor", .color), ("pagingContentBackgroundColor", .color), ("contentNavigationOrientation", .word),
    ])

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
