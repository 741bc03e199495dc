import Config
import SwiftSyntax

/// The pages a Parchment menu is given as view controllers:
/// `FixedPagingViewController(viewControllers: [first, second])`, `PagingViewController(viewControllers: pages)`.
///
/// Parchment titles each menu item with its view controller's `title`, so the count of the
/// controllers is the config's `itemCount`, and when every title is known they are `menu.items`.
/// The controllers are an array literal (after following names) or an array built up with
/// `controllers.append(x)` after `var controllers: [UIViewController] = []`; a title is
/// `CityViewController(title: "Oslo")`, or `first.title = "Top"` (`first?.title`, on a local or a
/// property of the type).
struct MenuPages {
    let program: Program

    /// The page count and, when all are known, the titles; `nil` when the site's view
    /// controllers are not spelt out in the files.
    func pages(of site: FoundSite) -> (count: Int, titles: [String]?, source: String)? {
        for base in site.bases { if let found = pages(of: base) { return found } }
        guard site.site.kind == .menu, let start = site.start, let call = program.unwrappedCall(start),
              let argument = call.arguments.first(where: { $0.label?.text == "viewControllers" }) else { return nil }
        if let mapped = mapped(argument.expression) {
            return (mapped.count, mapped.titles, program.position(of: argument).fileAndLine)
        }
        guard let elements = controllers(argument.expression), !elements.isEmpty else { return nil }
        let titles = elements.map(title(of:))
        let known = titles.allSatisfy { $0 != nil } ? titles.compactMap { $0 } : nil
        return (elements.count, known, program.position(of: argument).fileAndLine)
    }

    /// `cities.map { CityViewController(title: $0) }` over an array literal: one controller per
    /// element, titled by it when the closure passes it as `title:`.
    private func mapped(_ expression: ExprSyntax) -> (count: Int, titles: [String]?)? {
        var current = expression
        for _ in 0..<8 {
            guard case let .expression(next)? = program.resolve(current) else { break }
            current = next
        }
        if let closure = program.unwrappedCall(current)?.calledExpression.as(ClosureExprSyntax.self), let only = closure.statements.first,
           closure.statements.count == 1, let returned = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self) {
            current = returned
        }
        guard let call = program.unwrappedCall(current), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let base = member.base, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return nil }
        var array = base
        for _ in 0..<8 {
            if array.is(ArrayExprSyntax.self) { break }
            guard case let .expression(next)? = program.resolve(array) else { return nil }
            array = next
        }
        guard let elements = array.as(ArrayExprSyntax.self)?.elements, !elements.isEmpty else { return nil }
        let body = closure.statements.count == 1 ? closure.statements.first.flatMap { $0.item.as(ReturnStmtSyntax.self)?.expression ?? $0.item.as(ExprSyntax.self) } : nil
        let titled = body.flatMap { program.unwrappedCall($0) }?.arguments.first { $0.label?.text == "title" }?.expression.trimmedDescription == "$0"
        let reader = LiteralReader(program: program)
        let titles = titled ? elements.compactMap { try? reader.string($0.expression, option: "menu.items") } : []
        return (elements.count, titled && titles.count == elements.count ? titles : nil)
    }

    /// The controllers an array expression holds.
    private func controllers(_ expression: ExprSyntax) -> [ExprSyntax]? {
        var current = expression
        for _ in 0..<8 {
            if let array = current.as(ArrayExprSyntax.self) {
                guard array.elements.isEmpty, let reference = expression.as(DeclReferenceExprSyntax.self) else { return array.elements.map(\.expression) }
                return appended(to: reference)
            }
            guard case let .expression(next)? = program.resolve(current) else { break }
            current = next
        }
        // `var controllers: [UIViewController] = []` is not a constant, so it is not followed above.
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return appended(to: reference) }
        return nil
    }

    /// `name.append(x)` statements after `var name = []`, before `use`, in its scope.
    private func appended(to use: DeclReferenceExprSyntax) -> [ExprSyntax]? {
        let name = use.baseName.text
        guard case let .local(_, binding, list)? = program.declaration(of: name, from: Syntax(use)),
              binding.initializer?.value.as(ArrayExprSyntax.self)?.elements.isEmpty == true else { return nil }
        var found: [ExprSyntax] = []
        for item in list where item.position > binding.position && item.position < use.position {
            let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
            guard let call = expression?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.trimmedDescription == name else { continue }
            guard member.declName.baseName.text == "append", call.arguments.count == 1, let only = call.arguments.first else { return nil }
            found.append(only.expression)
        }
        return found
    }

    /// `X(title: "Oslo")`, or a local or property whose `title` is set to a string.
    private func title(of element: ExprSyntax) -> String? {
        let reader = LiteralReader(program: program)
        var element = element
        if let forced = element.as(ForceUnwrapExprSyntax.self) { element = forced.expression }
        if let call = program.unwrappedCall(element), let title = call.arguments.first(where: { $0.label?.text == "title" }) {
            return try? reader.string(title.expression, option: "menu.items")
        }
        guard let reference = element.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        let statements: [CodeBlockItemSyntax]
        switch program.declaration(of: name, from: Syntax(reference)) {
        case let .local(_, binding, list)?:
            if let value = binding.initializer?.value, let call = program.unwrappedCall(value),
               let title = call.arguments.first(where: { $0.label?.text == "title" }) {
                return try? reader.string(title.expression, option: "menu.items")
            }
            statements = Array(list)
        case .member?:
            guard let type = program.enclosingTypeName(of: Syntax(reference)) else { return nil }
            statements = RunOrder(program: program, type: type).statements().map(\.item)
        default:
            return nil
        }
        var found: String?
        for item in statements {
            if let (base, path, value) = Assignment.split(item.item), base == name, path == ["title"] {
                found = try? reader.string(value, option: "menu.items")
            }
        }
        return found
    }
}
