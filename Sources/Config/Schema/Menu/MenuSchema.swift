import Problems
import SceneModel
import Transforms

/// The `menu:` key: Parchment's `PagingOptions` under Parchment's names (docs/MENU.md).
/// Enums with values are one-key maps (`{sizeToFit: {minWidth, height}}`, `{visible: {…}}` or
/// `hidden`), edges are `{top, left, bottom, right}` with a missing edge 0, fonts `{family, size, weight}`.
enum MenuSchema {
    /// The `menu` field: a map of options applied onto Parchment's defaults; `null` for no menu.
    static var field: Field<SceneDraft> {
        let json: JSONValue = .object(["anyOf": [options.json, .object(["type": "null"])]])
        return Field(key: "menu", json: Schemas.describe(json,
              "A Parchment paging menu over the pages (Parchment's PagingOptions names and defaults); null or absent for none.")) { node, draft, path in
            if case .null = node.value {
                draft.scene.menu = nil
                return
            }
            var menu = draft.scene.menu ?? SceneMenu()
            try options.apply(node, to: &menu, at: path)
            draft.scene.menu = menu
            draft.menuKeys.formUnion(node.entries?.map(\.key) ?? [])
        }.reading { draft in draft.scene.menu.map(options.values(of:)) ?? .null }
    }

    static var options: ObjectSchema<SceneMenu> {
        func option<Value>(_ key: String, _ keyPath: WritableKeyPath<PagingOptions, Value>, _ schema: ValueSchema<Value>,
                           _ doc: String) -> Field<SceneMenu> {
            let base: WritableKeyPath<SceneMenu, PagingOptions> = \.options
            let path: WritableKeyPath<SceneMenu, Value> = base.appending(path: keyPath)
            return .value(key, path, schema, doc)
        }
        let length = Schemas.number(.nonNegative)
        return ObjectSchema(fields: [
            .value("items", \.items, items,
                   "One item per page: a title, or {title, image, badge, width, selectedWidth}; or a range {from, to, title: \"Day {index}\"} laid out a window at a time; default: each card's title."),
            option("menuItemSize", \.menuItemSize, itemSize,
                   "{fixed: {width, height}}, {sizeToFit: {minWidth, height}} (default 150, 40) or {selfSizing: {estimatedWidth, height}}."),
            option("menuItemSpacing", \.menuItemSpacing, length, "Points between items (default 0)."),
            option("menuItemLabelSpacing", \.menuItemLabelSpacing, length, "Points between a title and each side of its cell (default 20)."),
            option("menuInsets", \.menuInsets, edges, "Insets of the items in the menu; top + bottom add to its height (default 0)."),
            option("menuHorizontalAlignment", \.menuHorizontalAlignment, Schemas.enumeration(PagingMenuHorizontalAlignment.self),
                   "Where items that fit sit: left (default), center or right."),
            option("menuPosition", \.menuPosition, Schemas.enumeration(PagingMenuPosition.self), "top (default) or bottom of the pages."),
            option("menuTransition", \.menuTransition, Schemas.enumeration(PagingMenuTransition.self),
                   "scrollAlongside (default: the menu scrolls with the pages) or animateAfter (it moves when a page arrives)."),
            option("selectedScrollPosition", \.selectedScrollPosition, Schemas.enumeration(PagingSelectedScrollPosition.self),
                   "Where the menu scrolls the selected item: preferCentered (default), left, right or center."),
            option("indicatorOptions", \.indicatorOptions, indicator,
                   "hidden, or {visible: {height, zIndex, spacing, insets}} (Parchment's default: height 4, zIndex max, insets 8 left and right; a new visible map starts from height 4, zIndex 1, zero spacing and insets)."),
            option("indicatorColor", \.indicatorColor, Schemas.color, "The indicator's colour (default #037DE9)."),
            option("borderOptions", \.borderOptions, border,
                   "hidden, or {visible: {height, zIndex, insets}} (Parchment's default: height 1, zIndex max − 1, insets 8 left and right; a new visible map starts from height 1, zIndex 0, zero insets)."),
            option("borderColor", \.borderColor, Schemas.color, "The border's colour (default #E6E6E6)."),
            option("font", \.font, font, "Titles of items not selected: {family, size, weight} (default the system font, 15, medium; a key left out: system font, 15, regular)."),
            option("selectedFont", \.selectedFont, font, "The selected item's title: {family, size, weight} (default the system font, 15, medium)."),
            option("textColor", \.textColor, Schemas.color, "Title colour at item progress 0 (default black)."),
            option("selectedTextColor", \.selectedTextColor, Schemas.color, "Title colour at item progress 1 (default #037DE9)."),
            option("backgroundColor", \.backgroundColor, Schemas.color, "Item background at progress 0 (default clear)."),
            option("selectedBackgroundColor", \.selectedBackgroundColor, Schemas.color, "Item background at progress 1 (default clear)."),
            option("menuBackgroundColor", \.menuBackgroundColor, Schemas.color, "The menu's background (default white)."),
            option("pagingContentBackgroundColor", \.pagingContentBackgroundColor, Schemas.color,
                   "Behind the pages; default: the scene's background."),
            option("contentNavigationOrientation", \.contentNavigationOrientation, Schemas.enumeration(PagingNavigationOrientation.self),
                   "The pages' direction, horizontal or vertical; default and only accepted value: the scene's scrollDirection."),
            option("indicatorWidth", \.indicatorWidth, indicatorWidth,
                   "Ours: cell (default, Parchment), text (as wide as the selected title) or {fixed: points} (centred on the item)."),
            option("indicatorCornerRadius", \.indicatorCornerRadius, length, "Ours: the indicator's corner radius in points (default 0)."),
            option("indicatorStyle", \.indicatorStyle, Schemas.enumeration(IndicatorStyle.self),
                   "Ours: line (default, Parchment) or pill (a capsule behind the title)."),
            option("fontTransition", \.fontTransition, Schemas.enumeration(FontTransition.self),
                   "Ours: switch (default, Parchment: selectedFont when the page arrives) or interpolate (size and weight blend with progress)."),
            option("layoutDirection", \.layoutDirection, Schemas.enumeration(LayoutDirection.self),
                   "Ours: leftToRight (default) or rightToLeft: the menu mirrored, and the scene with it (as the scene's layoutDirection)."),
            option("badgeColor", \.badgeColor, Schemas.color, "Ours: an item badge's capsule (default #FF3B30)."),
            option("badgeTextColor", \.badgeTextColor, Schemas.color, "Ours: an item badge's text (default white)."),
        ])
    }

    /// The most characters a badge shows.
    static let maxBadgeLength = 16

    /// One listed item: a title, or `{title, image, badge, width, selectedWidth}`.
    static var item: ValueSchema<MenuItem> {
        let fields = ObjectSchema<MenuItem>(fields: [
            .value("title", \.title, Schemas.optional(Schemas.string()), "The title; absent or null: the card's title."),
            Field(key: "image", json: Schemas.describe(Schemas.optional(Schemas.string()).json,
                  "A PNG drawn above the title (or instead of it when the title is \"\"), relative to this file.")) { node, item, path in
                item.image = try Schemas.optional(Schemas.string(nonEmpty: true)).decode(node, path).map { relative in
                    let url = SceneSchema.resolve(relative, from: node)
                    try SceneSchema.checkImageFile(url, key: "\(path)", node: node, fix: "give a PNG file saved on disk, or remove \(setting: "\(path)")",
                                                   missingFix: "")
                    return url.path
                }
            },
            Field(key: "badge", json: Schemas.describe(Schemas.optional(Schemas.string()).json,
                  "A badge's text (at most \(maxBadgeLength) characters) in a capsule at the cell's top-right corner.")) { node, item, path in
                let text = try Schemas.optional(Schemas.string(nonEmpty: true)).decode(node, path)
                if let text, text.count > maxBadgeLength {
                    throw Problem(.outOfRange, "\(setting: "\(path)") has \(text.count) characters", fix: "keep a badge to \(maxBadgeLength) characters or fewer, e.g. \"99+\"",
                                      at: node.mark)
                }
                item.badge = text
            },
            .value("width", \.width, Schemas.optional(Schemas.number(.menuLength)),
                   "Points when not selected (Parchment's size delegate); absent: menuItemSize's width."),
            .value("selectedWidth", \.selectedWidth, Schemas.optional(Schemas.number(.menuLength)),
                   "Points when selected, blended with the selection progress; absent: width."),
        ])
        let json: JSONValue = .object(["anyOf": [.object(["type": "string"]), fields.json]])
        return ValueSchema(expected: "a title, or {title, image, badge, width, selectedWidth}", json: json) { node, path in
            if node.entries == nil { return MenuItem(title: try Schemas.string().decode(node, path)) }
            var item = MenuItem()
            try fields.apply(node, to: &item, at: path)
            return item
        }
    }

    /// A range `{from, to, title}`.
    static var range: ValueSchema<MenuItems> {
        let bound = Schemas.integer(.between(-1e15 + 1, 1e15 - 1))
        let fields = ObjectSchema<(from: Int?, to: Int?, title: String, titles: [String])>(fields: [
            Field(key: "from", json: Schemas.describe(bound.json, "The first item's number (negative allowed).")) { node, value, path in
                value.from = try bound.decode(node, path)
            },
            Field(key: "to", json: Schemas.describe(bound.json, "The last item's number, included.")) { node, value, path in
                value.to = try bound.decode(node, path)
            },
            .value("title", \.title, Schemas.string(), "The title: {index} is the item's number, {number} that + 1 (default \"{index}\")."),
            .value("titles", \.titles, Schemas.list(Schemas.string(), count: 0...10_000),
                   "Titles that repeat: item number k shows titles[k mod count] (placeholders as in title); wins over title."),
        ])
        let json = fields.json.setting("required", .array([.string("from"), .string("to")]))
        return ValueSchema(expected: "{from, to, title}", json: json) { node, path in
            var value: (from: Int?, to: Int?, title: String, titles: [String]) = (nil, nil, "{index}", [])
            try fields.apply(node, to: &value, at: path)
            guard let from = value.from, let to = value.to else {
                throw Problem(.missing, "\(setting: "\(path)") needs both \(setting: "\(path).from") and \(setting: "\(path).to")", fix: "write e.g. {from: -100, to: 100, title: \"Day {index}\"}", at: node.mark)
            }
            guard from <= to else {
                throw Problem(.outOfRange, "\(setting: "\(path)") runs from \(from) down to \(to)", fix: "make \(setting: "\(path).from") at most \(setting: "\(path).to")", at: node.mark)
            }
            return .range(from: from, to: to, title: value.title, titles: value.titles)
        }
    }

    /// A non-empty list of items, a range, or `null` for the cards' titles.
    static var items: ValueSchema<MenuItems?> {
        let list = Schemas.list(item, count: 0...SceneSchema.maxItemCount)
        let range = self.range
        let json: JSONValue = .object(["anyOf": [list.json.setting("minItems", 1), range.json, .object(["type": "null"])]])
        return ValueSchema(expected: "a list of titles or items, a range {from, to, title}, or null for the cards' titles", json: json) { node, path in
            if case .null = node.value { return nil }
            if node.entries != nil { return try range.decode(node, path) }
            let items = try list.decode(node, path)
            guard !items.isEmpty else {
                throw Problem(.missing, "\(setting: "\(path)") is an empty list", fix: "list one title per page, or remove \(setting: "\(path)") to use the card titles", at: node.mark)
            }
            return .list(items)
        }
    }

    /// `cell`, `text` or `{fixed: points}`.
    static var indicatorWidth: ValueSchema<IndicatorWidth> {
        let width = Schemas.number(.menuLength)
        return oneOf([("fixed", Schemas.describe(width.json, "The indicator's width in points, centred on the item."), { node, path in
            .fixed(try width.decode(node, path))
        })], plain: [("cell", .cell), ("text", .text)], expected: "cell, text or {fixed: points}")
    }

    static var edges: ValueSchema<EdgeInsets> {
        let edges = ObjectSchema<EdgeInsets>(fields: [
            .value("top", \.top, Schemas.number(), "Points from the top edge."),
            .value("left", \.left, Schemas.number(), "Points from the left edge."),
            .value("bottom", \.bottom, Schemas.number(), "Points from the bottom edge."),
            .value("right", \.right, Schemas.number(), "Points from the right edge."),
        ])
        return ValueSchema(expected: "{top, left, bottom, right} in points (a missing edge is 0)", json: edges.json) { node, path in
            var value = EdgeInsets.zero
            try edges.apply(node, to: &value, at: path)
            return value
        }.encoding(edges.values(of:))
    }

    static var font: ValueSchema<MenuFont> {
        Schemas.font(startingAt: MenuFont(size: 15, weight: .regular), sizeDoc: "Point size.")
    }

    /// A one-key map `{case: {…}}` (or, for a case without values, its name), for Parchment's enums with values.
    static func oneOf<Value>(_ cases: [(name: String, json: JSONValue, decode: (ConfigNode, ConfigPath) throws -> Value)],
                             plain: [(String, Value)] = [], expected: String) -> ValueSchema<Value> {
        var forms: [JSONValue] = cases.map { .object(["type": "object", "properties": .object([.init($0.name, $0.json)]),
                                                      "required": .array([.string($0.name)]), "additionalProperties": false]) }
        if !plain.isEmpty { forms.append(.object(["type": "string", "enum": .array(plain.map { .string($0.0) })])) }
        let names = cases.map(\.name) + plain.map(\.0)
        return ValueSchema(expected: expected, json: .object(["anyOf": .array(forms)])) { node, path in
            switch node.value {
            case let .string(text):
                if let value = plain.first(where: { $0.0 == text })?.1 { return value }
                throw mismatch(node, path, expected, hint: closestName(to: text, in: names).map { "did you mean `\($0)`?" })
            case let .map(entries) where !entries.isEmpty:
                // `extends` merges maps deeply, so a base's `{sizeToFit: …}` and an override's `{fixed: …}` arrive
                // together: the override's case comes last and wins. Two cases written in one file are a mistake.
                let files = Set(entries.map { $0.keyMark.file })
                guard entries.count == 1 || files.count == entries.count else {
                    throw Problem(.conflict, "\(setting: "\(path)") names \(entries.map { "`\($0.spelling)`" }.joined(separator: " and ")); give one of \(names.joined(separator: ", "))", at: node.mark)
                }
                let entry = entries[entries.count - 1]
                guard let match = cases.first(where: { $0.name == entry.key }) else { throw unknownKey(entry, in: path, valid: names) }
                return try match.decode(entry.value, path.appending(entry.key))
            default:
                throw mismatch(node, path, expected)
            }
        }
    }

    /// Decodes `{key: number, …}` onto `start`.
    private static func numbers(_ keys: [(String, NumberRange, String)], start: [Double]) -> (json: JSONValue, decode: (ConfigNode, ConfigPath) throws -> [Double]) {
        let schema = ObjectSchema<[Double]>(fields: keys.enumerated().map { index, key in
            Field(key: key.0, json: Schemas.describe(Schemas.number(key.1).json, key.2)) { node, values, path in
                values[index] = try Schemas.number(key.1).decode(node, path)
            }
        })
        return (schema.json, { node, path in
            var values = start
            try schema.apply(node, to: &values, at: path)
            return values
        })
    }

    static var itemSize: ValueSchema<PagingMenuItemSize> {
        let fixed = numbers([("width", .menuLength, "Every item's width, points."), ("height", .nonNegative, "Points.")], start: [150, 40])
        let fit = numbers([("minWidth", .menuLength, "Each item's width unless all fit, points."), ("height", .nonNegative, "Points.")], start: [150, 40])
        let selfSizing = numbers([("estimatedWidth", .nonNegative, "Parchment's width before measuring (unused: Flipbook measures)."),
                                  ("height", .nonNegative, "Points.")], start: [150, 40])
        return oneOf([
            ("fixed", fixed.json, { .fixed(width: try fixed.decode($0, $1)[0], height: try fixed.decode($0, $1)[1]) }),
            ("sizeToFit", fit.json, { .sizeToFit(minWidth: try fit.decode($0, $1)[0], height: try fit.decode($0, $1)[1]) }),
            ("selfSizing", selfSizing.json, { .selfSizing(estimatedWidth: try selfSizing.decode($0, $1)[0], height: try selfSizing.decode($0, $1)[1]) }),
        ], expected: "{fixed: {width, height}}, {sizeToFit: {minWidth, height}} or {selfSizing: {estimatedWidth, height}}")
        .encoding { size in
            switch size {
            case let .fixed(width, height): return .object(["fixed": .object(["width": .number(width), "height": .number(height)])])
            case let .sizeToFit(minWidth, height): return .object(["sizeToFit": .object(["minWidth": .number(minWidth), "height": .number(height)])])
            case let .selfSizing(estimatedWidth, height):
                return .object(["selfSizing": .object(["estimatedWidth": .number(estimatedWidth), "height": .number(height)])])
            }
        }
    }

    static var zIndex: ValueSchema<Int> { Schemas.integer(.between(-1e15 + 1, 1e15 - 1)) }

    static var indicator: ValueSchema<PagingIndicatorOptions> {
        let fields = ObjectSchema<(height: Double, zIndex: Int, spacing: EdgeInsets, insets: EdgeInsets)>(fields: [
            .value("height", \.height, Schemas.number(.nonNegative), "Points (default 4)."),
            .value("zIndex", \.zIndex, zIndex, "Above the items when positive (default 1)."),
            .value("spacing", \.spacing, edges, "Narrows the indicator on every item (left, right)."),
            .value("insets", \.insets, edges, "Narrows it on the first (left) and last (right) item; top − bottom moves it down."),
        ])
        return oneOf([("visible", fields.json, { node, path in
            var value = (height: 4.0, zIndex: 1, spacing: EdgeInsets.zero, insets: EdgeInsets.zero)
            try fields.apply(node, to: &value, at: path)
            return .visible(height: value.height, zIndex: value.zIndex, spacing: value.spacing, insets: value.insets)
        })], plain: [("hidden", .hidden)], expected: "hidden or {visible: {height, zIndex, spacing, insets}}")
        .encoding { options in
            guard case let .visible(height, zIndex, spacing, insets) = options else { return "hidden" }
            return .object(["visible": fields.values(of: (height, zIndex, spacing, insets))])
        }
    }

    static var border: ValueSchema<PagingBorderOptions> {
        let fields = ObjectSchema<(height: Double, zIndex: Int, insets: EdgeInsets)>(fields: [
            .value("height", \.height, Schemas.number(.nonNegative), "Points (default 1)."),
            .value("zIndex", \.zIndex, zIndex, "Above the items when positive (default 0)."),
            .value("insets", \.insets, edges, "left and right shorten the border."),
        ])
        return oneOf([("visible", fields.json, { node, path in
            var value = (height: 1.0, zIndex: 0, insets: EdgeInsets.zero)
            try fields.apply(node, to: &value, at: path)
            return .visible(height: value.height, zIndex: value.zIndex, insets: value.insets)
        })], plain: [("hidden", .hidden)], expected: "hidden or {visible: {height, zIndex, insets}}")
        .encoding { options in
            guard case let .visible(height, zIndex, insets) = options else { return "hidden" }
            return .object(["visible": fields.values(of: (height, zIndex, insets))])
        }
    }
}
