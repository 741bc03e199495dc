import Transforms

extension Inspection {
    /// Every frame as a layout golden keeps it (`LayoutSnapshot`), from the same values `json()`
    /// writes, each fractional number rounded to `decimals` places (negative zero written as 0).
    package func layoutSnapshots(decimals: Int) -> [LayoutSnapshot] {
        let scale = Self.power(decimals)
        func round(_ value: Double) -> Double {
            guard value.isFinite else { return 0 }
            return (value * scale).rounded() / scale + 0.0
        }
        func rounded(_ values: [Double]) -> [Double] { values.map(round) }
        func rect(_ r: Rect) -> [Double] { rounded([r.x, r.y, r.width, r.height]) }
        func layer(_ layer: ResolvedLayer) -> LayoutSnapshot.Layer {
            LayoutSnapshot.Layer(id: layer.id, frame: rect(layer.frame), alpha: round(layer.alpha), transform: rounded(layer.transform.elements),
                                 container: layer.container)
        }
        let overlays = layers.overlayFrames(offsets: frames.map(\.offset))
        return frames.enumerated().map { frameIndex, frame in
            let timing = self.timing.flatMap { frameIndex < $0.count ? $0[frameIndex] : nil }
            let listed = pages?.listsPages == true ? [] : frame.items
            let items = listed.enumerated().map { order, item in
                let state = item.state
                let cardLayers = layers.card.isEmpty ? nil : layers.card.resolved(offset: frame.offset(forItem: item.index), index: item.index, card: card, perspective: layers.perspective).map(layer)
                return LayoutSnapshot.Item(
                    index: item.index, zOrder: order, zIndex: state.zIndex, alpha: round(state.alpha), blur: round(state.blur),
                    hidden: state.isHidden, transform: rounded(state.transform.elements),
                    shadow: state.shadow.map { LayoutSnapshot.Shadow(opacity: round($0.opacity), radius: round($0.radius),
                                                                     offset: rounded([$0.offset.width, $0.offset.height])) },
                    layers: cardLayers,
                    pieces: state.pieces.map { $0.map { LayoutSnapshot.Piece(frame: rect($0.frame), transform: rounded($0.transform.elements), alpha: round($0.alpha)) } })
            }
            var snapshot = LayoutSnapshot(frame: frameIndex + 1, offset: round(frame.offset), time: timing.map { round($0.time) },
                                          currentPage: currentPage(frame: frameIndex),
                                          events: events(frame: frameIndex).map(\.text), items: items)
            if let menu = menu(frame: frameIndex) {
                let state = menu.state(offset: frame.offset, programmatic: programmatic(frame: frameIndex),
                                       hold: menuHolds.flatMap { frameIndex < $0.count ? $0[frameIndex] : nil })
                snapshot.menu = LayoutSnapshot.Menu(contentOffset: round(state.contentOffset),
                                                    items: state.items.map { LayoutSnapshot.MenuItem(index: $0.index, frame: rect($0.frame)) },
                                                    indicator: state.indicator.map { rect($0.frame) })
            }
            if let pages = pages(frame: frameIndex) {
                if pages.listsPages {
                    snapshot.pages = pages.pages(frame: frameIndex).map { LayoutSnapshot.Page(index: $0.index, frame: rect($0.frame), visible: $0.isVisible) }
                }
                if let control = pages.control, frameIndex < pages.positions.count {
                    let state = control.state(position: pages.positions[frameIndex])
                    snapshot.pageControl = LayoutSnapshot.PageControl(
                        currentPage: state.currentPage, numberOfPages: state.numberOfPages, hidden: state.isHidden,
                        dots: state.dots.map { LayoutSnapshot.Dot(index: $0.index, frame: rect($0.frame), color: $0.color.hexRGBA) })
                }
                if let curl = pages.curl {
                    let curlFrame = curl.frame(offset: frame.offset)
                    let radius = curlFrame.cylinder?.radius ?? curl.curl.radius(leafWidth: curl.sheetSize.width)
                    snapshot.curl = LayoutSnapshot.Curl(progress: round(curlFrame.progress), radius: round(radius))
                }
            }
            if frameIndex < overlays.count { snapshot.overlay = overlays[frameIndex].layers.map(layer) }
            return snapshot
        }
    }

    /// `10^decimals`, exactly for the small counts a precision takes.
    private static func power(_ decimals: Int) -> Double {
        (0..<Swift.max(0, decimals)).reduce(1.0) { product, _ in product * 10 }
    }
}
