extension LocalServer {
    /// The `Content-Type` for a served file's name, by its extension; `application/octet-stream` for others.
    package static func mediaType(of name: String) -> String {
        switch name.split(separator: ".").last.map({ $0.lowercased() }) {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "ico": return "image/x-icon"
        case "woff2": return "font/woff2"
        default: return "application/octet-stream"
        }
    }
}
