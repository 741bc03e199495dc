import Config
import SwiftSyntax

/// A struct's options read from Swift: a labelled initialiser (`Rotation3dOptions(angle: …)`), then
/// property assignments (`rotation.isDoubleSided = true`), in the order written. Also reads the
/// immediately-called closure an app (and `flipbook code`) writes to set a property the
/// initialiser lacks: `{ var r = Rotation3dOptions(…); r.isDoubleSided = true; return r }()`.
struct OptionsLiteral {
    let reader: LiteralReader

    /// The options `expression` builds, as a config map (only what the Swift sets).
    func value(_ expression: ExprSyntax, table: OptionTable, option: String) throws(ImportError) -> JSONValue {
        .object(try initialMembers(expression, table: table, option: option))
    }

    /// The members an initialiser call or immediately-called closure sets.
    func initialMembers(_ expression: ExprSyntax, table: OptionTable, option: String) throws(ImportError) -> [JSONValue.Member] {
        let expression = try reader.followedSyntax(expression, option: option)
        guard let call = expression.as(FunctionCallExprSyntax.self) else {
            throw reader.refusal(expression, option, expected: "\(table.typeNames[0])(…)")
        }
        if reader.isConstructor(call.calledExpression, of: table.typeNames) {
            var members: [JSONValue.Member] = []
            for argument in call.arguments {
                try assign([argument.label?.text ?? "_"], argument.expression, table: table, option: option, into: &members, at: argument)
            }
            return members
        }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            return try closureMembers(closure, table: table, option: option)
        }
        throw reader.refusal(expression, option, expected: "\(table.typeNames[0])(…)")
    }

    /// `{ var name = init; name.a = …; return name }`.
    private func closureMembers(_ closure: ClosureExprSyntax, table: OptionTable, option: String) throws(ImportError) -> [JSONValue.Member] {
        var variable: String?
        var members: [JSONValue.Member] = []
        // `if #available(iOS 16.0, *) { r.x = … }`: its assignments count as written.
        let items = closure.statements.flatMap { item -> [CodeBlockItemSyntax] in
            guard let condition = (item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self))?.as(IfExprSyntax.self),
                  condition.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }) else { return [item] }
            return Array(condition.body.statements)
        }
        for item in items {
            if let declaration = item.item.as(VariableDeclSyntax.self), variable == nil, let binding = declaration.bindings.first,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let initial = binding.initializer?.value {
                variable = name
                members = try initialMembers(initial, table: table, option: option)
            } else if let variable, let (path, value) = Assignment.split(item.item, variable: variable) {
                try assign(path, value, table: table, option: option, into: &members, at: item)
            } else if let statement = item.item.as(ReturnStmtSyntax.self),
                      statement.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == variable, variable != nil {
                return members
            } else {
                throw ImportError.notALiteral(reader.position(of: item), expression: item.trimmedDescription, option: option)
            }
        }
        throw ImportError.notALiteral(reader.position(of: closure), expression: closure.trimmedDescription, option: option)
    }

    /// Sets `path` (`["rotation3d", "angle"]`) to `value` in `members`, creating nested maps.
    func assign(_ path: [String], _ value: ExprSyntax, table: OptionTable, option: String,
                into members: inout [JSONValue.Member], at node: some SyntaxProtocol) throws(ImportError) {
        guard let name = path.first, let entry = table.entry(name) else {
            throw ImportError.unexpectedValue(reader.position(of: node), expression: node.trimmedDescription, option: option,
                                              expected: "one of \(table.typeNames[0])'s options: \(table.entries.map(\.swiftName).joined(separator: ", "))")
        }
        let keyPath = option.isEmpty ? entry.key : option + "." + entry.key
        let index = members.firstIndex { $0.key == entry.key }
        if path.count == 1 {
            let read = try reader.value(value, as: entry.kind, option: keyPath)
            if let index { members[index].value = read } else { members.append(.init(entry.key, read)) }
            return
        }
        if path.count == 2, let labels = entry.kind.componentLabels, labels.contains(path[1]) {
            // `options.menuInsets.left = 12`: one component, the others as they were (else 0).
            var components: [JSONValue.Member] = labels.map { .init($0, 0) }
            if let index, case let .object(existing) = members[index].value { components = existing }
            let number = JSONValue.number(try reader.number(value, option: keyPath + "." + path[1]))
            if let slot = components.firstIndex(where: { $0.key == path[1] }) { components[slot].value = number } else { components.append(.init(path[1], number)) }
            if let index { members[index].value = .object(components) } else { members.append(.init(entry.key, .object(components))) }
            return
        }
        guard let nested = entry.kind.optionsTable else {
            throw ImportError.unexpectedValue(reader.position(of: node), expression: node.trimmedDescription, option: keyPath,
                                              expected: "a whole value for `\(entry.key)`")
        }
        var inner: [JSONValue.Member] = []
        if let index, case let .object(existing) = members[index].value { inner = existing }
        try assign(Array(path.dropFirst()), value, table: nested, option: keyPath, into: &inner, at: node)
        if let index { members[index].value = .object(inner) } else { members.append(.init(entry.key, .object(inner))) }
    }
}

extension ValueKind {
    /// The labels of a point, size or insets value, whose components can be set one at a time.
    var componentLabels: [String]? {
        switch self {
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .insets: return ["top", "left", "bottom", "right"]
        case let .optional(wrapped): return wrapped.componentLabels
        default: return nil
        }
    }

    /// The table of a struct-valued option (optional or not).
    var optionsTable: OptionTable? {
        switch self {
        case let .options(table): return table
        case let .optional(wrapped): return wrapped.optionsTable
        default: return nil
        }
    }
}

/// `name.a.b = value` (optional chaining `?.` and `!` allowed): the property path and the value.
enum Assignment {
    static func split(_ item: some SyntaxProtocol, variable: String) -> (path: [String], value: ExprSyntax)? {
        guard let (base, path, value) = split(item), base == variable else { return nil }
        return (path, value)
    }

    /// `(variable, path, value)` of any `variable.path = value` statement; with `implicitSelf`,
    /// also `property = value` (`self.property` reads the same).
    static func split(_ item: some SyntaxProtocol, implicitSelf: Bool = false) -> (variable: String, path: [String], value: ExprSyntax)? {
        var node = Syntax(item)
        if let statement = node.as(CodeBlockItemSyntax.self) { node = Syntax(statement.item) }
        let expression: ExprSyntax?
        if let statement = node.as(ExpressionStmtSyntax.self) { expression = statement.expression } else { expression = node.as(ExprSyntax.self) }
        guard let sequence = expression?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let (base, path) = memberPath(elements[0]),
              implicitSelf || !path.isEmpty else { return nil }
        // `x = a / b` is one unfolded sequence: the value is then the whole statement, and the
        // reader takes the part after `=` (`LiteralReader.assignedValue`).
        return (base, path, elements.count == 3 ? elements[2] : expression!)
    }

    /// `a.b?.c!` → `("a", ["b", "c"])`; `self.a.b` → `("a", ["b"])`.
    static func memberPath(_ expression: ExprSyntax) -> (String, [String])? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, []) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return memberPath(chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return memberPath(forced.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return (member.declName.baseName.text, [])
            }
            guard let (root, path) = memberPath(base) else { return nil }
            return (root, path + [member.declName.baseName.text])
        }
        return nil
    }
}
