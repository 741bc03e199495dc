import CairoKit
import Inputs
import Problems
import SceneModel
import Transforms

/// The faces a scene's text is drawn in: the scene's own font files (`fonts`) before the machine's
/// fonts, the system font drawn in `TextFont.defaultFamily` (Inter), DejaVu Sans for a family that
/// is nowhere (`FontLibrary`). Every title, caption, layer text and menu item goes through here, so
/// what is measured is what is drawn.
///
/// Loading reads every font file of the scene (fontconfig parses each), so a command loads them
/// once and hands the value to all that draw or measure the scene (`FrameRenderer(scene:fonts:)`,
/// `fontFallbacks(fonts:)`).
package struct SceneFonts: Sendable {
    let library: FontLibrary
    /// The font files loaded: the scene's `fonts`.
    package let files: [String]

    /// The machine's fonts only: for pictures that are not of a scene (strip labels, curve plots).
    package static let system = SceneFonts(library: FontLibrary(), files: [])

    private init(library: FontLibrary, files: [String]) {
        self.library = library
        self.files = files
    }

    /// The scene's font files read (each must be a regular file holding at least one face).
    package init(scene: Scene) throws {
        for (position, path) in scene.fonts.enumerated() {
            do {
                try InputFile.check(path)
            } catch {
                throw Problem(.io, "\(setting: "fonts[\(position)]"): cannot read \(path): \(error)",
                                  fix: "give the path of a font file (.ttf, .otf or .ttc), relative to the config file")
            }
        }
        library = try FontLibrary(files: scene.fonts, setting: "fonts")
        files = scene.fonts
    }

    /// `fonts` when it holds `scene`'s font files, else the scene's fonts loaded now.
    package static func of(_ scene: Scene, loaded fonts: SceneFonts?) throws -> SceneFonts {
        if let fonts, fonts.files == scene.fonts { return fonts }
        return try SceneFonts(scene: scene)
    }

    /// The face `font` is drawn in.
    package func face(_ font: TextFont) -> FontFace {
        library.face(family: font.drawnFamily, weight: font.weight.cssWeight).face
    }

    /// Makes `font` the context's current font.
    package func select(_ font: TextFont, in context: Context) {
        context.setFont(face(font), size: font.size)
    }
}

extension Scene {
    /// One problem for each family the scene asks for that is neither in its `fonts` files nor
    /// installed, so its text is drawn in DejaVu Sans: each names the setting that asks for it.
    /// The system font's stand-in (Inter) missing is one problem without a setting. Nothing here
    /// stops a render: front ends show these as warnings.
    /// `fonts`, when given, are the scene's fonts already loaded (`SceneFonts(scene:)`).
    package func fontFallbacks(fonts loaded: SceneFonts? = nil) throws -> [Problem] {
        let fonts = try SceneFonts.of(self, loaded: loaded)
        var asked: [(family: String?, setting: String)] = [
            (card.titleFont.family, "card.titleFont.family"), (card.subtitleFont.family, "card.subtitleFont.family"),
        ]
        if let menu {
            asked += [(menu.options.font.family, "menu.font.family"), (menu.options.selectedFont.family, "menu.selectedFont.family")]
        }
        for (index, layer) in card.layers.enumerated() {
            asked += layer.content.fonts.map { ($0.font.family, "card.layers[\(index)].\($0.key).family") }
        }
        for (key, layers) in [("cellLayers", menu?.cellLayers ?? []), ("indicatorLayers", menu?.indicatorLayers ?? [])] {
            for (index, layer) in layers.enumerated() {
                asked += layer.content.fonts.map { ($0.font.family, "menu.\(key)[\(index)].\($0.key).family") }
            }
        }
        for (page, layers) in (overlay?.pages ?? []).enumerated() {
            for (index, layer) in layers.enumerated() {
                asked += layer.content.fonts.map { ($0.font.family, "overlay.pages[\(page)][\(index)].\($0.key).family") }
            }
        }
        var problems: [Problem] = [], reported: Set<String> = []
        if !fonts.library.has(family: TextFont.defaultFamily) {
            problems.append(Problem(.missingFile, "\(TextFont.defaultFamily), the family Flipbook draws the system font in, is not installed: text is drawn in \(FontLibrary.fallbackFamily)",
                                    fix: "install it (Debian: apt-get install fonts-inter, or run Tools/setup.sh)"))
        }
        for (family, setting) in asked {
            guard let family, !fonts.library.has(family: family), reported.insert(family.lowercased()).inserted else { continue }
            problems.append(Problem(.missingFile, "font family \(family) (\(setting: setting)) is neither installed nor in a file of \(setting: "fonts"): its text is drawn in \(FontLibrary.fallbackFamily)",
                                    fix: "install the family, list its font file under \(setting: "fonts"), or correct the name (`fc-list : family` lists the installed ones)",
                                    setting: setting, value: family))
        }
        return problems
    }
}
