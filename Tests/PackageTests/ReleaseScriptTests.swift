import Foundation
import TestSupport
import Testing

/// `Tools/release.sh VERSION`, run in a clone of this repository as a maintainer runs it: the
/// changelog's [Unreleased] entry becomes the release, `FlipbookVersion.current` follows, one commit
/// and a tag SwiftPM resolves; a refused version or a dirty tree changes nothing.
@Suite(.serialized) struct ReleaseScriptTests {
    /// A committer for the clone's commits (CI's checkout may have none configured).
    static let identity: [String: String?] = [
        "GIT_AUTHOR_NAME": "Release Test", "GIT_AUTHOR_EMAIL": "release@example.com",
        "GIT_COMMITTER_NAME": "Release Test", "GIT_COMMITTER_EMAIL": "release@example.com",
    ]

    static func git(_ arguments: [String], in folder: URL) throws -> ProcessRun {
        try runProcess(URL(fileURLWithPath: "/usr/bin/git"), arguments, in: folder, environment: identity)
    }

    static func release(_ arguments: [String], in folder: URL) throws -> ProcessRun {
        try runProcess(URL(fileURLWithPath: "/bin/bash"), ["Tools/release.sh"] + arguments, in: folder, environment: identity)
    }

    /// A clone of this repository's HEAD, in a folder removed when the folder object goes.
    static func clone() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let clone = folder.path("flipbook")
        let cloned = try git(["clone", "-q", "--local", repositoryRoot.path, clone.path], in: folder.url)
        #expect(cloned.status == 0, "\(cloned.stderr)")
        return (folder, clone)
    }

    static func current(in clone: URL) throws -> String {
        let source = try String(contentsOf: clone.appendingPathComponent("Sources/Render/Environment/RenderingEnvironment.swift"), encoding: .utf8)
        let line = try #require(source.split(separator: "\n").first { $0.contains("package static let current = ") })
        return String(line.split(separator: "\"")[1])
    }

    @Test func aReleaseMovesUnreleasedUnderItsVersionCommitsAndTags() throws {
        let (folder, clone) = try Self.clone()
        defer { withExtendedLifetime(folder) {} }
        let before = try Self.current(in: clone)
        let parts = before.split(separator: ".").compactMap { Int($0) }
        let next = "\(parts[0]).\(parts[1] + 1).0"
        // Something to release, whatever HEAD's [Unreleased] holds.
        let changelogFile = clone.appendingPathComponent("CHANGELOG.md")
        let unreleased = try String(contentsOf: changelogFile, encoding: .utf8)
            .replacingOccurrences(of: "## [Unreleased]\n", with: "## [Unreleased]\n\n### Fixed\n- A change worth a release.\n")
        try unreleased.write(to: changelogFile, atomically: true, encoding: .utf8)
        #expect(try Self.git(["commit", "-q", "-am", "A change worth a release"], in: clone).status == 0)
        let run = try Self.release([next, "--no-build"], in: clone)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("next: git push origin HEAD \(next)"), "\(run.stdout)")
        #expect(try Self.current(in: clone) == next)
        let changelog = try String(contentsOf: clone.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]")
        #expect(headings.dropFirst().first?.hasPrefix("## [\(next)] - 20") == true, "\(headings.prefix(3))")
        // The entry's lines are the ones [Unreleased] held, now under the version.
        #expect(changelog.replacingOccurrences(of: "## [Unreleased]\n\n\(headings[1])\n", with: "## [Unreleased]\n") == unreleased)
        #expect(try Self.git(["log", "-1", "--format=%s"], in: clone).stdout == "Release \(next)\n")
        #expect(try Self.git(["rev-parse", "\(next)^{commit}"], in: clone).stdout == (try Self.git(["rev-parse", "HEAD"], in: clone)).stdout)
        #expect(try Self.git(["status", "--porcelain"], in: clone).stdout.isEmpty, "the release left files behind")
        // The same version again is refused: its tag exists and it is not newer.
        let again = try Self.release([next, "--no-build"], in: clone)
        #expect(again.status == 2 && again.stderr.contains("not newer"), "\(again.stderr)")
    }

    @Test(arguments: [
        (["0.0.1", "--no-build"], "is not newer than the current release"),
        (["1.2", "--no-build"], "is not a version as x.y.z"),
        (["--no-build"], "no VERSION"),
        (["9.0.0", "--fast"], "unknown option --fast"),
    ])
    func aRefusedReleaseSaysWhyAndChangesNothing(arguments: [String], message: String) throws {
        let (folder, clone) = try Self.clone()
        defer { withExtendedLifetime(folder) {} }
        let head = try Self.git(["rev-parse", "HEAD"], in: clone).stdout
        let run = try Self.release(arguments, in: clone)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try Self.git(["rev-parse", "HEAD"], in: clone).stdout == head)
        #expect(try Self.git(["status", "--porcelain"], in: clone).stdout.isEmpty)
        #expect(try Self.git(["tag"], in: clone).stdout.isEmpty)
    }

    @Test func aDirtyTreeIsRefused() throws {
        let (folder, clone) = try Self.clone()
        defer { withExtendedLifetime(folder) {} }
        try "edited\n".write(to: clone.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let run = try Self.release(["9.0.0", "--no-build"], in: clone)
        #expect(run.status == 2 && run.stderr.contains("commit or stash"), "\(run.stderr)")
        #expect(try Self.current(in: clone) != "9.0.0")
    }
}
