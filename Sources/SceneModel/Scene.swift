import FileFormats
import Foundation
import Transforms

/// Everything needed to draw a paging scene: the collection view, its cards, the effect,
/// the timeline of scroll offsets and the output. Configs decode into this; the renderer draws it.
/// Sizes are in points; `output.scale` turns points into pixels.
public struct Scene: Sendable {
    /// A name for labels and file names (e.g. the preset name `scale.coverFlow`).
    public var name: String
    /// The collection view's bounds: one page, in points.
    public var viewport: Size
    /// Painted behind the cards.
    public var background: Color
    /// Where the card sits in its page.
    public var cardPlacement: CardPlacement
    /// What each card looks like.
    public var card: CardStyle
    /// Number of items.
    public var itemCount: Int
    /// Upstream's `numberOfVisibleItems`; `nil` lays out every item.
    public var numberOfVisibleItems: Int?
    /// Which way the pages scroll (upstream's `scrollDirection`).
    public var scrollDirection: ScrollDirection
    /// The effect applied to every card.
    public var effect: Effect
    /// When false, shadows are not drawn whatever the effect says (`--no-shadow`).
    public var drawsShadows: Bool
    /// `loop: true`: the items as an endless ring (`PagingLayout.loops`), as apps make one with a
    /// large item count and a modulo; offsets are ring positions. `false` by default.
    public var loop = false
    /// `sections:` items per section of the collection view, which pages through them end to end
    /// (`ItemSections`); they add up to `itemCount`. `nil`: one section.
    package var sections: [Int]? = nil
    /// The scroll offsets to draw.
    public var timeline: Timeline
    /// Who decides where a released drag goes (time-based timelines); `scrollView` by default.
    public var paging: PagingModel = .scrollView
    /// How Bézier curves in the timeline are solved (sweeps and scripts); `exact` by default.
    public var curveSolver: TimingCurve.Solver = .exact
    /// Format, scale and destination of the files.
    public var output: OutputOptions
    /// Layers above the pages, played by the page progress as PVView plays them; `nil` for none.
    package var overlay: PageOverlay? = nil
    /// A Parchment paging menu over (or under) the pages, or `nil` for none.
    public var menu: SceneMenu? = nil
    /// `pageViewController:`: pages fill the page area (scrolling or curling) instead of cards in a
    /// collection view; `nil` for the collection-view scene. See `Scene+Pages.swift`.
    public var pageViewController: PageViewControllerOptions? = nil
    /// The page curl's parameters, used with `transitionStyle: pageCurl`.
    public var curl: CurlOptions = CurlOptions()
    /// Page dots (`pageControl:`), or `nil` for none.
    public var pageControl: PageControlOptions? = nil
    /// The user's font files (`fonts:`, absolute paths): their families are drawn from them,
    /// before the machine's fonts.
    public var fonts: [String] = []
    /// Which way the whole scene reads (`layoutDirection:`), as UIKit's `semanticContentAttribute`
    /// set on the app's root view: right to left turns cards, pages, page dots and menu together
    /// (`Scene.readsRightToLeft`).
    public var layoutDirection: LayoutDirection = .leftToRight

    /// A scene with upstream's sample defaults for everything not given.
    public init(name: String = "scene",
                viewport: Size = Scene.defaultViewport,
                background: Color = Scene.defaultBackground,
                cardPlacement: CardPlacement = .inset(horizontal: 0.18, vertical: 0.06),
                card: CardStyle = CardStyle(),
                itemCount: Int = 5,
                numberOfVisibleItems: Int? = nil,
                scrollDirection: ScrollDirection = .horizontal,
                effect: Effect,
                drawsShadows: Bool = true,
                timeline: Timeline = .offsets([0, 0.25, 0.5, 0.75, 1]),
                output: OutputOptions = OutputOptions()) {
        self.name = name
        self.viewport = viewport
        self.background = background
        self.cardPlacement = cardPlacement
        self.card = card
        self.itemCount = itemCount
        self.numberOfVisibleItems = numberOfVisibleItems
        self.scrollDirection = scrollDirection
        self.effect = effect
        self.drawsShadows = drawsShadows
        self.timeline = timeline
        self.output = output
    }

    /// 300 × 400 pt: a phone-like portrait page, small enough for strips.
    public static let defaultViewport = Size(width: 300, height: 400)
    /// iOS's `systemGroupedBackground`, #F2F2F7.
    public static let defaultBackground = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)

    /// The card's frame inside the page (points, top-left origin).
    package var cardFrame: Rect {
        switch cardPlacement {
        case let .inset(horizontal, vertical):
            let x = viewport.width * horizontal, y = viewport.height * vertical
            return Rect(x: x, y: y, width: viewport.width - 2 * x, height: viewport.height - 2 * y)
        case let .size(size):
            return Rect(x: (viewport.width - size.width) / 2, y: (viewport.height - size.height) / 2,
                        width: size.width, height: size.height)
        }
    }

    /// The paging layout this scene describes.
    package var layout: PagingLayout {
        var layout = PagingLayout(itemCount: itemCount, numberOfVisibleItems: numberOfVisibleItems,
                                  scrollDirection: scrollDirection, pageSize: viewport, effect: effect, isRightToLeft: isRightToLeft)
        layout.loops = loop
        return layout
    }

    /// The scene's sections as index paths, for `{section}` and `{item}`; `nil` for one section.
    package var itemSections: ItemSections? {
        sections.map(ItemSections.init(counts:))
    }
}

/// Where a card sits in its page.
public enum CardPlacement: Hashable, Sendable {
    /// Inset by fractions of the page on each side (upstream's samples: 18% left/right, 6% top/bottom).
    case inset(horizontal: Double, vertical: Double)
    /// An explicit card size, centred in the page.
    case size(Size)
}

/// A card's paint.
public enum CardFill: Hashable, Sendable {
    /// Each item takes the next colour of `CardStyle.palette`.
    case palette
    /// One colour for every card.
    case solid(Color)
    /// A linear gradient from the top-left corner to the bottom-right corner.
    case gradient(Color, Color)
}

/// What each card looks like.
public struct CardStyle: Hashable, Sendable {
    /// The card's paint.
    public var fill: CardFill
    /// Colours used by `.palette`, item `i` takes `palette[i % count]`.
    public var palette: [Color]
    /// Points.
    public var cornerRadius: Double
    /// A border drawn inside the card's edge, or `nil`.
    public var border: LayerBorder?
    /// The title template: `{index}` is the item index, `{number}` the index + 1. `nil` draws no title.
    public var title: String?
    /// An optional second line, same placeholders.
    public var subtitle: String?
    /// The title's and subtitle's colour.
    public var textColor: Color
    /// The title's font: the system font, bold, 0.28 × the card's shorter side by default.
    public var titleFont = CaptionFont(weight: .bold)
    /// The subtitle's font: the system font, regular, 0.085 × the card's shorter side by default.
    public var subtitleFont = CaptionFont(weight: .regular)
    /// The title's lines: UILabel's `numberOfLines` (default 1) and `lineSpacing` (default 0).
    public var titleWrapping = TextWrapping.singleLine
    /// The subtitle's lines: UILabel's `numberOfLines` (default 1) and `lineSpacing` (default 0).
    public var subtitleWrapping = TextWrapping.singleLine
    /// A PNG drawn over the fill, aspect-filled and clipped to the card's corners.
    public var imagePath: String?
    /// Layers drawn inside the card after the default ones (`cardLayers(size:)`); a layer whose
    /// id is `image`, `title` or `subtitle` replaces that default layer.
    package var layers: [Layer] = []

    /// A card style; the defaults are palette cards with a 16 pt radius and the item index as title.
    public init(fill: CardFill = .palette, palette: [Color] = CardStyle.defaultPalette, cornerRadius: Double = 16,
                border: LayerBorder? = nil, title: String? = "{index}", subtitle: String? = nil,
                textColor: Color = .white, imagePath: String? = nil) {
        self.fill = fill
        self.palette = palette
        self.cornerRadius = cornerRadius
        self.border = border
        self.title = title
        self.subtitle = subtitle
        self.textColor = textColor
        self.imagePath = imagePath
    }

    /// iOS system colours: blue, orange, green, purple, red, teal, indigo, pink.
    public static let defaultPalette: [Color] = [
        (0, 122, 255), (255, 149, 0), (52, 199, 89), (175, 82, 222),
        (255, 59, 48), (48, 176, 199), (88, 86, 214), (255, 45, 85),
    ].map { Color(red: Double($0.0) / 255, green: Double($0.1) / 255, blue: Double($0.2) / 255) }

    /// A template with `{index}` and `{number}` replaced for item `index` (`TextContent.expanded`,
    /// which draws card and layer text).
    package static func expand(_ template: String, index: Int) -> String {
        TextContent.expanded(template, index: index)
    }
}

/// The scroll offsets (in pages) to draw.
public enum Timeline: Hashable, Sendable {
    /// Exactly these offsets.
    case offsets([Double])
    /// `frames` offsets from `from` to `to` through `curve` (both ends included; one frame draws `from`).
    case sweep(from: Double, to: Double, frames: Int, curve: TimingCurve)
    /// A time-based script (docs/MOTION.md), sampled with its scene: `Scene.timelineFrames()`.
    case script(TimelineScript)

    /// The offsets, in order (sweeps through the exact solver); empty for a script, which needs
    /// its scene's page length and count (`Scene.timelineFrames()`).
    package var offsets: [Double] { offsets(solver: .exact) }

    /// The offsets of a list or sweep, the sweep's Béziers solved by `solver`.
    package func offsets(solver: TimingCurve.Solver) -> [Double] {
        switch self {
        case let .offsets(offsets):
            return offsets
        case let .sweep(from, to, frames, curve):
            guard frames > 1 else { return frames == 1 ? [from] : [] }
            return (0..<frames).map { frame in
                from + (to - from) * curve.value(at: Double(frame) / Double(frames - 1), solver: solver)
            }
        case .script:
            return []
        }
    }
}

/// Output file settings.
public struct OutputOptions: Hashable, Sendable {
    /// A file format: PNG (8-bit, RGBA or RGB when opaque) or SVG frames, or one animated file
    /// of the whole timeline in an `AnimationFormat`: GIF, WebP, APNG (animated PNG) or MP4 (H.264,
    /// through ffmpeg). Spelt by its `rawValue`: `png`, `svg`, `gif`, `webp`, `apng`, `mp4`.
    public enum Format: Hashable, Sendable, CaseIterable, RawRepresentable {
        /// PNG frames.
        case png
        /// SVG frames.
        case svg
        /// One animated file of the whole timeline.
        case animated(AnimationFormat)

        /// Every format: `png`, `svg`, then each animated format.
        public static var allCases: [Format] { [.png, .svg] + AnimationFormat.allCases.map(Format.animated) }

        /// The format spelt `rawValue` (lowercase), or `nil`.
        public init?(rawValue: String) {
            switch rawValue {
            case "png": self = .png
            case "svg": self = .svg
            default:
                guard let animation = AnimationFormat(rawValue: rawValue) else { return nil }
                self = .animated(animation)
            }
        }

        /// How the format is spelt in configs and on the command line.
        public var rawValue: String {
            switch self {
            case .png: return "png"
            case .svg: return "svg"
            case let .animated(format): return format.rawValue
            }
        }

        /// The animated format, or `nil` for PNG and SVG frames.
        package var animation: AnimationFormat? {
            if case let .animated(format) = self { return format }
            return nil
        }

        /// True for the formats that hold the whole timeline in one file.
        package var isAnimated: Bool { animation != nil }
    }

    /// The file format.
    public var format: Format
    /// Pixels per point (1, 2 or 3 like iPhones; any value in 0.25…4 is accepted).
    public var scale: Double
    /// Where to write; `nil` lets the command choose.
    public var path: String?
    /// How an animated format plays and is compressed (`output.fps`, `output.loop`,
    /// `output.quality`, `output.dithering`, `output.palette`); frames and strips ignore it but for
    /// `pngLevel`, which it holds for them.
    public var animation: AnimationSettings
    /// How hard PNG files (frames, strips and APNG) are compressed (`output.pngLevel`): the same
    /// pixels, fewer bytes for more time. Kept in `animation`, where the APNG encoder reads it, so
    /// the scene holds it once.
    package var pngLevel: PNGLevel {
        get { animation.pngLevel }
        set { animation.pngLevel = newValue }
    }
    /// In SVG frames, the page curl's turning leaf (the one raster an SVG frame may hold) is drawn
    /// at this many times `scale` (`svgRasterScaleRange`, default 2), so it stays sharp when the
    /// SVG is zoomed (`output.svgRasterScale`).
    public var svgRasterScale: Double = 2
    /// The values `svgRasterScale` may take: at least 2 (sharp at 2× zoom), at most 8 (a leaf of a
    /// 3× frame is then 24 px per point, already larger than most screens show).
    package static let svgRasterScaleRange: ClosedRange<Double> = 2...8

    /// Output settings; PNG at 1× by default. `pngLevel`, when given, replaces `animation`'s.
    public init(format: Format = .png, scale: Double = 1, path: String? = nil, animation: AnimationSettings = AnimationSettings(),
                pngLevel: PNGLevel? = nil) {
        self.format = format
        self.scale = scale
        self.path = path
        self.animation = animation
        if let pngLevel { self.animation.pngLevel = pngLevel }
    }
}
