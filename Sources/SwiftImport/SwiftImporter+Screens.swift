import SwiftSyntax

/// A whole app at a time: one config per screen.
///
/// A screen is a type of the app that pages (a view controller, a SwiftUI view, a Parchment or
/// `UIPageViewController` subclass) with everything it sets, in its declaration and extensions;
/// top-level code is a screen named after its file. A cell that only carries an effect joins the
/// screens that name it (the view controller that registers `PhotoCell` pages with its options);
/// a cell nothing names is a screen of its own. A screen that sets one group in several places (two
/// effects) gives one config per place, named `Screen-LINE`.
///
/// Every screen is read as `allowPartial`: what the app computes while it runs is left out and
/// listed, so one such value does not cost the other screens.
extension SwiftImporter {
    /// One screen's import.
    package struct Screen: Sendable {
        /// The config's file name without `.yaml`: the type's name (`-LINE` when split).
        package var name: String
        /// `file:line` where the screen's first site is.
        package var position: String
        /// The config, or why there is none.
        package var outcome: Result<ImportedConfig, ImportError>
    }

    /// Every screen of `sources`; `progress` is told each screen's name before it is read, with its
    /// number and the count.
    package func screens(from sources: [SwiftSource], progress: (Int, Int, String) -> Void = { _, _, _ in }) throws(ImportError) -> [Screen] {
        if let overflow = sources.lazy.compactMap(\.nestingOverflow).first { throw .tooDeeplyNested(overflow) }
        let catalog = SiteCatalog(program: Program(sources))
        var partial = self
        partial.allowPartial = true
        partial.choices = []
        let plan = Self.plan(catalog)
        guard !plan.isEmpty else { throw .noSites(files: sources.map(\.name)) }
        var screens: [Screen] = []
        var used: Set<String> = []
        for (number, entry) in plan.enumerated() {
            progress(number + 1, plan.count, entry.name)
            let scope = ImportScope(catalog: catalog, screens: entry.screens)
            var name = entry.name
            var suffix = 2
            while used.contains(name) { name = entry.name + "-\(suffix)"; suffix += 1 }
            used.insert(name)
            let program = catalog.program
            let positions = entry.sites.map(\.site.position) + scope.actionLists.map { program.position(of: $0.expression) }
                + scope.customEffects.compactMap { CustomEffectReading.transformFunction(in: $0).map(program.position) }
            let position = positions.min { ($0.file, $0.line) < ($1.file, $1.line) }?.fileAndLine ?? name
            do {
                let config = try partial.assemble(scope, sites: entry.sites, name: name, files: Self.files(of: entry, scope: scope))
                screens.append(Screen(name: name, position: position, outcome: .success(config)))
            } catch {
                screens.append(Screen(name: name, position: position, outcome: .failure(error)))
            }
        }
        return screens
    }

    private static func files(of entry: (name: String, screens: Set<String>, sites: [FoundSite]), scope: ImportScope) -> [String] {
        var files: [String] = []
        let positions = entry.sites.map(\.site.position.file) + scope.actionLists.map { scope.catalog.program.position(of: $0.expression).file }
            + scope.customEffects.map(\.name)
        for file in positions where !files.contains(file) { files.append(file) }
        return files
    }

    /// The configs to write: each screen's sites (cells joined to the screens that name them), split
    /// where a group is set in several places.
    static func plan(_ catalog: SiteCatalog) -> [(name: String, screens: Set<String>, sites: [FoundSite])] {
        let names = catalog.screenNames
        var byScreen = Dictionary(grouping: catalog.sites, by: \.site.screen)
        let effectOnly = Set(names.filter { name in
            let sites = byScreen[name] ?? []
            return !sites.isEmpty && sites.allSatisfy { $0.site.kind.group == "effect" }
        })
        var joined: [String: Set<String>] = [:]
        var taken: Set<String> = []
        for name in names where !effectOnly.contains(name) && !(byScreen[name] ?? []).contains(where: { $0.site.kind.group == "effect" }) {
            let named = referencedNames(of: name, in: catalog.program).intersection(effectOnly)
            guard !named.isEmpty else { continue }
            joined[name] = named
            taken.formUnion(named)
        }
        // A screen that embeds an instance of a type configuring itself (a `UIPageViewController`
        // subclass it sets itself as the data source of) takes the rest of that type's screen (its
        // page control), when they set different groups.
        for name in names where !taken.contains(name) {
            let own = byScreen[name] ?? []
            let embedded = Set(own.flatMap(\.bases).filter { $0.holder.map { id in catalog.program.types.declarations.values.contains { $0.contains { $0.node.id == id } } } == true }
                .map(\.site.screen))
            for type in embedded where type != name && !taken.contains(type) && joined[type] == nil {
                let theirs = byScreen[type] ?? []
                guard !theirs.isEmpty, Set(theirs.map(\.site.kind.group)).isDisjoint(with: own.map(\.site.kind.group)) else { continue }
                joined[name, default: []].insert(type)
                taken.insert(type)
            }
        }
        var plan: [(name: String, screens: Set<String>, sites: [FoundSite])] = []
        for name in names where !taken.contains(name) {
            let screens = Set([name]).union(joined[name] ?? [])
            var sites: [FoundSite] = []
            for screen in screens.sorted() { sites += byScreen[screen] ?? [] }
            byScreen[name] = nil
            // Sites that set nothing give way to those that do, as in one import.
            sites = sites.filter { site in !site.isEmpty || !sites.contains { $0.site.kind.group == site.site.kind.group && !$0.isEmpty } }
            let groups = Dictionary(grouping: sites, by: \.site.kind.group)
            guard let split = groups.values.filter({ $0.count > 1 }).max(by: { $0.count < $1.count }) else {
                plan.append((name, screens, sites))
                continue
            }
            let group = split[0].site.kind.group
            let settled = sites.filter { site in (groups[site.site.kind.group]?.count ?? 0) == 1 }
            for site in split.sorted(by: { ($0.site.position.file, $0.site.position.line) < ($1.site.position.file, $1.site.position.line) }) {
                // Other groups also set in several places: the place nearest this one in its file.
                var chosen = settled + [site]
                for (other, rivals) in groups where other != group && rivals.count > 1 {
                    if let nearest = rivals.min(by: { distance($0, site) < distance($1, site) }) { chosen.append(nearest) }
                }
                plan.append(("\(name)-\(site.site.position.line)", screens, chosen))
            }
        }
        return plan
    }

    private static func distance(_ a: FoundSite, _ b: FoundSite) -> Int {
        a.site.position.file == b.site.position.file ? abs(a.site.position.line - b.site.position.line) : Int.max / 2
    }

    /// The identifiers a screen's declarations use (`PhotoCell` in `register(PhotoCell.self, …)`).
    private static func referencedNames(of screen: String, in program: Program) -> Set<String> {
        var names: Set<String> = []
        for declaration in program.types.declarations(of: screen) {
            for token in declaration.node.tokens(viewMode: .sourceAccurate) {
                if case .identifier = token.tokenKind { names.insert(token.text) }
            }
        }
        return names.subtracting([screen])
    }
}
