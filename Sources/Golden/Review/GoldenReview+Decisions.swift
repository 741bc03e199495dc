import Foundation
import Outputs
import Problems

extension GoldenReview {
    /// The decisions kept in the report folder (`ReviewState`): none yet when there is no
    /// `review-state.json`, or when it was made for another report. Throws when the file cannot be
    /// read (a link, a folder) or is not a review state of this report's items.
    @_optimize(none)
    package func decisions() throws(Problem) -> ReviewState {
        let shown = report.appendingPathComponent(ReviewState.fileName).path
        let fix: Wording = "remove \(shown) to start the review of this report afresh"
        let bytes: [UInt8]?
        do {
            bytes = try ReportFiles(report: report).readIfPresent(ReviewState.fileName, maximumBytes: ReviewState.maximumBytes)
        } catch {
            throw Problem.io("read", shown, "\(error)", fix: fix)
        }
        guard let bytes else { return ReviewState(report: fingerprint) }
        let state = try JSONFile.decode(ReviewState.self, from: Data(bytes), shownAs: shown, what: "a Flipbook review state", fix: fix)
        guard state.format == ReviewState.currentFormat else {
            throw Problem.otherFormat(shown, is: "review state", format: state.format, reads: ReviewState.currentFormat, fix: fix)
        }
        guard state.report == fingerprint else { return ReviewState(report: fingerprint) }
        try state.check(against: self, shown: shown)
        return state
    }

    /// Accepts `items` (`writeGoldens`: checked first, then each scene folder all or nothing) and
    /// keeps the decision in the report folder, with the files it replaced, so that it can be
    /// undone later, from another page or after this one is closed. The report folder is locked
    /// from reading the state to writing it. Returns what changed and the action's number.
    @_optimize(none)
    package func accept(_ items: [ReviewItem], force: Bool = false) throws(Problem) -> (change: ReviewChange, action: Int) {
        let batch = try stateBatch()
        var state = try decisions()
        let number = state.nextAction
        let change = try writeGoldens(items, force: force)
        do throws(Problem) {
            var kept = 0
            var folders: [ReviewAction.Folder] = []
            for folder in change.folders {
                var files: [ReviewAction.Folder.File] = []
                for name in Set(folder.before.keys).union(folder.after.keys).sorted() {
                    var names: [String?] = []
                    for bytes in [folder.before[name] ?? nil, folder.after[name] ?? nil] {
                        guard let bytes else { names.append(nil); continue }
                        kept += 1
                        let keptName = "\(ReviewState.undoFolder)/\(number)-\(kept)"
                        try batch.add(bytes, as: keptName)
                        names.append(keptName)
                    }
                    files.append(ReviewAction.Folder.File(name: name, before: names[0], after: names[1]))
                }
                folders.append(ReviewAction.Folder(folder: folder.folder, files: files))
            }
            let ids = items.map(\.id)
            state.actions.append(ReviewAction(number: number, kind: .accept, items: ids, previous: previous(ids, in: state), folders: folders))
            state.nextAction += 1
            for id in ids { state.decisions[id] = .accepted }
            try commit(state, batch, removing: [])
        } catch {
            // The decision could not be kept: the goldens go back to what they were.
            _ = try? restoreGoldens(change, force: true)
            throw error
        }
        return (change, number)
    }

    /// Marks `items` rejected, writing no golden: bulk accepts skip them from now on. Returns the
    /// action's number, for `undo`.
    @_optimize(none)
    package func reject(_ items: [ReviewItem]) throws(Problem) -> Int {
        let batch = try stateBatch()
        var state = try decisions()
        let number = state.nextAction
        let ids = items.map(\.id)
        state.actions.append(ReviewAction(number: number, kind: .reject, items: ids, previous: previous(ids, in: state), folders: []))
        state.nextAction += 1
        for id in ids { state.decisions[id] = .rejected }
        try commit(state, batch, removing: [])
        return number
    }

    /// Undoes the accept or reject numbered `number`: an accept's files are put back as they were
    /// (unless `force`, refused as a `conflict` when a file is no longer what the accept wrote), and
    /// each item it decided gets its earlier decision back, unless a later action decided it again.
    /// Returns the action and, for an accept, what changed in the goldens folder.
    @_optimize(none)
    package func undo(_ number: Int, force: Bool = false) throws(Problem) -> (action: ReviewAction, change: ReviewChange?) {
        let batch = try stateBatch()
        var state = try decisions()
        guard let position = state.actions.firstIndex(where: { $0.number == number }) else {
            throw Problem(.unknownKey, "there is no accept or reject numbered \(number) to undo", fix: "undo what the review lists as done")
        }
        let action = state.actions[position]
        let change = action.kind == .accept ? try restoreGoldens(keptChange(action), force: force) : nil
        do throws(Problem) {
            state.actions.remove(at: position)
            let decided: ReviewDecision = action.kind == .accept ? .accepted : .rejected
            for id in action.items where state.decision(id) == decided {
                let earlier = action.previous[id] ?? .pending
                state.decisions[id] = earlier == .pending ? nil : earlier
            }
            try commit(state, batch, removing: action.keptFiles)
        } catch {
            if let change { _ = try? restoreGoldens(change, force: true) }
            throw error
        }
        return (action, change)
    }

    /// Each of `ids`' decision in `state`.
    @_optimize(none)
    private func previous(_ ids: [String], in state: ReviewState) -> [String: ReviewDecision] {
        Dictionary(ids.map { ($0, state.decision($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The accept `action`'s change, from its kept files (read like every report file: `ReportFiles`).
    @_optimize(none)
    private func keptChange(_ action: ReviewAction) throws(Problem) -> ReviewChange {
        let files = ReportFiles(report: report)
        var folders: [ReviewChange.Folder] = []
        for folder in action.folders {
            var before: [String: [UInt8]?] = [:], after: [String: [UInt8]?] = [:]
            for file in folder.files {
                for (kept, side) in [(file.before, 0), (file.after, 1)] {
                    var bytes: [UInt8]?
                    if let kept {
                        do {
                            bytes = try files.read(kept, maximumBytes: Self.maximumImageBytes)
                        } catch {
                            throw Problem(.damagedInput, "the review's kept copy \(kept) of \(folder.folder)/\(file.name) cannot be read: \(error); nothing was undone",
                                          fix: "restore the golden from version control")
                        }
                    }
                    if side == 0 { before.updateValue(bytes, forKey: file.name) } else { after.updateValue(bytes, forKey: file.name) }
                }
            }
            folders.append(ReviewChange.Folder(folder: folder.folder, before: before, after: after))
        }
        return ReviewChange(folders: folders)
    }

    /// A locked batch into the report folder: the state is read and written under its lock, so two
    /// pages or a page and the command line never lose each other's decisions.
    @_optimize(none)
    private func stateBatch() throws(Problem) -> OutputBatch {
        do {
            return try OutputBatch(folder: report.path, locked: true)
        } catch {
            throw Problem(error.kind, "cannot keep the review's decisions in the report folder \(report.path): \(error.what); nothing was written",
                          fix: "make the report folder writable, or copy it somewhere writable and review the copy")
        }
    }

    @_optimize(none)
    private func commit(_ state: ReviewState, _ batch: OutputBatch, removing: [String]) throws(Problem) {
        do {
            try batch.add(state.encoded(), as: ReviewState.fileName)
            try batch.commit(removing: removing)
        } catch {
            throw Problem(error.kind, "cannot keep the review's decisions in the report folder \(report.path): \(error.what); nothing was changed",
                          fix: "check the report folder's permissions and free space")
        }
    }
}
