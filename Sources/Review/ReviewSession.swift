import Foundation
import Golden
import Problems

/// What one `flipbook review` page works on: the report under review and its goldens folder. The
/// decisions are not held here but kept in the report folder (`ReviewState`), so the page opened
/// again, a second browser and `review --list` see the same.
///
/// Accepting, rejecting and undoing go one at a time (a lock around the whole write; the report
/// folder's lock keeps other processes out), so two clicks never interleave their writes.
package final class ReviewSession: Sendable {
    /// The report and the goldens folder.
    package let review: GoldenReview
    /// The goldens folder as the user named it (`goldens`), for the page's next steps.
    package let goldensName: String
    private let writing = NSLock()

    /// A session on `review`; `goldensName` is the goldens folder as the user gave it.
    package init(review: GoldenReview, goldensName: String = "goldens") {
        self.review = review
        self.goldensName = goldensName
    }

    /// The decisions kept so far.
    package func state() throws(Problem) -> ReviewState {
        try review.decisions()
    }

    /// Accepts `ids` (`GoldenReview.accept`); returns what changed, the number that undoes it and the items.
    package func accept(_ ids: [String], force: Bool) throws(Problem) -> (change: ReviewChange, undo: Int, items: [ReviewItem]) {
        let items = try review.select(ids)
        writing.lock()
        defer { writing.unlock() }
        let (change, number) = try review.accept(items, force: force)
        return (change, number, items)
    }

    /// Rejects `ids`, writing no golden; returns the number that undoes it and the items' ids.
    package func reject(_ ids: [String]) throws(Problem) -> (undo: Int, items: [String]) {
        let items = try review.select(ids)
        writing.lock()
        defer { writing.unlock() }
        return (try review.reject(items), items.map(\.id))
    }

    /// Undoes the accept or reject numbered `number`.
    package func undo(_ number: Int, force: Bool) throws(Problem) -> (action: ReviewAction, change: ReviewChange?) {
        writing.lock()
        defer { writing.unlock() }
        return try review.undo(number, force: force)
    }
}
