import Problems
import Foundation
import Transforms

/// How configs write layers (`card.layers`, `overlay.pages`) (docs/LAYERS.md).
enum LayersSchema {
    /// The most layers a list may hold (card layers, or all pages of an overlay together).
    static let maximumLayers = 1000

    /// Everything a layer map may set; `type` picks which content keys apply.
    struct Draft {
        var id = ""
        var type: String?
        var text: String?
        var font = TextFont(size: 17)
        var color: Color?
        var alignment = TextContent.Alignment.center
        var letterSpacing = 0.0
        var wrapping = TextWrapping.singleLine
        var image: String?
        var mode = ImageContent.Mode.fill
        var fill: Color??
        var cornerRadius = 0.0
        var border: LayerBorder?
        var colors: [Color]?
        var start = Point(x: 0.5, y: 0)
        var end = Point(x: 0.5, y: 1)
        var frame = LayerFrame.container
        var anchor = Point(x: 0.5, y: 0.5)
        var alpha = 1.0
        var transform = LayerTransform.identity
        var driver = LayerDriver.page
        var actions: [LayerAction] = []
        var shadow = LayerShadow.none
        var container: String?
        var clipsToBounds = false
        var tableSections: [TableContent.Section]?
        var sectionShown = TableContent.Shown.all
        var rowHeight = 44.0
        var headerHeight = 28.0
        var headerFont = TextFont(size: 17, weight: .semibold)
        var headerColor = Color.black
        var headerFill = TableContent(sections: []).headerFill
        var separatorColor = TableContent(sections: []).separatorColor
        var inset = 16.0
        var emptyRows = true
        var segments: [String]?
        var selectedSegment: Int? = 0
        var thumb = Color.white
        /// Keys written, to refuse content keys of another type.
        var written: [(key: String, mark: SourcePosition)] = []
    }

    /// A text layer's `font`: a family name, or `{family, weight, size}` (the keys given replace
    /// the layer's, which `size` and `weight` beside it also set).
    @_optimize(none)
    static func font(onto start: TextFont) -> ValueSchema<TextFont> {
        let map = Schemas.font(startingAt: start, sizeDoc: "Points (default 17).")
        let json: JSONValue = .object(["anyOf": [.object(["type": "string", "minLength": 1]), map.json]])
        return ValueSchema(expected: "a family name or {family, weight, size}", json: json) { node, path in
            if case let .string(family) = node.value, !family.isEmpty {
                var font = start
                font.family = family
                return font
            }
            return try map.decode(node, path)
        }.encoding { map.encode?($0) }
    }

    static let types = ["text", "image", "rect", "circle", "gradient", "table", "segmented"]
    /// `text, image, rect, circle, gradient, table or segmented`, for docs and messages.
    static let typeList = types.dropLast().joined(separator: ", ") + " or " + (types.last ?? "")

    /// `type`: any non-empty string here (the message for an unknown type names the closest one);
    /// the JSON Schema lists them.
    @_optimize(none)
    static var typeSchema: ValueSchema<String?> {
        var schema = Schemas.string(nonEmpty: true).map { Optional($0) }
        schema.json = .object(["type": "string", "enum": .array(types.map(JSONValue.string))])
        return schema
    }
    /// Keys that only some types take, and which: read from the layer's fields (`for:`), which the
    /// JSON Schema marks with `x-flipbook-when`.
    static let contentKeys: [String: [String]] = Dictionary(uniqueKeysWithValues: layer.fields.compactMap { field in
        guard case let .array(types)? = field.json["x-flipbook-when"]?["type"] else { return nil }
        return (field.key, types.compactMap { if case let .string(type) = $0 { type } else { nil } })
    })

    /// The most sections a table holds, and rows a section.
    static let maximumSections = 1000, maximumRows = 10_000

    /// A table's section: `{title, rows}`.
    @_optimize(none)
    static var tableSection: ValueSchema<TableContent.Section> {
        let fields = ObjectSchema<TableContent.Section>(fields: [
            .value("title", \.title, Schemas.optional(Schemas.string()),
                   "The header's title ({index} and the card's other placeholders expand); null or left out: no header."),
            .value("rows", \.rows, Schemas.list(Schemas.optional(Schemas.string()), count: 0...maximumRows),
                   "The rows' texts, top down; null draws an empty row (a data source with no text for it)."),
        ])
        return ValueSchema(expected: "a section {title, rows}", json: fields.json) { node, path in
            var section = TableContent.Section(title: nil, rows: [])
            try fields.apply(node, to: &section, at: path)
            return section
        }
    }

    @_optimize(none)
    static var point: ObjectSchema<Point> {
        ObjectSchema(fields: [
            .value("x", \.x, Schemas.number(), "Across, as a fraction of the width: 0 the left edge, 1 the right."),
            .value("y", \.y, Schemas.number(), "Down, as a fraction of the height: 0 the top edge, 1 the bottom."),
        ])
    }

    @_optimize(none)
    static var layerPoint: ObjectSchema<LayerPoint> {
        ObjectSchema(fields: [
            .value("x", \.x, Schemas.number(), "Points, or a fraction of the container's width when relative."),
            .value("y", \.y, Schemas.number(), "Points, or a fraction of the container's height when relative."),
            .value("relative", \.relative, Schemas.bool, "True: x and y are fractions of the container (PVView's PVPoint isRelative)."),
        ])
    }

    @_optimize(none)
    static var layerSize: ObjectSchema<LayerSize> {
        ObjectSchema(fields: [
            .value("width", \.width, Schemas.number(), "Points, or a fraction of the container's width when relative."),
            .value("height", \.height, Schemas.number(), "Points, or a fraction of the container's height when relative."),
            .value("relative", \.relative, Schemas.bool, "True: fractions of the container (PVView's PVSize isRelative)."),
        ])
    }

    @_optimize(none)
    static var frame: ObjectSchema<LayerFrame> {
        ObjectSchema(fields: [
            .value("x", \.x, Schemas.number(), "Left edge: points, or a fraction of the container's width when relative."),
            .value("y", \.y, Schemas.number(), "Top edge: points, or a fraction of the container's height when relative."),
            .value("width", \.width, Schemas.number(.nonNegative), "Points, or a fraction of the container's width when relative."),
            .value("height", \.height, Schemas.number(.nonNegative), "Points, or a fraction of the container's height when relative."),
            .value("relative", \.relative, Schemas.bool, "True: all four are fractions of the container (the card, or the output frame for overlays)."),
        ])
    }

    @_optimize(none)
    static var rect: ObjectSchema<Rect> {
        ObjectSchema(fields: [
            Field(key: "x", json: Schemas.number().json) { node, rect, path in rect.origin.x = try Schemas.number().decode(node, path) },
            Field(key: "y", json: Schemas.number().json) { node, rect, path in rect.origin.y = try Schemas.number().decode(node, path) },
            Field(key: "width", json: Schemas.number(.nonNegative).json) { node, rect, path in rect.size.width = try Schemas.number(.nonNegative).decode(node, path) },
            Field(key: "height", json: Schemas.number(.nonNegative).json) { node, rect, path in rect.size.height = try Schemas.number(.nonNegative).decode(node, path) },
        ])
    }

    @_optimize(none)
    static var transform: ObjectSchema<LayerTransform> {
        ObjectSchema(fields: [
            Field(key: "scale", json: Schemas.describe(Schemas.number().json, "Both scales at once (CALayer's transform.scale), default 1.")) { node, t, path in
                let value = try Schemas.number().decode(node, path)
                t.scaleX = value
                t.scaleY = value
            },
            .value("scaleX", \.scaleX, Schemas.number(), "The horizontal scale (transform.scale.x), default 1."),
            .value("scaleY", \.scaleY, Schemas.number(), "The vertical scale (transform.scale.y), default 1."),
            .value("rotationX", \.rotationX, Schemas.angle(), "The turn about the horizontal axis (transform.rotation.x), drawn in perspective: " + Schemas.angleForms + "."),
            .value("rotationY", \.rotationY, Schemas.angle(), "The turn about the vertical axis (transform.rotation.y), drawn in perspective."),
            .value("rotationZ", \.rotationZ, Schemas.angle(), "The turn in the screen's plane (transform.rotation.z); positive turns clockwise on screen."),
            .value("translationX", \.translationX, Schemas.number(), "The shift right (transform.translation.x), points."),
            .value("translationY", \.translationY, Schemas.number(), "The shift down (transform.translation.y), points."),
        ])
    }

    @_optimize(none)
    static var border: ObjectSchema<LayerBorder> {
        ObjectSchema(fields: [
            .value("width", \.width, Schemas.number(.nonNegative), "Points, drawn inside the edge."),
            .value("color", \.color, Schemas.color, "The border colour."),
        ])
    }

    @_optimize(none)
    static var shadow: ObjectSchema<LayerShadow> {
        ObjectSchema(fields: [
            .value("color", \.color, Schemas.color, "shadowColor (default black)."),
            .value("opacity", \.opacity, Schemas.number(.unit), "shadowOpacity, 0…1; CALayer's default 0 draws no shadow."),
            .value("radius", \.radius, Schemas.number(.nonNegative), "shadowRadius in points (default 3): the blur, a Gaussian of σ = radius / 2."),
            .value("offset", \.offset, Schemas.size(), "shadowOffset {width, height} in points, in the layer's own coordinates (default {width: 0, height: -3}: up)."),
        ])
    }

    /// The keys of a layer map. A key given `for:` layer types is a content key of those types
    /// only (`contentKeys`), marked `x-flipbook-when` so the designer shows a layer only its own.
    @_optimize(none)
    static var layer: ObjectSchema<Draft> {
        @_optimize(none)
        func recorded<Value>(_ key: String, _ keyPath: WritableKeyPath<Draft, Value>, _ schema: ValueSchema<Value>, _ doc: String,
                             for types: String...) -> Field<Draft> {
            let decode = schema.decode, encode = schema.encode
            return Field(key: key, json: Schemas.describe(schema.json, doc)) { node, draft, path in
                draft[keyPath: keyPath] = try decode(node, path)
                draft.written.append((key, node.mark))
            }.reading { draft in encode?(draft[keyPath: keyPath]) }.forLayers(types)
        }
        @_optimize(none)
        func recordedObject<Value>(_ key: String, _ keyPath: WritableKeyPath<Draft, Value>, _ schema: ObjectSchema<Value>, _ doc: String,
                                   for types: String...) -> Field<Draft> {
            Field(key: key, json: Schemas.describe(schema.json, doc)) { node, draft, path in
                try schema.apply(node, to: &draft[keyPath: keyPath], at: path)
                draft.written.append((key, node.mark))
            }.reading { schema.values(of: $0[keyPath: keyPath]) }.forLayers(types)
        }
        return ObjectSchema(fields: [
            .value("id", \.id, Schemas.string(nonEmpty: true), "Names the layer in inspect and errors; the same id on later overlay pages is the same layer. A card layer called image, title or subtitle replaces that default layer."),
            recorded("type", \.type, typeSchema, "What the layer draws: \(typeList)."),
            recorded("text", \.text, Schemas.string().map { Optional($0) }, "text: the text (\\n breaks the line); {index} is the item index (the page for overlays, the item's number in a menu cell), {number} the index + 1, {section} and {item} its index path (`sections`), {title} a menu item's title (`menu.cellLayers`).", for: "text"),
            Field(key: "font", json: Schemas.describe(font(onto: TextFont(size: 17)).json,
                  "text: {family, weight, size} (default the system font, drawn in Inter, regular, 17 pt), or just a family name.")) { node, draft, path in
                draft.font = try font(onto: draft.font).decode(node, path)
                draft.written.append(("font", node.mark))
                if node.entries?.contains(where: { $0.key == "size" }) ?? false { draft.written.append(("size", node.mark)) }
            }.reading { font(onto: $0.font).encode?($0.font) }.forLayers(["text", "table", "segmented"]),
            recorded("size", \.font.size, Schemas.number(.positive), "text: font size in points (default 17; a table's rows 17, a segmented control's titles 13); the same as font.size.",
                     for: "text", "table", "segmented"),
            recorded("weight", \.font.weight, Schemas.fontWeight, "text: the same as font.weight: ultraLight … black, or 100 … 900.", for: "text", "table", "segmented"),
            recorded("color", \.color, Schemas.optional(Schemas.color), "text: the colour (default white); table: the rows' text, segmented: the titles' (default black).",
                     for: "text", "table", "segmented"),
            recorded("alignment", \.alignment, Schemas.enumeration(TextContent.Alignment.self), "text: left, center or right in the frame; vertically centred.", for: "text"),
            recorded("letterSpacing", \.letterSpacing, Schemas.number(), "text: extra space after each character, points (UIKit's kern; default 0).", for: "text"),
            recorded("numberOfLines", \.wrapping.numberOfLines, Schemas.numberOfLines, Schemas.numberOfLinesDoc("text: the"), for: "text"),
            recorded("lineSpacing", \.wrapping.lineSpacing, Schemas.lineSpacing, Schemas.lineSpacingDoc("text: the"), for: "text"),
            recorded("image", \.image, Schemas.optional(Schemas.string(nonEmpty: true)), "image: a PNG, relative to this file.", for: "image"),
            recorded("mode", \.mode, Schemas.enumeration(ImageContent.Mode.self), "image: fill (aspect fill, clipped to the frame) or fit (aspect fit: the whole image inside the frame).", for: "image"),
            recorded("fill", \.fill, Schemas.optional(Schemas.color).map { Optional($0) },
                     "rect, circle: the fill colour (default white); table: the background (default white); segmented: the track (default #7676801F); null for none.",
                     for: "rect", "circle", "table", "segmented"),
            recorded("cornerRadius", \.cornerRadius, Schemas.number(.nonNegative), "rect, gradient, segmented: corner radius in points (default 0; segmented 8, its thumb's 2 less).",
                     for: "rect", "gradient", "segmented"),
            Field(key: "border", json: Schemas.describe(.object(["anyOf": [border.json, .object(["type": "null"])]]),
                  "rect, circle: {width, color} drawn inside the edge (a new border defaults to 1 pt black); null for none.")) { node, draft, path in
                draft.written.append(("border", node.mark))
                if case .null = node.value {
                    draft.border = nil
                    return
                }
                var value = draft.border ?? LayerBorder(width: 1, color: .black)
                try border.apply(node, to: &value, at: path)
                draft.border = value
            }.forLayers(["rect", "circle"]),
            recorded("colors", \.colors, Schemas.optional(Schemas.list(Schemas.color, count: 1...16)), "gradient: 1 to 16 colour stops, evenly spaced from start to end.", for: "gradient"),
            recordedObject("start", \.start, point, "gradient: where the first colour is, in fractions of the frame (default {x: 0.5, y: 0}).", for: "gradient"),
            recordedObject("end", \.end, point, "gradient: where the last colour is (default {x: 0.5, y: 1}).", for: "gradient"),
            recorded("sections", \.tableSections, Schemas.optional(Schemas.list(tableSection, count: 1...maximumSections)),
                     "table: the data, a list of {title, rows} (UITableView's sections): each section's header, then its rows.", for: "table"),
            recorded("sectionShown", \.sectionShown, Schemas.enumeration(TableContent.Shown.self),
                     "table: all (default: every section, one after another) or item (only the section at the card's index, the overlay's page: a page per section).", for: "table"),
            recorded("rowHeight", \.rowHeight, Schemas.number(.positive), "table: a row's height in points (default 44).", for: "table"),
            recorded("headerHeight", \.headerHeight, Schemas.number(.nonNegative), "table: a titled section's header height in points (default 28).", for: "table"),
            Field(key: "headerFont", json: Schemas.describe(font(onto: TextFont(size: 17, weight: .semibold)).json,
                  "table: the headers' {family, weight, size} (default the system font, semibold, 17 pt), or just a family name.")) { node, draft, path in
                draft.headerFont = try font(onto: draft.headerFont).decode(node, path)
                draft.written.append(("headerFont", node.mark))
            }.reading { font(onto: $0.headerFont).encode?($0.headerFont) }.forLayers(["table"]),
            recorded("headerColor", \.headerColor, Schemas.color, "table: the headers' text colour (default black).", for: "table"),
            recorded("headerFill", \.headerFill, Schemas.color, "table: the headers' background (default #F7F7F7).", for: "table"),
            recorded("separatorColor", \.separatorColor, Schemas.color, "table: the separators' colour (default #C6C6C8); they are 0.5 pt thick.", for: "table"),
            recorded("inset", \.inset, Schemas.number(.nonNegative), "table: points from the left edge to the text and the separators' start, and from the right edge to where text is cut (default 16).", for: "table"),
            recorded("emptyRows", \.emptyRows, Schemas.bool, "table: true (default) draws empty rows' separators below the last row down to the bottom, as a plain table without a footer view; false none.", for: "table"),
            recorded("segments", \.segments, Schemas.optional(Schemas.list(Schemas.string(), count: 1...100)), "segmented: the segments' titles, left to right (1 to 100).", for: "segmented"),
            recorded("selectedSegment", \.selectedSegment, Schemas.optional(Schemas.integer(.nonNegative)),
                     "segmented: the selected segment's index (default 0); null for none (UISegmentedControl.noSegment).", for: "segmented"),
            recorded("thumb", \.thumb, Schemas.color, "segmented: the selected segment's thumb (selectedSegmentTintColor, default white).", for: "segmented"),
            Field(key: "frame", json: Schemas.describe(frame.json, "The frame before the transform: points in the container, or fractions of it with relative: true (default the whole container).")) { node, draft, path in
                // A written frame is in points unless it says relative: true.
                var value = LayerFrame(x: 0, y: 0, width: 0, height: 0)
                try frame.apply(node, to: &value, at: path)
                draft.frame = value
            },
            .object("anchor", \.anchor, point, "The point the transform acts about and position moves, in fractions of the layer (default the centre)."),
            .value("alpha", \.alpha, Schemas.number(), "Opacity before any fade or keyframes (default 1); drawn clamped to 0…1."),
            .object("transform", \.transform, transform, "The base transform: scale, rotationX/Y/Z, translationX/Y, composed scale · Rx · Ry · Rz · translation about the anchor."),
            .object("shadow", \.shadow, shadow, "CALayer's shadow of the layer's silhouette, {color, opacity, radius, offset}: drawn once opacity is above 0; it turns, scales and fades with the layer."),
            recorded("driver", \.driver, Schemas.enumeration(LayerDriver.self), "Card layers: page (offset − index, PVView's), absolute (|offset − index|) or item (index − offset)."),
            .value("container", \.container, Schemas.optional(Schemas.string(nonEmpty: true)),
                   "The id of a layer listed before this one that it sits inside (UIKit's addSubview, PVView's containerViewForItem): its frame and relative values are in that layer's bounds, and it moves, turns and fades with that layer; null (default) for the card, or the frame in an overlay."),
            .value("clipsToBounds", \.clipsToBounds, Schemas.bool,
                   "UIView's clipsToBounds: the layers inside this one are clipped to its bounds (a rect's corner radius too), and its own shadow is hidden, as masksToBounds hides it (default false)."),
            Field(key: "actions", json: Schemas.describe(ActionSchema.actionsJSON, "PVView's actions, played in order; each names one of \(ActionSchema.kinds.joined(separator: ", ")) (keyframes: a custom action over one property).")) { node, draft, path in
                draft.actions = try ActionSchema.actions(node, path)
            },
        ])
    }

    /// A list of layers in a container (`card.layers`), ids unique, at most `maximumLayers`.
    @_optimize(none)
    static var layers: ValueSchema<[Layer]> {
        let expected = "a list of layers, each a map with `id` and `type`"
        let json: JSONValue = .object(["type": "array", "items": layer.json(defaults: Draft()), "maxItems": .number(Double(maximumLayers))])
        return ValueSchema(expected: expected, json: json) { node, path in
            guard case let .list(items) = node.value else { throw mismatch(node, path, expected) }
            guard items.count <= maximumLayers else {
                throw Problem.tooMany("\(setting: "\(path)")", has: items.count, "layers", maximum: maximumLayers, fix: "merge layers or split the scene", at: node.mark)
            }
            var seen: Set<String> = []
            return try items.enumerated().map { index, item in
                let itemPath = path.appending(index: index)
                let layer = try decodeLayer(item, itemPath)
                try checkContainer(of: layer, listed: seen, item: item, path: itemPath)
                guard seen.insert(layer.id).inserted else {
                    throw Problem(.conflict, "\(setting: "\(itemPath).id"): `\(layer.id)` is already the id of another layer in this list", fix: "give each layer its own id", at: item.mark)
                }
                return layer
            }
        }
    }

    /// Refuses a `container` that is not a layer listed before this one (`listed`): a layer sits
    /// inside one already there, so containers are resolved and drawn first and never form a loop.
    @_optimize(none)
    static func checkContainer(of layer: Layer, listed: Set<String>, item: ConfigNode, path: ConfigPath) throws {
        guard let container = layer.container, !listed.contains(container) else { return }
        let mark = item.entries?.first { $0.key == "container" }?.value.mark ?? item.mark
        if container == layer.id {
            throw Problem(.conflict, "\(setting: "\(path).container"): layer `\(layer.id)` cannot sit inside itself",
                          fix: "name another layer, listed before it, or remove container", at: mark)
        }
        throw Problem(.missing, "\(setting: "\(path).container"): no layer `\(container)` is listed before `\(layer.id)`",
                      fix: "list the container layer first, or fix the id", at: mark)
    }

    /// One layer map: its draft, then the content its `type` names.
    @_optimize(none)
    static func decodeLayer(_ node: ConfigNode, _ path: ConfigPath) throws -> Layer {
        var draft = Draft()
        try layer.apply(node, to: &draft, at: path)
        guard !draft.id.isEmpty else {
            throw Problem.missing("id", in: "\(path)", note: "the layer's name", fix: "e.g. id: title", at: node.mark)
        }
        guard let type = draft.type else {
            throw Problem.missing("type", in: "\(path)", note: "layer `\(draft.id)`", fix: "add type: \(typeList)", at: node.mark)
        }
        guard types.contains(type) else {
            throw Problem.unknownKey(type, noun: "layer type", suggestion: closestName(to: type, in: types), known: types, at: node.mark)
                .within("\(setting: "\(path).type")")
        }
        for written in draft.written {
            if let owners = contentKeys[written.key], !owners.contains(type) {
                throw Problem(.conflict, "\(setting: "\(path).\(written.key)") is a key of \(owners.joined(separator: " and ")) layers; layer `\(draft.id)` is a \(type)", fix: "remove it or change the type", at: written.mark)
            }
        }
        if let actions = node.entries?.first(where: { $0.key == "actions" }) {
            try KeyframesSchema.checkProperties(actions.value, path.appending("actions"), layer: draft.id, type: type)
        }
        return Layer(id: draft.id, content: try content(of: draft, type: type, node: node, path: path),
                     frame: draft.frame, anchor: draft.anchor, alpha: draft.alpha, transform: draft.transform,
                     driver: draft.driver, actions: draft.actions, shadow: draft.shadow, container: draft.container, clipsToBounds: draft.clipsToBounds)
    }

    @_optimize(none)
    static func content(of draft: Draft, type: String, node: ConfigNode, path: ConfigPath) throws -> LayerContent {
        switch type {
        case "text":
            guard let text = draft.text else {
                throw Problem.missing("text", in: "\(path)", note: "text layer `\(draft.id)`", fix: "add text: \"{number}\"", at: node.mark)
            }
            return .text(TextContent(text: text, font: draft.font, color: draft.color ?? .white, alignment: draft.alignment, wrapping: draft.wrapping,
                                     letterSpacing: draft.letterSpacing))
        case "image":
            guard let relative = draft.image else {
                throw Problem.missing("image", in: "\(path)", note: "image layer `\(draft.id)`", fix: "add image: picture.png (relative to this file)", at: node.mark)
            }
            let url = SceneSchema.resolve(relative, from: node)
            try SceneSchema.checkImageFile(url, key: "\(path).image", node: node, fix: "give a PNG file saved on disk, or remove the layer",
                                       missingFix: "fix the path or remove the layer")
            return .image(ImageContent(path: url.path, mode: draft.mode))
        case "table":
            guard let sections = draft.tableSections else {
                throw Problem.missing("sections", in: "\(path)", note: "table layer `\(draft.id)`", fix: "add sections: [{title: Fruit, rows: [Apple, Pear]}]", at: node.mark)
            }
            return .table(TableContent(sections: sections, shown: draft.sectionShown, rowHeight: draft.rowHeight, headerHeight: draft.headerHeight,
                                       font: draft.font, color: draft.color ?? .black, headerFont: draft.headerFont, headerColor: draft.headerColor,
                                       headerFill: draft.headerFill, fill: draft.fill ?? .white, separatorColor: draft.separatorColor,
                                       inset: draft.inset, fillsEmptyRows: draft.emptyRows))
        case "segmented":
            guard let segments = draft.segments else {
                throw Problem.missing("segments", in: "\(path)", note: "segmented layer `\(draft.id)`", fix: "add segments: [Paged, Unpaged]", at: node.mark)
            }
            if let selected = draft.selectedSegment, selected >= segments.count {
                let mark = node.entries?.first { $0.key == "selectedSegment" }?.value.mark ?? node.mark
                throw Problem(.outOfRange, "\(setting: "\(path).selectedSegment") is \(selected), but layer `\(draft.id)` has \(segments.count) segment\(segments.count == 1 ? "" : "s") (0…\(segments.count - 1))",
                              fix: "pick 0…\(segments.count - 1), or null for none", value: String(selected), at: mark)
            }
            var font = draft.font
            if !draft.written.contains(where: { $0.key == "size" }) { font.size = 13 }
            let written = Set(draft.written.map(\.key))
            return .segmented(SegmentedContent(segments: segments, selected: draft.selectedSegment.map(Double.init), font: font, color: draft.color ?? .black,
                                               fill: (draft.fill ?? SegmentedContent(segments: []).fill) ?? Color(red: 0, green: 0, blue: 0, alpha: 0),
                                               thumb: draft.thumb, cornerRadius: written.contains("cornerRadius") ? draft.cornerRadius : 8))
        case "rect", "circle":
            let shape = ShapeContent(fill: draft.fill ?? .white, cornerRadius: draft.cornerRadius, border: draft.border)
            return type == "rect" ? .rect(shape) : .circle(shape)
        default:
            guard let colors = draft.colors, !colors.isEmpty else {
                throw Problem.missing("colors", in: "\(path)", note: "gradient layer `\(draft.id)`", fix: "add colors: [\"#FFFFFF\", \"#00000000\"]", at: node.mark)
            }
            return .gradient(GradientContent(colors: colors, start: draft.start, end: draft.end, cornerRadius: draft.cornerRadius))
        }
    }
}

extension Field<LayersSchema.Draft> {
    /// This field marked as a key of `types` layers only (`x-flipbook-when`, which
    /// `LayersSchema.contentKeys` reads); unmarked for no types.
    @_optimize(none)
    func forLayers(_ types: [String]) -> Field {
        guard !types.isEmpty else { return self }
        var marked = self
        marked.json = json.setting("x-flipbook-when", .object([.init("type", .array(types.map(JSONValue.string)))]))
        return marked
    }
}
