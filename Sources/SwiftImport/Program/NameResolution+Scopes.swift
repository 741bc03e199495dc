import SwiftSyntax

/// Framework names the literal readers know, so that a name in them is not taken for the app's own.
enum LiteralNames {
    /// Types whose static members the readers spell (`UIColor.red`, `CGFloat.pi`, `CGSize.zero`):
    /// a member these files add in an extension (`extension UIColor { static let brand = … }`) is
    /// followed; any other is read as the framework's.
    static let frameworkTypes: Set<String> = [
        "UIColor", "Color", "CGColor", "UIFont", "Font", "CGFloat", "Double", "Float", "Int", "CGSize", "CGPoint", "CGRect",
        "UIEdgeInsets", "EdgeInsets", "UIBlurEffect", "UIBlurEffect.Style", "UIPageViewController", "UIPageControl",
    ]

    /// Initialisers the readers read as values.
    static let constructors: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "NSNumber", "CGPoint", "CGSize", "CGRect", "UIEdgeInsets", "EdgeInsets", "UIColor", "Color",
        "UIFont", "PVPoint", "PVSize", "PVParameters", "PVTimingFunction",
    ]
}

extension Program {
    /// A literal that needs no reading of the files (a number, string, boolean, `nil`, an enum case).
    static func isPlainLiteral(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
            || expression.is(NilLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isPlainLiteral(prefix.expression) }
        return false
    }

    /// The statements of a computed property's getter: `{ … }` or `{ get { … } set { … } }`.
    static func getter(_ accessors: AccessorBlockSyntax) -> CodeBlockItemListSyntax? {
        switch accessors.accessors {
        case let .getter(list): return list
        case let .accessors(list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// The one expression a getter returns: `var x: T { expr }` or `{ return expr }`.
    static func singleExpression(_ accessors: AccessorBlockSyntax) -> ExprSyntax? {
        guard let statements = getter(accessors), statements.count == 1, let only = statements.first else { return nil }
        return only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
            ?? only.item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The name of the parameter `expression` is, when it is one (`options` inside
    /// `init(…, options: …)`), else `nil`.
    func forwardedParameter(_ expression: ExprSyntax) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
              case let .parameter(name)? = declaration(of: reference.baseName.text, from: Syntax(reference)) else { return nil }
        return name
    }

    /// Whether `conditions` bind `name` (`guard let name = …`, `if let name`).
    static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }

    /// Whether `scope` (a function, initialiser, closure, `if let`, `for`) declares `name` for what is inside it.
    static func declaresParameter(_ name: String, _ scope: Syntax) -> Bool {
        if let function = scope.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
        if let initializer = scope.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
        if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
            if case let .simpleInput(names)? = signature.parameterClause { return names.contains { $0.name.text == name } }
            if case let .parameterClause(clause)? = signature.parameterClause {
                return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            return false
        }
        if let condition = scope.as(IfExprSyntax.self) { return binds(name, condition.conditions) }
        if let loop = scope.as(ForStmtSyntax.self) { return loop.pattern.trimmedDescription == name }
        if let accessor = scope.as(AccessorDeclSyntax.self) {
            return accessor.parameters?.name.text == name || (accessor.parameters == nil && ["newValue", "oldValue"].contains(name))
        }
        return false
    }

    /// Whether anything under `node` assigns `name` as a whole (`name = …`, `self.name = …`, `name += …`).
    static func assigns(_ name: String, in node: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) { self.name = name; super.init(viewMode: .sourceAccurate) }
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || Program.isCompoundAssignment(elements[1]),
                   let (base, path) = Assignment.memberPath(elements[0]), base == name, path.isEmpty {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(name)
        finder.walk(node)
        return finder.found
    }

    /// `+=`, `-=`, `*=`, `/=`: an assignment that changes a variable (not `==`, `<=`, `>=`, `!=`).
    static func isCompoundAssignment(_ element: ExprSyntax) -> Bool {
        ["+=", "-=", "*=", "/="].contains(element.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
    }

    /// Whether a method of `type` assigns its member `name` as a whole (then the member's initial
    /// value is not its value while the app runs). Worked out once per type.
    func isReassigned(_ name: String, in type: String) -> Bool {
        if let known = reassigned[type] { return known.contains(name) }
        var names: Set<String> = []
        for declaration in types.declarations(of: type) {
            for item in declaration.members.members where !item.decl.is(VariableDeclSyntax.self) || item.decl.as(VariableDeclSyntax.self)?.bindings.contains(where: { $0.accessorBlock != nil }) == true {
                names.formUnion(Self.wholeAssignments(in: Syntax(item.decl)))
            }
            for item in declaration.members.members {
                if let variable = item.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { if let value = binding.initializer?.value { names.formUnion(Self.wholeAssignments(in: Syntax(value))) } }
                }
            }
        }
        reassigned[type] = names
        return names.contains(name)
    }

    private static func wholeAssignments(in node: Syntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                let elements = Array(node.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || Program.isCompoundAssignment(elements[1]),
                   let (base, path) = Assignment.memberPath(elements[0]), path.isEmpty {
                    names.insert(base)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }
}
