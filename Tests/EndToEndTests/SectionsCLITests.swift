import Foundation
import Testing
import TestSupport

/// `sections:` through the binary: `inspect` reports each page's index path, text draws it, and
/// `flipbook code` writes the data source's counts.
@Suite struct SectionsCLITests {
    @Test func inspectReportsEachPagesIndexPathAcrossSections() throws {
        let root = try TemporaryFolder(files: ["c.yaml": "extends: scale.linear\nsections: [2, 0, 3]\n"])
        let run = try runFlipbook(["inspect", "c.yaml", "--format", "json", "--offsets", "2"], in: root.url)
        try #require(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let items = try #require((json?["frames"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        let paths = items.sorted { ($0["index"] as? Int ?? 0) < ($1["index"] as? Int ?? 0) }
            .map { [$0["index"] as? Int ?? -1, $0["section"] as? Int ?? -1, $0["item"] as? Int ?? -1] }
        #expect(paths == [[0, 0, 0], [1, 0, 1], [2, 2, 0], [3, 2, 1], [4, 2, 2]])
        // One section reports neither key, as before sections existed.
        let plain = try runFlipbook(["inspect", "scale.linear", "--format", "json", "--offsets", "2"], in: root.url)
        #expect(plain.status == 0 && !plain.stdout.contains("\"section\""))
    }

    @Test func aTitleDrawsThePagesIndexPath() throws {
        // Page 2 of sections [2, 3] is item 0 of section 1: the same pixels as the title "1-0" written
        // out. One visible item, so the frame shows page 2's card only.
        let root = try TemporaryFolder(files: [
            "sections.yaml": "extends: scale.linear\nnumberOfVisibleItems: 1\nsections: [2, 3]\ncard: {title: \"{section}-{item}\"}\n",
            "written.yaml": "extends: scale.linear\nnumberOfVisibleItems: 1\nitemCount: 5\ncard: {title: \"1-0\"}\n",
            "flat.yaml": "extends: scale.linear\nnumberOfVisibleItems: 1\nitemCount: 5\ncard: {title: \"{section}-{item}\"}\n",
        ])
        var frames: [String: Data] = [:]
        for name in ["sections", "written", "flat"] {
            let run = try runFlipbook(["render", "\(name).yaml", "--offsets", "2", "--no-shadow", "--out", "\(name).png"], in: root.url)
            try #require(run.status == 0, "\(run.stderr)")
            frames[name] = try Data(contentsOf: root.url.appendingPathComponent("\(name).png"))
        }
        #expect(frames["sections"] == frames["written"])
        #expect(frames["sections"] != frames["flat"], "without sections the page reads 0-2")
    }

    @Test func codeWritesTheCountsAndRefusesWhatCannotPageThroughSections() throws {
        let root = try TemporaryFolder(files: [
            "c.yaml": "extends: scale.linear\nsections: [2, 0, 3]\n",
            "menu.yaml": "extends: menu.tabs\nsections: [2, 3]\n",
        ])
        let code = try runFlipbook(["code", "c.yaml"], in: root.url)
        #expect(code.status == 0 && code.stdout.contains("let itemsPerSection = [2, 0, 3]") && code.stdout.contains("func page(of indexPath: IndexPath) -> Int"))
        let menu = try runFlipbook(["render", "menu.yaml", "--out", "menu.png"], in: root.url)
        #expect(menu.status == 2 && menu.stderr.contains("`sections` divide a collection view's items, which `menu` does not page through"), "\(menu.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.url.appendingPathComponent("menu.png").path))
    }
}
