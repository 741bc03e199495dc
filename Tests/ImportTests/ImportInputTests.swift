import Foundation
import TestSupport
import Testing

/// `flipbook import` reads and writes like every other command: never over its input, regular files
/// only, bounded (4 MiB), stdout failures said, and nothing left running or written once the
/// `flipbook` that started it is gone.
@Suite(.serialized) struct ImportInputTests {
    private func cell(in folder: TemporaryFolder) throws -> URL {
        let swift = folder.path("Cell.swift")
        let code = try runFlipbook(["code", "scale.coverFlow"])
        try code.stdout.write(to: swift, atomically: true, encoding: .utf8)
        return swift
    }

    @Test func theOutputMayNotBeTheInputNorALinkToIt() throws {
        let folder = try TemporaryFolder()
        let swift = try cell(in: folder)
        let before = try Data(contentsOf: swift)
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.swift").path, withDestinationPath: "Cell.swift")
        for out in ["Cell.swift", "link.swift"] {
            let run = try runFlipbook(["import", "Cell.swift", "--out", out], in: folder.url)
            #expect(run.status == 2, "\(out): \(run.stderr)")
            #expect(run.stderr.contains("is an input of this command"), "\(run.stderr)")
            #expect(try Data(contentsOf: swift) == before, "the Swift file is unchanged")
        }
    }

    @Test func specialFilesFoldersAndLargeInputsAreSaidAsWhatTheyAre() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.path("Views"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.path("pipe.swift").path, 0o600) == 0)
        let cases: [([String], String)] = [
            (["import", "Views", "--out", "configs/"], "Views holds no .swift files"),
            (["import", "/dev/zero"], "/dev/zero is a character device, not a Swift file"),
            (["import", "pipe.swift"], "pipe.swift is a named pipe (FIFO), not a Swift file"),
            (["import", "Missing.swift"], "no Swift file at Missing.swift"),
        ]
        for (arguments, message) in cases {
            let run = try runFlipbook(arguments, in: folder.url)
            #expect(run.status == 2 && run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(!run.stderr.contains("permission"), "\(run.stderr)")
        }
        let large = String(repeating: "// a comment line of a very long file\n", count: 120_000)
        let run = try runFlipbook(["import", "-"], input: large)
        #expect(run.status == 2 && run.stderr.contains("up to 4 MiB"), "\(run.stderr)")
    }

    @Test func aFullStandardOutputIsAnError() throws {
        let folder = try TemporaryFolder()
        _ = try cell(in: folder)
        let bash = try #require(executable(named: "bash"))
        let binaries = try #require(flipbookExecutable).deletingLastPathComponent().path
        let run = try runProcess(bash, ["-c", "\(binaries)/flipbook import Cell.swift > /dev/full; echo $?"], in: folder.url)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "2", "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("--out"), "\(run.stderr)")
    }

    @Test func killingFlipbookEndsTheImportAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        // Slow enough to be caught while it parses: about 3.5 MB of declarations.
        let lines = (0..<60_000).map { "let options\($0) = ScaleTransformViewOptions(minScale: 0.\($0 % 9 + 1))" }
        try lines.joined(separator: "\n").write(to: folder.path("Big.swift"), atomically: true, encoding: .utf8)
        let process = try startFlipbook(["import", "Big.swift", "--out", "big.yaml"], in: folder.url)
        Thread.sleep(forTimeInterval: 1.0)
        let children = try runProcess(try #require(executable(named: "pgrep")), ["-P", String(process.pid)]).stdout
            .split(separator: "\n").compactMap { pid_t($0) }
        kill(process.pid, SIGTERM)
        _ = process.finish(seconds: 10)
        Thread.sleep(forTimeInterval: 0.5)
        for child in children {
            #expect(Self.hasEnded(child), "flipbook-import \(child) outlived flipbook")
        }
        Thread.sleep(forTimeInterval: 1.0)
        #expect(!FileManager.default.fileExists(atPath: folder.path("big.yaml").path), "nothing written after the parent was killed")
    }

    /// Gone, or a zombie (it exited; some init processes reap late).
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// The issue's misleading messages: 300 nested parentheses were "several sites set the same
    /// options … --at", `1e309` and `1/0` a "JSON syntax error" in YAML the user never wrote.
    @Test func deepNestingAndNumbersThatAreNotFiniteAreSaidAsSuch() throws {
        let header = "import CollectionViewPagingLayout\nvar options = ScaleTransformViewOptions()\n"
        let folder = try TemporaryFolder(files: [
            "Nested.swift": header + "options.minScale = " + String(repeating: "(", count: 300) + "0.5" + String(repeating: ")", count: 300) + "\n",
            "Huge.swift": header + "options.minScale = 1e309\n",
            "Divided.swift": header + "options.minScale = 1/0\n",
        ])
        let cases = [
            ("Nested.swift", "nests parentheses, brackets or closures too deeply for the Swift parser"),
            ("Huge.swift", "Huge.swift:3:20: `1e309` (feeding `effect.scale.minScale`) is not a finite number"),
            ("Divided.swift", "Divided.swift:3:20: `1/0` (feeding `effect.scale.minScale`) is not a finite number"),
        ]
        for (file, message) in cases {
            let run = try runFlipbook(["import", file], in: folder.url)
            #expect(run.status == 2 && run.stderr.contains(message), "\(file): \(run.stderr)")
            #expect(!run.stderr.contains("JSON") && !run.stderr.contains("--at") && !run.stderr.contains("is not a literal"), "\(run.stderr)")
        }
    }
}
