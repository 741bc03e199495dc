import Config
import Problems
import Transforms

/// The files in the repository that are derived from code: the JSON Schema, the docs' effect,
/// page view controller, page-control and menu option tables, the layer, action, overlay and
/// timeline key tables (`FormatTables`), menu.tabs' menu options, the named layouts' preset
/// `effect:` blocks, and the presets' and pages' texts as Swift (`TextLiteralFiles`). A test compares each committed copy with `expected` and fails when one is
/// stale; `flipbook-generate` (run by `Tools/regenerate.sh`) writes them. Each says it is generated:
/// the schema in its `"$comment"`, the docs' tables in the marker line above each, a preset in its
/// first line (`presetNote`, which the presets' served text leaves out).
package enum GeneratedFiles {
    /// Where the effect option tables go in `docs/CONFIG.md`, and where they end.
    static let tablesStart = "<!-- generated from the option catalogs: edit the catalogs, then run Tools/regenerate.sh -->"
    static let tablesEnd = "<!-- end of generated tables -->"
    /// Where the key tables of Flipbook's own formats go in `docs/LAYERS.md` and `docs/MOTION.md`
    /// (`FormatTables`), ending at `tablesEnd`.
    static let schemaTablesStart = "<!-- generated from the config schema's doc strings (Sources/Config/Schema): edit them, then run Tools/regenerate.sh -->"

    /// Each generated file's path (relative to the repository) and the text it must have, given
    /// `committed`, which reads a committed file's text (the docs and presets are generated in part).
    /// `listing` gives the file names in a folder of the repository, sorted.
    package static func expected(committed: (String) throws -> String,
                                 listing: (String) throws -> [String]) throws -> [(path: String, text: String)] {
        var files = [(path: "Presets/flipbook.schema.json", text: ConfigSchema.text)]
        files.append((path: "docs/CONFIG.md", text: try withTables([KeyTables.effects], in: try committed("docs/CONFIG.md"), file: "docs/CONFIG.md")))
        files.append((path: "docs/PAGES.md", text: try withTables(KeyTables.pages, in: try committed("docs/PAGES.md"), file: "docs/PAGES.md")))
        files.append((path: "docs/MENU.md", text: try withTables([KeyTables.menu], in: try committed("docs/MENU.md"),
                                                                  file: "docs/MENU.md")))
        for (path, tables) in [("docs/LAYERS.md", FormatTables.layers), ("docs/MOTION.md", FormatTables.timeline)] {
            files.append((path: path, text: try withTables(tables, in: try committed(path), file: path, start: schemaTablesStart)))
        }
        let menu = try replacingMenuOptions(in: try committed("Presets/menu.tabs.yaml"), file: "Presets/menu.tabs.yaml")
        files.append((path: "Presets/menu.tabs.yaml",
                      text: noted("the menu options after `items` are Parchment's defaults, written from PagingOptions' catalog", in: menu)))
        for layout in NamedLayout.allCases {
            let path = "Presets/\(layout.name).yaml"
            guard let block = PresetEffectBlock.text(for: layout.effect) else { continue }
            let text = try replacingEffect(in: try committed(path), with: block, file: path)
            files.append((path: path, text: noted("the `effect:` block is written from the layout's Swift values (.layout(.\(layout.layoutName)))", in: text)))
        }
        // Last, every preset as the binary has it (the texts above where they are generated), and the pages' files.
        let presetFiles = try listing("Presets").filter { $0.hasSuffix(".yaml") }
        let presets = try presetFiles.map { file in
            (name: String(file.dropLast(5)), text: try files.last { $0.path == "Presets/\(file)" }?.text ?? committed("Presets/\(file)"))
        }
        files.append((path: "Sources/Config/Catalog/PresetTexts.swift",
                      text: TextLiteralFiles.text(presets, from: "Presets/*.yaml", enumName: "PresetTexts", label: "yaml")))
        for (folder, name) in [("Sources/Designer", "AssetTexts"), ("Sources/Review", "ReviewAssetTexts")] {
            let assets = try listing("\(folder)/Assets").map { (name: $0, text: try committed("\(folder)/Assets/\($0)")) }
            files.append((path: "\(folder)/\(name).swift", text: TextLiteralFiles.text(assets, from: "\(folder)/Assets/", enumName: name, label: "text")))
        }
        return files
    }

    /// `text` (a preset) whose first line says what in it is generated: `# Generated in part …`,
    /// replacing the note already there. `Preset` serves a preset's text without this line.
    private static func noted(_ what: String, in text: String) -> String {
        let note = "\(PresetFiles.generationNotePrefix) by flipbook-generate (bash Tools/regenerate.sh): \(what); edit those, not this file's copy."
        var lines = text.components(separatedBy: "\n")
        if lines.first?.hasPrefix(PresetFiles.generationNotePrefix) == true { lines.removeFirst() }
        return ([note] + lines).joined(separator: "\n")
    }

    /// `text` with each of `tables` between the next pair of markers, in order.
    private static func withTables(_ tables: [String], in text: String, file: String, start marker: String = tablesStart) throws -> String {
        var result = "", rest = Substring(text)
        for tables in tables {
            guard let start = rest.range(of: marker), let end = rest.range(of: tablesEnd, range: start.upperBound..<rest.endIndex) else {
                throw Problem(.wrongFormat, "\(file) has no place for the option tables", fix: "put the lines `\(marker)` and `\(tablesEnd)` where they go")
            }
            result += rest[..<start.upperBound] + "\n\n" + tables + "\n"
            rest = rest[end.lowerBound...]
        }
        return result + rest
    }

    /// `text` with the menu block's options (from its `menuItemSize` line to the blank line after it)
    /// replaced by `PresetMenuBlock`'s.
    private static func replacingMenuOptions(in text: String, file: String) throws -> String {
        guard let start = text.range(of: "\n" + PresetMenuBlock.firstKey),
              let end = text.range(of: "\n\n", range: start.lowerBound..<text.endIndex) else {
            throw Problem(.wrongFormat, "\(file) has no `menuItemSize` line in its menu block followed by a blank line",
                          fix: "write the menu block's options after its items, followed by a blank line")
        }
        return String(text[...start.lowerBound]) + PresetMenuBlock.text + String(text[text.index(after: end.lowerBound)...])
    }

    /// `text` with its `effect:` block (from the `effect:` line to the blank line after it) replaced.
    private static func replacingEffect(in text: String, with block: String, file: String) throws -> String {
        var lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "effect:"),
              let end = lines[start...].firstIndex(where: { $0.isEmpty }) else {
            throw Problem(.wrongFormat, "\(file) has no `effect:` block ending in a blank line", fix: "write the effect block at the top level, followed by a blank line")
        }
        lines.replaceSubrange(start..<end, with: block.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        return lines.joined(separator: "\n")
    }
}
