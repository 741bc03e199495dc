import Foundation
import TestSupport
import Testing

/// Case 9 of the third reliability pass: what a killed render leaves in its folder (a staging
/// folder of unfinished frames, its lock file) is removed by the next render, which says so; a
/// live process's staging folder is left alone.
@Suite(.serialized) struct LeftoverTests {
    func names(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    @Test func aRenderAfterSIGKILLRemovesTheKilledRendersStagingFolderAndLock() throws {
        let folder = try TemporaryFolder()
        let frames = folder.path("frames")
        let killed = try startFlipbook(["render", "scale.coverFlow", "--out", "frames", "--from", "0", "--to", "4", "--frames", "400",
                                        "--viewport", "300x200"], in: folder.url)
        // Frames go into the staging folder as they are drawn: kill once a few are there.
        let staging = { self.names(frames).first { $0.hasPrefix(".flipbook-") && $0.hasSuffix(".partial") } }
        #expect(killed.wait { staging().map { self.names(frames.appendingPathComponent($0)).count >= 3 } ?? false },
                "no staging folder: \(killed.stderr)")
        #expect(killed.signal(SIGKILL), "it ended before the kill: \(killed.stderr)")
        #expect(killed.terminatingSignal() == SIGKILL)
        let left = try #require(staging())
        #expect(names(frames).contains(".flipbook.lock"))

        let run = try boundedRun(["render", "scale.coverFlow", "--out", "frames", "--offsets", "0,1", "--viewport", "150x100"],
                                 in: folder.url, timeout: 60)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stderr.contains("note: removed frames/\(left) ("), "\(run.stderr)")
        #expect(run.stderr.contains("which is no longer running"), "\(run.stderr)")
        #expect(run.stderr.contains("note: took over frames/.flipbook.lock, left by process "), "\(run.stderr)")
        #expect(names(frames) == ["frame-0001.png", "frame-0002.png"])
    }

    @Test func aLiveProcesssStagingFolderIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        // This test process is alive: a staging folder in its name belongs to a running writer.
        let live = ".flipbook-\(getpid())-12345.partial"
        try FileManager.default.createDirectory(at: folder.path("frames/" + live), withIntermediateDirectories: true)
        try Data("half".utf8).write(to: folder.path("frames/\(live)/frame-0001.png"))
        let run = try boundedRun(["render", "scale.coverFlow", "--out", "frames", "--offsets", "0", "--viewport", "150x100"],
                                 in: folder.url, timeout: 60)
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.stderr.contains("removed"), "\(run.stderr)")
        #expect(names(folder.path("frames")) == [live, "frame-0001.png"])
        #expect(names(folder.path("frames/" + live)) == ["frame-0001.png"])
    }

    @Test func checkRemovesKilledRunsStagingFoldersInTheGoldensAndReportFoldersAndSaysSo() throws {
        let folder = try TemporaryFolder()
        // No process has this id (it is past any pid_max): the writer is certainly gone.
        let dead = ".flipbook-2147483646-7.partial"
        for place in ["goldens/scale.linear", "report"] {
            try FileManager.default.createDirectory(at: folder.path("\(place)/\(dead)"), withIntermediateDirectories: true)
            try Data("half".utf8).write(to: folder.path("\(place)/\(dead)/frame.png"))
        }
        let run = try boundedRun(["check", "scale.linear", "--viewport", "80x100", "--offsets", "0",
                                  "--goldens", "goldens", "--out", "report"], in: folder.url, timeout: 60)
        #expect(run.status == 1, "recorded a missing golden: \(run.output)")
        #expect(run.output.components(separatedBy: "which is no longer running").count == 3, "\(run.output)")
        #expect(!names(folder.path("goldens/scale.linear")).contains(dead) && !names(folder.path("report")).contains(dead))
    }
}
