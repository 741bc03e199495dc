import Config
import SwiftSyntax

/// Parchment's SwiftUI `PageView` as a menu site.
///
/// - 4.x: `PageView { Page("Title") { … } }` or `PageView(items) { … }`, configured by modifiers
///   (`.menuItemSize(.fixed(width: 100, height: 60))`, `.indicatorColor(.blue)`, `.menuInsets(.vertical, 20)`, …)
///   over `PageView.defaultOptions()`, whose values are Parchment's SwiftUI defaults (self-sizing
///   items 50 high, clear backgrounds, system blue selection) rather than `PagingOptions()`'s.
/// - 3.x: `PageView(options: options, items: items) { item in … }` (also without `options:`): the
///   options given (`SiteLinks`), else `PagingOptions()`'s defaults.
///
/// Colours are SwiftUI `Color`s (`.blue` is the system blue). Only files that import Parchment are
/// read this way: other libraries have views named `PageView` too.
struct ParchmentPageView {
    let finder: SiteFinder

    static func isParchment(_ source: SwiftSource) -> Bool {
        source.tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "Parchment" }
    }

    /// `PageView.defaultOptions()` of Parchment 4.1, light mode (`.label` black, `.separator` #3C3C43 at 0.29).
    static let defaults: [JSONValue.Member] = [
        .init("menuItemSize", .object([.init("selfSizing", .object([.init("estimatedWidth", 50), .init("height", 50)]))])),
        .init("menuInsets", insets(top: 0, left: 8, bottom: 0, right: 8)),
        .init("indicatorOptions", .object([.init("visible", .object([
            .init("height", 4), .init("zIndex", 1_000_000), .init("spacing", insets(top: 0, left: 0, bottom: 0, right: 0)),
            .init("insets", insets(top: 0, left: 0, bottom: 0, right: 0)),
        ]))])),
        .init("pagingContentBackgroundColor", "#00000000"), .init("menuBackgroundColor", "#00000000"),
        .init("backgroundColor", "#00000000"), .init("selectedBackgroundColor", "#00000000"),
        .init("selectedTextColor", "#007AFF"), .init("borderColor", "#3C3C434A"), .init("indicatorColor", "#007AFF"),
        .init("textColor", "#000000"),
    ]

    /// Modifiers named otherwise than the option they set.
    private static let renamed = [
        "selectedColor": "selectedTextColor", "foregroundColor": "textColor", "contentBackgroundColor": "pagingContentBackgroundColor",
    ]

    private static func insets(top: Double, left: Double, bottom: Double, right: Double) -> JSONValue {
        .object([.init("top", .number(top)), .init("left", .number(left)), .init("bottom", .number(bottom)), .init("right", .number(right))])
    }

    /// The menu `call` shows, with the modifiers that follow it.
    func site(for call: FunctionCallExprSyntax) -> FoundSite {
        var found = FoundSite(site: finder.site(.menu, call), start: ExprSyntax(call))
        found.readsStart = false
        found.holder = call.id
        found.table = Self.swiftUITable
        // `PageView(options:items:)` (3.x, kept deprecated in 4.x) starts from `PagingOptions()` itself.
        let isLegacy = call.arguments.contains { ["options", "items"].contains($0.label?.text) }
        if !isLegacy { found.preset = Self.defaults }
        var insets: [String: ExprSyntax] = [:]
        var insetNode: Syntax?
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            node = Syntax(outer)
            let name = member.declName.baseName.text
            let arguments = Array(outer.arguments)
            if name == "menuInsets" {
                insetNode = Syntax(outer)
                for (side, value) in Self.sides(arguments) { insets[side] = value }
                continue
            }
            let option = Self.renamed[name] ?? name
            guard OptionTables.menu.entry(option) != nil, let value = arguments.first?.expression else { continue }
            found.assignments.append(SiteAssignment(path: [option], value: value, node: Syntax(outer)))
        }
        for side in ["top", "left", "bottom", "right"] {
            guard let value = insets[side], let insetNode else { continue }
            found.assignments.append(SiteAssignment(path: ["menuInsets", side], value: value, node: insetNode))
        }
        found.site.endLine = finder.program.endLine(of: node)
        return found
    }

    /// `.menuInsets(EdgeInsets(top:leading:bottom:trailing:))`, `.menuInsets(.vertical, 20)`, `.menuInsets(20)`:
    /// the sides each sets.
    private static func sides(_ arguments: [LabeledExprSyntax]) -> [(String, ExprSyntax)] {
        if arguments.count == 2, let edges = arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
            let value = arguments[1].expression
            let sides: [String] = switch edges {
            case "all": ["top", "left", "bottom", "right"]
            case "vertical": ["top", "bottom"]
            case "horizontal": ["left", "right"]
            case "top": ["top"]
            case "bottom": ["bottom"]
            case "leading": ["left"]
            case "trailing": ["right"]
            default: []
            }
            return sides.map { ($0, value) }
        }
        guard arguments.count == 1, let only = arguments.first?.expression else { return [] }
        if let call = only.as(FunctionCallExprSyntax.self), ["EdgeInsets", ".init"].contains(call.calledExpression.trimmedDescription) {
            let names = ["top": "top", "leading": "left", "bottom": "bottom", "trailing": "right"]
            return call.arguments.compactMap { argument in names[argument.label?.text ?? ""].map { ($0, argument.expression) } }
        }
        return ["top", "left", "bottom", "right"].map { ($0, only) }
    }

    /// The menu's options with SwiftUI colours.
    static let swiftUITable: OptionTable = {
        let menu = OptionTables.menu
        return OptionTable(typeNames: menu.typeNames, entries: menu.entries.map { entry in
            switch entry.kind {
            case .color: return .init(swiftName: entry.swiftName, key: entry.key, kind: .swiftUIColor)
            case .optional(.color): return .init(swiftName: entry.swiftName, key: entry.key, kind: .optional(.swiftUIColor))
            default: return entry
            }
        })
    }()
}
