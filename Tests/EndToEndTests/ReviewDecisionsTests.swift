import Foundation
import RawHTTP
import TestSupport
import Testing

/// `flipbook review` treats a report as data from elsewhere and keeps what the reviewer decided
/// (issues #48 and #52), through the binary and its server: decisions kept in the report folder
/// and seen by `--list`, a second server and bulk accepts; `--goldens` checked first; no link
/// inside a report followed; a read-only golden kept read-only.
@Suite(.serialized) struct ReviewDecisionsTests {
    static func review(_ arguments: [String], in folder: TemporaryFolder) throws -> FlipbookRun {
        try runFlipbook(["review", "report", "--goldens", "goldens"] + arguments, in: folder.url)
    }

    @Test func decisionsAreKeptInTheReportFolderForTheNextPageAndTheCommandLine() throws {
        let folder = try TemporaryFolder()
        let check = try ReviewCommandTests.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        var running = try ReviewServerTests.start(in: folder.url)
        let rejected = try ReviewServerTests.post(running.port, "/api/reject", #"{"items": ["cover/frame-0002"]}"#,
                                                   headers: ["X-Flipbook-Token": running.token])
        #expect(rejected.status == 200 && rejected.text.contains(#""undo":1"#), "\(rejected.text)")
        _ = running.process.signal(SIGINT)
        _ = running.process.finish()

        let list = try Self.review(["--list"], in: folder)
        #expect(list.stdout.contains("CHANGED cover/frame-0002 (rejected): "), "\(list.stdout)")
        #expect(list.stdout.hasSuffix("5 to review: 5 changed; decided: 1 rejected\n"), "\(list.stdout)")
        let json = try ReviewCommandTests.listed(try Self.review(["--list", "--format", "json"], in: folder))
        #expect(json.first { $0["id"] as? String == "cover/frame-0002" }?["decision"] as? String == "rejected")

        let golden = folder.path("goldens/cover/frame-0002.png")
        let kept = try Data(contentsOf: golden)
        let scene = try Self.review(["--accept", "cover"], in: folder)
        #expect(scene.status == 0 && scene.stdout.contains("accepted 2 items; skipped 1 rejected (cover/frame-0002)"), "\(scene.output)")
        #expect(try Data(contentsOf: golden) == kept, "a bulk accept overwrote a rejected golden")

        running = try ReviewServerTests.start(in: folder.url)
        defer { _ = running.process.signal(SIGINT); _ = running.process.finish() }
        let token = ["X-Flipbook-Token": running.token]
        let report = try rawHTTP(port: running.port, "GET", "/api/report", headers: token).text
        #expect(report.contains(#""decision":"rejected""#) && report.contains(#""kind":"accept""#), "\(report.prefix(400))")
        // The newest action (the command line's accept of the scene) is undone from the new server.
        let undone = try ReviewServerTests.post(running.port, "/api/undo", #"{"undo": 2}"#, headers: token)
        #expect(undone.status == 200 && undone.text.contains("cover/frame-0001"), "\(undone.text)")
        #expect(try Data(contentsOf: folder.path("goldens/cover/frame-0001.png")) != Data(contentsOf: folder.path("report/cover/frame-0001.actual.png")))

        // A new check writes a new report, and the decisions about the old one go with it.
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("report/review-state.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.path("report/review-undo").path))
    }

    @Test func theGoldensFolderIsCheckedBeforeAnythingIsListedOrServed() throws {
        let folder = try TemporaryFolder()
        let check = try ReviewCommandTests.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        try FileManager.default.createDirectory(at: folder.path("other"), withIntermediateDirectories: true)
        for (goldens, reason) in [("missing", "does not exist"), ("other", "holds none of the 6 goldens")] {
            for mode in [["--list"], ["--accept-all"], ["--port", "0"]] {
                let run = try runFlipbook(["review", "report", "--goldens", goldens] + mode, in: folder.url)
                #expect(run.status == 2 && run.stderr.contains("goldens folder \(folder.path(goldens).path) \(reason)")
                        && run.stderr.contains("--goldens") && !run.stdout.contains("http://"), "\(goldens) \(mode): \(run.output)")
            }
        }
    }

    @Test func noLinkInsideAReportIsFollowedAndEveryRefusedImageIsAnsweredAlike() throws {
        let folder = try TemporaryFolder()
        let check = try ReviewCommandTests.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        let outside = folder.path("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.path("goldens/tinder/frame-0001.png"), to: outside.appendingPathComponent("secret.png"))
        let report = folder.path("report/cover")
        for (name, target) in [("frame-0001", "secret.png"), ("frame-0002", "absent.png")] {
            let link = report.appendingPathComponent("\(name).actual.png")
            try FileManager.default.removeItem(at: link)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside.appendingPathComponent(target))
        }
        try Data("not a PNG".utf8).write(to: report.appendingPathComponent("frame-0003.actual.png"))
        // A scene folder of the report that is a link: nothing inside it is read either.
        try FileManager.default.moveItem(at: folder.path("report/tinder"), to: outside.appendingPathComponent("tinder"))
        try FileManager.default.createSymbolicLink(at: folder.path("report/tinder"), withDestinationURL: outside.appendingPathComponent("tinder"))

        let running = try ReviewServerTests.start(in: folder.url)
        defer { _ = running.process.signal(SIGINT); _ = running.process.finish() }
        let token = ["X-Flipbook-Token": running.token]
        var answers: Set<String> = []
        for item in ["cover/frame-0001", "cover/frame-0002", "cover/frame-0003", "tinder/frame-0001", "cover/frame-0042"] {
            let answer = try rawHTTP(port: running.port, "GET", "/api/image?item=\(item)&kind=actual", headers: token)
            #expect(answer.status == 404, "\(item): \(answer.status)")
            answers.insert("\(answer.status) " + answer.text.replacingOccurrences(of: item, with: "ITEM"))
        }
        #expect(answers.count == 1, "\(answers)")

        let before = ReviewCommandTests.files(folder.path("goldens"))
        for item in ["cover/frame-0001", "tinder/frame-0002"] {
            let run = try Self.review(["--accept", item, "--force"], in: folder)
            #expect(run.status == 2 && run.stderr.contains("not a regular file of the report"), "\(item): \(run.output)")
        }
        #expect(ReviewCommandTests.files(folder.path("goldens")) == before)
    }

    @Test func aReadOnlyGoldenIsRefusedAndKeepsItsMode() throws {
        let folder = try TemporaryFolder()
        let check = try ReviewCommandTests.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        let golden = folder.path("goldens/cover/frame-0002.png").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: golden)
        let before = ReviewCommandTests.files(folder.path("goldens"))
        let run = try Self.review(["--accept", "cover"], in: folder)
        #expect(run.status == 2 && run.stderr.contains("cover/frame-0002.png is read-only; nothing was written"), "\(run.output)")
        #expect(ReviewCommandTests.files(folder.path("goldens")) == before)
        let mode = try FileManager.default.attributesOfItem(atPath: golden)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }
}
