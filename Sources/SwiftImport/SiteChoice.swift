import Foundation

/// Picking among several sites of one group: `--type` and `--at`, and the remedies a refusal
/// prints, each checked to import as printed.
extension SwiftImporter {
    /// Adds a pick; `column` narrows `--at FILE:LINE:COLUMN` to the site that starts there.
    package mutating func pick(_ choice: Choice, column: Int? = nil) {
        choices.append(choice)
        columns += Array(repeating: nil, count: max(0, choices.count - 1 - columns.count)) + [column]
    }

    /// The sites narrowed by the picks; throws when a group still has several, each listed with
    /// flags that pick it.
    func chosenSites(in all: [FoundSite], required: Bool = true, files: [String]) throws(ImportError) -> [FoundSite] {
        guard !all.isEmpty || !required else { throw .noSites(files: files) }
        let sites = try narrowed(all)
        let ambiguous = Self.ambiguous(sites)
        guard ambiguous.isEmpty else {
            throw .severalSites(ambiguous.map { site in
                var listed = site.site
                listed.remedy = remedy(for: site, among: ambiguous, all: all)
                return listed
            })
        }
        return sites
    }

    /// `all` without sites that set nothing where another of their group sets something, then narrowed by each pick.
    private func narrowed(_ all: [FoundSite]) throws(ImportError) -> [FoundSite] {
        var sites = all.filter { site in !site.isEmpty || !all.contains { $0.site.kind.group == site.site.kind.group && !$0.isEmpty } }
        for (index, choice) in choices.enumerated() {
            let column = index < columns.count ? columns[index] : nil
            let matching = Self.matching(sites, choice, column: column)
            guard let picked = matching.first else { throw .noSiteMatches(choice: choice, sites: all.map(\.site)) }
            let group = picked.site.kind.group
            let kept = Set(matching.compactMap(\.holder))
            sites = sites.filter { $0.site.kind.group != group || $0.holder.map(kept.contains) ?? false }
            // The other groups of the picked site's screen settle with it.
            guard matching.count == 1 else { continue }
            for other in Set(sites.map(\.site.kind.group)) where other != group {
                let rivals = sites.filter { $0.site.kind.group == other }
                let same = rivals.filter { $0.site.screen == picked.site.screen }
                if rivals.count > 1, same.count == 1 { sites.removeAll { $0.site.kind.group == other && $0.site.screen != picked.site.screen } }
            }
        }
        return sites
    }

    /// The sites `choice` picks: of that type; or starting on that line (and column) of that file,
    /// else the innermost whose lines include it.
    private static func matching(_ sites: [FoundSite], _ choice: Choice, column: Int?) -> [FoundSite] {
        switch choice {
        case let .type(kind):
            return sites.filter { $0.site.kind == kind }
        case let .at(file, line):
            let inFile = sites.filter { sameFile($0.site.position.file, file) }
            let starting = inFile.filter { found in found.site.position.line == line && (column.map { found.site.position.column == $0 } ?? true) }
            if !starting.isEmpty { return starting }
            guard column == nil else { return [] }
            let around = inFile.filter { ($0.site.position.line...max($0.site.position.line, $0.site.endLine)).contains(line) }
            return around.min { ($0.site.endLine - $0.site.position.line) < ($1.site.endLine - $1.site.position.line) }.map { [$0] } ?? []
        }
    }

    private static func sameFile(_ name: String, _ file: String) -> Bool {
        name == file || name.hasSuffix("/" + file) || file.hasSuffix("/" + name)
            || (name as NSString).lastPathComponent == (file as NSString).lastPathComponent
    }

    private static func ambiguous(_ sites: [FoundSite]) -> [FoundSite] {
        let byGroup = Dictionary(grouping: sites, by: { $0.site.kind.group })
        return byGroup.values.filter { $0.count > 1 }.flatMap { $0 }
            .sorted { ($0.site.position.file, $0.site.position.line, $0.site.position.column) < ($1.site.position.file, $1.site.position.line, $1.site.position.column) }
    }

    /// The shortest flags that, added to this import's, pick `site` and import: `--type` when its
    /// type is alone among the rivals, else `--at FILE:LINE` (`:COLUMN` when two start on a line),
    /// with a pick for each other group still open. Each is tried before it is printed.
    private func remedy(for site: FoundSite, among ambiguous: [FoundSite], all: [FoundSite]) -> String? {
        let position = site.site.position
        var candidates: [[(Choice, Int?, String)]] = []
        if ambiguous.filter({ $0.site.kind == site.site.kind }).count == 1 {
            candidates.append([(.type(site.site.kind), nil, "--type \(site.site.typeName)")])
        }
        candidates.append([(.at(file: position.file, line: position.line), nil, "--at \(position.fileAndLine)")])
        candidates.append([(.at(file: position.file, line: position.line), position.column, "--at \(position.fileAndLine):\(position.column)")])
        // With a pick for each other group that stays open.
        let others = Dictionary(grouping: ambiguous.filter { $0.site.kind.group != site.site.kind.group }, by: \.site.kind.group)
        for base in candidates.prefix(3) where !others.isEmpty {
            let extra = others.keys.sorted().compactMap { others[$0]?.first(where: { $0.site.screen == site.site.screen }) ?? others[$0]?.first }
            candidates.append(base + extra.map { other in
                (.at(file: other.site.position.file, line: other.site.position.line), other.site.position.column,
                 "--at \(other.site.position.fileAndLine):\(other.site.position.column)")
            })
        }
        for candidate in candidates {
            var trial = self
            for (choice, column, _) in candidate { trial.pick(choice, column: column) }
            if let picked = try? trial.narrowed(all), Self.ambiguous(picked).isEmpty, picked.contains(where: { $0.holder == site.holder }) {
                return candidate.map(\.2).joined(separator: " ")
            }
        }
        return nil
    }
}
