import Foundation
import Problems
import Testing
import Transforms
@testable import Config

/// The page view controller keys through the loader: UIKit's refusals in words at the key's line.
@Suite struct PagesConfigTests {
    @Test func aCurlDragKeepsTheGrabbedPointUnderTheFinger() throws {
        // 100 pt in 0.5 s: before, the paper ran ~2× ahead (the edge at 80 with the finger at 200).
        for (grab, lift) in [(0.9, 0.2), (0.5, 0), (1, 0.4)] {
            let scene = try scene("""
            extends: pages.curl
            pageViewController: {curl: {grab: \(grab), lift: \(lift)}}
            timeline: {fps: 30, steps: [{drag: {by: -100, duration: 0.5}}, {drag: {by: -150, duration: 0.5, curve: easeIn}}]}
            """)
            let layout = try #require(scene.pageCurlLayout)
            let sheet = layout.sheetSize
            let drag = CurlDrag(sheet: sheet, grab: scene.curl.grab, lift: scene.curl.lift, radius: scene.curl.radius(leafWidth: sheet.width))
            let frames = try scene.timelineFrames()
            #expect(frames.count == 31)
            for frame in frames {
                let t = try #require(frame.time)
                let translation = t <= 0.5 ? -100 * t / 0.5 : -100 - 150 * TimingCurve.easeIn.value(at: (t - 0.5) / 0.5, solver: .exact)
                let curl = layout.frame(offset: frame.offset)
                guard let cylinder = curl.cylinder else { #expect(translation == 0); continue }
                let held = cylinder.place(drag.grabPoint).point
                // Along the drag the finger is where the translation puts it; across, on the drag's path.
                #expect(abs(held.x - (sheet.width + translation)) < 0.5, "t = \(t)")
                let finger = drag.finger(progress: curl.progress)
                #expect(abs(held.x - finger.x) < 0.5 && abs(held.y - finger.y) < 0.5, "t = \(t)")
            }
        }
    }

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
            ("itemCount: 3\npageViewController:\n  transitionStyle: pageCurl\n  interPageSpacing: 10\n",
             "`pageViewController.interPageSpacing` 10 applies only to `pageViewController.transitionStyle: scroll`", "interPageSpacing"),
            ("itemCount: 4\npageViewController:\n  transitionStyle: pageCurl\n  spineLocation: mid\n", "requires `pageViewController.isDoubleSided`", "spineLocation"),
            ("itemCount: 3\npageViewController: {transitionStyle: pageCurl, isDoubleSided: true}\n", "use an even number of items", "isDoubleSided"),
            ("pageViewController: {spineLocation: max}\n", "applies only to `pageViewController.transitionStyle: pageCurl`", "spineLocation"),
        ]
        for (yaml, message, key) in cases {
            do {
                _ = try load(yaml)
                Issue.record("accepted \(yaml)")
            } catch {
                let text = "\(error)"
                #expect(text.contains(message), "\(text)")
                #expect((error as? Problem)?.setting == "pageViewController." + key)
                #expect((error as? Problem)?.kind == .conflict)
                #expect(text.contains("scene.yaml:"), "\(text)")
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
