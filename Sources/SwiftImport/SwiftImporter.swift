import Config
import Foundation
import SceneModel
import SwiftSyntax
import Transforms

/// `flipbook import`: Swift files in, a config out (see docs/IMPORT.md).
///
/// Finds the option sites (`SiteCatalog`), reads each site's literals into its config group,
/// starts from `extends: <layout>` when the effect starts from `.layout(…)`, and keeps only the
/// keys that differ from what `extends` gives (`ConfigDocument.minimal`). The result is checked by
/// loading it as a scene before it is returned. `screens(from:)` does the same for every screen of
/// an app at once (`SwiftImporter+Screens`).
package struct SwiftImporter {
    /// How to pick among several sites of one group.
    package enum Choice: Hashable, Sendable {
        /// `--type ScaleTransformView` (also the options type, `PagingOptions`, `UIPageViewController`, …).
        case type(OptionSite.Kind)
        /// `--at file:line`: the site that starts on `line` in a file named `file`, else the
        /// innermost whose lines include it; with a column, the one that starts there.
        case at(file: String, line: Int)
    }

    /// The picks, one per group at most (`--type`/`--at` may be given more than once).
    package var choices: [Choice] = []
    /// The first pick (the library's one-choice spelling).
    package var choice: Choice? {
        get { choices.first }
        set { choices = newValue.map { [$0] } ?? [] }
    }
    /// `--at FILE:LINE:COLUMN`'s column, when two sites start on one line.
    package var columns: [Int?] = []
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
        try config(from: sources).yaml
    }

    /// The config the files' options give, with what it left out and what stands in.
    package func config(from sources: [SwiftSource]) throws(ImportError) -> ImportedConfig {
        if let overflow = sources.lazy.compactMap(\.nestingOverflow).first { throw .tooDeeplyNested(overflow) }
        let catalog = SiteCatalog(program: Program(sources))
        let scope = ImportScope(catalog: catalog, screens: nil)
        let required = scope.actionLists.isEmpty && scope.customEffects.isEmpty && scope.titles.isEmpty
        let sites = try chosenSites(in: catalog.sites, required: required, files: sources.map(\.name))
        return try assemble(scope, sites: sites, name: "imported", files: sources.map(\.name))
    }

    /// The config of `sites` and what else `scope` holds (titles, actions, card frames, custom effects).
    func assemble(_ scope: ImportScope, sites: [FoundSite], name: String, files: [String]) throws(ImportError) -> ImportedConfig {
        let program = scope.catalog.program
        var groups = try actionGroups(scope)
        var report = ImportReport()
        let custom = try scope.customEffects.first.flatMap { source throws(ImportError) in try CustomEffectReading(program: program, source: source).read() }
        for found in sites {
            var reading = SiteReading(reader: LiteralReader(program: program), allowPartial: allowPartial)
            try reading.read(found)
            groups.append(contentsOf: reading.groups)
            report.append(reading.report)
        }
        var titles = try menuTitles(scope)
        if titles == nil, let pages = sites.lazy.compactMap(MenuPages(program: program).pages).first {
            // The view controllers Parchment is given: their count, and their titles when all are known.
            if let names = pages.titles {
                titles = (.array(names.map(JSONValue.string)), pages.source)
            } else {
                groups.append(Group(key: "itemCount", value: .number(Double(pages.count)), source: pages.source + " (one page per view controller)"))
            }
        }
        if let titles {
            // One page per title, as the config requires.
            if case let .array(items) = titles.value { groups.append(Group(key: "itemCount", value: .number(Double(items.count)), source: titles.source)) }
            if case let .number(from)? = titles.value["from"], case let .number(to)? = titles.value["to"], to - from < Double(Scene.itemCountRange.upperBound) {
                groups.append(Group(key: "itemCount", value: .number(to - from + 1), source: titles.source))
            }
            if let index = groups.firstIndex(where: { $0.key == "menu" }), case var .object(members) = groups[index].value {
                members.insert(.init("items", titles.value), at: 0)
                groups[index].value = .object(members)
            } else {
                groups.append(Group(key: "menu", value: .object([.init("items", titles.value)]), source: titles.source))
            }
        }
        let inset = try cardInset(in: scope, groups: groups)
        if let group = inset.group { groups.append(group) }
        report.append(inset.report)
        if let custom { groups = customEffect(custom, over: groups) } else { groups = withoutDefaults(groups) }
        groups = plainPages(groups)
        var keys = Set(groups.map(\.key))
        // The app's page control counts its pages: as many pages as dots, unless the menu or the
        // view controllers already said.
        let pages = groups.first(where: { $0.key == "pageViewController" })?.value
        let inPairs = pages?["spineLocation"] == "mid" || pages?["isDoubleSided"] == true
        if !keys.contains("itemCount"), let dots = groups.last(where: { $0.key == "pageControl" }), case let .number(count)? = dots.value["numberOfPages"],
           count >= 1, !inPairs || count.truncatingRemainder(dividingBy: 2) == 0 {
            groups.append(Group(key: "itemCount", value: .number(count), source: dots.source + " (one page per dot: the page control's numberOfPages)"))
            keys.insert("itemCount")
        }
        // UIKit takes pages in pairs for a middle spine and for double-sided pages: the default 5 would be refused.
        if let pages = groups.first(where: { $0.key == "pageViewController" })?.value, !keys.contains("itemCount") {
            let why = pages["spineLocation"] == "mid" ? "spineLocation mid shows" : pages["isDoubleSided"] == true ? "isDoubleSided turns" : nil
            if let why {
                groups.append(Group(key: "itemCount", value: 6, source: "\(why) pages in pairs: an even count (the app's data source has the real one)"))
            }
        }
        let first = sites.map(\.site).min { ($0.position.file, $0.position.line) < ($1.position.file, $1.position.line) }
        return try render(groups, report: report, files: files, name: name, position: first?.position.fileAndLine ?? files.first ?? "")
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

    // MARK: Titles and actions

    /// `menu.items` from `let menuTitles = [...]`, `PagingIndexItem(index:title:)` calls or SwiftUI `Page("title")`s.
    private func menuTitles(_ scope: ImportScope) throws(ImportError) -> (value: JSONValue, source: String)? {
        let titles = scope.titles
        guard let first = titles.first else { return nil }
        let program = scope.catalog.program
        let reader = LiteralReader(program: program)
        if titles.count == 1, first.index == nil, first.expression.is(ArrayExprSyntax.self) {
            return (try reader.value(first.expression, as: .list(.string), option: "menu.items"), program.position(of: first.expression).fileAndLine)
        }
        if titles.count == 1, let index = first.index, let range = MenuRange(program: program).range(title: first.expression, index: index) {
            return (range, program.position(of: first.expression).fileAndLine + " (Parchment's infinite data source)")
        }
        var indexed: [(Double, String)] = []
        for title in titles {
            // Titles worked out while the app runs (`PagingIndexItem(index: index, title: names[index])`
            // in a data source) give no list: the cards' titles stand in.
            guard let index = try? title.index.map({ index throws(ImportError) in try reader.number(index, option: "menu.items") }) ?? Double(indexed.count),
                  let text = try? reader.string(title.expression, option: "menu.items") else { return nil }
            indexed.append((index, text))
        }
        return (.array(indexed.sorted { $0.0 < $1.0 }.map { .string($0.1) }), program.position(of: first.expression).fileAndLine)
    }

    /// `card.layers` from a `layerActions` array and `overlay.pages` from a `pages` array of
    /// PVView actions (`PVActionsLiteral`).
    private func actionGroups(_ scope: ImportScope) throws(ImportError) -> [Group] {
        var groups: [Group] = []
        let program = scope.catalog.program
        let reader = PVActionsLiteral(reader: LiteralReader(program: program))
        var rules: [JSONValue.Member] = []
        for list in scope.actionLists where list.name == "overlayRules" {
            rules = try Self.overlayRules(list.expression, reader: LiteralReader(program: program))
        }
        for list in scope.actionLists where list.name != "overlayRules" {
            let at = program.position(of: list.expression).fileAndLine
                + " (PVView actions; Swift has no layer look: each layer is a stand-in `type: rect` with the card's frame, set its type, frame and content)"
            if list.name == "layerActions" {
                groups.append(Group(key: "card", value: .object([.init("layers", try reader.cardLayers(list.expression))]), source: at))
            } else {
                groups.append(Group(key: "overlay", value: .object(rules + [.init("pages", try reader.overlayPages(list.expression))]), source: at))
            }
        }
        return groups
    }

    /// `overlayRules = (ignoreLastPage: false, runActionsAfterTransition: true)`: PVView's two page
    /// rules as `overlay` keys, each element read as a Boolean literal; other labels are ignored.
    private static func overlayRules(_ expression: ExprSyntax, reader: LiteralReader) throws(ImportError) -> [JSONValue.Member] {
        guard let tuple = expression.as(TupleExprSyntax.self) else { return [] }
        var members: [JSONValue.Member] = []
        for element in tuple.elements {
            guard let label = element.label?.text, ["ignoreLastPage", "runActionsAfterTransition"].contains(label) else { continue }
            members.append(.init(label, try reader.value(element.expression, as: .bool, option: "overlay.\(label)")))
        }
        return members
    }

    /// One top-level key of the config and where it was read.
    struct Group {
        var key: String
        var value: JSONValue
        /// `file:line` for the comment above it.
        var source: String
    }
}

/// One config read from Swift, with its report.
package struct ImportedConfig: Sendable {
    /// The config's name: the screen's type, or `imported`.
    package var name: String
    package var yaml: String
    package var report: ImportReport
    /// The top-level keys written, in order.
    package var keys: [String]
    /// How many values the config writes (leaves of its maps and lists).
    package var valueCount: Int
    /// `file:line` of the first site read.
    package var position: String
}
