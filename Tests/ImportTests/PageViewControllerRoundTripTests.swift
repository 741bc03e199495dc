import Config
import Foundation
import TestSupport
import Testing
import Transforms

/// The page view controller's options, derived from their catalog in three places, agree: a
/// config's value is read (schema), written by `flipbook code` (initialiser argument, options
/// dictionary entry or property) and read back by `flipbook import` to the same config value.
/// Every option with a Swift spelling is covered, so a new one needs no new case.
@Suite(.serialized) struct PageViewControllerRoundTripTests {
    /// The options `flipbook code` writes.
    static let spelt = PageViewControllerOptions.options.filter { $0.swiftPlacement != .flipbookOnly }

    /// A config value other than the default for an option of `kind`; UIKit refuses
    /// `spineLocation: none` with a curl, so a choice takes its last case.
    static func sample(_ kind: OptionKind) -> String? {
        switch kind {
        case .number: return "12"
        case .bool: return "true"
        case .color: return "\"#1C1C1E\""
        case let .choice(type), let .optional(.choice(type)): return type.names.last
        default: return nil
        }
    }

    @Test func theSampledOptionsIncludeEachPlacement() {
        let keys = Self.spelt.map(\.key)
        #expect(["transitionStyle", "interPageSpacing", "spineLocation", "isDoubleSided"].allSatisfy(keys.contains))
    }

    @Test(arguments: spelt.map(\.key))
    func codeThenImportGivesTheValueBack(_ key: String) throws {
        let option = try #require(Self.spelt.first { $0.key == key })
        var value = try #require(Self.sample(option.kind), "no sample for \(key)")
        if key == "transitionStyle" { value = "pageCurl" }
        // The option is set under the style it applies to (spacing with scroll, the spine with a curl).
        let style = option.condition.map { "\($0.key): \($0.values[0]), " } ?? ""
        let config = "name: x\nitemCount: 4\npageViewController: {\(style)\(key): \(value)}\n"
        let folder = try TemporaryFolder(files: ["pages.yaml": config])
        let code = try runFlipbook(["code", "pages.yaml"], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        try code.stdout.write(to: folder.path("Pages.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "Pages.swift", "--out", "imported.yaml"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")
        let text = try String(contentsOf: folder.path("imported.yaml"), encoding: .utf8)
        let document = try ConfigDocument.parse(text, fileName: "imported.yaml", directory: folder.url)
        let expected = try ConfigDocument.parse(config, fileName: "pages.yaml", directory: folder.url)
        #expect(document["pageViewController"]?[key] != nil && document["pageViewController"]?[key] == expected["pageViewController"]?[key],
                "Swift:\n\(code.stdout)\nimported:\n\(text)")
    }

    @Test func eachPlacementIsWrittenAsUIKitSpellsIt() throws {
        let config = "name: x\nitemCount: 4\npageViewController: {transitionStyle: pageCurl, spineLocation: max, isDoubleSided: true}\n"
        let folder = try TemporaryFolder(files: ["pages.yaml": config])
        let code = try runFlipbook(["code", "pages.yaml"], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        #expect(code.stdout.contains("""
            let pageViewController = UIPageViewController(
                transitionStyle: .pageCurl,
                navigationOrientation: .horizontal,
                options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)]
            )
            pageViewController.isDoubleSided = true
        """), "\(code.stdout)")
    }
}
