import Problems
import Testing
@testable import Transforms

/// Parchment's reloads (`reload` steps): which item `reloadData()`, `reloadData(around:)` and
/// `reloadMenu()` select, what the samples say about the new items, the delegate calls (none), and
/// the menu that stays where it was until the next transition.
@Suite("Menu: reloadData, reloadData(around:) and reloadMenu")
struct MenuReloadTests {
    static let mail = ["Inbox", "Archive", "Drafts", "Sent", "Trash"]

    /// A sampler over five mail items at 10 fps, with a menu.
    func sampler(_ steps: [TimelineStep], start: Double = 0, menu: Bool = true) -> TimelineSampler {
        var sampler = TimelineSampler(script: TimelineScript(fps: 10, start: start, steps: steps), pageLength: 375, pageCount: 5)
        if menu { sampler.menuInteraction = .scrolling }
        sampler.itemTitles = Self.mail
        return sampler
    }

    func problem(_ steps: [TimelineStep], start: Double = 0, menu: Bool = true) -> String {
        do {
            _ = try sampler(steps, start: start, menu: menu).samples()
            return ""
        } catch {
            return error.description
        }
    }

    @Test func reloadDataKeepsTheSelectedItemOnlyWhenTheSameTitleIsAtItsIndex() throws {
        // Page 2 is "Drafts": kept when the new list has "Drafts" at 2 (whatever else changed).
        let kept = try sampler([.wait(0.1), .reload(MenuReload(titles: ["A", "B", "Drafts", "C", "D", "E", "F"])), .wait(0.1)], start: 2).samples()
        #expect(kept.map(\.offset) == [2, 2, 2])
        #expect(kept.map(\.epoch) == [0, 1, 1] && kept.map(\.pageCount) == [5, 7, 7])
        #expect(kept[1].jumps == [2] && kept[1].reloadedFrom == 2 && kept[2].reloadedFrom == nil)
        // "Drafts" moved to index 1: a PagingIndexItem with another index is another item, so the first is selected.
        let moved = try sampler([.wait(0.1), .reload(MenuReload(titles: ["Inbox", "Drafts", "Sent"])), .wait(0.1)], start: 2).samples()
        #expect(moved.map(\.offset) == [2, 0, 0] && moved.map(\.page) == [2, 0, 0])
        // Fewer items than the page's index: the first.
        let shorter = try sampler([.reload(MenuReload(titles: ["Inbox"]))], start: 4).samples()
        #expect(shorter.last?.offset == 0)
    }

    @Test func reloadDataAroundSelectsThatItem() throws {
        let samples = try sampler([.reload(MenuReload(titles: ["A", "B", "C", "D", "E", "F", "G"], around: 6)), .wait(0.1), .previous]).samples()
        #expect(samples[0].offset == 6 && samples[0].pageCount == 7)
        // Seven pages now: `previous` from 6 goes to 5, past the scene's own five.
        #expect(samples.last?.offset == 5 && samples.last?.page == 5)
        // `select` takes the new items' indices.
        #expect(problem([.reload(MenuReload(titles: ["A", "B"])), .select(3)]).contains("not one of the 2 items"))
    }

    @Test func reloadMenuLeavesThePagesAlone() throws {
        let samples = try sampler([.wait(0.1), .reload(MenuReload(titles: ["X", "Archive", "Y"], menuOnly: true)), .wait(0.1)], start: 1).samples()
        #expect(samples.map(\.offset) == [1, 1, 1])
        #expect(samples.map(\.jumps) == [[], [], []])
        #expect(samples.map(\.epoch) == [0, 1, 1] && samples.last?.pageCount == 3)
    }

    @Test func whatAReloadRefusesNamesTheFix() {
        let two = MenuReload(titles: ["A", "B"])
        #expect(problem([.reload(two)], menu: false).contains("reload needs a menu"))
        #expect(problem([.drag(.curve(by: -50, duration: 0.1, curve: .linear)), .reload(two)]).contains("add `release` before it"))
        #expect(problem([.menuDrag(.curve(by: -50, duration: 0.1, curve: .linear)), .reload(two)]).contains("add `menuRelease` before it"))
        #expect(problem([.reload(MenuReload(titles: []))]).contains("removes every page"))
        #expect(problem([.reload(MenuReload(titles: ["A", "B"], around: 2))]).contains("not one of the 2 new items"))
        #expect(problem([.reload(MenuReload(titles: ["A"], around: 0, menuOnly: true))]).contains("do not go together"))
        // Parchment would select item 0 in the menu while the pages stay on page 1.
        #expect(problem([.reload(MenuReload(titles: ["A", "B"], menuOnly: true))], start: 1).contains("cannot show the two disagree"))
        // A page change lasts until its animation ends, so a reload after it finds the pages at rest…
        #expect(problem([.setCurrentPage(2, animated: true), .reload(two)]) == "")
        // …but a swipe on the menu turns a page while its step goes on: a reload then is refused.
        var swipe = sampler([.menuDrag(.curve(by: -100, duration: 0.2, curve: .linear)), .menuRelease(velocity: nil), .reload(two)])
        swipe.menuInteraction = .swipe
        #expect(throws: Problem.self) { _ = try swipe.samples() }
        do { _ = try swipe.samples() } catch { #expect(error.description.contains("while the pages move")) }
        #expect(problem([.reload(two), .wait(0.2), .reload(MenuReload(titles: ["B"], menuOnly: true))]) == "")
        // Each step names itself.
        #expect(problem([.wait(0.1), .reload(MenuReload(titles: []))]).contains("timeline.steps[1]"))
    }

    @Test func aReloadCallsNoDelegateAndTheModelsCountTheNewItems() throws {
        let samples = try sampler([.wait(0.1), .reload(MenuReload(titles: ["A", "B", "C", "D", "E", "F", "G"], around: 5)), .wait(0.1), .next]).samples()
        let frames = samples.map(\.eventFrame)
        #expect(frames[1].pageCount == 7 && frames[0].pageCount == nil)
        let calls = DelegateCalls(frames: frames, pageCount: 5, systems: EventSystems(collectionView: false, menu: true))
        // The reload frame: no Parchment call (the menu's item is selected, nothing scrolls).
        #expect(calls.events[1].isEmpty)
        // `next` from 5 to 6: a transition to an item the scene's own five do not have.
        let all = calls.events.flatMap { $0 }
        #expect(all.contains(.willScrollToItem(index: 6)))
        #expect(all.contains(.didScrollToItem(index: 6, transitionSuccessful: true)))
        #expect(!all.contains { if case .didSelectItem = $0 { return true } else { return false } })
    }

    // MARK: The menu after a reload

    /// Seven 100-pt items at the left of a 375-pt menu: it scrolls 0…325 and rests item k at
    /// `restingOffset(k)` (preferCentered).
    func menu(_ count: Int = 7) -> MenuLayout {
        var options = PagingOptions()
        options.menuItemSize = .fixed(width: 100, height: 40)
        return MenuLayout(options: options, menuWidth: 375, titleWidths: anyTitles(count))
    }

    @Test func theMenuStaysWhereTheReloadFoundItUntilTheNextTransitionMovesItFromThere() throws {
        let m = menu()
        let target = m.restingOffset(1)
        let result = MenuFingerTrack(layout: m, interaction: .none)
            .run(frames: [0, 0, 0.5, 1, 1].map { EventFrame(offset: $0) }, fingers: [], initialOffset: 200)
        #expect(result.offsets[0] == 200 && result.offsets[1] == 200)
        // Halfway to item 1: D + (S(1) − D)·0.5, as from a finger's offset.
        #expect(result.offsets[2] == 200 + (target - 200) * 0.5)
        // Arrived: where the pages put it.
        #expect(result.offsets[3] == nil && result.offsets[4] == nil)
        // Without an initial offset (and no finger) nothing holds the menu.
        let free = MenuFingerTrack(layout: m, interaction: .none).run(frames: [0, 0.5].map { EventFrame(offset: $0) }, fingers: [])
        #expect(free.offsets == [nil, nil])
        // A page set without animation scrolls the menu to its item.
        var jump = EventFrame(offset: 3)
        jump.jumps = [3]
        let jumped = MenuFingerTrack(layout: m, interaction: .scrolling).run(frames: [EventFrame(offset: 0), jump], fingers: [], initialOffset: 200)
        #expect(jumped.offsets == [200, nil])
    }
}
