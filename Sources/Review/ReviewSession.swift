import Foundation
import Golden
import Problems
import Synchronization

/// What one `flipbook review` page works on: the report under review, what the reviewer decided
/// (accepted, rejected) and the accepts that can still be undone, until the server stops.
///
/// Accepting and undoing go one at a time (a lock around the whole write), so two clicks never
/// interleave their writes into one folder.
package final class ReviewSession: Sendable {
    /// The report and the goldens folder.
    package let review: GoldenReview
    private let state = Mutex(State())
    private let writing = NSLock()

    /// What the reviewer decided about an item.
    package enum Decision: String, Codable, Sendable {
        /// Not decided yet.
        case pending
        /// Its rendering was written over the golden (or the stale golden removed).
        case accepted
        /// Looked at and left as it is.
        case rejected
    }

    private struct State: Sendable {
        var decisions: [String: Decision] = [:]
        var undo: [Int: (change: ReviewChange, items: [String])] = [:]
        var nextUndo = 1
    }

    /// A session on `review`.
    package init(review: GoldenReview) {
        self.review = review
    }

    /// The decision about the item `id` (`folder/frame`).
    package func decision(_ id: String) -> Decision {
        state.withLock { $0.decisions[id] ?? .pending }
    }

    /// Accepts `ids` (`GoldenReview.accept`); returns what changed and the number that undoes it.
    package func accept(_ ids: [String], force: Bool) throws(Problem) -> (change: ReviewChange, undo: Int, items: [ReviewItem]) {
        let items = try review.select(ids)
        writing.lock()
        defer { writing.unlock() }
        let change = try review.accept(items, force: force)
        let number = state.withLock { state in
            let number = state.nextUndo
            state.nextUndo += 1
            state.undo[number] = (change, items.map(\.id))
            for item in items { state.decisions[item.id] = .accepted }
            return number
        }
        return (change, number, items)
    }

    /// Undoes the accept numbered `number`; returns what changed back and the items it named.
    package func undo(_ number: Int, force: Bool) throws(Problem) -> (change: ReviewChange, items: [String]) {
        writing.lock()
        defer { writing.unlock() }
        guard let entry = state.withLock({ $0.undo[number] }) else {
            throw Problem(.unknownKey, "there is no accept numbered \(number) to undo", fix: "undo only what this page accepted")
        }
        let change = try review.undo(entry.change, force: force)
        state.withLock { state in
            state.undo[number] = nil
            for id in entry.items { state.decisions[id] = .pending }
        }
        return (change, entry.items)
    }

    /// Marks `ids` rejected (or pending again with `pending`), writing nothing.
    package func mark(_ ids: [String], _ decision: Decision) throws(Problem) -> [String] {
        let items = try review.select(ids).map(\.id)
        state.withLock { state in
            for id in items { state.decisions[id] = decision }
        }
        return items
    }
}
