import Foundation
import ImageCodecs
import Problems

/// What a reviewer decided about a report's items, kept in the report folder as
/// `review-state.json`, so that `review --list`, the page opened again and a second browser agree
/// (as Chromatic and reg-suit keep accept and deny per change). With it, the accepts and rejects
/// that can still be undone, in order; an accept's files before and after are kept beside it under
/// `review-undo/`, so it can be undone after the page is closed.
///
/// The state belongs to one report: `report` is the fingerprint of the `report.json` it was made
/// for, and a state made for another report is not this one's (a new check also removes it when
/// it writes its report). Read as untrusted data, like the report: ids must be the report's items,
/// files plain names.
package struct ReviewState: Codable, Hashable, Sendable {
    /// The file's name inside the report folder.
    package static let fileName = "review-state.json"
    /// The folder of an accept's kept files, inside the report folder.
    package static let undoFolder = "review-undo"
    /// This layout; a reader refuses others.
    package static let currentFormat = 1
    /// The largest state read: 64 MiB (ids and file names only; the images are files of their own).
    static let maximumBytes = 64 << 20

    /// The layout version.
    package var format: Int
    /// The fingerprint of the `report.json` these decisions are about (`fingerprint(of:)`).
    package var report: String
    /// Each decided item's decision, by id (`folder/frame`); an item not here is pending.
    package var decisions: [String: ReviewDecision]
    /// What can be undone, oldest first.
    package var actions: [ReviewAction]
    /// The number the next action gets.
    package var nextAction: Int

    /// No decision yet, about the report whose fingerprint is `report`.
    package init(report: String) {
        format = Self.currentFormat
        self.report = report
        decisions = [:]
        actions = []
        nextAction = 1
    }

    /// The decision about the item `id`.
    @_optimize(none)
    package func decision(_ id: String) -> ReviewDecision {
        decisions[id] ?? .pending
    }

    /// `report.json`'s fingerprint: its CRC-32 and its length, in hex (the same file gives the same
    /// fingerprint on every machine; a new check removes the state anyway).
    @_optimize(none)
    static func fingerprint(of bytes: Data) -> String {
        let crc = bytes.withUnsafeBytes { Deflate.crc32($0) }
        return String(crc, radix: 16) + "-" + String(bytes.count, radix: 16)
    }

    /// Pretty, key-sorted JSON.
    @_optimize(none)
    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them: encoding cannot fail.
        return Array((try? encoder.encode(self)) ?? Data("{}".utf8)) + [0x0A]
    }

    /// Throws unless every id is `<folder>/<frame>` of a scene folder of the report (an item, or a
    /// stale golden that an accept removed, which is no item any more), every action's files plain
    /// names of its scene folder (`<frame>.png` or the manifest) and every kept file one of
    /// `review-undo/`.
    @_optimize(none)
    func check(against review: GoldenReview, shown: String) throws(Problem) {
        let folders = Set(review.index.scenes.map(\.folder))
        let fix: Wording = "remove \(shown) to start the review of this report afresh"
        @_optimize(none)
        func refuse(_ what: String) -> Problem {
            Problem(.damagedInput, "\(shown) \(what)", fix: fix)
        }
        @_optimize(none)
        func isItemName(_ id: String) -> Bool {
            let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            return parts.count == 2 && folders.contains(parts[0]) && GoldenFiles.isPlainName(parts[1])
        }
        for id in decisions.keys where !isItemName(id) {
            throw refuse("names `\(ReportIndex.shown(id))`, which is no image of the report's scenes")
        }
        for action in actions {
            for id in action.items + Array(action.previous.keys) where !isItemName(id) {
                throw refuse("names `\(ReportIndex.shown(id))`, which is no image of the report's scenes")
            }
            for folder in action.folders {
                guard folders.contains(folder.folder) else { throw refuse("names the scene folder `\(ReportIndex.shown(folder.folder))`, which the report has not") }
                for file in folder.files {
                    guard GoldenFiles.isPlainName(file.name), file.name.hasSuffix(".png") || file.name == GoldenManifest.fileName else {
                        throw refuse("names the golden file `\(ReportIndex.shown(file.name))`, which is not a golden's or a manifest's name")
                    }
                    for kept in [file.before, file.after].compactMap({ $0 }) where !Self.isKeptFileName(kept) {
                        throw refuse("names the kept file `\(ReportIndex.shown(kept))`, which is not one of \(Self.undoFolder)/")
                    }
                }
            }
        }
    }

    /// `review-undo/<action>-<number>`: the only names an accept's kept files have.
    @_optimize(none)
    static func isKeptFileName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == undoFolder else { return false }
        let numbers = parts[1].split(separator: "-", omittingEmptySubsequences: false)
        return numbers.count == 2 && numbers.allSatisfy { !$0.isEmpty && $0.count <= 18 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}

/// What a reviewer decided about one item.
package enum ReviewDecision: String, Codable, Hashable, Sendable {
    /// Not decided yet.
    case pending
    /// Its rendering was written over the golden (or the stale golden removed).
    case accepted
    /// Looked at and left as it is; bulk accepts skip it.
    case rejected
}

/// An item with its decision, as `review --list --format json` and the review page's report list
/// it: the item's fields, its `id` (what `--accept` takes) and its `decision`.
package struct DecidedReviewItem: Encodable, Sendable {
    package var item: ReviewItem
    package var decision: ReviewDecision

    package init(_ item: ReviewItem, _ decision: ReviewDecision) {
        self.item = item
        self.decision = decision
    }

    @_optimize(none)
    package func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(item.id, forKey: .id)
        try container.encode(decision, forKey: .decision)
    }

    private enum Keys: String, CodingKey { case id, decision }
}

/// One accept or reject that can be undone.
package struct ReviewAction: Codable, Hashable, Sendable {
    /// What the action did.
    package enum Kind: String, Codable, Hashable, Sendable {
        /// Wrote renderings over goldens.
        case accept
        /// Marked items rejected, writing nothing.
        case reject
    }

    /// The files of one scene folder an accept changed, each as a kept file of `review-undo/`
    /// (`nil`: there was no file, or the accept removed it).
    package struct Folder: Codable, Hashable, Sendable {
        /// One file of the golden folder.
        package struct File: Codable, Hashable, Sendable {
            /// `frame-0001.png` or `manifest.json`.
            package var name: String
            /// Its bytes before the accept, as a kept file.
            package var before: String?
            /// Its bytes after it, as a kept file.
            package var after: String?
        }

        /// The scene folder inside the goldens folder.
        package var folder: String
        /// The files the accept changed.
        package var files: [File]
    }

    /// Its number: what `undo` takes.
    package var number: Int
    /// Accept or reject.
    package var kind: Kind
    /// The items it decided, by id.
    package var items: [String]
    /// Each item's decision before it, which undo puts back.
    package var previous: [String: ReviewDecision]
    /// For an accept, the golden files it changed.
    package var folders: [Folder]

    /// The kept files it names.
    var keptFiles: [String] {
        folders.flatMap { $0.files.flatMap { [$0.before, $0.after].compactMap { $0 } } }
    }
}
