import Problems

/// Parchment's reloads (`reload`): `reloadData()`, `reloadData(around:)` and `reloadMenu()` of
/// `PagingViewController` 4.1, with a finite data source of `PagingIndexItem`s.
extension TimelineRun {
    mutating func reload(_ reload: MenuReload) throws(Problem) {
        guard sampler.menuInteraction != nil else {
            throw Problem(.conflict, "reload needs a menu: it is Parchment's PagingViewController reloading its data source",
                          fix: "add `menu:` to the scene, or remove the step")
        }
        try requireNoFinger("reload")
        if isMenuFingerDown { throw Problem(.conflict, "reload while a finger is on the menu — add `menuRelease` before it") }
        let count = reload.titles.count
        guard count > 0 else {
            throw Problem(.unsupported, "a reload to no items empties the menu and removes every page (Parchment's removeAll), which Flipbook does not draw",
                          fix: "give `items` at least one title")
        }
        if let around = reload.around {
            if reload.menuOnly {
                throw Problem(.conflict, "reloadMenu() selects no item of its own: `around` and `menuOnly` do not go together",
                              fix: "remove `around` (reloadMenu), or `menuOnly` (reloadData(around:))")
            }
            // Parchment's finite data source has no view controller for an item it does not hold (a fatalError).
            guard (0..<count).contains(around) else {
                throw Problem(.outOfRange, "reload around \(around) is not one of the \(count) new items (0…\(count - 1))",
                              fix: "give `around` an index from 0 to \(count - 1)")
            }
        }
        // `PagingIndexItem`s are equal when index and title are: the selected item stays if the new
        // list holds the same title at its index, else the first item is selected.
        let kept = page < count && page < titles.count && titles[page] == reload.titles[page]
        let selected = reload.around ?? (kept ? page : 0)
        // What Parchment's delegates and the menu do when a reload interrupts a transition is not
        // read from its source here: a reload comes once the pages rest.
        if let animation, animation.endTime > end {
            throw Problem(.unsupported, "a reload while the pages move, which Flipbook does not model",
                          fix: "let the animation end first (a `wait` step before the reload)")
        }
        if reload.menuOnly, selected != page {
            let was = page < titles.count ? " \"\(titles[page])\"" : ""
            throw Problem(.unsupported, "reloadMenu() selects item 0, as item \(page)\(was) is not in the new list at that index, while the pages stay on page \(page): Flipbook draws the menu's selection from the pages, so it cannot show the two disagree",
                          fix: "keep item \(page)'s title at index \(page), or reload the pages too (remove `menuOnly`)")
        }
        reloadOrigins.append(rest)
        titles = reload.titles
        pageCount = count
        epoch += 1
        if !reload.menuOnly {
            // `removeContent()` then `selectContent(animated: false)`: the pages are laid out anew
            // around the selected item.
            page = selected
            rest = Double(selected)
            storedTranslation = 0
            jumps.append((end, selected))
        }
        record(phase: restingPhase)
    }
}
