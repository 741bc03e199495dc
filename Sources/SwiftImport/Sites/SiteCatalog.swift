import SwiftSyntax

/// Everything the files set, found once: the sites after joining (`SiteLinks`), and the titles,
/// PVView actions, card frames and custom effects beside them, each with its screen.
final class SiteCatalog {
    let program: Program
    let finder: SiteFinder
    let sites: [FoundSite]

    /// Each file's `transform(progress:)` playing keyframes, with its screen, found once.
    let customEffects: [(source: SwiftSource, screen: String)]

    init(program: Program) {
        self.program = program
        finder = SiteFinder(program: program)
        sites = SiteLinks(program: program, sites: finder.sites).sites
        customEffects = program.sources.compactMap { source in
            CustomEffectReading.transformFunction(in: source).map { (source, program.screen(of: $0)) }
        }
    }

    /// The screens the sites belong to, in file order.
    var screenNames: [String] {
        var names: [String] = []
        for site in sites.sorted(by: { ($0.site.position.file, $0.site.position.line) < ($1.site.position.file, $1.site.position.line) })
            where !names.contains(site.site.screen) {
            names.append(site.site.screen)
        }
        for list in finder.actionLists where !names.contains(list.screen) { names.append(list.screen) }
        for effect in customEffects where !names.contains(effect.screen) { names.append(effect.screen) }
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
    var customEffects: [SwiftSource] { catalog.customEffects.filter { holds($0.screen) }.map(\.source) }
}
