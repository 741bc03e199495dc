import Foundation
import Problems
import Render

/// What each golden folder's manifest says about the machine that recorded it, beside this one's:
/// `flipbook doctor --goldens DIR` prints it, so that a golden that fails on CI and passes locally
/// (another font, another Cairo) is explained before anyone reads pixels.
package struct GoldenFolderEnvironment: Hashable, Sendable {
    /// The folder holding `manifest.json`, relative to the goldens folder (`.` for the folder itself).
    package var folder: String
    /// The recorded environment; `nil` for a manifest written before Flipbook recorded one.
    package var recorded: RenderingEnvironment?
    /// `recorded.differences(to:)` this machine, most likely cause first; empty when it matches.
    package var differences: [String]

    /// Every manifest under `goldens` (at most `depth` folders down, sorted by folder), each
    /// compared with `now`. A folder with no manifest at all is left out; an unreadable manifest
    /// is a `Problem` naming it.
    @_optimize(none)
    package static func audit(goldens: URL, now: RenderingEnvironment, depth: Int = 4) throws(Problem) -> [GoldenFolderEnvironment] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: goldens.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Problem.missingFile("folder of goldens", at: goldens.path, fix: "give the folder of goldens a check uses (its \(setting: "goldens"))")
        }
        var found: [GoldenFolderEnvironment] = []
        for relative in folders(under: goldens, depth: depth) {
            let folder = relative == "." ? goldens : goldens.appendingPathComponent(relative, isDirectory: true)
            guard let manifest = try GoldenManifest.read(in: folder) else { continue }
            found.append(GoldenFolderEnvironment(folder: relative, recorded: manifest.environment,
                                                 differences: manifest.environment?.differences(to: now) ?? []))
        }
        return found
    }

    /// `.` and every sub-folder down to `depth`, relative, sorted; symbolic links are not followed.
    @_optimize(none)
    private static func folders(under root: URL, depth: Int) -> [String] {
        var out = ["."], level = [""]
        for _ in 0..<depth {
            var next: [String] = []
            for relative in level {
                let path = relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") {
                    let child = relative.isEmpty ? name : relative + "/" + name
                    let attributes = try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(child).path)
                    if attributes?[.type] as? FileAttributeType == .typeDirectory { next.append(child) }
                }
            }
            out += next
            level = next
        }
        return out.sorted()
    }
}
