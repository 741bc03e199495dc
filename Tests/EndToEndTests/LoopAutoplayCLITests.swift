import Foundation
import Testing
import TestSupport

/// `loop: true` (an endless ring of the items) and the `autoplay` step (an app's Timer), through
/// the binary: what `inspect` reports and what `flipbook code` writes.
@Suite struct LoopAutoplayCLITests {
    func frames(_ config: String, _ arguments: [String] = []) throws -> [[String: Any]] {
        let root = try TemporaryFolder(files: ["c.yaml": config])
        let run = try runFlipbook(["inspect", "c.yaml", "--format", "json"] + arguments, in: root.url)
        try #require(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(json?["frames"] as? [[String: Any]])
    }

    /// The item at progress 0 in a frame, if any.
    func centred(_ frame: [String: Any]) -> Int? {
        (frame["items"] as? [[String: Any]])?.first { abs(($0["progress"] as? Double ?? 9)) < 1e-9 }?["index"] as? Int
    }

    @Test func aRingShowsItemPositionModuloTheCountEitherWay() throws {
        let ring = try frames("extends: scale.linear\nitemCount: 3\nloop: true\n", ["--offsets", "-1,0,4,-7"])
        #expect(ring.map(centred) == [2, 0, 1, 2])
        // Every position within three pages of the offset, each showing its item, before the first and after the last.
        let items = try #require(ring[0]["items"] as? [[String: Any]])
        let shown = items.map { ($0["progress"] as? Double ?? 0, $0["index"] as? Int ?? -1) }.sorted { $0.0 < $1.0 }
        #expect(shown.map(\.1) == [2, 0, 1, 2, 0, 1, 2] && shown.map(\.0) == [-3, -2, -1, 0, 1, 2, 3])
        // numberOfVisibleItems is upstream's window: 3 positions, one before and one after.
        let three = try frames("extends: scale.linear\nitemCount: 3\nloop: true\nnumberOfVisibleItems: 3\n", ["--offsets", "-1"])
        let window = (three[0]["items"] as? [[String: Any]] ?? []).compactMap { $0["progress"] as? Double }.sorted()
        #expect(window == [-1, 0, 1])
        #expect(ring.map { $0["currentPage"] as? Int } == [-1, 0, 4, -7])
        // Without loop there is nothing before the first item.
        let plain = try frames("extends: scale.linear\nitemCount: 3\n", ["--offsets", "-1"])
        #expect(centred(plain[0]) == nil)
    }

    @Test func autoplayAdvancesEveryIntervalAndWrapsUnlessTheSceneLoops() throws {
        let script = "timeline: {fps: 10, steps: [{autoplay: {interval: 1, count: 4, duration: 0.3, curve: linear}}]}"
        func offset(at time: Double, _ frames: [[String: Any]]) -> Double? {
            frames.first { abs(($0["time"] as? Double ?? -1) - time) < 1e-9 }?["offset"] as? Double
        }
        let wraps = try frames("extends: scale.linear\nitemCount: 3\n" + script)
        // Fires at 1, 2, 3, 4 s; each animation lasts 0.3 s (linear: half-way at 0.15 s).
        #expect(offset(at: 0.9, wraps) == 0 && offset(at: 1.3, wraps) == 1 && offset(at: 2.3, wraps) == 2)
        #expect(abs((offset(at: 1.1, wraps) ?? 0) - 1.0 / 3) < 1e-9)
        #expect(offset(at: 3.3, wraps) == 0 && offset(at: 4.3, wraps) == 1, "after the last page, the first")
        #expect(wraps.last?["time"] as? Double == 4.3)

        let ring = try frames("extends: scale.linear\nitemCount: 3\nloop: true\n" + script)
        #expect(offset(at: 3.3, ring) == 3 && offset(at: 4.3, ring) == 4, "a ring goes on")
        #expect(ring.last.map(centred) == 1)
        let pages = ring.flatMap { ($0["events"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "currentPageChanged" }.compactMap { $0["page"] as? Int } }
        #expect(pages == [1, 2, 3, 4])
    }

    @Test func badAutoplaysAndRingsThatCannotBeFollowedAreRefused() throws {
        let root = try TemporaryFolder(files: [
            "long.yaml": "extends: scale.linear\ntimeline: {steps: [{autoplay: {interval: 0.2, count: 2, duration: 0.5}}]}\n",
            "bare.yaml": "extends: scale.linear\ntimeline: {steps: [{autoplay: {count: 2}}]}\n",
            "menu.yaml": "extends: menu.tabs\nloop: true\n",
        ])
        let long = try runFlipbook(["validate", "long.yaml"], in: root.url)
        #expect(long.status == 2 && long.stderr.contains("timeline.steps[0]") && long.stderr.contains("longer than its interval"), "\(long.stderr)")
        let bare = try runFlipbook(["validate", "bare.yaml"], in: root.url)
        #expect(bare.status == 2 && bare.stderr.contains("needs `interval`"), "\(bare.stderr)")
        let menu = try runFlipbook(["render", "menu.yaml", "--offsets", "0", "--out", "m.png"], in: root.url)
        #expect(menu.status == 2 && menu.stderr.contains("`loop`") && menu.stderr.contains("`menu`"), "\(menu.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.path("m.png").path))
    }

    @Test func codeWritesTheRingAndTheTimerAsAppsDo() throws {
        let root = try TemporaryFolder(files: [
            "ring.yaml": "extends: scale.coverFlow\nitemCount: 4\nloop: true\ntimeline: {steps: [{autoplay: {interval: 2.5, count: 3, curve: easeOut}}]}\n",
            "wrap.yaml": "extends: scale.coverFlow\nitemCount: 4\ntimeline: {steps: [{autoplay: {interval: 2, count: 3}}]}\n",
        ])
        let ring = try runFlipbook(["code", "ring.yaml"], in: root.url)
        #expect(ring.status == 0, "\(ring.stderr)")
        for line in ["let loopCopies = 1000", "let loopItemCount = 4 * loopCopies", "    index % 4",
                     "layout.setCurrentPage(4 * (loopCopies / 2), animated: false)",
                     "Timer.scheduledTimer(withTimeInterval: 2.5, repeats: true) { _ in",
                     "layout.setCurrentPage(layout.currentPage + 1, animated: true, animator: DefaultViewAnimator(0.3, curve: .easeOut))"] {
            #expect(ring.stdout.contains(line), "\(line)\n\(ring.stdout)")
        }
        let wrap = try runFlipbook(["code", "wrap.yaml"], in: root.url)
        #expect(wrap.stdout.contains("layout.setCurrentPage((layout.currentPage + 1) % 4, animated: true, animator: DefaultViewAnimator(0.3, curve: .easeInOut))"))
        #expect(!wrap.stdout.contains("loopCopies"))
    }

    @Test func aProjectStartsTheRingInTheMiddleAndRunsTheTimerWhileTheScreenShows() throws {
        let root = try TemporaryFolder(files: [
            "ring.yaml": "extends: scale.coverFlow\nitemCount: 4\nloop: true\ntimeline: {steps: [{autoplay: {interval: 2.5, count: 3}}]}\n",
        ])
        let run = try runFlipbook(["code", "ring.yaml", "--project", "app"], in: root.url)
        try #require(run.status == 0, "\(run.stderr)")
        let screen = try String(contentsOf: root.path("app/App/Screen.swift"), encoding: .utf8)
        for line in ["    private let layout = makePagingLayout()", "        loopItemCount", "card.show(itemShown(at: indexPath.item))",
                     "            startInTheMiddle(of: layout)", "        autoplay = startAutoplay(layout)", "        autoplay?.invalidate()"] {
            #expect(screen.contains(line), "\(line)\n\(screen)")
        }
        // The functions it calls are Flipbook.swift's, which `flipbook code` prints.
        let flipbook = try String(contentsOf: root.path("app/App/Flipbook.swift"), encoding: .utf8)
        #expect(flipbook.contains("func startInTheMiddle(of layout: CollectionViewPagingLayout)") && flipbook.contains("func startAutoplay("))
    }
}
