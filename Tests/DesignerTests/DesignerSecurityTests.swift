import Foundation
import TestSupport
import Testing

/// The checks every request passes, over real HTTP: Host, Origin, token, body size, paths.
@Suite(.serialized) struct DesignerSecurityTests {
    @Test func thePageIsServedWithoutTheTokenButTheAPIIsNot() async throws {
        let designer = try await RunningDesigner()
        let page = try await designer.request("GET", "/", headers: [:])
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("<html"))
        let noToken = try await designer.request("GET", "/api/session", headers: [:])
        #expect(noToken.status == 403)
        #expect(noToken.text.contains("X-Flipbook-Token"))
        let wrongToken = try await designer.request("GET", "/api/session", headers: ["X-Flipbook-Token": String(repeating: "0", count: 32)])
        #expect(wrongToken.status == 403)
        let shortToken = try await designer.request("GET", "/api/session", headers: ["X-Flipbook-Token": String(designer.server.token.prefix(31))])
        #expect(shortToken.status == 403)
        let right = try await designer.request("GET", "/api/session")
        #expect(right.status == 200)
        #expect(right.headers["cache-control"] == "no-store")
    }

    @Test func aHostHeaderNamingAnotherServerIsRefused() async throws {
        let designer = try await RunningDesigner()
        for host in ["evil.example:\(designer.port)", "127.0.0.1:1", "127.0.0.1", "localhost.evil.example:\(designer.port)"] {
            let answer = try await designer.request("GET", "/api/session", headers: designer.tokenHeader.merging(["Host": host]) { $1 })
            #expect(answer.status == 403, "Host: \(host)")
            let page = try await designer.request("GET", "/", headers: ["Host": host])
            #expect(page.status == 403, "Host: \(host) for the page")
        }
        let localhost = try await designer.request("GET", "/api/session", headers: designer.tokenHeader.merging(["Host": "localhost:\(designer.port)"]) { $1 })
        #expect(localhost.status == 200)
    }

    @Test func requestsFromAnotherOriginAreRefused() async throws {
        let designer = try await RunningDesigner()
        for origin in ["http://evil.example", "null", "https://127.0.0.1:\(designer.port)", "http://127.0.0.1:\(designer.port + 1)"] {
            let answer = try await designer.request("GET", "/api/session", headers: designer.tokenHeader.merging(["Origin": origin]) { $1 })
            #expect(answer.status == 403, "Origin: \(origin)")
            #expect(answer.text.contains("not allowed"))
        }
        let own = try await designer.request("GET", "/api/session", headers: designer.tokenHeader.merging(["Origin": "http://127.0.0.1:\(designer.port)"]) { $1 })
        #expect(own.status == 200)
    }

    @Test func aBodyOverOneMebibyteIs413() async throws {
        let designer = try await RunningDesigner()
        let big = Array(("{\"yaml\": \"" + String(repeating: "a", count: 1 << 20) + "\"}").utf8)
        let answer = try await designer.request("POST", "/api/parse", body: big)
        #expect(answer.status == 413)
        #expect(answer.text.contains("at most 1 MiB"))
        // Just under the limit is read (and answered on its merits).
        let fits = Array(("{\"yaml\": \"" + String(repeating: "a", count: (1 << 20) - 20) + "\"}").utf8)
        let small = try await designer.request("POST", "/api/parse", body: fits)
        #expect(small.status == 400)
    }

    @Test func onlyEmbeddedAssetsAreServed() async throws {
        let designer = try await RunningDesigner()
        for path in ["/assets/../Package.swift", "/assets/%2e%2e/%2e%2e/Package.swift", "/../../etc/passwd", "/assets/",
                     "/assets/..%2f..%2fetc%2fpasswd", "/Package.swift", "/assets/index.html/..", "/etc/passwd"] {
            let answer = try await designer.request("GET", path, headers: [:])
            #expect(answer.status == 404, "\(path)")
            #expect(!answer.text.contains("PackageDescription") && !answer.text.contains("root:"))
        }
        let asset = try await designer.request("GET", "/assets/index.html", headers: [:])
        #expect(asset.status == 200)
    }

    @Test func unknownRoutesAndMethodsAreRefused() async throws {
        let designer = try await RunningDesigner()
        #expect(try await designer.request("GET", "/api/nothing").status == 404)
        #expect(try await designer.request("GET", "/api/preview").status == 405)
        #expect(try await designer.request("POST", "/", headers: [:]).status == 405)
        #expect(try await designer.request("DELETE", "/api/session").status == 405)
    }

    @Test func malformedRequestsGet400AndTheServerKeepsServing() async throws {
        let designer = try await RunningDesigner()
        let bodies = ["{", "[]", "{\"config\": 3}", "{\"config\": {\"effect\": \"scale.coverFlow\"}, \"offset\": \"x\"}",
                      "{\"config\": {\"effect\": \"scale.coverFlow\"}, \"offset\": 1e308}", "{\"config\": {\"effect\": \"scale.coverFlow\"}, \"scale\": 100}",
                      "\u{FF}\u{FE}", String(repeating: "[", count: 5000)]
        for body in bodies {
            let answer = try await designer.post("/api/preview", body)
            #expect(answer.status == 400, "\(body.prefix(40))")
            let problem = try RunningDesigner.json(answer)
            #expect(problem["problem"] != nil && problem["fix"] != nil)
        }
        #expect(try await designer.request("GET", "/api/session").status == 200)
    }
}
