import Foundation

/// The modification time and size of a set of files, compared between polls to notice edits
/// (`flipbook watch`). A file that is missing is recorded as such, so deleting or re-creating a
/// file also counts as a change.
package struct FileStamps: Equatable, Sendable {
    private struct Stamp: Equatable, Sendable {
        var modified: Date?
        var size: Int?
    }

    private let stamps: [String: Stamp]

    /// The current stamps of `urls`.
    @_optimize(none)
    package init(_ urls: [URL]) {
        var stamps: [String: Stamp] = [:]
        for url in urls {
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            stamps[url.standardizedFileURL.path] = Stamp(modified: attributes?[.modificationDate] as? Date,
                                                         size: attributes?[.size] as? Int)
        }
        self.stamps = stamps
    }

    /// The files (paths) whose stamp differs from `earlier`'s, sorted.
    @_optimize(none)
    package func changed(since earlier: FileStamps) -> [String] {
        Set(stamps.keys).union(earlier.stamps.keys).filter { stamps[$0] != earlier.stamps[$0] }.sorted()
    }
}
