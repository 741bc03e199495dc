import Testing
@testable import Transforms

/// The table and segmented-control layers' layout (`TableContent.elements`, `SegmentedContent`):
/// the example app's rows and headers, where they stop, and the thumb between segments.
@Suite struct TableContentTests {
    static let table = TableContent(sections: [
        .init(title: "Nunc", rows: ["iaculis", "posuere"]),
        .init(title: nil, rows: ["a", nil, "c"]),
        .init(title: "Donec", rows: []),
    ])

    @Test func allSectionsFollowOneAnotherWithHeadersOnlyWhereTitled() {
        let elements = Self.table.elements(index: 0, height: 400)
        let data = elements.filter { $0.kind != .emptyRow }
        #expect(data.map(\.kind) == [.header, .row, .row, .row, .row, .row, .header])
        #expect(data.map(\.top) == [0, 28, 72, 116, 160, 204, 248])
        #expect(data.map(\.text) == ["Nunc", "iaculis", "posuere", "a", nil, "c", "Donec"])
        // Empty rows continue the 44 pt pitch after the last header down to the frame's bottom.
        let empty = elements.filter { $0.kind == .emptyRow }
        #expect(empty.map(\.top) == [276, 320, 364], "the last starts above 400 and is clipped")
        #expect(elements.allSatisfy { $0.hasSeparator == ($0.kind != .header) })
    }

    @Test func itemShowsTheSectionAtTheIndexOrNothing() {
        var table = Self.table
        table.shown = .item
        table.fillsEmptyRows = false
        #expect(table.elements(index: 1, height: 400).map(\.text) == ["a", nil, "c"])
        #expect(table.elements(index: 0, height: 400).map(\.top) == [0, 28, 72])
        #expect(table.elements(index: 3, height: 400).isEmpty)
        #expect(table.elements(index: -1, height: 400).isEmpty)
    }

    @Test func layoutStopsAtTheFrameAndAtTheLimit() {
        var table = Self.table
        table.fillsEmptyRows = false
        #expect(table.elements(index: 0, height: 30).map(\.top) == [0, 28], "a row starting above the bottom is drawn, clipped")
        #expect(table.elements(index: 0, height: 0).isEmpty)
        let huge = TableContent(sections: [.init(title: nil, rows: [])], rowHeight: 1)
        #expect(huge.elements(index: 0, height: 1e9).count == TableContent.maximumDrawnRows)
        let flat = TableContent(sections: [.init(title: "x", rows: ["y"])], rowHeight: 0)
        #expect(flat.elements(index: 0, height: 100).isEmpty, "a zero row height draws nothing rather than looping")
    }

    @Test func theThumbSitsBetweenSegmentsAndHidesTheDividersItTouches() {
        var control = SegmentedContent(segments: ["One", "Two", "Three"])
        #expect(control.thumbPosition == 0 && control.selectedTitle == 0)
        #expect(!control.showsDivider(1) && control.showsDivider(2))
        control.selected = 1.6
        #expect(control.selectedTitle == 2 && !control.showsDivider(2) && control.showsDivider(1))
        control.selected = 7
        #expect(control.thumbPosition == 2, "clamped to the last segment")
        control.selected = -3
        #expect(control.thumbPosition == 0)
        control.selected = nil
        #expect(control.thumbPosition == nil && control.selectedTitle == nil && control.showsDivider(1) && control.showsDivider(2))
        control.selected = .nan
        #expect(control.thumbPosition == nil)
    }

    @Test func aKeyframeActionSlidesTheThumb() throws {
        let layer = Layer(id: "segments", content: .segmented(SegmentedContent(segments: ["A", "B"])),
                          frame: LayerFrame(x: 0, y: 0, width: 100, height: 30),
                          actions: [LayerAction(.keyframes(try #require(LayerKeyframes(.selectedSegment, keyframes: [(0, [0]), (1, [1])]))))])
        let half = layer.resolved(pageProgress: 0.5, container: Size(width: 200, height: 300), perspective: 0)
        #expect(half.content.value(of: .selectedSegment) == [0.5])
        #expect(half.animatedContent == [.selectedSegment])
        #expect(LayerKeyframes.Property.selectedSegment.applies(to: half.content))
        #expect(!LayerKeyframes.Property.selectedSegment.applies(to: .text(TextContent(text: "x"))))
    }
}

/// Menu cell layers (`[Layer].resolved(progress:in:perspective:)`) and `{title}` in their text.
@Suite struct CellLayerTests {
    @Test func everyLayerPlaysAtTheItemsProgressWhateverItsDriver() {
        let fade = LayerAction(.fade(from: 0, to: 1))
        let layers = [
            Layer(id: "a", content: .rect(ShapeContent()), driver: .item, actions: [fade]),
            Layer(id: "b", content: .rect(ShapeContent()), driver: .absolute, actions: [fade]),
        ]
        let resolved = layers.resolved(progress: 0.25, in: Size(width: 100, height: 40), perspective: 0)
        #expect(resolved.map(\.alpha) == [0.25, 0.25])
        #expect(resolved.map(\.frame) == [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 0, width: 100, height: 40)])
    }

    @Test func titleExpandsOnlyWhereATitleIsGiven() {
        #expect(TextContent.expanded("{index}: {title}", index: 3, title: "Mon") == "3: Mon")
        #expect(TextContent.expanded("{title}", index: 3) == "{title}", "card text keeps the brace")
        #expect(TextContent.expanded("{title}", index: 0, title: "{index}") == "{index}", "a title is not expanded again")
    }
}
