import Config
import SwiftSyntax
import Transforms

/// Reads one site's literals into config groups: `extends` and `effect` for an effect,
/// `menu`, `pageViewController`, `pageControl`, or the layout's top-level keys.
struct SiteReading {
    let reader: LiteralReader
    let allowPartial: Bool
    private(set) var groups: [SwiftImporter.Group] = []
    /// `option = expression  (file:line:column)` for each value left out under `allowPartial`.
    private(set) var omissions: [String] = []
    /// Properties set in the Swift that Flipbook has no setting for.
    private(set) var notes: [String] = []

    init(reader: LiteralReader, allowPartial: Bool) {
        self.reader = reader
        self.allowPartial = allowPartial
    }

    mutating func read(_ found: FoundSite) throws(ImportError) {
        let kind = found.site.kind
        let table = kind.table
        let prefix: String
        switch kind {
        case .scale, .stack, .snapshot: prefix = "effect." + kind.rawValue
        case .pagingLayout: prefix = ""
        default: prefix = kind.rawValue
        }
        var members: [JSONValue.Member] = []
        var layout: String?
        if let start = found.start, found.readsStart {
            let expression = reader.unwrapped(start)
            if let name = try layoutName(expression, kind: kind) {
                layout = name
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                      reader.isConstructor(call.calledExpression, of: table.typeNames) || call.calledExpression.trimmedDescription == "super.init" {
                for argument in call.arguments {
                    let label = argument.label?.text ?? "_"
                    if kind == .pageViewController, label == "options" {
                        try attempt(option: "pageViewController", argument.expression) { (reading: inout SiteReading) throws(ImportError) in
                            members += try reading.pageViewControllerOptions(argument.expression)
                        }
                        continue
                    }
                    try set([label], argument.expression, at: Syntax(argument), table: table, prefix: prefix, into: &members)
                }
            } else {
                // An immediately-called closure, or something that is not a literal.
                try attempt(option: prefix, expression) { (reading: inout SiteReading) throws(ImportError) in
                    members = try OptionsLiteral(reader: reading.reader).initialMembers(expression, table: table, option: prefix)
                }
            }
        }
        for assignment in found.assignments {
            try set(assignment.path, assignment.value, at: assignment.node, table: table, prefix: prefix, into: &members)
        }
        let source = found.site.position.fileAndLine
        switch kind {
        case .scale, .stack, .snapshot:
            if let layout { groups.append(.init(key: "extends", value: .string(kind.rawValue + "." + layout), source: source)) }
            if layout == nil || !members.isEmpty {
                groups.append(.init(key: "effect", value: .object([.init(kind.rawValue, .object(members))]), source: source))
            }
        case .pagingLayout:
            groups += members.map { .init(key: $0.key, value: $0.value, source: source) }
        default:
            groups.append(.init(key: kind.rawValue, value: .object(members), source: source))
        }
    }

    /// `x` of `.layout(.x)` / `Type.layout(.x)`; `nil` for anything else.
    private func layoutName(_ expression: ExprSyntax, kind: OptionSite.Kind) throws(ImportError) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "layout", member.base.map({ kind.table.typeNames.contains($0.trimmedDescription) }) ?? true,
              let argument = call.arguments.first else { return nil }
        let option = "effect." + kind.rawValue + ".layout"
        let name = try reader.word(argument.expression, option: option)
        guard NamedLayout(name: kind.rawValue + "." + name) != nil else {
            let names = NamedLayout.allCases.filter { $0.effectName == kind.rawValue }.map(\.layoutName)
            throw reader.unexpected(argument.expression, option, "one of upstream's layouts: " + names.map { "." + $0 }.joined(separator: ", "))
        }
        return name
    }

    /// One labelled argument or assignment: an unknown name is noted, a non-literal refused or
    /// (with `allowPartial`) left out.
    private mutating func set(_ path: [String], _ value: ExprSyntax, at node: Syntax, table: OptionTable, prefix: String,
                              into members: inout [JSONValue.Member]) throws(ImportError) {
        // A property reached through a subview (`view.backgroundColor`) is one entry under its whole path.
        let joined = path.joined(separator: ".")
        let path = table.entry(joined) != nil ? [joined] : path
        guard let name = path.first, table.entry(name) != nil else {
            notes.append("\(path.joined(separator: ".")) = \(value.trimmedDescription)  (\(reader.source.position(of: node).fileAndLine))")
            return
        }
        let option = prefix.isEmpty ? (table.entry(name)?.key ?? name) : prefix + "." + (table.entry(name)?.key ?? name)
        try attempt(option: option, value) { (reading: inout SiteReading) throws(ImportError) in
            try OptionsLiteral(reader: reading.reader).assign(path, value, table: table, option: prefix, into: &members, at: node)
        }
    }

    /// Runs `body`; under `allowPartial` a value that is not a literal is listed instead of thrown.
    private mutating func attempt(option: String, _ expression: ExprSyntax,
                                  _ body: (inout SiteReading) throws(ImportError) -> Void) throws(ImportError) {
        do {
            try body(&self)
        } catch {
            guard allowPartial, case let .notALiteral(position, text, feeding) = error else { throw error }
            omissions.append("\(feeding) = \(text)  (\(position))")
        }
    }

    /// `UIPageViewController`'s options dictionary: `[.interPageSpacing: 10, .spineLocation: …]` or
    /// `nil`; its keys and their kinds come from the catalog's `.optionsEntry` options.
    private func pageViewControllerOptions(_ expression: ExprSyntax) throws(ImportError) -> [JSONValue.Member] {
        let entries = PageViewControllerOptions.options.filter { if case .optionsEntry = $0.swiftPlacement { true } else { false } }
        let names = entries.map { ".\($0.swiftName)" }
        let expected = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
        let expression = reader.unwrapped(expression)
        if expression.is(NilLiteralExprSyntax.self) { return [] }
        guard let dictionary = expression.as(DictionaryExprSyntax.self) else {
            throw reader.refusal(expression, "pageViewController", expected: "a dictionary literal [\(names.map { "\($0): …" }.joined(separator: ", "))] or nil")
        }
        guard case let .elements(elements) = dictionary.content else { return [] }
        var members: [JSONValue.Member] = []
        for element in elements {
            let key = element.key.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? element.key.trimmedDescription
            guard let option = entries.first(where: { $0.swiftName == key }) else {
                throw reader.unexpected(element.key, "pageViewController", expected)
            }
            let setting = "pageViewController.\(option.key)"
            switch option.kind {
            case let .choice(type), let .optional(.choice(type)):
                members.append(.init(option.key, .string(try rawChoice(element.value, names: type.names, option: setting))))
            default:
                members.append(.init(option.key, try reader.value(element.value, as: ValueKind(option.kind, unit: option.unit), option: setting)))
            }
        }
        return members
    }

    /// A choice passed as an `NSNumber`: `NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)`,
    /// `….mid.rawValue as NSNumber` or the raw number (the case's index: 0 none, 1 min, 2 mid, 3 max).
    private func rawChoice(_ expression: ExprSyntax, names: [String], option: String) throws(ImportError) -> String {
        var expression = reader.unwrapped(expression)
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base {
            expression = base
        }
        if expression.is(IntegerLiteralExprSyntax.self) {
            let raw = Int(try reader.number(expression, option: option))
            guard names.indices.contains(raw) else {
                let numbered = names.enumerated().map { "\($0.offset) (\($0.element))" }
                throw reader.unexpected(expression, option, numbered.dropLast().joined(separator: ", ") + " or " + (numbered.last ?? ""))
            }
            return names[raw]
        }
        let name = try reader.word(expression, option: option)
        guard names.contains(name) else {
            let cases = names.map { ".\($0)" }
            throw reader.unexpected(expression, option, cases.dropLast().joined(separator: ", ") + " or " + (cases.last ?? ""))
        }
        return name
    }
}
