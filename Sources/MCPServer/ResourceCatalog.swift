import Config

/// What an agent can read before it writes a config: the presets (a list, and each one's YAML),
/// the config's JSON Schema, and the docs' key tables, each at a `flipbook://` URI.
package enum ResourceCatalog {
    /// One resource: where it is, what it is, and its text.
    package struct Entry: Sendable {
        package var uri: String
        package var name: String
        package var title: String
        package var mimeType: String
        package var text: @Sendable () -> String
    }

    /// Every resource, in the order `resources/list` lists them.
    package static let all: [Entry] = {
        var entries = [
            Entry(uri: "flipbook://presets", name: "presets", title: "The presets, one line each", mimeType: "text/plain") {
                PresetCatalog.all.map { "\($0.name) — \($0.summary)  (flipbook://presets/\($0.name))" }.joined(separator: "\n") + "\n"
            },
            Entry(uri: "flipbook://schema", name: "schema", title: "The JSON Schema of config files (flipbook schema)", mimeType: "application/schema+json") {
                ConfigSchema.text
            },
        ]
        entries += KeyTables.all.map { table in
            Entry(uri: "flipbook://tables/\(table.name)", name: "tables/\(table.name)", title: table.title, mimeType: "text/markdown") { table.markdown }
        }
        entries += PresetCatalog.all.map { preset in
            Entry(uri: "flipbook://presets/\(preset.name)", name: preset.name, title: "\(preset.name): \(preset.summary)", mimeType: "application/yaml") {
                preset.yaml
            }
        }
        return entries
    }()

    /// The resource at `uri`.
    package static func entry(_ uri: String) -> Entry? {
        all.first { $0.uri == uri }
    }
}
