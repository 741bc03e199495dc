import Foundation
import Inspect
import Problems

/// `layout.json` beside a scene's goldens: every frame's layout (`LayoutSnapshot`), numbers rounded
/// to `decimals` places, keys sorted, one card per line, so that a change reads as a small diff.
///
/// ```json
/// {"decimals":6,"format":1,"frameCount":2,"frameRate":null,
/// "tolerance":{"alpha":0.001,"degrees":0.01,"perspective":1e-05,"points":0.01,"scale":0.0001},
/// "frames":[
/// {"currentPage":0,"events":[],"frame":1,"offset":0,
///  "items":[
///   {"alpha":1,"blur":0,"hidden":false,"index":0,"transform":[1,0,0,0,…],"zIndex":0,"zOrder":0}
///  ]},
/// …
/// ]}
/// ```
///
/// The tolerance recorded is the scene's own: a check without tolerance flags compares within it,
/// so a scene that needs a looser one keeps it in its golden.
package struct LayoutGolden: Codable, Hashable, Sendable {
    /// The file's name inside a scene's golden folder.
    package static let fileName = "layout.json"
    /// This layout of the file.
    package static let currentFormat = 1
    /// Decimal places kept of every fractional number.
    package static let currentDecimals = 6

    /// The file layout version.
    package var format: Int
    /// Decimal places kept.
    package var decimals: Int
    /// How many frames the timeline had.
    package var frameCount: Int
    /// The timeline's frames per second, for a time-based timeline.
    package var frameRate: Double?
    /// The tolerance this scene's layout is compared within.
    package var tolerance: LayoutTolerance
    /// Every frame, in timeline order.
    package var frames: [LayoutSnapshot]

    /// A golden of `frames`, compared within `tolerance`.
    package init(frames: [LayoutSnapshot], frameRate: Double?, tolerance: LayoutTolerance) {
        format = Self.currentFormat
        decimals = Self.currentDecimals
        frameCount = frames.count
        self.frameRate = frameRate
        self.tolerance = tolerance
        self.frames = frames
    }

    /// The file's bytes: a header line, then each frame with one card per line; keys sorted.
    @_optimize(none)
    package func encoded() throws(Problem) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        @_optimize(none)
        func json<Value: Encodable>(_ value: Value) throws(Problem) -> String {
            do {
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            } catch {
                throw Problem(.failure, "cannot encode the layout golden: \(error)")
            }
        }
        var out = "{\"decimals\":\(decimals),\"format\":\(format),\"frameCount\":\(frameCount),"
        out += "\"frameRate\":\(frameRate.map(\.shortestDescription) ?? "null"),\n\"tolerance\":\(try json(tolerance)),\n\"frames\":["
        for (index, frame) in frames.enumerated() {
            var head = frame
            head.items = []
            // The frame without its cards, then the cards one a line: `"items":[]` is the last key
            // before the frame's parts that sort after it, so the cards are spliced in there.
            let text = try json(head)
            guard let marker = text.range(of: "\"items\":[]") else { throw Problem(.failure, "cannot encode the layout golden: no items key") }
            let cards = try frame.items.map { item throws(Problem) in " " + (try json(item)) }
            let items = cards.isEmpty ? "\"items\":[]" : "\"items\":[\n" + cards.joined(separator: ",\n") + "\n ]"
            out += (index == 0 ? "\n" : ",\n") + text.replacingCharacters(in: marker, with: items)
        }
        out += frames.isEmpty ? "]}\n" : "\n]}\n"
        return Array(out.utf8)
    }

    /// The most bytes a layout golden may have (a 10 000-frame timeline of 20 cards fits).
    static let maximumBytes = 512 << 20

    /// Reads `url`, a layout golden shown as `shown` in messages; `nil` when nothing is there.
    @_optimize(none)
    package static func read(_ url: URL, shown: String) throws(Problem) -> LayoutGolden? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        let fix: Wording = "restore it from version control, or re-record it with \(setting: "record", value: "failed")"
        let golden = try JSONFile.read(LayoutGolden.self, at: url.path, shownAs: shown, maximumBytes: maximumBytes,
                                       what: "a layout golden", fix: fix)
        guard golden.format == currentFormat else {
            throw Problem(.outOfRange, "\(shown) has format \(golden.format); this Flipbook reads format \(currentFormat)", fix: fix)
        }
        return golden
    }
}
