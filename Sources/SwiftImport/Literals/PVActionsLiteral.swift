import Config
import SwiftSyntax

/// PVView actions (pod 'PVView') read into config layers: `PVActionMove(fromTranslation:toTranslation:)`,
/// `PVActionFade(from:to:)`, `PVActionRotate(fromZ:toZ:)`, `PVActionScale(from:to:)` (and `fromX`/`fromY`),
/// `PVActionSize(from:to:)`, `PVActionFrame(fromFrame:toFrame:)`, `PVActionGroup(actions:)`, each with
/// optional `parameters: PVParameters(startOffset:stopOffset:timingFunction:)`.
///
/// Where the actions sit is `flipbook code`'s shape: `layerActions` (card layers), an array of
/// `("id", "driver", [actions])` tuples (or `("id", [actions])`), and `pages` (a page overlay), an
/// array of pages, each an array of `("id", [actions])`. Swift does not carry a layer's look (its
/// type, frame, colours, text), so each layer's first appearance is written as a stand-in
/// `type: rect` for the person to replace; the config's comment says so.
struct PVActionsLiteral {
    let reader: LiteralReader

    /// `layerActions = [("id", "driver", [...]), ...]`: the `card.layers` list.
    func cardLayers(_ expression: ExprSyntax) throws(ImportError) -> JSONValue {
        var seen: Set<String> = []
        return .array(try entries(expression, option: "card.layers").map { entry throws(ImportError) in layer(entry, seen: &seen) })
    }

    /// `pages = [[("id", [...]), ...], ...]`: the `overlay.pages` list.
    func overlayPages(_ expression: ExprSyntax) throws(ImportError) -> JSONValue {
        guard let array = try reader.followedSyntax(expression, option: "overlay.pages").as(ArrayExprSyntax.self) else {
            throw reader.refusal(expression, "overlay.pages", expected: "an array of pages, each an array of (\"id\", [actions]) tuples")
        }
        var seen: Set<String> = []
        var pages: [JSONValue] = []
        for (index, page) in array.elements.enumerated() {
            let layers = try entries(page.expression, option: "overlay.pages[\(index)]")
            pages.append(.array(layers.map { layer($0, seen: &seen) }))
        }
        return .array(pages)
    }

    private typealias Entry = (id: String, driver: String?, actions: JSONValue)

    /// Whether `expression` has the shape of PVView actions: an array of `("id", [actions])` tuples
    /// (the id may be an item enum's case, `(item: .logo, actions: […])`), or an array of such
    /// arrays (pages). An app's `var pages: [UIViewController]` is not.
    static func hasActionShape(_ expression: ExprSyntax, in program: Program) -> Bool {
        func followed(_ expression: ExprSyntax) -> ExprSyntax {
            if case let .expression(next)? = program.resolve(expression) { return next }
            return expression
        }
        guard let array = followed(expression).as(ArrayExprSyntax.self), let first = array.elements.first.map({ followed($0.expression) }) else { return false }
        let tuple = first.as(ArrayExprSyntax.self)?.elements.first.map({ followed($0.expression) })?.as(TupleExprSyntax.self) ?? first.as(TupleExprSyntax.self)
        guard let tuple, (2...3).contains(tuple.elements.count), let id = tuple.elements.first?.expression else { return false }
        return id.is(StringLiteralExprSyntax.self) || id.is(MemberAccessExprSyntax.self)
    }

    /// A layer's id: a string, or an item enum's case (its `String` raw value when it has one, else its name).
    private func identifier(_ expression: ExprSyntax, option: String) throws(ImportError) -> String {
        let expression = try reader.followedSyntax(expression, option: option)
        guard let member = expression.as(MemberAccessExprSyntax.self), reader.isTypePath(member.base) else {
            return try reader.string(expression, option: option)
        }
        let name = member.declName.baseName.text
        for (type, _) in reader.program.types.declarations {
            if case let .enumCase(element)? = reader.program.types.members(named: name, of: type).first, let raw = element.rawValue?.value,
               raw.is(StringLiteralExprSyntax.self) {
                return try reader.string(raw, option: option)
            }
        }
        return name
    }

    private func layer(_ entry: Entry, seen: inout Set<String>) -> JSONValue {
        var members: [JSONValue.Member] = [.init("id", .string(entry.id))]
        if seen.insert(entry.id).inserted { members.append(.init("type", "rect")) }
        if let driver = entry.driver, driver != "page" { members.append(.init("driver", .string(driver))) }
        members.append(.init("actions", entry.actions))
        return .object(members)
    }

    private func entries(_ expression: ExprSyntax, option: String) throws(ImportError) -> [Entry] {
        let expected = "an array of (\"id\", \"driver\", [actions]) or (\"id\", [actions]) tuples"
        guard let array = try reader.followedSyntax(expression, option: option).as(ArrayExprSyntax.self) else { throw reader.refusal(expression, option, expected: expected) }
        return try array.elements.map { element throws(ImportError) in
            guard let tuple = try reader.followedSyntax(element.expression, option: option).as(TupleExprSyntax.self), (2...3).contains(tuple.elements.count) else {
                throw reader.unexpected(element.expression, option, expected)
            }
            let parts = Array(tuple.elements)
            let id = try identifier(parts[0].expression, option: option + ".id")
            let driver = parts.count == 3 ? try reader.string(parts[1].expression, option: option + ".driver") : nil
            let actions = try actionList(parts[parts.count - 1].expression, option: option + "." + id + ".actions")
            return (id, driver, actions)
        }
    }

    private func actionList(_ expression: ExprSyntax, option: String) throws(ImportError) -> JSONValue {
        guard let array = try reader.followedSyntax(expression, option: option).as(ArrayExprSyntax.self) else {
            throw reader.refusal(expression, option, expected: "an array of PVView actions")
        }
        return .array(try array.elements.map { element throws(ImportError) in try action(element.expression, option: option) })
    }

    /// One action map: `{fade: {from: 1, to: 0}, parameters: {...}}`.
    func action(_ expression: ExprSyntax, option: String) throws(ImportError) -> JSONValue {
        let expected = "a PVView action initialiser (PVActionMove, PVActionFade, PVActionRotate, PVActionScale, PVActionSize, PVActionFrame, PVActionGroup)"
        guard let call = try reader.followedSyntax(expression, option: option).as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            throw reader.refusal(expression, option, expected: expected)
        }
        var arguments = Array(call.arguments)
        var parameters: JSONValue?
        if let last = arguments.last, last.label?.text == "parameters" {
            parameters = try self.parameters(last.expression, option: option + ".parameters")
            arguments.removeLast()
        }
        let change: JSONValue.Member
        switch name {
        case "PVActionMove":
            change = .init("move", .object(try labelled(arguments, option: option + ".move") { e, o throws(ImportError) in try point(e, option: o) }))
        case "PVActionSize":
            change = .init("size", .object(try labelled(arguments, option: option + ".size") { e, o throws(ImportError) in try size(e, option: o) }))
        case "PVActionFrame":
            let members = try labelled(arguments, option: option + ".frame") { e, o throws(ImportError) in try relativePair(e, type: "CGRect", labels: ["x", "y", "width", "height"], option: o) }
            change = .init("frame", .object(members.map { .init($0.key == "fromFrame" ? "from" : $0.key == "toFrame" ? "to" : $0.key, $0.value) }))
        case "PVActionFade", "PVActionScale":
            let key = name == "PVActionFade" ? "fade" : "scale"
            change = .init(key, .object(try labelled(arguments, option: option + "." + key) { e, o throws(ImportError) in .number(try reader.number(e, option: o)) }))
        case "PVActionRotate":
            // Radians, written `pi/4` when that is exactly the value.
            change = .init("rotate", .object(try labelled(arguments, option: option + ".rotate") { e, o throws(ImportError) in try reader.value(e, as: .angle, option: o) }))
        case "PVActionGroup":
            guard arguments.count == 1, arguments[0].label?.text == "actions" else { throw reader.unexpected(expression, option, "PVActionGroup(actions: [...], parameters: ...)") }
            change = .init("group", .object([.init("actions", try actionList(arguments[0].expression, option: option + ".group.actions"))]))
        default:
            throw reader.refusal(expression, option, expected: expected)
        }
        return .object([change] + (parameters.map { [JSONValue.Member("parameters", $0)] } ?? []))
    }

    private func labelled(_ arguments: [LabeledExprSyntax], option: String,
                          _ read: (ExprSyntax, String) throws(ImportError) -> JSONValue) throws(ImportError) -> [JSONValue.Member] {
        try arguments.map { argument throws(ImportError) in
            let label = argument.label?.text ?? ""
            return JSONValue.Member(label, try read(argument.expression, option + "." + label))
        }
    }

    /// `PVPoint(x:y:isRelative:)` as `{x, y, relative: true}`.
    private func point(_ expression: ExprSyntax, option: String) throws(ImportError) -> JSONValue {
        try relativePair(expression, type: "PVPoint", labels: ["x", "y"], option: option)
    }

    private func size(_ expression: ExprSyntax, option: String) throws(ImportError) -> JSONValue {
        try relativePair(expression, type: "PVSize", labels: ["width", "height"], option: option)
    }

    private func relativePair(_ expression: ExprSyntax, type: String, labels: [String], option: String) throws(ImportError) -> JSONValue {
        let expected = "\(type)(\(labels.map { $0 + ":" }.joined())) with an optional isRelative:"
        guard let call = try reader.followedSyntax(expression, option: option).as(FunctionCallExprSyntax.self), reader.isConstructor(call.calledExpression, of: [type]) else {
            throw reader.refusal(expression, option, expected: expected)
        }
        var members: [JSONValue.Member] = []
        for argument in call.arguments {
            let label = argument.label?.text ?? ""
            if labels.contains(label) {
                members.append(.init(label, .number(try reader.number(argument.expression, option: option + "." + label))))
            } else if label == "isRelative", type != "CGRect" {
                if case .bool(true) = try reader.value(argument.expression, as: .bool, option: option + ".relative") { members.append(.init("relative", true)) }
            } else {
                throw reader.unexpected(expression, option, expected)
            }
        }
        guard members.map(\.key).starts(with: labels) else { throw reader.unexpected(expression, option, expected) }
        return .object(members)
    }

    /// `PVParameters(startOffset:stopOffset:timingFunction:)`.
    private func parameters(_ expression: ExprSyntax, option: String) throws(ImportError) -> JSONValue {
        let expected = "PVParameters(startOffset:stopOffset:timingFunction:)"
        guard let call = try reader.followedSyntax(expression, option: option).as(FunctionCallExprSyntax.self), reader.isConstructor(call.calledExpression, of: ["PVParameters"]) else {
            throw reader.refusal(expression, option, expected: expected)
        }
        return .object(try call.arguments.map { argument throws(ImportError) in
            switch argument.label?.text {
            case "startOffset", "stopOffset":
                let label = argument.label?.text ?? ""
                return JSONValue.Member(label, .number(try reader.number(argument.expression, option: option + "." + label)))
            case "timingFunction":
                return JSONValue.Member("timingFunction", try timing(argument.expression, option: option + ".timingFunction"))
            default:
                throw reader.unexpected(expression, option, expected)
            }
        })
    }

    /// `PVTimingFunction(name: .easeIn)` as `easeIn`; `PVTimingFunction(controlPoint1:controlPoint2:)`
    /// as `[x1, y1, x2, y2]`.
    private func timing(_ expression: ExprSyntax, option: String) throws(ImportError) -> JSONValue {
        let expected = "PVTimingFunction(name: .easeIn) or PVTimingFunction(controlPoint1: CGPoint(…), controlPoint2: CGPoint(…))"
        guard let call = try reader.followedSyntax(expression, option: option).as(FunctionCallExprSyntax.self), reader.isConstructor(call.calledExpression, of: ["PVTimingFunction"]) else {
            throw reader.refusal(expression, option, expected: expected)
        }
        let arguments = Array(call.arguments)
        switch arguments.map({ $0.label?.text ?? "" }) {
        case ["name"]:
            return .string(try reader.word(arguments[0].expression, option: option))
        case ["controlPoint1", "controlPoint2"]:
            var numbers: [JSONValue] = []
            for argument in arguments {
                guard case let .object(point) = try reader.value(argument.expression, as: .point, option: option) else { throw reader.unexpected(expression, option, expected) }
                numbers += point.map(\.value)
            }
            return .array(numbers)
        default:
            throw reader.unexpected(expression, option, expected)
        }
    }
}
