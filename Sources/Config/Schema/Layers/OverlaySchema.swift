import Problems
import Foundation
import Transforms

/// How configs write a page overlay (docs/LAYERS.md):
/// ```yaml
/// overlay:
///   ignoreLastPage: true
///   pages:
///     - [ {id: logo, type: image, image: logo.png, frame: {...}, actions: [...]} ]
///     - [ {id: logo, actions: [...]} ]   # the same layer on a later page: its new actions only
/// ```
enum OverlaySchema {
    @_optimize(none)
    static var overlay: ObjectSchema<PageOverlay> {
        let layer = LayersSchema.layer.json(defaults: LayersSchema.Draft())
        let reference: JSONValue = .object(["type": "object", "properties": .object([
            .init("id", .object(["type": "string"])), .init("actions", ActionSchema.actionsJSON),
        ]), "required": ["id"], "additionalProperties": false])
        let pagesJSON: JSONValue = .object(["type": "array", "items": .object([
            "type": "array", "items": .object(["anyOf": [layer, reference]]),
        ])])
        return ObjectSchema(fields: [
            Field(key: "pages", json: Schemas.describe(pagesJSON,
                  "One list of layers per page, frames in output-frame points (relative: fractions of the frame). A layer is defined where it first appears; later pages list {id, actions} to give it new actions.")) { node, overlay, path in
                overlay.pages = try pages(node, path)
            },
            .value("ignoreLastPage", \.ignoreLastPage, Schemas.bool, "PVView's ignoreLastPage (default true): the last page has no actions; the page before it keeps playing while scrolling onto it."),
            .value("runActionsAfterTransition", \.runActionsAfterTransition, Schemas.bool, "PVView's runActionsAfterTransition (default true): when false, the update that changes page only snaps and loads."),
            .value("direction", \.direction, Schemas.enumeration(ScrollDirection.self), "horizontal or vertical (default horizontal)."),
        ])
    }

    @_optimize(none)
    static func pages(_ node: ConfigNode, _ path: ConfigPath) throws -> [[Layer]] {
        guard case let .list(pageNodes) = node.value else { throw mismatch(node, path, "a list of pages, each a list of layers") }
        var defined: [String: Layer] = [:]
        var played: [String: [LayerAction]] = [:]
        var count = 0
        var pages: [[Layer]] = []
        for (pageIndex, pageNode) in pageNodes.enumerated() {
            let pagePath = path.appending(index: pageIndex)
            guard case let .list(items) = pageNode.value else { throw mismatch(pageNode, pagePath, "a list of layers (write [] for a page without any)") }
            var page: [Layer] = []
            var seen: Set<String> = []
            for (index, item) in items.enumerated() {
                let itemPath = pagePath.appending(index: index)
                count += 1
                guard count <= LayersSchema.maximumLayers else {
                    throw Problem(.tooLarge, "\(setting: "\(path)") has more than \(LayersSchema.maximumLayers) layers over its pages", fix: "merge layers or split the overlay", at: item.mark)
                }
                let id = item.entries?.first { $0.key == "id" }.flatMap { entry -> String? in
                    if case let .string(text) = entry.value.value { return text }
                    return nil
                }
                let layer: Layer
                if let id, var earlier = defined[id] {
                    for entry in item.entries ?? [] where entry.key != "id" && entry.key != "actions" {
                        throw Problem(.conflict, "\(setting: "\(itemPath).\(entry.key)"): layer `\(id)` is defined on an earlier page; later pages give only `id` and `actions` (PVView reuses the view)", at: entry.keyMark)
                    }
                    earlier.actions = try item.entries?.first { $0.key == "actions" }.map {
                        try KeyframesSchema.checkProperties($0.value, itemPath.appending("actions"), layer: id, type: earlier.content.typeName)
                        return try ActionSchema.actions($0.value, itemPath.appending("actions"), earlier: played[id] ?? [])
                    } ?? []
                    layer = earlier
                } else {
                    layer = try LayersSchema.decodeLayer(item, itemPath)
                    if item.entries?.contains(where: { $0.key == "driver" }) == true {
                        throw Problem(.conflict, "\(setting: "\(itemPath).driver"): overlay layers are driven by the overlay's page progress", fix: "remove driver", at: item.mark)
                    }
                    // Its container is loaded first: listed before it here or on an earlier page.
                    try LayersSchema.checkContainer(of: layer, listed: Set(defined.keys), item: item, path: itemPath)
                    defined[layer.id] = layer
                }
                guard seen.insert(layer.id).inserted else {
                    throw Problem(.conflict, "\(setting: "\(itemPath).id"): `\(layer.id)` is already on page \(pageIndex)", fix: "list each layer once per page", at: item.mark)
                }
                played[layer.id, default: []] += layer.actions
                page.append(layer)
            }
            pages.append(page)
        }
        return pages
    }
}
