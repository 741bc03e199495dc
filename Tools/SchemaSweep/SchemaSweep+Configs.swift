import Foundation

extension SchemaSweep {
    /// The config that sets `setting` (reached by `steps`) to `value` (`nil`: a value its schema accepts).
    public func config(setting: String, steps: [Step], value: Double?) -> Case {
        let leaf = value.map { $0 as Any } ?? filler(node(at: steps))
        var config = build(schema, steps[...], leaf) as? [String: Any] ?? [:]
        dress(&config, setting: setting)
        let data = (try? JSONSerialization.data(withJSONObject: config, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Case(setting: setting, value: value ?? .nan, json: String(decoding: data, as: UTF8.self))
    }

    private func resolved(_ node: [String: Any]) -> [String: Any] {
        var node = node
        while let reference = node["$ref"] as? String, let target = definitions[String(reference.split(separator: "/").last ?? "")] as? [String: Any] {
            node = target
        }
        return node
    }

    private func node(at steps: [Step]) -> [String: Any] {
        var node = schema
        for step in steps {
            node = resolved(node)
            switch step {
            case let .property(name): node = (node["properties"] as? [String: Any])?[name] as? [String: Any] ?? [:]
            case let .alternative(index): node = alternatives(of: node)[index]
            case .item: node = node["items"] as? [String: Any] ?? [:]
            }
        }
        return resolved(node)
    }

    private func alternatives(of node: [String: Any]) -> [[String: Any]] {
        (node["anyOf"] as? [[String: Any]]) ?? (node["oneOf"] as? [[String: Any]]) ?? []
    }

    /// A JSON number, whichever type JSONSerialization gave it.
    private func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    /// A value the schema accepts for `node`: its default, first choice, slider's middle or a
    /// number inside its bounds; a map of its required keys; a list of its fewest items.
    private func filler(_ node: [String: Any]) -> Any {
        let node = resolved(node)
        if let value = node["default"], !(value is NSNull), (value as? String) != "" { return value }
        if let choices = node["enum"] as? [Any], let first = choices.first { return first }
        if let alternative = alternatives(of: node).first(where: { (resolved($0)["type"] as? String) != "null" }) { return filler(alternative) }
        let type = node["type"] as? String
        if type == "number" || type == "integer" {
            // A quarter of the way along the slider: off zero on a slider centred there (a rotation
            // axis of 0 is refused), and small where a large value is refused with others (a page
            // control as tall as the viewport).
            if let slider = node["x-flipbook-slider"] as? [String: Any], let low = number(slider["min"]), let high = number(slider["max"]) {
                return type == "integer" ? low : low + (high - low) / 4
            }
            // Every number has both bounds; the general ±1e6 limit says nothing of a sensible value.
            let general = { (bound: Double?) in bound.map { abs($0) == 1_000_000 } ?? true }
            let low = (number(node["minimum"]) ?? number(node["exclusiveMinimum"])).flatMap { general($0) ? nil : $0 }
            let high = (number(node["maximum"]) ?? number(node["exclusiveMaximum"])).flatMap { general($0) ? nil : $0 }
            if let low, let high { return type == "integer" ? low : low + (high - low) / 2 }
            return (low ?? 0) + 1
        }
        switch type {
        case "string": return "a"
        case "boolean": return false
        case "array":
            guard let items = node["items"] as? [String: Any] else { return [Any]() }
            return Array(repeating: filler(items), count: Swift.max(1, Int(number(node["minItems"]) ?? 1)))
        case "object":
            var map: [String: Any] = [:]
            let properties = node["properties"] as? [String: Any] ?? [:]
            for key in node["required"] as? [String] ?? [] { map[key] = filler(properties[key] as? [String: Any] ?? [:]) }
            return map
        default: return NSNull()
        }
    }

    /// The smallest value of `node` that reaches the leaf by `steps`, with what the reader needs
    /// beside each key on the way.
    private func build(_ node: [String: Any], _ steps: ArraySlice<Step>, _ leaf: Any) -> Any {
        let node = resolved(node)
        guard let step = steps.first else { return leaf }
        switch step {
        case let .alternative(index):
            return build(alternatives(of: node)[index], steps.dropFirst(), leaf)
        case .item:
            let inner = build(node["items"] as? [String: Any] ?? [:], steps.dropFirst(), leaf)
            return Array(repeating: inner, count: Swift.max(1, Int(number(node["minItems"]) ?? 1)))
        case let .property(key):
            let properties = node["properties"] as? [String: Any] ?? [:]
            var map: [String: Any] = [:]
            for required in node["required"] as? [String] ?? [] where required != key {
                map[required] = filler(properties[required] as? [String: Any] ?? [:])
            }
            map[key] = build(properties[key] as? [String: Any] ?? [:], steps.dropFirst(), leaf)
            companions(of: key, in: &map, properties: properties)
            return map
        }
    }

    /// What the reader needs beside `key` in a map: the other end of a from/to pair, a spring's
    /// other parameters, a custom track's keyframes, the condition a key applies under, a
    /// timeline step's own values, a script's steps.
    private func companions(of key: String, in map: inout [String: Any], properties: [String: Any]) {
        for (from, to) in [("from", "to"), ("to", "from")] where key.hasPrefix(from) {
            let other = to + key.dropFirst(from.count)
            if let node = properties[other] as? [String: Any], map[other] == nil { map[other] = filler(node) }
        }
        if Set(["mass", "stiffness", "damping", "response", "dampingFraction"]).isSubset(of: properties.keys) {
            let pairs: [(String, Double)] = ["mass", "stiffness", "damping"].contains(key)
                ? [("mass", 1), ("stiffness", 100), ("damping", 10)] : [("response", 0.5), ("dampingFraction", 0.8)]
            for (name, value) in pairs where map[name] == nil { map[name] = value }
        }
        if properties["keyframes"] != nil, properties["curve"] != nil, key != "keyframes", map["keyframes"] == nil {
            map["keyframes"] = [[-1, 0.5], [0, 1], [1, 0.5]]
        }
        if let node = properties[key] as? [String: Any], let when = resolved(node)["x-flipbook-when"] as? [String: Any] {
            for (name, values) in when where map[name] == nil { map[name] = (values as? [Any])?.first }
        }
        // A timeline step whose map needs keys publishes a valid map as its schema's `examples`.
        if let node = properties[key] as? [String: Any], let example = example(of: node),
           var step = map[key] as? [String: Any], step["samples"] == nil {
            for (name, value) in example where step[name] == nil { step[name] = value }
            map[key] = step
        }
        if properties["steps"] != nil, key != "steps", map["steps"] == nil { map["steps"] = [["wait": 0.5]] }
        if key == "steps", let steps = map[key] as? [[String: Any]], steps.first?["release"] != nil {
            map[key] = [["drag": ["by": -120, "duration": 0.3]]] + steps
        }
        if key == "steps", let steps = map[key] as? [[String: Any]], steps.first?["menuRelease"] != nil {
            map[key] = [["menuDrag": ["by": -120, "duration": 0.3]]] + steps
        }
    }

    /// The first map in the `examples` of `node` or of one of its alternatives.
    private func example(of node: [String: Any]) -> [String: Any]? {
        let node = resolved(node)
        if let example = (node["examples"] as? [Any])?.first as? [String: Any] { return example }
        return alternatives(of: node).lazy.compactMap { self.example(of: $0) }.first
    }

    /// Text keys of a layer: a text layer draws them.
    private static let textKeys: Set<String> = ["font", "size", "weight", "letterSpacing", "numberOfLines", "lineSpacing"]

    /// The preset the setting is drawn in, the 60×80 viewport, and layers that draw it.
    private func dress(_ config: inout [String: Any], setting: String) {
        let parts = setting.split(separator: ".").map(String.init)
        let presets = [("effect.stack", "stack.tinder"), ("menu", "menu.tabs"), ("pageViewController", "pages.curl"),
                       ("pageControl", "pages.scroll"), ("overlay", "parallax.onboarding"), ("card.layers", "parallax.onboarding")]
        if config["extends"] == nil { config["extends"] = presets.first { setting.hasPrefix($0.0) }?.1 ?? "scale.coverFlow" }
        // A finger on the menu, and a reload, need a menu.
        if setting.contains(".menuDrag.") || setting.contains(".menuRelease.") || setting.contains(".reload.") { config["extends"] = "menu.tabs" }
        if setting == "pageViewController.interPageSpacing" { config["extends"] = "pages.scroll" }
        if setting.hasPrefix("effect.snapshot"), var effect = config["effect"] as? [String: Any], var snapshot = effect["snapshot"] as? [String: Any] {
            // On no preset: a snapshot preset's `{sum: …}` pieces values would merge with a plain one.
            config["extends"] = nil
            if snapshot["layout"] == nil { snapshot["layout"] = "grid" }
            effect["snapshot"] = snapshot
            config["effect"] = effect
        }
        if setting.hasPrefix("menu.items"), var menu = config["menu"] as? [String: Any] {
            config["itemCount"] = 1
            if var range = menu["items"] as? [String: Any], let key = parts.last, key == "from" || key == "to" {
                range["from"] = range[key]
                range["to"] = range[key]
                menu["items"] = range
                config["menu"] = menu
            }
        }
        // A section swept alone, beside one item in a second section: an empty first section is valid.
        if setting == "sections", let sections = config["sections"] as? [Any] { config["sections"] = sections + [1] }
        if !setting.hasPrefix("viewport") { config["viewport"] = [60, 80] }
        let field = parts.count > 2 ? parts[2] : ""
        func layer(_ value: Any) -> Any {
            guard var layer = value as? [String: Any] else { return value }
            let kind = Self.textKeys.contains(field) ? "text" : ["start", "end"].contains(field) ? "gradient" : "rect"
            if layer["id"] == nil { layer["id"] = "swept" }
            if layer["type"] == nil { layer["type"] = kind }
            switch kind {
            case "text": if layer["text"] == nil { layer["text"] = "Swept text" }
            case "gradient": if layer["colors"] == nil { layer["colors"] = ["#FF0000", "#0000FF"] }
            default: if layer["fill"] == nil { layer["fill"] = "#FF0000" }
            }
            // A table or segmented control picked by the swept key's type (`x-flipbook-when`) needs its data.
            if layer["type"] as? String == "table", layer["sections"] == nil { layer["sections"] = [["title": "A", "rows": ["x", "y"]]] }
            if layer["type"] as? String == "segmented", layer["segments"] == nil { layer["segments"] = ["A", "B"] }
            if layer["frame"] == nil { layer["frame"] = ["x": 10, "y": 10, "width": 40, "height": 30] }
            // A 3-D rotation, so the layer goes through the projective painter.
            if layer["transform"] == nil { layer["transform"] = ["rotationY": 0.5] }
            if let actions = layer["actions"] as? [[String: Any]] {
                let kinds = ["move", "size", "frame", "fade", "rotate", "scale", "group", "keyframes"]
                layer["actions"] = actions.map { action in
                    var action = action
                    if !kinds.contains(where: { action[$0] != nil }) { action["fade"] = ["from": 0, "to": 1] }
                    return action
                }
            }
            return layer
        }
        if setting.hasPrefix("card.layers"), var card = config["card"] as? [String: Any], let layers = card["layers"] as? [Any] {
            card["layers"] = layers.map(layer)
            config["card"] = card
        }
        for key in ["cellLayers", "indicatorLayers"] where setting.hasPrefix("menu.\(key)") {
            guard var menu = config["menu"] as? [String: Any], let layers = menu[key] as? [Any] else { continue }
            menu[key] = layers.map(layer)
            config["menu"] = menu
        }
        if setting.hasPrefix("overlay.pages"), var overlay = config["overlay"] as? [String: Any], let pages = overlay["pages"] as? [[Any]] {
            overlay["pages"] = pages.map { $0.map(layer) }
            // One page is also the last, which PVView ignores unless told not to.
            if pages.count == 1, overlay["ignoreLastPage"] == nil { overlay["ignoreLastPage"] = false }
            config["overlay"] = overlay
        }
    }
}
