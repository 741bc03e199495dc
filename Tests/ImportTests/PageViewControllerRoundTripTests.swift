import Config
import Foundation
import TestSupport
import Testing
import Transforms

/// The page view controller's options, derived from their catalog in three places, agree: a
/// config's value is read (schema), written by `flipbook code` (initialiser argument, options
/// dictionary entry or property) and read back by `flipbook import` to the same config value.
@Suite(.serialized) struct PageViewControllerRoundTripTests {
    /// A value other than the default for every option `flipbook code` writes, with the transition
    /// style it applies under and the Swift it is written as.
    static let samples: [(key: String, style: String, value: String, swift: String)] = [
        ("transitionStyle", "pageCurl", "pageCurl", "transitionStyle: .pageCurl,"),
        ("navigationOrientation", "scroll", "vertical", "navigationOrientation: .vertical,"),
        ("interPageSpacing", "scroll", "12", "options: [.interPageSpacing: NSNumber(value: 12)]"),
        ("spineLocation", "pageCurl", "max", "options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)]"),
        ("isDoubleSided", "pageCurl", "true", "pageViewController.isDoubleSided = true"),
    ]

    @Test func everyOptionWithASwiftSpellingHasASample() {
        let spelt = PageViewControllerOptions.options.filter { $0.swiftPlacement != .flipbookOnly }.map(\.key)
        #expect(spelt == Self.samples.map(\.key))
    }

    @Test(arguments: samples.map(\.key))
    func codeThenImportGivesTheValueBack(_ key: String) throws {
        let sample = try #require(Self.samples.first { $0.key == key })
        let style = key == "transitionStyle" ? "" : "transitionStyle: \(sample.style), "
        let config = "name: x\nitemCount: 4\npageViewController: {\(style)\(key): \(sample.value)}\n"
        let folder = try TemporaryFolder(files: ["pages.yaml": config])
        let code = try runFlipbook(["code", "pages.yaml"], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        #expect(code.stdout.contains(sample.swift), "\(code.stdout)")
        try code.stdout.write(to: folder.path("Pages.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "Pages.swift", "--out", "imported.yaml"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")
        let text = try String(contentsOf: folder.path("imported.yaml"), encoding: .utf8)
        let document = try ConfigDocument.parse(text, fileName: "imported.yaml", directory: folder.url)
        let expected = try ConfigDocument.parse(config, fileName: "pages.yaml", directory: folder.url)
        #expect(document["pageViewController"]?[key] == expected["pageViewController"]?[key], "imported:\n\(text)")
    }
}
