import Problems

/// One of upstream's 22 named layouts, named as users write it: the effect, a dot, and upstream's
/// layout name (`scale.coverFlow`, `stack.vortex`, `snapshot.grid`).
public enum NamedLayout: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `scale.<layout>`.
    case scale(ScaleTransformViewOptions.Layout)
    /// `stack.<layout>`.
    case stack(StackTransformViewOptions.Layout)
    /// `snapshot.<layout>`.
    case snapshot(SnapshotTransformViewOptions.Layout)

    /// All 22, Scale then Stack then Snapshot, each in upstream's declaration order.
    public static let allCases: [NamedLayout] =
        ScaleTransformViewOptions.Layout.allCases.map(NamedLayout.scale)
        + StackTransformViewOptions.Layout.allCases.map(NamedLayout.stack)
        + SnapshotTransformViewOptions.Layout.allCases.map(NamedLayout.snapshot)

    /// The names of all 22 layouts, in `allCases` order.
    package static var allNames: [String] { allCases.map(\.name) }

    /// The layout called `name` exactly (case matters, as in Swift: `scale.coverFlow`); `nil` otherwise.
    public init?(name: String) {
        guard let layout = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = layout
    }

    /// The layout called `name`, or a problem naming the closest layouts and listing every name.
    package static func named(_ name: String) throws(Problem) -> NamedLayout {
        guard let layout = NamedLayout(name: name) else {
            throw Problem.unknownKey(name, noun: "preset", suggestions: closestNames(to: name), known: allNames)
        }
        return layout
    }

    /// The effect's prefix: `scale`, `stack` or `snapshot`.
    package var effectName: String {
        switch self {
        case .scale: return "scale"
        case .stack: return "stack"
        case .snapshot: return "snapshot"
        }
    }

    /// Upstream's layout name, e.g. `coverFlow`.
    package var layoutName: String {
        switch self {
        case let .scale(layout): return layout.rawValue
        case let .stack(layout): return layout.rawValue
        case let .snapshot(layout): return layout.rawValue
        }
    }

    /// `effect.layout`, e.g. `scale.coverFlow`.
    public var name: String { effectName + "." + layoutName }

    /// The name.
    public var description: String { name }

    /// The effect with upstream's options for this layout.
    public var effect: Effect {
        switch self {
        case let .scale(layout): return .scale(.layout(layout))
        case let .stack(layout): return .stack(.layout(layout))
        case let .snapshot(layout): return .snapshot(.layout(layout))
        }
    }

    /// Up to `limit` layout names closest to `name`, best first, for "did you mean" messages.
    ///
    /// Distance is the edit distance (insertions, deletions, substitutions and swaps of neighbouring
    /// letters), ignoring case, to either the full name or the layout part alone, so `coverflow`,
    /// `scale.coverflow` and `scale.covreFlow` all find `scale.coverFlow`, and `blur` finds both blurs.
    /// Names further than about a third of their length away are left out, so nonsense gets no suggestion.
    package static func closestNames(to name: String, limit: Int = 3) -> [String] {
        Suggestion.closest(to: name, in: allNames, within: .oneEditPer(3, atLeast: 2), limit: limit,
                           alsoSpelled: { candidate in candidate.split(separator: ".").dropFirst().map(String.init) })
    }
}
