import Foundation
import Inspect

/// Compares one frame's layout with its golden and says each difference in the effect's words:
/// `card 2: translation x 96.0 → 101.5 pt, scale 0.80 → 0.75, z-order 3 → 2`.
///
/// A transform is read as what moves a card: its centre's translation (row 4, points), its scale
/// factors and rotations about x, y and z (degrees) (`Decomposed`) and, when nothing else in it
/// moved, its perspective column (a turn or a move in depth changes that column too). When
/// the 3×3 part is not a rotation and a scale (a skew), each of its elements that moved more than
/// `scale` is named as itself (`m21 0.10 → 0.20`), so no change passes unsaid.
struct LayoutComparison {
    var tolerance: LayoutTolerance

    /// The differences of `actual` from `golden`, one entry per part of the frame (`card 2: …`,
    /// `menu: …`); empty when every number is within the tolerance.
    @_optimize(none)
    func differences(golden: LayoutSnapshot, actual: LayoutSnapshot) -> [String] {
        var parts: [String] = []
        var frame = Changes(tolerance: tolerance)
        frame.number("offset", golden.offset, actual.offset, unit: .unitless)
        if let was = golden.time, let now = actual.time { frame.number("time", was, now, unit: .seconds) }
        frame.exact("current page", golden.currentPage, actual.currentPage)
        if golden.events != actual.events {
            frame.list.append("events [\(golden.events.joined(separator: "; "))] → [\(actual.events.joined(separator: "; "))]")
        }
        if !frame.list.isEmpty { parts.append(frame.list.joined(separator: ", ")) }
        parts += matched(golden.items, actual.items, key: \.index, noun: "card", compare: item)
        parts += matched(golden.pages ?? [], actual.pages ?? [], key: \.index, noun: "page") { changes, was, now in
            changes.rect("frame", was.frame, now.frame)
            changes.exact("visible", was.visible, now.visible)
        }
        if let was = golden.menu, let now = actual.menu {
            var menu = Changes(tolerance: tolerance)
            menu.number("content offset", was.contentOffset, now.contentOffset, unit: .points)
            menu.optionalRect("indicator", was.indicator, now.indicator)
            menu.list += matched(was.items, now.items, key: \.index, noun: "item") { changes, was, now in
                changes.rect("frame", was.frame, now.frame)
            }
            if !menu.list.isEmpty { parts.append("menu: " + menu.list.joined(separator: ", ")) }
        } else if (golden.menu == nil) != (actual.menu == nil) {
            parts.append(golden.menu == nil ? "a menu now" : "no menu now")
        }
        if let was = golden.pageControl, let now = actual.pageControl {
            var dots = Changes(tolerance: tolerance)
            dots.exact("current page", was.currentPage, now.currentPage)
            dots.exact("number of pages", was.numberOfPages, now.numberOfPages)
            dots.exact("hidden", was.hidden, now.hidden)
            dots.list += matched(was.dots, now.dots, key: \.index, noun: "dot") { changes, was, now in
                changes.rect("frame", was.frame, now.frame)
                changes.exact("colour", was.color, now.color)
            }
            if !dots.list.isEmpty { parts.append("page dots: " + dots.list.joined(separator: ", ")) }
        } else if (golden.pageControl == nil) != (actual.pageControl == nil) {
            parts.append(golden.pageControl == nil ? "page dots now" : "no page dots now")
        }
        if let was = golden.curl, let now = actual.curl {
            var curl = Changes(tolerance: tolerance)
            curl.number("progress", was.progress, now.progress, unit: .unitless)
            curl.number("radius", was.radius, now.radius, unit: .points)
            if !curl.list.isEmpty { parts.append("curl: " + curl.list.joined(separator: ", ")) }
        }
        parts += matched(golden.overlay ?? [], actual.overlay ?? [], key: \.id, noun: "overlay layer", compare: layer)
        return parts
    }

    @_optimize(none)
    private func item(_ changes: inout Changes, _ was: LayoutSnapshot.Item, _ now: LayoutSnapshot.Item) {
        changes.transform(was.transform, now.transform)
        changes.number("alpha", was.alpha, now.alpha, unit: .alpha)
        changes.number("blur", was.blur, now.blur, unit: .points)
        changes.exact("hidden", was.hidden, now.hidden)
        changes.exact("z-order", was.zOrder, now.zOrder)
        changes.exact("zIndex", was.zIndex, now.zIndex)
        if let a = was.shadow, let b = now.shadow {
            changes.number("shadow opacity", a.opacity, b.opacity, unit: .alpha)
            changes.number("shadow radius", a.radius, b.radius, unit: .points)
            changes.pair("shadow offset", a.offset, b.offset)
        } else if (was.shadow == nil) != (now.shadow == nil) {
            changes.list.append(was.shadow == nil ? "a shadow now" : "no shadow now")
        }
        changes.list += matched(was.layers ?? [], now.layers ?? [], key: \.id, noun: "layer", compare: layer)
        changes.list += matched(was.pieces.map(Array.init(enumerated:)) ?? [], now.pieces.map(Array.init(enumerated:)) ?? [],
                                key: \.index, noun: "piece") { changes, was, now in
            changes.rect("frame", was.piece.frame, now.piece.frame)
            changes.transform(was.piece.transform, now.piece.transform)
            changes.number("alpha", was.piece.alpha, now.piece.alpha, unit: .alpha)
        }
    }

    @_optimize(none)
    private func layer(_ changes: inout Changes, _ was: LayoutSnapshot.Layer, _ now: LayoutSnapshot.Layer) {
        changes.rect("frame", was.frame, now.frame)
        changes.transform(was.transform, now.transform)
        changes.number("alpha", was.alpha, now.alpha, unit: .alpha)
        changes.exact("container", was.container ?? "none", now.container ?? "none")
    }

    /// The parts of two lists matched by `key`: each part that changed (`card 2: …`), appeared
    /// (`card 5 now laid out`) or went (`card 0 no longer laid out`), in the golden's order.
    @_optimize(none)
    private func matched<Part, Key: Hashable & CustomStringConvertible>(
        _ golden: [Part], _ actual: [Part], key: KeyPath<Part, Key>, noun: String,
        compare: (inout Changes, Part, Part) -> Void
    ) -> [String] {
        var out: [String] = []
        let actualByKey = Dictionary(actual.map { ($0[keyPath: key], $0) }, uniquingKeysWith: { first, _ in first })
        let goldenKeys = Set(golden.map { $0[keyPath: key] })
        for was in golden {
            let name = "\(noun) \(was[keyPath: key])"
            guard let now = actualByKey[was[keyPath: key]] else { out.append("\(name) no longer laid out"); continue }
            var changes = Changes(tolerance: tolerance)
            compare(&changes, was, now)
            if !changes.list.isEmpty { out.append("\(name): " + changes.list.joined(separator: ", ")) }
        }
        for now in actual where !goldenKeys.contains(now[keyPath: key]) {
            out.append("\(noun) \(now[keyPath: key]) now laid out")
        }
        return out
    }
}

/// A snapshot piece with its position, so pieces are matched by it.
private struct IndexedPiece {
    var index: Int
    var piece: LayoutSnapshot.Piece
}

private extension Array where Element == IndexedPiece {
    init(enumerated pieces: [LayoutSnapshot.Piece]) {
        self = pieces.enumerated().map { IndexedPiece(index: $0.offset, piece: $0.element) }
    }
}
