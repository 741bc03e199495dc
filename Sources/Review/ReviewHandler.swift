import FlyingFox
import Foundation
import Golden
import LocalServer
import Workers

/// The review server's one handler: the security checks, then the page, its assets or the API.
/// Every error becomes a JSON answer (`ReviewAnswer.error`), so no request can stop the server;
/// with a `worker`, the API is answered by the worker process (`ReviewWorker`), so that not even a
/// crash in its work can.
///
/// The API (each `/api/*` request with the `X-Flipbook-Token` header):
/// - `GET /api/report`: the report's summary, settings, scenes (every image, for the filmstrip),
///   the items to review with their decisions, and the actions that can be undone.
/// - `GET /api/decisions`: the decisions and the actions alone, as kept in the report folder (the
///   page asks again when it comes back into view, so two pages agree).
/// - `GET /api/image?item=FOLDER/FRAME&kind=expected|actual|diff|golden`: one image, PNG; every
///   image that cannot be shown (unlisted, missing, a link, not a PNG) gets the same 404.
/// - `POST /api/accept {"items": [ids], "force": false}`: writes the renderings over the goldens;
///   409 when a golden changed since the report (send again with `"force": true` to overwrite).
/// - `POST /api/reject {"items": [ids]}`: marks them rejected, writing no golden.
/// - `POST /api/undo {"undo": n, "force": false}`: undoes accept or reject `n` (an accept's goldens
///   are put back as they were).
struct ReviewHandler: HTTPHandler {
    let session: ReviewSession
    let security: Security
    /// The worker process that answers the API (`ReviewWorker`); `nil` answers in this process.
    let worker: Worker?

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
            var query: [String: String] = [:]
            for item in request.query { query[item.name] = item.value }
            let checked = WorkerMessages.Request(route: "\(request.method.rawValue) \(request.path)", query: query, body: try await security.body(of: request))
            guard let worker else { return Self.answer(checked, session: session) }
            // A worker that died answering is a 500 saying how; the next request starts a new one.
            return WorkerMessages.response(try await WorkerMessages.ask(worker, checked))
        } catch {
            return ReviewAnswer.error(error)
        }
    }

    /// The answer to a checked API request, worked out in this process.
    static func answer(_ request: WorkerMessages.Request, session: ReviewSession) -> HTTPResponse {
        do {
            switch request.route {
            case "GET /api/report":
                return ReviewAnswer.json(ReportAnswer(session, state: try session.state()))
            case "GET /api/decisions":
                return ReviewAnswer.json(DecisionsAnswer(try session.state()))
            case "GET /api/image":
                return try image(request.query, session: session)
            case "POST /api/accept":
                let asked = try decode(AcceptRequest.self, request.body)
                let (change, undo, items) = try session.accept(asked.items, force: asked.force ?? false)
                return ReviewAnswer.json(AcceptAnswer(accepted: items.map(\.id), written: change.written, removed: change.removed, undo: undo))
            case "POST /api/reject":
                let asked = try decode(ItemsRequest.self, request.body)
                let (undo, items) = try session.reject(asked.items)
                return ReviewAnswer.json(RejectAnswer(items: items, undo: undo))
            case "POST /api/undo":
                let asked = try decode(UndoRequest.self, request.body)
                let (action, change) = try session.undo(asked.undo, force: asked.force ?? false)
                return ReviewAnswer.json(UndoAnswer(kind: action.kind.rawValue, items: action.items,
                                                    written: change?.written ?? [], removed: change?.removed ?? []))
            default:
                return ReviewAnswer.problem(.notFound, "nothing at \(request.route.prefix(200))", fix: "see docs/GOLDENS.md for the review API")
            }
        } catch {
            return ReviewAnswer.error(error)
        }
    }

    private static func image(_ query: [String: String], session: ReviewSession) throws -> HTTPResponse {
        let parts = (query["item"] ?? "").split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let kind = query["kind"].flatMap(GoldenReview.ImageKind.init(rawValue:)) else {
            return ReviewAnswer.problem(.badRequest, "an image is asked for as ?item=FOLDER/FRAME&kind=expected|actual|diff|golden",
                                        fix: "use the page's own requests")
        }
        return ReviewAnswer.png(try session.review.image(folder: parts[0], frame: parts[1], kind: kind))
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, _ body: Data) throws -> Value {
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

private struct RejectAnswer: Encodable {
    var items: [String]
    var undo: Int
}

private struct UndoAnswer: Encodable {
    var kind: String
    var items: [String]
    var written: [String]
    var removed: [String]
}

/// `GET /api/decisions`: each decided item's decision and what can be undone, newest last.
private struct DecisionsAnswer: Encodable {
    struct Action: Encodable {
        var number: Int
        var kind: String
        var items: [String]
    }

    var decisions: [String: ReviewDecision]
    var actions: [Action]

    init(_ state: ReviewState) {
        decisions = state.decisions
        actions = state.actions.map { Action(number: $0.number, kind: $0.kind.rawValue, items: $0.items) }
    }
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

    var summary: String
    var mode: String
    var subject: GoldenSubject
    var tolerance: GoldenTolerance
    var goldens: String
    var scenes: [Scene]
    var items: [DecidedReviewItem]
    var actions: [DecisionsAnswer.Action]

    init(_ session: ReviewSession, state: ReviewState) {
        let index = session.review.index
        summary = index.summary
        mode = index.mode
        subject = index.subject
        tolerance = index.tolerance
        goldens = session.goldensName
        scenes = index.scenes.map { scene in
            Scene(scene: scene.scene, folder: scene.folder, notes: scene.notes,
                  frames: scene.frames.map { Frame(name: $0.name, offset: $0.offset, status: $0.status, diffPixels: $0.difference?.diffPixels) })
        }
        items = session.review.items.map { DecidedReviewItem($0, state.decision($0.id)) }
        actions = DecisionsAnswer(state).actions
    }
}
