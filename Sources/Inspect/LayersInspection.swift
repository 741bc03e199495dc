import Problems
import Transforms
/// The layers `inspect` resolves beside the item states: the cards' layers at each item's
/// progress and the page overlay at each offset (REFERENCE "Layers").
package struct LayersInspection: Sendable {
    /// Layers of every card; none means items carry no `"layers"` key.
    package var card: [Layer]
    /// The page overlay; `nil` means frames carry no `"overlay"` key.
    package var overlay: PageOverlay?
    /// The output frame's size, which overlay frames and relative values are measured in.
    package var viewport: Size
    /// Perspective for layers turned out of their plane (`m34`).
    package var perspective: Double

    /// What to inspect; by default nothing.
    package init(card: [Layer] = [], overlay: PageOverlay? = nil, viewport: Size = .zero, perspective: Double = -1.0 / 500) {
        self.card = card
        self.overlay = overlay
        self.viewport = viewport
        self.perspective = perspective
    }

    /// `, "layers": [...]` for item `index` at `offset`, or nothing without card layers.
    func cardJSON(index: Int, offset: Double, card size: Size) -> String {
        guard !card.isEmpty else { return "" }
        let resolved = card.resolved(offset: offset, index: index, card: size, perspective: perspective)
        return ", \"layers\": " + Self.json(resolved)
    }

    /// The overlay on each frame: one PVView scrolled through `offsets` in order, so each frame
    /// shows the state the frames before it left; empty without an overlay.
    func overlayFrames(offsets: [Double]) -> [OverlayFrame] {
        overlay?.frames(offsets: offsets, container: viewport, perspective: perspective) ?? []
    }

    /// `, "overlay": {"page", "progress", "layers"}` for one frame of `overlayFrames`, or nothing
    /// without an overlay.
    static func overlayJSON(_ frame: OverlayFrame?) -> String {
        guard let frame else { return "" }
        return ", \"overlay\": {\"page\": \(frame.page.map(String.init) ?? "null"), \"progress\": \(frame.progress.map(Inspection.number) ?? "null")"
            + ", \"layers\": \(Self.json(frame.layers))}"
    }

    /// `[{"id", "frame": [x, y, w, h], "alpha", "transform": [16], "progress"}]` (`"container"`
    /// after the id for a layer inside another, its frame and transform then in that layer's
    /// coordinates), plus the content
    /// properties keyframe actions wrote (`"color": "#RRGGBBAA"`, `"cornerRadius"`, `"letterSpacing"`,
    /// `"textSize"`, `"selectedSegment"`), in that order, and for a layer whose shadow shows, `"shadow": {"color",
    /// "opacity", "radius", "offset": [width, height]}`.
    static func json(_ layers: [ResolvedLayer]) -> String {
        "[" + layers.map { layer in
            "{\"id\": \(JSONText.quoted(layer.id))" + (layer.container.map { ", \"container\": \(JSONText.quoted($0))" } ?? "")
                + ", \"frame\": \(Inspection.numbers([layer.frame.x, layer.frame.y, layer.frame.width, layer.frame.height]))"
                + ", \"alpha\": \(Inspection.number(layer.alpha)), \"transform\": \(Inspection.numbers(layer.transform.elements))"
                + ", \"progress\": \(layer.progress.map(Inspection.number) ?? "null")" + contentJSON(layer) + shadowJSON(layer.shadow) + "}"
        }.joined(separator: ", ") + "]"
    }

    /// `, "shadow": {…}` for a shadow that shows, else nothing.
    static func shadowJSON(_ shadow: LayerShadow) -> String {
        guard shadow.isVisible else { return "" }
        return ", \"shadow\": {\"color\": \(JSONText.quoted(shadow.color.hexRGBA)), \"opacity\": \(Inspection.number(shadow.opacity))"
            + ", \"radius\": \(Inspection.number(shadow.radius)), \"offset\": \(Inspection.numbers([shadow.offset.width, shadow.offset.height]))}"
    }

    /// `, "textSize": 24`… for each content property a keyframe action wrote.
    static func contentJSON(_ layer: ResolvedLayer) -> String {
        LayerKeyframes.Property.allCases.filter(layer.animatedContent.contains).compactMap { property -> String? in
            guard let value = layer.content.value(of: property) else { return nil }
            if property == .color, value.count == 4 {
                let colour = Color(red: value[0], green: value[1], blue: value[2], alpha: value[3])
                return ", \"color\": \(JSONText.quoted(colour.hexRGBA))"
            }
            return ", \"\(property.rawValue)\": \(value.first.map(Inspection.number) ?? "null")"
        }.joined()
    }
}
