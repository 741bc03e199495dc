import LocalServer

/// The page's static files, compiled into the binary by SwiftPM (`resources: [.embedInCode("Assets")]`
/// in Package.swift), so an installed `flipbook` serves them from any folder. Only these names are
/// served, under `/assets/<name>` (and `index.html` at `/`): nothing is read from disk, so no path
/// can reach another file. A test checks this list is the folder.
enum Assets {
    /// A served file: its bytes and `Content-Type`.
    struct File: Sendable {
        /// The bytes as in `Sources/Designer/Assets/<name>`.
        var bytes: [UInt8]
        /// The media type, from the name's extension.
        var type: String
    }

    /// Every file in `Sources/Designer/Assets/` by name. SwiftPM names each resource
    /// `PackageResources.<name with . and - as _>`; add a line here for each new file.
    static let files: [String: [UInt8]] = [
        "api.js": PackageResources.api_js,
        "compare.js": PackageResources.compare_js,
        "controls.js": PackageResources.controls_js,
        "curves.js": PackageResources.curves_js,
        "designer.css": PackageResources.designer_css,
        "export.js": PackageResources.export_js,
        "favicon.svg": PackageResources.favicon_svg,
        "history.js": PackageResources.history_js,
        "labels.js": PackageResources.labels_js,
        "index.html": PackageResources.index_html,
        "main.js": PackageResources.main_js,
        "panes.js": PackageResources.panes_js,
        "play.js": PackageResources.play_js,
        "preview.js": PackageResources.preview_js,
        "schema.js": PackageResources.schema_js,
        "shortcuts.js": PackageResources.shortcuts_js,
        "values.js": PackageResources.values_js,
        "widgets.js": PackageResources.widgets_js,
    ]

    /// The file called `name` exactly, or `nil`.
    static func file(named name: String) -> File? {
        files[name].map { File(bytes: $0, type: mediaType(of: name)) }
    }

    /// The `Content-Type` for a file name's extension (`LocalServer.mediaType`).
    static func mediaType(of name: String) -> String { LocalServer.mediaType(of: name) }
}
