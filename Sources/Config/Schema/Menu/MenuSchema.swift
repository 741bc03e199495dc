import Problems
import SceneModel
import Transforms

/// The `menu:` key: Parchment's `PagingOptions` under Parchment's names (docs/MENU.md).
/// The options come from `PagingOptions`' catalog (`PagingOptions+Catalog.swift`); the items are
/// the menu's own.
enum MenuSchema {
    /// The `menu` field: a map of options applied onto Parchment's defaults; `null` for no menu.
    @_optimize(none)
    static var field: Field<SceneDraft> {
        Field.optionalObject("menu", \.scene.menu, options, new: SceneMenu(),
                             "A Parchment paging menu over the pages (Parchment's PagingOptions names and defaults); null or absent for none.")
            .noting { node, draft in draft.menuKeys.formUnion(node.entries?.map(\.key) ?? []) }
    }

    /// `items`, then every option of `PagingOptions`' catalog.
    @_optimize(none)
    static var options: ObjectSchema<SceneMenu> {
        let items = Field<SceneMenu>.value("items", \.items, items,
                   "One item per page: a title, or {title, image, badge, width, selectedWidth}; or a range {from, to, title: \"Day {index}\"} laid out a window at a time; default: each card's title.")
        let cellLayers = Field<SceneMenu>.value("cellLayers", \.cellLayers, LayersSchema.layers,
                   "Ours: a custom cell (a PagingCell subclass) as layers, drawn in every item's cell instead of its title, image, badge and background; their actions play at the item's progress (0 not selected … 1 selected), frames in the cell, {title} the item's title. Default none: Parchment's title cell.")
        let indicatorLayers = Field<SceneMenu>.value("indicatorLayers", \.indicatorLayers, LayersSchema.layers,
                   "Ours: a custom indicator (Parchment's indicatorClass) as layers drawn in the indicator's frame instead of its line or pill (indicatorOptions sets the frame's height and insets); their actions play at the transition's progress (0 at rest … 1 as the next page arrives). Default none.")
        return ObjectSchema(fields: [items] + ObjectSchema(catalog: PagingOptions.self, at: \.options).fields + [cellLayers, indicatorLayers])
    }

    /// The most characters a badge shows.
    static let maxBadgeLength = 16

    /// One listed item: a title, or `{title, image, badge, width, selectedWidth}`.
    @_optimize(none)
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
                                  value: text, at: node.mark)
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
    @_optimize(none)
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
    @_optimize(none)
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
}
