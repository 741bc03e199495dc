import Foundation
import TestSupport
import Testing

/// Rendering frames into a folder that already holds a sequence: refused, unless --overwrite,
/// which replaces the frames and removes the stale ones beyond the new count.
@Suite struct RenderOverwriteTests {
    @Test func aUsedFolderIsRefusedUntilOverwriteReplacesItsFrames() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let frames = root.appendingPathComponent("frames")
        let first = try runFlipbook(["render", "scale.linear", "--out", frames.path, "--offsets", "0,0.5,1"], in: root)
        #expect(first.status == 0, "\(first.output)")

        let again = try runFlipbook(["render", "scale.linear", "--out", frames.path, "--offsets", "0,1"], in: root)
        #expect(again.status == 2 && again.output.contains("--overwrite"), "\(again.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasPrefix("frame-") }.count == 3)

        let replaced = try runFlipbook(["render", "scale.linear", "--out", frames.path, "--offsets", "0,1", "--overwrite"], in: root)
        #expect(replaced.status == 0, "\(replaced.output)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasPrefix("frame-") }.sorted()
        #expect(names == ["frame-0001.png", "frame-0002.png"])
    }
}
