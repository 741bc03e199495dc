import Foundation
import TestSupport
import Testing

/// `flipbook review` from the shell, through the binary: the whole golden loop (check fails →
/// review lists exactly the failures → accepting one changes exactly that golden → check has one
/// failure fewer → accepting all of a merged shard report makes the check pass), and every name
/// that would lead outside the goldens folder refused with nothing written.
@Suite struct ReviewCommandTests {
    /// Two scenes (`cover`, `tinder`), three frames each, recorded, then both changed so that all
    /// six frames fail. Returns the arguments of a `check` of them.
    static func failingSuite(in folder: TemporaryFolder) throws -> [String] {
        let scenes = folder.path("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        for (name, preset) in [("cover", "scale.coverFlow"), ("tinder", "stack.tinder")] {
            try "extends: \(preset)\nname: \(name)\n".write(to: scenes.appendingPathComponent("\(name).yaml"), atomically: true, encoding: .utf8)
        }
        let check = ["check", scenes.path, "--goldens", folder.path("goldens").path, "--viewport", "60x80", "--offsets", "0,0.5,1",
                     "--out", folder.path("report").path]
        let record = try runFlipbook(check, in: folder.url)
        #expect(record.status == 1 && record.stdout.contains("6 recorded"), "\(record.output)")
        for name in ["cover", "tinder"] {
            let file = scenes.appendingPathComponent("\(name).yaml")
            try (try String(contentsOf: file, encoding: .utf8) + "background: '#FF3B30'\n").write(to: file, atomically: true, encoding: .utf8)
        }
        return check
    }

    /// `FAILED scene/frame` lines of a check's output, as `scene/frame`.
    static func failures(_ output: String) -> Set<String> {
        Set(output.split(separator: "\n").filter { $0.hasPrefix("FAILED ") }.compactMap {
            $0.dropFirst("FAILED ".count).split(separator: ":").first.map(String.init)
        })
    }

    /// Every file under `folder`, relative, with its bytes.
    static func files(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
                files[String(url.path.dropFirst(folder.path.count + 1))] = data
            }
        }
        return files
    }

    static func listed(_ run: FlipbookRun) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]], "\(run.output)")
    }

    @Test func theWholeLoopThroughTheBinary() throws {
        let folder = try TemporaryFolder()
        let check = try Self.failingSuite(in: folder)
        let failed = try runFlipbook(check + ["--record", "never"], in: folder.url)
        #expect(failed.status == 1)
        let failures = Self.failures(failed.stdout)
        #expect(failures.count == 6, "\(failed.output)")
        // check says how to review, and so does the summary CI shows.
        #expect(failed.stdout.contains("review and accept: flipbook review report --goldens goldens\n"), "\(failed.stdout)")
        let summary = try String(contentsOf: folder.path("report/summary.md"), encoding: .utf8)
        #expect(summary.contains("`flipbook review report --goldens goldens`"))

        let list = try runFlipbook(["review", "report", "--goldens", "goldens", "--list", "--format", "json"], in: folder.url)
        #expect(list.status == 0, "\(list.output)")
        let items = try Self.listed(list)
        #expect(Set(items.compactMap { $0["id"] as? String }) == failures)
        #expect(items.allSatisfy { $0["kind"] as? String == "changed" && $0["acceptable"] as? Bool == true })
        let text = try runFlipbook(["review", "report", "--goldens", "goldens", "--list"], in: folder.url)
        #expect(text.stdout.hasSuffix("6 to review: 6 changed\n"), "\(text.stdout)")

        let before = Self.files(folder.path("goldens"))
        let accepted = try runFlipbook(["review", "report", "--goldens", "goldens", "--accept", "cover/frame-0002"], in: folder.url)
        #expect(accepted.status == 0, "\(accepted.output)")
        #expect(accepted.stdout.contains("wrote goldens/cover/frame-0002.png\n"), "\(accepted.stdout)")
        let after = Self.files(folder.path("goldens"))
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed == ["cover/frame-0002.png"], "\(changed)")
        #expect(after["cover/frame-0002.png"] == FileManager.default.contents(atPath: folder.path("report/cover/frame-0002.actual.png").path))

        let again = try runFlipbook(check + ["--record", "never"], in: folder.url)
        #expect(Self.failures(again.stdout) == failures.subtracting(["cover/frame-0002"]), "\(again.output)")

        // The same suite as two shards, merged as CI does, then everything accepted.
        let shards = check.filter { $0 != folder.path("report").path && $0 != "--out" }
        for index in 1...2 {
            let shard = try runFlipbook(shards + ["--record", "never", "--shard", "\(index)/2", "--out", "parts"], in: folder.url)
            #expect(shard.status == 1, "\(shard.output)")
        }
        let merged = try runFlipbook(["report", "merge", "parts/shard-1-of-2.json", "parts/shard-2-of-2.json", "--out", "merged"], in: folder.url)
        #expect(merged.status == 1 && merged.stdout.contains("review and accept: flipbook review merged --goldens "), "\(merged.output)")
        let all = try runFlipbook(["review", "merged", "--goldens", "goldens", "--accept-all"], in: folder.url)
        #expect(all.status == 0, "\(all.output)")
        #expect(all.stdout.contains("accepted 5 items"), "\(all.stdout)")
        let passes = try runFlipbook(check + ["--record", "never"], in: folder.url)
        #expect(passes.status == 0, "\(passes.output)")
    }

    @Test func namesThatLeadOutsideTheGoldensAreRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let check = try Self.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        let outside = folder.path("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let before = Self.files(folder.url)
        for bad in ["../outside/x", "/etc/passwd", "cover/../../outside", "cover\\frame-0001", "cover/frame-0001/x", "", ".hidden/frame-0001", "nothing/frame-0001"] {
            let run = try runFlipbook(["review", "report", "--goldens", "goldens", "--accept", bad], in: folder.url)
            #expect(run.status == 2, "\(bad): \(run.output)")
            #expect(run.stderr.hasPrefix("error: "), "\(bad): \(run.stderr)")
        }
        #expect(Self.files(folder.url) == before)

        // A scene folder that is a link to a folder outside the goldens: refused, nothing written there.
        try FileManager.default.moveItem(at: folder.path("goldens/cover"), to: folder.path("outside/cover"))
        try FileManager.default.createSymbolicLink(at: folder.path("goldens/cover"), withDestinationURL: folder.path("outside/cover"))
        let outsideBefore = Self.files(outside)
        let linked = try runFlipbook(["review", "report", "--goldens", "goldens", "--accept", "cover/frame-0001"], in: folder.url)
        #expect(linked.status == 2 && linked.stderr.contains("link that leads outside"), "\(linked.output)")
        #expect(Self.files(outside) == outsideBefore)
        try FileManager.default.removeItem(at: folder.path("goldens/cover"))
        try FileManager.default.moveItem(at: folder.path("outside/cover"), to: folder.path("goldens/cover"))

        // A golden that is a link (even one that stays inside) is not written through.
        try FileManager.default.removeItem(at: folder.path("goldens/tinder/frame-0001.png"))
        try FileManager.default.createSymbolicLink(at: folder.path("goldens/tinder/frame-0001.png"), withDestinationURL: folder.path("outside/target.png"))
        let link = try runFlipbook(["review", "report", "--goldens", "goldens", "--accept", "tinder/frame-0001", "--force"], in: folder.url)
        #expect(link.status == 2 && link.stderr.contains("a link"), "\(link.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("outside/target.png").path))
    }

    @Test func aReportWhoseNamesArePathsIsRefused() throws {
        let folder = try TemporaryFolder()
        let check = try Self.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        let index = folder.path("report/report.json")
        let original = try String(contentsOf: index, encoding: .utf8)
        let tampered: [(String, String)] = [
            ("\"folder\" : \"cover\"", "\"folder\" : \"..\""),
            ("\"name\" : \"frame-0001\"", "\"name\" : \"../../outside\""),
            ("\"golden\" : \"cover/frame-0001.png\"", "\"golden\" : \"../outside.png\""),
            ("\"actual\" : \"cover/frame-0001.actual.png\"", "\"actual\" : \"/etc/passwd\""),
            ("\"name\" : \"frame-0001\"", "\"name\" : \"frame\\u00000001\""),
        ]
        let before = Self.files(folder.path("goldens"))
        for (from, to) in tampered {
            #expect(original.contains(from), "\(from)")
            try original.replacingOccurrences(of: from, with: to).write(to: index, atomically: true, encoding: .utf8)
            for arguments in [["--list"], ["--accept-all"]] {
                let run = try runFlipbook(["review", "report", "--goldens", "goldens"] + arguments, in: folder.url)
                #expect(run.status == 2 && run.stderr.contains("report.json"), "\(to): \(run.output)")
            }
        }
        #expect(Self.files(folder.path("goldens")) == before)
    }

    @Test func aGoldenChangedSinceTheReportIsKeptUnlessForced() throws {
        let folder = try TemporaryFolder()
        let check = try Self.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        let golden = folder.path("goldens/cover/frame-0003.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: folder.path("goldens/cover/frame-0001.png"), to: golden)
        let edited = try Data(contentsOf: golden)
        let refused = try runFlipbook(["review", "report", "--goldens", "goldens", "--accept", "cover"], in: folder.url)
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.stderr.contains("cover/frame-0003.png changed since the report was written") && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(try Data(contentsOf: golden) == edited)
        #expect(try Data(contentsOf: folder.path("goldens/cover/frame-0001.png")) != Data(contentsOf: folder.path("report/cover/frame-0001.actual.png")),
                "nothing of the scene was written")
        let forced = try runFlipbook(["review", "report", "--goldens", "goldens", "--accept", "cover", "--force"], in: folder.url)
        #expect(forced.status == 0, "\(forced.output)")
        #expect(try Data(contentsOf: golden) == Data(contentsOf: folder.path("report/cover/frame-0003.actual.png")))
    }

    @Test func aGoldenNoLongerRenderedIsListedAndAcceptingRemovesIt() throws {
        let folder = try TemporaryFolder()
        let check = try Self.failingSuite(in: folder)
        let cover = folder.path("goldens/cover")
        try FileManager.default.copyItem(at: cover.appendingPathComponent("frame-0003.png"), to: cover.appendingPathComponent("frame-0009.png"))
        let manifestURL = cover.appendingPathComponent("manifest.json")
        var manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
        manifest["images"] = (manifest["images"] as? [[String: Any]] ?? []) + [["name": "frame-0009", "offset": 2, "width": 60, "height": 80]]
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).stdout.contains("goldens no longer rendered: frame-0009.png"))
        let items = try Self.listed(try runFlipbook(["review", "report", "--goldens", "goldens", "--list", "--format", "json"], in: folder.url))
        #expect(items.filter { $0["kind"] as? String == "stale" }.compactMap { $0["id"] as? String } == ["cover/frame-0009"])
        let removed = try runFlipbook(["review", "report", "--goldens", "goldens", "--accept", "cover/frame-0009"], in: folder.url)
        #expect(removed.status == 0 && removed.stdout.contains("removed goldens/cover/frame-0009.png\n"), "\(removed.output)")
        #expect(!FileManager.default.fileExists(atPath: cover.appendingPathComponent("frame-0009.png").path))
        #expect(!(try String(contentsOf: manifestURL, encoding: .utf8)).contains("frame-0009"))
        #expect(FileManager.default.fileExists(atPath: cover.appendingPathComponent("frame-0003.png").path))
    }

    @Test func noPathInTheReportIsAbsolute() throws {
        let folder = try TemporaryFolder()
        let check = try Self.failingSuite(in: folder)
        // Every kind of outcome, with every folder given as an absolute path: a difference (cover),
        // an unreadable golden (tinder/frame-0001), a missing one (tinder/frame-0002), a stale one
        // and a folder without a manifest (tinder).
        try Data("not a PNG".utf8).write(to: folder.path("goldens/tinder/frame-0001.png"))
        try FileManager.default.removeItem(at: folder.path("goldens/tinder/frame-0002.png"))
        try FileManager.default.copyItem(at: folder.path("goldens/tinder/frame-0003.png"), to: folder.path("goldens/tinder/frame-0009.png"))
        try FileManager.default.removeItem(at: folder.path("goldens/tinder/manifest.json"))
        let run = try runFlipbook(check + ["--record", "never"], in: folder.url)
        #expect(run.status == 2, "an unreadable golden is an error: \(run.output)")
        for kind in ["FAILED", "ERROR", "MISSING"] { #expect(run.stdout.contains(kind + " "), "\(run.stdout)") }
        #expect(run.stdout.contains("frame-0009.png"))
        let absolute = try Regex(#"(^|[\s"'(=:`>\[])/[A-Za-z0-9._-]+/"#)
        for name in ["report.html", "summary.md", "junit.xml", "report.json"] {
            let text = try String(contentsOf: folder.path("report/" + name), encoding: .utf8)
            #expect(!text.contains(folder.url.path), "\(name) names the temporary folder")
            #expect(!text.contains(FileManager.default.currentDirectoryPath + "/"), "\(name) names the working folder")
            let match = text.firstMatch(of: absolute).map { String(text[$0.range]) }
            #expect(match == nil, "\(name) holds an absolute path: \(match ?? "")")
        }
    }
}
