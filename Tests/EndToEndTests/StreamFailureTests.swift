import Foundation
import TestSupport
import Testing

/// A diagnostic that cannot be written never stops the process: stderr on `/dev/full`, closed, or a
/// pipe whose reader has gone; stdout likewise. The exit status stays the command's own (2 for bad
/// input), never a signal (a `try!` inside `FileHandle.write` used to end it with SIGILL).
@Suite struct StreamFailureTests {
    /// Runs `line` in bash with the built binaries' folder first on PATH; the status it echoes.
    private func status(of line: String) throws -> (status: String, output: String) {
        let binaries = try #require(flipbookExecutable).deletingLastPathComponent().path
        let bash = try #require(executable(named: "bash"))
        let run = try runProcess(bash, ["-c", "export PATH=\(binaries):$PATH; \(line)"], seconds: 60)
        return (run.stdout.trimmingCharacters(in: .whitespacesAndNewlines), run.stdout + run.stderr)
    }

    @Test(arguments: [
        "flipbook validate nope.yaml 2>/dev/full; echo $?",
        "flipbook validate nope.yaml 2>&-; echo $?",
        "flipbook strip nope --out x.png 2>/dev/full; echo $?",
        "flipbook render scale.linear --scale abc 2>/dev/full; echo $?",
        "flipbook check --goldens 2>/dev/full; echo $?",
        "flipbook nonsense 2>/dev/full; echo $?",
        "flipbook schema >/dev/full 2>/dev/full; echo $?",
        "flipbook validate nope.yaml 2>&1 | true; echo ${PIPESTATUS[0]}",
    ])
    func badInputStillExitsTwoWhenStderrCannotBeWritten(line: String) throws {
        let (status, output) = try status(of: line)
        #expect(status == "2", "\(line): \(output)")
    }

    @Test(arguments: ["flipbook presets", "flipbook inspect scale.linear --from 0 --to 10 --frames 3000"])
    func aReaderThatStopsEarlyEndsTheCommandQuietly(command: String) throws {
        let (exit, output) = try status(of: "\(command) 2>&1 | head -1 >/dev/null; echo ${PIPESTATUS[0]}")
        #expect(exit == "0", "\(output)")
        let (_, said) = try status(of: "\(command) 2>/tmp/flipbook-epipe-$$.txt | head -1 >/dev/null; cat /tmp/flipbook-epipe-$$.txt; rm -f /tmp/flipbook-epipe-$$.txt")
        #expect(!said.contains("error"), "a reader that stopped early is not an error: \(said)")
    }

    @Test func importSaysItsRefusalWithStderrFull() throws {
        guard FileManager.default.fileExists(atPath: try #require(flipbookExecutable).deletingLastPathComponent().appendingPathComponent("flipbook-import").path) else {
            withKnownIssue("flipbook-import is not built (swift build --product flipbook-import)") { Issue.record("skipped") }
            return
        }
        let (status, output) = try status(of: "flipbook-import nope.swift 2>/dev/full; echo $?")
        #expect(status == "2", "\(output)")
    }
}
