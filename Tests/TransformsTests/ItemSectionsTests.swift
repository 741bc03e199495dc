import Testing
@testable import Transforms

/// Sections paged end to end, as CollectionViewPagingLayout's `layoutAttributesForElements(in:)`
/// walks them: the index path each page shows, and back.
@Suite struct ItemSectionsTests {
    @Test func pagesCountItemsAcrossSectionsSkippingEmptyOnes() {
        let sections = ItemSections(counts: [0, 2, 0, 0, 3, 0])
        #expect(sections.itemCount == 5)
        let paths = (0..<5).compactMap(sections.indexPath(ofPage:)).map { [$0.section, $0.item] }
        #expect(paths == [[1, 0], [1, 1], [4, 0], [4, 1], [4, 2]])
        #expect(sections.indexPath(ofPage: -1) == nil && sections.indexPath(ofPage: 5) == nil)
    }

    @Test func pageOfAnIndexPathIsTheInverse() throws {
        let sections = ItemSections(counts: [3, 0, 4, 1])
        for page in 0..<sections.itemCount {
            let path = try #require(sections.indexPath(ofPage: page))
            #expect(sections.page(section: path.section, item: path.item) == page)
        }
        #expect(sections.page(section: 1, item: 0) == nil, "an empty section shows no page")
        #expect(sections.page(section: 4, item: 0) == nil && sections.page(section: 0, item: 3) == nil && sections.page(section: 0, item: -1) == nil)
    }

    @Test func oneSectionIsTheFlatIndex() {
        let sections = ItemSections(counts: [7])
        #expect((0..<7).allSatisfy { page in sections.indexPath(ofPage: page).map { $0.section == 0 && $0.item == page } == true })

    }

    @Test func textTemplatesNameTheIndexPath() {
        let sections = ItemSections(counts: [2, 3])
        #expect(TextContent.expanded("{section}.{item} of page {number} ({index})", index: 3, sections: sections) == "1.1 of page 4 (3)")
        #expect(TextContent.expanded("{section}.{item}", index: 4) == "0.4", "one section without sections")
        #expect(TextContent.expanded("{sect}{item", index: 1, sections: sections) == "{sect}{item", "other braces stay")
    }
}
