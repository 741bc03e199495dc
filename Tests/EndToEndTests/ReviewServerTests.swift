import Foundation
import RawHTTP
import TestSupport
import Testing

/// `flipbook review`'s page server, run as users run it, answering what a browser or an attacker
/// could send: the designer's rules (token, Host, Origin), names never paths, 409 for a golden
/// changed since the report, accept and undo writing exactly what they say.
@Suite(.serialized) struct ReviewServerTests {
    /// Starts `flipbook review report --goldens goldens --port 0` in `folder`; its port and token.
    static func start(in folder: URL) throws -> (process: RunningProcess, port: UInt16, token: String) {
        let process = try startFlipbook(["review", "report", "--goldens", "goldens", "--port", "0"], in: folder)
        _ = process.wait { process.stdout.contains("Ctrl-C") }
        guard let line = process.stdout.split(separator: "\n").first(where: { $0.hasPrefix("Flipbook review: http://127.0.0.1:") }),
              let portText = line.split(separator: ":").last?.split(separator: "/").first, let port = UInt16(portText),
              let token = line.split(separator: "=").last, token.count == 32 else {
            throw RawHTTPError(description: "no URL in: \(process.stdout) \(process.stderr)")
        }
        return (process, port, String(token))
    }

    static func post(_ port: UInt16, _ path: String, _ json: String, headers: [String: String]) throws -> HTTPAnswer {
        try rawHTTP(port: port, "POST", path, headers: headers.merging(["Content-Type": "application/json"]) { $1 }, body: Array(json.utf8))
    }

    @Test func refusalsWriteNothingAndAcceptWritesExactlyOneGolden() throws {
        let folder = try TemporaryFolder()
        let check = try ReviewCommandTests.failingSuite(in: folder)
        #expect(try runFlipbook(check + ["--record", "never"], in: folder.url).status == 1)
        let running = try Self.start(in: folder.url)
        defer { _ = running.process.signal(SIGINT); _ = running.process.finish() }
        let token = ["X-Flipbook-Token": running.token]
        let before = ReviewCommandTests.files(folder.url)
        let accept = #"{"items": ["cover/frame-0001"]}"#

        #expect(try rawHTTP(port: running.port, "GET", "/").status == 200, "the page needs no token")
        #expect(try rawHTTP(port: running.port, "GET", "/api/report").status == 403)
        #expect(try rawHTTP(port: running.port, "GET", "/api/report", headers: ["X-Flipbook-Token": String(repeating: "0", count: 32)]).status == 403)
        #expect(try Self.post(running.port, "/api/accept", accept, headers: [:]).status == 403)
        #expect(try Self.post(running.port, "/api/accept", accept, headers: ["X-Flipbook-Token": "wrong"]).status == 403)
        let foreign = try Self.post(running.port, "/api/accept", accept, headers: token.merging(["Origin": "http://evil.example"]) { $1 })
        #expect(foreign.status == 403 && foreign.text.contains("not allowed"), "\(foreign.text)")
        let rebound = try Self.post(running.port, "/api/accept", accept, headers: token.merging(["Host": "evil.example:\(running.port)"]) { $1 })
        #expect(rebound.status == 403)
        for bad in ["../outside", "/etc/passwd", "cover/../../x", "cover/frame-0001/x", "nothing/frame-0001"] {
            let answer = try Self.post(running.port, "/api/accept", #"{"items": ["\#(bad)"]}"#, headers: token)
            #expect(answer.status == 400 || answer.status == 404, "\(bad): \(answer.status) \(answer.text)")
        }
        for bad in ["../../etc/passwd", "cover/../../../etc/passwd", "cover%2F..%2F..%2Fx"] {
            let answer = try rawHTTP(port: running.port, "GET", "/api/image?item=\(bad)&kind=golden", headers: token)
            #expect(answer.status == 400 || answer.status == 404, "\(bad): \(answer.status)")
        }
        #expect(try rawHTTP(port: running.port, "GET", "/assets/../report/report.json").status == 404)
        // The page's files are served as they are in Sources/Review/Assets, each of them, and nothing else.
        let assets = repositoryRoot.appendingPathComponent("Sources/Review/Assets")
        for name in try FileManager.default.contentsOfDirectory(atPath: assets.path) where !name.hasPrefix(".") {
            let served = try rawHTTP(port: running.port, "GET", "/assets/" + name)
            let file = try Data(contentsOf: assets.appendingPathComponent(name))
            #expect(served.status == 200 && served.body == Array(file), "\(name)")
        }
        #expect(ReviewCommandTests.files(folder.url) == before, "a refused request wrote something")

        let report = try rawHTTP(port: running.port, "GET", "/api/report", headers: token)
        #expect(report.status == 200 && report.text.contains("\"id\":\"cover/frame-0001\""), "\(report.text.prefix(300))")
        let image = try rawHTTP(port: running.port, "GET", "/api/image?item=cover/frame-0001&kind=actual", headers: token)
        #expect(image.status == 200 && image.headers["content-type"] == "image/png" && image.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))

        let goldensBefore = ReviewCommandTests.files(folder.path("goldens"))
        let accepted = try Self.post(running.port, "/api/accept", accept, headers: token)
        #expect(accepted.status == 200, "\(accepted.text)")
        let after = ReviewCommandTests.files(folder.path("goldens"))
        #expect(Set(after.keys.filter { after[$0] != goldensBefore[$0] }) == ["cover/frame-0001.png"])
        let decided = try rawHTTP(port: running.port, "GET", "/api/decisions", headers: token)
        #expect(decided.text.contains(#""cover/frame-0001":"accepted""#), "\(decided.text)")
        let undone = try Self.post(running.port, "/api/undo", #"{"undo": 1}"#, headers: token)
        #expect(undone.status == 200, "\(undone.text)")
        #expect(ReviewCommandTests.files(folder.path("goldens")) == goldensBefore)
        #expect(try rawHTTP(port: running.port, "GET", "/api/decisions", headers: token).text.contains(#""decisions":{}"#))

        // A golden edited after the report: 409, then written only when forced.
        let golden = folder.path("goldens/tinder/frame-0002.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: folder.path("goldens/tinder/frame-0001.png"), to: golden)
        let edited = try Data(contentsOf: golden)
        let conflict = try Self.post(running.port, "/api/accept", #"{"items": ["tinder/frame-0002"]}"#, headers: token)
        #expect(conflict.status == 409 && conflict.text.contains("changed since the report"), "\(conflict.text)")
        #expect(try Data(contentsOf: golden) == edited)
        let forced = try Self.post(running.port, "/api/accept", #"{"items": ["tinder/frame-0002"], "force": true}"#, headers: token)
        #expect(forced.status == 200)
        #expect(try Data(contentsOf: golden) == Data(contentsOf: folder.path("report/tinder/frame-0002.actual.png")))
    }
}
