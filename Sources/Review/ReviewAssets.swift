import FlyingFox
import Foundation
import LocalServer

/// The review page's static files, compiled into the binary as string literals
/// (`ReviewAssetTexts.swift`) and served by name only, under `/assets/<name>` (and `index.html` at `/`):
/// nothing is read from disk, so no path can reach another file. A test checks this list is the folder.
enum ReviewAssets {
    /// Every file in `Sources/Review/Assets/` by name, from `ReviewAssetTexts.swift` (which
    /// flipbook-generate writes from the folder).
    static let files: [String: [UInt8]] = Dictionary(uniqueKeysWithValues: ReviewAssetTexts.files.map { ($0.name, Array($0.text.utf8)) })

    /// The answer for `path`: `/` is the page, `/assets/<name>` an embedded file, anything else 404.
    static func answer(_ path: String) throws(Refusal) -> HTTPResponse {
        guard let name = LocalServer.assetName(at: path), let bytes = files[name] else {
            throw Refusal(.notFound, .missingFile, "nothing at \(path.prefix(200))", fix: "open / (the page)")
        }
        return LocalServer.reply(Data(bytes), type: LocalServer.mediaType(of: name))
    }
}
