import CairoKit
import SceneResources
import Transforms

/// A sheet of timing-curve plots, one cell per curve: progress (up) against time (right), the exact
/// curve as a blue line and PVView's coarse solver as a thin orange one over it, the 0…1 square outlined. The
/// points come from `TimingCurve`; this only draws them.
package struct CurvePlot {
    /// The curves, in reading order, each with the label under its cell.
    package var curves: [(label: String, curve: TimingCurve)]
    /// Cells per row.
    package var columns: Int
    /// A cell's side, points.
    package var cell: Double
    /// Pixels per point.
    package var scale: Double

    /// A sheet of `curves`.
    package init(curves: [(label: String, curve: TimingCurve)], columns: Int = 6, cell: Double = 150, scale: Double = 2) {
        self.curves = curves
        self.columns = Swift.max(columns, 1)
        self.cell = cell
        self.scale = scale
    }

    /// The plot of every named curve, in `TimingCurveName` order.
    package static var namedCurves: CurvePlot {
        CurvePlot(curves: TimingCurveName.allCases.map { ($0.rawValue, TimingCurve.named($0)) })
    }

    /// The sheet as PNG bytes.
    package func png() throws -> [UInt8] {
        let rows = (curves.count + columns - 1) / columns
        let label = 22.0, gap = 10.0
        let width = Double(columns) * (cell + gap) + gap, height = Double(rows) * (cell + label + gap) + gap
        let surface = try ImageSurface(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        let context = try Context(surface)
        context.scale(scale, scale)
        context.setSource(red: 1, green: 1, blue: 1)
        context.paint()
        SceneFonts.system.select(TextFont(size: 13), in: context)
        for (index, entry) in curves.enumerated() {
            let x = gap + Double(index % columns) * (cell + gap), y = gap + Double(index / columns) * (cell + label + gap)
            // Progress runs from −0.6 to 1.6 so the Back curves' overshoot shows.
            let inset = cell * 0.08, plot = cell - 2 * inset
            func point(_ t: Double, _ v: Double) -> (Double, Double) {
                (x + inset + t * plot, y + inset + (1.6 - v) / 2.2 * plot)
            }
            context.setSource(red: 0.95, green: 0.95, blue: 0.97)
            context.rectangle(x: x, y: y, width: cell, height: cell)
            context.fill()
            context.setSource(red: 0.75, green: 0.75, blue: 0.8)
            let (x0, y1) = point(0, 1), (x1, y0) = point(1, 0)
            context.rectangle(x: x0, y: y1, width: x1 - x0, height: y0 - y1)
            context.stroke(width: 0.75)
            for (solver, colour) in [(TimingCurve.Solver.exact, (0.0, 0.48, 1.0)), (.pvview, (1.0, 0.58, 0.0))] {
                context.newPath()
                for step in 0...200 {
                    let t = Double(step) / 200
                    let (px, py) = point(t, entry.curve.value(at: t, solver: solver))
                    if step == 0 { context.move(to: px, py) } else { context.line(to: px, py) }
                }
                context.setSource(red: colour.0, green: colour.1, blue: colour.2, alpha: solver == .exact ? 1 : 0.8)
                context.stroke(width: solver == .exact ? 3 : 1)
            }
            context.setSource(red: 0.1, green: 0.1, blue: 0.12)
            let extents = context.textExtents(entry.label)
            context.showText(entry.label, x: x + (cell - extents.width) / 2 - extents.xBearing, y: y + cell + 16)
        }
        try context.check("drawing the curve plot")
        return try surface.pngData()
    }
}
