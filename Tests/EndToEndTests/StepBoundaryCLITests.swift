import Foundation
import TestSupport
import Testing

/// Timeline steps that meet between two frames, and Parchment's `select`, through the real binary:
/// the delegate calls and pages `inspect` reports.
@Suite(.serialized) struct StepBoundaryCLITests {
    func frames(_ config: String, arguments: [String] = []) throws -> [[String: Any]] {
        let root = try temporaryFolder(files: ["c.yaml": config])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "c.yaml", "--format", "json"] + arguments, in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(json?["frames"] as? [[String: Any]])
    }

    func events(_ frame: [String: Any]) -> [[String: Any]] { frame["events"] as? [[String: Any]] ?? [] }

    @Test func aJumpBetweenTwoAnimationsIsReportedAsUpstreamDoes() throws {
        // Upstream: the animation's end reports 4, the non-animated jump 0 at once, then next 1,
        // previous 0, a previous on page 0 nothing, setCurrentPage(99) clamped to 5.
        let frames = try frames("""
        extends: scale.coverFlow
        itemCount: 6
        timeline:
          fps: 10
          steps:
            - setCurrentPage: {page: 4, animated: true}
            - setCurrentPage: {page: 0, animated: false}
            - next: {}
            - previous: {}
            - previous: {}
            - setCurrentPage: {page: 99}
        """)
        let pages = frames.flatMap { events($0).filter { $0["kind"] as? String == "currentPageChanged" }.compactMap { $0["page"] as? Int } }
        #expect(pages == [4, 0, 1, 0, 5])
        // The frame that shows offset 0 after the jump says page 0, not 4.
        let atZero = frames.filter { ($0["time"] as? Double).map { $0 >= 0.3 && $0 < 0.6 } ?? false }
        #expect(atZero.count == 3 && atZero.allSatisfy { $0["currentPage"] as? Int == 0 })
    }

    @Test func aJumpSelectsParchmentsItemWithoutCalls() throws {
        let frames = try frames("""
        extends: menu.tabs
        timeline: {fps: 10, start: 1, steps: [{wait: 0.1}, {select: {index: 3, animated: false}}, {wait: 0.1}]}
        """)
        // No transition through 2 and no didSelectItem (Parchment calls it for a tap only): the
        // jump selects item 3 silently, and the menu rests on it.
        #expect(frames.map { $0["offset"] as? Double } == [1, 3, 3])
        #expect(frames.map { events($0).compactMap { $0["kind"] as? String } } == [[], ["currentPageChanged"], []])
        let items = try #require((frames[1]["menu"] as? [String: Any])?["items"] as? [[String: Any]])
        #expect(items.first { $0["index"] as? Int == 3 }?["progress"] as? Double == 1)
    }

    @Test func selectTurnsOnePageToTheTappedItem() throws {
        let frames = try frames("""
        extends: menu.tabs
        itemCount: 8
        menu: {items: [A, B, C, D, E, F, G, H]}
        timeline: {fps: 10, start: 1, steps: [{select: 6}]}
        """)
        // Mid-turn only pages 1 and 6 are on screen, one page apart, and none of 2…5 is laid out.
        for frame in frames.dropFirst().dropLast() {
            let items = try #require(frame["items"] as? [[String: Any]])
            let shown = items.filter { abs($0["progress"] as? Double ?? 9) < 1 }.compactMap { $0["index"] as? Int }.sorted()
            #expect(shown == [1, 6], "\(items)")
            #expect(items.allSatisfy { !(2...5).contains($0["index"] as? Int ?? 0) })
            let progress = Dictionary(uniqueKeysWithValues: items.compactMap { item in
                (item["index"] as? Int).map { ($0, item["progress"] as? Double ?? 0) } })
            #expect(abs((progress[6] ?? 0) - (progress[1] ?? 0) - 1) < 1e-12)
        }
        #expect(frames.last?["offset"] as? Double == 6)
        // The indicator goes straight from item 1 to item 6: every item between stays unselected.
        for frame in frames {
            let items = try #require((frame["menu"] as? [String: Any])?["items"] as? [[String: Any]])
            #expect(items.filter { (2...5).contains($0["index"] as? Int ?? 0) }.allSatisfy { $0["progress"] as? Double == 0 })
        }
        let kinds = frames.map { events($0).compactMap { $0["kind"] as? String } }
        #expect(kinds.first == ["didSelectItem", "willScrollToItem", "isScrollingFromItem"] && kinds.last == ["currentPageChanged", "didScrollToItem"])
    }

    @Test func selectBeyondTheItemsIsRefusedNamingTheStep() throws {
        let root = try TemporaryFolder(files: [
            "past.yaml": "extends: menu.tabs\ntimeline: {steps: [{wait: 0.1}, {select: 5}]}\n",
            "negative.yaml": "extends: menu.tabs\ntimeline: {steps: [{select: {index: -1, animated: false}}]}\n",
        ])
        // Five items, 0…4: Parchment has no item 5 to tap, and a tap on it is a mistake, not the last page.
        let past = try runFlipbook(["inspect", "past.yaml"], in: root.url)
        #expect(past.status == 2 && past.stdout.isEmpty, "\(past.output)")
        #expect(past.stderr.contains("timeline.steps[1]") && past.stderr.contains("select 5 is not one of the 5 items (0…4)"), "\(past.stderr)")
        let negative = try runFlipbook(["render", "negative.yaml", "--out", "n.png"], in: root.url)
        #expect(negative.status == 2 && negative.stderr.contains("timeline.steps[0]"), "\(negative.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.path("n.png").path))
        #expect(try runFlipbook(["validate", "past.yaml"], in: root.url).status == 2)
    }

    @Test func selectAnimatedFalseIsAcceptedAndOthersKeysAreNot() throws {
        let root = try temporaryFolder(files: ["c.yaml": "extends: menu.tabs\ntimeline: {steps: [{select: {index: 3, animatd: false}}]}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["validate", "c.yaml"], in: root)
        #expect(run.status == 2 && run.stderr.contains("animated"), "\(run.stderr)")
    }

    @Test func thePageViewControllersDotFollowsEachCompletedTransition() throws {
        // A sweep from page 1 to 3 in 4 frames never rests on 2: the dot still passes through 2,
        // on the frame that reports the 1 → 2 transition finished, and currentPage agrees.
        let frames = try frames("extends: pages.scroll\nitemCount: 5\ntimeline: {from: 1, to: 3, frames: 4}\n")
        #expect(frames.compactMap { ($0["pageControl"] as? [String: Any])?["currentPage"] as? Int } == [1, 1, 2, 3])
        #expect(frames.compactMap { $0["currentPage"] as? Int } == [1, 1, 2, 3])
        let finished = frames.map { events($0).filter { $0["kind"] as? String == "didFinishAnimating" }.compactMap { $0["previousPages"] as? [Int] } }
        #expect(finished == [[], [], [[1]], [[2]]])
    }

    @Test func aDragAndReleaseInAPageViewControllerFinishesItsTransition() throws {
        let frames = try frames("extends: pages.scroll\ntimeline: {fps: 20, start: 1, steps: [{drag: {by: -150, duration: 0.3}}, release]}\n")
        let calls = frames.flatMap { events($0) }
        #expect(calls.compactMap { $0["kind"] as? String } == ["willTransitionTo", "didFinishAnimating"])
        #expect(calls.last?["transitionCompleted"] as? Bool == true && calls.last?["previousPages"] as? [Int] == [1])
        let dots = frames.compactMap { ($0["pageControl"] as? [String: Any])?["currentPage"] as? Int }
        #expect(dots.first == 1 && dots.last == 2 && zip(dots, dots.dropFirst()).allSatisfy { $1 - $0 == 0 || $1 - $0 == 1 })
    }

    @Test func aRightToLeftSceneTurnsPagesDotsAndMenuTogether() throws {
        for direction in ["layoutDirection: rightToLeft\nmenu: {items: [A, B, C, D]}", "menu: {items: [A, B, C, D], layoutDirection: rightToLeft}"] {
            let frames = try frames("extends: pages.scroll\npageControl: {updates: nearest}\n\(direction)\ntimeline: [0, 0.5]\n")
            let pages = try #require(frames[1]["pages"] as? [[String: Any]])
            let x = Dictionary(uniqueKeysWithValues: pages.compactMap { p in (p["index"] as? Int).map { ($0, (p["frame"] as? [Double])?[0] ?? 0) } })
            // Page 1 comes in from the left while page 0 leaves to the right.
            #expect((x[1] ?? 0) < 0 && (x[0] ?? 0) > 0, "\(pages)")
            let dots = try #require((frames[0]["pageControl"] as? [String: Any])?["dots"] as? [[String: Any]])
            let dotX = dots.compactMap { ($0["frame"] as? [Double])?[0] }
            #expect(dotX == dotX.sorted(by: >), "page 0's dot is at the right: \(dotX)")
            let menus = frames.compactMap { $0["menu"] as? [String: Any] }
            let indicator = menus.compactMap { ($0["indicator"] as? [String: Any])?["frame"] as? [Double] }.map { $0[0] }
            #expect(indicator.count == 2 && indicator[1] < indicator[0], "the indicator moves left with the pages: \(indicator)")
        }
    }

    @Test func codeSetsTheRightToLeftAttribute() throws {
        let root = try temporaryFolder(files: ["c.yaml": "extends: pages.scroll\nlayoutDirection: rightToLeft\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["code", "c.yaml"], in: root)
        #expect(run.status == 0 && run.stdout.contains("pageViewController.view.semanticContentAttribute = .forceRightToLeft"), "\(run.stdout)")
    }

    @Test func anOvershootIsScrollingTowardNoItem() throws {
        let frames = try frames("extends: menu.tabs\nitemCount: 3\nmenu: {items: [A, B, C]}\ntimeline: [2, 2.2, 2]\n")
        let calls = frames.map(events)
        #expect(calls[0].isEmpty && calls[2].isEmpty)
        #expect(calls[1].count == 1 && calls[1][0]["kind"] as? String == "isScrollingFromItem" && calls[1][0]["to"] is NSNull
                && calls[1][0]["index"] as? Int == 2)
    }

    @Test func elegantPagesNamesAndSwiftUIsSpringKeysAreAccepted() throws {
        let drag = "timeline: {fps: 20, steps: [{drag: {by: -150, duration: 0.3}}, release]}\n"
        for (upstream, ours) in [("elegantPages.regularDefault", "elegantPages.regular"), ("elegantPages.earlyCutOffDefault", "elegantPages.earlyCutoff")] {
            let a = try frames("extends: scale.linear\npaging: \(upstream)\n" + drag).map { $0["offset"] as? Double }
            let b = try frames("extends: scale.linear\npaging: \(ours)\n" + drag).map { $0["offset"] as? Double }
            #expect(a == b && a.count > 5)
        }
        // interactiveSpring's defaults, and blendDuration, which no frame of a timeline depends on.
        func offsets(_ curve: String) throws -> [Double?] {
            try frames("extends: scale.linear\ntimeline: {fps: 30, steps: [{scroll: {to: 2, curve: \(curve)}}]}\n").map { $0["offset"] as? Double }
        }
        let plain = try offsets("{spring: {response: 0.15, dampingFraction: 0.86}}")
        #expect(try offsets("{interactiveSpring: {}}") == plain)
        #expect(try offsets("{interactiveSpring: {blendDuration: 0.25}}") == plain)
        #expect(try offsets("{spring: {response: 0.15, dampingFraction: 0.86, blendDuration: 1}}") == plain)
    }

    @Test func aRangeCyclesItsTitles() throws {
        let config = "extends: menu.tabs\nitemCount: 7\nmenu: {items: {from: -2, to: 4, titles: [Oslo, Paris, Rome]}}\ntimeline: [2]\n"
        let items = try #require((try frames(config)[0]["menu"] as? [String: Any])?["items"] as? [[String: Any]])
        // Page 2 is item number 0: Oslo; the list repeats either way.
        #expect(items.compactMap { $0["title"] as? String } == ["Rome", "Oslo", "Paris"])
        let root = try temporaryFolder(files: ["c.yaml": config])
        defer { try? FileManager.default.removeItem(at: root) }
        let code = try runFlipbook(["code", "c.yaml"], in: root)
        #expect(code.stdout.contains("title: [\"Oslo\", \"Paris\", \"Rome\"][((index % 3) + 3) % 3]"), "\(code.stdout)")
    }
}
