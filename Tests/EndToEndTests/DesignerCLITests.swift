import Foundation
import RawHTTP
import TestSupport
import Testing

/// `flipbook designer` run as users run it: it prints the URL, answers, and stops on Ctrl-C with status 0.
@Suite(.serialized) struct DesignerCLITests {
    /// Starts `flipbook designer arguments…`, waits for the URL line, and returns the process, port and token.
    static func start(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
        -> (process: RunningProcess, port: UInt16, token: String) {
        let process = try startFlipbook(["designer"] + arguments, in: folder, environment: environment)
        _ = process.wait { process.stdout.contains("Ctrl-C") }
        let text = process.stdout
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Flipbook designer: http://127.0.0.1:") }),
              let portText = line.split(separator: ":").last?.split(separator: "/").first, let port = UInt16(portText),
              let token = line.split(separator: "=").last, token.count == 32 else {
            throw RawHTTPError(description: "no URL in: \(text) \(process.stderr)")
        }
        return (process, port, String(token))
    }

    @Test func itServesTheAPIAndStopsOnControlCWithStatusZero() throws {
        let folder = try TemporaryFolder()
        let running = try Self.start(["mine.yaml", "--port", "0"], in: folder.url)
        let session = try rawHTTP(port: running.port, "GET", "/api/session", headers: ["X-Flipbook-Token": running.token])
        #expect(session.status == 200)
        #expect(session.text.contains("\"file\": \"mine.yaml\""))
        #expect(try rawHTTP(port: running.port, "GET", "/api/session").status == 403)
        // A Save installs the output cleanup's signal handlers; Ctrl-C must still stop with 0.
        let saved = try rawHTTP(port: running.port, "POST", "/api/save", headers: ["X-Flipbook-Token": running.token],
                                body: Array(#"{"config": {"extends": "stack.vortex", "itemCount": 4}}"#.utf8))
        #expect(saved.status == 200)
        #expect(try String(contentsOf: folder.path("mine.yaml"), encoding: .utf8) == "extends: stack.vortex\nitemCount: 4\n")
        // A second designer on the same port says so and how to pick another.
        let taken = try runFlipbook(["designer", "--port", String(running.port)], in: folder.url)
        #expect(taken.status == 2)
        #expect(taken.stderr.contains("--port 0"), "\(taken.stderr)")
        #expect(running.process.signal(SIGINT))
        #expect(running.process.finish() == 0)
    }

    @Test func sigtermStopsItWithStatusZero() throws {
        let folder = try TemporaryFolder()
        let running = try Self.start(["stack.vortex", "--port", "0"], in: folder.url)
        #expect(try rawHTTP(port: running.port, "GET", "/").status == 200)
        #expect(running.process.signal(SIGTERM))
        #expect(running.process.finish() == 0)
    }

    @Test func openSaysSoWhenThereIsNoBrowserOpener() throws {
        let folder = try TemporaryFolder()
        let process = try startFlipbook(["designer", "--port", "0", "--open"], in: folder.url, environment: ["PATH": folder.url.path])
        _ = process.wait { process.stdout.contains("Ctrl-C") }
        #expect(process.signal(SIGINT))
        #expect(process.finish() == 0)
        #expect(process.stdout.contains("no xdg-open or open here"), "\(process.stdout)")
    }

    @Test func badArgumentsExitWithStatusTwoAndAFix() throws {
        let folder = try TemporaryFolder()
        let port = try runFlipbook(["designer", "--port", "70000"], in: folder.url)
        #expect(port.status == 2)
        #expect(port.stderr.contains("--port 0"))
        let host = try runFlipbook(["designer", "--host", "not-an-address", "--port", "0"], in: folder.url)
        #expect(host.status == 2)
        #expect(host.stderr.contains("--host"))
        let preset = try runFlipbook(["designer", "scale.coverFlo", "--port", "0"], in: folder.url)
        #expect(preset.status == 2)
        #expect(preset.stderr.contains("scale.coverFlow"))
    }

    /// `flipbook` built alone (`swift build --product flipbook`, as CI builds it) has no
    /// `flipbook-server` beside it: the designer and the review say how to build it, exit 2.
    @Test func withoutFlipbookServerBesideItTheCommandSaysHowToBuildIt() throws {
        let folder = try TemporaryFolder()
        let alone = folder.url.appendingPathComponent("flipbook")
        try FileManager.default.copyItem(at: try #require(flipbookExecutable), to: alone)
        for command in ["designer", "review"] {
            let run = try runProcess(alone, [command, "--help"], in: folder.url)
            #expect(run.status == 2)
            #expect(run.stderr == "error: flipbook \(command) needs flipbook-server, which is built on its own (it links FlyingFox, the pages' HTTP server)"
                    + " — build it once: swift build --product flipbook-server\n", "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    /// A command plugin's tools are built as `flipbook-tool` and `flipbook-server-tool` (SwiftPM's
    /// suffix): `swift package flipbook review …` finds the server's `-tool` build beside it.
    @Test func aPluginToolFindsTheServersToolBuild() throws {
        let folder = try TemporaryFolder()
        let flipbook = try #require(flipbookExecutable)
        try FileManager.default.copyItem(at: flipbook, to: folder.url.appendingPathComponent("flipbook-tool"))
        try FileManager.default.copyItem(at: flipbook.deletingLastPathComponent().appendingPathComponent("flipbook-server"),
                                         to: folder.url.appendingPathComponent("flipbook-server-tool"))
        let run = try runProcess(folder.url.appendingPathComponent("flipbook-tool"), ["review", "--help"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("flipbook review flipbook-report --goldens goldens --list"))
    }

    @Test func helpShowsAnExample() throws {
        let help = try runFlipbook(["designer", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("flipbook designer mine.yaml --open"))
    }

    @Test func halfSentRequestsPastTheDescriptorLimitNeitherStopNorBlockIt() throws {
        // 40 descriptors: fewer than the 64 connections the server keeps, so accepting runs out
        // (EMFILE) and must make room by closing the connection waiting longest, not end the server.
        let folder = try TemporaryFolder()
        let flipbook = try #require(flipbookExecutable)
        let process = try RunningProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -n 40 && exec \"$0\" designer --port 0", flipbook.path],
                                         in: folder.url)
        _ = process.wait { process.stdout.contains("Ctrl-C") }
        let line = try #require(process.stdout.split(separator: "\n").first { $0.hasPrefix("Flipbook designer: http://127.0.0.1:") })
        let port = try #require(line.split(separator: ":").last?.split(separator: "/").first.flatMap { UInt16($0) })
        var sockets: [Int32] = []
        defer { sockets.forEach { close($0) } }
        for _ in 0..<200 {
            let socket = try loopbackSocket(port: port, timeout: 30)
            _ = "GET / HTTP/1.1\r\nHost: 127.0.0.1".withCString { send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            sockets.append(socket)
        }
        let page = try rawHTTP(port: port, "GET", "/", timeout: 60)
        #expect(page.status == 200)
        #expect(process.signal(SIGINT))
        #expect(process.finish() == 0, "\(process.stderr)")
    }
}
