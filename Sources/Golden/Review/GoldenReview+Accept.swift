import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ImageCodecs
import ImageDiff
import Inputs
import Outputs
import Problems

/// What accepting (or undoing) changed in the goldens folder: each scene folder's files before and
/// after, so that the change can be undone exactly.
package struct ReviewChange: Sendable, Hashable {
    /// One scene folder's files, by file name: their bytes before and after (`nil`: no file).
    package struct Folder: Sendable, Hashable {
        /// The scene folder inside the goldens folder.
        package var folder: String
        /// Each touched file's bytes before the change.
        package var before: [String: [UInt8]?]
        /// Each touched file's bytes after it.
        package var after: [String: [UInt8]?]
    }

    /// The folders, in the order written.
    package var folders: [Folder]

    /// Files written, relative to the goldens folder (`cover/frame-0001.png`, `cover/manifest.json`), sorted.
    package var written: [String] {
        folders.flatMap { folder in folder.after.filter { $0.value != nil }.keys.map { folder.folder + "/" + $0 } }.sorted()
    }

    /// Files removed, relative to the goldens folder, sorted.
    package var removed: [String] {
        folders.flatMap { folder in folder.after.filter { $0.value == nil }.keys.map { folder.folder + "/" + $0 } }.sorted()
    }

    /// The change that undoes this one.
    package var reversed: ReviewChange {
        ReviewChange(folders: folders.reversed().map { Folder(folder: $0.folder, before: $0.after, after: $0.before) })
    }
}

extension GoldenReview {
    /// The largest image read from a report or a goldens folder: 1 GiB (PNG reading has its own,
    /// tighter limits on the pixels).
    static let maximumImageBytes = 1 << 30

    /// Writes each item's rendering over its golden (a stale golden is removed) and updates its
    /// folder's manifest, one scene folder at a time, each all or nothing (`OutputBatch`, locked
    /// against other Flipbook processes). Everything is checked before anything is written: names
    /// and links (`GoldenFiles`), that no golden to replace is read-only, that each item has a
    /// rendering that is a PNG of the report (no link followed: `ReportFiles`), and, unless `force`,
    /// that each golden is still what the check read (else a `conflict` problem: someone changed it
    /// since the report was written). When a later folder cannot be written, the earlier ones are
    /// restored. Returns what changed, for `restoreGoldens`. `accept` keeps the decision too.
    @_optimize(none)
    func writeGoldens(_ items: [ReviewItem], force: Bool = false) throws(Problem) -> ReviewChange {
        let files = GoldenFiles(goldens: goldens)
        var plans: [ReviewChange.Folder] = []
        var order: [String] = []
        var byFolder: [String: [ReviewItem]] = [:]
        for item in items {
            if byFolder[item.folder] == nil { order.append(item.folder) }
            byFolder[item.folder, default: []].append(item)
        }
        for folder in order {
            plans.append(try plan(folder, items: byFolder[folder] ?? [], files: files, force: force))
        }
        return try apply(ReviewChange(folders: plans), files: files)
    }

    /// Undoes `change` (what `writeGoldens` returned): puts back each file as it was. Unless
    /// `force`, refuses (`conflict`) when a file is no longer what the accept wrote.
    @_optimize(none)
    func restoreGoldens(_ change: ReviewChange, force: Bool = false) throws(Problem) -> ReviewChange {
        let files = GoldenFiles(goldens: goldens)
        let reverse = change.reversed
        if !force {
            for folder in reverse.folders {
                let path = try files.folder(folder.folder)
                for (name, expected) in folder.before.sorted(by: { $0.key < $1.key }) {
                    try Self.checkReplaceable((path as NSString).appendingPathComponent(name), shown: folder.folder + "/" + name)
                    let current = try Self.read((path as NSString).appendingPathComponent(name), shown: folder.folder + "/" + name)
                    guard current == expected else {
                        throw Problem(.conflict, "\(folder.folder)/\(name) changed since it was accepted; nothing was undone",
                                          fix: "look at it first, or undo anyway with \(setting: "force")")
                    }
                }
            }
        }
        return try apply(reverse, files: files)
    }

    /// One scene folder's change: the new golden bytes, the removed stale goldens and the manifest.
    @_optimize(none)
    private func plan(_ folder: String, items: [ReviewItem], files: GoldenFiles, force: Bool) throws(Problem) -> ReviewChange.Folder {
        let path = try files.folder(folder)
        guard let scene = index.scenes.first(where: { $0.folder == folder }) else {
            throw Problem(.unknownKey, "the report has no scene folder \(ReportIndex.shown(folder))", fix: "name an item the list prints")
        }
        var before: [String: [UInt8]?] = [:], after: [String: [UInt8]?] = [:]
        var sizes: [String: (Int, Int)] = [:]
        for item in items {
            let name = item.frame + ".png", goldenPath = (path as NSString).appendingPathComponent(name)
            try Self.checkReplaceable(goldenPath, shown: item.golden)
            let current = try Self.read(goldenPath, shown: item.golden)
            before.updateValue(current, forKey: name)
            if item.kind == .stale {
                after[name] = .some(nil)
                continue
            }
            guard let actualName = item.actual else {
                throw Problem(.unsupported, "\(item.id) has no rendering in the report (\(item.message)); nothing was written",
                                  fix: "fix what kept the scene from rendering and run the check again")
            }
            let actual = try reportPNG(actualName)
            if !force, current != actual.bytes, let reason = try changedSinceReport(item, current: current, scene: scene) {
                throw Problem(.conflict, "\(item.golden) changed since the report was written (\(reason)); nothing was written",
                                  fix: "look at the golden (run the check again for a new report), or accept anyway with \(setting: "force")")
            }
            sizes[item.frame] = (actual.width, actual.height)
            // Already the golden (accepted before, or recorded by the check): nothing to write.
            if current == actual.bytes { before.removeValue(forKey: name); continue }
            after.updateValue(actual.bytes, forKey: name)
        }
        let manifestPath = (path as NSString).appendingPathComponent(GoldenManifest.fileName)
        try Self.checkReplaceable(manifestPath, shown: folder + "/" + GoldenManifest.fileName)
        if let manifest = try manifest(for: scene, at: path, items: items, sizes: sizes) {
            before.updateValue(try Self.read(manifestPath, shown: folder + "/" + GoldenManifest.fileName), forKey: GoldenManifest.fileName)
            after.updateValue(manifest.encoded(), forKey: GoldenManifest.fileName)
        }
        return ReviewChange.Folder(folder: folder, before: before, after: after)
    }

    /// Why the golden `current` is not what the check read for `item`, or `nil` when it still is.
    @_optimize(none)
    private func changedSinceReport(_ item: ReviewItem, current: [UInt8]?, scene: ReportIndex.Scene) throws(Problem) -> String? {
        let was = scene.frames.first { $0.name == item.frame }?.goldenWas
        switch was {
        case .absent?, nil:
            return current == nil ? nil : "there was no golden, and now there is one"
        case .expected?:
            guard let expected = item.expected else { return "the report does not hold the golden it read" }
            let read = try reportPNG(expected).bytes
            return current == read ? nil : current == nil ? "it was removed" : "it is not the report's \(expected)"
        case .actual?:
            return current == nil ? "it was removed" : "it is not the image the check recorded"
        case .unreadable?:
            guard let current else { return nil }
            return (try? RGBAPixels(pngData: current)) == nil ? nil : "it could not be read then, and now it can"
        }
    }

    /// The folder's manifest after the change: the one there (or the run's, when there is none)
    /// with the accepted images' entries from the run and stale ones removed; once every image of
    /// the scene agrees with the run (accepted now or before), the run's settings (renderer, Cairo,
    /// comparison, scale) as well. `nil` when there is no manifest to start from, or it would not change.
    @_optimize(none)
    private func manifest(for scene: ReportIndex.Scene, at path: String, items: [ReviewItem],
                          sizes: [String: (Int, Int)]) throws(Problem) -> GoldenManifest? {
        let existing = try GoldenManifest.read(in: URL(fileURLWithPath: path, isDirectory: true), shownAs: scene.folder + "/" + GoldenManifest.fileName)
        guard var manifest = existing ?? scene.manifest else { return nil }
        let run = scene.manifest?.images ?? []
        var entries = existing?.images ?? []
        for item in items {
            entries.removeAll { $0.name == item.frame }
            guard item.kind != .stale, let size = sizes[item.frame] else { continue }
            entries.append(run.first { $0.name == item.frame }
                ?? GoldenManifest.Entry(name: item.frame, offset: item.offset, width: size.0, height: size.1))
        }
        let position = Dictionary(run.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        entries.sort { (position[$0.name] ?? Int.max, $0.name) < (position[$1.name] ?? Int.max, $1.name) }
        let accepted = Set(items.map(\.frame))
        var agrees = true
        for frame in scene.frames where frame.isFailure && !accepted.contains(frame.name) {
            guard let actual = frame.actual else { agrees = false; break }
            let golden = try Self.read((path as NSString).appendingPathComponent(frame.name + ".png"), shown: frame.golden)
            guard golden != nil, golden == (try reportPNG(actual).bytes) else { agrees = false; break }
        }
        if agrees, let runManifest = scene.manifest { manifest = runManifest }
        manifest.images = entries
        // An unchanged manifest is left as it is, byte for byte.
        return manifest == existing ? nil : manifest
    }

    /// Writes each folder's `after` (all or nothing per folder); on a failure, restores the folders
    /// already written and throws.
    @_optimize(none)
    private func apply(_ change: ReviewChange, files: GoldenFiles) throws(Problem) -> ReviewChange {
        var paths: [String] = []
        for folder in change.folders { paths.append(try files.folder(folder.folder)) }
        for (number, folder) in change.folders.enumerated() {
            do throws(Problem) {
                try Self.write(folder.after, into: paths[number])
            } catch {
                for earlier in (0..<number).reversed() { try? Self.write(change.folders[earlier].before, into: paths[earlier]) }
                // The cause's own fix: a lock held by another process is waited for, a full disk freed.
                throw Problem(error.kind, "cannot write into \(folder.folder) in the goldens folder: \(error.what); nothing was changed",
                              fix: error.fix)
            }
        }
        return change
    }

    @_optimize(none)
    private static func write(_ files: [String: [UInt8]?], into path: String) throws(Problem) {
        let batch = try OutputBatch(folder: path, locked: true)
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            if let bytes { try batch.add(bytes, as: name) }
        }
        try batch.commit(removing: files.filter { $0.value == nil }.keys.sorted())
    }

    /// The report's PNG `name` (relative to the report) and its size from its header: read with no
    /// link followed (`ReportFiles`), so that no file from outside the report reaches the goldens.
    @_optimize(none)
    func reportPNG(_ name: String) throws(Problem) -> (bytes: [UInt8], width: Int, height: Int) {
        let bytes: [UInt8]
        do {
            bytes = try ReportFiles(report: report).read(name, maximumBytes: Self.maximumImageBytes)
        } catch {
            throw Problem(.damagedInput, "the report's \(ReportIndex.shown(name)) cannot be read: \(error); nothing was written",
                          fix: "use the report folder as `check` wrote it")
        }
        do {
            let header = try PNGDecoder.header(of: bytes)
            return (bytes, header.width, header.height)
        } catch {
            throw Problem(.damagedInput, "the report's \(ReportIndex.shown(name)) is not a PNG image: \(error.what); nothing was written",
                          fix: "use the report folder as `check` wrote it")
        }
    }

    /// Throws unless the golden file at `path` (shown as `shown`) is absent or a regular file that
    /// may be replaced: a link is never written through (`GoldenFiles.checkWritable`), and a
    /// read-only golden is someone's decision to keep it, so it is refused rather than replaced
    /// (replacing it would also reset its mode).
    @_optimize(none)
    static func checkReplaceable(_ path: String, shown: String) throws(Problem) {
        try GoldenFiles.checkWritable(path, shown: shown)
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 {
            throw Problem(.forbidden, "\(shown) is read-only; nothing was written",
                          fix: "make it writable (chmod u+w) if it should change, or leave it as it is")
        }
    }

    /// The bytes of the file at `path`, or `nil` when there is none.
    @_optimize(none)
    static func read(_ path: String, shown: String) throws(Problem) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try InputFile.read(path, maximumBytes: maximumImageBytes)
        } catch {
            throw Problem.io("read", shown, "\(error)", fix: "check that it is a readable file")
        }
    }
}
