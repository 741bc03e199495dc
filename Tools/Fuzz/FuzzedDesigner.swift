import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One `flipbook designer` serving the work folder for a whole fuzz run, asked by curl with mutated
/// JSON on every API route. A request is a finding (counted as a crash) when it is answered 500 or
/// more (503, a limit named, is an answer), or not at all, or when the designer is no longer running; the designer's own peak memory
/// is read from /proc while it runs and reported at the end.
final class FuzzedDesigner {
    static let routes = ["/api/parse", "/api/resolve", "/api/yaml", "/api/timeline", "/api/preview", "/api/strip", "/api/inspect",
                         "/api/code", "/api/diff", "/api/export", "/api/export/start", "/api/export/cancel", "/api/save"]

    private let flipbook: String
    private let work: String
    private var pid: pid_t = 0
    private(set) var port = 0
    private(set) var token = ""
    private(set) var restarts = 0
    private(set) var peakKB = 0
    private(set) var requests = 0

    private init(flipbook: String, work: String) {
        self.flipbook = flipbook
        self.work = work
    }

    /// A running designer on a free port, or nil when it did not announce its address in 20 s.
    static func start(flipbook: String, work: String) -> FuzzedDesigner? {
        let designer = FuzzedDesigner(flipbook: flipbook, work: work)
        return designer.launch() ? designer : nil
    }

    private func launch() -> Bool {
        let config = work + "/designed.yaml", announced = work + "/designer.out"
        try? "extends: scale.coverFlow\nviewport: [150, 200]\n".write(toFile: config, atomically: false, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: announced)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, announced, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, work + "/designer.err", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let arguments: [String] = [flipbook, "designer", config, "--port", "0"]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        guard posix_spawn(&pid, flipbook, &actions, nil, argv, environ) == 0 else { return false }
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: announced, encoding: .utf8),
               let url = text.split(whereSeparator: \.isWhitespace).first(where: { $0.hasPrefix("http://") }),
               let components = URLComponents(string: String(url)), let port = components.port,
               let token = components.queryItems?.first(where: { $0.name == "token" })?.value {
                self.port = port
                self.token = token
                return true
            }
            usleep(100_000)
        }
        stop()
        return false
    }

    /// Whether the designer process is still running.
    var isRunning: Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// A curl job posting a mutated body (a corpus config, damaged) to a random route.
    func request(corpus: Corpus, work: String, random: inout SplitMix64) -> Job {
        let route = Self.routes.randomElement(using: &random)!
        let config = ConfigMutation.mutate(corpus.configs.randomElement(using: &random)!.text, random: &random)
        let extreme = Job.extremeNumbers.randomElement(using: &random)!
        let body: String
        // A background export runs on after its answer: cancel one now and then (jobs are numbered from 1).
        let choice = route == "/api/export/cancel" && Bool.random(using: &random) ? 4 : Int.random(in: 0..<4, using: &random)
        switch choice {
        case 4: body = "{\"job\": \"\(Int.random(in: 1...max(1, requests), using: &random))\"}"
        case 0: body = "{\"yaml\": \(Self.jsonString(config))}"
        case 1: body = "{\"config\": {\"extends\": \"scale.coverFlow\", \"viewport\": [150, 200]}, \"offset\": \(extreme), \"scale\": \(extreme)}"
        case 2: body = "{\"a\": {\"yaml\": \(Self.jsonString(config))}, \"b\": {\"extends\": \"stack.vortex\"}, \"format\": \"gif\"}"
        default: body = String(decoding: JSONMutation.mutate(Data("{\"config\": {\"extends\": \"stack.tinder\", \"viewport\": [150, 200]}, \"offset\": 0.5}".utf8),
                                                               random: &random), as: UTF8.self)
        }
        return post(body, to: route, work: work, command: "designer \(route)")
    }

    /// A curl job posting `body` to `route`, named `command` in the summary.
    func post(_ body: String, to route: String, work: String, command: String) -> Job {
        let bodyPath = work + "/request.json", statusPath = work + "/http-status.txt"
        try? body.write(toFile: bodyPath, atomically: false, encoding: .utf8)
        requests += 1
        var job = Job(command: command,
                      arguments: ["-s", "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "60", "-H", "X-Flipbook-Token: \(token)",
                                  "-H", "Content-Type: application/json", "--data-binary", "@request.json", "http://127.0.0.1:\(port)\(route)"],
                      files: [bodyPath], inputBytes: body.utf8.count)
        job.stdoutPath = statusPath
        job.httpStatusFile = statusPath
        return job
    }

    /// The curl run judged as the designer's: a crash when the answer is 500 or more, or missing, or
    /// the designer has stopped (it is then started again); the designer's memory is sampled.
    func judge(_ run: RunResult, job: Job) -> RunResult {
        var judged = run
        // The server, and the worker process that loads and draws (its child).
        for process in [pid] + Self.children(of: pid) {
            if let resident = Runner.residentKB(process) { peakKB = max(peakKB, resident) }
        }
        let status = job.httpStatusFile.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }.flatMap { Int($0) } ?? 0
        if !isRunning {
            judged.status = nil
            judged.signal = SIGABRT
            restarts += 1
            _ = launch()
        } else if !run.isHang && (status == 0 || (status >= 500 && status != 503)) {
            judged.status = Int32(100 + status / 100)
        } else if !run.isHang {
            judged.status = 0
        }
        return judged
    }

    /// The processes whose parent is `parent` (from /proc).
    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let child = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent ? child : nil
        }
    }

    func report() -> String {
        "designer: \(requests) requests, \(restarts) restarts, peak resident memory \(peakKB / 1024) MiB (server or its worker process)"
    }

    func stop() {
        guard pid > 0 else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        pid = 0
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}
