import SwiftSyntax

/// Every type the files declare or extend, by name, with all of its declarations merged: a class
/// and its extensions in other files are one type, as the compiler sees them. Also the files'
/// global variables and functions.
///
/// Names are bare (`PagingViewController<CalendarItem>` is `PagingViewController`, `Parchment.PagingOptions`
/// is `PagingOptions`); a nested type is found by its qualified name (`Constants.Layout`) and its last part.
struct TypeIndex {
    /// One declaration of a type: the class, struct, enum, actor or protocol itself, or an extension.
    struct Declaration {
        let node: Syntax
        let members: MemberBlockSyntax
        /// The types after the colon, bare.
        let inherited: [String]
        let isExtension: Bool
    }

    /// A variable, function, initialiser or enum case of a type, or a global.
    enum Member {
        case variable(VariableDeclSyntax, PatternBindingSyntax)
        case function(FunctionDeclSyntax)
        case initializer(InitializerDeclSyntax)
        case enumCase(EnumCaseElementSyntax)

        var node: Syntax {
            switch self {
            case let .variable(_, binding): return Syntax(binding)
            case let .function(function): return Syntax(function)
            case let .initializer(initializer): return Syntax(initializer)
            case let .enumCase(element): return Syntax(element)
            }
        }
    }

    private(set) var declarations: [String: [Declaration]] = [:]
    private(set) var globals: [String: [Member]] = [:]
    /// Nested types' qualified names by their last part (`Layout` → `Constants.Layout`).
    private var nestedByLast: [String: [String]] = [:]

    init(_ sources: [SwiftSource]) {
        for source in sources {
            for item in source.tree.statements {
                if let declaration = item.item.as(DeclSyntax.self) { add(declaration, outer: nil) }
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { if let name = Self.name(of: binding) { globals[name, default: []].append(.variable(variable, binding)) } }
                }
                if let function = item.item.as(FunctionDeclSyntax.self) { globals[function.name.text, default: []].append(.function(function)) }
            }
        }
        for key in declarations.keys where key.contains(".") {
            if let last = key.split(separator: ".").last { nestedByLast[String(last), default: []].append(key) }
        }
    }

    private mutating func add(_ declaration: DeclSyntax, outer: String?) {
        guard let name = Self.declaredName(of: Syntax(declaration)), let members = Self.memberBlock(of: declaration) else { return }
        let qualified = outer.map { $0 + "." + name } ?? name
        let inherited = Self.inheritance(of: declaration)
        let entry = Declaration(node: Syntax(declaration), members: members, inherited: inherited, isExtension: declaration.is(ExtensionDeclSyntax.self))
        // An extension names the type as written (`Constants.Layout`); a nested declaration by its path.
        let key = declaration.is(ExtensionDeclSyntax.self) ? Self.bare(name) : qualified
        declarations[key, default: []].append(entry)
        for item in members.members { add(item.decl, outer: key) }
    }

    /// The declarations of `name`: its qualified name, or a nested type's last part when that is unique.
    func declarations(of name: String) -> [Declaration] {
        let bare = Self.bare(name)
        if let found = declarations[bare] { return found }
        guard let nested = nestedByLast[bare], nested.count == 1, let key = nested.first else { return [] }
        return declarations[key] ?? []
    }

    func contains(_ name: String) -> Bool { !declarations(of: name).isEmpty }

    /// Every member called `name` in the type's declarations and extensions, in file order.
    func members(named name: String, of type: String) -> [Member] {
        declarations(of: type).flatMap { declaration in
            declaration.members.members.compactMap { item -> Member? in
                if let variable = item.decl.as(VariableDeclSyntax.self) {
                    return variable.bindings.first { Self.name(of: $0) == name }.map { .variable(variable, $0) }
                }
                if let function = item.decl.as(FunctionDeclSyntax.self), Self.unescaped(function.name.text) == name { return .function(function) }
                if let cases = item.decl.as(EnumCaseDeclSyntax.self) {
                    return cases.elements.first { Self.unescaped($0.name.text) == name }.map { .enumCase($0) }
                }
                return nil
            }
        }
    }

    /// Every member of the type (variables, functions, initialisers), in file order.
    func allMembers(of type: String) -> [Member] {
        declarations(of: type).flatMap { declaration in
            declaration.members.members.flatMap { item -> [Member] in
                if let variable = item.decl.as(VariableDeclSyntax.self) { return variable.bindings.map { .variable(variable, $0) } }
                if let function = item.decl.as(FunctionDeclSyntax.self) { return [.function(function)] }
                if let initializer = item.decl.as(InitializerDeclSyntax.self) { return [.initializer(initializer)] }
                return []
            }
        }
    }

    /// Every type the type inherits from or conforms to, through the index (`class A: Base` and
    /// `class Base: PagingViewController` give both), nearest first.
    func ancestry(of type: String) -> [String] {
        var result: [String] = []
        var queue = [Self.bare(type)]
        while let next = queue.first {
            queue.removeFirst()
            for parent in declarations(of: next).flatMap(\.inherited) where !result.contains(parent) && parent != next {
                result.append(parent)
                queue.append(parent)
            }
            if result.count > 64 { break }
        }
        return result
    }

    /// The name a type declaration or extension declares; `nil` for any other node.
    static func declaredName(of node: Syntax) -> String? {
        if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = node.as(StructDeclSyntax.self) { return type.name.text }
        if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = node.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = node.as(ProtocolDeclSyntax.self) { return type.name.text }
        if let type = node.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return nil
    }

    private static func memberBlock(of declaration: DeclSyntax) -> MemberBlockSyntax? {
        if let type = declaration.as(ClassDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(StructDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(ActorDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(ProtocolDeclSyntax.self) { return type.memberBlock }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return type.memberBlock }
        return nil
    }

    private static func inheritance(of declaration: DeclSyntax) -> [String] {
        let clause: InheritanceClauseSyntax?
        if let type = declaration.as(ClassDeclSyntax.self) { clause = type.inheritanceClause }
        else if let type = declaration.as(StructDeclSyntax.self) { clause = type.inheritanceClause }
        else if let type = declaration.as(EnumDeclSyntax.self) { clause = type.inheritanceClause }
        else if let type = declaration.as(ActorDeclSyntax.self) { clause = type.inheritanceClause }
        else if let type = declaration.as(ExtensionDeclSyntax.self) { clause = type.inheritanceClause }
        else { clause = nil }
        return clause?.inheritedTypes.map { bare($0.type.trimmedDescription) } ?? []
    }

    /// The identifier a binding declares (`let x = …`), `nil` for a tuple pattern.
    static func name(of binding: PatternBindingSyntax) -> String? {
        binding.pattern.as(IdentifierPatternSyntax.self).map { unescaped($0.identifier.text) }
    }

    /// `` `default` `` → `default`: a name escaped because it is a keyword, as a member access spells it.
    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    /// `PagingViewController<CalendarItem>` → `PagingViewController`; `Parchment.PagingOptions` →
    /// `PagingOptions`; `Outer.Inner` stays (a nested type), `PagingOptions?`/`!` lose the mark.
    static func bare(_ name: String) -> String {
        var text = name.replacingOccurrences(of: " ", with: "")
        if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
        text = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        for module in ["Parchment.", "CollectionViewPagingLayout.", "UIKit.", "SwiftUI.", "PVView."] where text.hasPrefix(module) {
            text = String(text.dropFirst(module.count))
        }
        return text
    }
}
