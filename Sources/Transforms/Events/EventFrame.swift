/// What the delegate models read from one frame of a timeline: where the scroll is and who moves it.
public struct EventFrame: Hashable, Sendable {
    /// Scroll offset, pages.
    public var offset: Double
    /// The timeline's phase; `nil` for offset lists and sweeps (offsets set one after another, as a
    /// finger would).
    public var phase: TimelinePhase?
    /// The paging model's page (ElegantPages' `currentPage`); `nil`: `round(offset)`.
    public var page: Int?
    /// The programmatic animation under way (upstream's `isAnimating`), if any.
    public var programmatic: ProgrammaticScroll?
    /// Pages a program set without animation since the previous frame, in order
    /// (`TimelineSample.jumps`): each is a change the components see, even when a later step of the
    /// same interval moves on (upstream's non-animated `setContentOffset` lays out at once).
    public var jumps: [Int]

    /// A frame.
    public init(offset: Double, phase: TimelinePhase? = nil, page: Int? = nil, programmatic: ProgrammaticScroll? = nil,
                jumps: [Int] = []) {
        self.offset = offset
        self.phase = phase
        self.page = page
        self.programmatic = programmatic
        self.jumps = jumps
    }
}

/// Which components a scene has, so which delegates are called.
public struct EventSystems: Hashable, Sendable {
    /// A CollectionViewPagingLayout (every card scene; not a page view controller scene).
    public var collectionView: Bool
    /// A Parchment menu.
    public var menu: Bool
    /// ElegantPages paging.
    public var elegantPages: Bool
    /// A UIPageViewController.
    public var pageViewController: Bool
    /// A PVView overlay with this many pages; `nil` for none.
    public var overlayPages: Int?

    /// The systems present.
    public init(collectionView: Bool = true, menu: Bool = false, elegantPages: Bool = false, pageViewController: Bool = false,
                overlayPages: Int? = nil) {
        self.collectionView = collectionView
        self.menu = menu
        self.elegantPages = elegantPages
        self.pageViewController = pageViewController
        self.overlayPages = overlayPages
    }
}
