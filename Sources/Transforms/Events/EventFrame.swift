/// What the delegate models read from one frame of a timeline: where the scroll is and who moves it.
package struct EventFrame: Hashable, Sendable {
    /// Scroll offset, pages.
    package var offset: Double
    /// The timeline's phase; `nil` for offset lists and sweeps (offsets set one after another, as a
    /// finger would).
    package var phase: TimelinePhase?
    /// The paging model's page (ElegantPages' `currentPage`); `nil`: `round(offset)`.
    package var page: Int?
    /// The programmatic animation under way (upstream's `isAnimating`), if any.
    package var programmatic: ProgrammaticScroll?
    /// Pages a program set without animation since the previous frame, in order
    /// (`TimelineSample.jumps`): each is a change the components see, even when a later step of the
    /// same interval moves on (upstream's non-animated `setContentOffset` lays out at once).
    package var jumps: [Int]
    /// The pages there are from this frame on when a `reload` step changed them (`TimelineSample.epoch`
    /// above 0); `nil`: the scene's own.
    package var pageCount: Int?

    /// A frame.
    package init(offset: Double, phase: TimelinePhase? = nil, page: Int? = nil, programmatic: ProgrammaticScroll? = nil,
                jumps: [Int] = []) {
        self.offset = offset
        self.phase = phase
        self.page = page
        self.programmatic = programmatic
        self.jumps = jumps
    }
}

/// Which components a scene has, so which delegates are called.
package struct EventSystems: Hashable, Sendable {
    /// A CollectionViewPagingLayout (every card scene; not a page view controller scene).
    package var collectionView: Bool
    /// A Parchment menu.
    package var menu: Bool
    /// ElegantPages paging.
    package var elegantPages: Bool
    /// A UIPageViewController.
    package var pageViewController: Bool
    /// A PVView overlay with this many pages; `nil` for none.
    package var overlayPages: Int?

    /// The systems present.
    package init(collectionView: Bool = true, menu: Bool = false, elegantPages: Bool = false, pageViewController: Bool = false,
                overlayPages: Int? = nil) {
        self.collectionView = collectionView
        self.menu = menu
        self.elegantPages = elegantPages
        self.pageViewController = pageViewController
        self.overlayPages = overlayPages
    }
}
