import Foundation
import RawHTTP
import TestSupport
import Testing

/// Never hang, never escape, never balloon: each case of the third reliability pass through the
/// real binary, with exit 2 and the message, nothing written outside the target, and a time and
/// memory bound.
@Suite struct ReliabilityTests {
    /// A real part (`check --shard 1/1` of a scene with no goldens yet, so its image travels with the
    /// part) as JSON to tamper with.
    static func part(in folder: TemporaryFolder) throws -> [String: Any] {
        let made = try runFlipbook(["check", "scale.linear", "--shard", "1/1", "--offsets", "0", "--viewport", "60x80",
                                    "--record", "never", "--goldens", folder.path("goldens").path, "--out", folder.path("parts").path])
        #expect(made.output.contains("part: "), "\(made.output)")
        let data = try Data(contentsOf: folder.path("parts/shard-1-of-1.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func write(_ part: [String: Any], to url: URL) throws {
        try JSONSerialization.data(withJSONObject: part).write(to: url)
    }

    /// Case 1: a part's image name is data. `../…` and absolute names are refused before anything
    /// is written, and nothing appears outside `--out`.
    @Test(arguments: ["../../escaped", "/tmp/flipbook-escaped-\(getpid())", "a/b", "..", "", String(repeating: "n", count: 300)])
    func mergeRefusesImageNamesThatLeaveTheReportFolder(name: String) throws {
        let folder = try TemporaryFolder()
        var part = try Self.part(in: folder)
        var scenes = try #require(part["scenes"] as? [[String: Any]])
        var frames = try #require(scenes[0]["frames"] as? [[String: Any]])
        frames[0]["name"] = name
        scenes[0]["frames"] = frames
        part["scenes"] = scenes
        let tampered = folder.path("deep/er/part.json")
        try FileManager.default.createDirectory(at: tampered.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.write(part, to: tampered)
        let before = filesUnder(folder.url)

        let run = try boundedRun(["report", "merge", tampered.path, "--out", "deep/er/report"], in: folder.url, timeout: 30)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("names an image of scale.linear") && run.stderr.contains("inside the report folder"), "\(run.stderr)")
        #expect(filesUnder(folder.url) == before)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/flipbook-escaped-\(getpid()).actual.png"))
    }

    /// Case 1, the unchanged part still merges: the report's images land inside `--out`.
    @Test func mergeOfAnUntouchedPartWritesInsideOut() throws {
        let folder = try TemporaryFolder()
        _ = try Self.part(in: folder)
        let run = try boundedRun(["report", "merge", "parts/shard-1-of-1.json", "--out", "report"], in: folder.url, timeout: 30)
        #expect(run.status == 1, "\(run.output)")
        #expect(filesUnder(folder.path("report")).contains("scale.linear/frame-0001.actual.png"), "\(filesUnder(folder.url))")
    }

    /// Case 2: a part's shard count gets the range `--shard` gets: no crash, no 4 GB allocation, no
    /// 600 KB message.
    @Test(arguments: [(0, 1), (-3, 1), (1_000_000_000, 1), (100_000, 1), (2, 3), (2, 0)])
    func mergeRefusesShardNumbersOutOfRange(count: Int, index: Int) throws {
        let folder = try TemporaryFolder()
        var part = try Self.part(in: folder)
        part["shard"] = ["count": count, "index": index]
        try Self.write(part, to: folder.path("part.json"))
        let run = try boundedRun(["report", "merge", "part.json", "--out", "report"], in: folder.url, timeout: 30)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("claims to be shard \(index) of \(count)") && run.stderr.contains("1 ≤ i ≤ n ≤ 1000"), "\(run.stderr)")
        #expect(run.stderr.utf8.count < 1000)
        #expect(run.peakBytes < 200 << 20, "peak \(run.peakBytes) bytes")
        #expect(!FileManager.default.fileExists(atPath: folder.path("report").path))
    }
}

/// Case 3: springs too slow to settle are refused at once, naming the 600 s limit.
@Suite struct SlowSpringTests {
    @Test func inspectRefusesASpringThatNeverSettlesInTime() throws {
        let folder = try TemporaryFolder()
        let run = try boundedRun(["inspect", "scale.linear", "--from", "0", "--to", "1", "--frames", "3", "--curve", "spring:1,0.0001"],
                                 in: folder.url, timeout: 20)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("takes 10981 s to settle; springs must settle within 600 s"), "\(run.stderr)")
        #expect(run.seconds < 10)
    }

    @Test(arguments: ["{spring: {response: 1000, dampingFraction: 0.0001}}", "'spring:1,0.0001'", "{spring: {mass: 1, stiffness: 1, damping: 0.000001}}"])
    func validateRefusesASlowSpringInATimeline(curve: String) throws {
        let folder = try TemporaryFolder(files: ["slow.yaml": """
            viewport: {width: 200, height: 200}
            timeline:
              fps: 30
              steps:
                - scroll: {to: 3, curve: \(curve)}

            """])
        let run = try boundedRun(["validate", "slow.yaml"], in: folder.url, timeout: 20)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("slow.yaml:5:") && run.stderr.contains("springs must settle within 600 s"), "\(run.stderr)")
        #expect(run.seconds < 10)
    }
}

/// The designer answers 415 for MP4 when ffmpeg is missing, as docs/DESIGNER.md says.
@Suite struct DesignerWithoutFFmpegTests {
    @Test func mp4ExportIs415WithoutFFmpeg() throws {
        let folder = try TemporaryFolder()
        let running = try DesignerCLITests.start(["stack.vortex", "--port", "0"], in: folder.url, environment: ["PATH": "/nonexistent"])
        defer {
            running.process.signal(SIGINT)
            _ = running.process.finish()
        }
        let (port, token) = (running.port, running.token)
        let answer = try rawHTTP(port: port, "POST", "/api/export", headers: ["X-Flipbook-Token": token],
                                 body: Array(#"{"config": {"extends": "stack.vortex"}, "format": "mp4"}"#.utf8))
        #expect(answer.status == 415, "\(answer.status) \(answer.text)")
        #expect(answer.text.contains("ffmpeg"), "\(answer.text)")
    }
}

/// Case 4: FIFOs, devices and folders as inputs are refused at once, named as what they are,
/// never waited on or read without end; `validate` says the same.
@Suite struct SpecialInputTests {
    /// A folder with a FIFO `pipe`, a folder `dir`, a link `zero` to /dev/zero, a real config and
    /// PNG, and configs pointing at each special input.
    static func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(files: ["dir/keep": ""])
        #expect(mkfifo(folder.path("pipe").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path("zero").path, withDestinationPath: "/dev/zero")
        return folder
    }

    static func expectRefused(_ arguments: [String], in folder: TemporaryFolder, _ words: [String]) throws {
        let run = try boundedRun(arguments, in: folder.url, timeout: 30)
        #expect(run.finished, "\(arguments) hung")
        #expect(run.status == 2, "\(arguments): \(run.output)")
        for word in words { #expect(run.stderr.contains(word), "\(arguments): \(run.stderr)") }
        #expect(run.seconds < 15)
    }

    @Test(arguments: [("pipe", "a named pipe (FIFO), not a regular file"), ("zero", "a character device, not a regular file"),
                      ("dir", "is a folder")])
    func configsTimelinesAndExtends(input: String, words: String) throws {
        let folder = try Self.folder()
        try "extends: ./\(input)\n".write(to: folder.path("extends.yaml"), atomically: true, encoding: .utf8)
        try Self.expectRefused(["validate", input], in: folder, [words])
        try Self.expectRefused(["validate", "extends.yaml"], in: folder, ["extends", words])
        try Self.expectRefused(["inspect", "scale.linear", "--timeline", input], in: folder, [words, "timeline file"])
    }

    @Test(arguments: [("pipe", "a named pipe (FIFO), not a PNG file"), ("zero", "a character device, not a PNG file"),
                      ("dir", "is a folder, not a PNG file")])
    func cardAndLayerImagesInValidateAndRender(input: String, words: String) throws {
        let folder = try Self.folder()
        try "extends: scale.linear\ncard: {image: \(input)}\n".write(to: folder.path("card.yaml"), atomically: true, encoding: .utf8)
        try "extends: scale.linear\ncard: {layers: [{id: a, type: image, image: \(input)}]}\n"
            .write(to: folder.path("layer.yaml"), atomically: true, encoding: .utf8)
        try Self.expectRefused(["validate", "card.yaml"], in: folder, ["card.image", words])
        try Self.expectRefused(["validate", "layer.yaml"], in: folder, ["card.layers[0].image", words])
        try Self.expectRefused(["strip", "card.yaml", "--out", "s.png"], in: folder, [words])
        #expect(!FileManager.default.fileExists(atPath: folder.path("s.png").path))
    }

    @Test(arguments: ["pipe", "zero", "dir"])
    func compareInputsGoldensAndParts(input: String) throws {
        let folder = try Self.folder()
        let made = try runFlipbook(["strip", "scale.linear", "--out", "a.png", "--viewport", "60x80"], in: folder.url)
        #expect(made.status == 0, "\(made.output)")
        try Self.expectRefused(["compare", "a.png", input], in: folder, [input])
        try Self.expectRefused(["report", "merge", input], in: folder, ["cannot read \(input)"])
        // A golden that is a FIFO, device or folder.
        let goldens = folder.path("goldens/scale.linear")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let golden = goldens.appendingPathComponent("frame-0001.png").path
        switch input {
        case "pipe": #expect(mkfifo(golden, 0o644) == 0)
        case "zero": try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: "/dev/zero")
        default: try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: false)
        }
        let run = try boundedRun(["check", "scale.linear", "--goldens", "goldens", "--offsets", "0", "--viewport", "60x80",
                                  "--record", "never", "--out", "report"], in: folder.url, timeout: 30)
        #expect(run.finished && run.status == 2, "\(run.output)")
        #expect(run.output.contains("frame-0001.png"), "\(run.output)")
    }
}

/// Case 5: `extends` fan-out costs one read per file and stops past 256 references.
@Suite struct ExtendsFanOutTests {
    @Test func sevenLevelsOfTenfoldExtendsFinishAtOnce() throws {
        var files: [String: String] = ["f7.yaml": "extends: scale.linear\nitemCount: 3\n"]
        for level in 1...6 {
            files["f\(level).yaml"] = "extends: [" + Array(repeating: "./f\(level + 1).yaml", count: 10).joined(separator: ", ") + "]\n"
        }
        let folder = try TemporaryFolder(files: files)
        let run = try boundedRun(["validate", "f1.yaml"], in: folder.url, timeout: 30)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.seconds < 10)
    }

    @Test func moreThan256BasesAreRefusedNamingTheLimit() throws {
        var files: [String: String] = ["base.yaml": "extends: scale.linear\n"]
        files["wide.yaml"] = "extends: [" + Array(repeating: "./base.yaml", count: 300).joined(separator: ", ") + "]\n"
        let folder = try TemporaryFolder(files: files)
        let run = try boundedRun(["validate", "wide.yaml"], in: folder.url, timeout: 30)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("wide.yaml:1:") && run.stderr.contains("more than 256 bases"), "\(run.stderr)")
    }
}

/// Case 7: streams are written, not replaced; a read-only output is refused.
@Suite struct StreamOutputTests {
    @Test(arguments: ["/dev/stderr", "/proc/self/fd/2", "/dev/fd/2"])
    func stripToTheStderrStreamAppendsToTheLogInsteadOfReplacingIt(stream: String) throws {
        let folder = try TemporaryFolder(files: ["build.log": "earlier lines\n"])
        let log = folder.path("build.log").path
        // `2>> build.log`, as a shell does it: the descriptor opened for appending.
        let flipbook = try #require(flipbookExecutable)
        let run = try runProcess(URL(fileURLWithPath: "/bin/sh"),
                                 ["-c", "exec \"$0\" strip scale.linear --viewport 60x80 --out \"$1\" --format png 2>> build.log", flipbook.path, stream],
                                 in: folder.url)
        #expect(run.status == 0, "\(run.output)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: log))
        #expect(bytes.starts(with: Data("earlier lines\n".utf8)), "the log was replaced")
        #expect(bytes.count > 100 && bytes.dropFirst(14).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aReadOnlyOutputIsRefusedNotRenamedOver() throws {
        guard getuid() != 0 else { return }  // root may write any file
        let folder = try TemporaryFolder(files: ["old.png": "keep"])
        let path = folder.path("old.png").path
        #expect(chmod(path, 0o444) == 0)
        let run = try boundedRun(["strip", "scale.linear", "--viewport", "60x80", "--out", "old.png"], in: folder.url, timeout: 60)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.stderr.contains("read-only"), "\(run.stderr)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    }
}

/// Case 8: a failed write to standard output is exit 2 with the reason.
@Suite struct StandardOutputErrorTests {
    @Test(arguments: [["schema"], ["inspect", "scale.linear"], ["presets", "show", "scale.linear"], ["presets"]])
    func writingToAFullDeviceIsExitTwo(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let run = try boundedRun(arguments, in: folder.url, timeout: 60, stdoutPath: "/dev/full")
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("cannot write standard output"), "\(run.stderr)")
    }
}
