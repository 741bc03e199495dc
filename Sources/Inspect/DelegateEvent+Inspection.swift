import Transforms

/// A delegate call as `inspect` writes it.
extension DelegateEvent {
    /// The call's arguments, in order, as JSON values (`number` writes the fractional ones).
    func fields(number: (Double) -> String = Inspection.number) -> [(String, String)] {
        func pages(_ list: [Int]) -> String { "[" + list.map(String.init).joined(separator: ", ") + "]" }
        switch self {
        case let .currentPageChanged(page), let .pageChanged(page), let .willBeginTransitionTo(page):
            return [("page", String(page))]
        case let .willScrollToItem(index), let .didSelectItem(index):
            return [("index", String(index))]
        case let .isScrollingFromItem(index, to, progress):
            return [("index", String(index)), ("to", to.map(String.init) ?? "null"), ("progress", number(progress))]
        case let .didScrollToItem(index, successful):
            return [("index", String(index)), ("transitionSuccessful", String(successful))]
        case let .willTransitionTo(list):
            return [("pages", pages(list))]
        case let .didFinishAnimating(finished, previous, completed):
            return [("finished", String(finished)), ("previousPages", pages(previous)), ("transitionCompleted", String(completed))]
        case let .didEndTransitionFrom(previous):
            return [("previousPage", previous.map(String.init) ?? "null")]
        }
    }

    /// `{"kind": NAME, field: value, …}`.
    package var json: String {
        "{\"kind\": \"\(kind)\"" + fields().map { ", \"\($0.0)\": \($0.1)" }.joined() + "}"
    }

    /// `kind field value …` for the table, fractions to three decimals.
    package var text: String {
        ([kind] + fields(number: Inspection.decimal).map { "\($0.0) \($0.1)" }).joined(separator: " ")
    }
}
