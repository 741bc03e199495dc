import Foundation
import Problems
import PropertyBased
import Testing
@testable import Inspect
import Transforms

@Suite("inspect output")
struct InspectionTests {
    let card = Size(width: 200, height: 300)

    func inspection(_ name: String, items: Int = 5, visible: Int? = 3, offsets: [Double] = [0, 0.5]) throws -> Inspection {
        let layout = try NamedLayout.named(name)
        return try Inspection(name: layout.name, effect: layout.effect, card: card, itemCount: items,
                              numberOfVisibleItems: visible, offsets: offsets)
    }

    func parse(_ json: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(object as? [String: Any])
    }

    @Test func jsonFollowsTheContract() throws {
        let json = try inspection("scale.coverFlow").json()
        let root = try parse(json)
        let frames = try #require(root["frames"] as? [[String: Any]])
        #expect(frames.count == 2)
        #expect(frames[1]["offset"] as? Double == 0.5 && frames[1]["currentPage"] as? Int == 1)
        let items = try #require(frames[0]["items"] as? [[String: Any]])
        #expect(items.map { $0["index"] as? Int } == [2, 1, 0])  // back to front
        let front = items[2]
        #expect(Set(front.keys) == ["index", "progress", "zIndex", "alpha", "hidden", "blur", "transform", "shadow"])
        #expect((front["transform"] as? [Double])?.count == 16)
        #expect(front["hidden"] as? Bool == false)
        let shadow = try #require(front["shadow"] as? [String: Any])
        #expect(shadow["radius"] as? Double == 13 && (shadow["offset"] as? [Double]) == [0, 6])
    }

    @Test func jsonNumbersReadBackExactly() async throws {
        // Foundation's JSON reader rounds some numbers on Linux, so read the text with Swift's parser.
        let inspected = try inspection("scale.coverFlow", offsets: [0.3])
        let json = inspected.json()
        for item in inspected.frames[0].items {
            let text = "\"transform\": [" + item.state.transform.elements.map(Inspection.number).joined(separator: ", ") + "]"
            #expect(json.contains(text))
        }
        await propertyCheck(count: 1000, input: Gen.int(in: Int.min...Int.max)) { bits in
            let value = Double(bitPattern: UInt64(bitPattern: Int64(bits)))
            guard value.isFinite else { return }
            #expect(Double(Inspection.number(value)) == value, "\(value)")
        }
    }

    @Test func snapshotItemsListTheirPieces() throws {
        let root = try parse(try inspection("snapshot.grid", items: 2, visible: nil, offsets: [0.5]).json())
        let items = try #require((root["frames"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        // Items 0 (progress −0.5) and 1 (0.5) share zIndex −1: index order.
        #expect(items.map { $0["index"] as? Int } == [0, 1])
        let pieces = try #require(items[1]["pieces"] as? [[String: Any]])
        #expect(pieces.count == 40)
        #expect(pieces[5]["frame"] as? [Double] == [50, 30, 50, 30])
        #expect(Set(pieces[0].keys) == ["frame", "transform", "alpha", "cornerRadius"])
        #expect(items[0]["shadow"] is NSNull)
        // At progress 0 the card is plain: an empty list, still present.
        let centred = try parse(try inspection("snapshot.grid", items: 1, visible: nil, offsets: [0]).json())
        let item = try #require((centred["frames"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        #expect((item.first?["pieces"] as? [Any])?.isEmpty == true)
    }

    @Test func hiddenItemsAreStillListed() throws {
        let root = try parse(try inspection("scale.cylinder", items: 5, visible: nil, offsets: [0]).json())
        let items = try #require((root["frames"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        #expect(items.count == 5)
        #expect(items.contains { $0["hidden"] as? Bool == true })  // progress 3 and 4 face away
    }

    @Test func outputIsDeterministic() throws {
        let a = try inspection("stack.rotary", offsets: [0, 0.25, 1.75]), b = try inspection("stack.rotary", offsets: [0, 0.25, 1.75])
        #expect(a.json() == b.json() && a.table() == b.table())
    }

    @Test(arguments: [(0.1, "0.1"), (1, "1"), (-0.0, "0"), (1e-5, "1e-05"), (1e16, "1e+16"), (-2.5, "-2.5"),
                      (0.35000000000000003, "0.35000000000000003"), (Double.nan, "null"), (Double.infinity, "null")])
    func numbersAreShortestRoundTripJSON(value: Double, text: String) {
        #expect(Inspection.number(value) == text)
    }

    @Test func tableShowsWhereEachCardLands() throws {
        let table = try inspection("scale.linear", items: 2, visible: nil, offsets: [0]).table()
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "scale.linear: card 200×300 pt, 2 items, all visible")
        #expect(lines[2] == "offset 0, current page 0, 2 items back to front")
        #expect(lines[3].hasPrefix("index  progress  zIndex  alpha  blur  hidden  rect (x, y, w, h)"))
        // Item 1 at p = 1: scale 0.6, translate (172, 0) → 120 × 180 centred at (100 + 172, 150).
        #expect(lines[4].contains("212, 60, 120, 180"))
        #expect(lines[5].contains("0, 0, 200, 300"))
    }

    @Test func badCountsAndOffsetsAreRejected() {
        let effect = Effect.scale(.init())
        #expect(throws: Problem.negativeItemCount(-1)) {
            try Inspection(name: "x", effect: effect, card: card, itemCount: -1, offsets: [0])
        }
        #expect(throws: Problem.negativeVisibleCount(-2)) {
            try Inspection(name: "x", effect: effect, card: card, itemCount: 1, numberOfVisibleItems: -2, offsets: [0])
        }
        #expect(throws: Problem.noOffsets) {
            try Inspection(name: "x", effect: effect, card: card, itemCount: 1, offsets: [])
        }
        #expect(throws: Problem.nonFiniteOffset(position: 2, text: "inf")) {
            try Inspection(name: "x", effect: effect, card: card, itemCount: 1, offsets: [0, .infinity])
        }
        // The pure model speaks of values, not of command-line flags.
        #expect(!Problem.noOffsets.description.contains("--"))
    }

    @Test func moreItemStatesThanTheLimitAreRefusedInsteadOfExhaustingMemory() throws {
        let effect = Effect.scale(.init())
        #expect(throws: Problem.tooManyItemStates(perFrame: 1_000_000_000, frames: 1)) {
            try Inspection(name: "x", effect: effect, card: card, itemCount: 1_000_000_000, offsets: [0])
        }
        #expect(throws: Problem.tooManyItemStates(perFrame: 10_000, frames: 101)) {
            try Inspection(name: "x", effect: effect, card: card, itemCount: 10_000, offsets: Array(repeating: 0, count: 101))
        }
        #expect(Problem.tooManyItemStates(perFrame: 2, frames: 3).description.contains("numberOfVisibleItems"))
        // The visible window, not the item count, is what is laid out.
        let culled = try Inspection(name: "x", effect: effect, card: card, itemCount: 1_000_000_000,
                                    numberOfVisibleItems: 5, offsets: [999_999_999])
        #expect(culled.frames[0].items.count == 5)
    }
}
