/// What decides where a scroll goes when the finger lifts, and how drags move the pages.
public enum PagingModel: Hashable, Sendable {
    /// A collection view with `isPagingEnabled` (see `ScrollViewPaging`); the default.
    case scrollView
    /// ElegantPages' `ElegantHPages`/`ElegantVPages` (see `ElegantPagesPaging`).
    case elegantPages(ElegantPagesPaging)
}

/// ElegantPages 1.4's paging (`ElegantPagesView`), with the page as long as the viewport.
public struct ElegantPagesPaging: Hashable, Sendable {
    /// ElegantPages' `PageTurnType`.
    public enum Turn: Hashable, Sendable {
        /// The page follows the finger 1:1; on release, a drag of more than `pageTurnDelta` pages
        /// turns one page (velocity ignored), animated with SwiftUI's `.easeInOut` (0.35 s).
        case regular(pageTurnDelta: Double)
        /// The page follows at `scrollResistanceCutOff / pageTurnCutOff` of the finger; once the
        /// finger passes `pageTurnCutOff` points the page turns at once with `pageTurnAnimation`
        /// and the rest of the gesture is frozen.
        case earlyCutoff(scrollResistanceCutOff: Double, pageTurnCutOff: Double, pageTurnAnimation: TimingCurve)
    }

    /// How pages turn.
    public var turn: Turn
    /// Whether a pull past the first or last page shows (ElegantPages' default: false).
    public var bounces: Bool

    /// `regularDefault`: `.regular(pageTurnDelta: 0.3)`.
    package static let regularDefault = ElegantPagesPaging(turn: .regular(pageTurnDelta: 0.3))
    /// `earlyCutOffDefault`: 40 pt of resistance, a turn at 80 pt, `spring(response: 0.4, dampingFraction: 0.95)`.
    package static let earlyCutoffDefault = ElegantPagesPaging(turn: .earlyCutoff(
        scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .spring(Spring(response: 0.4, dampingFraction: 0.95))))

    /// SwiftUI's `DragGesture()` minimum distance: no change reaches ElegantPages before the finger has moved this far (points).
    package static let gestureMinimumDistance = 10.0
    /// SwiftUI's default animation duration (`.easeInOut`), seconds.
    package static let easeInOutDuration = 0.35

    /// A paging configuration.
    public init(turn: Turn, bounces: Bool = false) {
        self.turn = turn
        self.bounces = bounces
    }

    /// `minDragDistance`: a gesture must pass it (points) for its end to be handled —
    /// `pageTurnDelta · pageLength / 5` or `pageTurnCutOff / 5`.
    package func minimumDragDistance(pageLength: Double) -> Double {
        switch turn {
        case let .regular(delta): return delta * pageLength / 5
        case let .earlyCutoff(_, cutoff, _): return cutoff / 5
        }
    }

    /// `pageTurnAnimation`: `.easeInOut` for regular turns, the configured curve for early cut-offs.
    package var animation: TimingCurve {
        switch turn {
        case .regular: return .easeInOut
        case let .earlyCutoff(_, _, animation): return animation
        }
    }

    /// The translation ElegantPages stores for a finger translation `axisOffset` (not turning):
    /// 1:1 for regular turns, `axisOffset / pageTurnCutOff · scrollResistanceCutOff` for early cut-offs.
    package func translation(forFinger axisOffset: Double) -> Double {
        switch turn {
        case .regular: return axisOffset
        case let .earlyCutoff(resistance, cutoff, _): return axisOffset / cutoff * resistance
        }
    }

    /// `properTranslation`: 0 instead of a pull past the first or last page unless `bounces`.
    package func visibleTranslation(_ translation: Double, page: Int, pageCount: Int) -> Double {
        guard !bounces else { return translation }
        if (page == 0 && translation > 0) || (page == pageCount - 1 && translation < 0) { return 0 }
        return translation
    }
}
