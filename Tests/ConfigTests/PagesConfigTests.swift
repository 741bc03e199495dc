import Foundation
import Testing
import Transforms
@testable import Config

/// The page view controller keys through the loader: UIKit's refusals in words at the key's line.
@Suite struct PagesConfigTests {
    func load(_ yaml: String) throws -> LoadedScene {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scene.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        return try SceneLoader.load(file: file)
    }

    @Test func uikitsRefusalsPointAtTheKey() {
        let cases = [
            ("itemCount: 3\npageViewController:\n  transitionStyle: pageCurl\n  interPageSpacing: 10\n", "interPageSpacing 10 applies only to transitionStyle scroll"),
            ("itemCount: 4\npageViewController:\n  transitionStyle: pageCurl\n  spineLocation: mid\n", "requires isDoubleSided"),
            ("itemCount: 3\npageViewController: {transitionStyle: pageCurl, isDoubleSided: true}\n", "use an even number of items"),
            ("pageViewController: {spineLocation: max}\n", "applies only to transitionStyle pageCurl"),
        ]
        for (yaml, message) in cases {
            do {
                _ = try load(yaml)
                Issue.record("accepted \(yaml)")
            } catch {
                let text = "\(error)"
                #expect(text.contains(message), "\(text)")
                #expect(text.contains("scene.yaml:") && text.contains("`pageViewController`"), "\(text)")
            }
        }
    }

    @Test func thePresetsLoadAndNeedNoEffect() throws {
        for name in ["pages.scroll", "pages.curl"] {
            let scene = try SceneLoader.load(presetOrPath: name)
            #expect(scene.pageViewController != nil && scene.name == name)
        }
        #expect(try SceneLoader.load(presetOrPath: "pages.scroll").pageControl?.pageIndicatorTintColor == Color(hex: "#AAAAAA"))
    }

    @Test func codeEmitsThePageViewControllerAndTheControl() throws {
        let scene = try SceneLoader.load(presetOrPath: "pages.scroll")
        let code = try SwiftCode.source(for: scene)
        #expect(code.contains("UIPageViewController(\n        transitionStyle: .scroll,\n        navigationOrientation: .horizontal,\n        options: [.interPageSpacing: NSNumber(value: 10)]"))
        #expect(code.contains("pageControl.currentPageIndicatorTintColor = .black"))
        #expect(!code.contains("CollectionViewPagingLayout"))
    }
}
