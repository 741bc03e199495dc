import Transforms
extension PagesInspection {
    /// Frame `index` as `flipbook inspect`'s table shows it for a page view controller scene: the
    /// offset and current page, then one row per page (`pages(frame:)`) with its frame in viewport
    /// points and whether it shows; the page control's current page and the curl's progress follow.
    package func table(frame index: Int) -> String {
        guard offsets.indices.contains(index) else { return "" }
        let pages = pages(frame: index)
        var out = "\noffset \(Inspection.decimal(offsets[index])), current page \(currentPage(frame: index) ?? 0), "
        out += "\(pages.count) page\(pages.count == 1 ? "" : "s")"
        if let control {
            let state = control.state(position: positions[index])
            out += state.isHidden ? ", page control hidden" : ", page control at page \(state.currentPage) of \(state.numberOfPages)"
        }
        if let curl { out += ", curl progress \(Inspection.decimal(curl.frame(offset: offsets[index]).progress))" }
        out += "\n"
        let rows = pages.map { page in
            [String(page.index),
             [page.frame.x, page.frame.y, page.frame.width, page.frame.height].map(Inspection.decimal).joined(separator: ", "),
             page.isVisible ? "yes" : "no"]
        }
        return out + Inspection.render(headers: ["page", "frame (x, y, w, h)", "visible"], rows: rows)
    }
}
