import Foundation
import TestSupport
import Testing

/// Case 10 of the third reliability pass: messages that tell the truth, through the real binary.
/// Each test names the misleading wording it replaces.
@Suite struct TruthfulMessageTests {
    static func refused(_ arguments: [String], in folder: TemporaryFolder) throws -> String {
        let run = try boundedRun(arguments, in: folder.url, timeout: 60)
        #expect(run.status == 2, "\(arguments): \(run.output)")
        return run.stderr
    }

    /// Raw ESC or U+202E from a config never reaches the terminal: they are written as `\u{…}`.
    @Test func controlCharactersFromAConfigAreEscaped() throws {
        // YAML's double-quoted escapes put a real ESC and U+202E into the key.
        let folder = try TemporaryFolder(files: ["c.yaml": #"extends: scale.linear"# + "\n" + #""bad\e[31mkey\u202Egnp": 1"# + "\n"])
        let stderr = try Self.refused(["validate", "c.yaml"], in: folder)
        #expect(stderr.contains(#"unknown key `bad\u{1B}[31mkey\u{202E}gnp`"#), "\(stderr)")
        #expect(!stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(stderr)")
    }

    /// summary.md is read as GitHub Markdown, which renders HTML: a scene name stays text.
    @Test func summaryMarkdownEscapesHTML() throws {
        let folder = try TemporaryFolder(files: ["s.yaml": "extends: scale.linear\nname: \"<img src=x onerror=alert(1)>\"\n"])
        let run = try boundedRun(["check", "s.yaml", "--goldens", "goldens", "--record", "never", "--offsets", "0",
                                  "--viewport", "60x80", "--out", "report"], in: folder.url, timeout: 60)
        #expect(run.status == 1, "\(run.output)")
        let summary = try String(contentsOf: folder.path("report/summary.md"), encoding: .utf8)
        #expect(summary.contains("&lt;img src=x onerror=alert(1)&gt;"), "\(summary)")
        #expect(!summary.contains("<img"), "\(summary)")
    }

    /// 99,999 timeline offsets are within every limit (the YAML value limit is past what 1 MiB holds
    /// without aliases); 100,001 are refused naming the timeline's own limit, not YAML aliases.
    @Test func manyTimelineOffsetsAreNotBlamedOnYAMLAliases() throws {
        func config(_ count: Int) -> String {
            "extends: scale.linear\ntimeline: [" + (0..<count).map { String(Double($0) / 1000) }.joined(separator: ",") + "]\n"
        }
        let folder = try TemporaryFolder(files: ["ok.yaml": config(99_999), "over.yaml": config(100_001)])
        let ok = try boundedRun(["validate", "ok.yaml"], in: folder.url, timeout: 60)
        #expect(ok.status == 0, "\(ok.output.prefix(500))")
        let stderr = try Self.refused(["validate", "over.yaml"], in: folder)
        #expect(stderr.contains("`timeline` must be a list of 1…100000 items"), "\(stderr.prefix(500))")
        #expect(!stderr.contains("aliases"))
    }

    /// A valid PNG with 100,000 text chunks is more metadata than Flipbook reads, not "damaged".
    @Test func aPNGWithManyTextChunksIsNotCalledDamaged() throws {
        let folder = try TemporaryFolder()
        let made = try runFlipbook(["strip", "scale.linear", "--out", "plain.png", "--viewport", "60x80", "--offsets", "0"], in: folder.url)
        #expect(made.status == 0, "\(made.output)")
        var bytes = [UInt8](try Data(contentsOf: folder.path("plain.png")))
        // After the signature (8 bytes) and IHDR (25 bytes).
        bytes.insert(contentsOf: (0..<100_000).flatMap { pngChunk("tEXt", Array("k\u{0}v\($0)".utf8)) }, at: 33)
        try Data(bytes).write(to: folder.path("texts.png"))
        let stderr = try Self.refused(["compare", "texts.png", "plain.png"], in: folder)
        #expect(stderr.contains("more metadata chunks (text, ICC profile, …) than Flipbook reads"), "\(stderr)")
        #expect(!stderr.contains("damaged"), "\(stderr)")
    }

    /// A FIFO named as the output folder is called a FIFO, not "a file".
    @Test func aFIFOOutIsNamedAsAFIFO() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("pipe").path, 0o644) == 0)
        let stderr = try Self.refused(["render", "scale.linear", "--out", "pipe", "--offsets", "0"], in: folder)
        #expect(stderr.contains("pipe is a named pipe (FIFO), not a folder"), "\(stderr)")
    }

    /// An output that came from `output.path` is named so, not `--out`.
    @Test func anOutputFromTheConfigIsNamedByItsKey() throws {
        let folder = try TemporaryFolder(files: ["o.yaml": "extends: scale.linear\noutput: {path: out.xyz}\n",
                                                 "a.yaml": "extends: scale.linear\noutput: {path: anim.gif}\n"])
        let strip = try Self.refused(["strip", "o.yaml"], in: folder)
        #expect(strip.contains("cannot tell the format of `output.path` ") && strip.contains("out.xyz from its extension"), "\(strip)")
        #expect(!strip.contains("--out"), "\(strip)")
        let render = try Self.refused(["render", "a.yaml", "--format", "webp"], in: folder)
        #expect(render.contains("--format webp does not match `output.path` ") && render.contains("anim.gif"), "\(render)")
    }

    /// `effect: stack.tinder` names a preset: the fix is `extends:`.
    @Test func aPresetNameAsAnEffectSuggestsExtends() throws {
        let folder = try TemporaryFolder(files: ["t.yaml": "effect: stack.tinder\n"])
        let stderr = try Self.refused(["validate", "t.yaml"], in: folder)
        #expect(stderr.contains("`stack.tinder` is a preset") && stderr.contains("`extends: stack.tinder`"), "\(stderr)")
    }

    /// A missing `--timeline` file is a timeline file, not a config file.
    @Test func aMissingTimelineFileIsNamedSo() throws {
        let folder = try TemporaryFolder()
        let stderr = try Self.refused(["inspect", "scale.linear", "--timeline", "nothere.yaml"], in: folder)
        #expect(stderr.contains("no timeline file at nothere.yaml"), "\(stderr)")
        #expect(!stderr.contains("config file"), "\(stderr)")
    }

    /// A truncated golden gets one fix, the golden's, not the reader's glued before it.
    @Test func aTruncatedGoldenHasOneFix() throws {
        let folder = try TemporaryFolder()
        let arguments = ["check", "scale.linear", "--goldens", "goldens", "--offsets", "0", "--viewport", "60x80"]
        let recorded = try boundedRun(arguments + ["--record", "missing"], in: folder.url, timeout: 60)
        #expect(recorded.status == 1, "\(recorded.output)")
        let golden = folder.path("goldens/scale.linear/frame-0001.png")
        try Data(try Data(contentsOf: golden).prefix(300)).write(to: golden)
        let run = try boundedRun(arguments + ["--record", "never", "--out", "report"], in: folder.url, timeout: 60)
        #expect(run.status == 2, "\(run.output)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("ERROR") }, "\(run.output)")
        #expect(line.contains("PNG truncated") && line.hasSuffix("— restore the golden from version control or re-record it with --record failed"), "\(line)")
        #expect(line.components(separatedBy: " — ").count == 2, "\(line)")
    }

    /// `check --out FILE` is refused before anything is rendered or recorded.
    @Test func checkIntoAFileRecordsNothing() throws {
        let folder = try TemporaryFolder(files: ["report": "not a folder"])
        let stderr = try Self.refused(["check", "scale.linear", "--goldens", "goldens", "--offsets", "0", "--viewport", "60x80",
                                       "--out", "report"], in: folder)
        #expect(stderr.contains("report is a file, not a folder"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("goldens").path))
    }
}

/// A PNG chunk: length, type, data and CRC-32 (ISO 3309), for building test files.
func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
}

/// `value`'s four bytes, most significant first (PNG's and zlib's order).
func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
