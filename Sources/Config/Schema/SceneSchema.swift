import FileFormats
import Problems
import Foundation
import Inputs
import SceneModel
import Transforms

/// A scene being decoded, plus what the checks across keys need (where the sizes were written).
struct SceneDraft {
    var scene: Scene
    var inset = (horizontal: 0.18, vertical: 0.06)
    var cardSize: Size?
    var hasEffect = false
    var viewportMark: SourcePosition?
    var cardSizeMark: SourcePosition?
    var scaleMark: SourcePosition?
    /// Where `timeline` and each of its script steps are written, for errors found when sampling.
    var timelineMark: SourcePosition?
    var timelineStepMarks: [SourcePosition] = []
    /// The `menu` keys written: without `pagingContentBackgroundColor` the pages keep `background`, and without
    /// `contentNavigationOrientation` it follows `scrollDirection`.
    var menuKeys: Set<String> = []
    /// Where `pageViewController` and `pageControl` were written, for UIKit's refusals.
    var pagesMark: SourcePosition?
    var pageControlMark: SourcePosition?

    /// A draft of a finished scene, its card placement taken apart again (for reading values back).
    @_optimize(none)
    init(finished scene: Scene) {
        self.scene = scene
        switch scene.cardPlacement {
        case let .inset(horizontal, vertical): inset = (horizontal, vertical)
        case let .size(size): cardSize = size
        }
    }

    @_optimize(none)
    init(scene: Scene) {
        self.scene = scene
    }

    /// The scene with the card placement settled: `card.size` wins over `card.inset` when set.
    @_optimize(none)
    var finished: Scene {
        var scene = self.scene
        scene.cardPlacement = cardSize.map(CardPlacement.size) ?? .inset(horizontal: inset.horizontal, vertical: inset.vertical)
        if !menuKeys.contains("pagingContentBackgroundColor") { scene.menu?.options.pagingContentBackgroundColor = scene.background }
        if !menuKeys.contains("contentNavigationOrientation") {
            scene.menu?.options.contentNavigationOrientation = scene.scrollDirection == .vertical ? .vertical : .horizontal
        }
        return scene
    }
}

/// The whole config schema, top level down. `SceneSchema.jsonSchema` publishes it.
enum SceneSchema {
    /// The most pixels per side of a frame (viewport or card × `output.scale`), Cairo's limit.
    static let maxPixelsPerSide = Double(Scene.maximumPixelSide)
    /// The most items a scene may have: many, as in upstream's long lists, since only
    /// `numberOfVisibleItems` of them are laid out (without it, the renderer takes at most 10000).
    static let maxItemCount = Scene.itemCountRange.upperBound
    /// The most items laid out in one frame (`numberOfVisibleItems`): the renderer's limit, so configs
    /// and command-line flags accept the same scenes.
    static let maxItems = Scene.visibleItemsRange.upperBound
    /// The most frames (offsets) a timeline may have.
    static let maxFrames = Scene.maximumFrames

    /// The whole config's schema, built once: every load reads its keys and checks through it.
    /// Immutable once built (its closures capture only other schemas and constants), so
    /// concurrent loads (the designer's requests) share it safely.
    nonisolated(unsafe) static let scene = makeScene()

    /// Builds the whole config's schema: ~1 ms of catalogs, JSON fragments and closures, which
    /// every load paid before it was kept in `scene`.
    @_optimize(none)
    private static func makeScene() -> ObjectSchema<SceneDraft> {
        let extendsJSON: JSONValue = .object(["anyOf": [
            .object(["type": "string"]),
            .object(["type": "array", "items": .object(["type": "string"])]),
        ]])
        return ObjectSchema(fields: [
            Field(key: "extends", json: Schemas.describe(extendsJSON,
                  "Preset names (scale.coverFlow) or config files (relative to this file) to start from, applied left to right; maps merge deeply, lists replace.")) { _, _, _ in },
            .value("name", \.scene.name, Schemas.string(nonEmpty: true), "A name for labels and file names; defaults to the file's name."),
            Field(key: "viewport", json: Schemas.describe(Schemas.size(.positive).json,
                  "The collection view's bounds, one page, in points (at most 16384 px per side after output.scale).")) { node, draft, path in
                draft.scene.viewport = try Schemas.size(.positive).decode(node, path)
                draft.viewportMark = node.mark
            }.reading { Schemas.size().encode?($0.scene.viewport) },
            .value("background", \.scene.background, Schemas.color, "Painted behind the cards."),
            .value("itemCount", \.scene.itemCount, Schemas.integer(.between(Double(Scene.itemCountRange.lowerBound), Double(maxItemCount))),
                   "Number of items (cards); above 10000, set numberOfVisibleItems so only those are laid out."),
            .value("sections", \.scene.sections,
                   Schemas.optional(Schemas.list(Schemas.integer(.between(0, Double(maxItemCount))), count: 1...Scene.maximumSections)),
                   "Items per section, e.g. [3, 0, 4]: CollectionViewPagingLayout pages through the sections end to end, and {section} and {item} in text are each page's index path; they set itemCount (or must agree with it in the same file). null (default): one section."),
            .value("loop", \.scene.loop, Schemas.bool,
                   "An endless ring of the items (default false), as apps make one: a large item count with a modulo; offsets and pages are ring positions, any number either way."),
            .value("numberOfVisibleItems", \.scene.numberOfVisibleItems, Schemas.optional(Schemas.integer(.between(Double(Scene.visibleItemsRange.lowerBound), Double(maxItems)))),
                   "Upstream's numberOfVisibleItems: how many items around the current page are laid out; null for all."),
            .value("scrollDirection", \.scene.scrollDirection, Schemas.enumeration(ScrollDirection.self), "The direction of scrolling."),
            .value("drawsShadows", \.scene.drawsShadows, Schemas.bool, "When false, no shadows are drawn whatever the effect says."),
            .value("layoutDirection", \.scene.layoutDirection, Schemas.enumeration(LayoutDirection.self),
                   "leftToRight (default) or rightToLeft: UIKit's semanticContentAttribute for the whole scene — cards, scrolling pages, page dots and menu turn together."),
            .object("card", \.self, card, "What each card looks like and where it sits in its page."),
            Field(key: "effect", json: Schemas.describe(EffectSchema.effect.json,
                  "The effect: a layout name such as scale.coverFlow, or {scale|stack|snapshot: {layout?, options…}} with upstream's option names.")) { node, draft, path in
                draft.scene.effect = try EffectSchema.effect.decode(node, path)
                draft.hasEffect = true
            }.reading { EffectSchema.encode($0.scene.effect) },
            TimelineSchema.timelineField,
            TimelineSchema.pagingField,
            Field(key: "overlay", json: Schemas.describe(.object(["anyOf": [OverlaySchema.overlay.json, .object(["type": "null"])]]),
                  "Layers above the pages, played by PVView's page progress (pages, ignoreLastPage, runActionsAfterTransition, direction); null for none.")) { node, draft, path in
                if case .null = node.value {
                    draft.scene.overlay = nil
                    return
                }
                var overlay = draft.scene.overlay ?? PageOverlay(pages: [])
                try OverlaySchema.overlay.apply(node, to: &overlay, at: path)
                draft.scene.overlay = overlay
            },
            .object("output", \.self, output, "Output file settings."),
            Field(key: "fonts", json: Schemas.describe(Schemas.list(Schemas.string(nonEmpty: true), count: 0...64).json,
                  "Font files (.ttf, .otf, .ttc), relative to this file: their families can be named in any font's family, and are drawn from these files before the installed fonts.")) { node, draft, path in
                let paths = try Schemas.list(Schemas.string(nonEmpty: true), count: 0...64).decode(node, path)
                guard case let .list(items) = node.value else { return }
                draft.scene.fonts = try zip(paths, items).enumerated().map { position, entry in
                    let url = resolve(entry.0, from: entry.1)
                    try checkInputFile(url, kind: "font file", key: "\(path)[\(position)]", node: entry.1,
                                       fix: "give a font file (.ttf, .otf or .ttc) saved on disk", missingFix: "fix the path or remove it from `fonts`")
                    return url.path
                }
            },
            MenuSchema.field,
            PagesSchema.pageViewController,
            PagesSchema.pageControl,
        ])
    }

    @_optimize(none)
    static var card: ObjectSchema<SceneDraft> {
        let inset = Schemas.components(["horizontal", "vertical"], range: NumberRange(lower: 0, upper: 0.5, upperInclusive: false))
        let border = ObjectSchema<LayerBorder>(fields: [
            .value("width", \.width, Schemas.number(.nonNegative), "Points."),
            .value("color", \.color, Schemas.color, "The border colour."),
        ])
        return ObjectSchema(fields: [
            Field(key: "inset", json: Schemas.describe(inset.json,
                  "The card inset from each side of the page, as fractions of the page (each in 0…0.5); upstream's samples use 0.18 and 0.06.")) { node, draft, path in
                let values = try inset.decode(node, path)
                draft.inset = (values[0], values[1])
            }.reading { inset.encode?([$0.inset.horizontal, $0.inset.vertical]) },
            Field(key: "size", json: Schemas.describe(Schemas.optional(Schemas.size(.positive)).json,
                  "A fixed card size in points, centred in the page; wins over inset. null uses inset.")) { node, draft, path in
                draft.cardSize = try Schemas.optional(Schemas.size(.positive)).decode(node, path)
                draft.cardSizeMark = node.mark
            }.reading { Schemas.optional(Schemas.size()).encode?($0.cardSize) },
            .value("fill", \.scene.card.fill, fill, "\"palette\" (each card takes the next palette colour), a colour, or {gradient: [from, to]}."),
            .value("palette", \.scene.card.palette, Schemas.list(Schemas.color, count: 1...64), "Colours for the palette fill, card i takes palette[i % count]."),
            .value("cornerRadius", \.scene.card.cornerRadius, Schemas.number(.nonNegative), "Points."),
            .optionalObject("border", \.scene.card.border, border, new: LayerBorder(width: 1, color: .black),
                            "A border {width, color} (a new border defaults to 1 pt black); null for none."),
            .value("title", \.scene.card.title, Schemas.optional(Schemas.string()),
                   "The title: {index} is the item index, {number} the index + 1; null for none."),
            .value("subtitle", \.scene.card.subtitle, Schemas.optional(Schemas.string()), "A second line, same placeholders; null for none."),
            .value("textColor", \.scene.card.textColor, Schemas.color, "The colour of the title and subtitle."),
            .value("titleFont", \.scene.card.titleFont, Schemas.captionFont(startingAt: CaptionFont(weight: .bold), sizeDoc: "Points; null (default) for 0.28 × the card's shorter side."),
                   "The title's {family, weight, size}: default the system font (drawn in Inter), bold, 0.28 × the card's shorter side."),
            .value("subtitleFont", \.scene.card.subtitleFont, Schemas.captionFont(startingAt: CaptionFont(weight: .regular), sizeDoc: "Points; null (default) for 0.085 × the card's shorter side."),
                   "The subtitle's {family, weight, size}: default the system font (drawn in Inter), regular, 0.085 × the card's shorter side."),
            .value("titleNumberOfLines", \.scene.card.titleWrapping.numberOfLines, Schemas.numberOfLines, Schemas.numberOfLinesDoc("The title's")),
            .value("titleLineSpacing", \.scene.card.titleWrapping.lineSpacing, Schemas.lineSpacing, Schemas.lineSpacingDoc("The title's")),
            .value("subtitleNumberOfLines", \.scene.card.subtitleWrapping.numberOfLines, Schemas.numberOfLines, Schemas.numberOfLinesDoc("The subtitle's")),
            .value("subtitleLineSpacing", \.scene.card.subtitleWrapping.lineSpacing, Schemas.lineSpacing, Schemas.lineSpacingDoc("The subtitle's")),
            Field(key: "image", json: Schemas.describe(Schemas.optional(Schemas.string()).json,
                  "A PNG drawn over the fill (aspect-filled, clipped to the corners), relative to this file; null for none.")) { node, draft, path in
                draft.scene.card.imagePath = try Schemas.optional(Schemas.string(nonEmpty: true)).decode(node, path).map { relative in
                    let url = resolve(relative, from: node)
                    try checkImageFile(url, key: "\(path)", node: node, fix: "give a PNG file saved on disk, or set \(setting: "card.image", value: "null")", missingFix: "")
                    return url.path
                }
            },
            .value("layers", \.scene.card.layers, LayersSchema.layers,
                   "Layers drawn inside the card after the image, title and subtitle (a layer with id image, title or subtitle replaces that one): text, image, rect, circle or gradient, each with PVView actions."),
        ])
    }

    /// A path written in a config, relative to the file it is written in.
    /// Throws unless `url` is a regular file that can be opened (`InputFile.check`): a missing
    /// file, a folder, a FIFO or a device (`/dev/zero`) is named as what it is, here in validation,
    /// rather than waited on or read when drawing.
    @_optimize(none)
    static func checkImageFile(_ url: URL, key: String, node: ConfigNode, fix: Wording, missingFix: Wording) throws {
        try checkInputFile(url, kind: "PNG file", key: key, node: node, fix: fix, missingFix: missingFix)
    }

    /// `checkImageFile` for a file of another `kind` (`font file`).
    @_optimize(none)
    static func checkInputFile(_ url: URL, kind: String, key: String, node: ConfigNode, fix: Wording, missingFix: Wording) throws {
        do {
            try InputFile.check(url.path)
        } catch {
            let what: String, problemKind: Problem.Kind
            switch error {
            case .missing: (what, problemKind) = ("no file at \(url.path) (paths are relative to \(node.file.displayName))", .missingFile)
            case .folder: (what, problemKind) = ("\(url.path) is a folder, not a \(kind)", .notRegularFile)
            case .special(let special): (what, problemKind) = ("\(url.path) is \(special), not a \(kind)", .notRegularFile)
            default: (what, problemKind) = ("cannot read \(url.path): \(error)", .io)
            }
            throw Problem(problemKind, "\(setting: key): \(what)", fix: error == .missing ? missingFix : fix, at: node.mark)
        }
    }

    @_optimize(none)
    static func resolve(_ path: String, from node: ConfigNode) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return node.file.directory.appendingPathComponent(path).standardizedFileURL
    }

    @_optimize(none)
    static var fill: ValueSchema<CardFill> {
        let expected = "\"palette\", a colour \"#RRGGBB[AA]\", or {gradient: [\"#RRGGBB\", \"#RRGGBB\"]}"
        let gradient = Schemas.list(Schemas.color, count: 2...2)
        let json: JSONValue = .object(["anyOf": [
            .object(["const": "palette"]),
            Schemas.color.json,
            .object(["type": "object", "properties": .object(["gradient": gradient.json]),
                     "required": ["gradient"], "additionalProperties": false]),
        ]])
        return ValueSchema(expected: expected, json: json) { node, path in
            switch node.value {
            case .string("palette"):
                return .palette
            case let .string(text) where text.hasPrefix("#"):
                return .solid(try Schemas.color.decode(node, path))
            case let .map(entries):
                guard let entry = entries.first, entries.count == 1, entry.key == "gradient" else {
                    if let other = entries.first(where: { $0.key != "gradient" }) { throw unknownKey(other, in: path, valid: ["gradient"]) }
                    throw mismatch(node, path, expected)
                }
                let colors = try gradient.decode(entry.value, path.appending("gradient"))
                return .gradient(colors[0], colors[1])
            default:
                throw mismatch(node, path, expected)
            }
        }
    }

    static var curve: ValueSchema<TimingCurve> { CurveSchema.curve }

    @_optimize(none)
    static var output: ObjectSchema<SceneDraft> {
        let scale = Schemas.number(.between(Scene.scaleRange.lowerBound, Scene.scaleRange.upperBound))
        return ObjectSchema(fields: [
            .value("format", \.scene.output.format, Schemas.enumeration(OutputOptions.Format.self),
                   "png or svg frames, or one animated file of the timeline: gif, webp, apng (animated PNG) or mp4 (H.264 through ffmpeg)."),
            .value("pngLevel", \.scene.output.pngLevel, Schemas.enumeration(PNGLevel.self),
                   "PNG compression: fast, default or small. The same pixels; small writes the smallest files and takes longer."),
            .value("svgRasterScale", \.scene.output.svgRasterScale, Schemas.number(.between(OutputOptions.svgRasterScaleRange.lowerBound, OutputOptions.svgRasterScaleRange.upperBound)),
                   "SVG frames: the page curl's turning leaf, the one raster an SVG frame holds, is drawn at this many times scale (2…8, default 2) so it stays sharp when zoomed."),
            Field(key: "scale", json: Schemas.describe(scale.json, "Pixels per point: 1, 2 or 3 like iPhones.")) { node, draft, path in
                draft.scene.output.scale = try scale.decode(node, path)
                draft.scaleMark = node.mark
            }.reading { .number($0.scene.output.scale) },
            Field(key: "path", json: Schemas.describe(Schemas.optional(Schemas.string()).json,
                  "Where to write, relative to this file; null lets the command choose.")) { node, draft, path in
                draft.scene.output.path = try Schemas.optional(Schemas.string(nonEmpty: true)).decode(node, path)
                    .map { resolve($0, from: node).path }
            },
            .value("fps", \.scene.output.animation.framesPerSecond, Schemas.optional(Schemas.number(NumberRange(lower: 0, lowerInclusive: false, upper: 240))),
                   "Animated files: frames per second; null (default) is the timeline's rate, 30 for offset lists and sweeps (GIF at most 50). Another rate resamples the timeline."),
            .value("loop", \.scene.output.animation.loopCount, Schemas.integer(.between(0, 65535)),
                   "Animated files: how many times to play; 0 (default) loops forever. MP4 ignores it."),
            .value("quality", \.scene.output.animation.webp.quality, Schemas.optional(Schemas.number(.between(0, 100))),
                   "WebP: null (default) is lossless; 0…100 is lossy at that quality."),
            .value("dithering", \.scene.output.animation.gif.dithering, Schemas.number(.unit),
                   "GIF: Floyd–Steinberg dithering strength, 0 (none: soft shadows band) … 1 (default)."),
            .value("palette", \.scene.output.animation.gif.palette, Schemas.enumeration(GIFOptions.Palette.self),
                   "GIF: shared (default, one colour table for every frame) or per-frame."),
        ])
    }

    /// Every alias the schema accepts, mapped to its key.
    static var aliases: [String: String] { EffectSchema.stack.aliases }

    /// `sections` written without `itemCount` beside them set it to their sum (`extends` keeps no
    /// base's `itemCount` under them, `SceneLoader.merge`); written with it, `Scene.validate` checks
    /// that the two agree.
    @_optimize(none)
    static func countSections(_ draft: inout SceneDraft, root: ConfigNode) throws {
        guard let sections = draft.scene.sections, root.entries?.contains(where: { $0.key == "itemCount" }) != true else { return }
        let total = sections.reduce(0, +)
        guard Scene.itemCountRange.contains(total) else {
            throw Problem(.outOfRange, "\(setting: "sections") add up to \(total) items",
                          fix: "give \(Scene.itemCountRange.lowerBound) to \(maxItemCount) items in all", setting: "sections",
                          at: root.keyMark(at: "sections") ?? root.mark)
        }
        draft.scene.itemCount = total
    }

    /// Refuses frames and cards larger than `maxPixelsPerSide` once scaled.
    @_optimize(none)
    static func checkSizes(_ draft: SceneDraft, root: ConfigNode) throws {
        let scale = draft.scene.output.scale
        @_optimize(none)
        func check(_ size: Size, _ what: String, mark: SourcePosition?) throws {
            let width = size.width * scale, height = size.height * scale
            guard width > maxPixelsPerSide || height > maxPixelsPerSide else { return }
            throw Problem(.tooLarge, "`\(what)` is \((size.width).shortestDescription) × \((size.height).shortestDescription) pt, "
                              + "\((width.rounded(.up)).shortestDescription) × \((height.rounded(.up)).shortestDescription) px at output.scale \((scale).shortestDescription); "
                              + "each side must be at most \((maxPixelsPerSide).shortestDescription) px — use a smaller size or scale",
                              setting: what, at: mark ?? draft.scaleMark ?? root.mark)
        }
        try check(draft.scene.viewport, "viewport", mark: draft.viewportMark)
        if let cardSize = draft.cardSize { try check(cardSize, "card.size", mark: draft.cardSizeMark) }
    }

    // MARK: The published schema

    /// The draft-07 JSON Schema for config files, generated from the same definitions the loader checks with.
    @_optimize(none)
    static var jsonSchema: JSONValue {
        let root = scene.json
        var members: [JSONValue.Member] = [
            .init("$comment", "Generated from the definitions Flipbook's config reader checks with (`flipbook schema` prints it): do not edit by hand."),
            .init("$schema", "http://json-schema.org/draft-07/schema#"),
            .init("title", "Flipbook scene"),
            .init("description", .string("A Flipbook scene: viewport, cards, a CollectionViewPagingLayout effect, the scroll offsets to draw and the output. "
                                       + "Angles: radians, \"45deg\" or \"pi/4\". Colours: \"#RRGGBB\" or \"#RRGGBBAA\". See docs/CONFIG.md.")),
        ]
        if case let .object(rootMembers) = root { members += rootMembers }
        members.append(.init("definitions", .object(PiecesSchemas.definitions + CustomEffectSchema.definitions)))
        return .object(members)
    }
}

/// The published JSON Schema (draft-07) for scene configs, for editor completion and CI.
public enum ConfigSchema {
    /// The schema as committed in `Presets/flipbook.schema.json`: generated from the same
    /// definitions the loader validates with, so the two cannot disagree.
    public static var text: String { SceneSchema.jsonSchema.formatted() + "\n" }

    /// The schema as a value.
    package static var json: JSONValue { SceneSchema.jsonSchema }
}
