import Foundation
import SceneModel
import Testing
import TestSupport
import Transforms
@testable import Config

/// `table` and `segmented` layers read from configs: their defaults, the keys they share with text
/// and shapes, and what is refused with the key and the fix.
@Suite struct TableLayerConfigTests {
    func layer(_ yaml: String) throws -> LayerContent {
        let loaded = try scene("extends: scale.linear\ncard: {layers: [\(yaml)]}")
        return try #require(loaded.card.layers.first).content
    }

    @Test func aTableStartsFromTheExampleAppsMetrics() throws {
        guard case let .table(table) = try layer("{id: t, type: table, sections: [{title: A, rows: [x, null]}, {rows: []}]}") else {
            Issue.record("not a table")
            return
        }
        #expect(table.sections == [.init(title: "A", rows: ["x", nil]), .init(title: nil, rows: [])])
        #expect(table.shown == .all && table.rowHeight == 44 && table.headerHeight == 28 && table.inset == 16 && table.fillsEmptyRows)
        #expect(table.font == TextFont(size: 17) && table.headerFont == TextFont(size: 17, weight: .semibold))
        #expect(table.color == .black && table.fill == .white)
        guard case let .table(custom) = try layer("""
            {id: t, type: table, sections: [{rows: [x]}], sectionShown: item, rowHeight: 30, headerHeight: 0, size: 15,
             color: "#FF0000", fill: null, headerFont: {weight: bold}, separatorColor: "#00FF00", inset: 8, emptyRows: false}
            """) else {
            Issue.record("not a table")
            return
        }
        #expect(custom.shown == .item && custom.rowHeight == 30 && custom.headerHeight == 0 && custom.font.size == 15)
        #expect(custom.color == Color(red: 1, green: 0, blue: 0) && custom.fill == nil && custom.headerFont.weight == .bold)
        #expect(custom.separatorColor == Color(red: 0, green: 1, blue: 0) && custom.inset == 8 && !custom.fillsEmptyRows)
    }

    @Test func aSegmentedControlDrawsThirteenPointTitlesUnlessASizeIsWritten() throws {
        guard case let .segmented(control) = try layer("{id: s, type: segmented, segments: [Paged, Unpaged]}") else {
            Issue.record("not a segmented control")
            return
        }
        #expect(control.segments == ["Paged", "Unpaged"] && control.selected == 0 && control.font.size == 13 && control.cornerRadius == 8)
        #expect(control.thumb == .white && control.color == .black)
        guard case let .segmented(sized) = try layer("{id: s, type: segmented, segments: [A], font: {size: 20}, selectedSegment: null, cornerRadius: 3}"),
              case let .segmented(weighted) = try layer("{id: s, type: segmented, segments: [A], weight: bold}") else {
            Issue.record("not a segmented control")
            return
        }
        #expect(sized.font.size == 20 && sized.selected == nil && sized.cornerRadius == 3)
        #expect(weighted.font.size == 13 && weighted.font.weight == .bold, "a weight alone keeps the control's size")
    }

    @Test func mistakesNameTheKeyAndTheFix() {
        let missing = loadError("extends: scale.linear\ncard: {layers: [{id: t, type: table}]}")
        #expect(missing?.contains("sections") == true && missing?.contains("add sections:") == true, "\(missing ?? "loaded")")
        let noSegments = loadError("extends: scale.linear\ncard: {layers: [{id: s, type: segmented}]}")
        #expect(noSegments?.contains("add segments: [Paged, Unpaged]") == true, "\(noSegments ?? "loaded")")
        let beyond = loadError("extends: scale.linear\ncard: {layers: [{id: s, type: segmented, segments: [A, B], selectedSegment: 2}]}")
        #expect(beyond?.contains("`card.layers[0].selectedSegment` is 2, but layer `s` has 2 segments (0…1)") == true, "\(beyond ?? "loaded")")
        #expect(beyond?.contains("pick 0…1, or null for none") == true)
        let wrongType = loadError("extends: scale.linear\ncard: {layers: [{id: r, type: rect, rowHeight: 30}]}")
        #expect(wrongType?.contains("is a key of table layers; layer `r` is a rect") == true, "\(wrongType ?? "loaded")")
        let keyframes = loadError("""
            extends: scale.linear
            card: {layers: [{id: r, type: text, text: x, actions: [{keyframes: {property: selectedSegment, points: [[0, 0], [1, 1]]}}]}]}
            """)
        #expect(keyframes?.contains("selectedSegment is a property of segmented layers") == true, "\(keyframes ?? "loaded")")
        let typo = loadError("extends: scale.linear\ncard: {layers: [{id: t, type: tabel}]}")
        #expect(typo?.contains("table") == true, "\(typo ?? "loaded")")
    }
}
