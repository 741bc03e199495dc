import Foundation
import SceneModel
import Transforms

/// Settings given on the command line (`flipbook render` / `strip`) laid over a preset or a
/// config's scene. `nil` keeps the scene's value. The parsers accept the flags' documented
/// spellings and throw `RenderError`s that say what to type instead.
public struct SceneOverrides: Sendable {
    /// `--viewport WxH`, points.
    public var viewport: Size?
    /// `--card WxH`, points: the card centred in the page.
    public var card: Size?
    /// `--items N`.
    public var itemCount: Int?
    /// `--visible K` (upstream's `numberOfVisibleItems`).
    public var numberOfVisibleItems: Int?
    /// `--offsets …` or `--from A --to B --frames N --curve NAME`.
    public var timeline: Timeline?
    /// `--scale S`, pixels per point.
    public var scale: Double?
    /// `--format png|svg`.
    public var format: OutputOptions.Format?
    /// `--no-shadow` sets false.
    public var drawsShadows: Bool?
    /// `--no-text` sets false: no title, no subtitle.
    public var drawsText: Bool?
    /// `--corner-radius R`, points.
    public var cornerRadius: Double?
    /// `--background '#RRGGBB'`.
    public var background: Color?

    /// No overrides.
    public init() {}

    /// `scene` with every set override applied.
    public func applied(to scene: Scene) -> Scene {
        var scene = scene
        if let viewport { scene.viewport = viewport }
        if let card { scene.cardPlacement = .size(card) }
        if let itemCount { scene.itemCount = itemCount }
        if let numberOfVisibleItems { scene.numberOfVisibleItems = numberOfVisibleItems }
        if let timeline { scene.timeline = timeline }
        if let scale { scene.output.scale = scale }
        if let format { scene.output.format = format }
        if let drawsShadows { scene.drawsShadows = drawsShadows }
        if drawsText == false {
            scene.card.title = nil
            scene.card.subtitle = nil
        }
        if let cornerRadius { scene.card.cornerRadius = cornerRadius }
        if let background { scene.background = background }
        return scene
    }

    // MARK: Parsing

    /// `WxH` in points, e.g. `300x400` (also `300×400`).
    public static func size(_ text: String, flag: String) throws -> Size {
        do {
            return try Inspection.parseCard(text)
        } catch {
            throw RenderError("\(flag) \(text) is not a size", fix: "write width x height in points, e.g. \(flag) 300x400")
        }
    }

    /// A whole number at least `minimum`.
    public static func count(_ text: String, flag: String, minimum: Int) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value >= minimum else {
            throw RenderError("\(flag) \(text) is not a whole number of at least \(minimum)", fix: "e.g. \(flag) \(Swift.max(minimum, 5))")
        }
        return value
    }

    /// A finite number.
    public static func number(_ text: String, flag: String, example: String) throws -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw RenderError("\(flag) \(text) is not a number", fix: "e.g. \(flag) \(example)")
        }
        return value
    }

    /// `o1,o2,…`, offsets in pages.
    public static func offsets(_ text: String) throws -> [Double] {
        do {
            return try Inspection.parseOffsets(text)
        } catch {
            let part: String
            switch error {
            case let .malformedOffset(_, item), let .nonFiniteOffset(_, item): part = item
            default: part = ""
            }
            throw RenderError("--offsets \(text): '\(part)' is not a number", fix: "list offsets in pages separated by commas, e.g. --offsets 0,0.5,1")
        }
    }

    /// `#RRGGBB` (or `#RRGGBBAA`), case-insensitive, `#` optional.
    public static func colour(_ text: String, flag: String) throws -> Color {
        guard let colour = Color(hex: text.trimmingCharacters(in: .whitespaces)) else {
            throw RenderError("\(flag) \(text) is not a colour", fix: "write it as '#RRGGBB', e.g. \(flag) '#F2F2F7'")
        }
        return colour
    }

    /// `linear`, `easeIn`, `easeOut`, `easeInOut` (also `ease-in`, …) or `cubic-bezier(x1,y1,x2,y2)`.
    public static func curve(_ text: String) throws -> TimingCurve {
        let name = text.trimmingCharacters(in: .whitespaces)
        switch name.lowercased().replacingOccurrences(of: "-", with: "") {
        case "linear": return .linear
        case "easein": return .easeIn
        case "easeout": return .easeOut
        case "easeinout": return .easeInOut
        default: break
        }
        let fix = "use linear, easeIn, easeOut, easeInOut or cubic-bezier(x1,y1,x2,y2) with x1 and x2 in 0…1"
        let lower = name.lowercased()
        guard lower.hasPrefix("cubic-bezier("), lower.hasSuffix(")") else {
            throw RenderError("--curve \(text) is not a timing curve", fix: fix)
        }
        let inner = lower.dropFirst("cubic-bezier(".count).dropLast()
        let numbers = inner.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
              [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2) else {
            throw RenderError("--curve \(text) is not a timing curve", fix: fix)
        }
        return .cubicBezier(x1, y1, x2, y2)
    }

    /// The timeline from `--offsets` or from `--from/--to/--frames/--curve`; `nil` when none is given.
    public static func timeline(offsets: String?, from: String?, to: String?, frames: String?, curve: String?) throws -> Timeline? {
        let sweepGiven = from != nil || to != nil || frames != nil || curve != nil
        if let offsets {
            guard !sweepGiven else {
                throw RenderError("--offsets and --from/--to/--frames/--curve both choose the offsets", fix: "give one or the other")
            }
            return .offsets(try Self.offsets(offsets))
        }
        guard sweepGiven else { return nil }
        guard let from, let to, let frames else {
            throw RenderError("a sweep needs --from, --to and --frames together", fix: "e.g. --from 0 --to 4 --frames 60 --curve easeInOut")
        }
        let frameCount = try count(frames, flag: "--frames", minimum: 1)
        guard frameCount <= Scene.maximumFrames else {
            throw RenderError("--frames \(frames) is more than \(Scene.maximumFrames)", fix: "use fewer frames")
        }
        return .sweep(from: try number(from, flag: "--from", example: "0"), to: try number(to, flag: "--to", example: "4"),
                      frames: frameCount, curve: try curve.map(Self.curve) ?? .linear)
    }

    /// `png` or `svg`.
    public static func format(_ text: String) throws -> OutputOptions.Format {
        guard let format = OutputOptions.Format(rawValue: text.lowercased()) else {
            throw RenderError("--format \(text) is not an output format", fix: "use --format png or --format svg")
        }
        return format
    }
}
