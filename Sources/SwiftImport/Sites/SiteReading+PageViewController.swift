import Config
import Transforms
import SwiftSyntax

extension SiteReading {
    /// `UIPageViewController`'s options dictionary: `[.interPageSpacing: 10, .spineLocation: …]` or
    /// `nil`; its keys and their kinds come from the catalog's `.optionsEntry` options.
    func pageViewControllerOptions(_ expression: ExprSyntax) throws(ImportError) -> [JSONValue.Member] {
        let entries = PageViewControllerOptions.options.filter { if case .optionsEntry = $0.swiftPlacement { true } else { false } }
        let names = entries.map { ".\($0.swiftName)" }
        let expected = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
        let expression = try reader.followedSyntax(expression, option: "pageViewController")
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
