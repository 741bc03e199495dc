import Foundation
import ImageCodecs
import TestSupport
import Testing

/// Parchment's reloads (`reload` steps) through the binary: `inspect`'s titles, pages, menu offsets
/// and delegate calls, the pixels `render` draws before and after, and the refusals.
@Suite struct MenuReloadCLITests {
    /// menu.tabs (five titles sized to fit, 150 pt each in a 375-pt menu, preferCentered) from page
    /// 4, "Trash", at 10 fps: 0.2 s, then `steps`.
    static func scene(_ steps: String) -> String {
        """
        extends: menu.tabs
        timeline: {fps: 10, start: 4, steps: [{wait: 0.2}, \(steps)]}
        """
    }

    static let seven = "[Inbox, Archive, Drafts, Sent, Trash, Spam, Later]"

    /// A frame as `inspect` reports it: the menu's visible titles and content width, and Parchment's delegate calls.
    struct Frame { let offset: Double, menuOffset: Double, contentWidth: Double, titles: [String], events: [String] }

    static let parchmentCalls: Set<String> = ["willScrollToItem", "isScrollingFromItem", "didScrollToItem", "didSelectItem"]

    func frames(_ json: String) throws -> [Frame] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let frames = try #require(object?["frames"] as? [[String: Any]])
        return frames.map { frame in
            let menu = frame["menu"] as? [String: Any]
            let titles = (menu?["items"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
            let events = (frame["events"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }.filter(Self.parchmentCalls.contains)
            return Frame(offset: frame["offset"] as? Double ?? -1, menuOffset: menu?["contentOffset"] as? Double ?? -1,
                         contentWidth: menu?["contentWidth"] as? Double ?? -1, titles: titles, events: events)
        }
    }

    @Test func reloadDataKeepsTheItemAndTheMenuStaysWhereItWasUntilTheNextPage() throws {
        let root = try temporaryFolder(files: ["r.yaml": Self.scene("{reload: \(Self.seven)}, {wait: 0.2}, next")])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "r.yaml", "--format", "json"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        let list = try frames(run.stdout)
        // Before: five 150-pt titles, the menu at its end (S(4) = 4·150 + 75 − 187.5 = 487.5, clamped to 750 − 375).
        #expect(list[0].contentWidth == 750 && list[0].menuOffset == 375 && list[0].offset == 4)
        #expect(list[0].titles == ["Drafts", "Sent", "Trash"])
        // After: seven titles (1050 pt), "Trash" still at 4 so still selected; no delegate call; the menu not
        // scrolled to S(4) = 487.5, which the longer content now allows, but left at 375.
        #expect(list[2].contentWidth == 1050 && list[2].titles == ["Drafts", "Sent", "Trash"])
        #expect(list[2].offset == 4 && list[2].events.isEmpty && list[2].menuOffset == 375)
        // `next` goes to page 5, which the scene's own five items do not have, from 375 to S(5) = 637.5.
        let turning = try #require(list.first { $0.offset > 4 && $0.offset < 5 })
        #expect(abs(turning.menuOffset - (375 + (637.5 - 375) * (turning.offset - 4))) < 1e-9, "\(turning)")
        #expect(list.last?.offset == 5 && list.last?.menuOffset == 637.5)
        #expect(list.flatMap(\.events).contains("didScrollToItem"))

        // Pixels: the frame after the reload draws other titles (the menu band) over the same page.
        let out = try runFlipbook(["render", "r.yaml", "--out", "frames"], in: root)
        try #require(out.status == 0, "\(out.stderr)")
        let before = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("frames/frame-0002.png").path)
        let after = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("frames/frame-0003.png").path)
        let menuBytes = before.width * 40 * 4
        #expect(before.bytes.prefix(menuBytes) != after.bytes.prefix(menuBytes), "the menu")
        #expect(before.bytes.dropFirst(menuBytes) == after.bytes.dropFirst(menuBytes), "the pages")
    }

    @Test func aGoneItemSelectsTheFirstAroundSelectsItsOwnAndReloadMenuKeepsThePages() throws {
        let root = try temporaryFolder(files: [
            "gone.yaml": Self.scene("{reload: [Inbox, Sent]}"),
            "around.yaml": Self.scene("{reload: {items: \(Self.seven), around: 6}}"),
            "menu.yaml": Self.scene("{reload: {items: [A, B, C, D, Trash, F], menuOnly: true}}"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, page, width) in [("gone", 0.0, 375.0), ("around", 6, 1050), ("menu", 4, 900)] {
            let run = try runFlipbook(["inspect", "\(name).yaml", "--format", "json"], in: root)
            try #require(run.status == 0, "\(name): \(run.stderr)")
            let list = try frames(run.stdout)
            let last = try #require(list.last)
            #expect(last.offset == page && last.contentWidth == width, "\(name): \(last)")
            #expect(list.allSatisfy { $0.events.isEmpty }, "\(name): \(list.map(\.events))")
        }
        // A reload that moves the pages draws another page: the whole frame changes.
        let out = try runFlipbook(["render", "gone.yaml", "--out", "frames"], in: root)
        try #require(out.status == 0, "\(out.stderr)")
        let before = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("frames/frame-0002.png").path)
        let after = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("frames/frame-0003.png").path)
        #expect(before.bytes.dropFirst(before.width * 40 * 4) != after.bytes.dropFirst(after.width * 40 * 4))
        // Strips, sequences and animations draw the same frames.
        let gif = try runFlipbook(["render", "around.yaml", "--out", "around.gif"], in: root)
        #expect(gif.status == 0, "\(gif.stderr)")
    }

    @Test func pageViewControllerPagesAndDotsFollowTheNewItemsAndAnOverlayKeepsItsOwn() throws {
        let root = try temporaryFolder(files: [
            "p.yaml": """
            extends: pages.scroll
            itemCount: 5
            menu: {items: [Inbox, Archive, Drafts, Sent, Trash]}
            timeline: {fps: 4, start: 2, steps: [{wait: 0.25}, {reload: \(Self.seven)}, {wait: 0.25}, next,
                                                 {reload: {items: [Today, Yesterday, Last week], around: 0}}, {wait: 0.25}]}
            """,
            "o.yaml": "extends: parallax.onboarding\nmenu: {}\ntimeline: {fps: 4, steps: [{wait: 0.25}, {reload: [A, B, C]}, {wait: 0.25}, next]}\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "p.yaml", "--format", "json"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let frames = try #require(object?["frames"] as? [[String: Any]])
        let dots = frames.map { ($0["pageControl"] as? [String: Any])?["numberOfPages"] as? Int ?? -1 }
        let pages = frames.map { ($0["pages"] as? [[String: Any]] ?? []).compactMap { $0["index"] as? Int } }
        // Five dots, seven after the first reload, three after the second; the pages listed are the new ones.
        #expect(dots == [5, 7, 7, 7, 3, 3], "\(dots)")
        #expect(pages.last == [0, 1], "\(pages)")
        for name in ["p", "o"] {
            let strip = try runFlipbook(["strip", "\(name).yaml", "--out", "\(name).png"], in: root)
            #expect(strip.status == 0, "\(name): \(strip.stderr)")
        }
    }

    @Test func whatCannotBeReloadedIsRefusedWithTheFixAndNoFile() throws {
        let root = try temporaryFolder(files: [
            "nomenu.yaml": "extends: scale.linear\ntimeline: {fps: 10, steps: [{reload: [A, B]}]}\n",
            "around.yaml": Self.scene("{reload: {items: [A, B], around: 2}}"),
            "disagree.yaml": Self.scene("{reload: {items: [A, B], menuOnly: true}}"),
            "select.yaml": Self.scene("{select: 6}"),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, says) in [("nomenu", "reload needs a menu"), ("around", "not one of the 2 new items"),
                             ("disagree", "cannot show the two disagree"), ("select", "not one of the 5 items")] {
            let run = try runFlipbook(["strip", "\(name).yaml", "--out", "\(name).png"], in: root)
            #expect(run.status == 2, "\(name)")
            #expect(run.stderr.contains(says) && run.stderr.contains("timeline.steps["), "\(name): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("\(name).png").path))
        }
        // Two pages at once (a curl with a middle spine): the timeline's positions are spreads.
        try "extends: pages.curl\nmenu: {}\npageViewController: {spineLocation: mid, isDoubleSided: true}\ntimeline: {fps: 4, steps: [{reload: [A, B]}]}\n"
            .write(to: root.appendingPathComponent("spread.yaml"), atomically: true, encoding: .utf8)
        let spread = try runFlipbook(["strip", "spread.yaml", "--out", "spread.png"], in: root)
        #expect(spread.status == 2 && spread.stderr.contains("two pages show at once"), "\(spread.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("spread.png").path))
        // After a reload to seven items, item 6 is there to select.
        try Self.scene("{reload: \(Self.seven)}, {select: 6}").write(to: root.appendingPathComponent("grown.yaml"), atomically: true, encoding: .utf8)
        let grown = try runFlipbook(["inspect", "grown.yaml", "--format", "json"], in: root)
        try #require(grown.status == 0, "\(grown.stderr)")
        #expect(try frames(grown.stdout).last?.offset == 6)
    }
}
