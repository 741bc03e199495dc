import FlyingFox
import Foundation
import Golden
import LocalServer

/// The review server's one handler: the security checks, then the page, its assets or the API.
/// Every error becomes a JSON answer (`ReviewAnswer.error`), so no request can stop the server.
///
/// The API (each `/api/*` request with the `X-Flipbook-Token` header):
/// - `GET /api/report`: the report's summary, settings, scenes (every image, for the filmstrip)
///   and the items to review with their decisions.
/// - `GET /api/image?item=FOLDER/FRAME&kind=expected|actual|diff|golden`: one image, PNG.
/// - `POST /api/accept {"items": [ids], "force": false}`: writes the renderings over the goldens;
///   409 when a golden changed since the report (send again with `"force": true` to overwrite).
/// - `POST /api/undo {"undo": n, "force": false}`: puts back what accept `n` replaced.
/// - `POST /api/reject {"items": [ids]}` and `POST /api/pending {"items": [ids]}`: decisions, nothing written.
struct ReviewHandler: HTTPHandler {
    let session: ReviewSession
    let security: Security

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        do {
            try security.checkOrigin(of: request)
            guard request.path.hasPrefix("/api/") else {
                guard request.method == .GET || request.method == .HEAD else {
                    return ReviewAnswer.problem(.methodNotAllowed, "\(request.method.rawValue) is not allowed here", fix: "the page and its assets are GET only")
                }
                return try ReviewAssets.answer(request.path)
            }
            try security.checkToken(of: request)
            let body = try await security.body(of: request)
            switch (request.method, request.path) {
            case (.GET, "/api/report"):
                return ReviewAnswer.json(ReportAnswer(session))
            case (.GET, "/api/image"):
                return try image(request)
            case (.POST, "/api/accept"):
                let asked = try decode(AcceptRequest.self, body)
                let (change, undo, items) = try session.accept(asked.items, force: asked.force ?? false)
                return ReviewAnswer.json(AcceptAnswer(accepted: items.map(\.id), written: change.written, removed: change.removed, undo: undo))
            case (.POST, "/api/undo"):
                let asked = try decode(UndoRequest.self, body)
                let (change, items) = try session.undo(asked.undo, force: asked.force ?? false)
                return ReviewAnswer.json(UndoAnswer(items: items, written: change.written, removed: change.removed))
            case (.POST, "/api/reject"), (.POST, "/api/pending"):
                let asked = try decode(ItemsRequest.self, body)
                let items = try session.mark(asked.items, request.path == "/api/reject" ? .rejected : .pending)
                return ReviewAnswer.json(["items": items])
            default:
                return ReviewAnswer.problem(.notFound, "nothing at \(request.method.rawValue) \(request.path.prefix(200))",
                                            fix: "see docs/GOLDENS.md for the review API")
            }
        } catch {
            return ReviewAnswer.error(error)
        }
    }

    private func image(_ request: HTTPRequest) throws -> HTTPResponse {
        var query: [String: String] = [:]
        for item in request.query { query[item.name] = item.value }
        let parts = (query["item"] ?? "").split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let kind = query["kind"].flatMap(GoldenReview.ImageKind.init(rawValue:)) else {
            return ReviewAnswer.problem(.badRequest, "an image is asked for as ?item=FOLDER/FRAME&kind=expected|actual|diff|golden",
                                        fix: "use the page's own requests")
        }
        return ReviewAnswer.png(try session.review.image(folder: parts[0], frame: parts[1], kind: kind))
    }

    private func decode<Value: Decodable>(_ type: Value.Type, _ body: Data) throws -> Value {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw Refusal(.badRequest, .wrongType, "the request body is not what this route takes", fix: "send JSON such as {\"items\": [\"cover/frame-0001\"]}")
        }
    }
}

private struct AcceptRequest: Decodable {
    var items: [String]
    var force: Bool?
}

private struct UndoRequest: Decodable {
    var undo: Int
    var force: Bool?
}

private struct ItemsRequest: Decodable {
    var items: [String]
}

private struct AcceptAnswer: Encodable {
    var accepted: [String]
    var written: [String]
    var removed: [String]
    var undo: Int
}

private struct UndoAnswer: Encodable {
    var items: [String]
    var written: [String]
    var removed: [String]
}

/// `GET /api/report`: what the page lists and shows.
private struct ReportAnswer: Encodable {
    struct Frame: Encodable {
        var name: String
        var offset: Double?
        var status: String
        var diffPixels: Int?
    }

    struct Scene: Encodable {
        var scene: String
        var folder: String
        var notes: [String]
        var frames: [Frame]
    }

    struct Item: Encodable {
        var item: ReviewItem
        var decision: ReviewSession.Decision

        func encode(to encoder: any Encoder) throws {
            try item.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(item.id, forKey: .id)
            try container.encode(decision, forKey: .decision)
        }

        enum Keys: String, CodingKey { case id, decision }
    }

    var summary: String
    var mode: String
    var subject: GoldenSubject
    var tolerance: GoldenTolerance
    var scenes: [Scene]
    var items: [Item]

    init(_ session: ReviewSession) {
        let index = session.review.index
        summary = index.summary
        mode = index.mode
        subject = index.subject
        tolerance = index.tolerance
        scenes = index.scenes.map { scene in
            Scene(scene: scene.scene, folder: scene.folder, notes: scene.notes,
                  frames: scene.frames.map { Frame(name: $0.name, offset: $0.offset, status: $0.status, diffPixels: $0.difference?.diffPixels) })
        }
        items = session.review.items.map { Item(item: $0, decision: session.decision($0.id)) }
    }
}
