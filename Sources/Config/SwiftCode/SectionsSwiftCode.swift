import SceneModel

/// Swift for a scene's `sections`: the data source's counts, and the page an index path shows.
/// CollectionViewPagingLayout pages through all sections end to end (its `numberOfItems` is their
/// sum, and its `currentPage` counts across them), so an app that lists items in sections maps
/// between the two.
enum SectionsSwiftCode {
    /// The counts and `page(of:)`, or "" for a scene of one section.
    @_optimize(none)
    static func source(for scene: Scene) -> String {
        guard let sections = scene.sections else { return "" }
        return """

        /// `sections`: the collection view's \(sections.count) sections, paged through end to end. Return
        /// `itemsPerSection.count` from `numberOfSections(in:)` and `itemsPerSection[section]` from
        /// `collectionView(_:numberOfItemsInSection:)`; the layout's `currentPage` counts pages across sections,
        /// and `page(of:)` is the page an index path shows.
        let itemsPerSection = \(list(sections))

        func page(of indexPath: IndexPath) -> Int {
            itemsPerSection.prefix(indexPath.section).reduce(0, +) + indexPath.item
        }

        """
    }

    /// `[3, 0, 4]`.
    @_optimize(none)
    static func list(_ sections: [Int]) -> String {
        "[" + sections.map(String.init).joined(separator: ", ") + "]"
    }
}
