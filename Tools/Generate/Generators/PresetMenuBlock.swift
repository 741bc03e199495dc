import Config
import Transforms

/// The options of `Presets/menu.tabs.yaml`'s `menu:` block, written from `PagingOptions`' catalog:
/// every option at Parchment's default with its doc line as the comment, Flipbook's own after a
/// comment line. `GeneratedFiles` puts them after the block's hand-written `items`.
///
/// Two options are written as a config can hold them: Parchment's `Int.max − n` layer orders as
/// `1000000 − n` (as `flipbook import` reads them; any order above the items' 0 draws alike), and
/// `contentNavigationOrientation` is left out, as it must match the `scrollDirection` of each scene
/// that extends the preset.
enum PresetMenuBlock {
    /// The first option line of the block, where the generated lines start.
    static let firstKey = "  menuItemSize:"

    /// The option lines, each ending in a newline.
    static var text: String {
        let defaults = PagingOptions()
        var lines: [String] = []
        for option in PagingOptions.options where option.keyPath != \PagingOptions.contentNavigationOrientation {
            if option.swiftPlacement == .flipbookOnly, !lines.contains(ownOptions) { lines.append(ownOptions) }
            let value = OptionText.yaml(option, in: defaults) { z in String(1_000_000 - (Int.max - z)) }
            lines.append(PresetEffectBlock.commented("  \(option.key): \(value)", option.doc))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static let ownOptions = "  # Flipbook's own (Parchment users asked for them); these values are Parchment's behaviour."
}
