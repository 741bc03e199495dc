import ArgumentParser
import FlipbookCLI
import Foundation
import Golden
import Problems
import Review

/// `flipbook review [REPORT] --goldens DIR`: a check's differences in the browser, or listed and
/// accepted from the shell.
struct ReviewCommand: ParsableCommand, SettingFlags {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review a check's differences in the browser and accept the intended ones into the goldens.",
        discussion: """
        REPORT is the folder `flipbook check --out` or `flipbook report merge --out` wrote (a report \
        downloaded from CI works too); --goldens is the goldens folder the check used, to accept into \
        (checked first: a folder that holds none of the report's goldens is refused). Without --list or \
        --accept, serves a page on this machine and prints its URL (with a random token the page needs): \
        expected, actual and diff side by side, swipe, onion skin, toggle, zoom with a pixel grid, the \
        numbers, a filmstrip of each scene's frames, and Accept (writes the actual image over the golden \
        and updates the folder's manifest.json), Reject and Undo. Ctrl-C stops it.
        Decisions are kept in the report folder (review-state.json, and the goldens an accept replaced \
        under review-undo/), so --list, the page opened again and a second browser agree; a new check \
        removes them with its old report. --list prints what there is to review (failures, new goldens, \
        goldens no longer rendered) with each one's decision; --accept FOLDER/FRAME… and --accept-all \
        write goldens and print each file written. A whole scene (--accept FOLDER) and --accept-all skip \
        rejected items and say how many; name one to accept it. A golden that changed since the report \
        was written is not overwritten without --force, and a read-only golden is never replaced. \
        Names come from the report and are never paths: anything that would lead outside --goldens, \
        and any link inside the report, is refused (exit 2, nothing written).
        Examples:
          flipbook review flipbook-report --goldens goldens --open
          flipbook review flipbook-report --goldens goldens --list
          flipbook review flipbook-report --goldens goldens --accept cover/frame-0002
          flipbook review goldens-report --goldens goldens --accept-all
        """
    )

    @Argument(help: ArgumentHelp("The report folder (report.json inside).", valueName: "REPORT"))
    var report: String = "flipbook-report"

    @Option(name: FlagName.goldens.name, help: ArgumentHelp("The goldens folder, one sub-folder per scene.", valueName: "DIR"))
    var goldens: String = "goldens"

    @Flag(name: FlagName.list.name, help: "Print what there is to review and exit.")
    var list = false

    @Option(help: "text or json (with --list).")
    var format: OutputFormat = .text

    @Option(name: FlagName.accept.name, parsing: .upToNextOption, help: ArgumentHelp("Accept these items: the actual image becomes the golden.", valueName: "FOLDER/FRAME"))
    var accept: [String] = []

    @Flag(name: FlagName.acceptAll.name, help: "Accept everything the report lets you accept.")
    var acceptAll = false

    @Flag(name: FlagName.force.name, help: "Accept even goldens that changed since the report was written.")
    var force = false

    @OptionGroup var server: ServerArguments

    /// Answer a review server's API requests on standard descriptors (`ReviewWorker`).
    @Flag(name: .customLong(String(ReviewWorker.flag.dropFirst(2))), help: .hidden)
    var worker = false

    @_optimize(none)
    func flag(forSetting key: String) -> String? {
        [FlagName.force, .goldens].first { $0.setting == key }.map(\.description)
    }

    @_optimize(none)
    func run() throws {
        if !accept.isEmpty && acceptAll {
            throw Problem.exclusive("\(FlagName.accept)", "\(FlagName.acceptAll)")
        }
        if list && (!accept.isEmpty || acceptAll) {
            throw Problem(.conflict, "\(FlagName.list) does not accept anything", fix: "run \(FlagName.list) and \(FlagName.accept) as two commands")
        }
        let reportURL = URL(fileURLWithPath: report, isDirectory: true)
        let goldensURL = URL(fileURLWithPath: goldens, isDirectory: true)
        try GoldenReport.checkSeparate(report: reportURL, goldens: goldensURL)
        let review = try GoldenReview(report: reportURL, goldens: goldensURL)
        if worker { return ReviewWorker.serve(ReviewSession(review: review, goldensName: goldens)) }
        try review.checkGoldensFolder()
        let state = try review.decisions()
        if list { return printList(review, state: state) }
        if acceptAll || !accept.isEmpty {
            try acceptItems(review, state: state)
            return
        }
        try serve(review, state: state)
    }

    /// `--accept` and `--accept-all`: a named item is accepted whatever was decided about it; a
    /// whole scene and `--accept-all` skip what was rejected (and what is accepted already).
    @_optimize(none)
    private func acceptItems(_ review: GoldenReview, state: ReviewState) throws {
        let named = Set(accept.filter { $0.contains("/") })
        let chosen = acceptAll ? review.items.filter(\.acceptable) : try review.select(accept)
        let skipped = chosen.filter { !named.contains($0.id) && state.decision($0.id) == .rejected }
        let items = chosen.filter { named.contains($0.id) || state.decision($0.id) == .pending }
        let skippedNote = skipped.isEmpty ? "" : "; skipped \(skipped.count) rejected (\(skipped.prefix(3).map(\.id).joined(separator: ", "))\(skipped.count > 3 ? ", …" : "")): name one with \(FlagName.accept) to accept it anyway"
        guard !items.isEmpty else {
            print(ControlCharacters.escaped("nothing to accept" + skippedNote))
            return
        }
        let (change, _) = try review.accept(items, force: force)
        for name in change.written { print(ControlCharacters.escaped("wrote \((goldens as NSString).appendingPathComponent(name))")) }
        for name in change.removed { print(ControlCharacters.escaped("removed \((goldens as NSString).appendingPathComponent(name))")) }
        print(ControlCharacters.escaped("accepted \(items.count) item\(items.count == 1 ? "" : "s")" + skippedNote))
        print("next: commit the changed goldens (git add \(ReviewCommandLine.shellWord(goldens))) and run the check again to see it pass")
    }

    @_optimize(none)
    private func printList(_ review: GoldenReview, state: ReviewState) {
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let listed = review.items.map { DecidedReviewItem($0, state.decision($0.id)) }
            // Strings and numbers only: encoding cannot fail.
            print(String(decoding: (try? encoder.encode(listed)) ?? Data("[]".utf8), as: UTF8.self))
        case .text:
            for item in review.items {
                // The message says the numbers (`12 of 8000 pixels differ …`): once is enough.
                let decision = state.decision(item.id)
                let decided = decision == .pending ? "" : " (\(decision.rawValue))"
                print(ControlCharacters.escaped("\(item.kind.rawValue.uppercased()) \(item.id)\(decided): \(item.message)"))
            }
            let pending = review.items.filter { state.decision($0.id) == .pending }
            let counts = ReviewItem.Kind.allCases.compactMap { kind in
                let count = pending.filter { $0.kind == kind }.count
                return count == 0 ? nil : "\(count) \(kind.rawValue)"
            }
            let decided = [ReviewDecision.accepted, .rejected].compactMap { decision in
                let count = review.items.filter { state.decision($0.id) == decision }.count
                return count == 0 ? nil : "\(count) \(decision.rawValue)"
            }
            print("\(pending.count) to review" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
                  + (decided.isEmpty ? "" : "; decided: " + decided.joined(separator: ", ")))
        }
    }

    @_optimize(none)
    private func serve(_ review: GoldenReview, state: ReviewState) throws {
        try server.checkHost()
        let page = try ReviewServer(session: ReviewSession(review: review, goldensName: goldens), host: server.host, port: server.port,
                                    worker: ReviewWorker.worker(report: report, goldens: goldens))
        try server.serve("review", isLoopback: page.isLoopback, note: "\(review.items.filter { state.decision($0.id) == .pending }.count) to review.\n", run: page.runUntilStopped)
    }
}
