import SwiftSyntax

/// Joins sites that build on others, so that one screen's options are one site:
///
/// - options passed on: `PagingViewController(options: options)`, `FixedPagingViewController(options:
///   makeOptions(), viewControllers: …)`, `super.init(options: Self.options)`, Parchment's SwiftUI
///   `PageView(options: options, items: …)`: the options' site is read first;
/// - an instance of a type that configures itself (`LocationPagingViewController()`): the type's
///   own settings are read first;
/// - a SwiftUI `.options(options)`, `.options(.flowStack)` (a `static let` on an extension of the
///   options type) or `.options(Self.cards)`: the site that holds those options;
/// - a lazy property built by a closure around a local: the local's site;
/// - Parchment 0.x's `theme: PagingTheme = MyTheme()`: the theme struct's colours and font.
///
/// A site joined into another is no longer a site of its own (`consumed`).
struct SiteLinks {
    let program: Program
    private(set) var sites: [FoundSite]
    private var consumed: Set<SyntaxIdentifier> = []

    init(program: Program, sites: [FoundSite]) {
        self.program = program
        self.sites = sites
        var byHolder: [SyntaxIdentifier: Int] = [:]
        for (index, site) in sites.enumerated() { if let holder = site.holder, byHolder[holder] == nil { byHolder[holder] = index } }
        var linked = sites
        for index in linked.indices { link(&linked[index], byHolder: byHolder, depth: 0) }
        // Two instances adding nothing to one type's settings are one site, in that type's screen.
        var rehomed: Set<SyntaxIdentifier> = []
        linked.removeAll { site in
            guard site.isRehomed, let base = site.bases.first?.holder else { return false }
            return !rehomed.insert(base).inserted
        }
        self.sites = linked.filter { site in site.holder.map { !consumed.contains($0) } ?? true }
    }

    private mutating func link(_ site: inout FoundSite, byHolder: [SyntaxIdentifier: Int], depth: Int) {
        guard depth < 8 else { return }
        var targets: [SyntaxIdentifier] = []
        if let start = site.start {
            if let call = program.unwrappedCall(start) {
                // Options passed on.
                if let options = call.arguments.first(where: { $0.label?.text == "options" }), site.site.kind == .menu,
                   let target = holder(of: options.expression) {
                    targets.append(target)
                }
                // A factory of these files: `PagingViewController.create()` in an extension builds and returns it.
                if call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                   let function = program.types.members(named: member.declName.baseName.text, of: TypeIndex.bare(base.trimmedDescription))
                       .first(where: { if case .function = $0 { true } else { false } }),
                   let target = holder(of: function) {
                    targets.append(target)
                }
                // An instance of a type that configures itself.
                let name = TypeIndex.bare(call.calledExpression.trimmedDescription.replacingOccurrences(of: ".init", with: ""))
                if TypeSites.kind(ofType: name, in: program) != nil, let declaration = program.types.declarations(of: name).first(where: { !$0.isExtension }) {
                    targets.append(declaration.node.id)
                }
            } else if let target = holder(of: start, expectedType: site.site.kind.table.typeNames.first) {
                // A SwiftUI `.options(name)`: the site is the one that holds it.
                targets.append(target)
                site.start = nil
                site.readsStart = false
            }
        }
        // A lazy property's closure: its local has the same start.
        if site.isProperty, let start = site.start, let twin = sites.firstIndex(where: { $0.start?.id == start.id && $0.holder != site.holder }) {
            if let holder = sites[twin].holder { targets.append(holder) }
            site.start = nil
        }
        for target in targets where target != site.holder {
            guard let index = byHolder[target] else { continue }
            var base = sites[index]
            link(&base, byHolder: byHolder, depth: depth + 1)
            // A subclass's `super.init(transitionStyle:…)` decides over the arguments it is made with.
            if base.start != nil, base.readsStart, site.site.kind == .pageViewController { site.readsStart = false }
            site.bases.append(base)
            consumed.insert(target)
            // The site spans what it is made of in its own file: `--at` on the options' line picks it too.
            if base.site.position.file == site.site.position.file {
                if base.site.position.line < site.site.position.line { site.site.position = base.site.position }
                site.site.endLine = max(site.site.endLine, base.site.endLine)
            }
        }
        expandThemes(&site)
        // An instance that adds nothing to a type's own settings (`LibraryPagingViewController()`
        // shown from another screen) belongs to that type's screen.
        if site.assignments.isEmpty, !site.readsStart || (site.start.flatMap(program.unwrappedCall)?.arguments.isEmpty ?? true),
           site.bases.count == 1, let base = site.bases.first, program.types.contains(base.site.screen), base.holder.map(isTypeDeclaration) == true,
           !program.types.ancestry(of: base.site.screen).contains("PagingOptions") {
            site.site.screen = base.site.screen
            site.isRehomed = true
        }
    }

    private func isTypeDeclaration(_ id: SyntaxIdentifier) -> Bool {
        program.types.declarations.values.contains { $0.contains { $0.node.id == id } }
    }

    /// Parchment 0.x: `theme` names a `PagingTheme` struct whose members are the menu's colours and font.
    private func expandThemes(_ site: inout FoundSite) {
        guard site.site.kind == .menu, let index = site.assignments.firstIndex(where: { $0.path == ["theme"] }) else { return }
        let assignment = site.assignments.remove(at: index)
        guard let type = program.instanceType(of: assignment.value), program.types.contains(type) else {
            site.readings.append("theme = \(assignment.value.trimmedDescription)  (\(program.position(of: assignment.node).fileAndLine): not a PagingTheme of these files)")
            return
        }
        var theme = FoundSite(site: site.site, start: nil)
        theme.readsStart = false
        theme.renames = Self.themeNames
        for member in program.types.allMembers(of: type) {
            guard case let .variable(_, binding) = member, let name = TypeIndex.name(of: binding),
                  let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(Program.singleExpression) else { continue }
            theme.assignments.append(SiteAssignment(path: [name], value: value, node: Syntax(binding)))
        }
        site.bases.append(theme)
    }

    /// `PagingTheme`'s names in Parchment 0.x, and the menu keys they became.
    static let themeNames = [
        "headerBackgroundColor": "menuBackgroundColor", "indicatorBackgroundColor": "indicatorColor", "borderBackgroundColor": "borderColor",
    ]

    /// The declaration holding what `expression` names: a variable (local, property, global,
    /// static), a function that builds it (`makeOptions()`), or a type an instance is made of.
    func holder(of expression: ExprSyntax, expectedType: String? = nil) -> SyntaxIdentifier? {
        var current = expression
        for _ in 0..<8 {
            if let force = current.as(ForceUnwrapExprSyntax.self) { current = force.expression; continue }
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { current = only.expression; continue }
            break
        }
        if let reference = current.as(DeclReferenceExprSyntax.self) {
            switch program.declaration(of: reference.baseName.text, from: Syntax(reference)) {
            case let .local(_, binding, _)?: return binding.id
            case let .member(member, _)?, let .global(member)?: return holder(of: member)
            default: return nil
            }
        }
        if let member = current.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            var type: String?
            if let base = member.base {
                let text = base.trimmedDescription
                type = text == "self" || text == "Self" ? program.enclosingTypeName(of: Syntax(base)) : TypeIndex.bare(text)
            } else {
                type = expectedType
            }
            guard let type, let found = program.types.members(named: name, of: type).first else { return nil }
            return holder(of: found)
        }
        if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                if case let .member(.function(function), _)? = program.declaration(of: reference.baseName.text, from: Syntax(reference)) {
                    return holder(of: .function(function))
                }
                if case let .global(.function(function))? = program.declaration(of: reference.baseName.text, from: Syntax(reference)) {
                    return holder(of: .function(function))
                }
            }
            let name = TypeIndex.bare(call.calledExpression.trimmedDescription.replacingOccurrences(of: ".init", with: ""))
            if program.types.contains(name) { return program.types.declarations(of: name).first { !$0.isExtension }?.node.id }
        }
        return nil
    }

    private func holder(of member: TypeIndex.Member) -> SyntaxIdentifier? {
        switch member {
        case let .variable(_, binding):
            return binding.id
        case let .function(function):
            // The local a helper builds and returns, else the function (a site of what it returns in place).
            if let last = function.body?.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self),
               case let .local(_, binding, _)? = program.declaration(of: last.baseName.text, from: Syntax(last)) {
                return binding.id
            }
            return function.id
        default:
            return nil
        }
    }
}
