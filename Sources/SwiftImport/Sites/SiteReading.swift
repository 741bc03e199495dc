import Config
import SwiftSyntax
import Transforms

/// Reads one site's literals into config groups: `extends` and `effect` for an effect,
/// `menu`, `pageViewController`, `pageControl`, or the layout's top-level keys.
///
/// A site's bases come first (`SiteLinks`), then its own start and its assignments in run order.
/// A value the files do not define (an asset colour, another module's constant) becomes a
/// placeholder (`ImportReport.Placeholder`); one the app works out while it runs is refused, or
/// left out and listed under `allowPartial`.
struct SiteReading {
    let reader: LiteralReader
    let allowPartial: Bool
    private(set) var groups: [SwiftImporter.Group] = []
    private(set) var report = ImportReport()
    /// Who set each option last, for the note when two set it in an order not known.
    private var setters: [String: (last: String, ordered: Bool)] = [:]
    /// The places an option is set in an order not known, in the order read.
    private var unordered: [String: [String]] = [:]
    /// Options that hold where the user is rather than how the screen looks, and the places they
    /// change in methods the app calls later.
    static let state: Set<String> = ["pageControl.currentPage"]
    private var stateChanges: [String: [String]] = [:]

    /// Properties an app sets on these objects that are wiring, not paging options: not listed as
    /// "not imported" (`pagingViewController.delegate = self`, `.view.translatesAutoresizing…`).
    static let plumbing: Set<String> = [
        "delegate", "dataSource", "sizeDelegate", "infiniteDataSource", "view", "translatesAutoresizingMaskIntoConstraints", "frame", "bounds",
        "center", "tag", "isHidden", "isUserInteractionEnabled", "accessibilityIdentifier", "accessibilityLabel", "isAccessibilityElement",
        "layer", "transform", "autoresizingMask", "title", "collectionView", "pageViewController",
    ]

    init(reader: LiteralReader, allowPartial: Bool) {
        self.reader = reader
        self.allowPartial = allowPartial
    }

    mutating func read(_ found: FoundSite) throws(ImportError) {
        let kind = found.site.kind
        var members: [JSONValue.Member] = []
        var layout: String?
        try read(found, into: &members, layout: &layout)
        report.readings += found.readings
        for (option, places) in unordered.sorted(by: { $0.key < $1.key }) {
            report.readings.append("\(option) is set at \(places.joined(separator: ", ")), in an order not known from the Swift: took \(places.last ?? "")")
        }
        unordered = [:]
        for (option, places) in stateChanges.sorted(by: { $0.key < $1.key }) {
            report.laterChanges.append("\(option) changes while the app runs (\(places.joined(separator: ", "))): the value the screen starts with is kept")
        }
        stateChanges = [:]
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

    private static func prefix(of kind: OptionSite.Kind) -> String {
        switch kind {
        case .scale, .stack, .snapshot: return "effect." + kind.rawValue
        case .pagingLayout: return ""
        default: return kind.rawValue
        }
    }

    private mutating func read(_ found: FoundSite, into members: inout [JSONValue.Member], layout: inout String?) throws(ImportError) {
        for base in found.bases {
            try read(base, into: &members, layout: &layout)
            report.readings += base.readings
        }
        let kind = found.site.kind
        let table = found.table ?? kind.table
        let prefix = Self.prefix(of: kind)
        for member in found.preset {
            members.removeAll { $0.key == member.key }
            members.append(member)
        }
        report.placeholders += found.presetPlaceholders
        if let start = found.start, found.readsStart {
            let expression = reader.unwrapped(start)
            if let name = try layoutName(expression, kind: kind) {
                layout = name
                members.removeAll()
            } else if let call = expression.as(FunctionCallExprSyntax.self),
                      reader.isConstructor(call.calledExpression, of: table.typeNames) || ["super.init", "self.init"].contains(call.calledExpression.trimmedDescription)
                        || kind == .pageViewController {
                for argument in call.arguments {
                    let label = argument.label?.text ?? "_"
                    if kind == .pageViewController, label == "options", let forwarded = reader.program.forwardedParameter(argument.expression) {
                        // An initialiser passing its own `options` on: its callers decide them.
                        report.readings.append("pageViewController options = \(forwarded)  (\(reader.position(of: argument).fileAndLine)): "
                            + "the initialiser's parameter, set by its callers: UIKit's defaults")
                        continue
                    }
                    if kind == .pageViewController, label == "options" {
                        try attempt(option: "pageViewController", argument.expression) { (reading: inout SiteReading) throws(ImportError) in
                            members += try reading.pageViewControllerOptions(argument.expression)
                        }
                        continue
                    }
                    try set([label], argument.expression, at: Syntax(argument), ordered: true, table: table, prefix: prefix, into: &members)
                }
            } else {
                // An immediately-called closure, or something that is not a literal.
                try attempt(option: prefix, expression) { (reading: inout SiteReading) throws(ImportError) in
                    members = try OptionsLiteral(reader: reading.reader).initialMembers(expression, table: table, option: prefix)
                }
            }
        }
        for assignment in found.assignments {
            var path = assignment.path
            if let renamed = found.renames[path[0]] { path[0] = renamed }
            try set(path, assignment.value, at: assignment.node, ordered: assignment.ordered, table: table, prefix: prefix, into: &members)
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

    /// One labelled argument or assignment: an unknown name is noted, a value the files do not
    /// define is a placeholder, one the app computes refused or (with `allowPartial`) left out.
    private mutating func set(_ path: [String], _ value: ExprSyntax, at node: Syntax, ordered: Bool, table: OptionTable, prefix: String,
                              into members: inout [JSONValue.Member]) throws(ImportError) {
        // A property reached through a subview (`view.backgroundColor`) is one entry under its whole path.
        let joined = path.joined(separator: ".")
        let path = table.entry(joined) != nil ? [joined] : path
        let at = reader.position(of: node).fileAndLine
        guard let name = path.first, let entry = table.entry(name) else {
            if !Self.plumbing.contains(path.first ?? "") { report.notes.append("\(path.joined(separator: ".")) = \(value.trimmedDescription)  (\(at))") }
            return
        }
        let option = prefix.isEmpty ? entry.key : prefix + "." + entry.key
        // The current page moved in a callback is where the user is, not where the screen starts.
        if !ordered, Self.state.contains(option) {
            stateChanges[option, default: []].append(at)
            return
        }
        reader.context.partialPlaceholders.removeAll()
        let (placeholders, omissions, readings) = (report.placeholders.count, report.omissions.count, report.laterChanges.count)
        try attempt(option: option, value, ordered: ordered) { (reading: inout SiteReading) throws(ImportError) in
            try OptionsLiteral(reader: reading.reader).assign(path, value, table: table, option: prefix, into: &members, at: node)
        }
        // A value the app changes later and that was not read takes nothing from the settings before it.
        guard report.laterChanges.count == readings else { return }
        if let previous = setters[option], previous.last != at, !(previous.ordered && ordered), path.count == 1 {
            unordered[option, default: [previous.last]].append(at)
        }
        setters[option] = (at, ordered)
        guard path.count == 1 else { return }
        if report.placeholders.count == placeholders, report.omissions.count == omissions {
            // A known value set after an unknown one replaces it.
            report.placeholders.removeAll { $0.option == option }
            report.omissions.removeAll { $0.hasPrefix(option + " = ") }
        } else {
            // The last value set is the unknown one: what was set before it is not the app's.
            members.removeAll { $0.key == entry.key }
            let latest = report.placeholders.last?.position
            report.placeholders.removeAll { $0.option == option && $0.position != latest }
        }
        for partial in reader.context.partialPlaceholders {
            report.placeholders.append(.init(option: option, expression: partial.expression, position: partial.position, why: partial.why, keepsValue: true))
        }
    }

    /// Runs `body`; a value the files do not define becomes a placeholder, and under
    /// `allowPartial` one the app computes is listed instead of thrown.
    ///
    /// A value the app works out in a method it calls later (a delegate callback setting
    /// `pageControl.currentPage = index`) is the app's state changing, not its setting: it is named
    /// under "Read as" and the setting made before it kept.
    private mutating func attempt(option: String, _ expression: ExprSyntax, ordered: Bool = true,
                                  _ body: (inout SiteReading) throws(ImportError) -> Void) throws(ImportError) {
        do {
            try body(&self)
        } catch {
            switch error {
            case let .unknownValue(position, text, _, why):
                report.placeholders.append(.init(option: option, expression: text, position: position.fileAndLine, why: why, keepsValue: false))
            case let .notALiteral(position, text, feeding) where !ordered:
                report.laterChanges.append("\(feeding) = \(text)  (\(position)) changes while the app runs, in a method it calls later: not read")
            case let .notALiteral(position, text, feeding) where allowPartial:
                report.omissions.append("\(feeding) = \(text)  (\(position))")
            case let .unexpectedValue(position, text, feeding, expected) where allowPartial:
                report.omissions.append("\(feeding) = \(text)  (\(position): not a value it takes, which is \(expected))")
            case let .notFinite(position, text, feeding) where allowPartial:
                report.omissions.append("\(feeding) = \(text)  (\(position): not a finite number)")
            default:
                throw error
            }
        }
    }
}
