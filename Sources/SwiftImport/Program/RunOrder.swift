import SwiftSyntax

/// The statements of a type's methods in the order the app runs them, where that can be known.
///
/// UIKit calls a view controller's initialisers, then `awakeFromNib`, `loadView`, `viewDidLoad`,
/// `viewWillAppear`, the layout passes and `viewDidAppear`, in that order (a view's `init` and
/// `layoutSubviews`, a SwiftUI view's `body`, likewise); a method those call (`setupPaging()`,
/// `self.configure()`) runs where it is called. Those statements are *ordered*. Methods nothing
/// calls from there (an action, a delegate callback) come after, in file order, and statements
/// under a condition (other than `if #available`), in a loop or in a closure passed elsewhere are
/// not ordered: the app may run them at another time, or not at all.
struct RunOrder {
    /// The methods UIKit and SwiftUI call themselves, in the order they call them.
    static let lifecycle = [
        "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "layoutSubviews", "viewDidAppear", "didMoveToSuperview", "didMoveToWindow", "body", "makeUIViewController", "makeUIView",
    ]

    let program: Program
    let type: String

    /// Every statement of the type's methods, initialisers and computed properties, with whether
    /// it runs in a known order, in the order the app runs them.
    func statements() -> [(item: CodeBlockItemSyntax, ordered: Bool)] {
        var walk = StatementWalk(program: program, type: type, expandsCalls: true)
        let members = program.types.allMembers(of: type)
        for member in members {
            if case let .initializer(initializer) = member, let body = initializer.body { walk.walk(body.statements, ordered: true) }
        }
        for name in Self.lifecycle {
            for case let .function(function) in members where function.name.text == name {
                if let body = function.body { walk.walk(body.statements, ordered: true, method: function) }
            }
            for case let .variable(_, binding) in members where TypeIndex.name(of: binding) == name {
                if let statements = binding.accessorBlock.flatMap(Program.getter) { walk.walk(statements, ordered: true) }
            }
        }
        for member in members {
            switch member {
            case let .function(function):
                if let body = function.body, !walk.visited.contains(function.id) { walk.walk(body.statements, ordered: false, method: function) }
            case let .variable(_, binding):
                if let statements = binding.accessorBlock.flatMap(Program.getter), !RunOrder.lifecycle.contains(TypeIndex.name(of: binding) ?? "") {
                    walk.walk(statements, ordered: false)
                }
            default:
                break
            }
        }
        return walk.items
    }
}

/// Statements in the order they run, nested blocks included, each marked ordered or not
/// (`RunOrder`); with `expandsCalls`, a call to a method of the type walks that method's body
/// right after the statement that calls it, once.
struct StatementWalk {
    let program: Program
    let type: String?
    let expandsCalls: Bool
    private(set) var items: [(item: CodeBlockItemSyntax, ordered: Bool)] = []
    private(set) var visited: Set<SyntaxIdentifier> = []

    init(program: Program, type: String?, expandsCalls: Bool) {
        self.program = program
        self.type = type
        self.expandsCalls = expandsCalls
    }

    mutating func walk(_ list: some Sequence<CodeBlockItemSyntax>, ordered: Bool, method: FunctionDeclSyntax? = nil) {
        if let method {
            guard visited.insert(method.id).inserted else { return }
        }
        for item in list {
            items.append((item, ordered))
            for (block, stillOrdered) in Self.nestedBlocks(in: Syntax(item.item)) { walk(block, ordered: ordered && stillOrdered) }
            guard expandsCalls, let type else { continue }
            for name in Self.calledMethods(in: Syntax(item.item)) {
                for case let .function(function) in program.types.members(named: name, of: type) where !visited.contains(function.id) {
                    if let body = function.body { walk(body.statements, ordered: ordered, method: function) }
                }
            }
        }
    }

    /// The statement lists directly inside a statement, and whether each runs whenever the
    /// statement does (`if #available`, `do`, an immediately-called closure) or maybe not.
    static func nestedBlocks(in node: Syntax) -> [(CodeBlockItemListSyntax, Bool)] {
        var found: [(CodeBlockItemListSyntax, Bool)] = []
        func visit(_ node: Syntax, sure: Bool) {
            for child in node.children(viewMode: .sourceAccurate) {
                if let block = child.as(CodeBlockSyntax.self) {
                    var condition = sure
                    if let ifExpression = block.parent?.as(IfExprSyntax.self) {
                        condition = sure && ifExpression.conditions.allSatisfy { $0.condition.is(AvailabilityConditionSyntax.self) } && ifExpression.body.id == block.id
                    } else if block.parent?.is(DoStmtSyntax.self) != true {
                        condition = false
                    }
                    found.append((block.statements, condition))
                    continue
                }
                if let closure = child.as(ClosureExprSyntax.self) {
                    let called = closure.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == closure.id } ?? false
                    found.append((closure.statements, sure && called))
                    continue
                }
                if let switchCase = child.as(SwitchCaseSyntax.self) {
                    found.append((switchCase.statements, false))
                    continue
                }
                if child.is(FunctionDeclSyntax.self) || child.is(VariableDeclSyntax.self) && child.parent?.is(CodeBlockItemSyntax.self) != true { continue }
                visit(child, sure: sure)
            }
        }
        visit(node, sure: true)
        return found
    }

    /// `setup()`, `self.configure(animated: false)`: the names of methods the statement calls on
    /// itself, outside nested blocks.
    static func calledMethods(in node: Syntax) -> [String] {
        var names: [String] = []
        func visit(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { names.append(reference.baseName.text) }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    names.append(member.declName.baseName.text)
                }
            }
            for child in node.children(viewMode: .sourceAccurate) where !child.is(CodeBlockSyntax.self) && !child.is(ClosureExprSyntax.self) {
                visit(child)
            }
        }
        visit(node)
        return names
    }
}
