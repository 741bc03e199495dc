import Foundation
import SceneModel
import Testing
import TestSupport
import Transforms
@testable import Config

/// `font: {family, weight, size}` wherever text is drawn, and the user's `fonts` files.
@Suite struct FontConfigTests {
    static let base = "effect: scale.linear\n"

    @Test func aTextLayerTakesAFontMapAFamilyNameOrTheFlatKeys() throws {
        func font(_ keys: String) throws -> TextFont? {
            let s = try scene(Self.base + "card: {layers: [{id: t, type: text, text: hi, \(keys)}]}\n")
            guard case let .text(text)? = s.card.layers.first?.content else { return nil }
            return text.font
        }
        #expect(try font("font: {family: Inter, weight: 600, size: 30}") == TextFont(family: "Inter", size: 30, weight: .semibold))
        #expect(try font("font: DejaVu Sans") == TextFont(family: "DejaVu Sans", size: 17))
        #expect(try font("size: 12, weight: light") == TextFont(size: 12, weight: .light))
        #expect(try font("font: {weight: black}, size: 40") == TextFont(size: 40, weight: .black))
        #expect(try font("font: {family: null}") == TextFont(size: 17))
    }

    @Test func weightsAreUIKitNamesUIFontNumbersOrCSSHundreds() throws {
        for (written, weight) in [("ultraLight", FontWeight.ultraLight), ("0.23", .medium), ("100", .ultraLight), ("400", .regular),
                                  ("700", .bold), ("900", .black)] {
            let s = try scene(Self.base + "menu: {font: {weight: \(written)}}\n")
            #expect(s.menu?.options.font.weight == weight, "\(written)")
        }
        for bad in ["650", "1000", "50", "heavyish"] {
            let error = loadErrorLine(Self.base + "menu: {font: {weight: \(bad)}}\n") ?? ""
            #expect(error.contains("`menu.font.weight` must be one of") && error.contains("CSS weight 100, 200, … 900"), "\(bad): \(error)")
        }
    }

    @Test func fontFilesAreRelativeToTheConfigAndMustBeRegularFiles() throws {
        let root = try temporaryFolder(files: ["dir/scene.yaml": Self.base + "fonts: [../shared/Brand.otf, Local.ttf]\n",
                                               "shared/Brand.otf": "x", "dir/Local.ttf": "x"])
        defer { try? FileManager.default.removeItem(at: root) }
        let s = try SceneLoader.load(file: root.appendingPathComponent("dir/scene.yaml"), displayName: "scene.yaml").scene
        #expect(s.fonts == [root.appendingPathComponent("shared/Brand.otf").standardizedFileURL.path,
                            root.appendingPathComponent("dir/Local.ttf").standardizedFileURL.path])

        let missing = loadErrorLine(Self.base + "fonts: [Gone.ttf]\n") ?? ""
        #expect(missing.contains("`fonts[0]`: no file at") && missing.contains("fix the path or remove it from `fonts`"), "\(missing)")
        let folder = loadErrorLine(Self.base + "fonts: [/tmp]\n") ?? ""
        #expect(folder.contains("`fonts[0]`: /tmp is a folder, not a font file"), "\(folder)")
        let device = loadErrorLine(Self.base + "fonts: [/dev/zero]\n") ?? ""
        #expect(device.contains("`fonts[0]`: /dev/zero is") && device.contains("not a font file"), "\(device)")
    }

    @Test func cardCaptionFontsKeepTheCardRelativeSizeUnlessGiven() throws {
        let s = try scene(Self.base + "card: {size: {width: 100, height: 200}, titleFont: {family: DejaVu Sans}, subtitle: x, subtitleFont: {size: 11, weight: 300}}\n")
        let fonts = s.card.cardLayers(size: s.cardFrame.size).compactMap { layer -> TextFont? in
            if case let .text(text) = layer.content { return text.font } else { return nil }
        }
        #expect(fonts == [TextFont(family: "DejaVu Sans", size: 100 * 0.28, weight: .bold), TextFont(size: 11, weight: .light)])
    }
}
