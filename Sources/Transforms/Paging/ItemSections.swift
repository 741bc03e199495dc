/// A collection view's sections laid end to end, as CollectionViewPagingLayout pages through them:
/// its `numberOfItems` is the sum over `numberOfSections`, page `p` shows the `p`-th item counting
/// across sections, and `layoutAttributesForElements(in:)` walks the sections to find each page's
/// `IndexPath(item:section:)`, stepping over empty sections.
///
/// So sections change which index path a page shows, never where or how it is laid out: the
/// effect, progress and z-order of page `p` are those of item `p` in one section.
package struct ItemSections: Hashable, Sendable {
    /// Items per section, in order; a section may be empty.
    package let counts: [Int]
    /// The first page of each section: `starts[s] = counts[0] + … + counts[s − 1]`.
    private let starts: [Int]

    /// Sections of `counts` items each. Counts are not checked here (`Scene.validate` refuses a
    /// negative count or a sum other than the item count).
    package init(counts: [Int]) {
        self.counts = counts
        var starts: [Int] = []
        starts.reserveCapacity(counts.count)
        var total = 0
        for count in counts {
            starts.append(total)
            total += Swift.max(0, count)
        }
        self.starts = starts
        self.itemCount = total
    }

    /// The items of all sections together: the layout's `numberOfItems`.
    package let itemCount: Int

    /// The index path page `page` shows: the last section starting at or before it (an empty
    /// section shares its start with the next, so the last one there holds the page); `nil` for a
    /// page outside `0..<itemCount`.
    package func indexPath(ofPage page: Int) -> (section: Int, item: Int)? {
        guard page >= 0, page < itemCount else { return nil }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= page { low = middle } else { high = middle - 1 }
        }
        return (low, page - starts[low])
    }

    /// The page that shows `item` of `section`: `nil` when the section or item does not exist.
    package func page(section: Int, item: Int) -> Int? {
        guard counts.indices.contains(section), item >= 0, item < counts[section] else { return nil }
        return starts[section] + item
    }
}
