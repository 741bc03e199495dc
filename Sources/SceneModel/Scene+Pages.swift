import Problems
import Transforms

/// A `UIPageViewController` scene: the scene's cards become pages filling the page area, one page
/// per item, moved by the timeline as the transition style says; page dots are drawn when
/// `pageControl` is set (also over a collection-view scene, where they float over the cards).
extension Scene {
    /// The page control's layout, or `nil` without `pageControl:`. Its default `numberOfPages` is
    /// the number of timeline positions (`PageViewControllerOptions.positionCount`; the item count
    /// for collection-view and scroll scenes).
    package var pageControlLayout: PageControlLayout? {
        guard var pageControl else { return nil }
        let count = pageViewController?.positionCount(pageCount: itemCount) ?? itemCount
        // UIPageControl's `natural` direction is the interface's.
        if pageControl.direction == .natural, readsRightToLeft { pageControl.direction = .rightToLeft }
        return PageControlLayout(options: pageControl, itemCount: count, viewport: viewport)
    }

    /// Where pages go, in viewport points: the viewport less the page control's band when the
    /// control sits below the pages, else the whole viewport.
    package var pageArea: Rect {
        if pageViewController != nil, let control = pageControlLayout { return control.pageArea }
        return Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
    }

    /// The scroll style's layout, or `nil` unless `transitionStyle: scroll`.
    package var scrollPageLayout: ScrollPageLayout? {
        guard let options = pageViewController, options.transitionStyle == .scroll else { return nil }
        return ScrollPageLayout(pageArea: pageArea, orientation: options.navigationOrientation,
                                interPageSpacing: options.interPageSpacing, pageCount: itemCount, isRightToLeft: isRightToLeft)
    }

    /// The page-curl style's layout, or `nil` unless `transitionStyle: pageCurl`.
    package var pageCurlLayout: PageCurlLayout? {
        guard let options = pageViewController, options.transitionStyle == .pageCurl else { return nil }
        return PageCurlLayout(options: options, curl: curl, pageArea: pageArea, pageCount: itemCount, isRightToLeft: isRightToLeft)
    }

    /// The size every page is painted at: the page area, or half of it for a middle spine.
    package var pageSize: Size {
        if let curl = pageCurlLayout { return curl.leafFrame.size }
        return pageArea.size
    }

    /// The page control's displayed position on each frame of `offsets` (`PageControlLayout.positions`).
    /// In a scroll-style page view controller under `updates: onTransitionEnd`, the page the
    /// controller holds (`DelegateCalls.pageViewControllerPages`): the dot moves on the frame that
    /// reports `didFinishAnimating(transitionCompleted: true)`, one page per completed transition,
    /// so a drag through two pages moves it 1, 2, 3 as the events say (read from the timeline's
    /// frames when `offsets` are this scene's time-based timeline).
    package func pageControlPositions(offsets: [Double]) -> [Double] {
        guard pageControlLayout != nil else { return offsets.map { _ in 0 } }
        // The timeline's frames matter to a control that waits for transitions, and after a reload.
        let waits = scrollPageLayout != nil && pageControl?.currentPage == nil && pageControl?.updates == .onTransitionEnd
        let timeline = isTimeBased && (waits || !reloads.isEmpty)
            ? (try? timelineFrames()).flatMap { $0.map(\.offset) == offsets ? $0 : nil } : nil
        return pageControlPositions(offsets: offsets, timeline: timeline)
    }

    /// `pageControlPositions(offsets:)` with the timeline's frames already sampled (`nil` when
    /// `offsets` are not the timeline). After a reload each frame's position is its epoch's control's
    /// (`reloaded(_:)`, whose dots count the reload's items).
    package func pageControlPositions(offsets: [Double], timeline frames: [TimelineFrame]?) -> [Double] {
        guard let control = pageControlLayout else { return offsets.map { _ in 0 } }
        let reloading = frames?.contains { $0.epoch > 0 } == true
        let controls = reloading ? (0...reloads.count).map { reloaded($0).pageControlLayout ?? control } : [control]
        guard scrollPageLayout != nil, control.options.currentPage == nil, control.options.updates == .onTransitionEnd else {
            guard let frames, reloading else { return control.positions(offsets: offsets) }
            return Scene.epochRanges(frames).flatMap { epoch, range in controls[epoch].positions(offsets: frames[range].map(\.offset)) }
        }
        let calls = DelegateCalls(frames: frames?.map(\.eventFrame) ?? offsets.map { EventFrame(offset: $0) }, pageCount: timelinePositionCount,
                                  systems: EventSystems(collectionView: false, pageViewController: true))
        return calls.pageViewControllerPages.enumerated().map { index, page in
            controls[reloading ? frames?[index].epoch ?? 0 : 0].pinned(Double(page))
        }
    }

    /// Throws a `Problem` for page settings UIKit refuses or that cannot be drawn.
    func validatePages() throws {
        if let options = pageViewController { _ = try options.validated(pageCount: itemCount) }
        if let pageControl { _ = try pageControl.validated() }
        _ = try curl.validated()
        if pageViewController != nil {
            let size = pageSize
            if !(size.width >= Self.minimumCardSide && size.height >= Self.minimumCardSide) {
                throw Problem(.conflict, "the pages would be \(size.width.shortestDescription)×\(size.height.shortestDescription) pt: the page control leaves no room",
                                  fix: "lower pageControl.controlHeight or bottomInset, or use placement: overlay")
            }
        }
    }
}
