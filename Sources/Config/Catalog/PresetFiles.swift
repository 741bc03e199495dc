/// The text of every file in `Presets/` (not `Presets/examples/`), compiled into the binary as
/// string literals (`PresetTexts.swift`, which flipbook-generate writes from the folder), so
/// `flipbook` works from any folder. A test checks this list is the folder.
package enum PresetFiles {
    /// How a preset's first line starts when part of it is generated (the named layouts' `effect:`
    /// blocks, menu.tabs' options): a note for the repository's editors, left out of the text a
    /// preset is served as (`Preset.yaml`, `flipbook presets show`, `extends:`).
    package static let generationNotePrefix = "# Generated in part"

    /// `yaml` without its generation note, if it has one.
    @_optimize(none)
    static func served(_ yaml: String) -> String {
        guard yaml.hasPrefix(generationNotePrefix), let end = yaml.firstIndex(of: "\n") else { return yaml }
        return String(yaml[yaml.index(after: end)...])
    }

    /// Each preset's name (its file name without `.yaml`) and YAML text.
    static let all: [(name: String, yaml: String)] = PresetTexts.files
}
