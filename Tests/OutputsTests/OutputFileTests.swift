import Foundation
@testable import Outputs
import Problems
import TestSupport
import Testing

/// `OutputFile`: streams by name, symlinks written through, special files and inputs refused,
/// temporary file then rename.
@Suite struct OutputFileTests {
    @Test("- and /dev/stdout mean standard output, /dev/null means discard")
    func knownStreams() throws {
        #expect(try OutputFile.resolve("-") == .standardOutput)
        #expect(try OutputFile.resolve("/dev/stdout") == .standardOutput)
        #expect(try OutputFile.resolve("/dev/null") == .discard)
        try OutputFile.write([1, 2, 3], to: "/dev/null")
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test("a FIFO is refused and stays a FIFO (the /dev/null case without root)")
    func fifoIsRefused() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        let fifo = folder + "/pipe.png"
        #expect(mkfifo(fifo, 0o644) == 0)
        let error = #expect(throws: Problem.self) { try OutputFile.write([1, 2, 3], to: fifo) }
        #expect(error?.what == "\(fifo) is a named pipe (FIFO), not a regular file")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(listing(folder) == ["pipe.png"])
    }

    @Test("a symlink to a FIFO or to a character device is refused and left alone")
    func symlinkToSpecialFileIsRefused() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        #expect(mkfifo(folder + "/pipe", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/out.png", withDestinationPath: "pipe")
        try FileManager.default.createSymbolicLink(atPath: folder + "/zero.png", withDestinationPath: "/dev/zero")
        #expect(throws: Problem.self) { try OutputFile.write([1], to: folder + "/out.png") }
        #expect(throws: Problem.self) { try OutputFile.write([1], to: folder + "/zero.png") }
        #expect(fileType(folder + "/out.png") == S_IFLNK)
        #expect(fileType(folder + "/zero.png") == S_IFLNK)
        #expect(fileType(folder + "/pipe") == S_IFIFO)
    }

    @Test("a symlink is written through: the target changes, the link stays a link")
    func symlinkIsWrittenThrough() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
        try Data([9]).write(to: URL(fileURLWithPath: folder + "/real/strip.png"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: "real/strip.png")
        try OutputFile.write([1, 2, 3], to: folder + "/link.png")
        #expect(fileType(folder + "/link.png") == S_IFLNK)
        #expect(try contents(folder + "/real/strip.png") == [1, 2, 3])
        #expect(listing(folder) == ["link.png", "real"])
        #expect(listing(folder + "/real") == ["strip.png"])
    }

    @Test("a dangling symlink creates the file it points to")
    func danglingSymlinkCreatesTarget() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/new.png")
        try OutputFile.write("hello", to: folder + "/link.png")
        #expect(fileType(folder + "/link.png") == S_IFLNK)
        #expect(try contents(folder + "/new.png") == Array("hello".utf8))
    }

    @Test("a symlink loop and a folder are refused with what they are")
    func loopsAndFoldersAreRefused() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
        let loop = #expect(throws: Problem.self) { try OutputFile.write([1], to: folder + "/a") }
        #expect(loop?.what.contains("leads to itself") == true)
        let directory = #expect(throws: Problem.self) { try OutputFile.write([1], to: folder) }
        #expect(directory?.what == "\(folder) is a folder, not a file")
    }

    @Test("an output that is an input is refused: same path, through a symlink, or a hard link")
    func inputsAreNeverReplaced() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        let config = folder + "/cfg.yaml"
        try Data("extends: scale.coverFlow\n".utf8).write(to: URL(fileURLWithPath: config))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.yaml", withDestinationPath: "cfg.yaml")
        #expect(link(config, folder + "/hard.yaml") == 0)
        let inputs = InputFiles([config])
        for path in [config, folder + "/link.yaml", folder + "/hard.yaml", folder + "/../" + (folder as NSString).lastPathComponent + "/cfg.yaml"] {
            let error = #expect(throws: Problem.self) { try OutputFile.write([0x89, 0x50], to: path, inputs: inputs) }
            #expect(error?.what.contains("is an input of this command") == true)
            #expect(error?.fix == "choose another output path")
        }
        #expect(try contents(config) == Array("extends: scale.coverFlow\n".utf8))
        // Another file beside the input is fine.
        try OutputFile.write([1], to: folder + "/strip.png", inputs: inputs)
    }

    @Test("writes replace atomically, keep the old file's permissions and leave no temporary file")
    func atomicReplace() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        let path = folder + "/strip.png"
        try OutputFile.write([1], to: path)
        chmod(path, 0o600)
        try OutputFile.write([2, 3], to: path)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try contents(path) == [2, 3])
        #expect(listing(folder) == ["strip.png"])
    }

    @Test("a missing folder is named; a full disk says the disk is full, not that the folder is missing")
    func messagesSayWhatIsWrong() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        let missing = #expect(throws: Problem.self) { try OutputFile.write([1], to: folder + "/nope/strip.png") }
        #expect(missing?.description == "cannot write \(folder)/nope/strip.png: the folder \(folder)/nope does not exist — create it first, or choose another path")
        let full = Problem.system(ENOSPC, path: "out/strip.png", doing: "write")
        #expect(full.description == "cannot write out/strip.png: the disk is full — free some space, or write to another disk")
        #expect(!full.description.contains("exist"))
        #expect(Problem.system(EACCES, path: "x", doing: "write").fix == "choose a folder you can write to")
        #expect(Problem.system(EROFS, path: "x", doing: "write").what == "cannot write x: the file system is read-only")
    }

    @Test("a file under a path through a regular file is refused with the reason in words")
    func pathThroughAFile() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        try Data([1]).write(to: URL(fileURLWithPath: folder + "/file"))
        let error = #expect(throws: Problem.self) { try OutputFile.write([1], to: folder + "/file/strip.png") }
        #expect(error?.what == "cannot write \(folder)/file/strip.png: a part of the path is a file, not a folder")
    }

    @Test("an output written piece by piece appears whole at the end, and not at all when its maker throws")
    func appendedOutputIsAtomic() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        try Data([9]).write(to: URL(fileURLWithPath: folder + "/a.svg"))
        let output = try OutputFile(folder + "/a.svg")
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            try output.write { file in
                try file.append([1, 2])
                // Not visible while it is being written: the old file stays.
                #expect(try contents(folder + "/a.svg") == [9])
                throw Stop()
            }
        }
        #expect(listing(folder) == ["a.svg"])
        #expect(try contents(folder + "/a.svg") == [9])
        let count = try output.write { file in
            try file.append([1, 2])
            try file.append([3])
            return file.byteCount
        }
        #expect(count == 3 && listing(folder) == ["a.svg"])
        #expect(try contents(folder + "/a.svg") == [1, 2, 3])
    }

    @Test("a spool reads back what was appended, in pieces, and leaves no file behind")
    func spoolReadsBackInOrder() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.url.path
        let spool = try SpoolFile(for: OutputFile(folder + "/a.svg"))
        #expect(listing(folder) == [])
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        try spool.append(Array(bytes[..<3]))
        try spool.append(Array(bytes[3...]))
        var pieces: [[UInt8]] = []
        try spool.forEachPiece(size: 4096) { pieces.append($0) }
        #expect(pieces.map(\.count) == [4096, 4096, 1808])
        #expect(Array(pieces.joined()) == bytes && spool.byteCount == 10_000)
        #expect(try spool.allBytes() == bytes)
    }
}
