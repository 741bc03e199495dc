import SceneResources
import SceneModel
import Transforms

extension Scene {
    /// The numbers behind this scene's frames at `offsets`, as `flipbook inspect` prints them: every
    /// laid-out item's state, the timing of a time-based timeline (from `timelineFrames`, when the
    /// offsets are the timeline's), the menu, card layers, overlay and page control.
    ///
    /// `card`, `itemCount` and `numberOfVisibleItems` replace the scene's for the layout (the
    /// menu and pages follow `itemCount`). Throws a `Problem` for out-of-range arguments
    /// (no offsets, a non-finite offset, too many item states) and for the menu.
    /// Every frame lists the delegate calls of the scene's components (`DelegateCalls`).
    package func inspection(offsets: [Double], card: Size? = nil, itemCount: Int? = nil, numberOfVisibleItems: Int?? = nil,
                           timelineFrames: [TimelineFrame]? = nil) throws -> Inspection {
        let card = card ?? cardFrame.size
        var counted = self
        counted.itemCount = itemCount ?? self.itemCount
        var inspection = try Inspection(name: name, effect: effect, card: card, itemCount: counted.itemCount,
                                        numberOfVisibleItems: numberOfVisibleItems ?? self.numberOfVisibleItems, offsets: offsets,
                                        isRightToLeft: isRightToLeft, loops: loop)
        if isTimeBased, let timelineFrames {
            inspection.timing = timelineFrames.compactMap { frame in frame.time.flatMap { time in frame.phase.map { (time, $0) } } }
        }
        // Another item count than the scene's is one section, as `--items` makes it.
        inspection.sections = counted.itemCount == self.itemCount ? itemSections : nil
        inspection.menu = try counted.menuInspection()
        let epochs = timelineFrames.flatMap { $0.count == offsets.count ? $0.map(\.epoch) : nil } ?? []
        if epochs.contains(where: { $0 > 0 }) {
            // After a reload the frames lay out, and the menu shows, the reload's items.
            inspection.epochs = epochs
            inspection.reloadedMenus = try (1...reloads.count).compactMap { try reloaded($0).menuInspection() }
        }
        inspection.layers = LayersInspection(card: self.card.cardLayers(size: card), overlay: overlay,
                                            viewport: viewport, perspective: layerPerspective)
        inspection.pages = counted.pagesInspection(offsets: offsets)
        let frames = timelineFrames.flatMap { $0.count == offsets.count ? $0.map(\.eventFrame) : nil }
            ?? offsets.map { EventFrame(offset: $0) }
        inspection.programmatic = frames.map(\.programmatic)
        // An animated `select` across pages turns one page to its target (`SelectTurn`).
        let counts = frames.map { $0.pageCount ?? counted.itemCount }
        let turns = frames.indices.map { SelectTurn(programmatic: frames[$0].programmatic, offset: frames[$0].offset, count: counts[$0]) }
        for (index, turn) in turns.enumerated() where (turn != nil || counts[index] != counted.itemCount) && index < inspection.frames.count {
            var layout = inspection.layout
            layout.itemCount = counts[index]
            inspection.frames[index] = layout.frame(offset: inspection.frames[index].offset, card: card, turn: turn)
        }
        inspection.pages?.turns = turns
        inspection.pages?.positions = counted.pageControlPositions(offsets: offsets)
        if !inspection.epochs.isEmpty, inspection.pages != nil {
            // The reloads' pages and dots, over the same frames (each frame reads its epoch's).
            inspection.reloadedPages = (1...reloads.count).compactMap { reloaded($0).pagesInspection(offsets: offsets) }.map { reloaded in
                var pages = reloaded
                pages.turns = turns
                pages.positions = inspection.pages?.positions ?? []
                return pages
            }
        }
        if hasMenuFinger || !reloads.isEmpty, let layout = inspection.menu?.layout, let timelineFrames, timelineFrames.count == offsets.count {
            let holds = menuHolds(frames: timelineFrames, layouts: [layout] + inspection.reloadedMenus.map(\.layout))
            if !holds.isEmpty { inspection.menuHolds = holds }
        } else if menu?.options.menuTransition == .animateAfter, isTimeBased, let timelineFrames, timelineFrames.count == offsets.count {
            inspection.menuHolds = MenuScrollHold.holds(frames: frames, times: timelineFrames.map { $0.time ?? 0 },
                                                        pageCount: Swift.max(counted.itemCount, 1))
        }
        inspection.calls = loop
            ? DelegateCalls(ringFrames: frames, base: counted.loopBase, pageCount: Swift.max(counted.itemCount, 1) * Scene.loopCopies, systems: eventSystems)
            : DelegateCalls(frames: frames, pageCount: Swift.max(counted.itemCount, 1), systems: eventSystems)
        if scrollPageLayout != nil {
            inspection.pages?.heldPages = inspection.calls?.pageViewControllerPages ?? []
            for index in inspection.reloadedPages.indices { inspection.reloadedPages[index].heldPages = inspection.pages?.heldPages ?? [] }
        }
        return inspection
    }
}

extension Scene {
    /// The components whose delegates this scene's frames call.
    package var eventSystems: EventSystems {
        var elegantPages = false
        if case .elegantPages = paging { elegantPages = true }
        return EventSystems(collectionView: pageViewController == nil, menu: menu != nil, elegantPages: elegantPages,
                            pageViewController: pageViewController != nil, overlayPages: overlay.map(\.pages.count))
    }
}

extension Scene {
    /// What `inspect` reports per frame for the page control and the curl (`nil` for neither).
    package func pagesInspection(offsets: [Double]) -> PagesInspection? {
        guard pageControl != nil || pageViewController != nil else { return nil }
        return PagesInspection(control: pageControlLayout, curl: pageCurlLayout, scroll: scrollPageLayout, offsets: offsets)
    }

    /// The scene's menu as `inspect` reports it (titles measured as the renderer measures them), or `nil` without a menu.
    package func menuInspection() throws -> MenuInspection? {
        guard let menu, let frame = menuFrame else { return nil }
        try menu.validate(itemCount: itemCount, scrollDirection: scrollDirection)
        let card = self.card
        return MenuInspection(layout: try measuredMenuLayout(menu), frame: frame, cellLayers: menu.cellLayers,
                              indicatorLayers: menu.indicatorLayers, perspective: layerPerspective) {
            menu.title(of: $0, card: card)
        }
    }
}
