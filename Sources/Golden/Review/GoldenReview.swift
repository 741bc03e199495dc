import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Problems

/// A report (what `check --out` or `report merge --out` wrote) reviewed against a goldens folder:
/// the images that did not pass and the goldens no scene produces any more, as `ReviewItem`s, and
/// accepting them (`accept`), which writes a rendering over its golden.
///
/// Names from the report are names, never paths: the report's own are checked when it is read
/// (`ReportIndex.read`), a selection must name an item of the report, and every file written is
/// `<goldens>/<folder>/<frame>.png` after checking that no link leads out of the goldens folder.
package struct GoldenReview: Sendable {
    /// The report folder.
    package let report: URL
    /// The goldens folder, one sub-folder per scene.
    package let goldens: URL
    /// What the report holds.
    package let index: ReportIndex
    /// Every image that did not pass, then the stale goldens, in report order.
    package let items: [ReviewItem]
    /// The fingerprint of the report's `report.json`, which the kept decisions belong to (`ReviewState`).
    let fingerprint: String

    /// Reads the report in `report` and lists what to review against `goldens`. Throws when the
    /// report cannot be read or names anything outside its folders.
    package init(report: URL, goldens: URL) throws(Problem) {
        self.report = report
        self.goldens = goldens
        (index, fingerprint) = try ReportIndex.readWithFingerprint(in: report)
        var items: [ReviewItem] = []
        for scene in index.scenes {
            for frame in scene.frames where frame.isFailure {
                items.append(ReviewItem(scene: scene.scene, folder: scene.folder, frame: frame.name,
                                        kind: Self.kind(of: frame), status: frame.status, message: frame.message,
                                        offset: frame.offset, golden: frame.golden, expected: frame.expected,
                                        actual: frame.actual, diff: frame.diff, difference: frame.difference,
                                        expectedSize: frame.expectedSize, actualSize: frame.actualSize,
                                        acceptable: frame.actual != nil,
                                        layout: scene.layout?.first { $0.name == frame.name && $0.status != "passed" }?.message))
            }
            items += Self.staleGoldens(of: scene, in: goldens)
        }
        self.items = items
    }

    @_optimize(none)
    private static func kind(of frame: ReportIndex.Frame) -> ReviewItem.Kind {
        switch frame.status {
        case "missing": return .new
        case "recorded": return frame.reason == "missing" ? .new : .changed
        case "failed": return .changed
        default: return .error
        }
    }

    /// The goldens of `scene`'s folder that its manifest names but the check no longer renders.
    /// Nothing is listed for a scene that could not be rendered (its images are unknown), and a
    /// file the manifest does not name is someone else's.
    @_optimize(none)
    static func staleGoldens(of scene: ReportIndex.Scene, in goldens: URL) -> [ReviewItem] {
        guard scene.manifest != nil, !scene.frames.contains(where: { $0.status == "error" && $0.actual == nil }) else { return [] }
        let folder = goldens.appendingPathComponent(scene.folder, isDirectory: true)
        guard (try? GoldenFiles(goldens: goldens).folder(scene.folder)) != nil,
              let manifest = try? GoldenManifest.read(in: folder) else { return [] }
        let rendered = Set(scene.frames.map(\.name))
        return manifest.images.map(\.name).filter { name in
            !rendered.contains(name) && GoldenFiles.isPlainName(name)
                && GoldenFiles.isRegularFile(folder.appendingPathComponent(name + ".png").path)
        }.map { name in
            ReviewItem(scene: scene.scene, folder: scene.folder, frame: name, kind: .stale, status: "stale",
                       message: "\(scene.folder)/\(name).png is a golden the scene no longer renders; accepting removes it",
                       offset: nil, golden: scene.folder + "/" + name + ".png", expected: nil, actual: nil, diff: nil,
                       difference: nil, expectedSize: nil, actualSize: nil, acceptable: true)
        }
    }

    /// The items `selectors` name, each `FOLDER/FRAME` (one image) or `FOLDER` (every item of the
    /// scene), in report order without repeats. A selector is a name, never a path: one that is
    /// empty, absolute, holds `..`, `\`, NUL or more than one `/`, or names no item of the report is
    /// refused, naming it.
    @_optimize(none)
    package func select(_ selectors: [String]) throws(Problem) -> [ReviewItem] {
        var chosen: Set<String> = []
        for selector in selectors {
            let parts = selector.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count <= 2, parts.allSatisfy(GoldenFiles.isPlainName) else {
                throw Problem(.wrongType, "`\(ReportIndex.shown(selector))` is not SCENE/FRAME: a scene folder and an image name, each one plain name (no `..`, `\\`, NUL or leading `/`)",
                                  fix: "name an item as the list prints it, e.g. cover/frame-0001")
            }
            let matching = items.filter { $0.folder == parts[0] && (parts.count == 1 || $0.frame == parts[1]) }
            guard !matching.isEmpty else {
                throw Problem(.unknownKey, "the report has nothing to review named `\(ReportIndex.shown(selector))`",
                                  fix: "name an item the list prints (scene folder/image)")
            }
            chosen.formUnion(matching.map(\.id))
        }
        return items.filter { chosen.contains($0.id) }
    }

    /// Throws unless `goldens` is the goldens folder this report was checked against: a folder (or,
    /// when the check read no golden at all, one that does not exist yet) that holds at least one
    /// of the goldens the check read (a pass, a failure, a golden it recorded). Checked before
    /// anything is listed, served or accepted: a wrong folder would list every item as still to
    /// review and then refuse each accept as "changed since the report".
    @_optimize(none)
    package func checkGoldensFolder() throws(Problem) {
        var info = stat()
        let exists = stat(goldens.path, &info) == 0
        if exists && info.st_mode & S_IFMT != S_IFDIR {
            throw Problem(.notRegularFile, "the goldens folder \(goldens.path) is not a folder",
                          fix: "give \(setting: "goldens") the goldens folder the check used")
        }
        let read = index.scenes.flatMap { scene in
            scene.frames.filter { $0.status == "passed" || [.expected, .actual, .unreadable].contains($0.goldenWas) }.map(\.golden)
        }
        guard let example = read.first else { return }
        let fix: Wording = "give \(setting: "goldens") the goldens folder the check used (its command line says it)"
        guard exists else {
            throw Problem(.missingFile, "the goldens folder \(goldens.path) does not exist; the report was checked against \(read.count) golden\(read.count == 1 ? "" : "s") such as \(ReportIndex.shown(example))",
                          fix: fix)
        }
        let holds = read.contains { name in
            var golden = stat()
            return lstat(goldens.appendingPathComponent(name).path, &golden) == 0
        }
        guard holds else {
            throw Problem(.conflict, "the goldens folder \(goldens.path) holds none of the \(read.count) golden\(read.count == 1 ? "" : "s") the report was checked against (such as \(ReportIndex.shown(example))): it is not this report's goldens folder",
                          fix: fix)
        }
    }
}
