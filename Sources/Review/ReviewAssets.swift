import FlyingFox
import Foundation
import LocalServer

/// The review page's static files, compiled into the binary (`resources: [.embedInCode("Assets")]`
/// in Package.swift) and served by name only, under `/assets/<name>` (and `index.html` at `/`):
/// nothing is read from disk, so no path can reach another file. A test checks this list is the folder.
enum ReviewAssets {
    /// Every file in `Sources/Review/Assets/` by name (SwiftPM names each `PackageResources.<name
    /// with . and - as _>`; add a line here for each new file).
    static let files: [String: [UInt8]] = [
        "decisions.js": PackageResources.decisions_js,
        "filmstrip.js": PackageResources.filmstrip_js,
        "index.html": PackageResources.index_html,
        "review.css": PackageResources.review_css,
        "review.js": PackageResources.review_js,
        "viewer.js": PackageResources.viewer_js,
    ]

    /// The answer for `path`: `/` is the page, `/assets/<name>` an embedded file, anything else 404.
    static func answer(_ path: String) throws(Refusal) -> HTTPResponse {
        guard let name = LocalServer.assetName(at: path), let bytes = files[name] else {
            throw Refusal(.notFound, .missingFile, "nothing at \(path.prefix(200))", fix: "open / (the page)")
        }
        return LocalServer.reply(Data(bytes), type: LocalServer.mediaType(of: name))
    }
}
