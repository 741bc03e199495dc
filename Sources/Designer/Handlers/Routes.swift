import Config
import FlyingFox
import Foundation
import LocalServer
import Workers

/// One API request, read and checked: the session, the JSON body and the query.
struct APIRequest: Sendable {
    /// What the server works on.
    let session: DesignerSession
    /// The JSON body (`null` for GET).
    let body: JSONValue
    /// The query's values by name (the last one of a repeated name).
    let query: [String: String]
}

/// The designer's requests and who answers them: `DesignerHandler` checks each request (Host,
/// Origin, token, body size), then calls the route for its method and path.
enum Routes {
    /// An API answer for a checked request; throwing a `APIProblem` (or any error) answers with it.
    typealias Handler = @Sendable (APIRequest) async throws -> HTTPResponse

    /// The API: `"METHOD /api/path"` → handler. docs/DESIGNER.md and /work/wt/DESIGNER-API.md list them.
    static let api: [String: Handler] = [
        "GET /api/session": ConfigHandlers.session,
        "GET /api/schema": ConfigHandlers.schema,
        "GET /api/preset": ConfigHandlers.preset,
        "POST /api/parse": ConfigHandlers.parse,
        "POST /api/resolve": ConfigHandlers.resolve,
        "POST /api/yaml": ConfigHandlers.yaml,
        "POST /api/save": ConfigHandlers.save,
        "POST /api/timeline": RenderHandlers.timeline,
        "POST /api/preview": RenderHandlers.preview,
        "POST /api/strip": RenderHandlers.strip,
        "POST /api/inspect": RenderHandlers.inspect,
        "POST /api/diff": RenderHandlers.diff,
        "POST /api/export": ExportHandlers.export,
        "POST /api/export/start": ExportHandlers.start,
        "GET /api/export/status": ExportHandlers.status,
        "GET /api/export/file": ExportHandlers.file,
        "POST /api/export/cancel": ExportHandlers.cancel,
        "POST /api/code": ExportHandlers.code,
        "POST /api/project": ProjectHandler.project,
    ]

    /// The static answer for `path`: `/` is the page, `/assets/<name>` an embedded file; anything
    /// else (other paths, `..`, encoded names) is 404, since only embedded names exist.
    static func staticFile(_ path: String) throws(APIProblem) -> HTTPResponse {
        // Browsers ask for /favicon.ico whatever the page says; the page's own icon is favicon.svg.
        let name = path == "/favicon.ico" ? "favicon.svg" : LocalServer.assetName(at: path)
        guard let name, let file = Assets.file(named: name) else { throw notFound(path) }
        return Reply.bytes(Data(file.bytes), type: file.type)
    }

    static func notFound(_ path: String) -> APIProblem {
        APIProblem(.notFound, .unknownKey, "nothing at \(path.prefix(200))", fix: "open / (the page) or see docs/DESIGNER.md for the API")
    }
}

/// The server's one handler: the security checks, then the route; every error becomes a JSON
/// `APIProblem` answer, so no request can stop the server. With a `worker`, the route is answered
/// by the worker process (`DesignerWorker`), so that not even a crash in its work can.
struct DesignerHandler: HTTPHandler {
    let session: DesignerSession
    let security: Security
    let deadline: RequestDeadline
    let worker: Worker?

    func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
        do {
            try security.checkOrigin(of: request)
            guard request.path.hasPrefix("/api/") else {
                guard request.method == .GET || request.method == .HEAD else {
                    throw APIProblem(.methodNotAllowed, .unsupported, "\(request.method.rawValue) \(request.path.prefix(200)) is not allowed", fix: "the page and its assets are GET only")
                }
                return try Routes.staticFile(request.path)
            }
            try security.checkToken(of: request)
            let route = "\(request.method.rawValue) \(request.path)"
            guard Routes.api[route] != nil else {
                let known = Routes.api.keys.contains { $0.hasSuffix(" " + request.path) }
                throw known ? APIProblem(.methodNotAllowed, .unsupported, "\(request.method.rawValue) is not allowed on \(request.path)", fix: "see docs/DESIGNER.md for each route's method")
                            : Routes.notFound(request.path)
            }
            var query: [String: String] = [:]
            for item in request.query { query[item.name] = item.value }
            let checked = WorkerMessages.Request(route: route, query: query, body: try await security.body(of: request), state: session.knownState.bytes)
            guard let worker else { return await Self.answer(checked, session: session, deadline: deadline) }
            return try await ask(worker, checked)
        } catch {
            return APIProblem(error).response
        }
    }

    /// The worker's answer to `request` (`WorkerMessages.ask`: a worker that died answering is a
    /// 500 saying how), with the Save state it sends back kept here.
    private func ask(_ worker: Worker, _ request: WorkerMessages.Request) async throws -> HTTPResponse {
        let answer = try await WorkerMessages.ask(worker, request)
        if let state = answer.state {
            guard let known = DesignerSession.Known(bytes: state) else { throw WorkerMessages.unreadable(worker) }
            session.knownState = known
        }
        return WorkerMessages.response(answer)
    }

    /// The answer to a checked API request, worked out in this process: the body read as JSON,
    /// then the route, within `deadline`.
    static func answer(_ request: WorkerMessages.Request, session: DesignerSession, deadline: RequestDeadline) async -> HTTPResponse {
        do {
            guard let route = Routes.api[request.route] else { throw Routes.notFound(request.route) }
            let body: JSONValue
            do {
                body = request.body.isEmpty ? .null : try JSONValue.parse(String(decoding: request.body, as: UTF8.self))
            } catch {
                throw APIProblem(.badRequest, .syntax, "the request body is not JSON: \(APIProblem(error).problem)", fix: "send a JSON object such as {\"config\": {…}}")
            }
            let checked = APIRequest(session: session, body: body, query: request.query)
            return try await deadline.run { try await route(checked) }
        } catch {
            return APIProblem(error).response
        }
    }
}
