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

        /// The kind a type name, property name (`scaleOptions`) or SwiftUI view names.
        package static func named(_ name: String) -> Kind? {
            let bare = name.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            switch bare {
            case "ScaleTransformViewOptions", "ScaleTransformView", "scaleOptions", "ScalePageView", "scale": return .scale
            case "StackTransformViewOptions", "StackTransformView", "stackOptions", "StackPageView", "stack": return .stack
            case "SnapshotTransformViewOptions", "SnapshotTransformView", "snapshotOptions", "SnapshotPageView", "snapshot": return .snapshot
            case "PagingOptions", "PagingViewController", "menu": return .menu
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

    /// `ScaleTransformView`, `PagingOptions`, … as `--type` takes it.
    package var typeName: String { kind.typeName }
}

/// A site with the syntax it reads.
struct FoundSite {
    var site: OptionSite
    /// The expression that builds the options (`nil` when only assignments set them, as on a
    /// `PagingViewController` or a SwiftUI modifier).
    var start: ExprSyntax?
    /// `path = value` in the order written.
    var assignments: [(path: [String], value: ExprSyntax, node: Syntax)] = []
    /// Whether the start expression itself is read (a `PagingViewController(…)` call is not: its
    /// options are set by assignment).
    var readsStart = true
    /// The variable or property that holds the options (`var options = ScaleTransformViewOptions(…)`),
    /// so that a SwiftUI `.options(options)` naming it is the same site, not a second one.
    var variable: String?
}
