/// PVView's own use: layers above the pages (an onboarding screen's phone, bubbles and labels),
/// each page listing the layers it animates and their actions, played by the page progress.
///
/// A layer is one view shared by every page that lists it (same `id`): its content, frame,
/// anchor, alpha and base transform come from its first appearance (in page order); a later
/// page lists it again only to give it new actions, which start from wherever the layer was
/// left. The rules are PVView 1.0.4's `update(_ offset:)` (`OverlayPlayback`), offsets in pages.
package struct PageOverlay: Hashable, Sendable {
    /// One list of layers (with their actions on that page) per page.
    package var pages: [[Layer]]
    /// PVView's `ignoreLastPage` (default true): the last page has no actions of its own, and
    /// the page before it keeps playing (past progress 1) while scrolling onto it.
    package var ignoreLastPage: Bool
    /// PVView's `runActionsAfterTransition` (default true): when false, the update that changes
    /// the page only snaps the old page and loads the new one, without playing it.
    package var runActionsAfterTransition: Bool
    /// The overlay's scroll direction; it picks the axis the page size is measured on.
    package var direction: ScrollDirection

    /// An overlay with PVView's defaults.
    package init(pages: [[Layer]], ignoreLastPage: Bool = true, runActionsAfterTransition: Bool = true,
                direction: ScrollDirection = .horizontal) {
        self.pages = pages
        self.ignoreLastPage = ignoreLastPage
        self.runActionsAfterTransition = runActionsAfterTransition
        self.direction = direction
    }

    /// Every layer's definition: its first appearance in page order, by id.
    package var definitions: [String: Layer] {
        var out: [String: Layer] = [:]
        for page in pages {
            for layer in page where out[layer.id] == nil { out[layer.id] = layer }
        }
        return out
    }

    /// The overlay at each of `offsets` (pages) in turn: PVView's `reload()` (an update at
    /// offset 0), then a continuous scroll to each offset in order (`OverlayPlayback.scroll(to:)`).
    package func frames(offsets: [Double], container: Size, perspective m34: Double) -> [OverlayFrame] {
        var playback = OverlayPlayback(overlay: self, container: container, perspective: m34)
        return offsets.map { offset in
            playback.scroll(to: offset)
            return playback.frame
        }
    }
}

/// The overlay as one frame shows it.
package struct OverlayFrame: Hashable, Sendable {
    /// The interactive page: the page whose actions the progress plays (`nil` before any update).
    package var page: Int?
    /// The page progress given to the interactive page's actions (`nil` before any update).
    package var progress: Double?
    /// Every layer loaded so far, in drawing order (back to front), in output-frame points.
    package var layers: [ResolvedLayer]
}

/// PVView's `PVView` as a value: feed it scroll offsets (pages) and read the overlay's layers.
///
/// `update(offset:)` is `PVView.update(_:)` with a page size of 1:
/// ```
/// pageIndex = clamp(Int(|offset|), 0, n − 1)          // truncation; a left overscroll stays on page 0
/// if pageIndex ≠ current:
///     if current is not ignored: play current's actions at (pageIndex > current ? 1 : 0)   // snap
///     unless pageIndex is ignored: load its layers (bring them to the front) and actions
///     if !runActionsAfterTransition: stop
/// interactive = (ignoreLastPage && pageIndex == n − 1) ? max(pageIndex − 1, 0) : pageIndex
/// play the loaded actions at offset − interactive                                   // unclamped
/// ```
/// A page is ignored when `ignoreLastPage` and it is the last. Layers of pages left behind keep
/// the state they were snapped to; they stay drawn, as PVView leaves their views in place.
package struct OverlayPlayback: Sendable {
    /// The overlay played.
    package let overlay: PageOverlay
    /// The output frame's size, points: what relative values are fractions of.
    package let container: Size
    /// Perspective for layers turned out of the plane.
    package let perspective: Double
    /// PVView's `currentPageIndex`.
    package private(set) var currentPage: Int?
    /// The last offset played, pages.
    package private(set) var offset: Double?
    private var states: [String: LayerState] = [:]
    private var progressByID: [String: Double] = [:]
    /// Ids of loaded layers, back to front (a page load moves its layers to the front, as `addSubview`).
    private var order: [String] = []
    /// The loaded page's layers (PVView's `elements`).
    private var elements: [Layer] = []
    private var lastProgress: Double?
    private var interactivePage: Int?
    private let definitions: [String: Layer]

    /// A PVView that has not been scrolled yet; `scroll(to:)` starts with PVView's `reload()`.
    package init(overlay: PageOverlay, container: Size, perspective: Double) {
        self.overlay = overlay
        self.container = container
        self.perspective = perspective
        definitions = overlay.definitions
    }

    private func isIgnored(_ page: Int) -> Bool {
        overlay.ignoreLastPage && page == overlay.pages.count - 1
    }

    private mutating func play(_ progress: Double) {
        for layer in elements {
            guard var state = states[layer.id] else { continue }
            let bounds = containerSize(of: layer.id)
            for action in layer.actions {
                progressByID[layer.id] = state.apply(action, pageProgress: progress, container: bounds)
            }
            states[layer.id] = state
        }
    }

    /// What a layer's relative values are fractions of: its container layer's size now (the
    /// container is loaded and played before it, `Layer.container`), else the output frame's.
    private func containerSize(of id: String) -> Size {
        definitions[id]?.container.flatMap { states[$0]?.size } ?? container
    }

    /// One `scrollViewDidScroll` at `offset` pages: PVView's `update(_:)` (see the type).
    package mutating func update(offset: Double) {
        let count = overlay.pages.count
        guard count > 0, offset.isFinite else { return }
        self.offset = offset
        let magnitude = Swift.abs(offset)
        let pageIndex = magnitude >= Double(count) ? count - 1 : Swift.min(Swift.max(Int(magnitude), 0), count - 1)
        if pageIndex != currentPage {
            if let current = currentPage, !isIgnored(current) {
                play(pageIndex > current ? 1 : 0)
            }
            if !isIgnored(pageIndex) {
                elements = overlay.pages[pageIndex]
                for layer in elements {
                    if states[layer.id] == nil, let definition = definitions[layer.id] {
                        states[layer.id] = LayerState(definition, container: containerSize(of: layer.id))
                    }
                    order.removeAll { $0 == layer.id }
                    order.append(layer.id)
                }
            }
            currentPage = pageIndex
            if !overlay.runActionsAfterTransition { return }
        }
        let interactive = isIgnored(pageIndex) ? Swift.max(pageIndex - 1, 0) : pageIndex
        let progress = offset - Double(interactive)
        interactivePage = interactive
        lastProgress = progress
        play(progress)
    }

    /// Scrolls continuously from the last offset to `offset`, as a finger or an animation does:
    /// every page boundary on the way is crossed by updates just before, at and just after it, so
    /// each page passed is loaded and snapped as PVView's `scrollViewDidScroll` calls would. The
    /// first call starts with PVView's `reload()`, an update at offset 0.
    package mutating func scroll(to target: Double) {
        guard target.isFinite else { return }
        if self.offset == nil { update(offset: 0) }
        let start = self.offset ?? 0
        let forward = target >= start
        let low = Swift.min(start, target), high = Swift.max(start, target)
        // Past ±n pages the page index is clamped to the last page: no boundary there matters.
        let reach = Double(overlay.pages.count + 1)
        var boundaries: [Double] = []
        var k = Swift.max(low, -reach).rounded(.up)
        while k <= Swift.min(high, reach) {
            boundaries.append(k)
            k += 1
        }
        if !forward { boundaries.reverse() }
        for boundary in boundaries {
            let around = forward ? [boundary.nextDown, boundary, boundary.nextUp] : [boundary.nextUp, boundary, boundary.nextDown]
            for point in around where point > low && point < high {
                update(offset: point)
            }
        }
        update(offset: target)
    }

    /// The overlay now: the interactive page, its progress and every loaded layer back to front,
    /// each inside its container layer (`ResolvedLayer.place(in:)`).
    package var frame: OverlayFrame {
        var resolved: [String: ResolvedLayer] = [:]
        func resolve(_ id: String, depth: Int) -> ResolvedLayer? {
            if let known = resolved[id] { return known }
            guard depth <= order.count, let state = states[id], let definition = definitions[id] else { return nil }
            var layer = ResolvedLayer(state: state, id: id, perspective: perspective, progress: progressByID[id])
            layer.clipsToBounds = definition.clipsToBounds
            if let container = definition.container, let parent = resolve(container, depth: depth + 1) {
                layer.place(in: parent)
            }
            resolved[id] = layer
            return layer
        }
        return OverlayFrame(page: interactivePage, progress: lastProgress, layers: order.compactMap { resolve($0, depth: 0) })
    }
}
