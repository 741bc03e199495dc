import Foundation
@testable import Outputs
import Problems
import TestSupport
import Testing

/// `OutputBatch` and `FolderLock`: files appear together or not at all, stale files go only when
/// asked, two writers never share a folder.
@Suite struct OutputBatchTests {
    @Test("a committed batch moves its files in, replaces same-named ones, removes the stale ones named")
    func commitMovesFilesIn() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        for name in ["frame-0001.png", "frame-0002.png", "frame-0003.png", "notes.txt"] {
            try Data([0]).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let batch = try OutputBatch(folder: folder, locked: true)
        #expect(batch.existingFiles { $0.hasPrefix("frame-") } == ["frame-0001.png", "frame-0002.png", "frame-0003.png"])
        try batch.add([1], as: "frame-0001.png")
        try batch.add([2], as: "frame-0002.png")
        try batch.add([7], as: "scene/frame-0001.actual.png")
        // Nothing is visible before the commit.
        #expect(try contents(folder + "/frame-0001.png") == [0])
        try batch.commit(removing: batch.existingFiles { $0.hasPrefix("frame-") })
        #expect(listing(folder) == ["frame-0001.png", "frame-0002.png", "notes.txt", "scene"])
        #expect(try contents(folder + "/frame-0002.png") == [2])
        #expect(try contents(folder + "/scene/frame-0001.actual.png") == [7])
    }

    @Test("a name that is not a plain file name (../, absolute, three levels, NUL, too long) is refused and writes nothing",
          arguments: ["../escaped.png", "/tmp/escaped.png", "a/b/c.png", "scene/../../x.png", "..", "", "a\u{0}b", String(repeating: "n", count: 201)])
    func namesStayInsideTheFolder(name: String) throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.appendingPathComponent("out").path
        let batch = try OutputBatch(folder: folder)
        #expect(throws: Problem.self) { try batch.add([1], as: name) }
        try batch.commit()
        #expect(listing(temporary.url.path) == ["out"])
        #expect(listing(folder) == [])
    }

    @Test("an abandoned batch leaves the folder as it was and removes the folders it created")
    func abandonLeavesNothing() throws {
        let temporary = try TemporaryFolder()
        let parent = temporary.url.path
        let existing = parent + "/existing"
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: false)
        try Data([5]).write(to: URL(fileURLWithPath: existing + "/frame-0001.png"))
        let batch = try OutputBatch(folder: existing, locked: true)
        try batch.add([1], as: "frame-0001.png")
        try batch.add([2], as: "frame-0002.png")
        batch.abandon()
        #expect(listing(existing) == ["frame-0001.png"])
        #expect(try contents(existing + "/frame-0001.png") == [5])

        let fresh = try OutputBatch(folder: parent + "/new/frames")
        try fresh.add([1], as: "frame-0001.png")
        fresh.abandon()
        #expect(listing(parent) == ["existing"])
    }

    @Test("files that are inputs or not regular are refused before anything is written")
    func replaceableFilesOnly() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/frame-0001.png"))
        #expect(mkfifo(folder + "/frame-0002.png", 0o644) == 0)
        let batch = try OutputBatch(folder: folder, inputs: InputFiles([folder + "/frame-0001.png"]))
        let input = #expect(throws: Problem.self) { try batch.checkReplaceable(["frame-0001.png"]) }
        #expect(input?.what.contains("is an input of this command") == true)
        let fifo = #expect(throws: Problem.self) { try batch.checkReplaceable(["frame-0002.png"]) }
        #expect(fifo?.what == "\(folder)/frame-0002.png is a named pipe (FIFO), not a file Flipbook wrote")
        try batch.checkReplaceable(["frame-0003.png"])
        batch.abandon()
        #expect(listing(folder) == ["frame-0001.png", "frame-0002.png"])
    }

    @Test("a second lock on a folder is refused naming the holder; releasing removes the lock file")
    func folderLockIsExclusive() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        let first = try FolderLock(folder: folder)
        let error = #expect(throws: Problem.self) { try FolderLock(folder: folder) }
        #expect(error?.what == "another flipbook (process \(getpid())) is writing into \(folder)")
        #expect(error?.fix == "wait for it to finish, or choose another output folder")
        first.release()
        #expect(listing(folder) == [])
        let second = try FolderLock(folder: folder)
        second.release()
    }

    @Test("a batch into a path that is a file is refused")
    func folderThatIsAFile() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/frames"))
        let error = #expect(throws: Problem.self) { try OutputBatch(folder: folder + "/frames") }
        #expect(error?.what == "\(folder)/frames is a file, not a folder")
    }
}
