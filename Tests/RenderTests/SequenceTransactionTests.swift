import Foundation
import Outputs
@testable import Render
import Problems
import SceneModel
import Testing
import TestSupport
import Transforms

/// Sequences as transactions: all frames or none, no mixing with an earlier sequence, one writer
/// per folder, inputs never replaced.
@Suite struct SequenceTransactionTests {
    func threeFrames() throws -> FrameRenderer {
        var scene = smallScene(effect: .scale(.layout(.linear)))
        scene.timeline = .offsets([0, 0.5, 1])
        return try FrameRenderer(scene: scene)
    }

    func names(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("a missing folder is created, and only the frames appear in it")
    func missingFolderIsCreated() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try FrameFiles(threeFrames()).writeSequence(into: folder + "/out/frames", format: .png)
        #expect(paths == ["frame-0001.png", "frame-0002.png", "frame-0003.png"].map { folder + "/out/frames/" + $0 })
        #expect(names(folder + "/out/frames") == ["frame-0001.png", "frame-0002.png", "frame-0003.png"])
    }

    @Test("a failed sequence removes the folders it created")
    func failureRemovesCreatedFolders() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var scene = smallScene(effect: .scale(.layout(.linear)))
        scene.timeline = .offsets([0, .nan])
        #expect(throws: Problem.self) { try FrameFiles(FrameRenderer(scene: scene)).writeSequence(into: folder + "/new/frames", format: .png) }
        #expect(names(folder) == [])
    }

    @Test("a folder holding frames is refused without overwrite, and left exactly as it was")
    func usedFolderIsRefused() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["frame-0001.png", "frame-0007.svg", "notes.txt"] {
            try Data([42]).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let error = #expect(throws: Problem.self) { try FrameFiles(threeFrames()).writeSequence(into: folder, format: .png) }
        #expect(error?.description == "\(folder) already holds 2 frames (frame-0001.png … frame-0007.svg) — add `overwrite` to replace them, or choose an empty folder")
        #expect(names(folder) == ["frame-0001.png", "frame-0007.svg", "notes.txt"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/frame-0001.png")) == Data([42]))
    }

    @Test("with overwrite, old frames beyond the new count and of the other format go; other files stay")
    func overwriteRemovesStaleFrames() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-0004.png", "frame-0001.svg", "frame-1.png", "notes.txt"] {
            try Data([42]).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try FrameFiles(threeFrames()).writeSequence(into: folder, format: .png, overwrite: true)
        #expect(names(folder) == ["frame-0001.png", "frame-0002.png", "frame-0003.png", "frame-1.png", "notes.txt"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/frame-0003.png")).count > 100)
    }

    @Test("a folder another render is writing into is refused, naming that process")
    func concurrentRendersDoNotInterleave() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let other = try FolderLock(folder: folder)
        let error = #expect(throws: Problem.self) { try FrameFiles(threeFrames()).writeSequence(into: folder, format: .png) }
        #expect(error?.what == "another flipbook (process \(getpid())) is writing into \(folder)")
        #expect(names(folder) == [FolderLock.fileName])
        other.release()
        try FrameFiles(threeFrames()).writeSequence(into: folder, format: .png)
        #expect(names(folder) == ["frame-0001.png", "frame-0002.png", "frame-0003.png"])
    }

    @Test("a frame that would replace an input (the card image) is refused, even with overwrite")
    func inputsAreNotReplaced() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/frame-0002.png"))
        let error = #expect(throws: Problem.self) {
            try FrameFiles(threeFrames()).writeSequence(into: folder, format: .png, overwrite: true, inputs: InputFiles([folder + "/frame-0002.png"]))
        }
        #expect(error?.what.contains("is an input of this command") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/frame-0002.png")) == Data([1, 2, 3]))
    }

    @Test("frame names are recognised in every format and digit count, and nothing else is")
    func sequenceNames() {
        for name in ["frame-0001.png", "frame-0042.svg", "frame-12345.png"] { #expect(FrameFiles.isSequenceFileName(name), "\(name)") }
        for name in ["frame-1.png", "frame-0001.txt", "frame-00a1.png", "myframe-0001.png", "frame-0001", ".frame-0001.png"] {
            #expect(!FrameFiles.isSequenceFileName(name), "\(name)")
        }
    }
}
