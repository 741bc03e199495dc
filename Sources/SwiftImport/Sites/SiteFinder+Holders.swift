import SwiftSyntax

/// Holders: a variable or property that holds options or a configured object, and every
/// assignment to it or its members.
///
/// - A local (`var options = PagingOptions()`): the statements after it in its scope, nested
///   blocks included.
/// - A stored property (`private let paging = PagingViewController()`, `lazy var dots: UIPageControl
///   = { … }()`, `@IBOutlet var pageControl: UIPageControl!`): every statement of the type and its
///   extensions, in the order the app runs them (`RunOrder`); `paging = FixedPagingViewController(…)`
///   in a method builds it anew there.
/// - A static property (`static let flowStack = StackTransformViewOptions(…)`): its initial value.
extension SiteFinder {
    func holder(_ declaration: VariableDeclSyntax, _ binding: PatternBindingSyntax, name: String) -> FoundSite? {
        let annotated = binding.typeAnnotation.flatMap { kind(ofTypeName: $0.type.trimmedDescription) }
        let initial = binding.initializer?.value
        let isMember = declaration.parent?.is(MemberBlockItemSyntax.self) == true
        let isStatic = declaration.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let namedEffect = ["scaleOptions", "stackOptions", "snapshotOptions"].contains(name) ? OptionSite.Kind.named(name) : nil
        if initial == nil, let accessors = binding.accessorBlock {
            // A computed property returning options built in place (`var scaleOptions: … { .layout(.linear) }`).
            guard let kind = annotated ?? namedEffect, let statements = Program.getter(accessors) else { return nil }
            returned(from: statements, kind: kind, at: declaration, variable: name, holder: binding.id)
            return nil
        }
        let built = initial.flatMap { closureResult($0) } ?? initial
        let inferred = annotated ?? namedEffect ?? built.flatMap(kind(ofExpression:)) == nil
            ? inferredKind(declaration, binding, name: name, built: built) : nil
        guard let kind = annotated ?? namedEffect ?? built.flatMap(kind(ofExpression:)) ?? inferred else { return nil }
        var found = FoundSite(site: site(kind, declaration), start: built)
        if inferred != nil {
            let type = binding.typeAnnotation?.type.trimmedDescription ?? built.flatMap { program.unwrappedCall($0)?.calledExpression.trimmedDescription } ?? name
            found.readings.append("\(TypeIndex.bare(type)) is not declared in these files: read as a \(kind.typeName) from the options it is given")
        }
        found.variable = name
        found.holder = Syntax(binding).id
        // A closure's insides are read as their own sites (a local it builds), which `SiteLinks` joins to this one.
        if let initial, closureResult(initial) == nil { consumed.insert(initial.id) }
        if isMember && !isStatic, let type = program.enclosingTypeName(of: Syntax(declaration)) {
            found.isProperty = true
            collectPropertyAssignments(into: &found, name: name, type: type)
            let isOutlet = declaration.attributes.contains { $0.trimmedDescription.hasPrefix("@IBOutlet") }
            if isOutlet { found.readings.append("\(name) is an @IBOutlet: what the storyboard sets is not in the Swift") }
            guard found.start != nil || !found.assignments.isEmpty || isOutlet else { return nil }
        } else if !isMember {
            collectLocalAssignments(into: &found, after: declaration, name: name)
        }
        // Effects and a page view controller's initialiser are read from their arguments; a menu,
        // page control or layout is built plain and set by assignment.
        found.readsStart = isOptionsKind(kind) || kind == .pageViewController
        found.site.endLine = max(found.site.endLine, found.assignments.map { program.endLine(of: $0.node) }.max() ?? 0)
        return found
    }

    /// The kind of a variable whose type is the app's own but declared in another file
    /// (`let paging = CustomPagingViewController()`), from the options the files set on it: Parchment's
    /// names for a menu, `UIPageControl`'s for dots. Only for a type named like one (`…Paging…`, `…PageControl…`).
    private func inferredKind(_ declaration: VariableDeclSyntax, _ binding: PatternBindingSyntax, name: String, built: ExprSyntax?) -> OptionSite.Kind? {
        let typeName = binding.typeAnnotation.map { TypeIndex.bare($0.type.trimmedDescription) }
            ?? built.flatMap { program.unwrappedCall($0) }.map { TypeIndex.bare($0.calledExpression.trimmedDescription) }
        guard let typeName, typeName.first?.isUppercase == true, !program.types.contains(typeName),
              typeName.contains("Paging") || typeName.contains("PageControl") else { return nil }
        var probe = FoundSite(site: site(.menu, declaration), start: nil)
        if declaration.parent?.is(MemberBlockItemSyntax.self) == true, let type = program.enclosingTypeName(of: Syntax(declaration)) {
            collectPropertyAssignments(into: &probe, name: name, type: type)
        } else {
            collectLocalAssignments(into: &probe, after: declaration, name: name)
        }
        let names = Set(probe.assignments.compactMap(\.path.first))
        let dots: Set<String> = ["numberOfPages", "currentPageIndicatorTintColor", "pageIndicatorTintColor", "hidesForSinglePage"]
        let menu = Set(OptionTables.menu.entries.map(\.swiftName)).subtracting(["backgroundColor", "font"])
        if typeName.contains("PageControl") || !names.isDisjoint(with: dots) { return names.isDisjoint(with: dots) ? nil : .pageControl }
        return names.isDisjoint(with: menu) ? nil : .menu
    }

    /// The kind a type annotation names: a known type or a subclass these files declare.
    func kind(ofTypeName text: String) -> OptionSite.Kind? {
        let name = TypeIndex.bare(text)
        return OptionSite.Kind.ofType(name) ?? TypeSites.kind(ofType: name, in: program)
    }

    /// What an immediately-called closure builds: the expression it returns, or the local it
    /// returns (`{ let c = UIPageControl(); …; return c }()`: the local's initial value, whose site
    /// is then the local's). `nil` for anything else.
    func closureResult(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let closure = call.calledExpression.as(ClosureExprSyntax.self), let last = closure.statements.last else { return nil }
        let returned = last.item.as(ReturnStmtSyntax.self)?.expression ?? last.item.as(ExprSyntax.self)
        guard let returned else { return nil }
        if let reference = returned.as(DeclReferenceExprSyntax.self) {
            for item in closure.statements {
                if let variable = item.item.as(VariableDeclSyntax.self),
                   let binding = variable.bindings.first(where: { TypeIndex.name(of: $0) == reference.baseName.text }),
                   let value = binding.initializer?.value {
                    return value
                }
            }
            return nil
        }
        return returned
    }

    // MARK: Assignments

    /// `name.path = value` after `declaration` in its scope.
    private func collectLocalAssignments(into found: inout FoundSite, after declaration: VariableDeclSyntax, name: String) {
        var node = Syntax(declaration)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) { node = parent }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == item.id }) else { return }
        var walk = StatementWalk(program: program, type: nil, expandsCalls: false)
        walk.walk(list[list.index(after: index)...], ordered: true)
        for (statement, ordered) in walk.items {
            guard let (path, value) = Assignment.split(statement.item, variable: name), !path.isEmpty,
                  !isShadowed(name, at: Syntax(statement), below: Syntax(list)) else { continue }
            found.assignments.append(SiteAssignment(path: path, value: value, node: Syntax(statement), ordered: ordered))
            consumed.insert(value.id)
        }
    }

    /// Every `name.path = value` (also `self.name…`) in the type's statements, in run order; a
    /// whole `name = …` builds the object anew, and what was set before it is dropped.
    private func collectPropertyAssignments(into found: inout FoundSite, name: String, type: String) {
        for (statement, ordered) in statements(of: type) {
            guard let (base, path, value) = Assignment.split(statement.item, implicitSelf: true), base == name,
                  Self.isExplicitSelf(statement) || !isShadowed(name, at: Syntax(statement), below: nil) else { continue }
            if path.isEmpty {
                // `self.pageControl = pageControl`: the local built just before is this property's object.
                // A parameter stored in a property (`self.pageViewController = parent`) is a reference, not this object.
                guard let built = closureResult(value) ?? Optional(value),
                      kind(ofExpression: built) != nil || built.is(DeclReferenceExprSyntax.self) && program.forwardedParameter(built) == nil else { continue }
                found.start = built
                found.assignments.removeAll()
                if !ordered { found.readings.append("\(name) is built at \(program.position(of: statement).fileAndLine), a place the app may or may not run") }
                consumed.insert(value.id)
                continue
            }
            found.assignments.append(SiteAssignment(path: path, value: value, node: Syntax(statement), ordered: ordered))
            consumed.insert(value.id)
        }
    }

    /// `self.x… = …`: a member whatever locals share its name.
    static func isExplicitSelf(_ statement: CodeBlockItemSyntax) -> Bool {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        return expression?.as(SequenceExprSyntax.self)?.elements.first?.trimmedDescription.hasPrefix("self.") == true
    }

    /// The type's statements in run order, worked out once per type.
    func statements(of type: String) -> [(item: CodeBlockItemSyntax, ordered: Bool)] {
        if let known = statementsByType[type] { return known }
        let statements = RunOrder(program: program, type: type).statements()
        statementsByType[type] = statements
        return statements
    }

    /// Whether `name` at `node` is a local or a parameter rather than the member of that name:
    /// declared before it in an enclosing block (below `limit`, when given), or a parameter of an
    /// enclosing function or closure.
    func isShadowed(_ name: String, at node: Syntax, below limit: Syntax?) -> Bool {
        var child = node
        var current = node.parent
        while let scope = current, scope.id != limit?.id {
            if scope.is(MemberBlockItemSyntax.self) { return false }
            if let list = scope.as(CodeBlockItemListSyntax.self) {
                for item in list where item.position < child.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.contains(where: { TypeIndex.name(of: $0) == name }) { return true }
                }
            }
            if Program.declaresParameter(name, scope) { return true }
            child = scope
            current = scope.parent
        }
        return false
    }
}
