import Foundation
import TestSupport
import Testing

/// One SVG file from the CLI: a single frame or a strip as `.svg` or gzip-compressed `.svgz`,
/// and `--format svg-animated` where only a still image can be written.
@Suite struct SVGFileCLITests {
    static let gzip = executable(named: "gzip")

    func gunzip(_ file: URL) throws -> String {
        let run = try runProcess(try #require(Self.gzip), ["-dc", file.path])
        try #require(run.status == 0, "gzip could not read \(file.lastPathComponent): \(run.stderr)")
        return run.stdout
    }

    @Test("render --out FILE.svg with one offset writes that frame; .svgz the same document gzip-compressed",
          .enabled(if: SVGFileCLITests.gzip != nil, "gzip is not installed"))
    func singleFrame() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = ["render", "scale.blur", "--offsets", "1.35"]
        let frames = try runFlipbook(scene + ["--out", "frames", "--format", "svg"], in: root)
        #expect(frames.status == 0, "\(frames.stderr)")
        let plain = try runFlipbook(scene + ["--out", "frame.svg"], in: root)
        #expect(plain.status == 0 && plain.stdout == "wrote frame.svg\n", "\(plain.stderr)")
        let compressed = try runFlipbook(scene + ["--out", "frame.svgz"], in: root)
        #expect(compressed.status == 0, "\(compressed.stderr)")
        let expected = try String(contentsOf: root.appendingPathComponent("frames/frame-0001.svg"), encoding: .utf8)
        #expect(try String(contentsOf: root.appendingPathComponent("frame.svg"), encoding: .utf8) == expected)
        let svgz = root.appendingPathComponent("frame.svgz")
        #expect(try Data(contentsOf: svgz).prefix(2) == Data([0x1f, 0x8b]), "a gzip member")
        #expect(try gunzip(svgz) == expected)
    }

    @Test("render --out FILE.svg refuses a timeline of several frames and a --format it does not write")
    func singleFrameRefusals() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for (arguments, message) in [
            (["--offsets", "1,2", "--out", "two.svg"], "error: --out two.svg names one SVG file, but the timeline has 2 frames — add --animated"),
            (["--offsets", "1", "--out", "one.svg", "--format", "png"], "error: --format png does not match --out one.svg"),
            (["--offsets", "1", "--out", "one.svgz", "--fps", "4"], "error: --fps, --loop, --quality, --dither and --palette apply to animated files"),
        ] {
            let run = try runFlipbook(["render", "scale.linear"] + arguments, in: root)
            #expect(run.status == 2 && run.stderr.hasPrefix(message), "\(arguments): \(run.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty, "nothing written")
    }

    @Test("render --out FILE.png with one offset writes that frame as one PNG file, as .svg does; several frames are refused")
    func singlePNGFrame() throws {
        let root = try TemporaryFolder()
        let scene = ["render", "scale.blur", "--offsets", "0.5"]
        #expect(try runFlipbook(scene + ["--out", "frames"], in: root.url).status == 0)
        let one = try runFlipbook(scene + ["--out", "x.png"], in: root.url)
        #expect(one.status == 0 && one.stdout == "wrote x.png\n", "\(one.output)")
        var isFolder: ObjCBool = true
        #expect(FileManager.default.fileExists(atPath: root.path("x.png").path, isDirectory: &isFolder) && !isFolder.boolValue, "a file, not a folder")
        #expect(try Data(contentsOf: root.path("x.png")) == Data(contentsOf: root.path("frames/frame-0001.png")))

        let two = try runFlipbook(["render", "scale.blur", "--offsets", "0,1", "--out", "two.png"], in: root.url)
        #expect(two.status == 2 && two.stderr.hasPrefix("error: --out two.png names one PNG file, but the timeline has 2 frames — add --format apng"), "\(two.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.path("two.png").path))
        // --format apng still names its animated file .png.
        let animated = try runFlipbook(["render", "scale.blur", "--offsets", "0,1", "--format", "apng", "--out", "two.png"], in: root.url)
        #expect(animated.status == 0 && animated.stdout.hasPrefix("wrote two.png (APNG, 2 frames"), "\(animated.output)")
    }

    @Test("strip --out FILE.svgz is the .svg strip gzip-compressed; --format svg-animated is refused, not written as a still SVG",
          .enabled(if: SVGFileCLITests.gzip != nil, "gzip is not installed"))
    func strip() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let scene = ["strip", "stack.vortex", "--offsets", "0,0.5,1"]
        #expect(try runFlipbook(scene + ["--out", "strip.svg"], in: root).status == 0)
        #expect(try runFlipbook(scene + ["--out", "strip.svgz"], in: root).status == 0)
        #expect(try gunzip(root.appendingPathComponent("strip.svgz")) == String(contentsOf: root.appendingPathComponent("strip.svg"), encoding: .utf8))
        let animated = try runFlipbook(scene + ["--out", "moving.svg", "--format", "svg-animated"], in: root)
        #expect(animated.status == 2)
        #expect(animated.stderr.hasPrefix("error: --format svg-animated: a strip is one still PNG or SVG image — use --format png or svg here; `flipbook render stack.vortex --out FILE.svg --animated`"), "\(animated.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("moving.svg").path))
    }
}
