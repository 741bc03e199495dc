import Foundation
import TestSupport
import Testing

/// `flipbook inspect` of a page view controller scene through the real binary: the frames list
/// the pages (index, frame, visible) and no collection-view items.
@Suite(.serialized) struct PagesCLITests {
    /// The frames of `flipbook inspect scene.yaml --offsets … --format json`.
    func frames(_ yaml: String, offsets: String) throws -> [[String: Any]] {
        let root = try temporaryFolder(files: ["scene.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "scene.yaml", "--offsets", offsets, "--format", "json"], in: root)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(json?["frames"] as? [[String: Any]])
    }

    /// `(index, frame, visible)` of a frame's pages.
    func pages(_ frame: [String: Any]) -> [(Int, [Double], Bool)] {
        ((frame["pages"] as? [[String: Any]]) ?? []).map {
            (($0["index"] as? Int) ?? -1, ($0["frame"] as? [Double]) ?? [], ($0["visible"] as? Bool) ?? false)
        }
    }

    func same(_ a: [(Int, [Double], Bool)], _ b: [(Int, [Double], Bool)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }
    }

    static let viewport = "effect: scale.linear\nitemCount: 4\nviewport: {width: 100, height: 200}\n"

    @Test func scrollPagesMoveWithTheOffsetAndTheGap() throws {
        let f = try frames(Self.viewport + "pageViewController: {transitionStyle: scroll, interPageSpacing: 10}\n", offsets: "0,1.5,3")
        try #require(f.count == 3)
        for frame in f { #expect((frame["items"] as? [Any])?.isEmpty == true) }
        #expect(same(pages(f[0]), [(0, [0, 0, 100, 200], true), (1, [110, 0, 100, 200], false)]))
        #expect(same(pages(f[1]), [(0, [-165, 0, 100, 200], false), (1, [-55, 0, 100, 200], true),
                                   (2, [55, 0, 100, 200], true), (3, [165, 0, 100, 200], false)]))
        #expect(same(pages(f[2]), [(2, [-110, 0, 100, 200], false), (3, [0, 0, 100, 200], true)]))
        // The page the controller holds: at 1.5 the turn from 0 to 1 has completed, the one to 2 has not.
        #expect(f.map { $0["currentPage"] as? Int } == [0, 1, 3])
    }

    @Test func aDoubleSidedCurlShowsTheBackAndTheNextPageOnlyWhileTurning() throws {
        let f = try frames(Self.viewport + "pageViewController: {transitionStyle: pageCurl, isDoubleSided: true}\n", offsets: "0,0.5,1")
        try #require(f.count == 3)
        let area: [Double] = [0, 0, 100, 200]
        #expect(same(pages(f[0]), [(0, area, true), (1, area, false), (2, area, false)]))
        #expect(same(pages(f[1]), [(0, area, true), (1, area, true), (2, area, true)]))
        #expect(same(pages(f[2]), [(2, area, true), (3, area, false)]))
        // UIKit's current view controller is the front page of the position being turned from.
        #expect(f.map { $0["currentPage"] as? Int } == [0, 0, 2])
        #expect((f[1]["curl"] as? [String: Any])?["progress"] as? Double == 0.5)
    }

    @Test func aMiddleSpineListsBothHalves() throws {
        let f = try frames(Self.viewport + "pageViewController: {transitionStyle: pageCurl, spineLocation: mid, isDoubleSided: true}\n",
                           offsets: "0.25")
        #expect(same(pages(f[0]), [(0, [0, 0, 50, 200], true), (1, [50, 0, 50, 200], true),
                                   (2, [0, 0, 50, 200], true), (3, [50, 0, 50, 200], true)]))
    }

    @Test func aCollectionViewSceneStillListsItsItems() throws {
        let f = try frames(Self.viewport, offsets: "0")
        #expect(f[0]["pages"] == nil && ((f[0]["items"] as? [Any])?.count ?? 0) > 0)
    }

    @Test func theTableListsPages() throws {
        let root = try temporaryFolder(files: ["scene.yaml": Self.viewport + "pageViewController: {transitionStyle: scroll}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "scene.yaml", "--offsets", "0.5"], in: root)
        #expect(run.status == 0)
        // The heading counts pages; a page scene has no collection-view card size to report.
        #expect(run.stdout.split(separator: "\n").first?.hasSuffix("pages in a page view controller") == true, "\(run.stdout)")
        #expect(!run.stdout.contains("card "), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("""

            offset 0.5, current page 1, 3 pages
            page  frame (x, y, w, h)  visible
               0  -50, 0, 100, 200    yes
               1  50, 0, 100, 200     yes
               2  150, 0, 100, 200    no

            """), "\(run.stdout)")
    }
}
