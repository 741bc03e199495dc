import Foundation
import TestSupport
import Testing

/// `flipbook render --out FILE.gif|.webp|.mp4`, end to end through the binary, each file read
/// back by an independent decoder (Pillow; ffprobe for MP4).
@Suite(.serialized) struct AnimationCLITests {
    /// The `python3` on PATH (the one `Tools/test.sh` installs Pillow for).
    static let python = executable(named: "python3")
    static let pillow: Bool = {
        guard let python else { return false }
        return (try? runProcess(python, ["-c", "import PIL"]))?.status == 0
    }()
    static let ffprobe = executable(named: "ffprobe")

    /// What `Tools/decode-animation.py` says about a file, and its frames as RGBA bytes.
    struct Decoded: Decodable {
        var format: String, width: Int, height: Int, frames: Int
        var durations: [Double?]
        var loop: Int?
    }

    func decode(_ file: URL) throws -> (info: Decoded, pixels: Data) {
        let raw = file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".rgba")
        let result = try runProcess(try #require(Self.python),
                                   [repositoryRoot.appendingPathComponent("Tools/decode-animation.py").path, file.path, "--raw", raw.path])
        try #require(result.status == 0, "Pillow could not read \(file.lastPathComponent)")
        return (try JSONDecoder().decode(Decoded.self, from: Data(result.stdout.utf8)), try Data(contentsOf: raw))
    }

    @Test("GIF: frames, 30 fps delays, size and looping forever; --loop 1 plays once",
          .enabled(if: AnimationCLITests.pillow, "Python 3 with Pillow is not installed (bash Tools/test.sh installs it): GIF not decoded"))
    func gif() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["render", "scale.coverFlow", "--out", "swipe.gif", "--from", "1", "--to", "2", "--frames", "6"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("wrote swipe.gif (GIF, 6 frames at 30 fps"))
        let (info, _) = try decode(root.appendingPathComponent("swipe.gif"))
        #expect(info.format == "GIF" && info.width == 300 && info.height == 400 && info.frames == 6)
        #expect(info.durations.map { $0.map { Int($0) } } == [30, 40, 30, 30, 40, 30])
        #expect(info.loop == 0)
        let once = try runFlipbook(["render", "scale.coverFlow", "--out", "once.gif", "--from", "1", "--to", "2", "--frames", "3", "--loop", "1", "--dither", "0.5"], in: root)
        #expect(once.status == 0, "\(once.stderr)")
        #expect(try decode(root.appendingPathComponent("once.gif")).info.loop == nil)
        // The shared palette takes two passes over the frames; progress says so instead of counting 2n frames.
        let progress = try runFlipbook(["render", "scale.coverFlow", "--out", "eight.gif", "--from", "1", "--to", "2", "--frames", "8"], in: root)
        #expect(progress.stderr.contains("pass 1 of 2 (colours): 8/8 frames\n") && progress.stderr.contains("pass 2 of 2 (encoding): 8/8 frames\n"), "\(progress.stderr)")
        #expect(!progress.stderr.contains("/16"))
    }

    @Test("WebP (lossless by default): every frame is the PNG frame pixel for pixel; --fps and --loop",
          .enabled(if: AnimationCLITests.pillow, "Python 3 with Pillow is not installed (bash Tools/test.sh installs it): WebP not decoded"))
    func webpFramesArePNGFrames() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let sweep = ["stack.vortex", "--from", "0", "--to", "1", "--frames", "5", "--curve", "easeInOut"]
        let run = try runFlipbook(["render"] + sweep + ["--out", "swipe.webp", "--fps", "10", "--loop", "2"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let frames = try runFlipbook(["render"] + sweep + ["--out", "frames"], in: root)
        #expect(frames.status == 0, "\(frames.stderr)")
        let (info, pixels) = try decode(root.appendingPathComponent("swipe.webp"))
        #expect(info.frames == 5 && info.loop == 2)
        #expect(info.durations.map { $0.map { Int($0) } } == [100, 100, 100, 100, 100])
        var expected = Data()
        for number in 1...5 {
            expected += try decode(root.appendingPathComponent("frames/frame-000\(number).png")).pixels
        }
        #expect(pixels == expected, "the WebP frames differ from the PNG frames")
    }

    @Test("APNG: every frame is the PNG frame pixel for pixel, exact delays, --loop, --png-level; byte-identical twice",
          .enabled(if: AnimationCLITests.pillow, "Python 3 with Pillow is not installed (bash Tools/test.sh installs it): APNG not decoded"))
    func apngFramesArePNGFrames() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let sweep = ["stack.tinder", "--from", "0", "--to", "1", "--frames", "5", "--curve", "easeInOut"]
        let run = try runFlipbook(["render"] + sweep + ["--out", "swipe.apng", "--fps", "25", "--loop", "3"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("wrote swipe.apng (APNG, 5 frames at 25 fps"), "\(run.stdout)")
        let again = try runFlipbook(["render"] + sweep + ["--format", "apng", "--out", "again.png", "--fps", "25", "--loop", "3"], in: root)
        #expect(again.status == 0, "\(again.stderr)")
        let first = try Data(contentsOf: root.appendingPathComponent("swipe.apng"))
        #expect(first == (try Data(contentsOf: root.appendingPathComponent("again.png"))), "two renders of one scene differ")
        let frames = try runFlipbook(["render"] + sweep + ["--out", "frames"], in: root)
        #expect(frames.status == 0, "\(frames.stderr)")
        let (info, pixels) = try decode(root.appendingPathComponent("swipe.apng"))
        #expect(info.format == "PNG" && info.width == 300 && info.height == 400)
        #expect(info.frames == 5 && info.loop == 3)
        #expect(info.durations == [40, 40, 40, 40, 40])
        var expected = Data()
        for number in 1...5 {
            expected += try decode(root.appendingPathComponent("frames/frame-000\(number).png")).pixels
        }
        #expect(pixels == expected, "the APNG frames differ from the PNG frames")
        let small = try runFlipbook(["render"] + sweep + ["--out", "small.apng", "--fps", "25", "--loop", "3", "--png-level", "small"], in: root)
        #expect(small.status == 0, "\(small.stderr)")
        let smaller = root.appendingPathComponent("small.apng")
        #expect(try Data(contentsOf: smaller).count < first.count)
        #expect(try decode(smaller).pixels == pixels)
    }

    @Test("a time-based timeline (--timeline FILE) plays as an animated file at its own rate",
          .enabled(if: AnimationCLITests.pillow, "Python 3 with Pillow is not installed (bash Tools/test.sh installs it): APNG not decoded"))
    func timelineFileAnimates() throws {
        let root = try temporaryFolder(files: ["swipe.yaml": "timeline: {fps: 10, start: 1, steps: [{drag: {by: -120, duration: 0.3}}, release]}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["render", "scale.coverFlow", "--timeline", "swipe.yaml", "--out", "swipe.apng"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("at 10 fps"), "\(run.stdout)")
        let (info, _) = try decode(root.appendingPathComponent("swipe.apng"))
        #expect(info.frames >= 4)
        #expect(info.durations.allSatisfy { ($0 ?? 0).truncatingRemainder(dividingBy: 100) == 0 }, "\(info.durations)")
    }

    @Test("MP4: H.264 yuv420p, one video frame per frame; even size",
          .enabled(if: AnimationCLITests.ffprobe != nil, "ffmpeg is not installed (apt-get install ffmpeg): MP4 not checked"))
    func mp4() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["render", "snapshot.grid", "--out", "swipe.mp4", "--from", "0", "--to", "1", "--frames", "8", "--viewport", "301x401"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let probe = try runProcess(try #require(Self.ffprobe), ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                                               "stream=codec_name,pix_fmt,width,height,nb_read_frames", "-of", "csv=p=0",
                                                               root.appendingPathComponent("swipe.mp4").path])
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,302,402,yuv420p,8")
    }

    @Test("a config's output: format, path, loop and quality; flags that contradict or do not apply exit 2, writing nothing",
          .enabled(if: AnimationCLITests.pillow, "Python 3 with Pillow is not installed (bash Tools/test.sh installs it): WebP not decoded"))
    func configsAndMistakes() throws {
        let root = try temporaryFolder(files: ["scene.yaml": """
            extends: stack.tinder
            timeline: {from: 0, to: 1, frames: 4}
            output: {format: webp, path: out/tinder.webp, loop: 3, quality: 70}
            """])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        let run = try runFlipbook(["render", "scene.yaml"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let (info, _) = try decode(root.appendingPathComponent("out/tinder.webp"))
        #expect(info.frames == 4 && info.loop == 3)

        let mistakes: [(arguments: [String], message: String)] = [
            (["--out", "x.gif", "--fps", "60"], "GIF plays at most 50"),
            (["--out", "x.gif", "--format", "webp"], "does not match"),
            (["--out", "frames", "--format", "png", "--loop", "2"], "apply to animated files"),
            (["--out", "x.webp", "--quality", "120"], "--quality 120"),
            (["--out", "x.gif", "--palette", "some"], "--palette some"),
            (["--out", "x.gif", "--dither", "2"], "--dither 2"),
            (["--out", "scene.yaml", "--format", "gif"], "scene.yaml"),
        ]
        for mistake in mistakes {
            let run = try runFlipbook(["render", "scene.yaml"] + mistake.arguments, in: root)
            #expect(run.status == 2, "\(mistake.arguments)")
            #expect(run.stderr.contains(mistake.message), "\(mistake.arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("x.gif").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("x.webp").path))
        #expect(try String(contentsOf: root.appendingPathComponent("scene.yaml"), encoding: .utf8).hasPrefix("extends"))
    }
}
