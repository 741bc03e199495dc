import Transforms

extension CardStyle {
    /// The ids of the layers made from `imagePath`, `title` and `subtitle`, in drawing order.
    package static let defaultLayerIDs = ["image", "title", "subtitle"]

    /// Everything drawn inside a card of `size` between its fill and its border, in order:
    /// the default layers (the image aspect-filling the card, then the title and subtitle laid
    /// out together as cards always were: by default title bold at 0.28 × the shorter side, subtitle at
    /// 0.085 × (`titleFont`, `subtitleFont`), 0.04 × apart, centred as one block), then `layers` in their order. A layer of
    /// `layers` whose id names a default layer (`image`, `title`, `subtitle`) replaces it: the
    /// default is left out and the layer is drawn where `layers` puts it.
    package func cardLayers(size: Size) -> [Layer] {
        var defaults: [Layer] = []
        if let imagePath {
            defaults.append(Layer(id: "image", content: .image(ImageContent(path: imagePath, mode: .fill))))
        }
        let expandedTitle = title.flatMap { $0.isEmpty ? nil : $0 }
        let expandedSubtitle = subtitle.flatMap { $0.isEmpty ? nil : $0 }
        let side = Swift.min(size.width, size.height)
        func caption(_ role: TextContent.Caption.Role, _ text: String) -> Layer {
            let caption = TextContent.Caption(role: role, title: expandedTitle, subtitle: expandedSubtitle,
                                              titleFont: titleFont.font(defaultSize: side * 0.28),
                                              subtitleFont: subtitleFont.font(defaultSize: side * 0.085), gap: side * 0.04,
                                              titleWrapping: titleWrapping, subtitleWrapping: subtitleWrapping)
            let font = role == .title ? caption.titleFont : caption.subtitleFont
            let wrapping = role == .title ? titleWrapping : subtitleWrapping
            return Layer(id: role.rawValue, content: .text(TextContent(text: text, font: font, color: textColor, wrapping: wrapping, caption: caption)))
        }
        if let expandedTitle { defaults.append(caption(.title, expandedTitle)) }
        if let expandedSubtitle { defaults.append(caption(.subtitle, expandedSubtitle)) }
        guard !layers.isEmpty else { return defaults }
        let replaced = Set(layers.map(\.id))
        let result = defaults.filter { !replaced.contains($0.id) } + layers
        return result
    }
}

extension Scene {
    /// The perspective (`m34`) a layer turned out of the card's plane is seen with: the effect's
    /// own (`rotation3d.m34` of a Scale effect) when it has one, otherwise `−1/500`, the eye
    /// distance of PVView's demo phone.
    package var layerPerspective: Double {
        if case let .scale(options) = effect, let rotation = options.rotation3d, rotation.m34 != 0 {
            return rotation.m34
        }
        return Self.defaultLayerPerspective
    }

    /// `−1/500`: an eye 500 points in front of the screen.
    package static let defaultLayerPerspective = -1.0 / 500

    /// The overlay at scroll `offset` (pages), as a continuous scroll from page 0 leaves it
    /// (PVView's `reload()`, then every page on the way loaded and snapped); `nil` without an overlay.
    package func overlayFrame(at offset: Double) -> OverlayFrame? {
        overlay?.frames(offsets: [offset], container: viewport, perspective: layerPerspective).first
    }

    /// The overlay on each frame of a timeline: one PVView scrolled through `offsets` in order, so
    /// a frame shows the state the frames before it left (after a scroll back, the layers of the
    /// pages passed stay where they were snapped). Empty without an overlay.
    package func overlayFrames(offsets: [Double]) -> [OverlayFrame] {
        overlay?.frames(offsets: offsets, container: viewport, perspective: layerPerspective) ?? []
    }
}
