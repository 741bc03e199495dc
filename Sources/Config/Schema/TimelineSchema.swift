import Problems
import SceneModel
import Transforms

/// `timeline:` in all three forms — offsets `[0, 0.5, 1]`, a sweep `{from, to, frames, curve}`,
/// a script `{fps, start, steps}` — plus `timeline.curveSolver`, and `paging:`. docs/MOTION.md
/// states the rules.
enum TimelineSchema {
    /// A decoded `timeline:` value.
    struct Decoded {
        var timeline: Timeline
        var curveSolver: TimingCurve.Solver = .exact
        /// Where each script step is written, for errors found when the script is sampled.
        var stepMarks: [SourcePosition] = []
    }

    struct SweepDraft {
        var from = 0.0, to = 1.0, frames = 5
        var curve = TimingCurve.linear
        var curveSolver = TimingCurve.Solver.exact
    }

    struct ScriptDraft {
        var fps = 60
        var start = 0.0
        var steps: [TimelineStep] = []
        var stepMarks: [SourcePosition] = []
        var curveSolver = TimingCurve.Solver.exact
    }

    /// Each step a script takes and what it does: the names the JSON Schema and the messages
    /// list, and the docs' table (what a step written as a map holds is `stepValueJSON`).
    static let stepDocs: [(name: String, doc: String)] = [
        ("wait", "Seconds (≥ 0) in which nothing new happens; a finger that is down stays where it is."),
        ("drag", "The finger moves, put down first if it is up: {by, duration, curve}, or {samples}."),
        ("release", "The finger lifts and the paging model decides where the scroll goes: release alone (the drag's velocity at its end), or {velocity}."),
        ("scroll", "A programmatic scroll to an offset through a curve: {to, duration, curve}; a spring runs until it settles, or for duration if given."),
        ("setCurrentPage", "Upstream's setCurrentPage(_:animated:animator:): a page, or {page, animated, duration, curve}."),
        ("select", "A tap on a menu item (Parchment's didSelectItem, one page turned to the target): an index, or {index, animated}."),
        ("next", "Upstream's goToNextPage(): the next page, animated; nothing on the last page."),
        ("previous", "Upstream's goToPreviousPage(): the previous page, animated; nothing on the first page."),
        ("menuDrag", "A finger on Parchment's menu moves, put down first if it is up: {by, duration, curve} or {samples}, points along the menu (negative: finger left). menuInteraction decides: scrolling scrolls the menu, wheel also selects the item under its centre, swipe turns a page, none ignores it."),
        ("menuRelease", "The finger on the menu lifts and the menu decelerates as a UIScrollView: menuRelease alone (the menu drag's velocity at its end), or {velocity}."),
        ("reload", "Parchment's reloadData() with new items: a list of titles, or {items, around, menuOnly} (around: reloadData(around:) selects that item; menuOnly: reloadMenu(), the menu alone). The selected item stays if the same title is at its index, else the first is selected; no delegate call, no animation."),
        ("autoplay", "An app's Timer: every interval seconds, count times, the next page animated over duration with curve (after the last page the first, unless the scene loops): {interval, count, duration, curve}."),
    ]
    static let stepNames = stepDocs.map(\.name)
    static let solverDoc = "exact (default) or pvview: how Bézier curves are solved (pvview: PVView's coarse ε = 0.005 solver)."

    @_optimize(none)
    static var sweep: ObjectSchema<SweepDraft> {
        ObjectSchema(fields: [
            .value("from", \.from, Schemas.number(), "The first offset, in pages."),
            .value("to", \.to, Schemas.number(), "The last offset, in pages."),
            .value("frames", \.frames, Schemas.integer(.between(1, Double(SceneSchema.maxFrames))).slider(1, 240, step: 1), "Number of frames, both ends included."),
            .value("curve", \.curve, CurveSchema.curve, "A timing curve: one of PVView's 29 names (easeInOut, easeOutBack, …), "
                   + "[x1, y1, x2, y2] for a CSS cubic-bezier, or {spring: {response, dampingFraction}}."),
            .value("curveSolver", \.curveSolver, Schemas.enumeration(TimingCurve.Solver.self), solverDoc),
        ])
    }

    @_optimize(none)
    static var script: ObjectSchema<ScriptDraft> {
        let stepsJSON: JSONValue = .object(["type": "array", "items": .object(["anyOf": .array(
            [.object(["type": "string", "enum": ["release", "next", "previous", "menuRelease"]])] + stepDocs.map { name, doc in
                .object(["type": "object", "properties": .object([.init(name, Schemas.describe(stepValueJSON(name), doc))]),
                         "required": [.string(name)], "additionalProperties": false])
            }
        )])])
        return ObjectSchema(fields: [
            .value("fps", \.fps, Schemas.integer(.between(1, Double(TimelineScript.fpsRange.upperBound))), "Samples per second, 1…240 (default 60)."),
            .value("start", \.start, Schemas.number(), "The offset (pages) at time 0 (default 0)."),
            Field(key: "steps", json: Schemas.describe(stepsJSON, stepNames.joined(separator: ", ") + " — see docs/MOTION.md.")) { node, draft, path in
                guard case let .list(items) = node.value else { throw mismatch(node, path, "a list of steps such as [{wait: 0.25}, {drag: {by: -120, duration: 0.3}}, release]") }
                draft.steps = try items.enumerated().map { index, item in try step(item, path.appending(index: index)) }
                draft.stepMarks = items.map(\.mark)
            },
            .value("curveSolver", \.curveSolver, Schemas.enumeration(TimingCurve.Solver.self), solverDoc),
        ])
    }

    @_optimize(none)
    static var json: JSONValue {
        .object(["anyOf": [
            Schemas.describe(Schemas.list(Schemas.number(), count: 1...SceneSchema.maxFrames).json, "Exactly these offsets."),
            Schemas.describe(sweep.json, "frames offsets from `from` to `to` through `curve` (defaults: 0, 1, 5, linear)."),
            Schemas.describe(script.json, "A time-based script: a finger and a program acting on the pages, sampled every 1/fps s."),
        ]])
    }

    @_optimize(none)
    static func decode(_ node: ConfigNode, _ path: ConfigPath) throws -> Decoded {
        let expected = "a list of offsets [0, 0.5, 1], a sweep {from, to, frames, curve} or a script {fps, start, steps}"
        switch node.value {
        case .list:
            return Decoded(timeline: .offsets(try Schemas.list(Schemas.number(), count: 1...SceneSchema.maxFrames).decode(node, path)))
        case let .map(entries) where entries.contains { ["steps", "fps", "start"].contains($0.key) }:
            var draft = ScriptDraft()
            try script.apply(node, to: &draft, at: path)
            guard entries.contains(where: { $0.key == "steps" }) else {
                throw Problem.missing("steps", in: "\(path)", note: "a script's list of steps", fix: "add e.g. `steps: [{drag: {by: -120, duration: 0.3}}, release]`", at: node.mark)
            }
            return Decoded(timeline: .script(TimelineScript(fps: draft.fps, start: draft.start, steps: draft.steps, curveSolver: draft.curveSolver)),
                           curveSolver: draft.curveSolver, stepMarks: draft.stepMarks)
        case .map:
            var draft = SweepDraft()
            try sweep.apply(node, to: &draft, at: path)
            return Decoded(timeline: .sweep(from: draft.from, to: draft.to, frames: draft.frames, curve: draft.curve), curveSolver: draft.curveSolver)
        default:
            throw mismatch(node, path, expected)
        }
    }

    // MARK: Steps

    struct DragDraft { var by: Double?; var duration: Double?; var curve = TimingCurve.linear; var samples: [Double]? }
    struct ReleaseDraft { var velocity: Double? }
    struct ScrollDraft { var to: Double?; var duration: Double?; var curve = TimingCurve.easeInOut }
    struct PageDraft { var page: Int?; var animated = true; var duration: Double?; var curve: AnimatorCurve? }
    struct AutoplayDraft { var interval: Double?; var count: Int?; var duration: Double?; var curve: AnimatorCurve? }
    struct ReloadDraft { var items: [String]?; var around: Int?; var menuOnly = false }
    struct Empty {}

    @_optimize(none)
    static var drag: ObjectSchema<DragDraft> {
        dragSchema(by: "Points along the scroll axis; negative toward later pages (the finger moving left or up).")
    }

    @_optimize(none)
    static var menuDrag: ObjectSchema<DragDraft> {
        dragSchema(by: "Points along the menu; negative toward later items (the finger moving left in a left-to-right menu).")
    }

    /// A finger's path, `drag`'s or `menuDrag`'s: they differ in what `by` is measured along.
    @_optimize(none)
    private static func dragSchema(by: String) -> ObjectSchema<DragDraft> {
        ObjectSchema(fields: [
            .value("by", \.by, Schemas.optional(Schemas.number()), by),
            .value("duration", \.duration, Schemas.optional(Schemas.number(.positive)), "Seconds, > 0."),
            .value("curve", \.curve, CurveSchema.curve, "How the finger moves over the duration (default linear)."),
            .value("samples", \.samples, Schemas.optional(Schemas.list(Schemas.number(), count: 2...TimelineScript.maximumFrames)),
                   "Instead of by and duration: the translation (points) at every frame, linear in between."),
        ])
    }


    @_optimize(none)
    static var menuRelease: ObjectSchema<ReleaseDraft> {
        ObjectSchema(fields: [
            .value("velocity", \.velocity, Schemas.optional(Schemas.number()), "Points/s along the menu (default: the menu drag's at its end)."),
        ])
    }

    @_optimize(none)
    static var release: ObjectSchema<ReleaseDraft> {
        ObjectSchema(fields: [
            .value("velocity", \.velocity, Schemas.optional(Schemas.number()), "Points/s along the axis (default: the drag's at its end)."),
        ])
    }

    @_optimize(none)
    static var scroll: ObjectSchema<ScrollDraft> {
        ObjectSchema(fields: [
            .value("to", \.to, Schemas.optional(Schemas.number()), "The offset to scroll to, pages."),
            .value("duration", \.duration, Schemas.optional(Schemas.number(.positive)), "Seconds (> 0); optional for springs."),
            .value("curve", \.curve, CurveSchema.curve, "The scroll's timing curve (default easeInOut)."),
        ])
    }

    @_optimize(none)
    static var setCurrentPage: ObjectSchema<PageDraft> {
        ObjectSchema(fields: [
            .value("page", \.page, Schemas.optional(Schemas.integer(.finite)), "The page, from 0; clamped to the pages, as upstream clamps."),
            .value("animated", \.animated, Schemas.bool, "Whether the change animates (default true); false sets the page at once."),
            .value("duration", \.duration, Schemas.optional(Schemas.number(.nonNegative)),
                   "Seconds of upstream's DefaultViewAnimator (default 0.3); scrollView paging only."),
            .value("curve", \.curve, Schemas.optional(Schemas.enumeration(AnimatorCurve.self)),
                   "The animator's curve: linear, parametric, easeInOut (default), easeIn, easeOut (upstream's formulas)."),
        ])
    }

    @_optimize(none)
    static var autoplay: ObjectSchema<AutoplayDraft> {
        ObjectSchema(fields: [
            .value("interval", \.interval, Schemas.optional(Schemas.number(.positive)), "Seconds between the timer's fires (> 0), the first one interval after the step starts."),
            .value("count", \.count, Schemas.optional(Schemas.integer(.between(1, 100_000))), "How many times the timer fires, 1…100000."),
            .value("duration", \.duration, Schemas.optional(Schemas.number(.nonNegative)),
                   "Seconds of each page change's DefaultViewAnimator (default 0.3), at most interval; scrollView paging only."),
            .value("curve", \.curve, Schemas.optional(Schemas.enumeration(AnimatorCurve.self)),
                   "The animator's curve: linear, parametric, easeInOut (default), easeIn, easeOut (upstream's formulas)."),
        ])
    }

    /// The most items one `reload` lists (a menu sized to its titles measures each once).
    static let maximumReloadItems = SceneMenu.maximumSelfSizingItems

    @_optimize(none)
    static var reloadItems: ValueSchema<[String]> {
        Schemas.list(Schemas.string(), count: 0...maximumReloadItems)
    }

    @_optimize(none)
    static var reload: ObjectSchema<ReloadDraft> {
        ObjectSchema(fields: [
            .value("items", \.items, Schemas.optional(reloadItems), "The new items' titles, one per page (Parchment's PagingIndexItems)."),
            .value("around", \.around, Schemas.optional(Schemas.integer(.finite)),
                   "reloadData(around:): the new item to select, from 0; left out, the selected item stays if the same title is at its index, else the first."),
            .value("menuOnly", \.menuOnly, Schemas.bool, "reloadMenu(): the menu alone is reloaded and the pages keep their page (default false)."),
        ])
    }

    @_optimize(none)
    static var select: ObjectSchema<PageDraft> {
        ObjectSchema(fields: [
            .value("index", \.page, Schemas.optional(Schemas.integer(.finite)), "The menu item, from 0 to itemCount − 1 (a tap lands on an item that is there; others are refused)."),
            .value("animated", \.animated, Schemas.bool,
                   "Parchment's animated: true (default) is a tap (didSelectItem, one page turned to the target); false jumps there."),
        ])
    }

    /// A valid map for each step whose map needs a key (an empty `{drag: {}}` is refused): the
    /// schema publishes it as the map's `examples`, so the designer starts a new step from it, and
    /// the message for a missing key shows it.
    static let stepExamples: [String: JSONValue] = [
        "drag": .object(["by": -120, "duration": 0.3]),
        "menuDrag": .object(["by": -150, "duration": 0.4]),
        "scroll": .object(["to": 2, "duration": 0.6]),
        "setCurrentPage": .object(["page": 2, "animated": true]),
        "select": .object(["index": 3]),
        "autoplay": .object(["interval": 2, "count": 3]),
        "reload": .object(["items": ["Inbox", "Sent", "Trash"]]),
    ]

    /// `stepExamples[name]` as a config writes it: `{by: -120, duration: 0.3}`; with `key` set to
    /// `value` when given (the value a person wrote, beside the example's other keys).
    @_optimize(none)
    static func example(_ name: String, _ key: String? = nil, _ value: Double = 0) -> String {
        guard let example = stepExamples[name] else { return "{}" }
        return ConfigYAML.inline(key.map { example.setting($0, .number(value)) } ?? example)
    }

    /// `json` (a step's map schema) with its example.
    @_optimize(none)
    private static func withExample(_ json: JSONValue, _ name: String) -> JSONValue {
        guard case var .object(members) = json, let example = stepExamples[name] else { return json }
        members.append(.init("examples", [example]))
        return .object(members)
    }

    /// The JSON Schema of what a step written as a one-key map holds, as `step(_:_:)` reads it.
    @_optimize(none)
    static func stepValueJSON(_ name: String) -> JSONValue {
        let none: JSONValue = .object(["type": "null"])
        switch name {
        case "wait": return Schemas.number(.nonNegative).json
        case "drag": return withExample(drag.json, name)
        case "release": return .object(["anyOf": [none, release.json]])
        case "menuDrag": return withExample(menuDrag.json, name)
        case "menuRelease": return .object(["anyOf": [none, menuRelease.json]])
        case "scroll": return withExample(scroll.json, name)
        case "setCurrentPage": return .object(["anyOf": [Schemas.integer(.finite).json, withExample(setCurrentPage.json, name)]])
        case "select": return .object(["anyOf": [Schemas.integer(.finite).json, withExample(select.json, name)]])
        case "autoplay": return withExample(autoplay.json, name)
        case "reload": return .object(["anyOf": [reloadItems.json, withExample(reload.json, name)]])
        default: return .object(["anyOf": [none, ObjectSchema<Empty>(fields: []).json]])   // next, previous
        }
    }

    /// A `drag` or `menuDrag` step's path: `{by, duration, curve}` or `{samples}`.
    @_optimize(none)
    static func dragPath(_ value: ConfigNode, _ at: ConfigPath, name: String, schema: ObjectSchema<DragDraft>) throws -> DragPath {
        var draft = DragDraft()
        try schema.apply(value, to: &draft, at: at)
        if let samples = draft.samples {
            guard draft.by == nil, draft.duration == nil else {
                throw Problem.exclusive("`samples`", "`by`/`duration`", bothChoose: "\(name)'s path", at: value.mark).within("\(setting: "\(at)")")
            }
            return .samples(samples)
        }
        guard let by = draft.by else { throw Problem.missing("by", in: "\(at)", note: "points", fix: "e.g. \(example(name))", at: value.mark) }
        guard let duration = draft.duration else {
            throw Problem.missing("duration", in: "\(at)", note: "seconds > 0", fix: "e.g. \(example(name, "by", by))", at: value.mark)
        }
        return .curve(by: by, duration: duration, curve: draft.curve)
    }

    @_optimize(none)
    static func step(_ node: ConfigNode, _ path: ConfigPath) throws -> TimelineStep {
        if case let .string(name) = node.value {
            switch name {
            case "release": return .release(velocity: nil)
            case "menuRelease": return .menuRelease(velocity: nil)
            case "next": return .next
            case "previous": return .previous
            default:
                throw mismatch(node, path, "a step: release, menuRelease, next, previous, or a one-key map such as {wait: 0.25}",
                               hint: closestName(to: name, in: stepNames).map { "did you mean `\($0)`?" })
            }
        }
        guard let entries = node.entries, entries.count == 1, let entry = entries.first else {
            throw mismatch(node, path, "a step: a one-key map such as {wait: 0.25} or {drag: \(example("drag"))}")
        }
        guard stepNames.contains(entry.key) else { throw unknownKey(entry, in: path, valid: stepNames) }
        let value = entry.value, at = path.appending(entry.key)
        switch entry.key {
        case "wait":
            return .wait(try Schemas.number(.nonNegative).decode(value, at))
        case "drag":
            return .drag(try dragPath(value, at, name: "drag", schema: drag))
        case "menuDrag":
            return .menuDrag(try dragPath(value, at, name: "menuDrag", schema: menuDrag))
        case "release":
            if case .null = value.value { return .release(velocity: nil) }
            var draft = ReleaseDraft()
            try release.apply(value, to: &draft, at: at)
            return .release(velocity: draft.velocity)
        case "menuRelease":
            if case .null = value.value { return .menuRelease(velocity: nil) }
            var draft = ReleaseDraft()
            try menuRelease.apply(value, to: &draft, at: at)
            return .menuRelease(velocity: draft.velocity)
        case "scroll":
            var draft = ScrollDraft()
            try scroll.apply(value, to: &draft, at: at)
            guard let to = draft.to else { throw Problem.missing("to", in: "\(at)", note: "pages", fix: "e.g. \(example("scroll"))", at: value.mark) }
            if case .spring = draft.curve {} else if draft.duration == nil {
                throw Problem.missing("duration", in: "\(at)", note: "seconds > 0, for a Bézier curve", fix: "e.g. \(example("scroll", "to", to))", at: value.mark)
            }
            return .scroll(to: to, duration: draft.duration, curve: draft.curve)
        case "setCurrentPage":
            if case .number = value.value { return .setCurrentPage(try Schemas.integer(.finite).decode(value, at), animated: true) }
            var draft = PageDraft()
            try setCurrentPage.apply(value, to: &draft, at: at)
            guard let page = draft.page else { throw Problem.missing("page", in: "\(at)", fix: "e.g. \(example("setCurrentPage"))", at: value.mark) }
            return .setCurrentPage(page, animated: draft.animated, duration: draft.duration, curve: draft.curve)
        case "select":
            if case .number = value.value { return .select(try Schemas.integer(.finite).decode(value, at)) }
            var draft = PageDraft()
            try select.apply(value, to: &draft, at: at)
            guard let index = draft.page else { throw Problem.missing("index", in: "\(at)", fix: "e.g. \(example("select"))", at: value.mark) }
            return .select(index, animated: draft.animated)
        case "autoplay":
            var draft = AutoplayDraft()
            try autoplay.apply(value, to: &draft, at: at)
            guard let interval = draft.interval, let count = draft.count else {
                throw Problem(.missing, "\(setting: "\(at)") needs `interval` (seconds) and `count`", fix: "e.g. \(example("autoplay"))", at: value.mark)
            }
            return .autoplay(interval: interval, count: count, duration: draft.duration, curve: draft.curve)
        case "reload":
            if case .list = value.value { return .reload(MenuReload(titles: try reloadItems.decode(value, at))) }
            var draft = ReloadDraft()
            try reload.apply(value, to: &draft, at: at)
            guard let items = draft.items else { throw Problem.missing("items", in: "\(at)", note: "the new titles", fix: "e.g. \(example("reload"))", at: value.mark) }
            return .reload(MenuReload(titles: items, around: draft.around, menuOnly: draft.menuOnly))
        default:
            if case .null = value.value {} else {
                var empty = Empty()
                try ObjectSchema<Empty>(fields: []).apply(value, to: &empty, at: at)
            }
            return entry.key == "next" ? .next : .previous
        }
    }
}

extension TimelineSchema {
    /// `timeline:` in a scene: sets the timeline, the curve solver and where the steps are written.
    @_optimize(none)
    static var timelineField: Field<SceneDraft> {
        Field(key: "timeline", json: Schemas.describe(json, "The scroll offsets to draw, in pages: a list, a sweep, or a time-based script.")) { node, draft, path in
            let decoded = try decode(node, path)
            draft.scene.timeline = decoded.timeline
            draft.scene.curveSolver = decoded.curveSolver
            draft.timelineMark = node.mark
            draft.timelineStepMarks = decoded.stepMarks
        }
    }

    /// `paging:` in a scene.
    @_optimize(none)
    static var pagingField: Field<SceneDraft> {
        Field(key: "paging", json: Schemas.describe(PagingSchema.json,
              "Who decides where a released drag goes: scrollView (default) or elegantPages (see docs/MOTION.md).")) { node, draft, path in
            draft.scene.paging = try PagingSchema.decode(node, path)
        }
    }

    /// Samples the scene's timeline once, so a script that cannot be sampled (a release with no
    /// drag, too many frames, …) is refused at load with the step's line.
    @_optimize(none)
    static func check(_ scene: Scene, timelineMark: SourcePosition?, stepMarks: [SourcePosition], root: ConfigNode) throws {
        do {
            _ = try scene.timelineFrames()
        } catch var problem as Problem {
            // A step's problem names its step (`timeline.steps[2]`); one of the whole script, the timeline.
            let step = stepMarks.indices.first { problem.setting == "timeline.steps[\($0)]" }
            if problem.setting == nil {
                problem = problem.within("\(setting: "timeline")")
            }
            throw problem.located(at: step.map { stepMarks[$0] } ?? timelineMark ?? root.mark)
        }
    }
}
