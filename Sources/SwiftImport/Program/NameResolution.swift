import SwiftSyntax

/// What a name in the Swift stands for, followed through the files the way the compiler would:
/// a local `let` before the use, then the enclosing type's members (its extensions too), then the
/// files' globals; `Type.member` is a static member, an enum case (`.rawValue` its raw value) or a
/// nested type's member; `X.count` of an array literal is its length.
enum Resolved {
    /// The expression the name stands for, to be read in its place.
    case expression(ExprSyntax)
    /// A number worked out here (an array's `count`, an enum case's implicit raw value).
    case number(Double)
    /// A string worked out here (a `String` enum case's implicit raw value).
    case text(String)
    /// A fixed value that lives outside these files (an asset, another module): a placeholder.
    case unknown(UnknownValue.Kind)
    /// A value the app computes while it runs (a parameter, a variable it changes, a measured size).
    case runtime(String)
}

/// A value the importer cannot know, written as a placeholder and listed.
struct UnknownValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `UIColor(named: "PureBlack")`, `Color("Brand")`: a colour of the app's asset catalog.
        case assetColor(String)
        /// `UIFont(name: "Avenir-Heavy", size: 15)` or an app's own font function: not a system font.
        case customFont(String)
        /// A name the files use but do not define (another module, a generated file).
        case outside(String)
    }
}

extension Program {
    /// Names UIKit measures while the app runs: a value read through one is not fixed.
    static let measuredNames: Set<String> = [
        "bounds", "frame", "size", "safeAreaInsets", "safeAreaLayoutGuide", "contentSize", "contentOffset", "traitCollection",
        "center", "window", "layoutMargins", "readableContentGuide", "intrinsicContentSize", "superview",
    ]

    /// What `expression` names, or `nil` when it is no reference (a literal, an enum case such as
    /// `.easeIn`, a framework constant such as `UIColor.red` or `CGFloat.pi`).
    func resolve(_ expression: ExprSyntax) -> Resolved? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard reference.baseName.tokenKind != .keyword(.self), reference.baseName.tokenKind != .keyword(.Self), let first = name.first else { return nil }
            // A capitalised name is a type, unless the files declare it as a value (`let AutoSizeScaleX = …`)
            // or it stands where a value goes and names no type the readers know (another module's constant).
            if first.isUppercase {
                if let declared = declaration(of: name, from: Syntax(reference)) { return resolved(declared, name: name) }
                guard !types.contains(name), !LiteralNames.frameworkTypes.contains(name), reference.parent?.is(MemberAccessExprSyntax.self) != true,
                      reference.parent?.is(FunctionCallExprSyntax.self) != true else { return nil }
                return .unknown(.outside(name))
            }
            return lookUp(name, from: Syntax(reference))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return resolve(member: member.declName.baseName.text, of: base, whole: expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return resolve(call: call)
        }
        return nil
    }

    private func resolve(member name: String, of base: ExprSyntax, whole: ExprSyntax) -> Resolved? {
        let baseText = base.trimmedDescription
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            guard let type = enclosingTypeName(of: Syntax(base)) else { return nil }
            return value(ofMember: name, in: type, from: Syntax(base)) ?? .unknown(.outside(whole.trimmedDescription))
        }
        if name == "count" {
            if let array = arrayLiteral(base) { return .number(Double(array.elements.count)) }
            // A list the files do not spell out (`[Item]()`, appended to, fetched) is counted while the app runs.
            if case .expression? = resolve(base) { return .runtime("the list is filled while the app runs") }
            if case .runtime? = resolve(base) { return .runtime("the list is filled while the app runs") }
        }
        if name == "rawValue", let resolved = rawValue(of: base) { return resolved }
        // `Self.x`, `Constants.spacing`, `Theme.Colors.tint`: a type of these files.
        let typeName = baseText == "Self" ? enclosingTypeName(of: Syntax(base)) : baseText
        if let typeName, types.contains(typeName) {
            if !types.members(named: name, of: typeName).isEmpty { return value(ofMember: name, in: typeName, from: Syntax(base)) }
            if types.contains(typeName + "." + name) { return nil }
            return .unknown(.outside(whole.trimmedDescription))
        }
        // `UIColor.appTint` declared in an extension of a framework type in these files.
        if LiteralNames.frameworkTypes.contains(baseText) {
            if !types.members(named: name, of: baseText).isEmpty { return value(ofMember: name, in: baseText, from: Syntax(base)) }
            return nil
        }
        let path = baseText.split(separator: ".").map(String.init) + [name]
        if path.contains(where: Self.measuredNames.contains) || path.first == "UIScreen" || path.first == "view" {
            return .runtime("measured while the app runs")
        }
        if baseText.first?.isUppercase == true { return .unknown(.outside(whole.trimmedDescription)) }
        // An instance: `theme.tint` where `theme` is `Theme()` or `Theme.shared` of these files.
        if let type = instanceType(of: base) {
            if !types.members(named: name, of: type).isEmpty { return value(ofMember: name, in: type, from: Syntax(base)) }
            return .unknown(.outside(whole.trimmedDescription))
        }
        if let resolved = resolve(base), case .runtime = resolved { return resolved }
        return .unknown(.outside(whole.trimmedDescription))
    }

    private func resolve(call: FunctionCallExprSyntax) -> Resolved? {
        let callee = call.calledExpression.trimmedDescription
        if ["UIColor", "Color", "UIColor.init", "Color.init"].contains(callee), call.arguments.first?.label?.text == "named" || (callee.hasPrefix("Color") && call.arguments.first?.label == nil),
           let name = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            return .unknown(.assetColor(name.segments.trimmedDescription))
        }
        // A function of these files that returns one expression: `func tint() -> UIColor { .red }`.
        if call.arguments.isEmpty, call.trailingClosure == nil {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
               let function = lookUpFunction(reference.baseName.text, from: Syntax(call)) {
                return returned(by: function)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let type = base.trimmedDescription == "self" ? enclosingTypeName(of: Syntax(base)) : instanceType(of: base) ?? base.trimmedDescription
                if let type, let function = types.members(named: member.declName.baseName.text, of: type).compactMap(Self.function).first {
                    return returned(by: function)
                }
            }
        }
        let known = LiteralNames.constructors.contains(where: { callee == $0 || callee.hasSuffix("." + $0) || callee == $0 + ".init" })
        if known || callee.first?.isUppercase == true && !callee.contains(".") { return nil }
        if call.arguments.contains(where: { !Self.isPlainLiteral($0.expression) }) { return .runtime("computed by a call while the app runs") }
        return .unknown(.outside(call.trimmedDescription))
    }

    // MARK: Names

    /// What `name` seen from `node` is declared as.
    enum Declared {
        case local(VariableDeclSyntax, PatternBindingSyntax, in: CodeBlockItemListSyntax)
        case member(TypeIndex.Member, type: String)
        case global(TypeIndex.Member)
        /// A parameter of an enclosing function, initialiser or closure: its callers decide.
        case parameter(String)
        case runtime(String)
    }

    /// The declaration `name` seen from `node` names: a local declared before it, a parameter, a
    /// member of the enclosing types, a global; `nil` when the files declare none.
    func declaration(of name: String, from node: Syntax) -> Declared? {
        var child = node
        var current = node.parent
        while let scope = current {
            if let list = scope.as(CodeBlockItemListSyntax.self) {
                for item in list.reversed() where item.position < child.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), let binding = variable.bindings.first(where: { TypeIndex.name(of: $0) == name }) {
                        return .local(variable, binding, in: list)
                    }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self), Self.binds(name, guardStatement.conditions) {
                        return .runtime("`\(name)` is bound by a guard while the app runs")
                    }
                }
            }
            if Self.declaresParameter(name, scope) { return .parameter(name) }
            if let type = TypeIndex.declaredName(of: scope), let member = types.members(named: name, of: TypeIndex.bare(type)).first {
                return .member(member, type: TypeIndex.bare(type))
            }
            child = scope
            current = scope.parent
        }
        return types.globals[name]?.first.map(Declared.global)
    }

    /// `name` seen from `node`, followed to its value.
    private func lookUp(_ name: String, from node: Syntax) -> Resolved {
        declaration(of: name, from: node).map { resolved($0, name: name) } ?? .unknown(.outside(name))
    }

    private func resolved(_ declared: Declared, name: String) -> Resolved {
        switch declared {
        case let .local(variable, binding, list): return localValue(variable, binding, in: list)
        case let .member(member, type): return value(of: member, in: type)
        case let .global(member): return value(of: member, in: nil)
        case let .parameter(name): return .runtime("`\(name)` is a parameter, known only when the app runs")
        case let .runtime(why): return .runtime(why)
        }
    }

    private func lookUpFunction(_ name: String, from node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let scope = current {
            if let type = TypeIndex.declaredName(of: scope),
               let function = types.members(named: name, of: TypeIndex.bare(type)).compactMap(Self.function).first { return function }
            current = scope.parent
        }
        return types.globals[name]?.compactMap(Self.function).first
    }

    private static func function(_ member: TypeIndex.Member) -> FunctionDeclSyntax? {
        if case let .function(function) = member { return function }
        return nil
    }

    /// The value of a member of `type` (nil when it has none by that name).
    func value(ofMember name: String, in type: String, from node: Syntax) -> Resolved? {
        guard let member = types.members(named: name, of: type).first else { return nil }
        return value(of: member, in: type)
    }

    private func value(of member: TypeIndex.Member, in type: String?) -> Resolved {
        switch member {
        case let .variable(variable, binding):
            let name = TypeIndex.name(of: binding) ?? ""
            if let accessors = binding.accessorBlock {
                guard let expression = Self.singleExpression(accessors) else { return .runtime("`\(name)` is computed while the app runs") }
                return .expression(expression)
            }
            guard let initial = binding.initializer?.value else { return .runtime("`\(name)` is set while the app runs") }
            if variable.bindingSpecifier.tokenKind == .keyword(.var), let type, isReassigned(name, in: type) {
                return .runtime("`\(name)` is a variable the app changes while it runs")
            }
            return .expression(Self.calledClosureResult(initial) ?? initial)
        case let .function(function):
            return returned(by: function)
        case let .enumCase(element):
            if let raw = element.rawValue?.value { return .expression(raw) }
            return .text(element.name.text)
        case .initializer:
            return .runtime("an initialiser")
        }
    }

    private func localValue(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax, in list: CodeBlockItemListSyntax) -> Resolved {
        let name = TypeIndex.name(of: binding) ?? ""
        guard let initial = binding.initializer?.value else { return .runtime("`\(name)` is set while the app runs") }
        if variable.bindingSpecifier.tokenKind == .keyword(.var), Self.assigns(name, in: Syntax(list)) {
            return .runtime("`\(name)` is a variable the function changes")
        }
        return .expression(initial)
    }

    /// `{ return [a, b] }()` (a lazy property's closure): what it returns, when that is its one statement.
    static func calledClosureResult(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.statements.count == 1, let only = closure.statements.first else { return nil }
        return only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
    }

    private func returned(by function: FunctionDeclSyntax) -> Resolved {
        guard let statements = function.body?.statements, statements.count == 1, let only = statements.first else {
            return .runtime("`\(function.name.text)()` computes its value while the app runs")
        }
        if let expression = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self) { return .expression(expression) }
        return .runtime("`\(function.name.text)()` computes its value while the app runs")
    }

    /// `Constants.spacing.rawValue` of `enum Constants: CGFloat { case spacing = 12 }`.
    private func rawValue(of base: ExprSyntax) -> Resolved? {
        guard let member = base.as(MemberAccessExprSyntax.self), let type = member.base?.trimmedDescription ?? nil,
              case let .enumCase(element)? = types.members(named: member.declName.baseName.text, of: type).first else { return nil }
        if let raw = element.rawValue?.value { return .expression(raw) }
        let integers = types.declarations(of: type).flatMap(\.inherited).contains { ["Int", "CGFloat", "Double", "Float"].contains($0) }
        if integers, let index = allCases(of: type).firstIndex(of: element.name.text) { return .number(Double(index)) }
        return .text(element.name.text)
    }

    private func allCases(of type: String) -> [String] {
        types.declarations(of: type).flatMap { declaration in
            declaration.members.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map(\.name.text) }
        }
    }

    /// The type of an instance these files build: `Theme()`, `Theme.shared` (a static `Theme()`), a
    /// variable holding one.
    func instanceType(of expression: ExprSyntax) -> String? {
        var current = expression
        for _ in 0..<8 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.trimmedDescription
                let name = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
                return types.contains(name) ? TypeIndex.bare(name) : nil
            }
            guard case let .expression(next)? = resolve(current) else { return nil }
            current = next
        }
        return nil
    }

    /// The type or extension `node` sits in, innermost.
    func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let scope = current {
            if let name = TypeIndex.declaredName(of: scope) { return TypeIndex.bare(name) }
            current = scope.parent
        }
        return nil
    }

    private func arrayLiteral(_ expression: ExprSyntax) -> ArrayExprSyntax? {
        var current = expression
        for _ in 0..<8 {
            if let array = current.as(ArrayExprSyntax.self) { return array }
            guard case let .expression(next)? = resolve(current) else { return nil }
            current = next
        }
        return nil
    }
}
