import Foundation
import TestSupport
import Testing

/// No request stops the server: random bodies, random JSON values and odd request lines to every
/// route get an answer (never a 5xx), and the server keeps serving.
@Suite(.serialized) struct DesignerRobustnessTests {
    static let routes = ["/api/session", "/api/schema", "/api/preset?name=x", "/api/parse", "/api/resolve", "/api/yaml",
                         "/api/save", "/api/timeline", "/api/preview", "/api/strip", "/api/inspect", "/api/code",
                         "/api/export", "/api/diff"]

    /// A deterministic generator (Knuth's MMIX linear congruential step, high bits), so a failure repeats.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    /// A random JSON text: objects with the API's own keys, odd numbers and strings.
    static func json(_ random: inout Seeded, depth: Int = 0) -> String {
        let keys = ["config", "a", "b", "offset", "scale", "yaml", "flavour", "format", "columns", "extends", "effect",
                    "itemCount", "viewport", "card", "image", "timeline", "scale.coverFlow"]
        let scalars = ["0", "-1", "1e308", "-0", "0.5", "1e-320", "true", "null", "\"\"", "\"scale.coverFlow\"", "\"../x\"",
                       "\"gif\"", "\"swiftui\"", "\"\\u0000\"", "\"#FFFFFF\"", "12345678901234567890"]
        switch depth > 3 ? 0 : Int.random(in: 0..<4, using: &random) {
        case 0: return scalars.randomElement(using: &random) ?? "0"
        case 1: return "[" + (0..<Int.random(in: 0..<4, using: &random)).map { _ in json(&random, depth: depth + 1) }.joined(separator: ",") + "]"
        default:
            let members = (0..<Int.random(in: 0..<5, using: &random)).map { _ in
                "\"\(keys.randomElement(using: &random) ?? "a")\": " + json(&random, depth: depth + 1)
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    @Test func randomRequestsAreAnsweredAndNeverStopTheServer() async throws {
        let folder = try TemporaryFolder(files: ["mine.yaml": "extends: scale.coverFlow\n"])
        let designer = try await RunningDesigner(folder.path("mine.yaml").path)
        var random = Seeded(state: 12)
        for round in 0..<160 {
            let route = Self.routes[round % Self.routes.count]
            let body: [UInt8] = round % 3 == 0
                ? (0..<Int.random(in: 0..<64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                : Array(Self.json(&random).utf8)
            let method = ["POST", "GET", "PUT"][round % 7 == 0 ? 2 : (route.contains("session") || route.contains("schema") || route.contains("preset") ? 1 : 0)]
            let answer = try await designer.request(method, route, body: body)
            #expect(answer.status < 500, "\(method) \(route) \(String(decoding: body, as: UTF8.self).prefix(200)) → \(answer.status) \(answer.text.prefix(300))")
        }
        #expect(try await designer.request("GET", "/api/session").status == 200)
        // Whatever was saved was written whole: no temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["mine.yaml"])
    }
}
