// Parchment's enumerations with values, described once (see `OptionCase`): each case's values
// under Parchment's labels, with the ranges configs are checked against and what a config's map
// for the case starts from. The properties below read a value in its case and, set, make the value
// that case, so each is an ordinary key path an `OptionDescription` can name.

extension PagingMenuItemSize: OptionCases {
    /// `fixed`, `sizeToFit` and `selfSizing`; a map left without a value starts from 150 × 40.
    package static var optionCases: [OptionCase<Self>] {
        let height = OptionDescription<Self>("height", \.height, unit: .points, range: .nonNegative, "Points.")
        return [
            OptionCase("fixed", .fixed(width: 150, height: 40), fields: [
                .init("width", \.width, unit: .points, range: .menuLength, "Every item's width, points."), height,
            ]),
            OptionCase("sizeToFit", .sizeToFit(minWidth: 150, height: 40), fields: [
                .init("minWidth", \.minWidth, unit: .points, range: .menuLength, "Each item's width unless all fit, points."), height,
            ]),
            OptionCase("selfSizing", .selfSizing(estimatedWidth: 150, height: 40), fields: [
                .init("estimatedWidth", \.estimatedWidth, unit: .points, range: .nonNegative,
                      "Parchment's width before measuring (unused: Flipbook measures)."),
                height,
            ]),
        ]
    }

    /// The items' height in points; set, the case and its width stay.
    @inlinable
    package var height: Double {
        get {
            switch self {
            case let .fixed(_, height), let .sizeToFit(_, height), let .selfSizing(_, height): return height
            }
        }
        set {
            switch self {
            case let .fixed(width, _): self = .fixed(width: width, height: newValue)
            case let .sizeToFit(minWidth, _): self = .sizeToFit(minWidth: minWidth, height: newValue)
            case let .selfSizing(estimatedWidth, _): self = .selfSizing(estimatedWidth: estimatedWidth, height: newValue)
            }
        }
    }

    /// `.fixed`'s width (any case's `estimatedItemWidth` when read); set, the value becomes `.fixed`.
    package var width: Double {
        get { estimatedItemWidth }
        set { self = .fixed(width: newValue, height: height) }
    }

    /// `.sizeToFit`'s minimum width (any case's `estimatedItemWidth` when read); set, the value becomes `.sizeToFit`.
    package var minWidth: Double {
        get { estimatedItemWidth }
        set { self = .sizeToFit(minWidth: newValue, height: height) }
    }

    /// `.selfSizing`'s estimated width (any case's `estimatedItemWidth` when read); set, the value becomes `.selfSizing`.
    package var estimatedWidth: Double {
        get { estimatedItemWidth }
        set { self = .selfSizing(estimatedWidth: newValue, height: height) }
    }
}

extension PagingIndicatorOptions: OptionCases {
    /// `hidden` and `visible`; a new visible map starts from the case's own defaults and height 4.
    package static var optionCases: [OptionCase<Self>] {
        [
            OptionCase("hidden", .hidden),
            OptionCase("visible", visibleTemplate, fields: [
                .init("height", \.height, unit: .points, range: .nonNegative, "Points (default 4)."),
                .init("zIndex", \.zIndex, unit: .zIndex, range: .zIndex, "Above the items when positive (default 1)."),
                .init("spacing", \.spacing, unit: .points, "Narrows the indicator on every item (left, right)."),
                .init("insets", \.insets, unit: .points,
                      "Narrows it on the first (left) and last (right) item; top − bottom moves it down."),
            ]),
        ]
    }

    /// What a config's `visible` map starts from: height 4 and the case's defaults.
    static let visibleTemplate = PagingIndicatorOptions.visible(height: 4)

    /// `hidden` or `visible`.
    package var name: String {
        if case .hidden = self { return "hidden" }
        return "visible"
    }

    /// The visible case's values (`visibleTemplate`'s when hidden).
    private var parts: (height: Double, zIndex: Int, spacing: EdgeInsets, insets: EdgeInsets) {
        get {
            guard case let .visible(height, zIndex, spacing, insets) = self else { return Self.visibleTemplate.parts }
            return (height, zIndex, spacing, insets)
        }
        set { self = .visible(height: newValue.height, zIndex: newValue.zIndex, spacing: newValue.spacing, insets: newValue.insets) }
    }

    /// The line's height in points; set, the value becomes `.visible`.
    package var height: Double { get { parts.height } set { parts.height = newValue } }
    /// The line's layer order; set, the value becomes `.visible`.
    package var zIndex: Int { get { parts.zIndex } set { parts.zIndex = newValue } }
    /// Narrowing on every item; set, the value becomes `.visible`.
    package var spacing: EdgeInsets { get { parts.spacing } set { parts.spacing = newValue } }
    /// Narrowing on the end items and the vertical shift; set, the value becomes `.visible`.
    package var insets: EdgeInsets { get { parts.insets } set { parts.insets = newValue } }
}

extension PagingBorderOptions: OptionCases {
    /// `hidden` and `visible`; a new visible map starts from the case's own defaults and height 1.
    package static var optionCases: [OptionCase<Self>] {
        [
            OptionCase("hidden", .hidden),
            OptionCase("visible", visibleTemplate, fields: [
                .init("height", \.height, unit: .points, range: .nonNegative, "Points (default 1)."),
                .init("zIndex", \.zIndex, unit: .zIndex, range: .zIndex, "Above the items when positive (default 0)."),
                .init("insets", \.insets, unit: .points, "left and right shorten the border."),
            ]),
        ]
    }

    /// What a config's `visible` map starts from: height 1 and the case's defaults.
    static let visibleTemplate = PagingBorderOptions.visible(height: 1)

    /// `hidden` or `visible`.
    package var name: String {
        if case .hidden = self { return "hidden" }
        return "visible"
    }

    /// The visible case's values (`visibleTemplate`'s when hidden).
    private var parts: (height: Double, zIndex: Int, insets: EdgeInsets) {
        get {
            guard case let .visible(height, zIndex, insets) = self else { return Self.visibleTemplate.parts }
            return (height, zIndex, insets)
        }
        set { self = .visible(height: newValue.height, zIndex: newValue.zIndex, insets: newValue.insets) }
    }

    /// The line's height in points; set, the value becomes `.visible`.
    package var height: Double { get { parts.height } set { parts.height = newValue } }
    /// The line's layer order; set, the value becomes `.visible`.
    package var zIndex: Int { get { parts.zIndex } set { parts.zIndex = newValue } }
    /// How far the line is shortened at each end; set, the value becomes `.visible`.
    package var insets: EdgeInsets { get { parts.insets } set { parts.insets = newValue } }
}

extension IndicatorWidth: OptionCases {
    /// `cell`, `text` and `{fixed: points}`.
    package static var optionCases: [OptionCase<Self>] {
        [
            OptionCase("cell", .cell),
            OptionCase("text", .text),
            OptionCase("fixed", .fixed(24), value: .init("fixed", \.fixedWidth, unit: .points, range: .menuLength,
                                                          "The indicator's width in points, centred on the item.")),
        ]
    }

    /// `.fixed`'s width, 0 in the other cases; set, the value becomes `.fixed`.
    package var fixedWidth: Double {
        get {
            if case let .fixed(width) = self { return width }
            return 0
        }
        set { self = .fixed(newValue) }
    }
}
