import Foundation
import Testing
import TestSupport

/// The catalog recipe's round trips (docs/ARCHITECTURE.md): an option followed through it is written
/// by `flipbook code` and read back by `flipbook import`, through the binaries; its drawing is
/// tested in RenderTests (PageViewControllerBackgroundTests, PageControlBackgroundTests).
@Suite struct RecipeRoundTripCLITests {
    /// `pageViewController.backgroundColor`, the option the recipe was followed for a second time.
    static let gaps = "name: gaps\nitemCount: 3\n"
        + "pageViewController: {transitionStyle: scroll, interPageSpacing: 20, backgroundColor: \"#1C1C1E\"}\n"

    @Test func pageViewControllerBackgroundThroughCodeAndImport() throws {
        let folder = try TemporaryFolder(files: ["gaps.yaml": Self.gaps])
        let code = try runFlipbook(["code", "gaps.yaml"], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        #expect(code.stdout.contains("    pageViewController.view.backgroundColor = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 255 / 255)\n"),
                "\(code.stdout)")
        try code.stdout.write(to: folder.path("Gaps.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "Gaps.swift"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("backgroundColor: \"#1C1C1E\""), "\(imported.stdout)")
    }

    @Test func pageControlBackgroundThroughCodeAndImport() throws {
        let folder = try TemporaryFolder(files: ["dots.yaml": "extends: pages.scroll\npageControl: {backgroundColor: \"#1C1C1E\"}\n"])
        let code = try runFlipbook(["code", "dots.yaml"], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        #expect(code.stdout.contains("    pageControl.backgroundColor = UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 255 / 255)\n"))
        try code.stdout.write(to: folder.path("Dots.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "Dots.swift"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("backgroundColor: \"#1C1C1E\""), "\(imported.stdout)")
    }
}
