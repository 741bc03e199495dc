import SwiftSyntax

/// Walks every file and finds the option sites: the options and objects an app builds (a
/// variable or property and every assignment to it, `SiteFinder+Holders`), the options it builds
/// in place, SwiftUI page views, and the menu titles, PVView actions and card frames it writes.
/// Types configured through `self` are `TypeSites`'; sites that build on others are joined by `SiteLinks`.
final class SiteFinder: SyntaxVisitor {
    let program: Program
    var sites: [FoundSite] = []
    /// `PagingIndexItem(index:title:)` calls, Parchment's SwiftUI `Page("title")`, and a `menuTitles` array, as written.
    private(set) var titles: [(expression: ExprSyntax, index: ExprSyntax?, screen: String)] = []
    /// PVView actions as `flipbook code` lays them out: `layerActions` (card layers) and `pages`
    /// (a page overlay) arrays of tuples, by variable name.
    private(set) var actionLists: [(name: String, expression: ExprSyntax, screen: String)] = []
    /// Where the page's card sits inside it: SwiftUI's `.pagePadding(…)` on a page view and the
    /// `CGRect(x:y:width: frame.width - …, height: frame.height - …)` of a UIKit cell's card, as
    /// upstream's Layout Designer prints them (`CardInsetReading`).
    private(set) var cardInsets: [(call: FunctionCallExprSyntax, screen: String)] = []
    /// The `.options(…)` modifiers of SwiftUI page views, whose pages fill their cells unless padded.
    private(set) var pageViewOptions: [(call: FunctionCallExprSyntax, screen: String)] = []
    /// Expressions already read as a site (their insides are not sites of their own).
    var consumed: Set<SyntaxIdentifier> = []
    /// `UIPageControl.appearance().x = …` statements, by screen: one page control each.
    var appearance: [String: [SiteAssignment]] = [:]
    /// Each type's statements in run order, worked out once (`RunOrder`).
    var statementsByType: [String: [(item: CodeBlockItemSyntax, ordered: Bool)]] = [:]

    init(program: Program) {
        self.program = program
        super.init(viewMode: .sourceAccurate)
        for source in program.sources { walk(source.tree) }
        addAppearanceSites()
        sites += TypeSites(finder: self).sites()
    }

    // MARK: Variables and properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !isInsideConsumed(node) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = TypeIndex.name(of: binding) else { continue }
            if let initial = binding.initializer?.value {
                if name == "menuTitles", initial.is(ArrayExprSyntax.self) {
                    titles.append((initial, nil, program.screen(of: node)))
                    consumed.insert(initial.id)
                    continue
                }
                if ["layerActions", "pages"].contains(name), PVActionsLiteral.hasActionShape(initial, in: program) {
                    actionLists.append((name, initial, program.screen(of: node)))
                    consumed.insert(initial.id)
                    continue
                }
                // `flipbook code`'s PVView page rules, `(ignoreLastPage: Bool, runActionsAfterTransition: Bool)`.
                if name == "overlayRules", initial.is(TupleExprSyntax.self) {
                    actionLists.append((name, initial, program.screen(of: node)))
                    consumed.insert(initial.id)
                    continue
                }
            }
            // `pages = [[…]]` set in `viewDidLoad` on a property declared empty: the last such assignment.
            if ["layerActions", "pages"].contains(name), node.parent?.is(MemberBlockItemSyntax.self) == true,
               let type = program.enclosingTypeName(of: Syntax(node)) {
                let assigned = statements(of: type).compactMap { statement -> ExprSyntax? in
                    guard let (base, path, value) = Assignment.split(statement.item, implicitSelf: true), base == name, path.isEmpty,
                          PVActionsLiteral.hasActionShape(value, in: program) else { return nil }
                    return value
                }
                if let value = assigned.last {
                    actionLists.append((name, value, program.screen(of: node)))
                    continue
                }
            }
            if let found = holder(node, binding, name: name) { sites.append(found) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.signature.returnClause?.type.trimmedDescription, let kind = OptionSite.Kind.named(type),
           let statements = node.body?.statements {
            returned(from: statements, kind: kind, at: node)
        }
        return .visitChildren
    }

    /// The expression a getter or function returns, when it builds the options in place (not a
    /// local variable, which is a site of its own).
    func returned(from statements: CodeBlockItemListSyntax, kind: OptionSite.Kind, at node: some SyntaxProtocol, variable: String? = nil,
                  holder: SyntaxIdentifier? = nil) {
        guard let last = statements.last else { return }
        let expression = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
            ?? last.item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression, !expression.is(DeclReferenceExprSyntax.self), !isInsideConsumed(expression) else { return }
        // A getter of an object (`var pageViewController: UIPageViewController { children[0] as! … }`) is
        // an accessor; only one that builds options (or the object) in place is a site.
        guard isOptionsKind(kind) || self.kind(ofExpression: expression) != nil else { return }
        var found = FoundSite(site: site(kind, expression), start: expression)
        found.variable = variable
        found.holder = holder ?? Syntax(node).id
        sites.append(found)
        consumed.insert(expression.id)
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !isInsideConsumed(node) else { return .skipChildren }
        let callee = node.calledExpression
        let calleeName = callee.trimmedDescription
        if calleeName == "PagingIndexItem" {
            if let title = node.arguments.first(where: { $0.label?.text == "title" }) {
                titles.append((title.expression, node.arguments.first { $0.label?.text == "index" }?.expression, program.screen(of: node)))
            }
            return .skipChildren
        }
        if calleeName == "Page", ParchmentPageView.isParchment(program.source(of: node)), let title = node.arguments.first, title.label == nil {
            titles.append((title.expression, nil, program.screen(of: node)))
            return .visitChildren
        }
        if calleeName == "PageView", ParchmentPageView.isParchment(program.source(of: node)) {
            sites.append(ParchmentPageView(finder: self).site(for: node))
            return .visitChildren
        }
        // `UIPageControl.appearance().pageIndicatorTintColor = …`, one page control per screen.
        if calleeName == "UIPageControl.appearance", let statement = appearanceStatement(node) {
            appearance[program.screen(of: node), default: []].append(statement)
            return .skipChildren
        }
        // A SwiftUI page view's modifiers: `.options(…)`, `.numberOfVisibleItems(…)`.
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let view = pageView(in: base),
           let argument = node.arguments.first {
            switch member.declName.baseName.text {
            case "options":
                pageViewOptions.append((node, program.screen(of: node)))
                var found = FoundSite(site: site(view, node), start: argument.expression)
                found.holder = node.id
                sites.append(found)
                consumed.insert(argument.expression.id)
            case "pagePadding":
                cardInsets.append((node, program.screen(of: node)))
            case "numberOfVisibleItems":
                var found = FoundSite(site: site(.pagingLayout, node), start: nil)
                found.readsStart = false
                found.assignments = [SiteAssignment(path: ["numberOfVisibleItems"], value: argument.expression, node: Syntax(node))]
                sites.append(found)
                consumed.insert(argument.expression.id)
            default: break
            }
            return .visitChildren
        }
        // `StackPageView(items) { … }` with no `.options(…)`: upstream's default options.
        if let reference = callee.as(DeclReferenceExprSyntax.self), let kind = OptionSite.Kind.named(reference.baseName.text),
           reference.baseName.text.hasSuffix("PageView"), !hasOptionsModifier(node) {
            pageViewOptions.append((node, program.screen(of: node)))
            var found = FoundSite(site: site(kind, node), start: nil)
            found.readsStart = false
            found.holder = node.id
            found.readings.append("\(reference.baseName.text) without .options(…): upstream's default options")
            found.meansDefaults = true
            sites.append(found)
            return .visitChildren
        }
        if CardInsetReading.isCardFrame(node) {
            cardInsets.append((node, program.screen(of: node)))
            return .skipChildren
        }
        if let kind = kind(ofExpression: ExprSyntax(node)), isOptionsKind(kind), !calleeName.hasSuffix("PageView"), !isSuperInit(node) {
            var found = FoundSite(site: site(kind, node), start: ExprSyntax(node))
            found.holder = node.id
            sites.append(found)
            consumed.insert(node.id)
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: Helpers

    /// Whether a site of `kind` builds option values (an effect's options), as opposed to an
    /// object configured by assignment (a menu, page view controller, page control, layout).
    func isOptionsKind(_ kind: OptionSite.Kind) -> Bool {
        [.scale, .stack, .snapshot].contains(kind)
    }

    private func isSuperInit(_ call: FunctionCallExprSyntax) -> Bool {
        ["super.init", "self.init"].contains(call.calledExpression.trimmedDescription)
    }

    /// The kind of options or object an expression builds by naming its type:
    /// `ScaleTransformViewOptions(…)`, `ScaleTransformViewOptions.layout(…)`, `UIPageViewController(…)`,
    /// `PagingViewController<CalendarItem>()`, `UIPageControl.appearance()`, or an instance of a
    /// subclass these files declare (`LocationPagingViewController()`).
    func kind(ofExpression expression: ExprSyntax) -> OptionSite.Kind? {
        guard let call = program.unwrappedCall(expression) else { return nil }
        let callee = call.calledExpression
        let name: String
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
            guard ["layout", "init", "appearance"].contains(member.declName.baseName.text) else { return nil }
            if member.declName.baseName.text == "appearance", base.trimmedDescription != "UIPageControl" { return nil }
            name = TypeIndex.bare(base.trimmedDescription)
        } else {
            name = TypeIndex.bare(callee.trimmedDescription)
        }
        return OptionSite.Kind.ofType(name) ?? TypeSites.kind(ofType: name, in: program)
    }

    /// The SwiftUI page view (`ScalePageView(…)`) a modifier chain starts from.
    private func pageView(in expression: ExprSyntax) -> OptionSite.Kind? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression
            if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasSuffix("PageView"), reference.baseName.text != "PageView" {
                return OptionSite.Kind.named(reference.baseName.text)
            }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base { return pageView(in: base) }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return pageView(in: base) }
        return nil
    }

    /// Whether a `.options(…)` modifier follows the page view `call` in its chain.
    private func hasOptionsModifier(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "options" { return true }
            node = Syntax(outer)
        }
        return false
    }

    /// `UIPageControl.appearance().x = value` around `call`, as an assignment.
    private func appearanceStatement(_ call: FunctionCallExprSyntax) -> SiteAssignment? {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) { node = parent }
        guard let sequence = (node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression)?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let member = elements[0].as(MemberAccessExprSyntax.self),
              member.base?.id == call.id else { return nil }
        return SiteAssignment(path: [member.declName.baseName.text], value: elements[2], node: node)
    }

    private func addAppearanceSites() {
        for (screen, assignments) in appearance.sorted(by: { $0.key < $1.key }) {
            guard let first = assignments.first else { continue }
            var found = FoundSite(site: site(.pageControl, first.node), start: nil)
            found.readsStart = false
            found.assignments = assignments
            found.holder = first.node.id
            found.site.screen = screen
            found.site.endLine = assignments.map { program.endLine(of: $0.node) }.max() ?? found.site.endLine
            sites.append(found)
        }
    }

    func site(_ kind: OptionSite.Kind, _ node: some SyntaxProtocol) -> OptionSite {
        var site = OptionSite(kind: kind, position: program.position(of: node), endLine: program.endLine(of: node))
        site.screen = program.screen(of: node)
        return site
    }

    func isInsideConsumed(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if consumed.contains(node.id) { return true }
            current = node.parent
        }
        return false
    }
}

extension Program {
    /// The call an expression is, parentheses, `!` and `as` casts taken off.
    func unwrappedCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        for _ in 0..<8 {
            if let call = current.as(FunctionCallExprSyntax.self) { return call }
            if let force = current.as(ForceUnwrapExprSyntax.self) { current = force.expression; continue }
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { current = only.expression; continue }
            if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true, let first = sequence.elements.first {
                current = first
                continue
            }
            return nil
        }
        return nil
    }
}
