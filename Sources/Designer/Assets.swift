import LocalServer

/// The page's static files, compiled into the binary as string literals (`AssetTexts.swift`, which
/// flipbook-generate writes from `Assets/`), so an installed `flipbook` serves them from any folder. Only these names are
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

    /// Every file in `Sources/Designer/Assets/` by name, from `AssetTexts.swift` (which
    /// flipbook-generate writes from the folder).
    static let files: [String: [UInt8]] = Dictionary(uniqueKeysWithValues: AssetTexts.files.map { ($0.name, Array($0.text.utf8)) })

    /// The file called `name` exactly, or `nil`.
    static func file(named name: String) -> File? {
        files[name].map { File(bytes: $0, type: mediaType(of: name)) }
    }

    /// The `Content-Type` for a file name's extension (`LocalServer.mediaType`).
    static func mediaType(of name: String) -> String { LocalServer.mediaType(of: name) }
}
