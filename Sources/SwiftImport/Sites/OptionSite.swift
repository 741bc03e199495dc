import Config
import Problems
import SwiftSyntax

/// A place in the Swift where a set of options is built: an initialiser or `.layout(…)` call, or a
/// variable followed by assignments to its properties in the same scope.
package struct OptionSite: Hashable, Sendable {
    /// What the site sets, which is also the config group it feeds.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case scale, stack, snapshot, menu, pageViewController, pageControl, pagingLayout

        /// The name `--type` takes and messages show: upstream's protocol for effects, else the class.
        package var typeName: String {
            switch self {
            case .scale: return "ScaleTransformView"
            case .stack: return "StackTransformView"
            case .snapshot: return "SnapshotTransformView"
            case .menu: return "PagingOptions"
            case .pageViewController: return "UIPageViewController"
            case .pageControl: return "UIPageControl"
            case .pagingLayout: return "CollectionViewPagingLayout"
            }
        }

        /// Sites of one group go into one config key, so two of them are ambiguous; the three
        /// effects share the `effect` group.
        var group: String {
            switch self {
            case .scale, .stack, .snapshot: return "effect"
            default: return rawValue
            }
        }

        var table: OptionTable {
            switch self {
            case .scale: return OptionTables.scale
            case .stack: return OptionTables.stack
            case .snapshot: return OptionTables.snapshot
            case .menu: return OptionTables.menu
            case .pageViewController: return OptionTables.pageViewController
            case .pageControl: return OptionTables.pageControl
            case .pagingLayout: return OptionTables.pagingLayout
            }
        }

        /// The kind a type names (`ScaleTransformViewOptions`, `UIPageControl`, `PagingViewController<T>`),
        /// and nothing else: a call `scale(…)` is not an options initialiser.
        static func ofType(_ name: String) -> Kind? {
            let bare = TypeIndex.bare(name)
            guard bare.first?.isUppercase == true, !bare.hasSuffix("PageView") else { return nil }
            return named(bare)
        }

        /// The kind a type name, property name (`scaleOptions`) or SwiftUI view names.
        package static func named(_ name: String) -> Kind? {
            switch TypeIndex.bare(name) {
            case "ScaleTransformViewOptions", "ScaleTransformView", "scaleOptions", "ScalePageView", "scale": return .scale
            case "StackTransformViewOptions", "StackTransformView", "stackOptions", "StackPageView", "stack": return .stack
            case "SnapshotTransformViewOptions", "SnapshotTransformView", "snapshotOptions", "SnapshotPageView", "snapshot": return .snapshot
            case "PagingOptions", "PagingViewController", "FixedPagingViewController", "DefaultPagingViewController", "menu": return .menu
            case "UIPageViewController", "pageViewController": return .pageViewController
            case "UIPageControl", "pageControl": return .pageControl
            case "CollectionViewPagingLayout", "pagingLayout": return .pagingLayout
            default: return nil
            }
        }
    }

    package var kind: Kind
    /// Where the site starts.
    package var position: SourcePosition
    /// The last line of the site (its last assignment).
    package var endLine: Int
    /// The screen of the app the site belongs to: the type it is declared in (`Program.screen(of:)`).
    package var screen: String = ""
    /// Flags that pick this site when several set the same options, tried before they are offered
    /// (`--type StackTransformView`, `--at Two.swift:9`); `nil` when none does alone.
    package var remedy: String?

    /// `ScaleTransformView`, `PagingOptions`, … as `--type` takes it.
    package var typeName: String { kind.typeName }
}

/// A site with the syntax it reads.
struct FoundSite {
    var site: OptionSite
    /// The expression that builds the options (`nil` when only assignments set them, as on a
    /// `PagingViewController` or a SwiftUI modifier).
    var start: ExprSyntax?
    /// Sites read before this one's own start and assignments: the options passed to it
    /// (`PagingViewController(options: options)`), a subclass's own settings when an instance of it
    /// is made, the object a lazy property's closure builds, a 0.x `PagingTheme`.
    var bases: [FoundSite] = []
    /// `path = value` in the order the app runs them (`RunOrder`).
    var assignments: [SiteAssignment] = []
    /// Whether the start expression itself is read (a `PagingViewController(…)` call is not: its
    /// options are set by assignment).
    var readsStart = true
    /// The variable or property that holds the options (`var options = ScaleTransformViewOptions(…)`),
    /// so that a SwiftUI `.options(options)` naming it is the same site, not a second one.
    var variable: String?
    /// The declaration that holds the site (a variable's binding, a type, the building expression):
    /// what a reference to it is matched by.
    var holder: SyntaxIdentifier?
    /// Whether the site is an instance of a type that configures itself, adding nothing, moved to that type's screen.
    var isRehomed = false
    /// Whether the holder is a stored property (whose lazy closure may build the object in a local).
    var isProperty = false
    /// How the site was read (a setting made in a storyboard, upstream's defaults taken).
    var readings: [String] = []
    /// Values the site starts from before anything in the Swift (Parchment's SwiftUI `PageView` defaults).
    var preset: [JSONValue.Member] = []
    /// Which of `preset` stand in for what the Swift does not say (a storyboard's transition style).
    var presetPlaceholders: [ImportReport.Placeholder] = []
    /// The options' table when it is not the kind's (a SwiftUI view's colours are `Color`s).
    var table: OptionTable?
    /// Config keys under other Swift names: a 0.x `PagingTheme`'s `headerBackgroundColor` is `menuBackgroundColor`.
    var renames: [String: String] = [:]
    /// Whether the site stands for upstream's defaults on purpose (a `StackPageView` without
    /// `.options`, a cell adopting `ScaleTransformView` with no options): then it is not empty.
    var meansDefaults = false
    /// Whether the site sets anything (a site that sets nothing, like a `PagingViewController()`
    /// property never configured, gives way to one that does).
    var isEmpty: Bool { !meansDefaults && (start == nil || !readsStart) && preset.isEmpty && assignments.isEmpty && bases.allSatisfy(\.isEmpty) }
}

/// One `path = value` that a site's object or options receive.
struct SiteAssignment {
    var path: [String]
    var value: ExprSyntax
    var node: Syntax
    /// Whether the app runs it in a known order (`RunOrder`): when two set one option and either
    /// is not, which wins is not known, and the config says which one it took.
    var ordered = true
}
