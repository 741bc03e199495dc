import Config
import Foundation
import SwiftSyntax
import Transforms

/// `flipbook import`: Swift files in, a config out (see docs/IMPORT.md).
///
/// Finds the option sites (`OptionSite`), reads each site's literals into its config group, starts
/// from `extends: <layout>` when the effect starts from `.layout(…)`, and keeps only the keys that
/// differ from what `extends` gives (`ConfigDocument.minimal`). The result is checked by loading it
/// as a scene before it is returned.
package struct SwiftImporter {
    /// How to pick among several sites of one group.
    package enum Choice: Hashable, Sendable {
        /// `--type ScaleTransformView` (also the options type, `PagingOptions`, `UIPageViewController`, …).
        case type(OptionSite.Kind)
        /// `--at file:line`: the site whose lines include `line` in a file named `file`.
        case at(file: String, line: Int)
    }

    package var choice: Choice?
    /// Leave out what is not a literal (listed in a comment) instead of refusing.
    package var allowPartial = false
    /// The heading of that comment's list, as the front end names the choice that allowed it
    /// (the command line: `Left out (not literals; --allow-partial):`).
    package var omissionsHeading = "Left out (not literals; `allowPartial`):"
    /// The folder `extends` paths, the defaults and the check resolve from.
    package var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    package init(choice: Choice? = nil, allowPartial: Bool = false) {
        self.choice = choice
        self.allowPartial = allowPartial
    }

    /// The config the files' options give, as YAML text with a comment naming the source of each group.
    package func yaml(from sources: [SwiftSource]) throws(ImportError) -> String {
        if let overflow = sources.lazy.compactMap(\.nestingOverflow).first { throw .tooDeeplyNested(overflow) }
        let layerGroups = try actionGroups(in: sources)
        var custom: (value: JSONValue, source: String)?
        for source in sources where custom == nil { custom = try CustomEffectReading(source: source).read() }
        let sites = try chosenSites(in: sources, required: layerGroups.isEmpty && custom == nil)
        var groups: [Group] = layerGroups
        var omissions: [String] = []
        var notes: [String] = []
        for (source, found) in sites {
            var reading = SiteReading(reader: LiteralReader(source: source), allowPartial: allowPartial)
            try reading.read(found)
            groups.append(contentsOf: reading.groups)
            omissions += reading.omissions
            notes += reading.notes
        }
        if let titles = try menuTitles(in: sources) {
            // One page per title, as the config requires.
            if case let .array(items) = titles.value { groups.append(Group(key: "itemCount", value: .number(Double(items.count)), source: titles.source)) }
            if let index = groups.firstIndex(where: { $0.key == "menu" }), case var .object(members) = groups[index].value {
                members.insert(.init("items", titles.value), at: 0)
                groups[index].value = .object(members)
            } else {
                groups.append(Group(key: "menu", value: .object([.init("items", titles.value)]), source: titles.source))
            }
        }
        let inset = try cardInset(in: sources, groups: groups)
        if let group = inset.group { groups.append(group) }
        notes += inset.notes
        omissions += inset.omissions
        if let custom { groups = customEffect(custom, over: groups) } else { groups = withoutDefaults(groups) }
        let keys = Set(groups.map(\.key))
        if keys.isDisjoint(with: ["effect", "extends", "pageViewController"]) {
            // A config needs an effect; the app pages plainly (Parchment's pages, or cards with a page control).
            let plain: JSONValue = .object([.init("scale", .object([.init("scaleRatio", 0), .init("shadowEnabled", false)]))])
            groups.append(Group(key: "effect", value: plain, source: "no paging effect in the Swift: plain pages, not scaled"))
        }
        // UIKit takes pages in pairs for a middle spine and for double-sided pages: the default 5 would be refused.
        if let pages = groups.first(where: { $0.key == "pageViewController" })?.value, !keys.contains("itemCount") {
            let why = pages["spineLocation"] == "mid" ? "spineLocation mid shows" : pages["isDoubleSided"] == true ? "isDoubleSided turns" : nil
            if let why {
                groups.append(Group(key: "itemCount", value: 6, source: "\(why) pages in pairs: an even count (the app's data source has the real one)"))
            }
        }
        return try render(groups, omissions: omissions, notes: notes, files: sources.map(\.name))
    }

    /// `groups` with the effect read from the options site (a ScaleTransformView's `scaleOptions`,
    /// with its `extends` layout) moved under `effect.custom.base`, and the custom tracks beside it.
    private func customEffect(_ custom: (value: JSONValue, source: String), over groups: [Group]) -> [Group] {
        guard case let .object(tracks) = custom.value else { return groups }
        var base: JSONValue?
        if case let .object(kinds)? = groups.first(where: { $0.key == "effect" })?.value, let kind = kinds.first, case let .object(options) = kind.value {
            base = .object([.init(kind.key, .object(options))])
        }
        if case let .string(layout)? = groups.first(where: { $0.key == "extends" })?.value, let dot = layout.firstIndex(of: ".") {
            // `.layout(.coverFlow)` in Swift: the layout's name inside the base, the Swift's own values after it.
            let kind = String(layout[..<dot]), name = String(layout[layout.index(after: dot)...])
            let own: [JSONValue.Member] = if case let .object(options)? = base?[kind] { options } else { [] }
            base = .object([.init(kind, .object([.init("layout", .string(name))] + own))])
        }
        let map = JSONValue.object((base.map { [JSONValue.Member("base", $0)] } ?? []) + tracks)
        return groups.filter { $0.key != "effect" && $0.key != "extends" }
            + [Group(key: "effect", value: .object([.init("custom", map)]), source: custom.source + " (keyframes, as `flipbook code` writes them)")]
    }

    // MARK: Sites

    /// Every file's sites, narrowed by `choice`; throws when a group still has several.
    func chosenSites(in sources: [SwiftSource], required: Bool = true) throws(ImportError) -> [(SwiftSource, FoundSite)] {
        var all: [(SwiftSource, FoundSite)] = []
        for source in sources {
            all += SiteFinder(source: source).sites.map { (source, $0) }
        }
        guard !all.isEmpty || !required else { throw .noSites(files: sources.map(\.name)) }
        if let choice {
            let matching = all.filter { matches($0.1.site, choice) }
            guard let group = matching.first?.1.site.kind.group else {
                throw .noSiteMatches(choice: choice, sites: all.map(\.1.site))
            }
            all = all.filter { $0.1.site.kind.group != group || matches($0.1.site, choice) }
        }
        let byGroup = Dictionary(grouping: all, by: { $0.1.site.kind.group })
        let ambiguous = byGroup.values.filter { $0.count > 1 }.flatMap { $0.map(\.1.site) }
        guard ambiguous.isEmpty else {
            throw .severalSites(ambiguous.sorted { ($0.position.file, $0.position.line) < ($1.position.file, $1.position.line) })
        }
        return all
    }

    private func matches(_ site: OptionSite, _ choice: Choice) -> Bool {
        switch choice {
        case let .type(kind): return site.kind == kind
        case let .at(file, line):
            let name = site.position.file
            let sameFile = name == file || name.hasSuffix("/" + file) || file.hasSuffix("/" + name)
                || (name as NSString).lastPathComponent == (file as NSString).lastPathComponent
            return sameFile && (site.position.line...max(site.position.line, site.endLine)).contains(line)
        }
    }

    /// `menu.items` from `let menuTitles = [...]` or `PagingIndexItem(index:title:)` calls.
    private func menuTitles(in sources: [SwiftSource]) throws(ImportError) -> (value: JSONValue, source: String)? {
        for source in sources {
            let finder = SiteFinder(source: source)
            guard let first = finder.titles.first else { continue }
            let reader = LiteralReader(source: source)
            if finder.titles.count == 1, first.index == nil {
                return (try reader.value(first.expression, as: .list(.string), option: "menu.items"), source.position(of: first.expression).fileAndLine)
            }
            var indexed: [(Double, String)] = []
            for title in finder.titles {
                let index = try title.index.map { index throws(ImportError) in try reader.number(index, option: "menu.items") } ?? Double(indexed.count)
                indexed.append((index, try reader.string(title.expression, option: "menu.items")))
            }
            return (.array(indexed.sorted { $0.0 < $1.0 }.map { .string($0.1) }), source.position(of: first.expression).fileAndLine)
        }
        return nil
    }

    /// `card.layers` from a `layerActions` array and `overlay.pages` from a `pages` array of
    /// PVView actions (`PVActionsLiteral`).
    private func actionGroups(in sources: [SwiftSource]) throws(ImportError) -> [Group] {
        var groups: [Group] = []
        for source in sources {
            let reader = PVActionsLiteral(reader: LiteralReader(source: source))
            for list in SiteFinder(source: source).actionLists {
                let at = source.position(of: list.expression).fileAndLine
                    + " (PVView actions; Swift has no layer look: each layer is a stand-in `type: rect` with the card's frame, set its type, frame and content)"
                if list.name == "layerActions" {
                    groups.append(Group(key: "card", value: .object([.init("layers", try reader.cardLayers(list.expression))]), source: at))
                } else {
                    groups.append(Group(key: "overlay", value: .object([.init("pages", try reader.overlayPages(list.expression))]), source: at))
                }
            }
        }
        return groups
    }

    // MARK: Output

    /// One top-level key of the config and where it was read.
    struct Group {
        var key: String
        var value: JSONValue
        /// `file:line` for the comment above it.
        var source: String
    }

    private func render(_ groups: [Group], omissions: [String], notes: [String], files: [String], retry: Bool = true) throws(ImportError) -> String {
        // Effect-related keys first, in the order a person writes a config.
        let order = ["extends", "itemCount", "numberOfVisibleItems", "scrollDirection", "effect", "menu", "pageViewController", "pageControl", "card", "overlay"]
        var merged: [Group] = []
        for group in groups {
            if let index = merged.firstIndex(where: { $0.key == group.key }), case let .object(a) = merged[index].value, case let .object(b) = group.value {
                merged[index].value = .object(a + b)
            } else {
                merged.append(group)
            }
        }
        merged.sort { (order.firstIndex(of: $0.key) ?? order.count) < (order.firstIndex(of: $1.key) ?? order.count) }
        let full = JSONValue.object(merged.map { JSONValue.Member($0.key, $0.value) })
        let minimal: JSONValue
        do {
            minimal = try ConfigDocument.minimal(full, directory: directory)
            _ = try ConfigDocument.scene(minimal, name: "imported", directory: directory)
        } catch {
            // Maps merge key by key under `extends`, so a value of another form than the layout's (a
            // PiecesValue case) mixes with it: write the layout's options out instead of extending it.
            if retry, let expanded = layoutWrittenOut(merged) {
                return try render(expanded, omissions: omissions, notes: notes, files: files, retry: false)
            }
            throw .invalidConfig("\(error)")
        }
        var lines = ["# Imported by `flipbook import` from \(files.joined(separator: ", ")): only what differs from "
                     + (full["extends"].map { "`\($0.stringValue ?? "")`" } ?? "the defaults") + "."]
        if !omissions.isEmpty {
            lines.append("# " + omissionsHeading)
            lines += omissions.map { "#   " + $0 }
        }
        if !notes.isEmpty {
            lines.append("# Not imported (no Flipbook setting):")
            lines += notes.map { "#   " + $0 }
        }
        guard case let .object(members) = minimal else { return lines.joined(separator: "\n") + "\n" }
        for member in members {
            if let group = merged.first(where: { $0.key == member.key }) { lines.append("# " + group.source) }
            lines.append(ConfigYAML.text(of: .object([member])).trimmingCharacters(in: .newlines))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SwiftImporter {
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

private extension JSONValue {
    var stringValue: String? {
        if case let .string(text) = self { return text }
        return nil
    }
}
