import Problems
import SceneModel
import Transforms

/// `paging:` — `scrollView` (default), `elegantPages.regular` / `elegantPages.earlyCutoff` (their
/// defaults; also by ElegantPages' names `elegantPages.regularDefault` / `elegantPages.earlyCutOffDefault`), or `{elegantPages: {regular: {pageTurnDelta}} | {earlyCutoff: {scrollResistanceCutOff,
/// pageTurnCutOff, pageTurnAnimation}}, bounces}`.
enum PagingSchema {
    struct ElegantDraft {
        var turn: ElegantPagesPaging.Turn?
        var bounces = false
    }

    struct RegularDraft { var pageTurnDelta = 0.3 }

    struct EarlyCutoffDraft {
        var scrollResistanceCutOff = 40.0
        var pageTurnCutOff = 80.0
        var pageTurnAnimation = TimingCurve.spring(Spring(response: 0.4, dampingFraction: 0.95))
    }

    /// `elegantPages.regularDefault` and `elegantPages.earlyCutOffDefault` are ElegantPages' own
    /// names (`PageTurnType.regularDefault`, `.earlyCutOffDefault`), the same as the short ones.
    static let names = ["scrollView", "elegantPages.regular", "elegantPages.earlyCutoff",
                        "elegantPages.regularDefault", "elegantPages.earlyCutOffDefault"]
    static let expected = "scrollView, elegantPages.regular, elegantPages.earlyCutoff or {elegantPages: {regular: {pageTurnDelta}}}"

    @_optimize(none)
    static var regular: ObjectSchema<RegularDraft> {
        ObjectSchema(fields: [
            .value("pageTurnDelta", \.pageTurnDelta, Schemas.number(.positive), "Pages the finger must move for a turn on release (default 0.3)."),
        ])
    }

    @_optimize(none)
    static var earlyCutoff: ObjectSchema<EarlyCutoffDraft> {
        ObjectSchema(fields: [
            .value("scrollResistanceCutOff", \.scrollResistanceCutOff, Schemas.number(.nonNegative),
                   "Points the page moves when the finger reaches pageTurnCutOff (default 40)."),
            .value("pageTurnCutOff", \.pageTurnCutOff, Schemas.number(.positive), "Points of finger travel that turn the page during the drag (default 80)."),
            .value("pageTurnAnimation", \.pageTurnAnimation, CurveSchema.curve, "default {spring: {response: 0.4, dampingFraction: 0.95}}"),
        ])
    }

    @_optimize(none)
    static var elegantPages: ObjectSchema<ElegantDraft> {
        ObjectSchema(fields: [
            Field(key: "regular", json: Schemas.describe(regular.json, "Turn on release past pageTurnDelta pages (SwiftUI easeInOut).")) { node, draft, path in
                var value = RegularDraft()
                if case .null = node.value {} else { try regular.apply(node, to: &value, at: path) }
                draft.turn = .regular(pageTurnDelta: value.pageTurnDelta)
            },
            Field(key: "earlyCutoff", json: Schemas.describe(earlyCutoff.json, "Turn during the drag once past pageTurnCutOff.")) { node, draft, path in
                var value = EarlyCutoffDraft()
                if case .null = node.value {} else { try earlyCutoff.apply(node, to: &value, at: path) }
                draft.turn = .earlyCutoff(scrollResistanceCutOff: value.scrollResistanceCutOff, pageTurnCutOff: value.pageTurnCutOff,
                                          pageTurnAnimation: value.pageTurnAnimation)
            },
            .value("bounces", \.bounces, Schemas.bool, "Whether a pull past the first or last page shows (default false)."),
        ])
    }

    @_optimize(none)
    static var json: JSONValue {
        .object(["anyOf": [
            .object(["type": "string", "enum": .array(names.map { .string($0) })]),
            .object(["type": "object", "properties": .object(["elegantPages": elegantPages.json]), "additionalProperties": false]),
        ]])
    }

    @_optimize(none)
    static func decode(_ node: ConfigNode, _ path: ConfigPath) throws -> PagingModel {
        switch node.value {
        case let .string(name):
            switch name {
            case "scrollView": return .scrollView
            case "elegantPages", "elegantPages.regular", "elegantPages.regularDefault": return .elegantPages(.regularDefault)
            case "elegantPages.earlyCutoff", "elegantPages.earlyCutOffDefault": return .elegantPages(.earlyCutoffDefault)
            default: throw mismatch(node, path, expected, hint: closestName(to: name, in: names).map { "did you mean `\($0)`?" })
            }
        case let .map(entries) where entries.count == 1 && entries[0].key == "elegantPages":
            var draft = ElegantDraft()
            let at = path.appending("elegantPages")
            try elegantPages.apply(entries[0].value, to: &draft, at: at)
            let keys = entries[0].value.entries?.map(\.key) ?? []
            guard keys.filter({ $0 == "regular" || $0 == "earlyCutoff" }).count <= 1 else {
                throw Problem.exclusive("`regular`", "`earlyCutoff`", at: entries[0].value.mark).within("\(setting: "\(at)")")
            }
            return .elegantPages(ElegantPagesPaging(turn: draft.turn ?? ElegantPagesPaging.regularDefault.turn, bounces: draft.bounces))
        default:
            throw mismatch(node, path, expected)
        }
    }
}
