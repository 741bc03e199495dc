import SwiftSyntax

/// Walks one file and finds the option sites and the menu titles it writes.
final class SiteFinder: SyntaxVisitor {
    let source: SwiftSource
    private(set) var sites: [FoundSite] = []
    /// `PagingIndexItem(index:title:)` calls and a `menuTitles` array, as written.
    private(set) var titles: [(expression: ExprSyntax, index: ExprSyntax?)] = []
    /// PVView actions as `flipbook code` lays them out: `layerActions` (card layers) and `pages`
    /// (a page overlay) arrays, by variable name.
    private(set) var actionLists: [(name: String, expression: ExprSyntax)] = []
    /// Where the page's card sits inside it: SwiftUI's `.pagePadding(…)` on a page view and the
    /// `CGRect(x:y:width: frame.width - …, height: frame.height - …)` of a UIKit cell's card, as
    /// upstream's Layout Designer prints them (`CardInsetReading`).
    private(set) var cardInsets: [FunctionCallExprSyntax] = []
    /// The `.options(…)` modifiers of SwiftUI page views, whose pages fill their cells unless padded.
    private(set) var pageViewOptions: [FunctionCallExprSyntax] = []
    /// Expressions already read as a site (their insides are not sites of their own).
    private var consumed: Set<SyntaxIdentifier> = []
    /// `.options(name)` on a SwiftUI page view, naming a variable rather than building the options.
    private var optionReferences: [(name: String, site: FoundSite)] = []

    init(source: SwiftSource) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
        walk(source.tree)
        // `var options = ScaleTransformViewOptions(…)` and `ScalePageView(…) { … }.options(options)`
        // are one site (the Layout Designer's SwiftUI); a name no site holds stays a site of its
        // own, refused as not a literal with its position.
        let held = Set(sites.compactMap(\.variable))
        sites += optionReferences.filter { !held.contains($0.name) }.map(\.site)
    }

    // MARK: Variables and properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !isInsideConsumed(node) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let annotated = binding.typeAnnotation.flatMap { OptionSite.Kind.named($0.type.trimmedDescription) }
            if let initial = binding.initializer?.value {
                if name == "menuTitles", initial.is(ArrayExprSyntax.self) {
                    titles.append((initial, nil))
                    consumed.insert(initial.id)
                    continue
                }
                if ["layerActions", "pages"].contains(name), initial.is(ArrayExprSyntax.self) {
                    actionLists.append((name, initial))
                    consumed.insert(initial.id)
                    continue
                }
                guard let kind = annotated ?? OptionSite.Kind.named(name).flatMap({ ["scaleOptions", "stackOptions", "snapshotOptions"].contains(name) ? $0 : nil })
                        ?? kind(ofExpression: initial) else { continue }
                var found = FoundSite(site: site(kind, node), start: initial)
                found.variable = name
                found.readsStart = !isPagingViewController(initial)
                found.assignments = assignments(after: node, to: name)
                found.site.endLine = max(found.site.endLine, found.assignments.map { source.endLine(of: $0.node) }.max() ?? 0)
                if found.readsStart || !found.assignments.isEmpty { sites.append(found) }
                consumed.insert(initial.id)
            } else if let accessors = binding.accessorBlock,
                      let kind = annotated ?? (["scaleOptions", "stackOptions", "snapshotOptions"].contains(name) ? OptionSite.Kind.named(name) : nil) {
                let statements: CodeBlockItemListSyntax?
                switch accessors.accessors {
                case let .getter(list): statements = list
                case let .accessors(list): statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                }
                if let statements { returned(from: statements, kind: kind, at: node, variable: name) }
            }
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
    private func returned(from statements: CodeBlockItemListSyntax, kind: OptionSite.Kind, at node: some SyntaxProtocol, variable: String? = nil) {
        guard let last = statements.last else { return }
        let expression = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
            ?? last.item.as(ExpressionStmtSyntax.self)?.expression
        guard let expression, !expression.is(DeclReferenceExprSyntax.self), !isInsideConsumed(expression) else { return }
        var found = FoundSite(site: site(kind, expression), start: expression)
        found.variable = variable
        sites.append(found)
        consumed.insert(expression.id)
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !isInsideConsumed(node) else { return .skipChildren }
        let callee = node.calledExpression
        if callee.trimmedDescription == "PagingIndexItem" {
            if let title = node.arguments.first(where: { $0.label?.text == "title" }) {
                titles.append((title.expression, node.arguments.first { $0.label?.text == "index" }?.expression))
            }
            return .skipChildren
        }
        // A SwiftUI page view's modifiers: `.options(…)`, `.numberOfVisibleItems(…)`.
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let view = pageView(in: base),
           let argument = node.arguments.first {
            switch member.declName.baseName.text {
            case "options":
                pageViewOptions.append(node)
                let found = FoundSite(site: site(view, node), start: argument.expression)
                if let name = Self.variableName(argument.expression) {
                    optionReferences.append((name, found))
                } else {
                    sites.append(found)
                }
                consumed.insert(argument.expression.id)
            case "pagePadding":
                cardInsets.append(node)
            case "numberOfVisibleItems":
                var found = FoundSite(site: site(.pagingLayout, node), start: nil)
                found.readsStart = false
                found.assignments = [(["numberOfVisibleItems"], argument.expression, Syntax(node))]
                sites.append(found)
                consumed.insert(argument.expression.id)
            default: break
            }
            return .visitChildren
        }
        // `super.init(transitionStyle:navigationOrientation:options:)` in a UIPageViewController subclass.
        if callee.trimmedDescription == "super.init", node.arguments.first?.label?.text == "transitionStyle" {
            var found = FoundSite(site: site(.pageViewController, node), start: ExprSyntax(node))
            found.assignments = assignments(after: node, to: "self")
            found.site.endLine = max(found.site.endLine, found.assignments.map { source.endLine(of: $0.node) }.max() ?? 0)
            sites.append(found)
            consumed.insert(node.id)
            return .skipChildren
        }
        if CardInsetReading.isCardFrame(node) {
            cardInsets.append(node)
            return .skipChildren
        }
        if let kind = kind(ofExpression: ExprSyntax(node)), !isPagingViewController(ExprSyntax(node)),
           !callee.trimmedDescription.hasSuffix("PageView"),
           kind != .pagingLayout, kind != .pageControl, kind != .menu {
            sites.append(FoundSite(site: site(kind, node), start: ExprSyntax(node)))
            consumed.insert(node.id)
            return .skipChildren
        }
        return .visitChildren
    }

    // MARK: Helpers

    /// `name` or `self.name`: a variable the options are held in.
    private static func variableName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The kind of options an expression builds by naming its type: `ScaleTransformViewOptions(…)`,
    /// `ScaleTransformViewOptions.layout(…)`, `UIPageViewController(…)`, `PagingOptions()`.
    private func kind(ofExpression expression: ExprSyntax) -> OptionSite.Kind? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return OptionSite.Kind.named(reference.baseName.text) }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
           ["layout", "init"].contains(member.declName.baseName.text) {
            return OptionSite.Kind.named(base.trimmedDescription)
        }
        return nil
    }

    private func isPagingViewController(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.trimmedDescription.hasPrefix("PagingViewController")
    }

    /// The SwiftUI page view (`ScalePageView(…)`) a modifier chain starts from.
    private func pageView(in expression: ExprSyntax) -> OptionSite.Kind? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression
            if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasSuffix("PageView") {
                return OptionSite.Kind.named(reference.baseName.text)
            }
            if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base { return pageView(in: base) }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return pageView(in: base) }
        return nil
    }

    /// `name.path = value` statements after `declaration` in its scope, including inside `if`
    /// blocks there (`if #available(iOS 16.0, *) { pageControl.direction = … }`).
    /// `name` `self` reads the subclass's own properties: `isDoubleSided = true`, `self.isDoubleSided = true`.
    private func assignments(after statement: some SyntaxProtocol, to name: String) -> [(path: [String], value: ExprSyntax, node: Syntax)] {
        var node = Syntax(statement)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) { node = parent }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == item.id }) else { return [] }
        var found: [(path: [String], value: ExprSyntax, node: Syntax)] = []
        func scan(_ items: some Sequence<CodeBlockItemSyntax>) {
            for item in items {
                if let (path, value) = Assignment.split(item.item, variable: name) {
                    found.append((path, value, Syntax(item)))
                    consumed.insert(value.id)
                } else if name == "self", let (property, path, value) = Assignment.split(item.item, implicitSelf: true),
                          OptionTables.pageViewController.entry(property) != nil {
                    found.append(([property] + path, value, Syntax(item)))
                } else if let ifExpression = (item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self))?.as(IfExprSyntax.self) {
                    scan(ifExpression.body.statements)
                }
            }
        }
        scan(list[list.index(after: index)...])
        return found
    }

    private func site(_ kind: OptionSite.Kind, _ node: some SyntaxProtocol) -> OptionSite {
        OptionSite(kind: kind, position: source.position(of: node), endLine: source.endLine(of: node))
    }

    private func isInsideConsumed(_ node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let node = current {
            if consumed.contains(node.id) { return true }
            current = node.parent
        }
        return false
    }
}
