extension LocalServer {
    /// The embedded file a page path names: `index.html` for `/` and `/index.html`, `<name>` for
    /// `/assets/<name>`, `nil` for any other path. The name is taken as written (no decoding, no
    /// `..` resolution): a server looks it up among its embedded names only, so nothing else matches.
    package static func assetName(at path: String) -> String? {
        if path == "/" || path == "/index.html" { return "index.html" }
        guard path.hasPrefix("/assets/") else { return nil }
        return String(path.dropFirst("/assets/".count))
    }
}
