import Config

/// The option types `flipbook import` reads, in upstream's, Parchment's and UIKit's spellings.
enum OptionTables {
    static let rotation3d = OptionTable(["ScaleTransformViewOptions.Rotation3dOptions", "Rotation3dOptions"], [
        ("angle", .angle), ("minAngle", .angle), ("maxAngle", .angle),
        ("x", .number), ("y", .number), ("z", .number), ("m34", .number), ("isDoubleSided", .bool),
    ])

    static let translation3d = OptionTable(["ScaleTransformViewOptions.Translation3dOptions", "Translation3dOptions"], [
        ("translateRatios", .triple), ("minTranslateRatios", .triple), ("maxTranslateRatios", .triple),
    ])

    /// CollectionViewPagingLayout's `ScaleTransformViewOptions`.
    static let scale = OptionTable(["ScaleTransformViewOptions"], [
        ("minScale", .number), ("maxScale", .number), ("scaleRatio", .number),
        ("translationRatio", .point), ("minTranslationRatio", .optional(.point)), ("maxTranslationRatio", .optional(.point)),
        ("keepVerticalSpacingEqual", .bool), ("keepHorizontalSpacingEqual", .bool),
        ("scaleCurve", .word), ("translationCurve", .word),
        ("shadowEnabled", .bool), ("shadowColor", .color), ("shadowOpacity", .number),
        ("shadowRadiusMin", .number), ("shadowRadiusMax", .number),
        ("shadowOffsetMin", .size), ("shadowOffsetMax", .size),
        ("shadowOpacityMin", .number), ("shadowOpacityMax", .number),
        ("blurEffectEnabled", .bool), ("blurEffectRadiusRatio", .number), ("blurEffectStyle", .word),
        ("rotation3d", .optional(.options(rotation3d))), ("translation3d", .optional(.options(translation3d))),
    ])

    /// `StackTransformViewOptions`; upstream spells `stackRotateAngel`, the config `stackRotateAngle`.
    static let stack = OptionTable(["StackTransformViewOptions"], [
        ("scaleFactor", .number), ("minScale", .optional(.number)), ("maxScale", .optional(.number)),
        ("maxStackSize", .integer), ("spacingFactor", .number), ("maxSpacing", .optional(.number)),
        ("alphaFactor", .number), ("bottomStackAlphaSpeedFactor", .number), ("topStackAlphaSpeedFactor", .number),
        ("perspectiveRatio", .number), ("shadowEnabled", .bool), ("shadowColor", .color), ("shadowOpacity", .number),
        ("shadowOffset", .size), ("shadowRadius", .number),
        ("stackRotateAngel", .angle), ("stackRotateAngle", .angle), ("popAngle", .angle), ("popOffsetRatio", .size),
        ("stackPosition", .point), ("reverse", .bool),
        ("blurEffectEnabled", .bool), ("maxBlurEffectRadius", .number), ("blurEffectStyle", .word),
    ], renamed: ["stackRotateAngel": "stackRotateAngle"])

    /// `SnapshotTransformViewOptions`.
    static let snapshot = OptionTable(["SnapshotTransformViewOptions"], [
        ("pieceSizeRatio", .size),
        ("piecesCornerRadiusRatio", .pieces(.number)), ("piecesAlphaRatio", .pieces(.number)),
        ("piecesTranslationRatio", .pieces(.point)),
        ("minPiecesTranslationRatio", .optional(.pieces(.point))), ("maxPiecesTranslationRatio", .optional(.pieces(.point))),
        ("piecesScaleRatio", .pieces(.size)),
        ("containerScaleRatio", .number), ("containerTranslationRatio", .point),
        ("containerMinTranslationRatio", .optional(.point)), ("containerMaxTranslationRatio", .optional(.point)),
    ])

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

    /// `UIPageControl`'s properties (the config's `pageControl` keys).
    static let pageControl = OptionTable(["UIPageControl"], [
        ("numberOfPages", .integer), ("currentPage", .integer), ("hidesForSinglePage", .bool),
        ("pageIndicatorTintColor", .color), ("currentPageIndicatorTintColor", .color),
        ("backgroundStyle", .word), ("direction", .word),
    ])

    /// `UIPageViewController(transitionStyle:navigationOrientation:options:)` and `isDoubleSided`;
    /// the options dictionary is read by `PageViewControllerSite`.
    static let pageViewController = OptionTable(["UIPageViewController"], [
        ("transitionStyle", .word), ("navigationOrientation", .word), ("isDoubleSided", .bool),
    ])

    /// `CollectionViewPagingLayout`'s settings, top-level keys of the config.
    static let pagingLayout = OptionTable(["CollectionViewPagingLayout"], [
        ("numberOfVisibleItems", .optional(.integer)), ("scrollDirection", .word),
    ])
}
