/// A plain-style `UITableView` drawn in the layer's frame: sections of rows, each section under a
/// header bar, a hairline separator under every row, clipped to the frame (a table view clips its
/// content) and never scrolled. docs/LAYERS.md ("Tables and segmented controls") states the rules.
///
/// Layout, top down from y = 0 in the layer: per section shown, a header `headerHeight` tall when
/// the section has a title, then its rows, `rowHeight` each. A row's text is one line, left-aligned
/// at `inset` and tail-truncated at `inset` from the right edge, its ink centred in the row; a
/// header's title likewise in the header. Every row's separator lies along its bottom edge from
/// `inset` to the right edge, `separatorThickness` thick. With `fillsEmptyRows` the rows' pitch goes
/// on below the last row with the separators of empty rows down to the bottom, as a plain table
/// without a `tableFooterView` draws them.
///
/// UIKit documents none of the plain style's metrics; the defaults are the example app's storyboard
/// (`rowHeight` 44, `sectionHeaderHeight` 28, the label 16 pt in) and Flipbook's choice of colours
/// and fonts, each a key of its own.
package struct TableContent: Hashable, Sendable {
    /// One section: a header title (`nil`: no header) and its rows (`nil`: an empty row).
    package struct Section: Hashable, Sendable {
        /// The header's title template; `nil` draws no header.
        package var title: String?
        /// The rows' text templates; a `nil` row is drawn empty (a data source returning no text).
        package var rows: [String?]

        /// A section.
        package init(title: String?, rows: [String?]) {
            self.title = title
            self.rows = rows
        }
    }

    /// Which sections a table shows.
    package enum Shown: String, CaseIterable, Hashable, Sendable {
        /// Every section, one after another (a table view with all of its data).
        case all
        /// Only the section at the card's index (the overlay's page), none when there is no such
        /// section: a page per section, as the example app's paged table views.
        case item
    }

    /// The data.
    package var sections: [Section]
    /// Which sections are drawn.
    package var shown: Shown
    /// A row's height, points (> 0).
    package var rowHeight: Double
    /// A titled section's header height, points (≥ 0).
    package var headerHeight: Double
    /// The rows' font.
    package var font: TextFont
    /// The rows' text colour.
    package var color: Color
    /// The headers' font.
    package var headerFont: TextFont
    /// The headers' text colour.
    package var headerColor: Color
    /// The headers' background.
    package var headerFill: Color
    /// The table's background; `nil` for none.
    package var fill: Color?
    /// The separators' colour.
    package var separatorColor: Color
    /// Points from the left edge to the text and to where a separator starts, and from the right
    /// edge to where a row's text is truncated (the cell's layout margin).
    package var inset: Double
    /// Whether empty rows' separators fill the table below the last row.
    package var fillsEmptyRows: Bool

    /// A separator's thickness: 0.5 pt, one pixel of a 2× screen (`1 / UIScreen.main.scale`).
    package static let separatorThickness = 0.5
    /// The most rows a table draws (rows beyond the frame are never drawn either).
    package static let maximumDrawnRows = 10_000

    /// A table with the example app's metrics by default.
    package init(sections: [Section], shown: Shown = .all, rowHeight: Double = 44, headerHeight: Double = 28,
                 font: TextFont = TextFont(size: 17), color: Color = .black,
                 headerFont: TextFont = TextFont(size: 17, weight: .semibold), headerColor: Color = .black,
                 headerFill: Color = Color(red: 247 / 255, green: 247 / 255, blue: 247 / 255), fill: Color? = .white,
                 separatorColor: Color = Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255), inset: Double = 16,
                 fillsEmptyRows: Bool = true) {
        self.sections = sections
        self.shown = shown
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.font = font
        self.color = color
        self.headerFont = headerFont
        self.headerColor = headerColor
        self.headerFill = headerFill
        self.fill = fill
        self.separatorColor = separatorColor
        self.inset = inset
        self.fillsEmptyRows = fillsEmptyRows
    }

    /// What the table draws in a frame `height` points tall, top down: its headers and rows, each
    /// with its rect in the layer (x 0, the frame's width is the caller's), the text templates not
    /// yet expanded. Stops at the first element starting at or below `height`.
    package func elements(index: Int, height: Double) -> [TableElement] {
        let shownSections: ArraySlice<Section>
        switch shown {
        case .all: shownSections = sections[...]
        case .item: shownSections = sections.indices.contains(index) ? sections[index...index] : []
        }
        guard rowHeight > 0, rowHeight.isFinite, height > 0 else { return [] }
        var out: [TableElement] = []
        var y = 0.0
        for section in shownSections {
            if let title = section.title, headerHeight > 0 {
                guard y < height else { return out }
                out.append(TableElement(kind: .header, text: title, top: y, height: headerHeight))
                y += headerHeight
            }
            for row in section.rows {
                guard y < height, out.count < Self.maximumDrawnRows else { return out }
                out.append(TableElement(kind: .row, text: row, top: y, height: rowHeight))
                y += rowHeight
            }
        }
        while fillsEmptyRows, y < height, out.count < Self.maximumDrawnRows {
            out.append(TableElement(kind: .emptyRow, text: nil, top: y, height: rowHeight))
            y += rowHeight
        }
        return out
    }
}

/// One header or row of a `TableContent` as laid out.
package struct TableElement: Hashable, Sendable {
    /// What it is.
    package enum Kind: Hashable, Sendable {
        /// A section's header bar.
        case header
        /// A row of the data.
        case row
        /// A placeholder row below the data: its separator only.
        case emptyRow
    }

    /// What it is.
    package var kind: Kind
    /// Its text template (`nil`: none).
    package var text: String?
    /// Its top edge in the layer, points.
    package var top: Double
    /// Its height, points.
    package var height: Double

    /// True for rows (data and empty), which draw a separator along their bottom edge.
    package var hasSeparator: Bool { kind != .header }
}

/// A `UISegmentedControl` in the iOS 13 style drawn in the layer's frame: a rounded track split
/// into equal segments, a thumb under the selected one, and each segment's title centred in it,
/// the selected title semibold. docs/LAYERS.md ("Tables and segmented controls") states the rules.
///
/// `selected` may lie between segments (a keyframe action slides the thumb): the thumb sits at
/// that fraction of the segments, the title of the nearest segment is the selected one, and the
/// dividers next to the thumb are hidden. UIKit documents neither the metrics nor the colours;
/// the defaults are Flipbook's reading of the iOS 13 control (track `#7676801F`, white thumb 2 pt in,
/// 13 pt titles), each a key of its own.
package struct SegmentedContent: Hashable, Sendable {
    /// The segments' titles (templates), at least one.
    package var segments: [String]
    /// The selected segment (`selectedSegmentIndex`): 0…count − 1, fractional while the thumb
    /// slides; `nil` for none (`UISegmentedControl.noSegment`).
    package var selected: Double?
    /// The titles' font; the selected title is drawn in the same family and size, semibold.
    package var font: TextFont
    /// The titles' colour.
    package var color: Color
    /// The track's colour.
    package var fill: Color
    /// The thumb's colour (`selectedSegmentTintColor`).
    package var thumb: Color
    /// The track's corner radius, points; the thumb's is 2 pt less.
    package var cornerRadius: Double

    /// How far the thumb sits inside the track, points.
    package static let thumbInset = 2.0
    /// The dividers' colour and width (points); a divider is as tall as the thumb less 12 pt.
    package static let dividerColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    package static let dividerWidth = 1.0

    /// A control with the iOS 13 look by default.
    package init(segments: [String], selected: Double? = 0, font: TextFont = TextFont(size: 13), color: Color = .black,
                 fill: Color = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), thumb: Color = .white,
                 cornerRadius: Double = 8) {
        self.segments = segments
        self.selected = selected
        self.font = font
        self.color = color
        self.fill = fill
        self.thumb = thumb
        self.cornerRadius = cornerRadius
    }

    /// `selected` clamped to the segments; `nil` when none is selected or there are no segments.
    package var thumbPosition: Double? {
        guard let selected, selected.isFinite, !segments.isEmpty else { return nil }
        return Swift.min(Swift.max(selected, 0), Double(segments.count - 1))
    }

    /// The segment whose title is drawn selected: the one nearest the thumb.
    package var selectedTitle: Int? {
        thumbPosition.map { Int($0.rounded()) }
    }

    /// Whether the divider between segments `k − 1` and `k` (1…count − 1) shows: not where the
    /// thumb covers or touches it.
    package func showsDivider(_ k: Int) -> Bool {
        guard let position = thumbPosition else { return true }
        let edge = Double(k)
        return !(position - 1e-9 <= edge && edge <= position + 1 + 1e-9)
    }
}
