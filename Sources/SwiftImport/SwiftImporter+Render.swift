import Config
import Foundation
import SceneModel

extension SwiftImporter {
    /// The YAML of `groups`: only what differs from `extends`, a comment naming the source above each
    /// group, the lists of what was left out and not imported at the top, and each placeholder
    /// written with the value that stands in and a `# placeholder:` comment above it.
    func render(_ groups: [Group], report: ImportReport, files: [String], name: String, position: String, retry: Bool = true) throws(ImportError) -> ImportedConfig {
        // Effect-related keys first, in the order a person writes a config.
        let order = ["extends", "itemCount", "numberOfVisibleItems", "scrollDirection", "effect", "menu", "pageViewController", "pageControl", "card", "overlay"]
        var merged: [Group] = []
        for group in groups {
            if let index = merged.firstIndex(where: { $0.key == group.key }), case let .object(a) = merged[index].value, case let .object(b) = group.value {
                merged[index].value = .object(a.filter { member in !b.contains { $0.key == member.key } } + b)
            } else if let index = merged.firstIndex(where: { $0.key == group.key }) {
                merged[index] = group
            } else {
                merged.append(group)
            }
        }
        merged.sort { (order.firstIndex(of: $0.key) ?? order.count) < (order.firstIndex(of: $1.key) ?? order.count) }
        let full = JSONValue.object(merged.map { JSONValue.Member($0.key, $0.value) })
        var minimal: JSONValue
        let effective: JSONValue
        do {
            minimal = try ConfigDocument.minimal(full, directory: directory)
            _ = try ConfigDocument.scene(minimal, name: "imported", directory: directory)
            effective = try ConfigDocument.effective(minimal, directory: directory)
        } catch {
            // Maps merge key by key under `extends`, so a value of another form than the layout's (a
            // PiecesValue case) mixes with it: write the layout's options out instead of extending it.
            if retry, let expanded = layoutWrittenOut(merged) {
                return try render(expanded, report: report, files: files, name: name, position: position, retry: false)
            }
            throw .invalidConfig("\(error)")
        }
        // Each placeholder's key is written with the value that stands in (the layout's or upstream's default).
        var comments: [[String]: [String]] = [:]
        for placeholder in report.placeholders {
            let path = placeholder.option.split(separator: ".").map(String.init)
            // A whole effect stands in as its defaults, `{}`, rather than every one of its options.
            let isEffect = path.count == 2 && path[0] == "effect"
            if !placeholder.keepsValue, let value = isEffect ? .object([]) : effective.value(at: path) { minimal = minimal.setting(value, at: path) }
            comments[path, default: []].append("placeholder: \(placeholder.expression) (\(placeholder.position)), \(placeholder.why) — set the app's value")
        }
        var lines = ["# Imported by `flipbook import` from \(files.joined(separator: ", ")): only what differs from "
                     + (full["extends"].map { "`\($0.stringValue ?? "")`" } ?? "the defaults") + "."]
        if !report.placeholders.isEmpty {
            lines.append("# Placeholders (values not in these files; the default stands in): " + report.placeholders.map(\.option).joined(separator: ", "))
        }
        if !report.omissions.isEmpty {
            lines.append("# " + omissionsHeading)
            lines += report.omissions.map { "#   " + $0 }
        }
        if !report.notes.isEmpty {
            lines.append("# Not imported (no Flipbook setting):")
            lines += report.notes.map { "#   " + $0 }
        }
        if !report.readings.isEmpty || !report.laterChanges.isEmpty {
            lines.append("# Read as:")
            lines += (report.readings + report.laterChanges).map { "#   " + $0 }
        }
        var keys: [String] = []
        if case let .object(members) = minimal {
            for member in members {
                if let group = merged.first(where: { $0.key == member.key }) { lines.append("# " + group.source) }
                var text = ConfigYAML.text(of: .object([member])).trimmingCharacters(in: .newlines).components(separatedBy: "\n")
                YAMLComments.insert(comments, into: &text)
                lines += text
                keys.append(member.key)
            }
        }
        return ImportedConfig(name: name, yaml: lines.joined(separator: "\n") + "\n", report: report, keys: keys,
                              valueCount: minimal.leafCount - (minimal["extends"] == nil ? 0 : 1), position: position)
    }

    /// With no effect, no named layout and no page view controller, the app shows plain pages (a
    /// Parchment menu's pages, cards under a page control): side by side, one page apart, none
    /// scaled or shadowed. In Flipbook the card is inset in its page, so one page is
    /// `1 / (1 − 2 × inset)` card widths (heights, when the pages scroll vertically, which the
    /// scale effect cannot do: a custom effect moves them).
    func plainPages(_ groups: [Group]) -> [Group] {
        guard Set(groups.map(\.key)).isDisjoint(with: ["effect", "extends", "pageViewController"]) else { return groups }
        let vertical = groups.contains { group in
            group.key == "scrollDirection" && group.value == "vertical" || group.key == "menu" && group.value["contentNavigationOrientation"] == "vertical"
        }
        let probe = JSONValue.object(groups.filter { $0.key == "card" }.map { JSONValue.Member($0.key, $0.value) }
            + [.init("effect", .object([.init("scale", .object([]))]))])
        let inset = (try? ConfigDocument.effective(probe, directory: directory))?["card"]?["inset"]
        let fraction: Double
        if case let .number(value)? = inset?[vertical ? "vertical" : "horizontal"] { fraction = value } else { fraction = vertical ? 0.06 : 0.18 }
        let ratio = 1 / (1 - 2 * fraction)
        let plain: JSONValue
        if vertical {
            let far = 1000.0
            plain = .object([.init("custom", .object([.init("translateY", .array([.array([.number(-far), .number(-far * ratio)]), .array([.number(far), .number(far * ratio)])]))]))])
        } else {
            plain = .object([.init("scale", .object([
                .init("scaleRatio", 0), .init("translationRatio", .object([.init("x", .number(ratio)), .init("y", 0)])),
                .init("minTranslationRatio", .null), .init("maxTranslationRatio", .null), .init("shadowEnabled", false),
            ]))])
        }
        let how = vertical ? "moved one page height apart" : "\(ratio.shortestDescription) card widths apart (one page)"
        return groups + [Group(key: "effect", value: plain, source: "no paging effect in the Swift: plain pages, not scaled, \(how)")]
    }

    /// `groups` without `extends: <layout>`: the effect is the layout's options (as its preset
    /// writes them) with the Swift's values in place of whole keys; `nil` without such an `extends`.
    fileprivate func layoutWrittenOut(_ groups: [Group]) -> [Group]? {
        guard let extends = groups.first(where: { $0.key == "extends" }), let effectIndex = groups.firstIndex(where: { $0.key == "effect" }),
              case let .object(effect) = groups[effectIndex].value, let kind = effect.first,
              let base = try? ConfigDocument.resolved(.object([.init("extends", extends.value)]), directory: directory),
              case let .object(layoutOptions)? = base["effect"]?[kind.key], case let .object(own) = kind.value else { return nil }
        var options = layoutOptions
        for member in own {
            if let index = options.firstIndex(where: { $0.key == member.key }) { options[index] = member } else { options.append(member) }
        }
        var expanded = groups.filter { $0.key != "extends" }
        let index = expanded.firstIndex { $0.key == "effect" } ?? 0
        expanded[index].value = .object([.init(kind.key, .object(options))])
        expanded[index].source += " (\(extends.value.stringValue ?? "the layout")'s options written out: a value of another form cannot merge over `extends`)"
        return expanded
    }
}

/// Comments above keys of block-style YAML that `ConfigYAML` wrote.
enum YAMLComments {
    /// Inserts each comment above the line of its key path; a key written inside a flow map
    /// (`{…}`) gets it above the nearest enclosing key written on a line of its own.
    static func insert(_ comments: [[String]: [String]], into lines: inout [String]) {
        guard !comments.isEmpty else { return }
        var path: [(indent: Int, key: String)] = []
        var insertions: [(line: Int, indent: Int, text: [String])] = []
        var pending = comments
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard !body.hasPrefix("- "), let colon = body.firstIndex(of: ":") else { continue }
            let key = String(body[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            while let last = path.last, last.indent >= indent { path.removeLast() }
            path.append((indent, key))
            let keys = path.map(\.key)
            for (target, texts) in pending where target.starts(with: keys) && (target == keys || !body.hasSuffix(":")) {
                insertions.append((index, indent, texts))
                pending[target] = nil
            }
        }
        for insertion in insertions.reversed() {
            lines.insert(contentsOf: insertion.text.map { String(repeating: " ", count: insertion.indent) + "# " + $0 }, at: insertion.line)
        }
    }
}

extension JSONValue {
    var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }

    /// The value at a key path, `nil` when a key is missing.
    func value(at path: [String]) -> JSONValue? {
        guard let first = path.first else { return self }
        return self[first]?.value(at: Array(path.dropFirst()))
    }

    /// This map with `value` at `path`, maps made on the way.
    func setting(_ value: JSONValue, at path: [String]) -> JSONValue {
        guard let first = path.first else { return value }
        var members: [JSONValue.Member] = if case let .object(existing) = self { existing } else { [] }
        let inner = members.first { $0.key == first }?.value ?? .object([])
        let updated = inner.setting(value, at: Array(path.dropFirst()))
        if let index = members.firstIndex(where: { $0.key == first }) { members[index].value = updated } else { members.append(.init(first, updated)) }
        return .object(members)
    }

    /// How many scalars the value holds.
    var leafCount: Int {
        switch self {
        case let .object(members): return members.reduce(0) { $0 + $1.value.leafCount }
        case let .array(items): return items.reduce(0) { $0 + $1.leafCount }
        default: return 1
        }
    }
}
