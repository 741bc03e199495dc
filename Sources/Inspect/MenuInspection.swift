import Problems
import Transforms
/// The `menu` object of `flipbook inspect`'s JSON frames (REFERENCE.md "Menu"): the menu's frame in the
/// output frame, its content width and offset, every item meeting the visible content range with its
/// title, content-coordinate frame, progress and 8-bit colours (and its image and badge frames when it
/// has them, and its cell's layers in the cell's coordinates for a custom cell), and the indicator (with a
/// custom indicator's layers in its coordinates) and border frames. A range's menu is laid out a window at a time, so its
/// content coordinates are the window's.
package struct MenuInspection: Sendable {
    /// The menu model.
    package var layout: MenuLayout
    /// The menu in the output frame, points.
    package var frame: Rect
    /// Item `i`'s title.
    package var title: @Sendable (Int) -> String
    /// A custom cell's layers (`SceneMenu.cellLayers`), reported per item at its progress; empty for the title cell.
    package var cellLayers: [Layer] = []
    /// A custom indicator's layers (`SceneMenu.indicatorLayers`), reported at the transition's progress.
    package var indicatorLayers: [Layer] = []
    /// The perspective of cell and indicator layers turned in 3-D.
    package var perspective: Double = 0

    /// An inspection of `layout` placed at `frame`, with titles from `title`.
    package init(layout: MenuLayout, frame: Rect, cellLayers: [Layer] = [], indicatorLayers: [Layer] = [], perspective: Double = 0,
                 title: @escaping @Sendable (Int) -> String) {
        self.layout = layout
        self.frame = frame
        self.title = title
        self.cellLayers = cellLayers
        self.indicatorLayers = indicatorLayers
        self.perspective = perspective
    }

    /// `"menu": {…}` at page offset `offset` (during `programmatic`, the straight jump of
    /// `MenuTransitionState(offset:count:programmatic:)`), as one line of JSON.
    package func json(offset: Double, programmatic: ProgrammaticScroll? = nil, hold: MenuScrollHold? = nil) -> String {
        let state = state(offset: offset, programmatic: programmatic, hold: hold)
        func number(_ value: Double) -> String { Inspection.number(value) }
        func rect(_ r: Rect) -> String { "[\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))]" }
        var out = "{\"frame\": \(rect(frame)), \"contentWidth\": \(number(state.contentWidth)), "
        out += "\"contentOffset\": \(number(state.contentOffset)), \"items\": ["
        for (position, item) in state.items.enumerated() {
            if position > 0 { out += ", " }
            out += "{\"index\": \(item.index), \"title\": \(JSONText.quoted(title(item.index))), \"frame\": \(rect(item.frame)), "
            out += "\"progress\": \(number(item.progress)), \"textColor\": \"\(item.textColor.hexRGBA)\", "
            out += "\"backgroundColor\": \"\(item.backgroundColor.hexRGBA)\""
            if let image = item.imageFrame { out += ", \"image\": \(rect(image))" }
            if let badge = item.badgeFrame { out += ", \"badge\": \(rect(badge))" }
            if !cellLayers.isEmpty {
                out += ", \"layers\": " + LayersInspection.json(cellLayers.resolved(progress: item.progress, in: item.frame.size, perspective: perspective))
            }
            out += "}"
        }
        out += "], \"indicator\": " + (state.indicator.map { indicator in
            var object = "{\"frame\": \(rect(indicator.frame))"
            if !indicatorLayers.isEmpty {
                let layers = indicatorLayers.resolved(progress: Swift.abs(state.transition.progress), in: indicator.frame.size, perspective: perspective)
                object += ", \"layers\": " + LayersInspection.json(layers)
            }
            return object + "}"
        } ?? "null")
        out += ", \"border\": " + (state.border.map { "{\"frame\": \(rect($0.frame))}" } ?? "null") + "}"
        return out
    }

    /// The menu at page offset `offset` (during `programmatic`, the straight jump of
    /// `MenuTransitionState(offset:count:programmatic:)`; held as `hold` says).
    func state(offset: Double, programmatic: ProgrammaticScroll? = nil, hold: MenuScrollHold? = nil) -> MenuFrame {
        layout.frame(MenuTransitionState(offset: offset, count: layout.count, programmatic: programmatic), hold: hold)
    }
}
