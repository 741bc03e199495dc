import Foundation
import TestSupport
import Testing

/// `flipbook code` of a custom effect (a `TransformableView` playing keyframes), imported back:
/// the config inspects exactly as the one the code came from.
@Suite(.serialized) struct CustomEffectImportTests {
    static let configs: [String: String] = [
        "over-scale": """
            itemCount: 5
            effect:
              custom:
                base: {scale: {layout: coverFlow, minScale: 0.6}}
                translateY: [[-1, 0.2], [0, 0], [1, 0.2]]
                alpha: {keyframes: [[-1, 0.3], [0, 1], [1, 0.3]], curve: easeInOut}
                rotation: [[-1, -0.3], [1, 0.3]]
                zPosition: [[-1, 0], [0, 10], [1, 0]]
                blur: [[-1, 1], [0, 0], [1, 1]]
                blurStyle: dark
                m34: -0.002
            """,
        "over-stack": """
            itemCount: 6
            effect:
              custom:
                base: stack.vortex
                scale: {keyframes: [[0, 1], [1, 0.8]], curve: [0.3, 0.1, 0.2, 1]}
                translateX: [[-1, -0.5], [1, 0.5]]
            """,
        "alone": """
            itemCount: 4
            effect:
              custom:
                translateX: [[-1, -1], [0, 0], [1, 1]]
                translateZ: [[-1, -0.4], [0, 0], [1, -0.4]]
                scale: [[-1, 0.7], [0, 1], [1, 0.7]]
                m34: -0.001
            """,
    ]

    @Test(arguments: configs.keys.sorted())
    func codeThenImportInspectsAsTheConfig(_ name: String) throws {
        let folder = try TemporaryFolder()
        try Self.configs[name]!.write(to: folder.path("custom.yaml"), atomically: true, encoding: .utf8)
        let code = try runFlipbook(["code", "custom.yaml"], in: folder.url)
        try #require(code.status == 0, "\(code.stderr)")
        try code.stdout.write(to: folder.path("Custom.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "Custom.swift", "--out", "imported.yaml"], in: folder.url)
        try #require(imported.status == 0, "\(imported.stderr)")
        let text = try String(contentsOf: folder.path("imported.yaml"), encoding: .utf8)
        #expect(text.contains("custom:"), "\(text)")
        // What Swift does not carry (the item count) comes from the original config.
        let count = Self.configs[name]!.split(separator: "\n").first { $0.hasPrefix("itemCount:") }.map(String.init) ?? ""
        try "extends: imported.yaml\n\(count)\n".write(to: folder.path("roundtrip.yaml"), atomically: true, encoding: .utf8)
        let expected = try runFlipbook(["inspect", "custom.yaml", "--format", "json"], in: folder.url)
        let actual = try runFlipbook(["inspect", "roundtrip.yaml", "--format", "json"], in: folder.url)
        try #require(expected.status == 0 && actual.status == 0, "\(expected.stderr)\(actual.stderr)")
        #expect(actual.stdout.replacingOccurrences(of: "\"roundtrip\"", with: "\"custom\"") == expected.stdout, "imported:\n\(text)")
    }

    @Test func aLayoutInSwiftBecomesTheBasesLayout() throws {
        let folder = try TemporaryFolder()
        try """
            extension PhotoCell: ScaleTransformView {
                var scaleOptions: ScaleTransformViewOptions { .layout(.coverFlow) }
                func transform(progress: CGFloat) {
                    applyScaleTransform(progress: progress)
                    let p = Double(progress)
                    contentView.alpha = Keyframes.value(p, [(-1, 0.5), (0, 1), (1, 0.5)])
                }
            }
            """.write(to: folder.path("PhotoCell.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "PhotoCell.swift"], in: folder.url)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("base:\n      scale:\n        layout: coverFlow"), "\(imported.stdout)")
        #expect(!imported.stdout.contains("extends:"), "\(imported.stdout)")
    }

    @Test func keyframesFeedingSomethingElseAreRefusedWithTheirPlace() throws {
        let folder = try TemporaryFolder()
        try """
            extension PhotoCell: TransformableView {
                func transform(progress: CGFloat) {
                    let p = Double(progress)
                    contentView.layer.cornerRadius = Keyframes.value(p, [(0, 4), (1, 20)])
                }
            }
            """.write(to: folder.path("PhotoCell.swift"), atomically: true, encoding: .utf8)
        let imported = try runFlipbook(["import", "PhotoCell.swift"], in: folder.url)
        #expect(imported.status == 2)
        #expect(imported.stderr.contains("PhotoCell.swift:4:") && imported.stderr.contains("effect.custom"), "\(imported.stderr)")
    }
}
