import SwiftSyntax

/// Types configured through `self`: a subclass of a class that pages
/// (`class LocationPagingViewController: PagingViewController` setting `menuItemSize = …` in
/// `viewDidLoad`, a `UIPageViewController` subclass calling `super.init(transitionStyle:…)`, a
/// `PagingOptions` subclass setting its properties in `init`), a Parchment 0.x options struct
/// (`struct MyOptions: PagingOptions { let menuItemSize = … }`), and a cell adopting an effect
/// protocol without options of its own (upstream's defaults).
struct TypeSites {
    let finder: SiteFinder
    var program: Program { finder.program }

    /// The classes (and Parchment 0.x protocols) whose subclasses are sites, and their kinds.
    static let roots: [String: OptionSite.Kind] = [
        "PagingViewController": .menu, "FixedPagingViewController": .menu, "DefaultPagingViewController": .menu, "PagingOptions": .menu,
        "UIPageViewController": .pageViewController, "UIPageControl": .pageControl, "CollectionViewPagingLayout": .pagingLayout,
    ]

    /// Upstream properties a subclass may set on itself that Flipbook has no setting for: read so
    /// that the config lists them as not imported (a name outside these is the class's own business).
    static let withoutSetting: [OptionSite.Kind: Set<String>] = [
        .menu: ["contentInteraction", "includeSafeAreaInsets", "indicatorClass", "borderClass", "menuItemClass", "menuLayoutClass", "menuItemSource"],
        .pageControl: ["tintColor", "preferredIndicatorImage", "preferredCurrentPageIndicatorImage", "allowsContinuousInteraction", "defersCurrentPageDisplay"],
        .pageViewController: ["isDoubleSided"],
    ]

    /// The kind of a type these files declare, from what it inherits (`nil` for a type of no
    /// known kind, or any type not in the files).
    static func kind(ofType name: String, in program: Program) -> OptionSite.Kind? {
        guard program.types.contains(name), roots[name] == nil else { return nil }
        return program.types.ancestry(of: name).lazy.compactMap { roots[$0] }.first
    }

    func sites() -> [FoundSite] {
        var found: [FoundSite] = []
        for name in program.types.declarations.keys.sorted() {
            let declarations = program.types.declarations(of: name)
            guard let first = declarations.first(where: { !$0.isExtension }) ?? declarations.first else { continue }
            if let kind = Self.kind(ofType: name, in: program) {
                found.append(selfSite(of: name, kind: kind, at: first.node))
            } else if let effect = defaultEffect(of: name, declarations) {
                found.append(effect)
            }
        }
        return found
    }

    /// The site of a type that configures itself: its start (`super.init(transitionStyle:…)`),
    /// members that declare an option (0.x `PagingOptions`), and its assignments to its own
    /// properties in run order.
    func selfSite(of type: String, kind: OptionSite.Kind, at node: Syntax) -> FoundSite {
        var found = FoundSite(site: finder.site(kind, node), start: nil)
        found.readsStart = kind == .pageViewController
        found.holder = node.id
        let table = kind.table
        // `let menuItemSize: PagingMenuItemSize = .fixed(…)`, `override var theme: PagingTheme { … }`.
        for member in program.types.allMembers(of: type) {
            guard case let .variable(_, binding) = member, let name = TypeIndex.name(of: binding), table.entry(name) != nil || name == "theme" else { continue }
            let value = binding.initializer?.value ?? binding.accessorBlock.flatMap(Program.singleExpression)
            if let value { found.assignments.append(SiteAssignment(path: [name], value: value, node: Syntax(binding))) }
        }
        for (statement, ordered) in finder.statements(of: type) {
            if let call = Self.initializerCall(statement), kind == .pageViewController || kind == .menu {
                if kind == .pageViewController, call.arguments.contains(where: { $0.label?.text == "transitionStyle" }) {
                    found.start = ExprSyntax(call)
                    finder.consumed.insert(call.id)
                } else if kind == .menu, let options = call.arguments.first(where: { $0.label?.text == "options" }) {
                    found.start = ExprSyntax(call)
                    found.readsStart = false
                    _ = options
                }
                continue
            }
            // `view.backgroundColor = …` in a `UIPageViewController` subclass is one option under its whole path.
            guard let (base, path, value) = Assignment.split(statement.item, implicitSelf: true),
                  table.entry(base) != nil || table.entry(([base] + path).joined(separator: ".")) != nil
                    || Self.withoutSetting[kind, default: []].contains(base),
                  !finder.isShadowed(base, at: Syntax(statement), below: nil),
                  Self.isOwnProperty(statement) else { continue }
            found.assignments.append(SiteAssignment(path: [base] + path, value: value, node: Syntax(statement), ordered: ordered))
        }
        if let start = found.start {
            // Where the class says how it pages (`super.init(transitionStyle:…)`) is where the site starts.
            found.site.position = program.position(of: start)
        }
        if kind == .pageViewController, found.start == nil {
            // `init()` and Interface Builder's new scene both turn pages: UIKit's default is a page curl.
            found.preset = [.init("transitionStyle", "pageCurl")]
            found.presetPlaceholders = [.init(option: "pageViewController.transitionStyle", expression: type, position: found.site.position.fileAndLine,
                                              why: "no transition style in the Swift: UIKit's default for init() and a new storyboard scene, pageCurl, stands in "
                                                + "(a storyboard may say scroll)", keepsValue: true)]
        }
        found.site.endLine = max(found.site.endLine, found.assignments.map { program.endLine(of: $0.node) }.max() ?? 0)
        return found
    }

    /// A cell adopting `ScaleTransformView` (or Stack, Snapshot) with no options member of its own
    /// uses upstream's default options.
    private func defaultEffect(of type: String, _ declarations: [TypeIndex.Declaration]) -> FoundSite? {
        for declaration in declarations {
            for protocolName in declaration.inherited {
                guard let kind = OptionSite.Kind.named(protocolName), protocolName.hasSuffix("TransformView"),
                      program.types.members(named: kind.rawValue + "Options", of: type).isEmpty else { continue }
                var found = FoundSite(site: finder.site(kind, declaration.node), start: nil)
                found.readsStart = false
                found.holder = declaration.node.id
                found.readings.append("\(type) adopts \(protocolName) without \(kind.rawValue)Options: upstream's defaults")
                found.meansDefaults = true
                return found
            }
        }
        return nil
    }

    /// `super.init(…)` or `self.init(…)` as a whole statement.
    private static func initializerCall(_ statement: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self),
              ["super.init", "self.init"].contains(call.calledExpression.trimmedDescription) else { return nil }
        return call
    }

    /// `menuItemSize = …` or `self.menuItemSize = …`, not `other.menuItemSize = …`.
    private static func isOwnProperty(_ statement: CodeBlockItemSyntax) -> Bool {
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
        guard let target = expression?.as(SequenceExprSyntax.self)?.elements.first else { return false }
        var root = target
        while true {
            if let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base; continue }
            if let chained = root.as(OptionalChainingExprSyntax.self) { root = chained.expression; continue }
            if let forced = root.as(ForceUnwrapExprSyntax.self) { root = forced.expression; continue }
            break
        }
        return root.is(DeclReferenceExprSyntax.self)
    }
}
