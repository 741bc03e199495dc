import Foundation
import TestSupport
import Testing

/// Every `flipbook …` command in README.md and docs/*.md runs as written (issue #27): each page's
/// commands run in order, as `bash -o pipefail -c LINE`, in a fresh copy of the repository with the
/// built `flipbook` first on PATH, and each exits with 0, or with the status its comment names
/// (`# … exit 1 …`).
///
/// What counts as a command:
/// - in a code block (not swift, yaml or json), a line (with its `\` continuations) of which a
///   part, split at `&&`, `;` and `|`, starts with `flipbook` and a subcommand;
/// - inline code that starts with `flipbook` and has an argument: a word that is not a lowercase
///   subcommand name (`` `flipbook schema` `` or `` `flipbook report merge` `` names a command, it
///   does not run one).
///
/// Skipped, as placeholders for the reader's own values: commands with `…`, `<…>` or `[…]`, a word
/// in capitals (`PRESET`, `FILE`, `NAME.png`, `A.png`), or the example names of files the reader brings
/// (`expected.png`, `actual.png`, `a.png`, `b.png`, `my-scenes`, `scenes/`, `parts/`).
///
/// `watch`, `designer` and `review` (serving its page) keep running: each must print its first
/// result (`wrote …`, the URL) before it is stopped with Ctrl-C, or end with the status its comment
/// names. A fake `xdg-open` first on PATH keeps `--open` from starting a browser, and a designer or
/// review without `--port` gets `--port 0` (the default, 8080, may be taken on a test machine).
@Suite struct DocsCommandTests {
    struct Command: Sendable, CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var expectedStatus: Int32
        var description: String { "\(file):\(line): \(text)" }
        /// `watch`, `designer` and `review` (not their `--help`, nor `review --list` or `--accept`) run until stopped.
        var keepsRunning: Bool {
            let words = text.split(separator: " ")
            guard let at = words.firstIndex(of: "flipbook"), at + 1 < words.count else { return false }
            let once = ["--help", "--list", "--accept", "--accept-all"]
            return ["watch", "designer", "review"].contains(words[at + 1]) && !words.contains { once.contains(String($0)) }
        }
    }

    static let pages: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    static let placeholderNames: Set<String> = ["expected.png", "actual.png", "a.png", "b.png", "my-scenes", "my-scenes/", "scenes/", "parts/"]

    /// Whether `command` holds a value the reader must choose.
    static func hasPlaceholder(_ command: String) -> Bool {
        if command.contains("…") || command.contains("<") || command.contains("[") { return true }
        return command.split(whereSeparator: { $0 == " " || $0 == "=" }).contains { word in
            let stem = word.split(separator: ".").first.map(String.init) ?? ""
            let capitals = stem.first?.isUppercase == true && stem.allSatisfy { $0.isUppercase || $0 == "_" || $0.isNumber }
            return capitals || placeholderNames.contains(String(word)) || placeholderNames.contains(where: { word.hasPrefix($0) && $0.hasSuffix("/") })
        }
    }

    /// Whether a shell line runs `flipbook SUBCOMMAND`.
    static func runsFlipbook(_ line: String) -> Bool {
        line.components(separatedBy: "&&").flatMap { $0.split(separator: ";") }.flatMap { $0.split(separator: "|") }.contains { part in
            let words = part.split(separator: " ")
            guard words.first == "flipbook", words.count >= 2, let first = words[1].first else { return false }
            return first.isLetter && first.isLowercase || words[1].hasPrefix("--")
        }
    }

    /// The commands of one page, in order.
    static func commands(in page: String) throws -> [Command] {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        var commands: [Command] = []
        var fence: String?
        var pending = "", pendingLine = 0
        var paragraph: [(number: Int, text: String)] = []
        func inlineCommands() {
            // Inline code may wrap: a paragraph's lines are read as one, each span numbered by the line it starts on.
            var inCode = false, span = "", spanLine = 0
            for (number, line) in paragraph {
                for (index, piece) in line.components(separatedBy: "`").enumerated() {
                    if index > 0 {
                        if inCode {
                            let words = span.split(separator: " ")
                            // `flipbook report merge` names a command; one with an argument (a flag, a file, a
                            // preset: anything but a lowercase word) runs it.
                            let hasArgument = words.dropFirst().contains { !$0.allSatisfy { $0.isLowercase && $0.isLetter } }
                            if words.first == "flipbook", hasArgument, runsFlipbook(span), !hasPlaceholder(span) {
                                commands.append(Command(file: page, line: spanLine, text: span, expectedStatus: 0))
                            }
                        } else {
                            span = ""
                            spanLine = number
                        }
                        inCode.toggle()
                    }
                    if inCode { span += (span.isEmpty || index > 0 ? "" : " ") + piece }
                }
            }
            paragraph = []
        }
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("```") {
                inlineCommands()
                fence = fence == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            if let language = fence {
                guard !["swift", "yaml", "json"].contains(language) else { continue }
                if pending.isEmpty { pendingLine = index + 1 }
                if line.hasSuffix("\\") {
                    pending += line.dropLast() + " "
                    continue
                }
                let whole = pending + line
                pending = ""
                let (command, comment) = splitComment(whole)
                guard runsFlipbook(command), !hasPlaceholder(command) else { continue }
                commands.append(Command(file: page, line: pendingLine, text: command, expectedStatus: status(named: comment)))
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                inlineCommands()
            } else {
                paragraph.append((index + 1, line.trimmingCharacters(in: .whitespaces)))
            }
        }
        inlineCommands()
        return commands
    }

    /// A shell line and its `# comment` (a `#` at the start of a word).
    static func splitComment(_ line: String) -> (command: String, comment: String) {
        guard let range = line.range(of: " # ") ?? (line.hasPrefix("# ") ? line.range(of: "# ") : nil) else {
            return (line.trimmingCharacters(in: .whitespaces), "")
        }
        return (String(line[..<range.lowerBound]).trimmingCharacters(in: .whitespaces), String(line[range.upperBound...]))
    }

    /// The status a comment names (`exit 1`), else 0.
    static func status(named comment: String) -> Int32 {
        guard let range = comment.range(of: #"exit \d+"#, options: .regularExpression) else { return 0 }
        return Int32(comment[range].dropFirst(5)) ?? 0
    }

    /// A copy of the repository without its build and git folders.
    static func repositoryCopy() throws -> TemporaryFolder {
        let copy = try TemporaryFolder()
        for name in try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.path) where !name.hasPrefix(".") {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(name), to: copy.path(name))
        }
        return copy
    }

    @Test("the pages have commands to run")
    func thereAreCommands() throws {
        let all = try Self.pages.flatMap { try Self.commands(in: $0) }
        #expect(all.count >= 20, "\(all)")
        #expect(all.contains { $0.file == "README.md" })
    }

    @Test("the command finder reads comments, continuations and placeholders as documented")
    func finderRules() {
        #expect(Self.splitComment("flipbook compare a.png b.png   # exit 1 if different") == ("flipbook compare a.png b.png", "exit 1 if different"))
        #expect(Self.status(named: "records missing goldens, and fails (exit 1)") == 1)
        #expect(Self.status(named: "a preset at 2×") == 0)
        #expect(Self.hasPlaceholder("flipbook strip PRESET --out x.png"))
        #expect(Self.hasPlaceholder("flipbook render … --out NAME.gif"))
        #expect(Self.hasPlaceholder("flipbook check my-scenes/ --goldens goldens"))
        #expect(!Self.hasPlaceholder("flipbook strip scale.coverFlow --timeline docs/swipe.yaml"))
        #expect(Self.runsFlipbook("flipbook presets show scale.coverFlow > mine.yaml && flipbook watch mine.yaml"))
        #expect(!Self.runsFlipbook("bash Tools/setup.sh && swift run -c release flipbook strip scale.coverFlow"))
        #expect(!Self.runsFlipbook("                     flipbook (CLI: parse flags)"))
    }

    @Test("every flipbook command of the page runs as written", arguments: DocsCommandTests.pages)
    func pageCommandsRun(page: String) throws {
        let commands = try Self.commands(in: page)
        guard !commands.isEmpty else { return }
        let copy = try Self.repositoryCopy()
        let bin = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(at: bin.path("flipbook"), withDestinationURL: try #require(flipbookExecutable))
        for opener in ["xdg-open", "open"] {
            try Data("#!/bin/sh\nexit 0\n".utf8).write(to: bin.path(opener))
            chmod(bin.path(opener).path, 0o755)
        }
        let path = bin.url.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let bash = URL(fileURLWithPath: "/bin/bash")
        for command in commands {
            // A command that keeps running is exec'd, so that Ctrl-C reaches flipbook itself.
            let simple = !command.text.contains("&&") && !command.text.contains("|") && !command.text.contains(";")
            #expect(!command.keepsRunning || simple, "\(command): a command that keeps running must stand alone on its line")
            var line = command.keepsRunning && simple ? "exec " + command.text : command.text
            // The designer's and the review's default port (8080) may be taken on a test machine: any free one will do.
            if line.contains("flipbook designer") || line.contains("flipbook review"), !line.contains("--port"), command.keepsRunning { line += " --port 0" }
            let run = try RunningProcess(bash, ["-o", "pipefail", "-c", line], in: copy.url,
                                         environment: ["PATH": path, "FLIPBOOK_RECORD": nil])
            if command.keepsRunning {
                let started = run.wait(seconds: 120) { run.stdout.contains("wrote ") || run.stdout.contains("http://") }
                if run.isRunning {
                    #expect(started, "\(command) printed nothing in 2 minutes: \(run.stderr)")
                    run.signal(SIGINT)
                    _ = run.finish(seconds: 30)
                    continue
                }
            }
            let status = run.finish(seconds: 300)
            #expect(status == command.expectedStatus, "\(command) exited \(status): \(run.stderr)")
        }
    }
}
