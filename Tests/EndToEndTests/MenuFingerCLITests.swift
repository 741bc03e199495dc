import Foundation
import ImageCodecs
import TestSupport
import Testing

/// A finger on the menu (`menuDrag`, `menuRelease`) through the binary, one test per
/// `menuInteraction`: `inspect`'s menu offsets, pages and delegate calls, and the pixels of the
/// frames `render` draws.
@Suite struct MenuFingerCLITests {
    /// menu.tabs (titles sized to fit, 150 pt wide, five items: content 750 pt in a 375-pt menu)
    /// with a finger dragging the menu 200 pt left over 0.3 s at 10 fps, lifting at rest, then `next`.
    static func scene(_ interaction: String, extra: String = "") -> String {
        """
        extends: menu.tabs
        menu: {menuInteraction: \(interaction)\(extra)}
        timeline: {fps: 10, steps: [{menuDrag: {by: -200, duration: 0.3}}, {menuRelease: {velocity: 0}}, next]}
        """
    }

    struct Frame { let time: Double, offset: Double, menuOffset: Double, events: [String] }

    func frames(_ json: String) throws -> [Frame] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let frames = try #require(object?["frames"] as? [[String: Any]])
        return frames.map { frame in
            let menu = frame["menu"] as? [String: Any]
            let events = (frame["events"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
            return Frame(time: frame["time"] as? Double ?? -1, offset: frame["offset"] as? Double ?? -1,
                         menuOffset: menu?["contentOffset"] as? Double ?? -1, events: events)
        }
    }

    @Test func scrollingMovesOnlyTheMenuAndTheNextTransitionStartsFromIt() throws {
        let root = try temporaryFolder(files: ["s.yaml": Self.scene("scrolling"), "n.yaml": Self.scene("none")])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "s.yaml", "--format", "json"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        let list = try frames(run.stdout)
        // 0.3 s: the finger 200 pt left, the menu 200 pt scrolled; the pages still; no call.
        let expected: [Double] = [0, 200.0 / 3, 400.0 / 3, 200]
        #expect(Array(list.prefix(4).map(\.menuOffset)) == expected)
        #expect(list.prefix(8).allSatisfy { $0.offset == 0 && $0.events.isEmpty })
        // The lift at rest lasts 0.5 s; then `next` goes from 200 to S(1) = 150 + 75 − 187.5 = 37.5.
        let turning = try #require(list.first { $0.offset > 0 && $0.offset < 1 })
        let p = turning.offset
        #expect(abs(turning.menuOffset - (200 + (37.5 - 200) * p)) < 1e-9, "\(turning)")
        #expect(list.last?.offset == 1 && list.last?.menuOffset == 37.5)

        // Pixels: the menu band of the frame at 0.3 s differs from the first frame's; the pages do not.
        // With `none` the same steps leave the menu where it is.
        for (name, moves) in [("s", true), ("n", false)] {
            let out = try runFlipbook(["render", "\(name).yaml", "--out", "\(name)-frames"], in: root)
            try #require(out.status == 0, "\(out.stderr)")
            let first = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("\(name)-frames/frame-0001.png").path)
            let dragged = try RGBAPixels(contentsOfPNG: root.appendingPathComponent("\(name)-frames/frame-0004.png").path)
            let menuBytes = first.width * 40 * 4
            #expect((first.bytes.prefix(menuBytes) != dragged.bytes.prefix(menuBytes)) == moves, "\(name): the menu")
            #expect(first.bytes.dropFirst(menuBytes) == dragged.bytes.dropFirst(menuBytes), "\(name): the pages")
        }
    }

    @Test func wheelSelectsTheItemUnderTheCentreAsTheFingerDrags() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let yaml = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/menu/menu-wheel.yaml"), encoding: .utf8)
        try yaml.write(to: root.appendingPathComponent("w.yaml"), atomically: true, encoding: .utf8)
        let run = try runFlipbook(["inspect", "w.yaml", "--format", "json"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        let list = try frames(run.stdout)
        // Fixed 100-pt items centred in 375 pt: the centre 187.5 + 76.7 lies on item 1, + 153.3 and + 230 on item 2.
        let offsets: [Double] = [0, 1, 2, 2], menuOffsets: [Double] = [0, 230.0 / 3, 460.0 / 3, 230]
        #expect(list.map(\.offset) == offsets)
        #expect(list.map(\.menuOffset) == menuOffsets)
        // Pages set without animation: no Parchment delegate call.
        #expect(list.allSatisfy { !$0.events.contains("willScrollToItem") && !$0.events.contains("didSelectItem") }, "\(list.map(\.events))")

        // Titles sized by their fonts cannot be hit-tested before drawing: refused with the fix, no file.
        try (yaml.replacingOccurrences(of: "menuItemSize: {fixed: {width: 100, height: 60}}", with: "menuItemSize: {selfSizing: {estimatedWidth: 100, height: 60}}"))
            .write(to: root.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let bad = try runFlipbook(["strip", "bad.yaml", "--out", "bad.png"], in: root)
        #expect(bad.status == 2 && bad.stderr.contains("wheel") && bad.stderr.contains("fixed"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("bad.png").path))
    }

    @Test func swipeTurnsOnePageWithoutDidSelectItem() throws {
        let root = try temporaryFolder(files: ["w.yaml": Self.scene("swipe")])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "w.yaml", "--format", "json"], in: root)
        try #require(run.status == 0, "\(run.stderr)")
        let list = try frames(run.stdout)
        let events = list.flatMap(\.events)
        // 50 pt after 0.075 s: the swipe selects item 1 (animated, 0.3 s); `next` then goes to 2.
        #expect(events.filter { $0 == "willScrollToItem" }.count == 2 && !events.contains("didSelectItem"), "\(events)")
        #expect(list.first { $0.time == 0.1 }.map { $0.offset > 0 && $0.offset < 1 } == true)
        #expect(list.last?.offset == 2)
        // The menu never scrolls under the finger: at rest it is where the page puts it.
        #expect(list[0].menuOffset == 0)

        // A tap reports didSelectItem; a finger on the pages and the menu at once is refused.
        let bad = try runFlipbook(["inspect", "menu.tabs", "--timeline", "/dev/stdin"],
                                  input: "timeline: {steps: [{drag: {by: -10, duration: 0.1}}, {menuDrag: {by: -10, duration: 0.1}}]}", in: root)
        #expect(bad.status == 2 && bad.stderr.contains("timeline.steps[1]") && bad.stderr.contains("add `release` before it"), "\(bad.stderr)")
        let noMenu = try runFlipbook(["inspect", "scale.coverFlow", "--timeline", "/dev/stdin"],
                                     input: "timeline: {steps: [{menuDrag: {by: -10, duration: 0.1}}]}", in: root)
        #expect(noMenu.status == 2 && noMenu.stderr.contains("menuDrag needs a menu"), "\(noMenu.stderr)")
    }
}
