import CairoKit
import Foundation

/// Decoded PNGs kept between renderers, for a process that draws many versions of a scene (the
/// designer: every slider move is a new scene with the same card images).
///
/// An image is decoded again when its file's size or modification time changes, so an image
/// edited on disk shows up on the next frame. At most `capacity` images are kept, the most
/// recently used, and no more pixels than `SceneImages.maximumImageBytes`; decoding errors are
/// not kept. Thread-safe.
package final class DecodedImages: @unchecked Sendable {
    private struct Entry {
        var size: Int?
        var modified: Date?
        var image: ImageSurface
    }

    private let lock = NSLock()
    private var entries: [(path: String, entry: Entry)] = []
    /// How many decoded images are kept.
    package let capacity: Int

    /// An empty cache keeping up to `capacity` images.
    package init(capacity: Int = 16) {
        self.capacity = Swift.max(capacity, 1)
    }

    private var decodes = 0

    /// How many images it holds now.
    package var count: Int { lock.withLock { entries.count } }
    /// How many files it has decoded so far (a cache hit decodes nothing).
    package var decodeCount: Int { lock.withLock { decodes } }

    /// The PNG at `path`, decoded, from the cache when the file is unchanged.
    func image(at path: String) throws -> ImageSurface {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int, modified = attributes?[.modificationDate] as? Date
        if let hit = lock.withLock({ () -> ImageSurface? in
            guard let index = entries.firstIndex(where: { $0.path == path }),
                  entries[index].entry.size == size, entries[index].entry.modified == modified else { return nil }
            let entry = entries.remove(at: index)
            entries.insert(entry, at: 0)
            return entry.entry.image
        }) {
            return hit
        }
        let image = try ImageSurface(contentsOfPNG: path)
        lock.withLock {
            decodes += 1
            entries.removeAll { $0.path == path }
            entries.insert((path, Entry(size: size, modified: modified, image: image)), at: 0)
            if entries.count > capacity { entries.removeLast(entries.count - capacity) }
            // And no more pixels than one scene may hold (the newest is kept whatever its size).
            while entries.count > 1, entries.reduce(0, { $0 + $1.entry.image.stride * $1.entry.image.height }) > SceneImages.maximumImageBytes {
                entries.removeLast()
            }
        }
        return image
    }
}
