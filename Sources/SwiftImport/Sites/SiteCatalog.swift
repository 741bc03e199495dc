import SwiftSyntax

/// Everything the files set, found once: the sites after joining (`SiteLinks`), and the titles,
/// PVView actions, card frames and custom effects beside them, each with its screen.
final class SiteCatalog {
    let program: Program
    let finder: SiteFinder
    let sites: [FoundSite]

    init(program: Program) {
        self.program = program
        finder = SiteFinder(program: program)
        sites = SiteLinks(program: program, sites: finder.sites).sites
    }

    /// The screens the sites belong to, in file order.
    var screenNames: [String] {
        var names: [String] = []
        for site in sites.sorted(by: { ($0.site.position.file, $0.site.position.line) < ($1.site.position.file, $1.site.position.line) })
            where !names.contains(site.site.screen) {
            names.append(site.site.screen)
        }
        for list in finder.actionLists where !names.contains(list.screen) { names.append(list.screen) }
        for source in program.sources {
            if let function = CustomEffectReading.transformFunction(in: source) {
                let screen = program.screen(of: function)
                if !names.contains(screen) { names.append(screen) }
            }
        }
        return names
    }
}

/// The part of a catalog one config is made of: every screen (one config for the files, as
/// `flipbook import FILE…` writes), or some.
struct ImportScope {
    let catalog: SiteCatalog
    /// `nil`: every screen.
    let screens: Set<String>?

    private func holds(_ screen: String) -> Bool { screens?.contains(screen) ?? true }

    var titles: [(expression: ExprSyntax, index: ExprSyntax?, screen: String)] { catalog.finder.titles.filter { holds($0.screen) } }
    var actionLists: [(name: String, expression: ExprSyntax, screen: String)] { catalog.finder.actionLists.filter { holds($0.screen) } }
    var cardInsets: [(call: FunctionCallExprSyntax, screen: String)] { catalog.finder.cardInsets.filter { holds($0.screen) } }
    var pageViewOptions: [(call: FunctionCallExprSyntax, screen: String)] { catalog.finder.pageViewOptions.filter { holds($0.screen) } }

    /// The files whose `transform(progress:)` plays keyframes in these screens.
    var customEffects: [SwiftSource] {
        catalog.program.sources.filter { source in
            guard let function = CustomEffectReading.transformFunction(in: source) else { return false }
            return holds(catalog.program.screen(of: function))
        }
    }
}
