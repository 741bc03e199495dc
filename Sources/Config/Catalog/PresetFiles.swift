/// The text of every file in `Presets/` (not `Presets/examples/`), compiled into the binary by
/// SwiftPM (`resources: [.embedInCode("Presets")]` in Package.swift; `Sources/Config/Presets` links
/// to the folder), so `flipbook` works from any folder. A test checks this list is the folder.
package enum PresetFiles {
    /// How a preset's first line starts when part of it is generated (the named layouts' `effect:`
    /// blocks, menu.tabs' options): a note for the repository's editors, left out of the text a
    /// preset is served as (`Preset.yaml`, `flipbook presets show`, `extends:`).
    package static let generationNotePrefix = "# Generated in part"

    /// `yaml` without its generation note, if it has one.
    static func served(_ yaml: String) -> String {
        guard yaml.hasPrefix(generationNotePrefix), let end = yaml.firstIndex(of: "\n") else { return yaml }
        return String(yaml[yaml.index(after: end)...])
    }

    /// Each preset's name (its file name without `.yaml`) and YAML text.
    static let all: [(name: String, yaml: String)] = [
        ("menu.calendar", PackageResources.menu_calendar_yaml),
        ("menu.centered", PackageResources.menu_centered_yaml),
        ("menu.tabs", PackageResources.menu_tabs_yaml),
        ("parallax.cards", PackageResources.parallax_cards_yaml),
        ("parallax.onboarding", PackageResources.parallax_onboarding_yaml),
        ("pages.curl", PackageResources.pages_curl_yaml),
        ("pages.scroll", PackageResources.pages_scroll_yaml),
        ("scale.blur", PackageResources.scale_blur_yaml),
        ("scale.carousel3d", PackageResources.scale_carousel3d_yaml),
        ("scale.coverFlow", PackageResources.scale_coverFlow_yaml),
        ("scale.cylinder", PackageResources.scale_cylinder_yaml),
        ("scale.easeIn", PackageResources.scale_easeIn_yaml),
        ("scale.easeOut", PackageResources.scale_easeOut_yaml),
        ("scale.invertedCylinder", PackageResources.scale_invertedCylinder_yaml),
        ("scale.linear", PackageResources.scale_linear_yaml),
        ("scale.rotary", PackageResources.scale_rotary_yaml),
        ("snapshot.bars", PackageResources.snapshot_bars_yaml),
        ("snapshot.blinds", PackageResources.snapshot_blinds_yaml),
        ("snapshot.chess", PackageResources.snapshot_chess_yaml),
        ("snapshot.fade", PackageResources.snapshot_fade_yaml),
        ("snapshot.grid", PackageResources.snapshot_grid_yaml),
        ("snapshot.lines", PackageResources.snapshot_lines_yaml),
        ("snapshot.puzzle", PackageResources.snapshot_puzzle_yaml),
        ("snapshot.shatter", PackageResources.snapshot_shatter_yaml),
        ("snapshot.space", PackageResources.snapshot_space_yaml),
        ("snapshot.tiles", PackageResources.snapshot_tiles_yaml),
        ("snapshot.zipper", PackageResources.snapshot_zipper_yaml),
        ("stack.blur", PackageResources.stack_blur_yaml),
        ("stack.perspective", PackageResources.stack_perspective_yaml),
        ("stack.photoPile", PackageResources.stack_photoPile_yaml),
        ("stack.reverse", PackageResources.stack_reverse_yaml),
        ("stack.rotary", PackageResources.stack_rotary_yaml),
        ("stack.tinder", PackageResources.stack_tinder_yaml),
        ("stack.transparent", PackageResources.stack_transparent_yaml),
        ("stack.vortex", PackageResources.stack_vortex_yaml),
    ].map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }
}
