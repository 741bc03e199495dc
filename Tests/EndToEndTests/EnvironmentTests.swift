import Foundation
import TestSupport
import Testing

/// What decides pixels, said by the binary: `--version` against CHANGELOG.md, `doctor`, and a
/// golden recorded with Inter checked where Inter is hidden (a fontconfig file that lists only
/// DejaVu), which must name the missing font before the failure.
@Suite struct EnvironmentTests {
    @Test func versionIsTheChangelogsNewestEntry() throws {
        let run = try runFlipbook(["--version"])
        #expect(run.status == 0)
        let changelog = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased") }
        let version = newest.flatMap { $0.split(separator: "[").last?.split(separator: "]").first }.map(String.init)
        #expect(version != nil, "CHANGELOG.md has no `## [x.y.z]` entry")
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == version)
    }

    @Test func doctorNamesCairoAndTheSystemFontsFile() throws {
        let text = try runFlipbook(["doctor"])
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("Cairo") && text.stdout.contains("pixman") && text.stdout.contains("FreeType"))
        #expect(text.stdout.contains("Inter-Regular.otf"), "\(text.stdout)")
        let json = try runFlipbook(["doctor", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let file = try #require(object["systemFontFile"] as? String)
        #expect(file.hasPrefix("/") && file.hasSuffix("Inter-Regular.otf"))
        let environment = try #require(object["environment"] as? [String: Any])
        #expect(environment["flipbook"] as? String == (try runFlipbook(["--version"])).stdout.trimmingCharacters(in: .newlines))
    }

    @Test func aGoldenRecordedWithInterFailsWithTheMissingFontNamedFirst() throws {
        let folder = try TemporaryFolder()
        let goldens = folder.path("goldens").path, report = folder.path("report")
        let check = ["check", "scale.coverFlow", "--strip", "--viewport", "150x200", "--goldens", goldens, "--out", report.path]
        let recorded = try runFlipbook(check)
        #expect(recorded.stdout.contains("1 recorded"), "\(recorded.stdout)\(recorded.stderr)")
        let same = try runFlipbook(check + ["--record", "never"])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(!same.stdout.contains("note"))

        let hidden = try hideInter(in: folder)
        let failed = try runFlipbook(check + ["--record", "never"], environment: ["FONTCONFIG_FILE": hidden])
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        let lines = failed.stdout.split(separator: "\n").map(String.init)
        let note = try #require(lines.firstIndex { $0.contains("this machine draws the system font with DejaVu Sans") }, "\(failed.stdout)")
        let failure = try #require(lines.firstIndex { $0.hasPrefix("FAILED scale.coverFlow/strip") })
        #expect(note < failure)
        #expect(lines[note].contains("recorded with Inter") && lines[note].contains("install fonts-inter"))
        for (file, failure) in [("junit.xml", "pixels differ"), ("summary.md", "pixels differ"), ("report.html", "<article")] {
            let text = try String(contentsOf: report.appendingPathComponent(file), encoding: .utf8)
            let named = try #require(text.range(of: "install fonts-inter"), "\(file) does not name the missing font")
            let failed = try #require(text.range(of: failure), "\(file) does not show the failure")
            #expect(named.lowerBound < failed.lowerBound, "\(file) names the font after the failure")
        }

        let doctor = try runFlipbook(["doctor", "--goldens", goldens], environment: ["FONTCONFIG_FILE": hidden])
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("Inter is missing") && doctor.stdout.contains("scale.coverFlow: recorded with Inter"), "\(doctor.stdout)")
        let here = try runFlipbook(["doctor", "--goldens", goldens])
        #expect(here.status == 0, "\(here.stdout)")
        #expect(here.stdout.contains("scale.coverFlow: recorded with this machine's fonts and libraries"))
    }

    @Test func doctorRefusesAMissingFolder() throws {
        let run = try runFlipbook(["doctor", "--goldens", "/nonexistent/goldens"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no folder of goldens at /nonexistent/goldens") && run.stderr.contains("--goldens"))
    }

    /// A fontconfig file that lists only DejaVu's folder: Inter is on the machine but not found.
    private func hideInter(in folder: TemporaryFolder) throws -> String {
        let dejavu = "/usr/share/fonts/truetype/dejavu"
        let file = folder.path("no-inter.conf")
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><dir>\(dejavu)</dir><cachedir>\(folder.path("fc-cache").path)</cachedir></fontconfig>
        """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
