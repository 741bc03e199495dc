import Foundation
import TestSupport
import Testing

/// Ctrl-C (SIGINT) through the real binary (#17 finding 4; the sequence case is in
/// NeverLoseAFileTests with SIGTERM and SIGHUP). A process inherits an ignored SIGINT
/// (`swift test` and background jobs start children that way) and Flipbook keeps it ignored, as
/// POSIX tools do; so `startFlipbook` starts these runs with SIGINT at its default, as a shell in a
/// terminal starts a command. Each signal is sent on an event (a progress line, a first golden
/// folder), never after a fixed sleep, and only while the process still runs.
@Suite(.serialized) struct SIGINTTests {
    func names(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    @Test("SIGINT during an animated render leaves neither the file nor a temporary file")
    func interruptedAnimation() throws {
        let root = try temporaryFolder(files: ["keep.txt": "mine"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try startFlipbook(["render", "scale.coverFlow", "--out", "swipe.webp", "--from", "0", "--to", "4", "--frames", "400",
                                     "--viewport", "300x200"], in: root)
        // Frames are drawn and encoded in memory; interrupt once the first progress line says so.
        #expect(run.wait { run.stderr.contains("rendered ") }, "no progress line: \(run.stderr)")
        #expect(run.signal(SIGINT), "it ended before the interrupt: \(run.stderr)")
        #expect(run.terminatingSignal() == SIGINT, "\(run.stderr)")
        #expect(names(root) == ["keep.txt"])
    }

    @Test("SIGINT or SIGTERM during check --record all leaves complete goldens with their manifest, or none, and no report",
          arguments: [SIGINT, SIGTERM])
    func interruptedRecording(signal: Int32) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let offsets = (0..<120).map { String(Double($0) / 30) }.joined(separator: ",")
        let run = try startFlipbook(["check", "scale.coverFlow", "stack.vortex", "--goldens", "goldens", "--record", "all",
                                     "--offsets", offsets, "--viewport", "150x200", "--out", "report"], in: root)
        // Goldens are rendered, then written as one batch per scene: interrupt once the first batch
        // has started (something under goldens/), while the rest is under way.
        #expect(run.wait { !names(root.appendingPathComponent("goldens")).isEmpty }, "no goldens started: \(run.stderr)")
        #expect(run.signal(signal), "it ended before the interrupt: \(run.stderr)")
        #expect(run.terminatingSignal() == signal, "\(run.stderr)")
        for scene in names(root.appendingPathComponent("goldens")) {
            let files = names(root.appendingPathComponent("goldens/" + scene))
            #expect(files.isEmpty || (files.contains("manifest.json") && files.count == 121), "\(scene): \(files)")
        }
        #expect(!names(root.appendingPathComponent("goldens")).contains { $0.hasPrefix(".") })
        #expect(!names(root).contains("report"))
    }
}
