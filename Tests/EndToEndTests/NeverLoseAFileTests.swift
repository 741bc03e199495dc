import Foundation
import TestSupport
import Testing

/// Issue #17 through the real binary: no command replaces a file it was not asked to write, a
/// failed or interrupted run leaves things as they were, and every message says what is wrong.
@Suite(.serialized) struct NeverLoseAFileTests {
    let config = "extends: scale.linear\nviewport: {width: 60, height: 80}\ntimeline: [0, 1]\n"

    func names(_ url: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func fileType(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    // MARK: 1. Outputs replace whatever is at the path

    @Test("a FIFO output is refused and stays a FIFO (the /dev/null case, without root)")
    func fifoOutputIsRefused() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let strip = try runFlipbook(["strip", "scale.coverFlow", "--out", "pipe.png"], in: root)
        #expect(strip.status == 2)
        #expect(strip.stderr == "error: pipe.png is a named pipe (FIFO), not a regular file — write to a regular file, or give - for standard output or /dev/null to discard\n")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(names(root) == ["pipe.png"])
    }

    @Test("a symlink output is written through: the link stays, its target gets the strip")
    func symlinkOutputIsWrittenThrough() throws {
        let root = try temporaryFolder(files: ["real/old.png": "old"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.png").path, withDestinationPath: "real/old.png")
        let strip = try runFlipbook(["strip", "scale.coverFlow", "--out", "link.png", "--scale", "0.25"], in: root)
        #expect(strip.status == 0, "\(strip.stderr)")
        #expect(fileType(root.appendingPathComponent("link.png")) == S_IFLNK)
        let bytes = try Data(contentsOf: root.appendingPathComponent("real/old.png"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(names(root.appendingPathComponent("real")) == ["old.png"])
    }

    @Test("--out - writes the strip to standard output and the note to standard error")
    func dashIsStandardOutput() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try startFlipbook(["strip", "scale.coverFlow", "--out", "-", "--format", "png", "--scale", "0.25"], in: root)
        #expect(run.finish() == 0, "\(run.stderr)")
        #expect(run.stdoutData.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(run.stderr == "wrote the strip to standard output\n")
        #expect(names(root) == [])
        // An animation too: standard output holds the GIF and nothing else.
        let gif = try startFlipbook(["render", "scale.coverFlow", "--out", "-", "--format", "gif", "--offsets", "0,1", "--scale", "0.25"], in: root)
        #expect(gif.finish() == 0, "\(gif.stderr)")
        #expect(gif.stdoutData.starts(with: Array("GIF89a".utf8)) && gif.stdoutData.last == 0x3B, "ends with the GIF trailer")
        #expect(gif.stderr.hasPrefix("wrote - (GIF, 2 frames"), "\(gif.stderr)")
        #expect(names(root) == [])
    }

    // MARK: 2. An output equal to an input

    @Test("an output that is an input is refused and the input is untouched: strip, compare --diff, watch, render")
    func outputsNeverReplaceInputs() throws {
        let root = try temporaryFolder(files: ["cfg.yaml": config])
        defer { try? FileManager.default.removeItem(at: root) }
        let strip = try runFlipbook(["strip", "cfg.yaml", "--out", "cfg.yaml", "--format", "png"], in: root)
        #expect(strip.status == 2)
        #expect(strip.stderr == "error: the output cfg.yaml is an input of this command; writing it would destroy it — choose another output path\n")
        let watch = try runFlipbook(["watch", "cfg.yaml", "--out", "cfg.yaml"], in: root)
        #expect(watch.status == 2, "\(watch.stderr)")
        #expect(try String(contentsOf: root.appendingPathComponent("cfg.yaml"), encoding: .utf8) == config)
        // watch writes strips: an animation's extension is refused at once, not on every round.
        let animatedWatch = try runFlipbook(["watch", "cfg.yaml", "--out", "x.gif"], in: root)
        #expect(animatedWatch.status == 2)
        #expect(animatedWatch.stderr.hasPrefix("error: --out x.gif names an animation (gif), but watch writes a strip — use --out NAME.png"), "\(animatedWatch.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("x.gif").path))

        #expect(try runFlipbook(["strip", "cfg.yaml", "--out", "a.png"], in: root).status == 0)
        #expect(try runFlipbook(["strip", "cfg.yaml", "--out", "b.png", "--corner-radius", "0"], in: root).status == 0)
        let a = try Data(contentsOf: root.appendingPathComponent("a.png"))
        let compare = try runFlipbook(["compare", "a.png", "b.png", "--diff", "a.png"], in: root)
        #expect(compare.status == 2)
        #expect(compare.stderr.contains("the output a.png is an input of this command"))
        #expect(try Data(contentsOf: root.appendingPathComponent("a.png")) == a)

        // Animated outputs too: a GIF path that is a link to the config, an MP4 path that is a link
        // to the card image, a WebP path that is a FIFO.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("anim.gif").path, withDestinationPath: "cfg.yaml")
        let gif = try runFlipbook(["render", "cfg.yaml", "--out", "anim.gif"], in: root)
        #expect(gif.status == 2)
        #expect(gif.stderr.hasPrefix("error: the output anim.gif is an input of this command (the same file as cfg.yaml)"), "\(gif.stderr)")
        #expect(try String(contentsOf: root.appendingPathComponent("cfg.yaml"), encoding: .utf8) == config)
        try a.write(to: root.appendingPathComponent("card.png"))
        try Data((config + "card: {image: card.png}\n").utf8).write(to: root.appendingPathComponent("image.yaml"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("card.mp4").path, withDestinationPath: "card.png")
        let mp4 = try runFlipbook(["render", "image.yaml", "--out", "card.mp4"], in: root)
        #expect(mp4.status == 2)
        #expect(mp4.stderr.contains("is an input of this command"), "\(mp4.stderr)")
        #expect(try Data(contentsOf: root.appendingPathComponent("card.png")) == a)
        #expect(mkfifo(root.appendingPathComponent("pipe.webp").path, 0o644) == 0)
        let webp = try runFlipbook(["render", "cfg.yaml", "--out", "pipe.webp"], in: root)
        #expect(webp.status == 2)
        #expect(webp.stderr == "error: pipe.webp is a named pipe (FIFO), not a regular file — write to a regular file, or give - for standard output or /dev/null to discard\n")
        #expect(fileType(root.appendingPathComponent("pipe.webp")) == S_IFIFO)

        // A card image that sits where a frame would go is not replaced, even with --overwrite.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("frames"), withIntermediateDirectories: false)
        try a.write(to: root.appendingPathComponent("frames/frame-0001.png"))
        try Data((config + "card: {image: frames/frame-0001.png}\n").utf8).write(to: root.appendingPathComponent("card.yaml"))
        let render = try runFlipbook(["render", "card.yaml", "--out", "frames", "--overwrite"], in: root)
        #expect(render.status == 2)
        #expect(render.stderr.contains("is an input of this command"), "\(render.stderr)")
        #expect(try Data(contentsOf: root.appendingPathComponent("frames/frame-0001.png")) == a)
    }

    // MARK: 4. Interrupts

    // Started with SIGINT at its default (`startFlipbook`): an ignored SIGINT, as under `swift test`
    // or in a background job, stays ignored as POSIX tools do.
    @Test("SIGINT, SIGTERM or SIGHUP during render leaves no frame, no staging folder, and the old frames as they were",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func interruptedRenderLeavesNothing(signal: Int32) throws {
        let root = try temporaryFolder(files: ["old/frame-0001.png": "old one", "old/notes.txt": "mine"])
        defer { try? FileManager.default.removeItem(at: root) }
        for (out, overwrite) in [("new/frames", false), ("old", true)] {
            let folder = root.appendingPathComponent(out)
            let before = names(folder)
            let run = try startFlipbook(["render", "scale.coverFlow", "--out", out, "--from", "0", "--to", "4", "--frames", "2000",
                                         "--scale", "2"] + (overwrite ? ["--overwrite"] : []), in: root)
            // Interrupt once frames are being written (into the hidden staging folder).
            let staging = run.wait {
                names(folder).contains { name in name.hasSuffix(".partial") && !names(folder.appendingPathComponent(name)).isEmpty }
            }
            #expect(staging, "no staged frames appeared: \(run.stderr)")
            #expect(run.signal(signal), "it ended before the interrupt: \(run.stderr)")
            #expect(run.terminatingSignal() == signal, "\(run.stderr)")
            #expect(names(folder) == before, "\(out)")
        }
        #expect(names(root) == ["old"])
        #expect(try String(contentsOf: root.appendingPathComponent("old/frame-0001.png"), encoding: .utf8) == "old one")
    }

    // MARK: 5. Rendering into a used folder

    @Test("a folder holding frames is refused without --overwrite; with it, stale frames of both formats go")
    func usedFolders() throws {
        let root = try temporaryFolder(files: ["cfg.yaml": config])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try runFlipbook(["render", "cfg.yaml", "--out", "f", "--offsets", "0,1,2"], in: root).status == 0)
        #expect(try runFlipbook(["render", "cfg.yaml", "--out", "f", "--format", "svg", "--offsets", "0"], in: root).status == 2)
        let again = try runFlipbook(["render", "cfg.yaml", "--out", "f"], in: root)
        #expect(again.status == 2)
        #expect(again.stderr == "error: f already holds 3 frames (frame-0001.png … frame-0003.png) — add --overwrite to replace them, or choose an empty folder\n")
        let svg = try runFlipbook(["render", "cfg.yaml", "--out", "f", "--format", "svg", "--overwrite"], in: root)
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(names(root.appendingPathComponent("f")) == ["frame-0001.svg", "frame-0002.svg"])
    }

    @Test("two renders into one folder at once: the second is refused, naming the first")
    func concurrentRendersAreRefused() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try startFlipbook(["render", "scale.coverFlow", "--out", "f", "--from", "0", "--to", "4", "--frames", "2000", "--scale", "2"], in: root)
        #expect(first.wait { names(root.appendingPathComponent("f")).contains(".flipbook.lock") })
        let second = try runFlipbook(["render", "scale.coverFlow", "--out", "f", "--offsets", "0"], in: root)
        #expect(second.status == 2)
        #expect(second.stderr == "error: another flipbook (process \(first.pid)) is writing into f — wait for it to finish, or choose another output folder\n")
        #expect(first.signal(SIGTERM), "it ended before the interrupt: \(first.stderr)")
        _ = first.finish()
        #expect(names(root) == [])
    }

    // MARK: 6 and 8. Goldens and reports

    @Test("the report folder may not be the goldens folder; a stopped check writes no report; a pass replaces a failure's report")
    func reports() throws {
        let root = try temporaryFolder(files: ["cfg.yaml": config])
        defer { try? FileManager.default.removeItem(at: root) }
        let same = try runFlipbook(["check", "cfg.yaml", "--goldens", "g", "--out", "g"], in: root)
        #expect(same.status == 2)
        #expect(same.stderr.hasPrefix("error: the report folder "), "\(same.stderr)")
        #expect(names(root) == ["cfg.yaml"])

        #expect(try runFlipbook(["check", "cfg.yaml", "--goldens", "g", "--out", "r"], in: root).status == 1)  // records
        try Data((config + "card: {cornerRadius: 0}\n").utf8).write(to: root.appendingPathComponent("cfg.yaml"))
        #expect(try runFlipbook(["check", "cfg.yaml", "--goldens", "g", "--out", "r", "--record", "never"], in: root).status == 1)
        #expect(names(root.appendingPathComponent("r/cfg")).count >= 2)
        let stopped = try runFlipbook(["check", "cfg.yaml", "--goldens", "g", "--out", "r", "--record", "sometimes"], in: root)
        #expect(stopped.status == 2)
        #expect(names(root.appendingPathComponent("r/cfg")).count >= 2, "a check that did not start leaves the report alone")

        try Data(config.utf8).write(to: root.appendingPathComponent("cfg.yaml"))
        let passed = try runFlipbook(["check", "cfg.yaml", "--goldens", "g", "--out", "r", "--record", "never"], in: root)
        #expect(passed.status == 0, "\(passed.stdout)")
        #expect(names(root.appendingPathComponent("r")) == ["junit.xml", "report.html", "report.json", "summary.md"])
        let summary = try String(contentsOf: root.appendingPathComponent("r/summary.md"), encoding: .utf8)
        #expect(!summary.contains("| failed |"), "\(summary)")
    }

    // MARK: 7. Messages

    @Test("under --format json an error is JSON on standard output, exit 2")
    func jsonErrors() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["inspect", "scale.nope", "--format", "json"], ["compare", "a.png", "b.png", "--format", "json"],
                          ["inspect", "scale.linear", "--items", "-1", "--format", "json"]] {
            let run = try runFlipbook(arguments, in: root)
            #expect(run.status == 2)
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let message = try #require(object?["error"] as? String, "\(arguments): \(run.stdout)")
            #expect(!message.isEmpty && !message.hasPrefix("error:"), "\(message)")
            #expect(object?["exitStatus"] as? Int == 2)
            #expect(!run.stderr.isEmpty)
        }
        #expect(try runFlipbook(["inspect", "scale.nope"], in: root).stdout.isEmpty)
    }

    // MARK: 9. presets show

    @Test("presets show comments out name:, --out names the copy after its file, and the copy checks beside the preset")
    func presetCopiesHaveTheirOwnName() throws {
        let root = try temporaryFolder(files: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let shown = try runFlipbook(["presets", "show", "scale.coverFlow"], in: root)
        #expect(shown.status == 0)
        #expect(!shown.stdout.split(separator: "\n").contains { $0.hasPrefix("name:") })
        #expect(shown.stdout.contains("\n# name: scale.coverFlow "))
        try Data(shown.stdout.utf8).write(to: root.appendingPathComponent("mine.yaml"))
        let written = try runFlipbook(["presets", "show", "scale.coverFlow", "--out", "deck.yaml"], in: root)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try String(contentsOf: root.appendingPathComponent("deck.yaml"), encoding: .utf8).contains("\nname: deck\n"))
        let check = try runFlipbook(["check", "scale.coverFlow", "mine.yaml", "deck.yaml", "--strip", "--viewport", "60x80", "--goldens", "g"], in: root)
        #expect(check.status == 1, "records, and no name clash: \(check.stdout) \(check.stderr)")
        #expect(names(root.appendingPathComponent("g")) == ["deck", "mine", "scale.coverFlow"])
    }
}
